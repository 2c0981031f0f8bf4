import damerauLevenshtein from 'damerau-levenshtein';
import { stemOf } from './text-normalizer.js';

/**
 * Misspelt words written as the advisor's own words before anything reads the question, so the
 * emergency rules, the topic guard, the safety verdicts and retrieval all see "chocolate" where an
 * owner typed "chocklit". Three ways a word is misspelt, tried in this order:
 *
 * - letters doubled or tripled by a slip or for emphasis ("sluggg", "fitts", "bannana");
 * - a small edit (one from five letters, two from nine), compared on the word or on its stem so
 *   the ending is kept ("sneazed" is "sneezed", "scrathing" is "scratching"), and in a word of
 *   four letters two neighbouring letters swapped ("gusm" is "gums");
 * - spelt by ear: the same consonants in the same order once sounds written alike are folded
 *   ("chocklit" and "chocolate" both sound as x-k-l-t), for words of six letters or more.
 *
 * Only a word that is neither the advisor's vocabulary nor a common English word is corrected
 * (`real-words-near-spelling.json`, generated from SCOWL's lists, holds the English words these
 * rules would otherwise change), nor a capitalised word inside a sentence (a name), nor a word
 * with digits. A word near two different words is left as written.
 */

const MIN_LENGTH = 4;
const MIN_EDITED_LENGTH = 5;
const TWO_EDITS_LENGTH = 9;
const MIN_SOUNDED_LENGTH = 6;
// A sound key of fewer consonants than this matches too many words to mean anything.
const MIN_SOUND_KEY = 4;

// Contractions as normalisation leaves them (apostrophes dropped): words, not misspellings of
// "teats" or "theyre". SCOWL's lists have no contractions.
const CONTRACTIONS = [
  'thats',
  'whats',
  'hows',
  'wheres',
  'whens',
  'whos',
  'theres',
  'heres',
  'theyre',
  'theyve',
  'theyll',
  'theyd',
  'youre',
  'youve',
  'youll',
  'youd',
  'weve',
  'well',
  'were',
  'shes',
  'hes',
  'shell',
  'hell',
  'shed',
  'itll',
  'doesn',
  'didn',
  'isn',
  'wasn',
  'aren',
  'weren',
  'hasn',
  'haven',
  'hadn',
  'couldn',
  'wouldn',
  'shouldn',
  'mustn',
  'needn',
  'shouldnt',
  'mustnt',
  'neednt',
  'mightnt',
  'wouldve',
  'couldve',
  'shouldve',
  'mightve',
  'mustve',
  'whatll',
  'thatll',
  'whod',
  'whove',
  'whatve',
];
// A word spelt by ear is still near the word meant: "chocklit" is three edits from "chocolate".
const MAX_SOUNDED_EDITS = 3;

interface VocabularyWord {
  word: string;
  stem: string;
}

function allowedEdits(length: number): number {
  if (length < MIN_EDITED_LENGTH) return 0;
  return length >= TWO_EDITS_LENGTH ? 2 : 1;
}

/**
 * The consonants of a word as they sound, in order: "ch" one sound, "ck", "q" and a hard "c" as
 * "k", a soft "c" and "z" as "s", "ph" as "f"; vowels, "h", "w" and "y" after the first letter
 * dropped, and a repeated sound kept once.
 */
export function soundKey(word: string): string {
  const folded = word
    .replace(/ch/g, 'X')
    .replace(/sh/g, 'S')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 's');
  const [first = '', ...rest] = folded;
  const consonants = rest.join('').replace(/[aeiouyhw]/g, '');
  return `${first}${consonants}`.replace(/(.)\1+/g, '$1');
}

/** Each way of writing a doubled or tripled letter once ("bannana": "banana", "bannana"...). */
function withLettersUndoubled(word: string): string[] {
  const runs = [...word.matchAll(/(.)\1+/g)];
  let variants = [''];
  let at = 0;
  for (const run of runs) {
    const before = word.slice(at, run.index);
    const letter = run[1] ?? '';
    const choices = run[0].length > 2 ? [letter, letter + letter] : [letter, letter + letter];
    variants = variants.flatMap((start) => choices.map((choice) => `${start}${before}${choice}`));
    at = run.index + run[0].length;
  }
  return variants.map((start) => `${start}${word.slice(at)}`).filter((variant) => variant !== word);
}

// A first letter written as it sounds: "zylitol" is xylitol, "kollapsed" collapsed.
const FIRST_LETTERS_ALIKE: Readonly<Record<string, readonly string[]>> = {
  x: ['z'],
  z: ['x'],
  c: ['k'],
  k: ['c'],
};
function lettersSoundingAs(letter: string): string[] {
  return [letter, ...(FIRST_LETTERS_ALIKE[letter] ?? [])];
}

