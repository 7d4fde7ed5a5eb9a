import type { NextFunction, Response } from 'express';
import { ERRORS } from '@nurse/domain';
import type { AppRequest } from './request-context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (scheme, host and port) of a URL, or null when it is not one. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a browser's Origin may act on this server: scheme, host and port all match the public
 * address (APP_URL), one of the other allowed origins, or the Host the request was sent to under
 * the public address's scheme.
 */
export function allowedOrigin(appUrl: string, otherOrigins: readonly string[] = []) {
  const { protocol } = new URL(appUrl);
  const allowedOrigins = new Set([originOf(appUrl), ...otherOrigins.map(originOf)].filter((o): o is string => o !== null));
  return (origin: string, host: string | undefined): boolean => {
    const normalised = originOf(origin);
    const sameHost = host !== undefined && normalised === originOf(`${protocol}//${host}`);
    // The browser's Origin is already normalised; a spelling that differs from its URL form is not trusted.
    return normalised === origin.toLowerCase() && (allowedOrigins.has(normalised) || sameHost);
  };
}

/**
 * Refuses state-changing requests that a browser marks as coming from another site (see
 * allowedOrigin). Requests without Origin or Sec-Fetch-Site (API consumers, curl) pass.
 */
export function originCheck(appUrl: string, otherOrigins: readonly string[] = []) {
  const allowed = allowedOrigin(appUrl, otherOrigins);
  return (req: AppRequest, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if (origin === undefined) return fetchSite === 'cross-site' ? refuse(res) : next();
    return allowed(origin, req.headers.host) ? next() : refuse(res);
  };
}

function refuse(res: Response): void {
  res.status(403).json({ statusCode: 403, message: ERRORS.crossSite });
}
