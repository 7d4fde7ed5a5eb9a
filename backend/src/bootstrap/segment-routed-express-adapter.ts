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
 * segment after /api (`/api/users`, `/api/admin`, ...) in one group mounted at that prefix, and within
 * the group a router per HTTP method: a request passes the twenty-odd prefixes, then only the routes
 * of its own group and method. Routes are tried in the same order as before, since a run ends
 * wherever a route of another prefix comes between, and routes of different methods never answer the
 * same request (HEAD goes to the GET routes, as Express does).
 */
export class SegmentRoutedExpressAdapter extends ExpressAdapter {
  private openGroup: { prefix: string; routers: Map<string, Router> } | null = null;

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
      const routers = new Map<string, Router>();
      // A method without routes here, OPTIONS included, passes on to the app's JSON not-found answer
      // (an Express router would answer OPTIONS itself with a plain-text list of methods).
      this.instance.use(split.prefix, (req: Request, res: Response, next: NextFunction) => {
        const router = routers.get(req.method === 'HEAD' ? 'GET' : req.method);
        return router ? router(req, res, next) : next();
      });
      this.openGroup = { prefix: split.prefix, routers };
    }
    const routers = this.openGroup.routers;
    const key = method.toUpperCase();
    let router = routers.get(key);
    if (!router) {
      router = express.Router();
      routers.set(key, router);
    }
    return router[method](split.rest, ...(handlers as RequestHandler[]));
  }
}
