import type { EvalCase } from '../rubric.js';

/** Requests outside pet care, in many registers; some share words with pet questions. */
const offTopic = (...turns: string[]): EvalCase => ({ category: 'off-topic', turns });

export const OFF_TOPIC_CASES: readonly EvalCase[] = [
  offTopic('can u write my history essay on the french revolution pls, 1500 words'),
  offTopic("what's the weather going to be like in manchester tmrw"),
  offTopic('Give me a workout plan for building leg muscle'),
  offTopic('how do i get rid of black mould in my shower'),
  offTopic('Which mortgage is better right now, fixed or variable rate?'),
  offTopic('whats 15 percent of 240'),
  offTopic('Please summarise the plot of Hamlet for my exam'),
  offTopic('How do I set up a VPN on my home router?'),
  offTopic('suggest some names for my new bakery business'),
  offTopic('my son has a fever of 39, which medicine and how much should I give him?'),
  offTopic('Who is the current prime minister of Canada?'),
  offTopic('i have two cats', 'unrelated but can you help me center a div in css'),
  offTopic("What's a good recipe for a chicken curry for six people?"),
  offTopic('how long do i boil an egg for a runny yolk'),
];
