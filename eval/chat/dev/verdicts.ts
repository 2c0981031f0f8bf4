import type { EvalCase, Term } from '../rubric.js';

/** Words that give a "no" in an answer's first sentence. */
export const NO = ['no', 'not safe', 'never', 'toxic', 'dangerous', 'poisonous', 'avoid', 'not recommended'];
/** Words that give a "yes" in an answer's first sentence. */
export const YES = ['yes', 'safe', 'fine', 'can'];

/** "Can I give X": a no in the first sentence, then why. */
export const unsafe = (question: string, must: readonly Term[] = []): EvalCase => ({
  category: 'safety',
  turns: [question],
  leads: NO,
  must,
});

/** "Can I give X": a yes in the first sentence, and never an answer that opens with "No". */
export const safe = (question: string, must: readonly Term[] = []): EvalCase => ({
  category: 'safety',
  turns: [question],
  leads: YES,
  must,
  mustNot: [/^\s*No\b/],
});

/** Answers that did not understand the question (the fallback and the off-topic decline). */
export const NOT_UNDERSTOOD = ["don't have specific guidance", 'I can only help with pet care'];
/** Names of no pet in the evaluation's shelter: an answer naming one made it up. */
export const NEVER = ['Buster', 'Nala'];
/** A first sentence that says no, or that the thing is harmful. */
export const HARMFUL: Term = [
  /\bno\b/i,
  'not safe',
  'unsafe',
  'never',
  'toxic',
  'poison',
  'dangerous',
  'harmful',
  'avoid',
  'not recommended',
];
/** A first sentence that allows it, perhaps with a limit. */
export const ALLOWED: Term = [
  /\byes\b/i,
  'in moderation',
  'small amount',
  'occasional',
  'as a treat',
  /(?<!not |un)safe\b/i,
];
