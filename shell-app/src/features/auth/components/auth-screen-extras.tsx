import { AUTH_SCREEN_EXTRAS } from '@nurse/domain';

/** What nurses say about the network, below the combined auth screen's form. */
export function Testimonials() {
  return (
    <section className="nk-testimonials" aria-labelledby="nk-testimonials-title">
      <h2 id="nk-testimonials-title" className="nk-testimonials__title">
        {AUTH_SCREEN_EXTRAS.testimonialsTitle}
      </h2>
      <ul className="nk-testimonials__list">
        {AUTH_SCREEN_EXTRAS.testimonials.map(({ quote, by }) => (
          <li key={by} className="nk-testimonials__item">
            <figure>
              <blockquote>{quote}</blockquote>
              <figcaption>{by}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The combined auth screen's footer: who will call after a sign-up. */
export function AssistantCallNote() {
  return (
    <footer className="nk-auth-footer">
      <p>{AUTH_SCREEN_EXTRAS.callNote}</p>
    </footer>
  );
}
