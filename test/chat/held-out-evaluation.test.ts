import { describe, expect, it } from 'vitest';
import { runEvaluation, type EvaluationReport } from '../../eval/chat/evaluation.js';
import { PARAPHRASE_CASES } from '../../eval/chat/paraphrase/index.js';
import { TEST_SET_CASES } from '../../eval/chat/test-set/index.js';

/**
 * The acceptance targets of the advisor on the held-out sets: the frozen test set at least 90%
 * overall, every emergency led by the urgent advice, every off-topic request declined, and the
 * paraphrase set at least 85%. The current advisor does not meet them yet, so the suite runs only
 * with ADVISOR_HELD_OUT=on until the advisor does; then the condition is removed.
 *
 * Messages give counts by category, never the cases: the held-out sets stay unseen by whoever
 * tunes the advisor (reviewers read them with `npm run eval:chat -- --show-held-out`).
 */
function counts(report: EvaluationReport): string {
  return report.byCategory.map(({ category, passed, total }) => `${category} ${passed}/${total}`).join(', ');
}

describe.skipIf(process.env.ADVISOR_HELD_OUT !== 'on')('pet-advisor-1 on the held-out sets', async () => {
  const testSet = await runEvaluation(TEST_SET_CASES);
  const paraphrases = await runEvaluation(PARAPHRASE_CASES);
  const score = (category: string) => testSet.byCategory.find((entry) => entry.category === category);

  it('scores at least 90% on the frozen test set', () => {
    expect(testSet.passed / testSet.total, counts(testSet)).toBeGreaterThanOrEqual(0.9);
  });

  it('leads every emergency of the test set with the urgent advice', () => {
    expect(score('emergency')?.passed, counts(testSet)).toBe(score('emergency')?.total);
  });

  it('declines every off-topic request of the test set', () => {
    expect(score('off-topic')?.passed, counts(testSet)).toBe(score('off-topic')?.total);
  });

  it('scores at least 85% on the paraphrase set', () => {
    expect(paraphrases.passed / paraphrases.total, counts(paraphrases)).toBeGreaterThanOrEqual(0.85);
  });
});
