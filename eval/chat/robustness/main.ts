/**
 * How well the advisor's answers survive what owners do to a message (`rewrites.ts`): every
 * development emergency, rewritten each way, must still lead with the urgent advice, and every
 * calm development question (knowledge, safety, feeding, catalog, follow-up) must still open
 * without it. Prints, per rewrite, how many hold.
 *
 *   npm run eval:chat:robustness                 every development case, every rewrite
 *   npm run eval:chat:robustness -- --every 3    every third case (a quicker look)
 *   npm run eval:chat:robustness -- --show 5     also the first five cases that no longer hold
 *
 * The cases are the development set's, so these figures are a development measure: they show
 * where understanding is brittle, not how unseen questions score (the held-out sets do that).
 */
import { DEV_CASES } from '../dev/index.js';
import { runEvaluation, percent } from '../evaluation.js';
import type { EvalCase } from '../rubric.js';
import { EMERGENCY_FOLLOW_UPS, REWRITES } from './rewrites.js';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at === -1 ? Number.NaN : Number(process.argv[at + 1]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
const every = option('--every', 1);
const show = option('--show', 0);

const URGENT_DOES_NOT_LEAD = 'the urgent advice does not lead';
const FALSE_ALARM = 'a false alarm leads the answer';
const sampled = (cases: readonly EvalCase[]) => cases.filter((_, index) => index % every === 0);
const emergencies = sampled(DEV_CASES.filter((testCase) => testCase.category === 'emergency'));
const calm = sampled(
  DEV_CASES.filter((testCase) => testCase.category !== 'emergency' && testCase.category !== 'off-topic'),
);

async function holding(
  cases: readonly EvalCase[],
  failure: string,
): Promise<{ held: number; total: number; broken: EvalCase[] }> {
  const report = await runEvaluation(cases);
  const broken = report.results
    .filter((result) => result.failures.includes(failure))
    .map((result) => result.testCase);
  return { held: cases.length - broken.length, total: cases.length, broken };
}

console.log(
  `pet-advisor-1 robustness: ${emergencies.length} emergencies, ${calm.length} calm questions (development set)`,
);
console.log(`${'rewrite'.padEnd(46)} ${'emergencies led'.padStart(20)} ${'calm without alarm'.padStart(22)}`);
for (const [name, rewrite] of Object.entries(REWRITES)) {
  const rewritten = (cases: readonly EvalCase[]) =>
    cases.map(rewrite).filter((testCase): testCase is EvalCase => testCase !== undefined);
  const led = await holding(rewritten(emergencies), URGENT_DOES_NOT_LEAD);
  const quiet = EMERGENCY_FOLLOW_UPS.has(name) ? undefined : await holding(rewritten(calm), FALSE_ALARM);
  const figure = (tally: { held: number; total: number }) =>
    `${tally.held}/${tally.total} ${percent(tally.held, tally.total)}`;
  console.log(
    `${name.padEnd(46)} ${figure(led).padStart(20)} ${(quiet === undefined ? 'n/a' : figure(quiet)).padStart(22)}`,
  );
  for (const testCase of [...led.broken, ...(quiet?.broken ?? [])].slice(0, show)) {
    console.log(`    ✗ [${testCase.category}] ${testCase.turns.join(' → ')}`);
  }
}
