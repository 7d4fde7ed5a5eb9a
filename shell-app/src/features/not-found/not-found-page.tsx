import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { NOT_FOUND_TITLE, ROUTES } from '@nurse/domain';
import '../landing/landing.css';

/**
 * Any unknown path. A signed-in nurse sees it inside the signed-in frame (top bar, page landmark) with a
 * way back to her dashboard; a visitor sees a page of its own that leads to the landing page.
 */
export default function NotFoundPage({ signedIn = false }: { signedIn?: boolean }) {
  useEffect(() => {
    const previous = document.title;
    document.title = NOT_FOUND_TITLE;
    return () => {
      document.title = previous;
    };
  }, []);
  const content = (
    <section className="nk-landing__hero">
      <h1 className="nk-landing__headline">{NOT_FOUND_TITLE}</h1>
      <p className="nk-landing__lead">The page you are looking for does not exist or has moved.</p>
      <Link className="nk-landing__cta" to={signedIn ? ROUTES.dashboard : ROUTES.landing}>
        {signedIn ? 'Back to your dashboard' : 'Go to the homepage'}
      </Link>
    </section>
  );
  return signedIn ? <div className="nk-landing nk-landing--in-frame">{content}</div> : <main className="nk-landing">{content}</main>;
}
