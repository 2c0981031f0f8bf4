import type { Page } from '../../core/pagination.js';
import { publicBaseUrl } from './public-url.js';
import type { RestContext } from './state.js';

export interface CollectionLinks {
  self: string;
  next: string | null;
}

/** Every cursor-paginated list on the wire (PetCollection, orders, webhooks, deliveries). */
export interface Collection<T> {
  data: T[];
  pagination: { limit: number; nextCursor: string | null; hasMore: boolean };
  links: CollectionLinks;
}

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
  return {
    data: page.data.map(present),
    pagination: { limit: page.limit, nextCursor: page.nextCursor, hasMore: page.hasMore },
    links: collectionLinks(ctx, publicUrl, page.nextCursor),
  };
}
