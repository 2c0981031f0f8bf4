import type Router from '@koa/router';
import type { Layer } from '@koa/router';
import compose from 'koa-compose';
import type { Middleware, Next } from 'koa';
import type { RestContext, RestState } from './state.js';

/** One route of one router, compiled once: the cheap test first, then the layer's own. */
interface Route {
  layer: Layer<RestState>;
  /** The router it belongs to, by position in the table (routers answer in that order). */
  router: number;
  /**
   * The literal start of the route's path (`/v1/pets/` of `/v1/pets/:petId`), lower-cased unless
   * the route is case-sensitive: a path that does not start with it cannot match the route's
   * pattern, which is anchored there, so most routes are ruled out without running a pattern.
   */
  literal: string;
  sensitive: boolean;
  /** The route's middleware behind a step that sets the route's params, as the router would. */
  run: (ctx: RestContext, next: Next) => Promise<unknown>;
}

/** Path starts whose candidate routes are remembered at most; past that the memory starts afresh. */
const REMEMBERED_STARTS = 500;

/**
 * A path up to its second segment, lower-cased: `/v1/pets` of `/v1/pets/abc/images`. The routes
 * a path may match depend on this alone (see `candidatesFor`).
 */
function startOf(lower: string): string {
  const second = lower.indexOf('/', 1);
  if (second < 0) return lower;
  const third = lower.indexOf('/', second + 1);
  return third < 0 ? lower : lower.slice(0, third);
}

/** Characters where a path-to-regexp pattern stops being literal text. */
const PATTERN_SYNTAX = /[:*{}()[\]?+!\\]/;

function literalStart(layer: Layer<RestState>): string {
  if (typeof layer.path !== 'string' || layer.opts.pathAsRegExp === true) return '';
  const special = PATTERN_SYNTAX.exec(layer.path);
  const literal = special === null ? layer.path : layer.path.slice(0, special.index);
  return layer.opts.sensitive === true ? literal : literal.toLowerCase();
}

/** What `@koa/router` sets on the context for a layer it runs, before the layer's middleware. */
function routeStep(layer: Layer<RestState>): Middleware<RestState> {
  const withParams = layer.paramNames.length > 0;
  return (ctx, next) => {
    const routed = ctx as RestContext & {
      captures: string[];
      routerPath: string | RegExp;
      routerName: string | undefined;
      _matchedRoute: string | RegExp;
      _matchedRouteName?: string;
    };
    const captures = withParams ? layer.captures(ctx.path) : [];
    routed.captures = captures;
    const params = layer.params(ctx.path, captures, ctx.params);
    (ctx.request as { params?: Record<string, string> }).params = params;
    ctx.params = params;
    routed.routerPath = layer.path;
    routed.routerName = layer.name ?? undefined;
    routed._matchedRoute = layer.path;
    if (layer.name) routed._matchedRouteName = layer.name;
    return next();
  };
}

/**
 * Every route of an ordered list of routers, compiled once, answering two questions per request
 * in one pass each: which routes run (dispatch), and which methods a path takes (405, OPTIONS).
 *
 * Dispatch does what mounting each router's `routes()` in turn does: the first router with a
 * route for the path and method runs its matching routes in order; if they pass the request on,
 * the next router with a route gets it, and after the last, the next middleware. It only skips
 * the work that mounting them did for every router on every request: matching every route of
 * every router in turn, and composing the matched routes' middleware anew each time. Only the
 * routes whose literal start fits the path's first two segments are tried (remembered per such
 * start), then each one's own pattern. The
 * context gets the same `params`, `captures`, `routerPath` and `_matchedRoute` (the route
 * template the metrics and the access log read). Routers with per-router middleware
 * (`router.use`), a host or `exclusive` are refused when the table is built: it does not
 * reproduce them, and none is used.
 */
export class RouteTable {
  private readonly routes: Route[] = [];
  private readonly candidatesByStart = new Map<string, Route[]>();

