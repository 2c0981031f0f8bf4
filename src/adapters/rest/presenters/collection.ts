import type { Page } from '../../../core/pagination.js';

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

export function presentCollection<T, R>(
  page: Page<T>,
  present: (item: T) => R,
  links: CollectionLinks,
): Collection<R> {
  return {
    data: page.data.map(present),
    pagination: { limit: page.limit, nextCursor: page.nextCursor, hasMore: page.hasMore },
    links,
  };
}
