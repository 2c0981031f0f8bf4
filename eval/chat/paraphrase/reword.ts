import { DEV_CASES } from '../dev/index.js';
import type { EvalCase } from '../rubric.js';

const DEVELOPMENT_BY_TURNS = new Map(DEV_CASES.map((testCase) => [testCase.turns.join(' → '), testCase]));

/** How many rewordings each development case has, by its turns: to check none is left out. */
export const REWORDINGS_PER_CASE = new Map<string, number>();

/**
 * Rewordings of one development case, judged exactly as the original is: the original is found
 * by its turns (a single question, or the list of turns of a conversation), so a paraphrase can
 * never drift from the expectations it rewords. At least two rewordings, in different registers.
 */
export function reworded(
  original: string | readonly string[],
  ...rewordings: ReadonlyArray<string | readonly string[]>
): EvalCase[] {
  const key = typeof original === 'string' ? original : original.join(' → ');
  const source = DEVELOPMENT_BY_TURNS.get(key);
  if (source === undefined) throw new Error(`no development case is worded "${key}"`);
  if (rewordings.length < 2) throw new Error(`"${key}" needs at least two rewordings`);
  REWORDINGS_PER_CASE.set(key, (REWORDINGS_PER_CASE.get(key) ?? 0) + rewordings.length);
  return rewordings.map((turns) => ({ ...source, turns: typeof turns === 'string' ? [turns] : turns }));
}
