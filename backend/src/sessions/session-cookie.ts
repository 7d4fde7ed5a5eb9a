import type { SessionKind } from './session.entity';

export const SESSION_COOKIES: Record<SessionKind, string> = { user: 'sid', admin: 'admin_sid' };

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge?: number;
}

/** A session cookie for the controller to write: a token to set, or null to clear the cookie. */
export interface SessionCookie {
  name: string;
  value: string | null;
  options: SessionCookieOptions;
}

/** The session token a request carries for that kind of session, if it looks like one. */
export function sessionToken(cookies: unknown, kind: SessionKind): string | null {
  const token = (cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIES[kind]];
  return typeof token === 'string' && token.length > 0 && token.length <= 100 ? token : null;
}
