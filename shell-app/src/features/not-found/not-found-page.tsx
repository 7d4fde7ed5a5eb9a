import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { NOT_FOUND_TITLE, ROUTES } from '@nurse/domain';
import '../landing/landing.css';

export default function NotFoundPage() {
  useEffect(() => {
    const previous = document.title;
    document.title = NOT_FOUND_TITLE;
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <main className="nk-landing">
      <section className="nk-landing__hero">
        <h1 className="nk-landing__headline">{NOT_FOUND_TITLE}</h1>
        <p className="nk-landing__lead">The page you are looking for does not exist or has moved.</p>
        <Link className="nk-landing__cta" to={ROUTES.landing}>
          Go to the homepage
        </Link>
      </section>
    </main>
  );
}
