import { GLOSSARIES, englishOfWord, glossaryFor, type Glossary, type GlossedLanguage } from './glossary.js';
import { piecesOf, type Piece } from './words-of.js';

// Punctuation that opens a clause in Spanish ("¿", "¡") has no English counterpart.
const DROPPED = new Set(['¿', '¡', '«', '»']);
// Punctuation written after a space in English too.
const SPACED = new Set(['-', '(', '&', '+', '/']);

/** A phrase of the glossary starting at `start`, with how many pieces it spans. */
function phraseAt(pieces: readonly Piece[], start: number, glossary: Glossary) {
  const first = pieces[start];
  if (first === undefined) return undefined;
  for (const phrase of glossary.phrases.get(first.text) ?? []) {
    const matches = phrase.words.every((word, offset) => {
      const piece = pieces[start + offset];
      return piece !== undefined && piece.isWord && piece.text === word;
    });
    if (matches) return { english: phrase.english, length: phrase.words.length };
  }
  return undefined;
}

// Short words English spells as the glossaries' languages do, with another meaning.
const ENGLISH_TOO = new Set(['he', 'has', 'me', 'son', 'on', 'a', 'i', 'is', 'it', 'we']);

// Words that open a new clause in German: a negation is moved within its own clause only.
const CLAUSE_OPENERS = new Set(['und', 'aber', 'oder', 'weil', 'dass', 'denn', 'wenn', 'als', 'ob']);

/**
 * The pieces with each clause's negation moved next to its verb, for a language that puts it at
 * the end of the clause ("frisst seit zwei Tagen nichts" is read "frisst nichts seit zwei Tagen").
 */
function negationsByTheirVerb(pieces: readonly Piece[], glossary: Glossary): Piece[] {
  const rule = glossary.clauseNegation;
  if (rule === undefined) return [...pieces];
  const out = [...pieces];
  let verb: number | undefined;
  for (let index = 0; index < out.length; index += 1) {
    const piece = out[index] as Piece;
    if (!piece.isWord || CLAUSE_OPENERS.has(piece.text)) {
      verb = undefined;
      continue;
    }
    if (verb === undefined) {
      if (rule.verbs.has(piece.text)) verb = index;
      continue;
    }
    if (rule.negations.has(piece.text) && index > verb + 1) {
      out.splice(index, 1);
      out.splice(verb + 1, 0, piece);
      verb = undefined;
    }
  }
  return out;
}

/**
 * The message in plain English, word by word and phrase by phrase (longest phrase first): close
 * enough for the advisor's concepts and rules, which read meaning from words, not word order.
 * A word the language's glossary lacks is looked up in the others (owners mix Spanish and
 * Portuguese words, and brand names cross borders); a word none knows is kept as written, as
 * drug and product names ("xilitol", "ibuprofen") and numbers usually are.
 */
export function glossIntoEnglish(text: string, language: GlossedLanguage): string {
  const glossary = glossaryFor(language);
  const others = GLOSSARIES.filter((candidate) => candidate !== glossary);
  const pieces = negationsByTheirVerb(piecesOf(text), glossary);
  const out: string[] = [];
  let index = 0;
  while (index < pieces.length) {
    const piece = pieces[index] as Piece;
    if (!piece.isWord) {
      const spaced = SPACED.has(piece.text) || /^\p{N}/u.test(piece.text);
      if (!DROPPED.has(piece.text)) out.push(spaced ? ` ${piece.text}` : piece.text);
      index += 1;
      continue;
    }
    const phrase = phraseAt(pieces, index, glossary);
    if (phrase !== undefined) {
      if (phrase.english !== '') out.push(` ${phrase.english}`);
      index += phrase.length;
      continue;
    }
    // "He licked bastante": a word both languages spell ("he", Spanish for "I have") before a word
    // no glossary knows is the English word, in a message that mixes the two.
    const next = pieces.slice(index + 1).find((candidate) => candidate.isWord);
    if (
      ENGLISH_TOO.has(piece.text) &&
      next !== undefined &&
      [glossary, ...others].every((any) => englishOfWord(next.text, any, next.written) === undefined)
    ) {
      out.push(` ${piece.text}`);
      index += 1;
      continue;
    }
    const english =
      englishOfWord(piece.text, glossary, piece.written) ??
      others
        .map((other) => englishOfWord(piece.text, other, piece.written))
        .find((found) => found !== undefined) ??
      piece.text.replace(/'$/, '');
    if (english !== '') out.push(` ${english}`);
    index += 1;
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}

/**
 * For each word of the message, whether the glossary knows it, alone or within one of its
 * phrases ("cochon d'inde" knows "inde"): the coverage that tells which language a message is in.
 */
export function knownWords(text: string, glossary: Glossary): boolean[] {
  const pieces = piecesOf(text);
  const known: boolean[] = [];
  let index = 0;
  while (index < pieces.length) {
    const piece = pieces[index] as Piece;
    const phrase = piece.isWord ? phraseAt(pieces, index, glossary) : undefined;
    if (phrase !== undefined) {
      for (let word = 0; word < phrase.length; word += 1) known.push(true);
      index += phrase.length;
      continue;
    }
    if (piece.isWord) known.push(englishOfWord(piece.text, glossary, piece.written) !== undefined);
    index += 1;
  }
  return known;
}
