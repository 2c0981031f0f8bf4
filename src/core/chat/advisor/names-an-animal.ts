import { lexicon, type ConceptMatches } from './lexicon/index.js';
import { speciesMentionedIn } from './species.js';

/** Whether a text names an animal: a species by any of its names, or a kind or breed of one. */
export function namesAnAnimal(text: string, found: ConceptMatches = lexicon().match(text)): boolean {
  return speciesMentionedIn(text) !== undefined || found.inDomain('kind').length > 0;
}
