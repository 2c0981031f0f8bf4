import { GLOSSARIES, glossaryFor, type GlossedLanguage } from './glossary.js';
import { knownWords } from './gloss.js';
import { lexicon } from '../lexicon/index.js';
import { wordsOf } from './words-of.js';

/**
 * Which of the glossed languages a message is written in, if any. Short messages defeat
 * character n-gram detectors ("mi perro vomita" is four words), so the test is the glossaries'
 * coverage: most of the words are in one language's glossary and few are everyday English words.
 * An English message that names a foreign word or two ("mi gata is pregnant") stays English.
 */
// Measured on the development cases (tools/measure-language-detection.ts): the best glossary
// covers at least 77% of every foreign turn; the six English turns (of 4,860) that a glossary
// covers as much are told apart by their English words.
const MIN_COVERAGE = 0.6;
const MAX_ENGLISH_SHARE = 0.25;
const MIN_WORDS = 3;

// Everyday English words owners write: their share (less the words the language has too, "me",
// "a") tells an English message from a foreign one that borrows a word ("chocolate", "hamster").
const ENGLISH = new Set([
  'the',
  'my',
  'your',
  'our',
  'his',
  'her',
  'their',
  'he',
  'she',
  'it',
  'they',
  'we',
  'you',
  'i',
  'me',
  'him',
  'them',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'has',
  'have',
  'had',
  'do',
  'does',
  'did',
  'done',
  'and',
  'or',
  'but',
  'of',
  'to',
  'for',
  'with',
  'on',
  'at',
  'by',
  'from',
  'about',
  'into',
  'over',
  'after',
  'before',
  'this',
  'that',
  'these',
  'those',
  'what',
  'which',
  'who',
  'how',
  'when',
  'why',
  'where',
  'can',
  'could',
  'should',
  'would',
  'will',
  'shall',
  'may',
  'might',
  'must',
  'not',
  'dont',
  "don'",
  "can'",
  "won'",
  "isn'",
  "doesn'",
  "didn'",
  "it'",
  "he'",
  "she'",
  "i'",
  "that'",
  "what'",
  "there'",
  "we'",
  "they'",
  "you'",
  'any',
  'some',
  'just',
  'very',
  'much',
  'many',
  'really',
  'now',
  'then',
  'there',
  'here',
  'if',
  'so',
  'too',
  'also',
  'only',
  'still',
  'again',
  'ate',
  'eat',
  'eaten',
  'eating',
  'dog',
  'dogs',
  'cat',
  'cats',
  'puppy',
  'kitten',
  'rabbit',
  'bird',
  'got',
  'get',
  'gets',
  'give',
  'gave',
  'keep',
  'keeps',
  'should',
  'help',
  'please',
  'thanks',
  'ok',
  'okay',
  'yes',
  'like',
  'know',
  'think',
  'want',
  'need',
  'seems',
  'looks',
  'been',
  'since',
  'hours',
  'minutes',
  'day',
  'days',
  'week',
  'weeks',
  'old',
  'new',
  'little',
  'bit',
  'lot',
  'all',
  'one',
  'two',
  'three',
  'few',
  'more',
  'less',
  'safe',
  'normal',
  'good',
  'bad',
  'sick',
  'ill',
  'vet',
  'food',
  'hi',
  'hello',
  'hey',
  'well',
  'just',
  'because',
  'an',
  'as',
  'up',
  'out',
  'off',
  'down',
  'go',
  'going',
  'went',
  'gone',
  'come',
  'came',
  'make',
  'made',
  'take',
  'took',
  'around',
  'today',
  'yesterday',
  'tonight',
  'morning',
  'night',
  'last',
  'first',
  'again',
  'does',
  'anything',
  'something',
  'nothing',
  'everything',
  'getting',
  'having',
  'looking',
  'keeps',
  'than',
]);

// Every word the advisor's lexicon or knowledge base spells counts as English too: thousands of
// English words about pets ("male", "straining"), so that a terse English message is not read as
// Italian for its "male" and "no". The shared matcher already holds them (compiled at start-up).
function isEnglish(word: string): boolean {
  return ENGLISH.has(word) || lexicon().knows(word);
}

export interface LanguageReading {
  language: GlossedLanguage;
  /** Share of the message's words the language's glossary knows. */
  coverage: number;
}

/**
 * The language a message is written in, when it is one the advisor glosses; otherwise undefined.
 * A short turn (one or two words: "¿y gatos?", "merci") is read in the language the conversation
 * was already in, when that language knows every word of it.
 */
export function detectLanguage(text: string, conversation?: GlossedLanguage): LanguageReading | undefined {
  const words = wordsOf(text);
  if (words.length === 0) return undefined;
  if (words.length < MIN_WORDS) {
    if (conversation === undefined) return undefined;
    const known = knownWords(text, glossaryFor(conversation));
    return known.every(Boolean) ? { language: conversation, coverage: 1 } : undefined;
  }
  let best: LanguageReading | undefined;
  for (const glossary of GLOSSARIES) {
    const known = knownWords(text, glossary);
    const coverage = known.filter(Boolean).length / words.length;
    // An English word counts against the language unless the language has it too ("me", "a").
    const englishShare = words.filter((word, at) => !known[at] && isEnglish(word)).length / words.length;
    if (coverage < MIN_COVERAGE || englishShare > MAX_ENGLISH_SHARE) continue;
    // The conversation's language wins a tie (Spanish and Portuguese share many words).
    const better =
      best === undefined ||
      coverage > best.coverage ||
      (coverage === best.coverage && glossary.language === conversation);
    if (better) best = { language: glossary.language, coverage };
  }
  return best;
}
