import { resolve } from 'mingo/util';
import { compareValues, TypeBound, TypeRank } from './compare.js';

export type SortSpec = Record<string, unknown>;
type Document = Record<string, unknown>;

/** MongoDB sorts an array field by its smallest element ascending, its largest descending. */
function sortKey(doc: Document, path: string, direction: number): unknown {
  const value = resolve(doc, path);
  if (!Array.isArray(value)) return value;
  const flat = value.flat(Infinity) as unknown[];
  if (flat.length === 0) return new TypeBound(TypeRank.Null, 'before');
  let best = flat[0];
  for (const v of flat) {
    const c = compareValues(v, best);
    if ((direction > 0 && c < 0) || (direction < 0 && c > 0)) best = v;
  }
  return best;
}

export function sortDirections(spec: SortSpec): Array<[string, number]> {
  return Object.entries(spec).map(([path, dir]) => [path, Number(dir) < 0 ? -1 : 1]);
}

/** A stable sort by a MongoDB sort specification (`{$meta}` entries are ignored). */
export function sortDocuments<T extends Document>(docs: T[], spec: SortSpec): T[] {
  const fields = sortDirections(spec).filter(([path]) => {
    const dir = spec[path];
    return typeof dir !== 'object' || dir === null;
  });
  if (fields.length === 0) return docs;
  const keyed = docs.map((doc) => ({
    doc,
    keys: fields.map(([path, dir]) => sortKey(doc, path, dir)),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const c = compareValues(a.keys[i], b.keys[i]);
      if (c !== 0) return c * (fields[i] as [string, number])[1];
    }
    return 0;
  });
  return keyed.map((k) => k.doc);
}
