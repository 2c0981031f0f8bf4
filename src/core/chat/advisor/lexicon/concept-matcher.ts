import damerauLevenshtein from 'damerau-levenshtein';
import { stemOf, tokenize, type Token } from './text-normalizer.js';

/**
 * A lexicon: for each domain (symptoms, toxins, intents...), concept names and the phrases that
 * express them. A phrase is words, optionally with `...` standing for up to three other words
 * ("hasnt ... eaten" also matches "hasn't really eaten").
 */
export type Lexicon = Record<string, Record<string, readonly string[]>>;

type PhrasePart = { word: string; stem: string } | 'gap';

interface CompiledPhrase {
  concept: string;
  parts: PhrasePart[];
}

const MAX_GAP = 3;
const MATCH_CACHE_SIZE = 2_000;
// Typos are forgiven in longer words only: one edit from five letters, two from nine.
const MIN_FUZZY_LENGTH = 5;
const TWO_EDITS_LENGTH = 9;
// Particles and prepositions do not inflect: "down" shares its stem with "downed" (swallowed in
// one go) but is another word, so "putting rat bait down" reports no exposure. They match only
// as written; so does "limp" (floppy), which is not "limping" (lame).
const UNINFLECTED_WORDS = new Set([
  'limp',
  'down',
  'over',
  'into',
  'onto',
  'upon',
  'about',
  'after',
  'under',
  'through',
]);

// "not" in a phrase is any negated verb: "not touching her hay" is also "isn't touching her hay"
// and "hasn't touched", as the contractions are written once normalised.
const NEGATED_VERBS = new Set([
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'hasnt',
  'havent',
  'hadnt',
  'doesnt',
  'dont',
  'didnt',
  'wont',
  'wouldnt',
  'cant',
  'couldnt',
]);

// Concepts whose phrases mean what they say in their tense: "licked", "swallowed", "gave" tell
// that something happened; the bare verb ("lick", "swallow", "give") only names it.
const TENSED_CONCEPTS = new Set(['intent.exposure', 'intent.exposure-ongoing', 'intent.applied']);

function allowedEdits(word: string): number {
  if (word.length < MIN_FUZZY_LENGTH) return 0;
  return word.length >= TWO_EDITS_LENGTH ? 2 : 1;
}

/** Where each concept was found in a text, by word position, for "A near B" rules. */
export class ConceptMatches {
  constructor(
    private readonly found: ReadonlyMap<string, readonly number[]>,
    /** Number of words in the text. */
    readonly length: number,
  ) {}

  has(concept: string): boolean {
    return this.found.has(concept);
  }

  /** Every concept found, as `domain.name`. */
  concepts(): string[] {
    return [...this.found.keys()];
  }

  /** Concepts of one domain ("symptom"), without the domain prefix. */
  inDomain(domain: string): string[] {
    const prefix = `${domain}.`;
    return this.concepts()
      .filter((concept) => concept.startsWith(prefix))
      .map((concept) => concept.slice(prefix.length));
  }

  positions(concept: string): readonly number[] {
    return this.found.get(concept) ?? [];
  }

  /** All concepts present, and (with `window`) each within that many words of the first. */
  all(concepts: readonly string[], window?: number): boolean {
    if (!concepts.every((concept) => this.has(concept))) return false;
    if (window === undefined || concepts.length < 2) return true;
    const [anchor, ...others] = concepts;
    return this.positions(anchor ?? '').some((at) =>
      others.every((other) => this.positions(other).some((position) => Math.abs(position - at) <= window)),
    );
  }
}

/**
 * Finds a lexicon's concepts in free text after normalisation: case and accents folded, words
 * compared by Porter stem (so inflections meet: "strained", "straining"), and small typos
 * forgiven in longer words that are not themselves known words ("siezure", "anitfreeze").
 */
export class ConceptMatcher {
  private readonly byFirstWord = new Map<string, CompiledPhrase[]>();
  /** The words a typo may be corrected to, by first letter (a typo keeps the first letter). */
  private readonly fuzzyVocabulary = new Map<string, string[]>();
  private readonly knownWords: Set<string>;
  private readonly everydayWords: Set<string>;
  private readonly fuzzyCache = new Map<string, string[]>();
  // One turn is read by several parts of the advisor (topic, emergencies, species, catalog):
  // the same text is matched once.
  private readonly matchCache = new Map<string, ConceptMatches>();

