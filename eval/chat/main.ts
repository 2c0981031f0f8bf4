/**
 * Prints the evaluation score of `pet-advisor-1` by category, then every failing case.
 *
 *   npm run eval:chat              score and failures
 *   npm run eval:chat -- --answers also print the failing answers in full
 */
import { percent, runEvaluation } from './evaluation.js';

const showAnswers = process.argv.includes('--answers');
const report = await runEvaluation();

console.log('pet-advisor-1 evaluation\n');
for (const { category, passed, total } of report.byCategory) {
  console.log(
    `  ${category.padEnd(10)} ${String(passed).padStart(3)}/${String(total).padEnd(3)} ${percent(passed, total)}`,
  );
}
console.log(
  `  ${'overall'.padEnd(10)} ${String(report.passed).padStart(3)}/${String(report.total).padEnd(3)} ${percent(report.passed, report.total)}\n`,
);

for (const result of report.results.filter((candidate) => candidate.failures.length > 0)) {
  console.log(`✗ [${result.testCase.category}] ${result.testCase.turns.join(' → ')}`);
  for (const failure of result.failures) console.log(`    ${failure}`);
  if (showAnswers) console.log(`    answer: ${result.answer.replace(/\n+/g, ' ⏎ ')}`);
}
