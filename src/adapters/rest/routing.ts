import FindMyWay from 'find-my-way';
import compose from 'koa-compose';
import type { Middleware, Next } from 'koa';
import type { RouteDeclaration, RouteGroup, RouteMiddleware } from '../shared/http-routes.js';
import type { RestContext, RestState } from './state.js';

/** One declared route as the router holds it: its label, and its middleware composed once. */
interface Route {
  /** The declared pattern (`/v1/pets/:petId`): the metrics label and the access line's route. */
  pattern: string;
  parameters: number;
  /** Its place among every declared route: `Allow` lists methods in the order they were declared. */
  order: number;
  run: (ctx: RestContext, next: Next) => Promise<unknown>;
}

/** The methods a route may answer (`GET` routes answer `HEAD` too). */
const METHODS = ['HEAD', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Longer than any path Node lets through its header limit: a long id is the route's to refuse, not a 404. */
const LONGEST_PARAMETER = 16_384;

/** Routes read the query from Koa: find-my-way's own parse of it would be wasted on every request. */
const NO_QUERY = {};

/**
 * The HTTP port's routes, looked up in find-my-way's radix trees (one per method), in stages: the
 * routes answered before admission (health, metrics, public documents) and those behind it. A
 * request runs the one route its method and path find, static segments winning over parameters
 * (`/v1/users/me` over `/v1/users/:userId`); a route that calls `next()` hands the request to
 * the middleware after the stage. Paths match whatever their case, parameters keep theirs and are
 * decoded; a route that is not strict also answers its path with a trailing slash. The context
 * gets `params` and `_matchedRoute`, the route's pattern, which the metrics and the access line
 * read. A method and pattern declared twice stops the start (find-my-way refuses the second).
 */
export class Routing<Stage extends string> {
  private readonly trees = new Map<Stage, FindMyWay.Instance<FindMyWay.HTTPVersion.V1>>();

  constructor(stages: Record<Stage, readonly RouteGroup[]>) {
    let order = 0;
    for (const [stage, groups] of Object.entries(stages) as [Stage, readonly RouteGroup[]][]) {
      const tree = FindMyWay({
        caseSensitive: false,
        maxParamLength: LONGEST_PARAMETER,
        querystringParser: () => NO_QUERY,
      });
      for (const declared of groups.flatMap((group) => group.routes)) addRoute(tree, declared, order++);
      this.trees.set(stage, tree);
    }
  }

  /** The routes of one stage as one middleware: the request's route runs, or the next middleware. */
  dispatch(stage: Stage): Middleware<RestState> {
    const tree = this.trees.get(stage) as FindMyWay.Instance<FindMyWay.HTTPVersion.V1>;
    return (ctx, next) => {
      const found = routeOf(tree, ctx.method, ctx.path);
      if (found === undefined) return next();
      const { route, params } = found;
      (ctx as RestContext & { params: unknown }).params = params;
      (ctx as { _matchedRoute?: string })._matchedRoute = route.pattern;
      return route.run(ctx, next);
    };
  }

  /**
   * The methods `path` takes, from the routes of every stage that claim it, OPTIONS included;
   * `undefined` when none does (a 404, decided later). The routes with the fewest parameters
   * win: a path that one route names outright (`/v1/users/me`) is its own resource, and routes
   * that merely capture it in a parameter (`PUT /v1/users/:userId`) do not lend it their methods.
   */
  methodsOf(path: string): string[] | undefined {
    const claiming: { method: string; route: Route }[] = [];
    for (const method of METHODS) {
      for (const tree of this.trees.values()) {
        const found = routeOf(tree, method, path);
        if (found === undefined) continue;
        claiming.push({ method, route: found.route });
        break;
      }
    }
    if (claiming.length === 0) return undefined;
    const fewest = Math.min(...claiming.map((claim) => claim.route.parameters));
    return [
      ...claiming
        .filter((claim) => claim.route.parameters === fewest)
        .sort((a, b) => a.route.order - b.route.order)
        .map((claim) => claim.method),
      'OPTIONS',
    ];
  }
}

/**
 * The route `method` and `path` find, with its parameters, decoded. A parameter is a whole,
 * non-empty segment: `/v1/pets//` names no pet (find-my-way would match it with an empty id).
 */
function routeOf(
  tree: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>,
  method: string,
  path: string,
): { route: Route; params: Record<string, string | undefined> } | undefined {
  const found = tree.find(method as FindMyWay.HTTPMethod, path);
  if (found === null) return undefined;
  const route = found.store as Route;
  if (route.parameters > 0) {
    for (const name in found.params) if (found.params[name] === '') return undefined;
  }
  return { route, params: found.params };
}

function addRoute(
  tree: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>,
  declared: RouteDeclaration,
  order: number,
): void {
  const { pattern, method, strict } = declared;
  const route: Route = {
    pattern,
    parameters: pattern.split('/').filter((segment) => segment.startsWith(':')).length,
    order,
    run: compose(declared.middleware as RouteMiddleware[]) as Route['run'],
  };
  const paths = strict || pattern.endsWith('/') ? [pattern] : [pattern, `${pattern}/`];
  const methods = method === 'GET' ? ['GET', 'HEAD'] : [method];
  const noHandler = () => undefined;
  for (const each of methods) {
    for (const path of paths) tree.on(each as FindMyWay.HTTPMethod, path, noHandler, route);
  }
}
