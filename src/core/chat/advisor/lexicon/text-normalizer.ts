import { stemmer } from 'stemmer';

/** One word of a text: as written (lowercased, accents folded) and its Porter stem. */
export interface Token {
  word: string;
  stem: string;
}

// Short words are compared as written: "ate" and "at" share the stem "at".
const MIN_STEMMED_LENGTH = 4;

/** Lowercase, accents folded ("Zoë" is "zoe"), apostrophes dropped ("won't" is "wont"). */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’'`]/g, '');
}

// Texting shorthand owners type: "do u have", "r they", "ur cats".
const TEXT_SPEAK: Record<string, string> = {
  u: 'you',
  ya: 'you',
  ur: 'your',
  r: 'are',
  wat: 'what',
  wot: 'what',
  wats: 'whats',
  hv: 'have',
  pls: 'please',
  plz: 'please',
  abt: 'about',
  b4: 'before',
  cuz: 'because',
  coz: 'because',
  bc: 'because',
  thx: 'thanks',
  ty: 'thanks',
  rn: 'right now',
};

/** Texting shorthand written out, word by word, in already lowercased text. */
export function expandTextSpeak(text: string): string {
  return text.replace(/[a-z0-9]+/g, (word) => TEXT_SPEAK[word] ?? word);
}

export function stemOf(word: string): string {
  return word.length < MIN_STEMMED_LENGTH ? word : stemmer(word);
}

/** The words of a text, each with its stem; numbers are kept ("24 hours"). */
export function tokenize(text: string): Token[] {
  return expandTextSpeak(normalizeText(text))
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => ({ word, stem: stemOf(word) }));
}
