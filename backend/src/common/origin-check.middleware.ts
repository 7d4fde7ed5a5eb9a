import type { NextFunction, Response } from 'express';
import { ERRORS } from '@nurse/domain';
import type { AppRequest } from './request-context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser marks as coming from another site.
 * Requests without Origin or Sec-Fetch-Site (API consumers, curl) pass.
 */
export function originCheck(allowedOrigins: readonly string[]) {
  return (req: AppRequest, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const sameHost = origin !== undefined && safeHost(origin) === req.headers.host;
    const allowed = origin !== undefined && (sameHost || allowedOrigins.includes(origin));
    if (fetchSite === 'cross-site' && !allowed) return refuse(res);
    if (origin !== undefined && origin !== 'null' && !allowed) return refuse(res);
    if (origin === 'null') return refuse(res);
    next();
  };
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function refuse(res: Response): void {
  res.status(403).json({ statusCode: 403, message: ERRORS.crossSite });
}
