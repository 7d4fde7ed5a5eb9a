import type { Express } from 'express';

/** What Passport's authenticate middleware assigns to every request it sees (passport 0.7). */
const PASSPORT_REQUEST_HELPERS = ['login', 'logIn', 'logout', 'logOut', 'isAuthenticated', 'isUnauthenticated', '_sessionManager'];

/**
 * Passport's authenticate middleware gives every request it sees the same seven helpers as new own
 * properties. Adding a property to a request that Node and Express have already shaped is dear here
 * (about 1.5 µs each, a twentieth of a signed-in request in `npm run bench:request-path`), so the
 * helpers live on Express's request prototype instead, as accessors: the first value assigned is kept
 * there and shared, assigning the same value again changes nothing, and a different value becomes that
 * request's own property, so every request still reads back what was assigned to it.
 */
export function sharePassportRequestHelpers(app: Express): void {
  for (const name of PASSPORT_REQUEST_HELPERS) {
    let shared: unknown;
    Object.defineProperty(app.request, name, {
      configurable: true,
      get: () => shared,
      set(this: object, value: unknown) {
        if (shared === undefined) shared = value;
        else if (value !== shared) Object.defineProperty(this, name, { value, writable: true, enumerable: true, configurable: true });
      },
    });
  }
}
