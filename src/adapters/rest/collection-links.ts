import { publicBaseUrl } from './public-url.js';
import type { RestContext } from './state.js';

/** `self` and `next` of a cursor-paginated collection: the same query with the next cursor. */
export function collectionLinks(
  ctx: RestContext,
  publicUrl: string | undefined,
  nextCursor: string | null,
): { self: string; next: string | null } {
  const base = publicBaseUrl(ctx, publicUrl);
  const self = `${base}${ctx.path}${ctx.querystring === '' ? '' : `?${ctx.querystring}`}`;
  if (nextCursor === null) return { self, next: null };
  const params = new URLSearchParams(ctx.querystring);
  params.set('cursor', nextCursor);
  return { self, next: `${base}${ctx.path}?${params.toString()}` };
}
