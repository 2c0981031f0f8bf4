/** One piece of a message: a word (folded) or anything else (punctuation, a number, a symbol). */
export interface Piece {
  /** Folded: lowercase, no accents. */
  text: string;
  /** Lowercase with its accents, for the words an accent tells apart ("è" is, "e" and). */
  written: string;
  isWord: boolean;
}

/** Lowercase, accents folded, typographic apostrophes made plain: how glossary keys are kept. */
export function foldWord(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’`´]/g, "'");
}

// A word may end in an elision's apostrophe ("l'", "qu'", "all'"): French and Italian join it to
// the next word, and the glossary reads it on its own ("l'antigel" is "the antifreeze"). Hyphened
// words stay whole ("est-ce", "mort-aux-rats"); numbers keep their decimals ("41,5").
const PIECES = /\p{L}+'(?=\p{L})|\p{L}+(?:-\p{L}+)*|\p{N}+(?:[.,]\p{N}+)?|[^\s\p{L}\p{N}]/gu;

export function piecesOf(text: string): Piece[] {
  return [...writtenWord(text).matchAll(PIECES)].map(([match]) => ({
    text: foldWord(match),
    written: match,
    isWord: /^\p{L}/u.test(match),
  }));
}

/** A key as written, lowercase with its accents. */
export function writtenWord(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[’`´]/g, "'");
}

export function wordsOf(text: string): string[] {
  return piecesOf(text)
    .filter((piece) => piece.isWord)
    .map((piece) => piece.text);
}
