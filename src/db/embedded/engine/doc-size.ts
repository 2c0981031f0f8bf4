import { calculateObjectSize } from 'bson';
import type { Document } from './filter.js';

/**
 * BSON size of a document, remembered per object: stored documents are immutable, so the size
 * computed when a document is written serves every later batch that returns it.
 */
const sizes = new WeakMap<Document, number>();

export function documentSize(doc: Document): number {
  let size = sizes.get(doc);
  if (size === undefined) {
    size = calculateObjectSize(doc);
    sizes.set(doc, size);
  }
  return size;
}
