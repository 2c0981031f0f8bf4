import { describe, expect, it } from 'vitest';
import { runEvaluation, type EvaluationReport } from '../../eval/chat/evaluation.js';

function failuresIn(report: EvaluationReport, category?: string): string {
  return report.results
    .filter((result) => result.failures.length > 0)
    .filter((result) => category === undefined || result.testCase.category === category)
    .map((result) => `${result.testCase.turns.join(' → ')}: ${result.failures.join('; ')}`)
    .join('\n');
}

describe('the pet-advisor-1 evaluation set (npm run eval:chat)', async () => {
  const report = await runEvaluation();
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
