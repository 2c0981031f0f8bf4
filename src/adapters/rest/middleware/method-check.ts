import { DomainError } from '../../../core/errors.js';
import type { Routing } from '../routing.js';
import type { RestContext } from '../state.js';

/** Paths whose methods are remembered at most; past that the memory starts afresh. */
const REMEMBERED_PATHS = 2000;

/**
 * The methods each path takes (`Routing.methodsOf`), remembered per path: the answer depends
 * on the path alone. Bounded, since paths come from clients.
 */
export function methodsByPath(
  table: Pick<Routing<string>, 'methodsOf'>,
): (path: string) => string[] | undefined {
  const remembered = new Map<string, string[] | undefined>();
  return (path) => {
    if (remembered.has(path)) return remembered.get(path);
    if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
    const methods = table.methodsOf(path);
    remembered.set(path, methods);
    return methods;
  };
}

/**
 * 405 with `Allow` for a method the path does not answer (TRACE, or PUT on `/v1/users/me`). Runs
 * inside admission (as a door check), so the request is counted first and a bad token does not
 * hide the 405.
 */
export function checkMethod(methodsOf: (path: string) => string[] | undefined, ctx: RestContext): void {
  const allowed = methodsOf(ctx.path);
  if (allowed === undefined || allowed.includes(ctx.method)) return;
  ctx.set('Allow', allowed.join(', '));
  throw new DomainError('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}.`, {
    extensions: { allow: [...allowed] },
  });
}

/** OPTIONS on a path some route claims: 200 with `Allow` (RFC 9110 §9.3.7). `false` for any other request. */
export function answeredOptions(
  methodsOf: (path: string) => string[] | undefined,
  ctx: RestContext,
): boolean {
  if (ctx.method !== 'OPTIONS') return false;
  const allowed = methodsOf(ctx.path);
  if (allowed === undefined) return false;
  ctx.set('Allow', allowed.join(', '));
  ctx.status = 200;
  ctx.body = '';
  return true;
}
