/**
 * Prints the scores of `pet-advisor-1` on the development, test and paraphrase sets by category,
 * then every failing case of the development set. The test and paraphrase sets are held out:
 * only their counts are printed, so nobody tunes the advisor against them by accident.
 *
 *   npm run eval:chat                   scores, and the development set's failures
 *   npm run eval:chat -- --answers      also print the failing answers in full
 *   npm run eval:chat -- --show-held-out also list the held-out sets' failures (for reviewers)
 *   npm run eval:chat -- --semantic      with sentence similarity on (CHAT_ADVISOR_SEMANTIC)
 */
import {
  EVALUATION_SETS,
  houseRequirements,
  percent,
  runEvaluation,
  type EvaluationReport,
} from './evaluation.js';

const showAnswers = process.argv.includes('--answers');
const showHeldOut = process.argv.includes('--show-held-out');
const semantic = process.argv.includes('--semantic');

function row(label: string, passed: number, total: number): string {
  return `  ${label.padEnd(11)} ${String(passed).padStart(3)}/${String(total).padEnd(3)} ${percent(passed, total)}`;
}

function printFailures(setName: string, report: EvaluationReport): void {
  for (const result of report.results.filter((candidate) => candidate.failures.length > 0)) {
    console.log(`✗ ${setName} [${result.testCase.category}] ${result.testCase.turns.join(' → ')}`);
    for (const failure of result.failures) console.log(`    ${failure}`);
    if (showAnswers) console.log(`    answer: ${result.answer.replace(/\n+/g, ' ⏎ ')}`);
  }
}

console.log(`pet-advisor-1 evaluation${semantic ? ' (with sentence similarity)' : ''}`);
const reports: Array<{ name: string; heldOut: boolean; report: EvaluationReport }> = [];
for (const set of EVALUATION_SETS) {
  const report = await runEvaluation(set.cases, { semantic });
  reports.push({ name: set.name, heldOut: set.heldOut, report });
  console.log(`\n${set.name} set${set.heldOut ? ' (held out)' : ''}`);
  for (const { category, passed, total } of report.byCategory) console.log(row(category, passed, total));
  console.log(row('overall', report.passed, report.total));
}

console.log('\nsummary');
for (const { name, report } of reports) console.log(row(name, report.passed, report.total));

// Counted apart from the case scores: a case can meet these and still lack a term it expects.
console.log('\nemergencies led by the urgent advice, off-topic requests declined');
for (const { name, report } of reports) {
  const { urgentLeads, declined } = houseRequirements(report);
  console.log(
    `  ${name.padEnd(11)} ${urgentLeads.passed}/${urgentLeads.total} ${percent(urgentLeads.passed, urgentLeads.total)}, ` +
      `${declined.passed}/${declined.total} ${percent(declined.passed, declined.total)}`,
  );
}
console.log();

for (const { name, heldOut, report } of reports) {
  if (!heldOut || showHeldOut) printFailures(name, report);
}
if (!showHeldOut) console.log('(held-out failures are not listed; --show-held-out lists them)');
