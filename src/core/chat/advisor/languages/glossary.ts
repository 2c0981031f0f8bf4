import german from './glossaries/de.json' with { type: 'json' };
import spanish from './glossaries/es.json' with { type: 'json' };
import french from './glossaries/fr.json' with { type: 'json' };
import italian from './glossaries/it.json' with { type: 'json' };
import portuguese from './glossaries/pt.json' with { type: 'json' };
import { foldWord, wordsOf, writtenWord } from './words-of.js';

/** A language the advisor reads (and glosses into English before deciding anything). */
export type GlossedLanguage = 'es' | 'fr' | 'de' | 'pt' | 'it';

/** One language's glossary as written in its data file. */
interface GlossaryFile {
  /** The line that ends an answer, in this language, saying that answers are in English. */
  notice: string;
  /** Endings to replace, in order, when a word is not in the glossary: plural, diminutive, case. */
  endings: ReadonlyArray<readonly string[]>;
  /** Words and phrases (several words) in this language and their plain English; "" drops one. */
  entries: Record<string, string>;
  /** German only: words are also read as compounds of glossary words ("Rattengift"). */
  compounds?: boolean;
  /**
   * German only: a negation at the end of its clause is read next to the clause's verb ("frisst
   * seit gestern nichts" is "eats nothing since yesterday"), as English places it.
   */
  clauseNegation?: { verbs: readonly string[]; negations: readonly string[] };
}

export interface Glossary {
  language: GlossedLanguage;
  notice: string;
  endings: ReadonlyArray<readonly [string, string]>;
  words: ReadonlyMap<string, string>;
  /** Words whose accent tells them apart from the same letters without it ("è", "à", "él"). */
  accented: ReadonlyMap<string, string>;
  /** Phrases by their first word, longest first. */
  phrases: ReadonlyMap<string, ReadonlyArray<{ words: readonly string[]; english: string }>>;
  compounds: boolean;
  clauseNegation: { verbs: ReadonlySet<string>; negations: ReadonlySet<string> } | undefined;
}

function glossaryOf(language: GlossedLanguage, file: GlossaryFile): Glossary {
  const words = new Map<string, string>();
  const accented = new Map<string, string>();
  const plain = new Set<string>();
  const phrases = new Map<string, Array<{ words: readonly string[]; english: string }>>();
  for (const [key, english] of Object.entries(file.entries)) {
    // Keys are cut into words as messages are ("j'ai donné" is "j'", "ai", "donne"); an elision
    // that ends a key ("l'", "parce qu'") is one word.
    const parts = foldWord(key)
      .split(/\s+/)
      .flatMap((chunk) => (/^\p{L}+'$/u.test(chunk) ? [chunk] : wordsOf(chunk)));
    const [head] = parts;
    if (head === undefined) continue;
    if (parts.length === 1) {
      const written = writtenWord(key);
      // The folded form belongs to the word written without accents when there is one: "e" is
      // "and", "è" is "is" only when written so.
      if (written !== head) {
        accented.set(written, english);
        if (plain.has(head)) continue;
      } else {
        plain.add(head);
      }
      words.set(head, english);
      continue;
    }
    const list = phrases.get(head) ?? [];
    list.push({ words: parts, english });
    phrases.set(head, list);
  }
  for (const list of phrases.values()) list.sort((a, b) => b.words.length - a.words.length);
  // Tried in the file's order, plurals first: "gatitos" is "gatito" (kitten) before "gato" (cat).
  const endings = file.endings.map(([ending = '', replacement = '']) => {
    if (ending === '') throw new Error(`an empty ending in the ${language} glossary`);
    return [foldWord(ending), foldWord(replacement)] as const;
  });
  return {
    language,
    notice: file.notice,
    endings,
    words,
    accented,
    phrases,
    compounds: file.compounds === true,
    clauseNegation:
      file.clauseNegation === undefined
        ? undefined
        : {
            verbs: new Set(file.clauseNegation.verbs.map(foldWord)),
            negations: new Set(file.clauseNegation.negations.map(foldWord)),
          },
  };
}

export const GLOSSARIES: readonly Glossary[] = [
  glossaryOf('es', spanish),
  glossaryOf('fr', french),
  glossaryOf('de', german),
  glossaryOf('pt', portuguese),
  glossaryOf('it', italian),
];

export function glossaryFor(language: GlossedLanguage): Glossary {
  const glossary = GLOSSARIES.find((candidate) => candidate.language === language);
  if (glossary === undefined) throw new Error(`no glossary for ${language}`);
  return glossary;
}

const MIN_STEM = 3;
const MIN_COMPOUND_PART = 3;
// Shorter words are not compounds: "werden" is not "wer" + "den".
const MIN_COMPOUND_LENGTH = 8;

/**
 * The English of one (folded) word in a glossary: as written, then with a plural, diminutive or
 * case ending replaced ("gatitos" is "gato", "Hunde" is "Hund"), then for German as a compound of
 * known words ("Rattengift" is "rat poison"). Undefined when the glossary does not know it.
 */
export function englishOfWord(word: string, glossary: Glossary, written?: string): string | undefined {
  const accented = written === undefined ? undefined : glossary.accented.get(written);
  if (accented !== undefined) return accented;
  const exact = glossary.words.get(word);
  if (exact !== undefined) return exact;
  // "peut-il", "anti-adhésive": a hyphened word the glossary lacks is read part by part.
  if (word.includes('-')) {
    const parts = word.split('-').map((part) => englishOfWord(part, glossary));
    return parts.every((part) => part !== undefined) ? parts.join(' ').trim() : undefined;
  }
  for (const [ending, replacement] of glossary.endings) {
    if (!word.endsWith(ending) || word.length - ending.length < MIN_STEM) continue;
    const found = glossary.words.get(word.slice(0, -ending.length) + replacement);
    if (found !== undefined) return found;
  }
  return glossary.compounds && word.length >= MIN_COMPOUND_LENGTH
    ? englishOfCompound(word, glossary, 0)
    : undefined;
}

// German joins the parts of a compound with these ("Katze-n-klo", "Geburt-s-tag").
const LINKS = ['', 's', 'n', 'en', 'e', 'es', 'er'];
const MAX_COMPOUND_DEPTH = 2;

function englishOfCompound(word: string, glossary: Glossary, depth: number): string | undefined {
  if (depth > MAX_COMPOUND_DEPTH || word.length < MIN_COMPOUND_PART * 2) return undefined;
  // The last part carries the meaning ("Zahn-fleisch"): the longest known last part wins.
  for (let split = MIN_COMPOUND_PART; split <= word.length - MIN_COMPOUND_PART; split += 1) {
    const tail = word.slice(split);
    const tailEnglish = glossary.words.get(tail) ?? englishOfEnding(tail, glossary);
    if (tailEnglish === undefined) continue;
    const head = word.slice(0, split);
    for (const link of LINKS) {
      if (!head.endsWith(link) || head.length - link.length < MIN_COMPOUND_PART) continue;
      const stem = head.slice(0, head.length - link.length);
      const headEnglish = glossary.words.get(stem) ?? englishOfCompound(stem, glossary, depth + 1);
      if (headEnglish !== undefined) return `${headEnglish} ${tailEnglish}`.trim();
    }
  }
  return undefined;
}

function englishOfEnding(word: string, glossary: Glossary): string | undefined {
  for (const [ending, replacement] of glossary.endings) {
    if (!word.endsWith(ending) || word.length - ending.length < MIN_STEM) continue;
    const found = glossary.words.get(word.slice(0, -ending.length) + replacement);
    if (found !== undefined) return found;
  }
  return undefined;
}