  constructor(routers: readonly Router<RestState>[]) {
    routers.forEach((router, index) => {
      if (router.opts.host !== undefined || router.opts.exclusive === true) {
        throw new Error('The route table does not take routers bound to a host or exclusive ones.');
      }
      for (const layer of router.stack) {
        if (layer.methods.length === 0) {
          throw new Error(`The route table does not take router middleware (${String(layer.path)}).`);
        }
        this.routes.push({
          layer,
          router: index,
          literal: literalStart(layer),
          sensitive: layer.opts.sensitive === true,
          run: compose([routeStep(layer), ...(layer.stack as Middleware<RestState>[])]),
        });
      }
    });
  }

  /** The table's routers as one middleware (see the class). */
  dispatch(): Middleware<RestState> {
    return (ctx, next) => {
      const path = ctx.path;
      const lower = path.toLowerCase();
      const request = { ctx, path, lower, method: ctx.method.toUpperCase(), next };
      return this.runFrom(this.candidatesFor(lower), 0, request);
    };
  }

  /**
   * The methods `path` takes, from the routes that claim it. The most literal routes win: a path
   * that one route names outright (`/v1/users/me`) is its own resource, and routes that merely
   * capture it in a parameter (`/v1/users/:userId`) do not lend it their methods. `undefined`
   * when no route claims the path (a 404, decided later).
   */
  methodsOf(path: string): string[] | undefined {
    const lower = path.toLowerCase();
    let claiming: Layer<RestState>[] | undefined;
    for (const route of this.candidatesFor(lower)) {
      if (matches(route, path, lower)) (claiming ??= []).push(route.layer);
    }
    if (claiming === undefined) return undefined;
    const fewestParameters = Math.min(...claiming.map((layer) => layer.paramNames.length));
    const methods = new Set<string>();
    for (const layer of claiming) {
      if (layer.paramNames.length === fewestParameters)
        for (const method of layer.methods) methods.add(method);
    }
    methods.add('OPTIONS');
    return [...methods];
  }

  /**
   * The routes, in order, that a path starting with `startOf(lower)` may match: a route's literal
   * start can only be a prefix of the path if it is a prefix of that start, or extends it past a
   * `/`. Remembered per start, bounded, since paths come from clients.
   */
  private candidatesFor(lower: string): Route[] {
    const start = startOf(lower);
    let candidates = this.candidatesByStart.get(start);
    if (candidates === undefined) {
      candidates = this.routes.filter((route) => {
        const literal = route.literal.toLowerCase();
        return start.startsWith(literal) || literal.startsWith(`${start}/`);
      });
      if (this.candidatesByStart.size >= REMEMBERED_STARTS) this.candidatesByStart.clear();
      this.candidatesByStart.set(start, candidates);
    }
    return candidates;
  }

  /**
   * Runs the routes of the first router, from the `from`th candidate on, that has one for the
   * request: its first such route, then the same router's others, then the routers after it.
   */
  private runFrom(candidates: Route[], from: number, request: Request): Promise<unknown> {
    for (let i = from; i < candidates.length; i++) {
      if (!(candidates[i] as Route).layer.methods.includes(request.method)) continue;
      if (!matches(candidates[i] as Route, request.path, request.lower)) continue;
      const router = (candidates[i] as Route).router;
      let end = i + 1;
      while (end < candidates.length && (candidates[end] as Route).router === router) end++;
      return this.runRoutes(candidates, i, end, request, () => this.runFrom(candidates, end, request));
    }
    return request.next();
  }

  /** Runs the matching candidates in [from, end) (one router's), the first of which is known to match. */
  private runRoutes(
    candidates: Route[],
    from: number,
    end: number,
    request: Request,
    after: () => Promise<unknown>,
  ): Promise<unknown> {
    let following = from + 1;
    while (following < end) {
      const candidate = candidates[following] as Route;
      if (candidate.layer.methods.includes(request.method) && matches(candidate, request.path, request.lower))
        break;
      following++;
    }
    const route = candidates[from] as Route;
    if (following >= end) return route.run(request.ctx, after);
    return route.run(request.ctx, () => this.runRoutes(candidates, following, end, request, after));
  }
}

/** One request as the table routes it. */
interface Request {
  ctx: RestContext;
  path: string;
  lower: string;
  method: string;
  next: Next;
}

function matches(route: Route, path: string, lower: string): boolean {
  return (route.sensitive ? path : lower).startsWith(route.literal) && route.layer.match(path);
}
