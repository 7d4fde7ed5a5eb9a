import type { IncomingMessage } from 'node:http';
import cookieParser from 'cookie-parser';

/** The handshake's cookies, parsed as the HTTP routes parse them. */
export function handshakeCookies(request: IncomingMessage): Record<string, unknown> {
  const withCookies = request as IncomingMessage & { cookies?: Record<string, unknown> };
  if (!withCookies.cookies) cookieParser()(withCookies as never, {} as never, () => undefined);
  return withCookies.cookies ?? {};
}
