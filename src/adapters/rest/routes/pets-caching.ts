import { createHash } from 'node:crypto';
import type { Page } from '../../../core/pagination.js';
import type { Pet } from '../../../core/pets/index.js';
import { noneMatch } from '../etag.js';
import type { RestContext } from '../state.js';

/**
 * How long a browser or CDN may reuse an anonymous catalog read without asking again. Short: a
 * reservation or an edit shows everywhere within this plus the service's own cache time
 * (CATALOG_CACHE_TTL_MS). Revalidation after that is cheap with the ETag (304, no body).
 */
export const PUBLIC_CATALOG_MAX_AGE_SECONDS = 5;

/**
 * Anonymous catalog reads are the same for everyone who names the same tenant, so shared caches
 * may keep them (admission already sends `Vary: Authorization, X-Tenant-ID`). Answers to a
 * signed-in caller are left alone: admission marks them `private, no-store`.
 */
export function markPublicWhenAnonymous(ctx: RestContext): void {
  if (ctx.state.caller.principal === null) {
    ctx.set('Cache-Control', `public, max-age=${PUBLIC_CATALOG_MAX_AGE_SECONDS}`);
  }
}

/** Tags of the pages the catalog cache hands out, by page object (it hands out the same one until it changes). */
const pageTags = new WeakMap<Page<Pet>, string>();

/**
 * A weak tag for a page of pets: the pets (ids and versions) and where the next page starts. Weak,
 * because the same page may be written with other links (another host name). Remembered per page
 * object: a page read from the catalog cache is the same object for every reader until it is
 * retired, and its tag depends on nothing else.
 */
export function pageTag(page: Page<Pet>): string {
  let tag = pageTags.get(page);
  if (tag === undefined) {
    const hash = createHash('sha1');
    for (const pet of page.data) hash.update(`${pet.id}.${pet.version};`);
    hash.update(`${page.limit};${page.nextCursor ?? ''}`);
    tag = `W/"${hash.digest('base64url')}"`;
    pageTags.set(page, tag);
  }
  return tag;
}

/**
 * Sets the tag and the caching headers; answers 304 (and returns true) when the client already
 * holds this representation (`If-None-Match`).
 */
export function answeredNotModified(ctx: RestContext, tag: string): boolean {
  ctx.set('ETag', tag);
  markPublicWhenAnonymous(ctx);
  // If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` does not count on either side.
  if (noneMatch(ctx.get('if-none-match'), tag.replace(/^W\//, ''))) return false;
  ctx.status = 304;
  return true;
}
