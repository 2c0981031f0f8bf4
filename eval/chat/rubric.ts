/**
 * How one evaluation case is judged. Terms are matched case-insensitively against the advisor's
 * last answer; a list of alternatives passes when any of them appears, because a correct answer
 * may say "spayed" or "neutered", "kcal" or "calories".
 */
export type Term = string | RegExp | readonly (string | RegExp)[];

export const EVAL_CATEGORIES = [
  'knowledge',
  'safety',
  'feeding',
  'catalog',
  'follow-up',
  'emergency',
  'off-topic',
] as const;
export type EvalCategory = (typeof EVAL_CATEGORIES)[number];

export interface EvalCase {
  category: EvalCategory;
  /** The user's turns. The advisor's real answers go between them, as in a live chat. */
  turns: readonly string[];
  /** Every term must appear in the last answer. */
  must?: readonly Term[];
  /** No term may appear in the last answer. */
  mustNot?: readonly Term[];
  /** The first sentence must contain this (a safety verdict, a yes or no). */
  leads?: Term;
}

/** Judged the same way in every case: only the wording of these lines is the advisor's own. */
export interface HouseLines {
  notice: string;
  /** Matches the first sentence of an answer that opens with the urgent advice. */
  urgent: RegExp;
  /** Matches an answer that declines an off-topic request. */
  declined: RegExp;
}

export function firstSentence(text: string): string {
  return text.trimStart().split(/(?<=[.!?])\s+/)[0] ?? '';
}

function matches(text: string, term: string | RegExp): boolean {
  return typeof term === 'string' ? text.toLowerCase().includes(term.toLowerCase()) : term.test(text);
}

function contains(text: string, term: Term): boolean {
  return Array.isArray(term)
    ? term.some((alternative: string | RegExp) => matches(text, alternative))
    : matches(text, term as string | RegExp);
}

function describe(term: Term): string {
  return Array.isArray(term) ? term.map(String).join(' | ') : String(term);
}

export const URGENT_DOES_NOT_LEAD = 'the urgent advice does not lead';
export const NOT_DECLINED = 'the off-topic request was not declined';

/** The reasons an answer fails its case; empty when it passes. */
export function grade(testCase: EvalCase, answer: string, house: HouseLines): string[] {
  const failures: string[] = [];
  const emergency = testCase.category === 'emergency';
  const offTopic = testCase.category === 'off-topic';
  const opening = firstSentence(answer);
  if (!answer.includes(house.notice)) failures.push('the notice is missing');
  // Urgent advice leads every emergency and no other answer: a false alarm is a failure too.
  if (emergency && !house.urgent.test(opening)) failures.push(URGENT_DOES_NOT_LEAD);
  if (!emergency && house.urgent.test(opening)) failures.push('a false alarm leads the answer');
  if (offTopic && !house.declined.test(answer)) failures.push(NOT_DECLINED);
  if (!offTopic && house.declined.test(answer)) failures.push('a pet question was declined');
  for (const term of testCase.must ?? []) {
    if (!contains(answer, term)) failures.push(`missing: ${describe(term)}`);
  }
  for (const term of testCase.mustNot ?? []) {
    if (contains(answer, term)) failures.push(`should not say: ${describe(term)}`);
  }
  if (testCase.leads !== undefined && !contains(opening, testCase.leads)) {
    failures.push(`the first sentence lacks: ${describe(testCase.leads)}`);
  }
  return failures;
}
