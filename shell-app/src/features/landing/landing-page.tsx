import { Link } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import './landing.css';

/** / : plain CSS on purpose, so the first visit downloads no form or antd code. */
export default function LandingPage() {
  return (
    <main className="nk-landing">
      <section className="nk-landing__hero">
        <p className="nk-landing__eyebrow">Invite-only · for verified nurses</p>
        <h1 className="nk-landing__headline">Your nursing career, connected.</h1>
        <p className="nk-landing__lead">
          A career network built for nurses and healthcare professionals: find your next role, plan your path and meet colleagues who have
          been where you are going. No spam, no agencies, no bots.
        </p>
        <div className="nk-landing__cards">
          <article className="nk-landing__card">
            <h2>Get your next job</h2>
            <p>Roles matched to your specialties, licenses and the states you can practise in.</p>
          </article>
          <article className="nk-landing__card">
            <h2>Connect with nurses</h2>
            <p>Find nurses by specialty, ask for advice and message the colleagues you connect with.</p>
          </article>
        </div>
        <div className="nk-landing__actions">
          <Link className="nk-landing__cta" to={ROUTES.signup}>
            Signup for the waitlist
          </Link>
          <p className="nk-landing__login">
            Already a member? <Link to={ROUTES.login}>Login here</Link>
          </p>
        </div>
      </section>
    </main>
  );
}
