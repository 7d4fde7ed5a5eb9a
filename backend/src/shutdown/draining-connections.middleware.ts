import type { NextFunction, Request, Response } from 'express';
import type { DrainingSignal } from './draining.signal';

/**
 * While the instance shuts down, each answer closes its connection, so a client on a keep-alive
 * connection opens its next one through the proxy to an instance that stays.
 */
export function closeConnectionsWhileDraining(shutdown: DrainingSignal) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    if (shutdown.draining) res.setHeader('Connection', 'close');
    next();
  };
}
