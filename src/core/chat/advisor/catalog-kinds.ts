import type { CatalogPet } from './catalog-port.js';
import { lexicon } from './lexicon/index.js';

/**
 * Kinds within a species that the catalog files under one species ("lizard", "turtle" and
 * "snake" are all REPTILE): the kind is read from the lexicon (`lexicon/concepts/species.json`) and
 * checked against each pet's breed, so "any lizards?" never lists a turtle.
 */
export function kindAsked(question: string): string | undefined {
  return lexicon().match(question).inDomain('kind')[0];
}

export function isOfKind(pet: CatalogPet, kind: string): boolean {
  return lexicon().match(pet.breed).has(`kind.${kind}`);
}

/** "lizard" -> "lizards", for the listing's heading. */
export function kindPlural(kind: string): string {
  const words = kind.replace(/-/g, ' ');
  return words.endsWith('y') && !words.endsWith('ey') ? `${words.slice(0, -1)}ies` : `${words}s`;
}
