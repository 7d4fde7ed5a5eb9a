import type { Request } from 'express';

/** Requests under /api that no route answered; one label, whatever address was asked for. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Requests outside /api: the front ends' files and pages, and /remotes.json. */
export const FRONTEND_ROUTE = 'frontend';

/**
 * The route a request was answered by, as declared (`/api/users/:id`), never the address with its ids,
 * so that logs group by route and metrics keep a label per route rather than per nurse.
 */
export function routePattern(req: Request): string {
  const route = (req as { route?: { path?: unknown } }).route;
  if (typeof route?.path === 'string') return `${req.baseUrl}${route.path}`;
  const path = req.originalUrl;
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api?') ? UNMATCHED_ROUTE : FRONTEND_ROUTE;
}

/** `2xx`, `4xx`, `5xx`...: alerting looks at classes, and one label per status would split them. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
