/**
 * Measures the advisor's reading of other languages on the development cases: how many turns of
 * the cases written in Spanish, French, German, Portuguese and Italian are recognised (and as
 * which language), and how many English turns of every other development file are taken for a
 * foreign language (the goal is none). Only the development set is read.
 *
 *   npx tsx tools/measure-language-detection.ts            the figures and every misreading
 *   npx tsx tools/measure-language-detection.ts --glosses  also each foreign turn's English gloss
 */
import { detectLanguage } from '../src/core/chat/advisor/languages/detect-language.js';
import { readInEnglish } from '../src/core/chat/advisor/languages/index.js';
import { DEV_CASES } from '../eval/chat/dev/index.js';
import {
  OTHER_LANGUAGES_EMERGENCIES,
  OTHER_LANGUAGES_NEAR_MISSES,
} from '../eval/chat/dev/emergency-other-languages.js';

const showGlosses = process.argv.includes('--glosses');
const foreignCases = new Set([...OTHER_LANGUAGES_EMERGENCIES, ...OTHER_LANGUAGES_NEAR_MISSES]);
const foreignTurns = [...foreignCases].flatMap((testCase) => testCase.turns);
const englishTurns = DEV_CASES.filter((testCase) => !foreignCases.has(testCase)).flatMap(
  (testCase) => testCase.turns,
);

const byLanguage = new Map<string, number>();
const missed: string[] = [];
for (const turn of foreignTurns) {
  const reading = detectLanguage(turn);
  if (reading === undefined) missed.push(turn);
  else byLanguage.set(reading.language, (byLanguage.get(reading.language) ?? 0) + 1);
  if (showGlosses) console.log(`${reading?.language ?? '--'} ${turn}\n   ${readInEnglish(turn).text}`);
}
const misread = englishTurns.filter((turn) => detectLanguage(turn) !== undefined);

console.log(`foreign turns recognised: ${foreignTurns.length - missed.length}/${foreignTurns.length}`);
console.log(
  `  by language: ${[...byLanguage].map(([language, count]) => `${language} ${count}`).join(', ')}`,
);
for (const turn of missed) console.log(`  missed: ${turn}`);
console.log(`English turns taken for another language: ${misread.length}/${englishTurns.length}`);
for (const turn of misread) console.log(`  misread (${detectLanguage(turn)?.language}): ${turn}`);
