import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';

/** The HTTP methods the product's controllers register routes for. */
type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A route path whose first segment after /api is a plain word, not a parameter or a wildcard. */
const GROUPABLE_PATH = /^(\/api\/[A-Za-z0-9._~-]+)(\/.*)?$/;

/** `/api/<segment>` and the rest of a route's path, or null when the path cannot be grouped. */
export function splitRoutePath(path: string): { prefix: string; rest: string } | null {
  const match = GROUPABLE_PATH.exec(path);
  return match ? { prefix: match[1], rest: match[2] ?? '/' } : null;
}

/**
 * Express tries an app's routes one after the other until one matches, so with every route on the
 * app a request walks past each route registered before its own (about sixty, and growing with each
 * module). This adapter puts each run of consecutively registered routes that share their first
 * segment after /api (`/api/users`, `/api/admin`, ...) on one router mounted at that prefix: a request
 * passes the twenty-odd prefixes, then only its own group's routes. Routes are tried in the same order as
 * before, since a run ends wherever a route of another prefix comes between.
 */
export class SegmentRoutedExpressAdapter extends ExpressAdapter {
  private openGroup: { prefix: string; router: Router } | null = null;

  override get(...args: unknown[]) {
    return this.route('get', args);
  }
  override post(...args: unknown[]) {
    return this.route('post', args);
  }
  override put(...args: unknown[]) {
    return this.route('put', args);
  }
  override patch(...args: unknown[]) {
    return this.route('patch', args);
  }
  override delete(...args: unknown[]) {
    return this.route('delete', args);
  }

  override use(...args: unknown[]) {
    // Middleware and handlers added after a group keep their place after it.
    this.openGroup = null;
    return super.use(...args);
  }

  private route(method: RouteMethod, args: unknown[]) {
    const [path, ...handlers] = args;
    const split = typeof path === 'string' ? splitRoutePath(path) : null;
    if (!split) {
      this.openGroup = null;
      return (this.instance as Record<RouteMethod, (...a: unknown[]) => unknown>)[method](...args);
    }
    if (this.openGroup?.prefix !== split.prefix) {
      const router = express.Router();
      // An Express router answers OPTIONS itself (200, a plain-text list of methods) when no route
      // takes it; the app as a whole sends OPTIONS to the JSON not-found answer, so groups let it pass.
      this.instance.use(split.prefix, (req: Request, res: Response, next: NextFunction) =>
        req.method === 'OPTIONS' ? next() : router(req, res, next),
      );
      this.openGroup = { prefix: split.prefix, router };
    }
    return this.openGroup.router[method](split.rest, ...(handlers as RequestHandler[]));
  }
}
