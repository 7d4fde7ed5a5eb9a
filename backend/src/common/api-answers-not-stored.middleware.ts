import type { NextFunction, Request, Response } from 'express';
import { isApiPath } from './api-path';

/**
 * API answers hold a nurse's own data, and nurses share ward computers: no browser cache or proxy
 * keeps them. They therefore carry no ETag either (`app.set('etag', false)`), which also spares
 * hashing every body; the front ends' files keep their own validators (see bootstrap/frontends.ts).
 * A route that may be kept (an avatar) sets its own Cache-Control.
 */
export function apiAnswersNotStored(req: Request, res: Response, next: NextFunction): void {
  if (isApiPath(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
}
