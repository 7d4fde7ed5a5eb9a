import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config';
import { remoteOrigins } from '../config/remote-origins';
import { isApiDocsPath, isApiPath } from '../common/api-path';

/** The pages: the shell, the remotes' scripts and Swagger UI, which load the remotes and antd's styles. */
function documentHeaders(config: AppConfig): RequestHandler {
  const remotes = remoteOrigins(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", ...remotes],
        // antd writes its styles at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", ...remotes],
        'font-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
  });
}

/**
 * API answers (JSON, avatars) are never rendered as a page, so they get the strictest policy: nothing
 * may load from them and nothing may frame them.
 */
function apiHelmet(config: AppConfig): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
    frameguard: { action: 'deny' },
    hsts: config.secureCookies,
  });
}

/**
 * The headers a middleware sets, found by running it once against a response that only records them.
 * Helmet's headers depend on its options alone (the policies here hold no per-request nonce).
 */
export function headersSetBy(middleware: RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader: () => undefined };
  let finished = false;
  void middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('The security headers middleware did not finish at once');
  return headers;
}

/**
 * Security headers for every answer. API answers, which are most of the traffic, get theirs from a
 * list computed once at start (the same as running helmet each time, without its dozen middleware
 * calls per request), plus `Cache-Control: no-store`: they hold a nurse's own data, and nurses share
 * ward computers, so no browser cache or proxy keeps them. They carry no ETag either
 * (`app.set('etag', false)`), which also spares hashing every body; the front ends' files keep their
 * own validators (see frontends.ts). A route that may be kept (an avatar) sets its own Cache-Control.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const apiHeaders: [string, string][] = [['Cache-Control', 'no-store'], ...headersSetBy(apiHelmet(config))];
  const documents = documentHeaders(config);
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.path;
    // Swagger UI is a page under /api: it gets the documents' policy, not the API answers'.
    if (!isApiPath(path) || isApiDocsPath(path)) return documents(req, res, next);
    for (const [name, value] of apiHeaders) res.setHeader(name, value);
    next();
  };
}
