import { z } from 'zod';
import { ValidationError } from './errors.js';
import { isId } from './ids.js';

export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;

/** A typed page size; doors that carry text (query strings) decode it to a number first. */
export const PageLimitSchema = z.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT);

/**
 * Cursors are opaque to callers: the sort key values of the last item seen plus its id, so a
 * page continues exactly after it even when new items arrive.
 */
export function encodeCursor(position: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, expectedLength: number): unknown[] {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const isScalar = (part: unknown) =>
      part === null || ['string', 'number', 'boolean'].includes(typeof part);
    if (Array.isArray(decoded) && decoded.length === expectedLength && decoded.every(isScalar)) {
      return decoded;
    }
  } catch {
    // fall through to the validation error below
  }
  throw invalidCursor();
}

/** A cursor that is malformed, tampered with or made for another query. */
export function invalidCursor(): ValidationError {
  return new ValidationError('Invalid cursor.', [
    {
      field: 'cursor',
      message: 'The cursor is malformed or belongs to another query.',
      code: 'invalid_cursor',
    },
  ]);
}

/**
 * The ids of a batch read (many items by id, one query): well-formed ones, each once, at most a
 * page's worth, so one call cannot ask the database for an unbounded `$in`.
 */
export function idsToRead(ids: readonly string[]): string[] {
  const wanted = [...new Set(ids)].filter(isId);
  if (wanted.length > MAX_PAGE_LIMIT) {
    throw new ValidationError('Too many ids.', [
      { field: 'ids', message: `At most ${MAX_PAGE_LIMIT} ids at once.`, code: 'too_many_ids' },
    ]);
  }
  return wanted;
}

/** For lists newest first by UUID v7 `_id`: the cursor is the id of the last item seen. */
export function idCursorPosition(cursor: string): string {
  const [position] = decodeCursor(cursor, 1);
  if (!isId(position)) throw invalidCursor();
  return position;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
  hasMore: boolean;
  limit: number;
  /**
   * The cursor positioned after `data[index]`: a listing with it starts at `data[index + 1]`.
   * Made on demand (a door that shows one cursor per item asks; REST needs `nextCursor` only),
   * and by index so that it survives mapping `data` to another shape.
   */
  cursorAt(index: number): string;
}

/**
 * The page out of up to `limit + 1` fetched items: the extra one only tells that there is more,
 * and the next page starts after the last item kept.
 */
export function pageOf<T>(fetched: T[], limit: number, cursorAfter: (item: T) => string): Page<T> {
  const hasMore = fetched.length > limit;
  const data = hasMore ? fetched.slice(0, limit) : fetched;
  const last = data.at(-1);
  return {
    data,
    hasMore,
    nextCursor: hasMore && last !== undefined ? cursorAfter(last) : null,
    limit,
    cursorAt: (index) => {
      const item = data[index];
      if (item === undefined) throw new RangeError(`No item ${index} on a page of ${data.length}.`);
      return cursorAfter(item);
    },
  };
}