// One vowel sound, two spellings: "tode" and "toad", "fleas" and "flees", "pain" and "pane".
const VOWELS_SPELLED_ALIKE: readonly (readonly [RegExp, string])[] = [
  [/o([^aeiouy])e$/, 'oa$1'],
  [/oa([^aeiouy])$/, 'o$1e'],
  [/a([^aeiouy])e$/, 'ai$1'],
  [/ai([^aeiouy])$/, 'a$1e'],
  [/ee/, 'ea'],
  [/ea/, 'ee'],
];

export class SpellingCorrector {
  private readonly vocabulary: Set<string>;
  /** Every word the advisor spells, by first letter: the rivals of a correction. */
  private readonly allWords = new Map<string, string[]>();
  private readonly neverCorrected: Set<string>;
  private readonly byFirstLetter = new Map<string, VocabularyWord[]>();
  private readonly bySound = new Map<string, VocabularyWord[]>();
  private readonly cache = new Map<string, string | undefined>();
  private readonly careWords: Set<string>;

  /**
   * `vocabulary`: every word the advisor spells (never corrected, and what a doubled letter
   * written once may give); `careWords`: the words an edit or a sound may give, the lexicon's and
   * the knowledge base's titles and keywords. `realWords`: English words that are never
   * corrected though they are near one.
   */
  constructor(vocabulary: Iterable<string>, careWords: Iterable<string>, realWords: Iterable<string> = []) {
    const plainWords = (words: Iterable<string>): string[] =>
      [...words].filter((word) => /^[a-z]+$/.test(word));
    const targets = plainWords(careWords);
    this.careWords = new Set(targets);
    this.vocabulary = new Set([...plainWords(vocabulary), ...targets]);
    this.neverCorrected = new Set([...realWords, ...CONTRACTIONS]);
    for (const word of this.vocabulary) {
      if (word.length < MIN_LENGTH) continue;
      const letter = word.charAt(0);
      appendTo(this.allWords, letter, word);
    }
    for (const word of targets) {
      if (word.length < MIN_LENGTH) continue;
      const entry = { word, stem: stemOf(word) };
      const letter = word.charAt(0);
      appendTo(this.byFirstLetter, letter, entry);
      if (word.length >= MIN_SOUNDED_LENGTH) {
        const key = soundKey(word);
        appendTo(this.bySound, key, entry);
      }
    }
  }

