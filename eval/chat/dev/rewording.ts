import type { EvalCase } from '../rubric.js';
import { CATALOG_CASES } from './catalog.js';
import { EMERGENCY_CASES } from './emergencies.js';
import { FEEDING_CASES } from './feeding.js';
import { FOLLOW_UP_CASES } from './follow-ups.js';
import { KNOWLEDGE_CASES } from './knowledge.js';
import { OFF_TOPIC_CASES } from './off-topic.js';
import { SAFETY_CASES } from './safety.js';
import { SECOND_ROUND_CASES } from './second-round.js';

/**
 * The first development cases: the paraphrase set rewords each of them at least twice, and
 * `rewordingsOf` judges a rewording of one as the original is judged.
 */
export const FIRST_CASES: readonly EvalCase[] = [
  ...KNOWLEDGE_CASES,
  ...SAFETY_CASES,
  ...FEEDING_CASES,
  ...CATALOG_CASES,
  ...FOLLOW_UP_CASES,
  ...EMERGENCY_CASES,
  ...OFF_TOPIC_CASES,
  ...SECOND_ROUND_CASES,
];

const byTurns = new Map(FIRST_CASES.map((testCase) => [testCase.turns.join(' → '), testCase]));

/**
 * New wordings of one of the first development cases, judged as the original is: same category,
 * same terms. The original is named by its turns joined with " → ", so a rewording cannot drift
 * from the case it rewords without failing here.
 */
export function rewordingsOf(original: string, ...rewordings: string[][]): EvalCase[] {
  const testCase = byTurns.get(original);
  if (testCase === undefined) throw new Error(`no first development case reads: ${original}`);
  for (const turns of rewordings)
    if (turns.length !== testCase.turns.length)
      throw new Error(
        `a rewording of "${original}" has ${turns.length} turns, the original ${testCase.turns.length}`,
      );
  return rewordings.map((turns) => ({ ...testCase, turns }));
}
