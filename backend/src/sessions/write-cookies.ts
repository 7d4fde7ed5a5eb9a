import type { Response } from 'express';
import type { SessionCookie } from './session-cookie';

/** Writes the cookies a service answered: sets those with a value, clears the others. */
export function writeCookies(res: Response, cookies: readonly SessionCookie[]): void {
  for (const { name, value, options } of cookies) {
    if (value === null) res.clearCookie(name, options);
    else res.cookie(name, value, options);
  }
}
