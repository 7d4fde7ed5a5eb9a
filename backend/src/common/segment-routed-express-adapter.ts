import { RequestMethod } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';

/** The methods whose routes are grouped by prefix. */
type GroupedMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The other methods Nest registers routes with: each such route keeps its place on the app itself. */
type InPlaceMethod =
  'head' | 'options' | 'all' | 'search' | 'propfind' | 'proppatch' | 'mkcol' | 'copy' | 'move' | 'lock' | 'unlock' | 'query';

/** The adapter methods Nest registers routes with (one per RequestMethod) that `prototype` does not define itself. */
export function uncoveredRouteMethods(prototype: object, methods: readonly string[] = routeMethodNames()): string[] {
  return methods.filter((method) => !Object.prototype.hasOwnProperty.call(prototype, method));
}

function routeMethodNames(): string[] {
  return Object.keys(RequestMethod)
    .filter((key) => Number.isNaN(Number(key)))
    .map((key) => key.toLowerCase());
}

/** A route path whose first segment after /api is a plain word, not a parameter or a wildcard. */
const GROUPABLE_PATH = /^(\/api\/[A-Za-z0-9._~-]+)(\/.*)?$/;

/** `/api/<segment>` and the rest of a route's path, or null when the path cannot be grouped. */
export function splitRoutePath(path: string): { prefix: string; rest: string } | null {
  const match = GROUPABLE_PATH.exec(path);
  return match ? { prefix: match[1], rest: match[2] ?? '/' } : null;
}

/** How general a route path's segment is: a word before a parameter before a wildcard. */
function segmentGenerality(segment: string): number {
  if (segment.includes('*')) return 2;
  return segment.includes(':') ? 1 : 0;
}

/**
 * Orders two route paths of one prefix and method: at the first segment where they differ in kind, the
 * one with a word there comes before the one with a parameter, which comes before a wildcard, so that a
 * route never catches the requests of a more specific one whatever order they were declared in. Paths
 * alike segment by segment keep their order.
 */
export function bySpecificity(a: string, b: string): number {
  const [left, right] = [a.split('/'), b.split('/')];
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = segmentGenerality(left[index]) - segmentGenerality(right[index]);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The routes of one prefix, with a router per method built from them. */
interface RouteGroup {
  routers: Map<string, Router>;
  routes: Map<string, { path: string; handlers: RequestHandler[] }[]>;
}

/** The prefix of the group whose router is handling each request; requests answered elsewhere have none. */
const groupPrefixes = new WeakMap<Request, string>();

/**
 * The path the routes answering `req` are mounted at, as registered: `req.baseUrl` holds it as the
 * client wrote it, and Express matches paths in any case (`/API/Users` is `/api/users`).
 */
export function registeredBaseUrl(req: Request): string {
  return groupPrefixes.get(req) ?? req.baseUrl;
}

/**
 * Express tries an app's routes one after the other until one matches, so with every route on the
 * app a request walks past each route registered before its own (about sixty, and growing with each
 * module). This adapter puts the routes that share their first segment after /api (`/api/users`,
 * `/api/admin`, ...) in one group mounted at that prefix, and within the group a router per HTTP
 * method: a request passes the twenty-odd prefixes, then only the routes of its own group and method.
 * Within a group and method a route with a word in some place is tried before one with a parameter
 * there (`bySpecificity`), so which module or controller declared its routes first never decides
 * which answers; routes of other prefixes never answer the same request, and routes of different
 * methods neither (HEAD goes to the GET routes, as Express does). A route of any other method (HEAD,
 * OPTIONS, ALL, ...) is registered on the app in its place and ends the run. The adapter refuses to
 * start when Nest knows a route method it does not define, since the base class would register
 * such a route ahead of the groups still open and change the order.
 */
export class SegmentRoutedExpressAdapter extends ExpressAdapter {
  /** The groups open to more routes, by prefix; anything registered on the app itself closes them all. */
  private readonly openGroups = new Map<string, RouteGroup>();

  constructor(...args: ConstructorParameters<typeof ExpressAdapter>) {
    super(...args);
    const uncovered = uncoveredRouteMethods(SegmentRoutedExpressAdapter.prototype);
    if (uncovered.length > 0) throw new Error(`SegmentRoutedExpressAdapter does not handle routes of ${uncovered.join(', ')}`);
  }

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

  override head(...args: unknown[]) {
    return this.inPlace('head', args);
  }
  override options(...args: unknown[]) {
    return this.inPlace('options', args);
  }
  override all(...args: unknown[]) {
    return this.inPlace('all', args);
  }
  override search(...args: unknown[]) {
    return this.inPlace('search', args);
  }
  override propfind(...args: unknown[]) {
    return this.inPlace('propfind', args);
  }
  override proppatch(...args: unknown[]) {
    return this.inPlace('proppatch', args);
  }
  override mkcol(...args: unknown[]) {
    return this.inPlace('mkcol', args);
  }
  override copy(...args: unknown[]) {
    return this.inPlace('copy', args);
  }
  override move(...args: unknown[]) {
    return this.inPlace('move', args);
  }
  override lock(...args: unknown[]) {
    return this.inPlace('lock', args);
  }
  override unlock(...args: unknown[]) {
    return this.inPlace('unlock', args);
  }
  override query(...args: unknown[]) {
    return this.inPlace('query', args);
  }

  override use(...args: unknown[]) {
    // Middleware and handlers added after a group keep their place after it.
    this.openGroups.clear();
    return super.use(...args);
  }

  /** A route registered on the app where it comes, after every group before it. */
  private inPlace(method: InPlaceMethod, args: unknown[]) {
    this.openGroups.clear();
    return (ExpressAdapter.prototype[method] as (...a: unknown[]) => unknown).apply(this, args);
  }

  private route(method: GroupedMethod, args: unknown[]) {
    const [path, ...handlers] = args;
    const split = typeof path === 'string' ? splitRoutePath(path) : null;
    if (!split) {
      this.openGroups.clear();
      return (this.instance as Record<GroupedMethod, (...a: unknown[]) => unknown>)[method](...args);
    }
    let group = this.openGroups.get(split.prefix);
    if (!group) {
      const routers = new Map<string, Router>();
      // A method without routes here, OPTIONS included, passes on to the app's JSON not-found answer
      // (an Express router would answer OPTIONS itself with a plain-text list of methods).
      const prefix = split.prefix;
      this.instance.use(prefix, (req: Request, res: Response, next: NextFunction) => {
        const router = routers.get(req.method === 'HEAD' ? 'GET' : req.method);
        if (!router) return next();
        groupPrefixes.set(req, prefix);
        return router(req, res, (error?: unknown) => {
          groupPrefixes.delete(req);
          next(error);
        });
      });
      group = { routers, routes: new Map() };
      this.openGroups.set(split.prefix, group);
    }
    // The method's router is built afresh from its routes in their order each time one is added
    // (while the app starts, before any request).
    const key = method.toUpperCase();
    const routes = [...(group.routes.get(key) ?? []), { path: split.rest, handlers: handlers as RequestHandler[] }].sort((a, b) =>
      bySpecificity(a.path, b.path),
    );
    group.routes.set(key, routes);
    const router = express.Router();
    for (const route of routes) router[method](route.path, ...route.handlers);
    group.routers.set(key, router);
    return router;
  }
}
