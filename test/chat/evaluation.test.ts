import { describe, expect, it } from 'vitest';
import { DEV_CASES, REWORDED_DEV_CASES } from '../../eval/chat/dev/index.js';
import { runEvaluation, type EvaluationReport } from '../../eval/chat/evaluation.js';
import { PARAPHRASE_CASES } from '../../eval/chat/paraphrase/index.js';
import { REWORDINGS_PER_CASE } from '../../eval/chat/paraphrase/reword.js';
import { EVAL_CATEGORIES } from '../../eval/chat/rubric.js';
import { TEST_SET_CASES } from '../../eval/chat/test-set/index.js';

function failuresIn(report: EvaluationReport, category?: string): string {
  return report.results
    .filter((result) => result.failures.length > 0)
    .filter((result) => category === undefined || result.testCase.category === category)
    .map((result) => `${result.testCase.turns.join(' → ')}: ${result.failures.join('; ')}`)
    .join('\n');
}

describe('the pet-advisor-1 development set (npm run eval:chat)', async () => {
  const report = await runEvaluation(DEV_CASES);
  const score = (category: string) => report.byCategory.find((entry) => entry.category === category);

  it('holds at least 150 cases, every category represented', () => {
    expect(report.total).toBeGreaterThanOrEqual(150);
    for (const category of report.byCategory)
      expect(category.total, category.category).toBeGreaterThanOrEqual(10);
  });

  it('scores at least 90% overall', () => {
    expect(report.passed / report.total, failuresIn(report)).toBeGreaterThanOrEqual(0.9);
  });

  it('opens every emergency with the urgent advice', () => {
    expect(score('emergency')?.passed, failuresIn(report, 'emergency')).toBe(score('emergency')?.total);
  });

  it('declines every off-topic request', () => {
    expect(score('off-topic')?.passed, failuresIn(report, 'off-topic')).toBe(score('off-topic')?.total);
  });
});

// The held-out sets are scored in held-out-evaluation.test.ts; here only their shape is checked,
// without playing or printing a case.
describe('the held-out evaluation sets', () => {
  it('reword every development case written before the wild set at least twice in the paraphrase set', () => {
    const missing = REWORDED_DEV_CASES.map((testCase) => testCase.turns.join(' → ')).filter(
      (turns) => (REWORDINGS_PER_CASE.get(turns) ?? 0) < 2,
    );
    expect(missing).toEqual([]);
    expect(PARAPHRASE_CASES.length).toBeGreaterThanOrEqual(2 * REWORDED_DEV_CASES.length);
  });

  it('keep the test set apart from the development set: about 100 cases of its own, every category', () => {
    expect(TEST_SET_CASES.length).toBeGreaterThanOrEqual(100);
    const developmentWordings = new Set(DEV_CASES.flatMap((testCase) => testCase.turns));
    const shared = TEST_SET_CASES.flatMap((testCase) => testCase.turns).filter((turn) =>
      developmentWordings.has(turn),
    );
    expect(shared).toEqual([]);
    for (const category of EVAL_CATEGORIES)
      expect(
        TEST_SET_CASES.filter((testCase) => testCase.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(5);
    expect(
      TEST_SET_CASES.filter((testCase) => testCase.category === 'off-topic').length,
    ).toBeGreaterThanOrEqual(10);
  });
});
