import type { Middleware } from 'koa';
import type Router from '@koa/router';
import type { Layer } from '@koa/router';
import { DomainError } from '../../../core/errors.js';
import type { RestContext, RestState } from '../state.js';

/**
 * The methods a path answers, from the routes that claim it. The most literal routes win: a path
 * that one route names outright (`/v1/users/me`) is its own resource, and routes that merely
 * capture it in a parameter (`/v1/users/:userId`) do not lend it their methods. `undefined`
 * when no route claims the path (a 404, decided later).
 */
export function allowedMethodsOf(routers: readonly Router<RestState>[], path: string): string[] | undefined {
  const layers: Layer<RestState>[] = [];
  for (const router of routers) {
    for (const layer of router.match(path, 'GET').path) if (layer.methods.length > 0) layers.push(layer);
  }
  if (layers.length === 0) return undefined;
  const fewestParameters = Math.min(...layers.map((layer) => layer.paramNames.length));
  const methods = new Set<string>();
  for (const layer of layers) {
    if (layer.paramNames.length === fewestParameters) for (const method of layer.methods) methods.add(method);
  }
  methods.add('OPTIONS');
  return [...methods];
}

/** Paths whose methods are remembered at most; past that the memory starts afresh. */
const REMEMBERED_PATHS = 2000;

/**
 * `allowedMethodsOf` for one fixed set of routers, remembered per path: the answer depends on the
 * path alone, and matching it against every route of every router on each request was a visible
 * share of a cheap request's time. Bounded, since paths come from clients.
 */
export function methodsByPath(routers: readonly Router<RestState>[]): (path: string) => string[] | undefined {
  const remembered = new Map<string, string[] | undefined>();
  return (path) => {
    if (remembered.has(path)) return remembered.get(path);
    if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
    const methods = allowedMethodsOf(routers, path);
    remembered.set(path, methods);
    return methods;
  };
}

/**
 * 405 with `Allow` for a method the path does not answer (TRACE, or PUT on `/v1/users/me`). Runs
 * inside admission (as a door check), so the request is counted first and a bad token does not
 * hide the 405.
 */
export function checkMethod(
  routers: readonly Router<RestState>[] | ((path: string) => string[] | undefined),
  ctx: RestContext,
): void {
  const allowed = typeof routers === 'function' ? routers(ctx.path) : allowedMethodsOf(routers, ctx.path);
  if (allowed === undefined || allowed.includes(ctx.method)) return;
  ctx.set('Allow', allowed.join(', '));
  throw new DomainError('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}.`, {
    extensions: { allow: [...allowed] },
  });
}

/** OPTIONS on a path some route claims: 200 with `Allow` (RFC 9110 §9.3.7). */
export function answerOptions(routers: readonly Router<RestState>[]): Middleware<RestState> {
  return async (ctx, next) => {
    const allowed = ctx.method === 'OPTIONS' ? allowedMethodsOf(routers, ctx.path) : undefined;
    if (allowed === undefined) return next();
    ctx.set('Allow', allowed.join(', '));
    ctx.status = 200;
    ctx.body = '';
  };
}
