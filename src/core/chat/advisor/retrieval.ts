import type { KnowledgeEntry, PetSpecies } from './knowledge/types.js';
import type { LifeStage } from './life-stage.js';
import { analyzeText } from './text-analysis.js';
import { oncePerKnowledgeBase } from './once-per-knowledge-base.js';

export interface WeightedQuery {
  text: string;
  /** 1 for the question itself; less for earlier turns that only give context. */
  weight: number;
  /** An earlier turn: it ranks the entries the question matches, but cannot match one alone. */
  context?: boolean;
}

export interface RetrievalHit {
  entry: KnowledgeEntry;
  score: number;
  /**
   * The score as a share of the best any entry could get for this query (every query term
   * matched strongly): comparable across short and long questions, unlike the raw score.
   */
  relevance: number;
}

// How many of a question's words can say what it is about; relevance is measured against them.
// Three: a long message rarely has more than a few words on its subject, and its rarest other
// words (a name, a place, "twice") must not make the subject look weakly matched.
const TELLING_TERMS = 3;
// Standard Okapi BM25 parameters.
const K1 = 1.2;
const B = 0.75;
// Keywords are what people type; titles name the topic; the text only supports them.
const KEYWORD_WEIGHT = 3;
const TITLE_WEIGHT = 2;
// Advice for the species in the conversation wins; another species' advice is rarely right.
const SAME_SPECIES_BOOST = 1.3;
const ANY_SPECIES_BOOST = 1.2;
const OTHER_SPECIES_PENALTY = 0.3;
// Advice for another life stage is usually wrong ("senior care" for a one-year-old rabbit).
const OTHER_STAGE_PENALTY = 0.2;
const SAME_STAGE_BOOST = 1.2;
// Words that say which animal or life stage the question is about are already weighed by the
// species and life-stage factors, so they count no more than context does; counted in full, "kitten" would pull "adopt two
// kittens" above "sneezing" for "my kitten keeps sneezing".
const FRAMING_TERM_WEIGHT = 0.4;
const FRAMING_TERMS = new Set(
  analyzeText('dog puppy cat kitten rabbit bird budgie parrot reptile lizard snake senior pet'),
);
// Emergency entries answer emergencies; for everyday questions the general advice comes first.
const EMERGENCY_ENTRY_FACTOR = 0.8;

interface IndexedEntry {
  entry: KnowledgeEntry;
  termFrequencies: Map<string, number>;
  length: number;
}

/** BM25 over the knowledge base, built once; queries cost a pass over the entries. */
export class KnowledgeIndex {
  private readonly entries: IndexedEntry[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(entries: readonly KnowledgeEntry[]) {
    this.entries = entries.map((entry) => {
      const termFrequencies = new Map<string, number>();
      const add = (text: string, weight: number) => {
        for (const term of analyzeText(text)) {
          termFrequencies.set(term, (termFrequencies.get(term) ?? 0) + weight);
        }
      };
      add(entry.title, TITLE_WEIGHT);
      add(entry.keywords.join(' '), KEYWORD_WEIGHT);
      add(entry.text, 1);
      const length = [...termFrequencies.values()].reduce((sum, count) => sum + count, 0);
      return { entry, termFrequencies, length };
    });
    for (const { termFrequencies } of this.entries) {
      for (const term of termFrequencies.keys()) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
    this.averageLength = this.entries.reduce((sum, indexed) => sum + indexed.length, 0) / this.entries.length;
  }

  byId(id: string): KnowledgeEntry | undefined {
    return this.entries.find((indexed) => indexed.entry.id === id)?.entry;
  }

  search(
    queries: readonly WeightedQuery[],
    species: PetSpecies | undefined,
    limit = 3,
    lifeStage?: LifeStage,
  ): RetrievalHit[] {
    const queryTerms = new Map<string, number>();
    const askedNow = new Set<string>();
    for (const query of queries) {
      for (const term of analyzeText(query.text)) {
        if (query.context !== true && this.documentFrequency.has(term)) askedNow.add(term);
        const weight = FRAMING_TERMS.has(term) ? Math.min(query.weight, FRAMING_TERM_WEIGHT) : query.weight;
        queryTerms.set(term, Math.max(queryTerms.get(term) ?? 0, weight));
      }
    }
    if (queryTerms.size === 0) return [];
    // Words the knowledge base never uses ("crazy", "window") cannot be matched by any entry, so
    // they do not count against the relevance of the words it does know. Nor does length: the
    // best possible score is that of the question's few most telling words, so a long, chatty
    // question is not rejected for the many words around what it asks.
    const contributions = [...queryTerms]
      .filter(([term]) => this.documentFrequency.has(term))
      .map(([term, weight]) => weight * this.inverseDocumentFrequency(term) * (K1 + 1))
      .sort((left, right) => right - left);
    const bestPossible = contributions.slice(0, TELLING_TERMS).reduce((sum, value) => sum + value, 0);
    if (bestPossible === 0) return [];
    const hits: RetrievalHit[] = [];
    for (const indexed of this.entries) {
      let score = 0;
      let matchesQuestion = askedNow.size === 0;
      for (const [term, weight] of queryTerms) {
        const frequency = indexed.termFrequencies.get(term);
        if (frequency === undefined) continue;
        if (askedNow.has(term)) matchesQuestion = true;
        const normalizedFrequency =
          (frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * indexed.length) / this.averageLength));
        score += weight * this.inverseDocumentFrequency(term) * normalizedFrequency;
      }
      // An entry only the earlier turns point to ("my parrot is an African Grey") is not an
      // answer to what is asked now ("what can't he eat?").
      if (score <= 0 || !matchesQuestion) continue;
      const boosted =
        score *
        speciesFactor(indexed.entry, species) *
        categoryFactor(indexed.entry) *
        lifeStageFactor(indexed.entry, lifeStage);
      hits.push({ entry: indexed.entry, score: boosted, relevance: boosted / bestPossible });
    }
    return hits.sort((left, right) => right.score - left.score).slice(0, limit);
  }

  private inverseDocumentFrequency(term: string): number {
    const frequency = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (this.entries.length - frequency + 0.5) / (frequency + 0.5));
  }
}

function speciesFactor(entry: KnowledgeEntry, species: PetSpecies | undefined): number {
  if (species === undefined) return 1;
  if (entry.otherAnimal !== undefined) return OTHER_SPECIES_PENALTY;
  if (entry.species === 'any') return ANY_SPECIES_BOOST;
  return entry.species === species ? SAME_SPECIES_BOOST : OTHER_SPECIES_PENALTY;
}

function lifeStageFactor(entry: KnowledgeEntry, lifeStage: LifeStage | undefined): number {
  if (lifeStage === undefined || entry.lifeStage === undefined) return 1;
  return entry.lifeStage === lifeStage ? SAME_STAGE_BOOST : OTHER_STAGE_PENALTY;
}

function categoryFactor(entry: KnowledgeEntry): number {
  return entry.category === 'emergency' ? EMERGENCY_ENTRY_FACTOR : 1;
}

/**
 * The index of a knowledge base, built once per process however many advisors use it: each
 * gateway of a process (the tests start many) would otherwise index the same entries again.
 */
export const knowledgeIndexOf = oncePerKnowledgeBase((entries) => new KnowledgeIndex(entries));
