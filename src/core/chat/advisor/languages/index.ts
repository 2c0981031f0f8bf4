import { detectLanguage } from './detect-language.js';
import { glossIntoEnglish } from './gloss.js';
import { glossaryFor, type GlossedLanguage } from './glossary.js';

export type { GlossedLanguage } from './glossary.js';
export { withLoanwordsInEnglish } from './loanwords.js';

/** A user turn as the advisor reads it: in English, and the language it was written in. */
export interface EnglishReading {
  text: string;
  language: GlossedLanguage | undefined;
}

/**
 * A turn written wholly in Spanish, French, German, Portuguese or Italian, glossed into plain
 * English for every rule, concept and retrieval that follows; any other turn as it was written.
 * `conversation` is the language of the owner's earlier turns, which reads a short follow-up.
 */
export function readInEnglish(text: string, conversation?: GlossedLanguage): EnglishReading {
  const reading = detectLanguage(text, conversation);
  if (reading === undefined) return readSentenceBySentence(text);
  return { text: glossIntoEnglish(text, reading.language), language: reading.language };
}

// A sentence this short ("Hallo!", "ok merci") says too little to tell its language alone.
const MIN_WORDS_OF_A_SENTENCE = 4;

/**
 * "Hi, sorry to bother you. Mi perro se ha comido un racimo de uvas": a greeting in English
 * before the report in another language. Each sentence or clause that is wholly in one of the
 * glossed languages is read in English; the English ones are left as they are.
 */
function readSentenceBySentence(text: string): EnglishReading {
  const sentences = text.split(/(?<=[.!?,;:])\s+|(?<=\n)/);
  if (sentences.length < 2) return { text, language: undefined };
  let language: GlossedLanguage | undefined;
  const read = sentences.map((sentence) => {
    if (sentence.trim().split(/\s+/).length < MIN_WORDS_OF_A_SENTENCE) return sentence;
    const own = detectLanguage(sentence);
    if (own === undefined) return sentence;
    language ??= own.language;
    return glossIntoEnglish(sentence, own.language);
  });
  return language === undefined ? { text, language } : { text: read.join(' '), language };
}

/**
 * The answer with one closing line in the owner's language saying that the advisor answers in
 * English; the answer itself is unchanged, so an urgent line still opens it.
 */
export function withAnswerLanguageNotice(answer: string, language: GlossedLanguage | undefined): string {
  if (language === undefined) return answer;
  return `${answer}\n\n${glossaryFor(language).notice}`;
}
