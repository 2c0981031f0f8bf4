import type { Page } from '../../core/pagination.js';
import { presentCollection, type Collection, type CollectionLinks } from './presenters/collection.js';
import { publicBaseUrl } from './public-url.js';
import type { RestContext } from './state.js';

/** `self` and `next` of a cursor-paginated collection: the same query with the next cursor. */
export function collectionLinks(
  ctx: RestContext,
  publicUrl: string | undefined,
  nextCursor: string | null,
): CollectionLinks {
  const base = publicBaseUrl(ctx, publicUrl);
  const self = `${base}${ctx.path}${ctx.querystring === '' ? '' : `?${ctx.querystring}`}`;
  if (nextCursor === null) return { self, next: null };
  const params = new URLSearchParams(ctx.querystring);
  params.set('cursor', nextCursor);
  return { self, next: `${base}${ctx.path}?${params.toString()}` };
}

/** A page of the core as the response body of this request, with links to it and the next page. */
export function collectionBody<T, R>(
  ctx: RestContext,
  publicUrl: string | undefined,
  page: Page<T>,
  present: (item: T) => R,
): Collection<R> {
  return presentCollection(page, present, collectionLinks(ctx, publicUrl, page.nextCursor));
}
