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

const PARSED_COOKIES = Symbol('parsedCookies');

type WithParsedCookies = IncomingMessage & { [PARSED_COOKIES]?: Record<string, string | undefined> };

/**
 * The request's cookies, parsed once however many sessions are looked up for it. Kept on the request
 * itself: a WeakMap entry per request costs the garbage collector more than the parse it saves.
 */
function cookiesOf(request: WithParsedCookies): Record<string, string | undefined> {
  const header = request.headers.cookie;
  return (request[PARSED_COOKIES] ??= header ? parse(header) : {});
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
