import type { EvalCase, Term } from '../rubric.js';
import { NEVER, NOT_UNDERSTOOD } from './verdicts.js';

/** Where any good emergency answer sends the owner. */
export const VET: Term = ['vet', 'veterinar', 'clinic', 'hospital'];

/**
 * One case of each category as the later development files write them: the answer must
 * understand the question (no fallback, no decline) and, where pets are named, name no pet the
 * shelter does not have.
 */
export const knowledge = (turns: string[], must: readonly Term[]): EvalCase => ({
  category: 'knowledge',
  turns,
  must,
  mustNot: NOT_UNDERSTOOD,
});
export const safety = (
  turns: string[],
  leads: Term,
  must: readonly Term[] = [],
  mustNot: readonly Term[] = [],
): EvalCase => ({
  category: 'safety',
  turns,
  leads,
  must,
  mustNot: [...NOT_UNDERSTOOD, ...mustNot],
});
export const feeding = (turns: string[], must: readonly Term[]): EvalCase => ({
  category: 'feeding',
  turns,
  must,
  mustNot: NOT_UNDERSTOOD,
});
export const catalog = (turns: string[], must: readonly Term[], mustNot: readonly Term[] = []): EvalCase => ({
  category: 'catalog',
  turns,
  must,
  mustNot: [...NOT_UNDERSTOOD, ...NEVER, ...mustNot],
});
export const followUp = (
  turns: string[],
  must: readonly Term[],
  mustNot: readonly Term[] = [],
): EvalCase => ({
  category: 'follow-up',
  turns,
  must,
  mustNot: [...NOT_UNDERSTOOD, ...NEVER, ...mustNot],
});
/** An emergency: the urgent advice leads, a vet is named, and the terms any good answer holds. */
export const emergency = (turns: string[], must: readonly Term[] = []): EvalCase => ({
  category: 'emergency',
  turns,
  must: [VET, ...must],
  mustNot: NOT_UNDERSTOOD,
});
/** A turn asking to wait must hear that it should not. */
export const NOT_WAIT: readonly RegExp[] = [
  /(don'?t|do not|not|shouldn'?t|cannot|can'?t) (safely )?wait/i,
  /\b(now|tonight|today|straight away|right away|immediately)\b/i,
];
