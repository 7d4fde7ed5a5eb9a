import type { Request } from 'express';
import { registeredBaseUrl } from './segment-routed-express-adapter';

/** Requests under /api that no route answered; one label, whatever address was asked for. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Requests outside /api: the front ends' files and pages, and /remotes.json. */
export const FRONTEND_ROUTE = 'frontend';

/**
 * The route a request was answered by, as declared (`/api/users/:id`), never the address with its ids
 * or tokens, nor in the case the client wrote it, so that logs group by route and metrics keep a label
 * per route rather than per nurse or per spelling.
 */
export function routePattern(req: Request): string {
  const route = (req as { route?: { path?: unknown } }).route;
  if (typeof route?.path === 'string') {
    const base = registeredBaseUrl(req);
    // A route declared at its group's prefix (`/api/notifications`) is the group router's `/`.
    return base && route.path === '/' ? base : `${base}${route.path}`;
  }
  const path = req.originalUrl.toLowerCase();
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api?') ? UNMATCHED_ROUTE : FRONTEND_ROUTE;
}

/** `2xx`, `4xx`, `5xx`...: alerting looks at classes, and one label per status would split them. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
