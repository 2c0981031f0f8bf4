import { namesAFilter, parseCatalogQuery } from '../catalog-intent.js';
import type { CatalogPet } from '../catalog-port.js';
import { composeFactsForEach, composePetFacts, composePetOverview } from './record-answer.js';
import { asksOverview, isBareName, recordFactsAsked } from './record-facts.js';

/**
 * Answers a question about catalog pets from their records, or returns undefined when the
 * question is about caring for them ("what should I feed her?"), which the knowledge base answers.
 */
export function answerAboutPets(question: string, pets: readonly CatalogPet[]): string | undefined {
  const [first] = pets;
  if (first === undefined) return undefined;
  const facts = recordFactsAsked(question);
  // "which of them is female?": the listing narrowed to the pets that match, not every record.
  if (
    pets.length > 1 &&
    /\bwhich\b/i.test(question) &&
    namesAFilter(parseCatalogQuery(question, undefined))
  ) {
    return undefined;
  }
  if (pets.length > 1) {
    if (facts.length > 0) return composeFactsForEach(pets, facts);
    return asksOverview(question) ? pets.map((pet) => composePetOverview(pet)).join('\n\n') : undefined;
  }
  const overview = asksOverview(question) || (facts.length === 0 && isBareName(question, first.name));
  if (facts.length === 0) return overview ? composePetOverview(first) : undefined;
  const answer = composePetFacts(first, facts);
  // "Tell me about Oliver, does he have any health issues?": the answer first, then the rest of the record.
  return overview ? `${answer.split('\n\n')[0]}\n\n${composePetOverview(first, facts)}` : answer;
}
