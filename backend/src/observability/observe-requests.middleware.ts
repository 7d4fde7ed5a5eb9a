import { performance } from 'node:perf_hooks';
import type { NextFunction, Response } from 'express';
import type { AppRequest } from '../common/request-context';
import type { JsonLogger } from './json-logger';
import type { MetricsRegistry } from './metrics.registry';
import { requestLogLine } from './request-log-line';

/** Times each request and, once its answer is sent, logs its line and counts it, as configured. */
export function observeRequests(log: JsonLogger | null, metrics: MetricsRegistry | null) {
  return (req: AppRequest, res: Response, next: NextFunction): void => {
    const startedAt = performance.now();
    res.once('finish', () => {
      const line = requestLogLine(req, res.statusCode, performance.now() - startedAt);
      log?.info(line);
      metrics?.recordRequest(line.method, line.route, line.status, line.durationMs / 1000);
    });
    next();
  };
}
