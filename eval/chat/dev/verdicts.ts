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
