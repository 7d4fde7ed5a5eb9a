import type { IncomingMessage } from 'node:http';
import { parse } from 'cookie';
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

/**
 * The request's cookies. Parsed each time they are asked for (at most twice a request, about a
 * microsecond each): keeping the result on the request, or in a WeakMap keyed by it, cost more than
 * the parse.
 */
function cookiesOf(request: IncomingMessage): Record<string, string | undefined> {
  const header = request.headers.cookie;
  return header ? parse(header) : {};
}

/**
 * The session token a request (or a socket's handshake) carries for that kind of session, if it looks
 * like one. The Cookie header is read here, where a session is needed, rather than by a middleware on
 * every request: routes open to anyone never look at it.
 */
export function sessionToken(request: IncomingMessage, kind: SessionKind): string | null {
  const token = cookiesOf(request)[SESSION_COOKIES[kind]];
  return typeof token === 'string' && token.length > 0 && token.length <= 100 ? token : null;
}
