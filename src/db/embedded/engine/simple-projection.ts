import type { Document } from './filter.js';

export type Projector = (doc: Document) => Document;

/**
 * The common projections, top-level fields only with 1/0 or true/false (`{ role: 1, status: 1 }`,
 * `{ secret: 0 }`), applied without mingo: building a mingo query and its projection per command
 * cost more than the rest of a point lookup on the server. The result is mingo's for the same
 * projection: an inclusion keeps the document's field order (`_id` first) and drops fields that
 * are absent; an exclusion keeps everything else (`_id` first too). Anything else (dotted paths, operators,
 * expressions, inclusion mixed with exclusion) returns undefined and goes to mingo.
 */
export function compileSimpleProjection(projection: Document): Projector | undefined {
  let includeId = true;
  const included = new Set<string>();
  const excluded = new Set<string>();
  for (const [field, value] of Object.entries(projection)) {
    if (field.includes('.') || field.startsWith('$')) return undefined;
    if (typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    const keep = value !== 0 && value !== false;
    if (field === '_id') includeId = keep;
    else if (keep) included.add(field);
    else excluded.add(field);
  }
  if (included.size > 0 && excluded.size > 0) return undefined;
  if (included.size > 0 || (excluded.size === 0 && includeId && '_id' in projection)) {
    // An inclusion, or `{ _id: 1 }` alone.
    return (doc) => {
      const out: Document = {};
      if (includeId && doc['_id'] !== undefined) out['_id'] = doc['_id'];
      for (const key of Object.keys(doc)) {
        const value = doc[key];
        if (included.has(key) && value !== undefined) out[key] = value;
      }
      return out;
    };
  }
  // `{ _id: 1, other: 0 }` is refused by mingo; it keeps its answer.
  if (includeId && '_id' in projection) return undefined;
  excluded.add('_id');
  return (doc) => {
    const out: Document = {};
    if (includeId && '_id' in doc) out['_id'] = doc['_id'];
    for (const key of Object.keys(doc)) if (!excluded.has(key)) out[key] = doc[key];
    return out;
  };
}
