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

/**
 * Whether the pet's breed is of the kind: by the lexicon, or, for an animal the lexicon has no
 * kind for ("pony"), by the breed naming it ("Shetland Pony").
 */
export function isOfKind(pet: CatalogPet, kind: string): boolean {
  if (lexicon().match(pet.breed).has(`kind.${kind}`)) return true;
  const words = kind.replace(/-/g, ' ');
  return new RegExp(`\\b${words.replace(/[^a-z ]/g, '')}(e?s)?\\b`, 'i').test(pet.breed);
}

/** "ponies" -> "pony", "ferrets" -> "ferret": the animal a request names, as a kind. */
export function singularKind(animal: string): string {
  const lower = animal.toLowerCase();
  if (lower === 'mice') return 'mouse';
  if (/ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(sh|ch|x)es$/.test(lower)) return lower.slice(0, -2);
  return lower.replace(/([^s])s$/, '$1');
}

/** "lizard" -> "lizards", for the listing's heading. */
export function kindPlural(kind: string): string {
  const words = kind.replace(/-/g, ' ');
  // "siamese", "fish": the same word for one and many.
  if (/(ese|fish)$/.test(words)) return words;
  return words.endsWith('y') && !words.endsWith('ey') ? `${words.slice(0, -1)}ies` : `${words}s`;
}
