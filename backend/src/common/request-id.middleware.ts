import { randomUUID } from 'node:crypto';
import type { NextFunction, Response } from 'express';
import type { AppRequest } from './request-context';

/** An id a proxy or a client may hand us: 8 to 128 letters, digits, `-`, `_`, `.` or `:` (a UUID, a trace id). */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming X-Request-Id when it is well-formed, so that one id follows a request through the proxy; otherwise a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

/** Gives each request an id, echoed in X-Request-Id and written on its log lines and those of the jobs it enqueues. */
export function requestId(req: AppRequest, res: Response, next: NextFunction): void {
  req.id = requestIdFor(req.headers['x-request-id']);
  res.setHeader('X-Request-Id', req.id);
  next();
}
