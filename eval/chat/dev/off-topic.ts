import type { EvalCase } from '../rubric.js';

/** Requests outside pet care, some of them sharing words with pet questions ("flat", "calories"). */
const offTopic = (...turns: string[]): EvalCase => ({ category: 'off-topic', turns });

export const OFF_TOPIC_CASES: readonly EvalCase[] = [
  offTopic('Can you help me write a cover letter for a marketing job?'),
  offTopic('What is the best laptop for a university student?'),
  offTopic('Who won the 2018 World Cup?'),
  offTopic('How do I make banana bread?'),
  offTopic('Explain quantum entanglement in simple terms'),
  offTopic('What is the capital of Australia?'),
  offTopic('Write a haiku about my cat'),
  offTopic('Can you debug my Python script? It throws a KeyError'),
  offTopic('Should I buy Tesla shares this year?'),
  offTopic('Recommend a good movie to watch tonight'),
  offTopic('How do I change a flat tyre on my bike?'),
  offTopic("Translate 'good morning' into Spanish"),
  offTopic('How many calories are in a banana?'),
  offTopic('Tell me a joke'),
  offTopic('I have a dog', 'What is the population of Tokyo?'),
  offTopic('How do I fix a leaking kitchen tap?'),
  offTopic('What should I cook for dinner tonight?'),
];