  /**
   * `knownWords`: correctly spelled words (the knowledge base's) that are never taken for typos.
   * `everydayWords`: common words one letter from a lexicon word ("liked" and "licked", "alive"
   * and "aleve", "stale" and "stole") that are never corrected either, though they are not the
   * advisor's vocabulary (a lower-case pet name is still looked up when it is one of them).
   */
  constructor(lexicon: Lexicon, knownWords: Iterable<string> = [], everydayWords: Iterable<string> = []) {
    const vocabulary = new Set<string>();
    for (const [domain, concepts] of Object.entries(lexicon)) {
      for (const [name, phrases] of Object.entries(concepts)) {
        for (const phrase of phrases) {
          const parts = compile(phrase);
          const first = parts[0];
          if (first === undefined || first === 'gap') continue;
          for (const part of parts) if (part !== 'gap') vocabulary.add(part.word);
          const compiled = { concept: `${domain}.${name}`, parts };
          for (const key of new Set([first.word, `~${first.stem}`])) {
            this.byFirstWord.set(key, [...(this.byFirstWord.get(key) ?? []), compiled]);
          }
        }
      }
    }
    for (const word of vocabulary) {
      if (word.length < MIN_FUZZY_LENGTH) continue;
      this.fuzzyVocabulary.set(word.charAt(0), [...(this.fuzzyVocabulary.get(word.charAt(0)) ?? []), word]);
    }
    this.knownWords = new Set([...vocabulary, ...knownWords]);
    this.everydayWords = new Set(everydayWords);
  }

  /** A word the lexicon or the knowledge base spells (so it is a word, not a name or a typo). */
  knows(word: string): boolean {
    return this.knownWords.has(word);
  }

  match(text: string): ConceptMatches {
    const cached = this.matchCache.get(text);
    if (cached !== undefined) return cached;
    const matches = this.matchUncached(text);
    if (this.matchCache.size >= MATCH_CACHE_SIZE) this.matchCache.clear();
    this.matchCache.set(text, matches);
    return matches;
  }

  private matchUncached(text: string): ConceptMatches {
    const tokens = tokenize(text);
    const found = new Map<string, number[]>();
    tokens.forEach((token, start) => {
      for (const phrase of this.phrasesStartingWith(token)) {
        if (this.matchesAt(tokens, start, phrase)) {
          const positions = found.get(phrase.concept) ?? [];
          if (!positions.includes(start)) positions.push(start);
          found.set(phrase.concept, positions);
        }
      }
    });
    return new ConceptMatches(found, tokens.length);
  }

  private phrasesStartingWith(token: Token): CompiledPhrase[] {
    const keys = new Set([token.word, `~${token.stem}`, ...this.corrections(token.word)]);
    if (NEGATED_VERBS.has(token.word)) keys.add('not');
    return [...keys].flatMap((key) => this.byFirstWord.get(key) ?? []);
  }

  private matchesAt(tokens: readonly Token[], start: number, phrase: CompiledPhrase): boolean {
    const { parts } = phrase;
    const tensed = TENSED_CONCEPTS.has(phrase.concept);
    const step = (at: number, partIndex: number): boolean => {
      const part = parts[partIndex];
      if (part === undefined) return true;
      if (part === 'gap') {
        for (let skip = 0; skip <= MAX_GAP; skip += 1) if (step(at + skip, partIndex + 1)) return true;
        return false;
      }
      const token = tokens[at];
      return token !== undefined && this.tokenMatches(token, part, tensed) && step(at + 1, partIndex + 1);
    };
    return step(start, 0);
  }

  private tokenMatches(token: Token, part: { word: string; stem: string }, tensed = false): boolean {
    if (token.word === part.word) return true;
    if (part.word === 'not' && NEGATED_VERBS.has(token.word)) return true;
    if (UNINFLECTED_WORDS.has(token.word) || UNINFLECTED_WORDS.has(part.word)) return false;
    // "can he lick the bowl?" asks; "he licked" tells: a verb's bare form is not its past.
    const bareForPast = tensed && token.word === token.stem && part.word !== part.stem;
    if (!bareForPast && token.word.length >= 4 && part.word.length >= 4 && token.stem === part.stem)
      return true;
    return this.corrections(token.word).includes(part.word);
  }

  /** Lexicon words a misspelt word may stand for; none for a known word. */
  corrections(word: string): string[] {
    const edits = allowedEdits(word);
    if (edits === 0 || this.knownWords.has(word) || this.everydayWords.has(word)) return [];
    const cached = this.fuzzyCache.get(word);
    if (cached !== undefined) return cached;
    const near = (this.fuzzyVocabulary.get(word.charAt(0)) ?? []).filter(
      (candidate) =>
        Math.abs(candidate.length - word.length) <= edits &&
        damerauLevenshtein(word, candidate).steps <= Math.min(edits, allowedEdits(candidate)),
    );
    if (this.fuzzyCache.size > 10_000) this.fuzzyCache.clear();
    this.fuzzyCache.set(word, near);
    return near;
  }
}

function compile(phrase: string): PhrasePart[] {
  // Each stretch between gaps is read as a text would be ("can not" is one word, "cant").
  return phrase
    .split(/\s*\.\.\.\s*/)
    .flatMap((stretch, index): PhrasePart[] => [
      ...(index === 0 ? [] : (['gap'] as const)),
      ...tokenize(stretch).map((token) => ({ word: token.word, stem: stemOf(token.word) })),
    ]);
}
