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

/**
 * `collectionBody` as JSON text, its items already JSON (`petJson`): the same text
 * `JSON.stringify(collectionBody(...))` gives, without presenting and serialising each item again.
 */
export function collectionJson<T>(
  ctx: RestContext,
  publicUrl: string | undefined,
  page: Page<T>,
  itemJson: (item: T) => string,
): string {
  const pagination = { limit: page.limit, nextCursor: page.nextCursor, hasMore: page.hasMore };
  const links = collectionLinks(ctx, publicUrl, page.nextCursor);
  return `{"data":[${page.data.map(itemJson).join(',')}],"pagination":${JSON.stringify(pagination)},"links":${JSON.stringify(links)}}`;
}

/** The last body made of each page object, and the `self` link it was made for. */
const lastBodies = new WeakMap<object, { self: string; bytes: Buffer }>();

/**
 * `collectionJson` as bytes, remembered per page object for the last `self` link it was written
 * with: the core's catalog cache hands every reader the same page object until it changes, and
 * readers of one page mostly ask with the same URL, so the page is joined, measured and encoded
 * once instead of on every answer. `itemJson` must depend on the item and the base URL alone (the
 * base URL is part of `self`).
 */
export function collectionBytes<T>(
  ctx: RestContext,
  publicUrl: string | undefined,
  page: Page<T>,
  itemJson: (item: T) => string,
): Buffer {
  const base = publicBaseUrl(ctx, publicUrl);
  const self = `${base}${ctx.path}${ctx.querystring === '' ? '' : `?${ctx.querystring}`}`;
  const last = lastBodies.get(page);
  if (last?.self === self) return last.bytes;
  const bytes = Buffer.from(collectionJson(ctx, publicUrl, page, itemJson));
  lastBodies.set(page, { self, bytes });
  return bytes;
}

/** A body already serialised as JSON (text or its bytes), with the content type Koa gives a JSON body. */
export function sendJsonText(ctx: RestContext, json: string | Buffer): void {
  ctx.set('Content-Type', 'application/json; charset=utf-8');
  ctx.body = json;
}
