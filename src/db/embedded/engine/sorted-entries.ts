/**
 * An ordered multiset kept as a list of small sorted chunks (the shape of Python's
 * sortedcontainers): binary search over chunks, then within one, so insert, remove and seek
 * cost O(log n) comparisons plus a splice of at most a few hundred slots. This is the B-tree of
 * the embedded server's indexes without the bookkeeping of a real one.
 */
const MAX_CHUNK = 512;

export interface Position {
  chunk: number;
  offset: number;
}

export class SortedEntries<E> {
  private chunks: E[][] = [];
  private count = 0;

  constructor(private readonly compare: (a: E, b: E) => number) {}

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.chunks = [];
    this.count = 0;
  }

  insert(entry: E): void {
    if (this.chunks.length === 0) {
      this.chunks.push([entry]);
      this.count = 1;
      return;
    }
    const ci = Math.min(this.chunkFor(entry), this.chunks.length - 1);
    const chunk = this.chunks[ci] as E[];
    chunk.splice(
      lowerBound(chunk, (x) => this.compare(x, entry) > 0),
      0,
      entry,
    );
    this.count++;
    if (chunk.length > MAX_CHUNK) {
      this.chunks.splice(ci + 1, 0, chunk.splice(chunk.length >> 1));
    }
  }

  /** Removes one entry comparing equal to `entry`; false when there is none. */
  remove(entry: E): boolean {
    const ci = this.chunkFor(entry);
    const chunk = this.chunks[ci];
    if (!chunk) return false;
    const offset = lowerBound(chunk, (x) => this.compare(x, entry) >= 0);
    if (offset >= chunk.length || this.compare(chunk[offset] as E, entry) !== 0) return false;
    chunk.splice(offset, 1);
    this.count--;
    if (chunk.length === 0) this.chunks.splice(ci, 1);
    return true;
  }

  /** The first position at which `isAtOrAfter` holds (it must be monotone over the order). */
  seek(isAtOrAfter: (entry: E) => boolean): Position {
    const chunk = lowerBound(this.chunks, (c) => isAtOrAfter(c[c.length - 1] as E));
    if (chunk >= this.chunks.length) return { chunk, offset: 0 };
    return { chunk, offset: lowerBound(this.chunks[chunk] as E[], isAtOrAfter) };
  }

  *forward(from: Position = { chunk: 0, offset: 0 }): Generator<E> {
    for (let c = from.chunk, o = from.offset; c < this.chunks.length; c++, o = 0) {
      const chunk = this.chunks[c] as E[];
      for (; o < chunk.length; o++) yield chunk[o] as E;
    }
  }

  /** Entries strictly before `before`, last first. */
  *backward(before: Position = { chunk: this.chunks.length, offset: 0 }): Generator<E> {
    for (let c = before.chunk; c >= 0; c--) {
      const chunk = this.chunks[c];
      if (!chunk) continue;
      const start = c === before.chunk ? before.offset - 1 : chunk.length - 1;
      for (let o = start; o >= 0; o--) yield chunk[o] as E;
    }
  }

  private chunkFor(entry: E): number {
    return lowerBound(this.chunks, (c) => this.compare(c[c.length - 1] as E, entry) >= 0);
  }
}

/** Index of the first element for which `pred` holds, `items.length` when none does. */
function lowerBound<T>(items: readonly T[], pred: (item: T) => boolean): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pred(items[mid] as T)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