  /** The vocabulary word a misspelt word stands for; undefined for a word to leave alone. */
  correction(word: string): string | undefined {
    if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word)) return undefined;
    if (this.vocabulary.has(word) || this.neverCorrected.has(word)) return undefined;
    if (this.cache.has(word)) return this.cache.get(word);
    const corrected =
      this.undoubled(word) ?? this.byEditOrSound(word) ?? this.swapped(word) ?? this.vowelRespelled(word);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(word, corrected);
    return corrected;
  }

  /** The text with each misspelt word written as the word it stands for. */
  correct(text: string): string {
    return text.replace(/[\p{L}]+/gu, (written, offset: number) => {
      // A capital inside a sentence is a name ("Fluffi", "Mr Wigglz"): names are not corrected.
      if (written !== written.toLowerCase() && !startsSentence(text, offset)) return written;
      const corrected = this.correction(written.toLowerCase());
      return corrected === undefined ? written : corrected;
    });
  }

  // "graips" is one edit from "grains" but sounds as "grapes": a near word that sounds otherwise
  // gives way to the one word that sounds the same.
  private byEditOrSound(word: string): string | undefined {
    const edited = this.edited(word);
    const sounded = this.sounded(word);
    if (edited === undefined || sounded === undefined) return edited ?? sounded;
    // "draggin" is "dragging" with its last letter dropped, not "dragon": a sound only added at the end
    // keeps the edit.
    return soundKey(edited).startsWith(soundKey(word)) ? edited : sounded;
  }

  // "tode", "soap" as "sope": a short word with its vowel written as another spelling of the same
  // sound, too short for an edit or a sound key to be safe. Only when one care word is that spelling.
  private vowelRespelled(word: string): string | undefined {
    if (word.length >= MIN_SOUNDED_LENGTH) return undefined;
    const found = new Set(
      VOWELS_SPELLED_ALIKE.flatMap(([written, meant]) =>
        written.test(word) ? [word.replace(written, meant)] : [],
      ).filter((variant) => this.careWords.has(variant)),
    );
    return found.size === 1 ? [...found][0] : undefined;
  }

  private undoubled(word: string): string | undefined {
    const found = withLettersUndoubled(word).filter((variant) => this.vocabulary.has(variant));
    return found.length === 0
      ? undefined
      : found.reduce((shortest, v) => (v.length < shortest.length ? v : shortest));
  }

  // "gusm", "wakl", "hafl": two letters typed the wrong way round in a word too short for an
  // edit. Only a swap of neighbours, and only when one word of the vocabulary is that close.
  private swapped(word: string): string | undefined {
    if (word.length >= MIN_EDITED_LENGTH) return undefined;
    const found = new Set<string>();
    for (let at = 0; at + 1 < word.length; at += 1) {
      const variant = `${word.slice(0, at)}${word.charAt(at + 1)}${word.charAt(at)}${word.slice(at + 2)}`;
      if (variant !== word && this.vocabulary.has(variant)) found.add(variant);
    }
    return found.size === 1 ? [...found][0] : undefined;
  }

  private edited(word: string): string | undefined {
    const edits = allowedEdits(word.length);
    if (edits === 0) return undefined;
    const stem = stemOf(word);
    const stemEdits = allowedEdits(stem.length);
    const candidates = new Map<string, number>();
    const firstLetters = lettersSoundingAs(word.charAt(0));
    for (const entry of firstLetters.flatMap((letter) => this.byFirstLetter.get(letter) ?? [])) {
      if (Math.abs(entry.word.length - word.length) <= edits) {
        const steps = damerauLevenshtein(word, entry.word).steps;
        if (steps <= Math.min(edits, allowedEdits(entry.word.length))) {
          candidates.set(entry.word, Math.min(steps, candidates.get(entry.word) ?? Infinity));
          continue;
        }
      }
      // "sneazed" and "sneezing" meet by stem; the owner's ending is kept: "sneezed". A word
      // without an ending is compared whole only.
      if (stemEdits === 0 || stem === word || !word.startsWith(stem)) continue;
      if (Math.abs(entry.stem.length - stem.length) > stemEdits) continue;
      const steps = damerauLevenshtein(stem, entry.stem).steps;
      if (steps <= Math.min(stemEdits, allowedEdits(entry.stem.length))) {
        const rewritten = `${entry.stem}${word.slice(stem.length)}`;
        const spelled = this.vocabulary.has(rewritten) ? rewritten : entry.word;
        candidates.set(spelled, Math.min(steps, candidates.get(spelled) ?? Infinity));
      }
    }
    const closest = closestUnambiguous(candidates, word);
    if (closest === undefined) return undefined;
    // "peices": "prices" is a care word one edit away, but "pieces", a word of the knowledge
    // base's text, is as near: the word meant is not known, so it is left as written.
    const steps = candidates.get(closest) ?? 0;
    const closestStem = stemOf(closest);
    const rival = firstLetters
      .flatMap((letter) => this.allWords.get(letter) ?? [])
      .some(
        (other) =>
          Math.abs(other.length - word.length) <= steps &&
          damerauLevenshtein(word, other).steps <= steps &&
          stemOf(other) !== closestStem,
      );
    return rival ? undefined : closest;
  }

  private sounded(word: string): string | undefined {
    if (word.length < MIN_SOUNDED_LENGTH) return undefined;
    const key = soundKey(word);
    if (key.length < MIN_SOUND_KEY) return undefined;
    const alike = (this.bySound.get(key) ?? []).filter(
      (entry) =>
        entry.word.charAt(0) === word.charAt(0) &&
        Math.abs(entry.word.length - word.length) <= MAX_SOUNDED_EDITS &&
        damerauLevenshtein(word, entry.word).steps <= MAX_SOUNDED_EDITS,
    );
    const stems = new Set(alike.map((entry) => entry.stem));
    if (stems.size !== 1) return undefined;
    // The plainest form of the one word meant: "chocolate" rather than "chocolates".
    return alike.reduce((shortest, entry) => (entry.word.length < shortest.word.length ? entry : shortest))
      .word;
  }
}

/**
 * The nearest candidate when it is one word (its forms aside); undefined when two words tie. Of
 * one word's forms, the one ending as the owner's does ("lickd" is "licked", not "licks").
 */
function closestUnambiguous(candidates: ReadonlyMap<string, number>, word: string): string | undefined {
  if (candidates.size === 0) return undefined;
  const nearest = Math.min(...candidates.values());
  const closest = [...candidates].filter(([, steps]) => steps === nearest).map(([candidate]) => candidate);
  const stems = new Set(closest.map(stemOf));
  if (stems.size !== 1) return undefined;
  const ending = word.at(-1);
  const sameEnding = closest.filter((candidate) => candidate.at(-1) === ending);
  const forms = sameEnding.length > 0 ? sameEnding : closest;
  return forms.reduce((shortest, candidate) => (candidate.length < shortest.length ? candidate : shortest));
}

function appendTo<T>(index: Map<string, T[]>, key: string, value: T): void {
  const values = index.get(key);
  if (values === undefined) index.set(key, [value]);
  else values.push(value);
}

function startsSentence(text: string, offset: number): boolean {
  return /(^|[.!?\n]\s*)$/.test(text.slice(Math.max(0, offset - 3), offset)) || offset === 0;
}
