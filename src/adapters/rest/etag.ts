import { listedTags } from '../shared/entity-tag.js';

export { entityTag, expectedVersionOf } from '../shared/entity-tag.js';

/** RFC 9110 `If-None-Match` uses the weak comparison: `W/` prefixes are ignored. */
export function noneMatch(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '') return true;
  if (ifNoneMatch.trim() === '*') return false;
  return !listedTags(ifNoneMatch).some((tag) => tag.replace(/^W\//, '') === etag);
}
