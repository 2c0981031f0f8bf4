import type { Grounding } from '../grounding.js';

/**
 * The system prompt with what the product's pipeline found: the model words the answer, the
 * facts and the safety decisions are the product's.
 */
export function groundedSystemPrompt(base: string, grounding: Grounding): string {
  const parts = [base];
  if (grounding.urgentLine !== undefined) {
    parts.push(
      'This conversation describes a possible emergency. The user has already been shown this line, ' +
        `before your answer: "${grounding.urgentLine}" Do not contradict it or suggest waiting; continue ` +
        'with the first-aid steps below.',
    );
  }
  if (grounding.offTopic) {
    parts.push('The latest request is outside pet care: decline it politely and offer help with pet care.');
  }
  if (grounding.facts.trim() !== '') {
    parts.push(
      'Facts from the store for this question (catalog records are current; use them, and never invent ' +
        'pets, prices or record details that are not listed here):\n' +
        grounding.facts.trim(),
    );
  }
  return parts.join('\n\n');
}
