import type { NextFunction, Response } from 'express';
import type { AppRequest } from '../common/request-context';
import { runWithRequestId } from './request-scope';

/**
 * Carries the request id into the handler, the services and the jobs they enqueue. It comes after the
 * body parser: the body's stream events arrive outside any scope entered before them.
 */
export function enterRequestScope(req: AppRequest, _res: Response, next: NextFunction): void {
  runWithRequestId(req.id, next);
}
