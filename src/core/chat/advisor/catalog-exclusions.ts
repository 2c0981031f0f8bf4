import type { PetSpecies } from './knowledge/types.js';
import { speciesMentionedIn } from './species.js';

// Words that leave the animal after them out of a request: "anything but dogs", "not a cat",
// "no reptiles", "other than rabbits". A bare "but" only after "anything" ("a cat but dogs are
// fine too" excludes nothing).
const EXCLUSION_CUE =
  /\b(?:(?:anything|something|everything|any pets?|any animals?|whatever|all) but|but not|not|no|except(?: for)?|other than|apart from|besides|excluding|without|rather than|instead of|non)[\s-]+(?:(?:a|an|any|the|more|other)\s+)?/g;
// The animal must follow at once (one or two words: "not a big dog" is still a dog left out).
const WORDS_AFTER_CUE = 2;

export interface Exclusions {
  species: PetSpecies[];
  /** The text with each excluded phrase blanked, for reading what is asked for. */
  rest: string;
}

/**
 * The species a request leaves out, and the request without them. A species that is also asked
 * for ("a cat, but not a kitten") is not left out: the exclusion is about age, not species.
 */
export function exclusionsIn(text: string): Exclusions {
  const species: PetSpecies[] = [];
  let rest = text;
  for (const cue of text.matchAll(EXCLUSION_CUE)) {
    const start = cue.index + cue[0].length;
    const words = text.slice(start).split(/\s+/).slice(0, WORDS_AFTER_CUE);
    const phrase = words.join(' ').replace(/[^\p{L}\p{N}\s-]+$/u, '');
    const excluded = speciesMentionedIn(phrase);
    if (excluded === undefined) continue;
    if (!species.includes(excluded)) species.push(excluded);
    rest =
      rest.slice(0, cue.index) +
      ' '.repeat(start + phrase.length - cue.index) +
      rest.slice(start + phrase.length);
  }
  const asked = speciesMentionedIn(rest);
  return { species: species.filter((candidate) => candidate !== asked), rest };
}
