import { describe, expect, it } from 'vitest';
import { DEV_CASES, REWORDED_DEV_CASES } from '../../eval/chat/dev/index.js';
import { PARAPHRASE_CASES } from '../../eval/chat/paraphrase/index.js';
import { REWORDINGS_PER_CASE } from '../../eval/chat/paraphrase/reword.js';
import { EVAL_CATEGORIES } from '../../eval/chat/rubric.js';
import { TEST_SET_CASES } from '../../eval/chat/test-set/index.js';
import { DEVELOPMENT_PARTS, developmentPart } from './support/development-parts.js';

// The development set is played in parts (evaluation-development-part-*.test.ts); here its size
// and its split are checked without playing a case.
describe('the pet-advisor-1 development set (npm run eval:chat)', () => {
  it('holds at least 150 cases, every category represented', () => {
    expect(DEV_CASES.length).toBeGreaterThanOrEqual(150);
    for (const category of EVAL_CATEGORIES)
      expect(
        DEV_CASES.filter((testCase) => testCase.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(10);
  });

  it('is played whole: every case in exactly one part', () => {
    const parts = Array.from({ length: DEVELOPMENT_PARTS }, (_, part) => developmentPart(part));
    expect(parts.reduce((sum, part) => sum + part.length, 0)).toBe(DEV_CASES.length);
    expect(new Set(parts.flat()).size).toBe(DEV_CASES.length);
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
