import type { QueryFilter } from 'mongoose';
import { isId } from '../ids.js';
import { decodeCursor, encodeCursor, invalidCursor } from '../pagination.js';
import type { PetDoc } from './model.js';
import type { ListPetsQuery } from './schemas.js';
import type { PetSort } from './types.js';

type SortField = 'createdAt' | 'priceMinor' | 'nameKey';

interface SortSpec {
  field: SortField;
  direction: 1 | -1;
}

const SORTS: Record<PetSort, SortSpec> = {
  createdAt: { field: 'createdAt', direction: 1 },
  '-createdAt': { field: 'createdAt', direction: -1 },
  price: { field: 'priceMinor', direction: 1 },
  '-price': { field: 'priceMinor', direction: -1 },
  name: { field: 'nameKey', direction: 1 },
};

/** User text is matched literally: every regex metacharacter is escaped. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Sort by the requested key, then by `_id` so ties have one fixed order for cursors. */
export function sortOf(sort: PetSort): Record<string, 1 | -1> {
  const spec = SORTS[sort];
  return { [spec.field]: spec.direction, _id: spec.direction };
}

function sortKeyOf(doc: PetDoc, field: SortField): number | string {
  if (field === 'createdAt') return doc.createdAt.getTime();
  return doc[field];
}

/** The cursor names its sort, the last item's sort key and its id: `[sort, key, id]`. */
export function cursorAfter(doc: PetDoc, sort: PetSort): string {
  return encodeCursor([sort, sortKeyOf(doc, SORTS[sort].field), doc._id]);
}

/** Items strictly after the cursor's position in the sort order: stable when new pets arrive. */
function afterCursor(cursor: string, sort: PetSort): QueryFilter<PetDoc> {
  const [cursorSort, key, id] = decodeCursor(cursor, 3);
  const spec = SORTS[sort];
  const keyType = spec.field === 'nameKey' ? 'string' : 'number';
  if (cursorSort !== sort || typeof key !== keyType || !isId(id)) throw invalidCursor();
  if (typeof key === 'number' && !Number.isSafeInteger(key)) throw invalidCursor();
  const value = spec.field === 'createdAt' ? new Date(key as number) : key;
  const beyond = spec.direction === 1 ? '$gt' : '$lt';
  return {
    $or: [{ [spec.field]: { [beyond]: value } }, { [spec.field]: value, _id: { [beyond]: id } }],
  } as QueryFilter<PetDoc>;
}

/** The MongoDB filter of a validated list query, always confined to one tenant. */
export function listFilter(tenantId: string, query: ListPetsQuery): QueryFilter<PetDoc> {
  const clauses: QueryFilter<PetDoc>[] = [{ tenantId, status: { $in: query.status ?? ['AVAILABLE'] } }];
  if (query.species !== undefined) clauses.push({ species: query.species });
  if (query.size !== undefined) clauses.push({ size: query.size });
  if (query.gender !== undefined) clauses.push({ gender: query.gender });
  if (query.goodWithKids !== undefined) clauses.push({ goodWithKids: query.goodWithKids });
  if (query.minAgeMonths !== undefined) clauses.push({ ageMonths: { $gte: query.minAgeMonths } });
  if (query.maxAgeMonths !== undefined) clauses.push({ ageMonths: { $lte: query.maxAgeMonths } });
  if (query.q !== undefined) {
    const pattern = { $regex: escapeRegex(query.q), $options: 'i' };
    clauses.push({ $or: [{ name: pattern }, { breed: pattern }, { description: pattern }] });
  }
  if (query.cursor !== undefined) clauses.push(afterCursor(query.cursor, query.sort));
  return clauses.length === 1 ? (clauses[0] as QueryFilter<PetDoc>) : { $and: clauses };
}
