import loanwordList from './loanwords.json' with { type: 'json' };
import petWordsInOtherScripts from './pet-words-in-other-scripts.json' with { type: 'json' };
import wordsWithoutGlossaries from './words-without-glossaries.json' with { type: 'json' };
import { foldWord } from './words-of.js';

/**
 * "My perro drink from the bucket with the anticongelante": an English sentence with the pet or
 * the poison named in the owner's first language. The list (`loanwords.json`, written by
 * `npm run generate:real-words`) holds only glossary words that name an animal, a kind of pet or
 * a poison and are no English word, so "chat" stays a chat.
 */
const LOANWORDS: ReadonlyMap<string, string> = new Map(
  loanwordList.map((entry) => {
    const [word = '', english = ''] = entry.split('=');
    return [word, english];
  }),
);

// "우리 강아지 drank the coolant", "мой попугай is on the cage floor": the pet named in a script
// the glossaries do not hold. Chinese, Japanese, Korean and Thai run words together (and Korean
// adds its particles to them), so those names are found inside the text; the others are words.
const RUN_TOGETHER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
// "my mbwa ate rat poison", "aking pusa nagsusuka": pets, signs and poisons named in languages
// with no glossary, as whole words.
const PET_WORDS = Object.entries({
  ...(petWordsInOtherScripts as Record<string, string>),
  ...(wordsWithoutGlossaries as Record<string, string>),
});
const NAMES_INSIDE = PET_WORDS.filter(([word]) => RUN_TOGETHER.test(word)).sort(
  ([left], [right]) => right.length - left.length,
);
// A name whose accents tell it apart ("thỏ", a rabbit, is not "tho") is matched with them.
const ACCENTED = /[^\p{ASCII}]/u;
const NAMES_AS_WORDS: ReadonlyMap<string, string> = new Map(
  PET_WORDS.filter(([word]) => !RUN_TOGETHER.test(word) && !word.includes(' ')).map(([word, english]) => [
    ACCENTED.test(word) ? word.normalize('NFC').toLowerCase() : foldWord(word),
    english,
  ]),
);
// "saanp ne kaat liya", "ayaw kumain": a few signs are said in two or three words, none of which
// means the sign alone; those are read as phrases, the longest first.
const PHRASES: ReadonlyMap<string, string> = new Map(
  PET_WORDS.filter(([word]) => word.includes(' ')).map(([phrase, english]) => [foldWord(phrase), english]),
);
const PHRASE_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...PHRASES.keys()]
    .sort((left, right) => right.length - left.length)
    .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);
// Arabic written in Latin letters spells sounds with digits ("yest2aya", "3adda"), inside a word.
const WORD = /\p{N}*\p{L}[\p{L}\p{N}]*/gu;

/** The text with each loanword for a pet or a poison written in English. */
export function withLoanwordsInEnglish(text: string): string {
  const phrased = text.replace(PHRASE_PATTERN, (written) => PHRASES.get(foldWord(written)) ?? written);
  const words = phrased.replace(
    WORD,
    (written) =>
      LOANWORDS.get(foldWord(written)) ??
      NAMES_AS_WORDS.get(written.normalize('NFC').toLowerCase()) ??
      NAMES_AS_WORDS.get(foldWord(written)) ??
      written,
  );
  if (!RUN_TOGETHER.test(words)) return words;
  return NAMES_INSIDE.reduce((read, [word, english]) => read.replaceAll(word, ` ${english} `), words);
}
