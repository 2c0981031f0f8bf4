import loanwordList from './loanwords.json' with { type: 'json' };
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

/** The text with each loanword for a pet or a poison written in English. */
export function withLoanwordsInEnglish(text: string): string {
  return text.replace(/\p{L}+/gu, (written) => LOANWORDS.get(foldWord(written)) ?? written);
}
