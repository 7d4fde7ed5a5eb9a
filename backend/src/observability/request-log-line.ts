import type { AppRequest } from '../common/request-context';
import { routePattern } from '../common/route-pattern';

/** One line per answered request. Nothing that identifies a nurse beyond her id: no email, token or body. */
export interface RequestLogLine {
  msg: 'request';
  method: string;
  route: string;
  status: number;
  durationMs: number;
  requestId: string;
  nurseId?: number;
}

export function requestLogLine(req: AppRequest, status: number, durationMs: number): RequestLogLine {
  const line: RequestLogLine = {
    msg: 'request',
    method: req.method,
    route: routePattern(req),
    status,
    durationMs: Math.round(durationMs * 10) / 10,
    requestId: req.id,
  };
  const nurse = req.auth?.user;
  if (nurse) line.nurseId = nurse.id;
  return line;
}
