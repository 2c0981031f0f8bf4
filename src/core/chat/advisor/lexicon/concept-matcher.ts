import damerauLevenshtein from 'damerau-levenshtein';
import { stemOf, tokenize, type Token } from './text-normalizer.js';

/**
 * A lexicon: for each domain (symptoms, toxins, intents...), concept names and the phrases that
 * express them. A phrase is words, optionally with `...` standing for up to three other words
 * ("hasnt ... eaten" also matches "hasn't really eaten"). A word written `=word` is compared as
 * written, neither by stem nor for typos, where its form is its meaning: "=last year" is not
 * "lasted years", "=licked" is not "licks". Alternative words at one place are written `a|b`, an
 * optional word `a|` ("how do|can i|we know|tell", "so that| he not"): the phrase stands for each.
 */
export type Lexicon = Record<string, Record<string, readonly string[]>>;

interface PhraseWord {
  word: string;
  stem: string;
  /** Compared as written only (`=word`). */
  asWritten: boolean;
}

type PhrasePart = PhraseWord | 'gap';

interface CompiledPhrase {
  concept: string;
  parts: PhrasePart[];
  /** Its place in the lexicon: phrases found at one word are tried in lexicon order. */
  ordinal: number;
}

/**
 * Phrases filed by their first words, as a text's words would look them up (each word under
 * itself and, unless written `=word`, its stem). A word starts thousands of phrases ("there
 * were one ... found one"); the words after it narrow them to the few worth trying in full.
 */
interface PrefixNode {
  readonly next: Map<string, PrefixNode>;
  /** Phrases whose filed words end here (at a gap, the phrase's end or the filing depth). */
  readonly phrases: CompiledPhrase[];
}

// Words of a phrase's start that file it: deeper costs memory (a word is filed twice, under
// itself and its stem) for little narrowing.
const FILING_DEPTH = 3;

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

// "a piece of chewing gum", "his licking mat", "the drinking fountain": a verb's -ing form naming
// a thing with the word after it, not the act.
const THINGS_NAMED_BY_AN_ACT: Readonly<Record<string, readonly string[]>> = {
  chewing: ['gum', 'gums', 'tobacco'],
  licking: ['mat', 'mats', 'pad', 'pads'],
  drinking: ['fountain', 'fountains', 'water', 'bowl', 'bowls', 'bottle'],
  eating: ['habits', 'habit'],
};

// "he has been chewing gum": after these words the -ing form is the act after all.
const ACT_GOING_ON = new Set([
  'is',
  'was',
  'were',
  'been',
  'be',
  'keeps',
  'kept',
  'started',
  'hes',
  'shes',
  'its',
]);

function namesAThing(token: Token, next: Token | undefined, previous: Token | undefined): boolean {
  return (
    next !== undefined &&
    (THINGS_NAMED_BY_AN_ACT[token.word]?.includes(next.word) ?? false) &&
    !ACT_GOING_ON.has(previous?.word ?? '')
  );
}

// "a bit dopey", "a little bit of substrate": an amount, not the past of "bite". A phrase that
// says the amount itself ("a bit") still matches from its first word.
const AMOUNT_AFTER: Readonly<Record<string, ReadonlySet<string>>> = {
  bit: new Set(['a', 'little', 'tiny', 'wee', 'teeny', 'lil']),
};
function aQuantity(token: Token, previous: Token | undefined): boolean {
  return previous !== undefined && (AMOUNT_AFTER[token.word]?.has(previous.word) ?? false);
}

// "pushed away by her mother", "pushes the bowl aside": with these particles the verb is another
// one, which a phrase of the bare word ("pushing" as straining) does not mean.
const PARTICLES_THAT_CHANGE_THE_VERB: Readonly<Record<string, ReadonlySet<string>>> = {
  push: new Set(['away', 'aside', 'off', 'back', 'over']),
};
function anotherVerbWithItsParticle(token: Token, next: Token | undefined): boolean {
  return next !== undefined && (PARTICLES_THAT_CHANGE_THE_VERB[token.stem]?.has(next.word) ?? false);
}

