import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, type Page } from '../../core/pagination.js';
import { ValidationError } from '../../core/errors.js';

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/**
 * `first` of a connection: 1..100, 20 when omitted. Beyond 100 is an error, never a silent clamp,
 * so a client asking for 1000 learns it gets fewer.
 */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return DEFAULT_PAGE_LIMIT;
  if (first < 1 || first > MAX_PAGE_LIMIT) {
    throw new ValidationError('Invalid page size.', [
      { field: 'first', message: `Must be between 1 and ${MAX_PAGE_LIMIT}.`, code: 'out_of_range' },
    ]);
  }
  return first;
}

/**
 * A core page as a Relay connection. Cursors are the REST cursors, made by the core: each edge's
 * is the position after its node (`after` it continues with the next edge), and `endCursor` is
 * REST's `nextCursor` (null on the last page).
 */
export function toConnection<T, R>(page: Page<T>, present: (item: T) => R): Connection<R> {
  return {
    // A getter: the cursor is made only when the query asks for it.
    edges: page.data.map((item, index) => ({
      get cursor() {
        return page.cursorAt(index);
      },
      node: present(item),
    })),
    pageInfo: { hasNextPage: page.hasMore, endCursor: page.nextCursor },
  };
}

/** A filter's unset fields: GraphQL clients send `null` for "not filtering by this". */
export function withoutNulls<T extends object>(input: T | null | undefined): Partial<T> {
  const result: Partial<T> = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value !== null && value !== undefined) result[key as keyof T] = value as T[keyof T];
  }
  return result;
}

/** The core's names of a listing's paging fields, as a connection's arguments call them. */
const CONNECTION_ARGUMENTS: Record<string, string> = { cursor: 'after', limit: 'first' };

/**
 * Runs a core listing and names its field errors as the caller wrote them: the core's `cursor`
 * and `limit` are the connection's `after` and `first`, and a field of `filterFields` is
 * `filter.<field>` (the input object it came in).
 */
export async function withArgumentNames<T>(
  list: () => Promise<T>,
  filterFields: Iterable<string> = [],
): Promise<T> {
  try {
    return await list();
  } catch (error) {
    if (!(error instanceof ValidationError) || error.fields === undefined) throw error;
    const filters = new Set(filterFields);
    const named = (field: string) => {
      const root = field.split('.')[0] ?? field;
      if (CONNECTION_ARGUMENTS[field] !== undefined) return CONNECTION_ARGUMENTS[field];
      return filters.has(root) ? `filter.${field}` : field;
    };
    throw new ValidationError(
      error.message,
      error.fields.map((fieldError) => ({ ...fieldError, field: named(fieldError.field) })),
    );
  }
}
