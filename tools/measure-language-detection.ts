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
import { GLOSSARIES, englishOfWord } from '../src/core/chat/advisor/languages/glossary.js';
import { wordsOf } from '../src/core/chat/advisor/languages/words-of.js';
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

// The best glossary's share of a turn's words, whatever the English words say.
function bestCoverage(turn: string): number {
  const words = wordsOf(turn);
  if (words.length === 0) return 0;
  return Math.max(
    ...GLOSSARIES.map(
      (glossary) => words.filter((word) => englishOfWord(word, glossary) !== undefined).length / words.length,
    ),
  );
}
const lowestForeign = Math.min(...foreignTurns.map(bestCoverage));
const englishCoverages = englishTurns.map(bestCoverage).sort((a, b) => b - a);
const share = (value: number | undefined) => `${Math.round((value ?? 0) * 100)}%`;

console.log(`foreign turns recognised: ${foreignTurns.length - missed.length}/${foreignTurns.length}`);
console.log(
  `  by language: ${[...byLanguage].map(([language, count]) => `${language} ${count}`).join(', ')}`,
);
for (const turn of missed) console.log(`  missed: ${turn}`);
console.log(`lowest glossary coverage of a foreign turn: ${share(lowestForeign)}`);
console.log(
  `highest glossary coverage of an English turn: ${share(englishCoverages[0])}` +
    ` (English turns at 60% or more: ${englishCoverages.filter((value) => value >= 0.6).length})`,
);
console.log(`English turns taken for another language: ${misread.length}/${englishTurns.length}`);
for (const turn of misread) console.log(`  misread (${detectLanguage(turn)?.language}): ${turn}`);
