import { detectLanguage } from './detect-language.js';
import { glossIntoEnglish } from './gloss.js';
import { glossaryFor, type GlossedLanguage } from './glossary.js';

export type { GlossedLanguage } from './glossary.js';

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
  if (reading === undefined) return { text, language: undefined };
  return { text: glossIntoEnglish(text, reading.language), language: reading.language };
}

/**
 * The answer with one closing line in the owner's language saying that the advisor answers in
 * English; the answer itself is unchanged, so an urgent line still opens it.
 */
export function withAnswerLanguageNotice(answer: string, language: GlossedLanguage | undefined): string {
  if (language === undefined) return answer;
  return `${answer}\n\n${glossaryFor(language).notice}`;
}
