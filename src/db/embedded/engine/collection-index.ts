import type { Document as BsonDocument } from 'bson';
import { compareValues } from './compare.js';
import type { Document, DocumentPredicate } from './filter.js';
import { compileFilter } from './filter.js';
import { extractKeys } from './index-keys.js';
import { SortedEntries } from './sorted-entries.js';

/** One bound of an index scan over a key prefix: the prefix values and whether it is inclusive. */
export interface KeyBound {
  prefix: unknown[];
  inclusive: boolean;
}

/** A contiguous run of keys, in value space (low ≤ high on every prefix component). */
export interface KeyInterval {
  low: KeyBound;
  high: KeyBound;
}

interface Entry {
  key: unknown[];
  id: string;
}

/** An index of one collection: its definition and its sorted entries. */
export class CollectionIndex {
  readonly name: string;
  readonly fields: string[];
  readonly directions: number[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly expireAfterSeconds: number | undefined;
  /** Whether some document contributed several keys (then scans may repeat a document). */
  multikey = false;
  private readonly partial: DocumentPredicate | undefined;
  private readonly entries: SortedEntries<Entry>;

  constructor(readonly spec: BsonDocument) {
    const key = spec.key as Record<string, unknown>;
    this.name = String(spec.name);
    this.fields = Object.keys(key);
    this.directions = this.fields.map((f) => (Number(key[f]) < 0 ? -1 : 1));
    this.unique = spec.unique === true || this.name === '_id_';
    this.sparse = spec.sparse === true;
    this.expireAfterSeconds =
      typeof spec.expireAfterSeconds === 'number' ? spec.expireAfterSeconds : undefined;
    this.partial = spec.partialFilterExpression ? compileFilter(spec.partialFilterExpression) : undefined;
    this.entries = new SortedEntries<Entry>((a, b) => this.compareKeys(a.key, b.key) || cmpId(a, b));
  }

  get keyPattern(): Record<string, number> {
    return Object.fromEntries(this.fields.map((f, i) => [f, this.directions[i] as number]));
  }

  get size(): number {
    return this.entries.size;
  }

  get isPartial(): boolean {
    return this.partial !== undefined;
  }

  /** Whether every document has entries here (a sparse or partial index omits some). */
  get complete(): boolean {
    return !this.sparse && !this.partial;
  }

  /** The keys of a document, or null when this index does not hold the document at all. */
  keysOf(doc: Document): unknown[][] | null {
    if (this.partial && !this.partial(doc)) return null;
    const extracted = extractKeys(doc, this.fields);
    if (this.sparse && !extracted.anyPresent) return null;
    if (extracted.multikey) this.multikey = true;
    return extracted.keys;
  }

  /** A key among `keys` that another document already holds (unique indexes only). */
  findDuplicate(keys: unknown[][], ownId: string): unknown[] | undefined {
    if (!this.unique) return undefined;
    for (const key of keys) {
      const start = this.entries.seek((e) => this.compareKeys(e.key, key) >= 0);
      for (const entry of this.entries.forward(start)) {
        if (this.compareKeys(entry.key, key) !== 0) break;
        if (entry.id !== ownId) return key;
      }
    }
    return undefined;
  }

  add(keys: unknown[][], id: string): void {
    for (const key of keys) this.entries.insert({ key, id });
  }

  remove(keys: unknown[][], id: string): void {
    for (const key of keys) this.entries.remove({ key, id });
  }

  clear(): void {
    this.entries.clear();
    this.multikey = false;
  }

  /** Document ids in index order (or reversed), restricted to the intervals when given. */
  *scan(intervals: KeyInterval[] | undefined, reverse: boolean): Generator<string> {
    if (!intervals) {
      for (const e of reverse ? this.entries.backward() : this.entries.forward()) yield e.id;
      return;
    }
    const ordered = intervals.map((iv) => this.toIndexOrder(iv));
    ordered.sort((a, b) => this.comparePrefix(a.start.prefix, b.start.prefix));
    if (reverse) ordered.reverse();
    for (const { start, end } of ordered) {
      if (!reverse) {
        const from = this.entries.seek((e) => this.afterStart(e.key, start));
        for (const e of this.entries.forward(from)) {
          if (!this.beforeEnd(e.key, end)) break;
          yield e.id;
        }
      } else {
        const from = this.entries.seek((e) => !this.beforeEnd(e.key, end));
        for (const e of this.entries.backward(from)) {
          if (!this.afterStart(e.key, start)) break;
          yield e.id;
        }
      }
    }
  }

  /** Turns a value-space interval into start and end in this index's order. */
  private toIndexOrder(iv: KeyInterval): { start: KeyBound; end: KeyBound } {
    const last = iv.low.prefix.length - 1;
    const descending = this.directions[last] === -1;
    return descending ? { start: iv.high, end: iv.low } : { start: iv.low, end: iv.high };
  }

  private afterStart(key: unknown[], start: KeyBound): boolean {
    const c = this.comparePrefix(key, start.prefix);
    return start.inclusive ? c >= 0 : c > 0;
  }

  private beforeEnd(key: unknown[], end: KeyBound): boolean {
    const c = this.comparePrefix(key, end.prefix);
    return end.inclusive ? c <= 0 : c < 0;
  }

  private comparePrefix(key: unknown[], prefix: unknown[]): number {
    for (let i = 0; i < prefix.length; i++) {
      const c = compareValues(key[i], prefix[i]) * (this.directions[i] as number);
      if (c !== 0) return c;
    }
    return 0;
  }

  private compareKeys(a: unknown[], b: unknown[]): number {
    for (let i = 0; i < a.length; i++) {
      const c = compareValues(a[i], b[i]) * (this.directions[i] as number);
      if (c !== 0) return c;
    }
    return 0;
  }
}

const cmpId = (a: Entry, b: Entry): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
