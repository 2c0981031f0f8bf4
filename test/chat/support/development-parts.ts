import { describe, expect, it } from 'vitest';
import { DEV_CASES } from '../../../eval/chat/dev/index.js';
import { runEvaluation, type EvaluationReport } from '../../../eval/chat/evaluation.js';
import type { EvalCase } from '../../../eval/chat/rubric.js';

/**
 * The development set is played in parts, one test file each, so that the workers share its
 * minutes instead of one of them playing all of it while the others sit idle at the end of the
 * run. A case goes to the part its position names, so every part holds every category.
 */
export const DEVELOPMENT_PARTS = 3;

export function developmentPart(part: number): EvalCase[] {
  return DEV_CASES.filter((_, position) => position % DEVELOPMENT_PARTS === part);
}

function failuresIn(report: EvaluationReport, category?: string): string {
  return report.results
    .filter((result) => result.failures.length > 0)
    .filter((result) => category === undefined || result.testCase.category === category)
    .map((result) => `${result.testCase.turns.join(' → ')}: ${result.failures.join('; ')}`)
    .join('\n');
}

/** The development targets (npm run eval:chat), held by one part of the set. */
export function describeDevelopmentPart(part: number): void {
  describe(`the pet-advisor-1 development set, part ${part + 1} of ${DEVELOPMENT_PARTS}`, async () => {
    const report = await runEvaluation(developmentPart(part));
    const score = (category: string) => report.byCategory.find((entry) => entry.category === category);

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
}