// "not a hypothetical, sadly": the writer says outright that what the words seem to be, they are
// not, wherever in the message those words are.
const DENIED_OUTRIGHT: Readonly<Record<string, readonly string[]>> = {
  'framing.not-hypothetical': ['intent.hypothetical'],
};

/** Where each concept was found in a text, by word position, for "A near B" rules. */
export class ConceptMatches {
  constructor(
    private readonly found: ReadonlyMap<string, readonly number[]>,
    /** Number of words in the text. */
    readonly length: number,
    /** Where each concept's phrases end: the position after their last word. */
    private readonly concluded: ReadonlyMap<string, readonly number[]> = new Map(),
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

  /** Where the concept's phrases end, each the position after the phrase's last word. */
  ends(concept: string): readonly number[] {
    return this.concluded.get(concept) ?? [];
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
  private readonly byFirstWords: PrefixNode = { next: new Map(), phrases: [] };
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
    let ordinal = 0;
    for (const [domain, concepts] of Object.entries(lexicon)) {
      for (const [name, phrases] of Object.entries(concepts)) {
        for (const phrase of phrases.flatMap(expandAlternatives)) {
          const parts = compile(phrase);
          const first = parts[0];
          if (first === undefined || first === 'gap') continue;
          for (const part of parts) if (part !== 'gap') vocabulary.add(part.word);
          this.file({ concept: `${domain}.${name}`, parts, ordinal: (ordinal += 1) });
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
    const ends = new Map<string, number[]>();
    tokens.forEach((_token, start) => {
      for (const phrase of this.phrasesStartingAt(tokens, start)) {
        const end = this.matchEnd(tokens, start, phrase);
        if (end === undefined) continue;
        const positions = found.get(phrase.concept) ?? [];
        if (!positions.includes(start)) positions.push(start);
        found.set(phrase.concept, positions);
        const concludes = ends.get(phrase.concept) ?? [];
        if (!concludes.includes(end)) concludes.push(end);
        ends.set(phrase.concept, concludes);
      }
    });
    for (const [denial, denied] of Object.entries(DENIED_OUTRIGHT)) {
      if (!found.has(denial)) continue;
      for (const concept of denied) {
        found.delete(concept);
        ends.delete(concept);
      }
    }
    return new ConceptMatches(found, tokens.length, ends);
  }

  private file(phrase: CompiledPhrase): void {
    let nodes = [this.byFirstWords];
    for (const part of phrase.parts.slice(0, FILING_DEPTH)) {
      if (part === 'gap') break;
      const keys = new Set(part.asWritten ? [part.word] : [part.word, `~${part.stem}`]);
      nodes = nodes.flatMap((node) =>
        [...keys].map((key) => {
          const next = node.next.get(key) ?? { next: new Map(), phrases: [] };
          node.next.set(key, next);
          return next;
        }),
      );
    }
    for (const node of nodes) node.phrases.push(phrase);
  }

  /** The keys a text's word looks its phrases up by (a superset of the words it matches). */
  private keysOf(token: Token): string[] {
    const keys = [token.word, `~${token.stem}`, ...this.corrections(token.word)];
    if (NEGATED_VERBS.has(token.word)) keys.push('not');
    return keys;
  }

  /**
   * The phrases that may match from `start`: filed under its word (or its stem, or a correction)
   * and under the words after it. Each first key's phrases come in lexicon order, as they were
   * tried before the filing narrowed them.
   */
  private phrasesStartingAt(tokens: readonly Token[], start: number): Set<CompiledPhrase> {
    const phrases = new Set<CompiledPhrase>();
    const first = tokens[start];
    if (first === undefined) return phrases;
    for (const key of this.keysOf(first)) {
      const node = this.byFirstWords.next.get(key);
      if (node === undefined) continue;
      const candidates: CompiledPhrase[] = [];
      this.collect(node, tokens, start + 1, 1, candidates);
      candidates.sort((one, other) => one.ordinal - other.ordinal);
      for (const phrase of candidates) phrases.add(phrase);
    }
    return phrases;
  }

  private collect(
    node: PrefixNode,
    tokens: readonly Token[],
    at: number,
    depth: number,
    into: CompiledPhrase[],
  ): void {
    into.push(...node.phrases);
    const token = tokens[at];
    if (depth >= FILING_DEPTH || token === undefined || node.next.size === 0) return;
    for (const key of this.keysOf(token)) {
      const next = node.next.get(key);
      if (next !== undefined) this.collect(next, tokens, at + 1, depth + 1, into);
    }
  }

  /** Where the phrase ends (the position after its last word) when it matches at `start`. */
  private matchEnd(tokens: readonly Token[], start: number, phrase: CompiledPhrase): number | undefined {
    return this.endFrom(tokens, start, phrase.parts, 0, TENSED_CONCEPTS.has(phrase.concept));
  }

  private endFrom(
    tokens: readonly Token[],
    at: number,
    parts: readonly PhrasePart[],
    partIndex: number,
    tensed: boolean,
  ): number | undefined {
    const part = parts[partIndex];
    if (part === undefined) return at;
    if (part === 'gap') {
      const clause = tokens[at - 1]?.clause;
      for (let skip = 0; skip <= MAX_GAP; skip += 1) {
        if (tokens[at + skip]?.clause !== clause) break;
        const end = this.endFrom(tokens, at + skip, parts, partIndex + 1, tensed);
        if (end !== undefined) return end;
      }
      return undefined;
    }
    const token = tokens[at];
    if (token === undefined || !this.tokenMatches(token, part, tensed)) return undefined;
    if (tensed && namesAThing(token, tokens[at + 1], tokens[at - 1])) return undefined;
    if (partIndex === 0 && aQuantity(token, tokens[at - 1])) return undefined;
    if (parts.length === 1 && anotherVerbWithItsParticle(token, tokens[at + 1])) return undefined;
    return this.endFrom(tokens, at + 1, parts, partIndex + 1, tensed);
  }

  private tokenMatches(token: Token, part: PhraseWord, tensed = false): boolean {
    if (token.word === part.word) return true;
    if (part.asWritten) return false;
    if (part.word === 'not' && NEGATED_VERBS.has(token.word)) return true;
    if (UNINFLECTED_WORDS.has(token.word) || UNINFLECTED_WORDS.has(part.word)) return false;
    // "can he lick the bowl?" asks; "he licked" tells: a verb's bare form is not its past.
    // "safe for a dog to consume?": the stem drops a final "e", and the word is still the bare form.
    // "if he licks it?" asks too: the present tense names the act as the bare form does.
    const bare =
      token.word === token.stem || token.word === `${token.stem}e` || token.word === `${token.stem}s`;
    const bareForPast = tensed && bare && part.word !== part.stem;
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

/** A phrase with alternative words (`do|can`, optional `that|`) as the phrases it stands for. */
export function expandAlternatives(phrase: string): string[] {
  const expanded = phrase
    .split(/\s+/)
    .filter((piece) => piece !== '')
    .reduce<string[][]>(
      (starts, piece) =>
        piece
          .split('|')
          .flatMap((choice) => starts.map((start) => (choice === '' ? start : [...start, choice]))),
      [[]],
    );
  return expanded.map((words) => words.join(' '));
}

const AS_WRITTEN_MARK = /(^|\s)=(?=\S)/g;

function compile(phrase: string): PhrasePart[] {
  // Each stretch between gaps is read as a text would be ("can not" is one word, "cant").
  return phrase.split(/\s*\.\.\.\s*/).flatMap((stretch, index): PhrasePart[] => {
    const asWritten = new Set(
      stretch
        .split(/\s+/)
        .filter((piece) => piece.startsWith('='))
        .flatMap((piece) => tokenize(piece.slice(1)).map((token) => token.word)),
    );
    return [
      ...(index === 0 ? [] : (['gap'] as const)),
      ...tokenize(stretch.replace(AS_WRITTEN_MARK, '$1')).map((token) => ({
        word: token.word,
        stem: stemOf(token.word),
        asWritten: asWritten.has(token.word),
      })),
    ];
  });
}
