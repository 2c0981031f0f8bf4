/**
 * Strong entity tags for versioned resources: `"<id>.<version>"`. The version inside lets
 * `If-Match` become the core's `expectedVersion` (a conditional write), not a read-then-compare.
 */
export function entityTag(id: string, version: number): string {
  return `"${id}.${version}"`;
}

export function listedTags(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/**
 * The version `If-Match` expects of resource `id`: `undefined` when the header is absent or `*`
 * (any current representation), `-1` when no listed tag is a strong tag of this resource (so the
 * write fails with 412, as RFC 9110 requires: weak tags never match `If-Match`).
 */
export function expectedVersionOf(ifMatch: string, id: string): number | undefined {
  if (ifMatch.trim() === '' || ifMatch.trim() === '*') return undefined;
  const prefix = `"${id}.`;
  for (const tag of listedTags(ifMatch)) {
    if (!tag.startsWith(prefix) || !tag.endsWith('"')) continue;
    const version = tag.slice(prefix.length, -1);
    if (/^\d{1,15}$/.test(version)) return Number(version);
  }
  return -1;
}
