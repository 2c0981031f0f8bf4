import type { PetSpecies } from './knowledge/types.js';
import { speciesMentionedIn } from './species.js';

// Words that leave the animal after them out of a request: "anything but dogs", "not a cat",
// "no reptiles", "other than rabbits". A bare "but" only after "anything" ("a cat but dogs are
// fine too" excludes nothing).
const EXCLUSION_CUE =
  /\b(?:(?:anything|something|everything|any pets?|any animals?|whatever|all) but|but not|not|no|isnt|arent|is not|are not|except(?: for)?|other than|apart from|besides|excluding|without|rather than|instead of|non)[\s-]+(?:(?:a|an|any|the|more|other)\s+)?/g;
// "not a dog or cat", "no dogs, cats or rabbits": further animals in the same exclusion.
const ALSO_EXCLUDED = /^(\s*(?:,|or|and|nor)\s+(?:(?:a|an|any)\s+)?)(\S+)/;
const trimmed = (words: string) => words.replace(/[^\p{L}\p{N}\s-]+$/u, '');
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
    // The animal alone when it comes first ("dog" of "dog or cat"), else with the word before it.
    const first = trimmed(words[0] ?? '');
    const phrase = speciesMentionedIn(first) !== undefined ? first : trimmed(words.join(' '));
    const excluded = speciesMentionedIn(phrase);
    if (excluded === undefined) continue;
    if (!species.includes(excluded)) species.push(excluded);
    let end = start + phrase.length;
    for (
      let next = ALSO_EXCLUDED.exec(text.slice(end));
      next !== null;
      next = ALSO_EXCLUDED.exec(text.slice(end))
    ) {
      const word = trimmed(next[2] ?? '');
      const also = speciesMentionedIn(word);
      if (also === undefined) break;
      if (!species.includes(also)) species.push(also);
      end += (next[1] ?? '').length + word.length;
    }
    rest = rest.slice(0, cue.index) + ' '.repeat(end - cue.index) + rest.slice(end);
  }
  const asked = speciesMentionedIn(rest);
  return { species: species.filter((candidate) => candidate !== asked), rest };
}
