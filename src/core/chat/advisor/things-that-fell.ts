import { lexicon } from './lexicon/index.js';

/**
 * "ate one cherry tomato that fell off the table", "a blueberry which dropped on the floor": the
 * thing eaten fell, not the pet. The relative clause telling where the food fell is cut out, so
 * the fall is not read as the pet's; "the kitten that fell off the sofa" is kept, an animal's fall.
 */
const THING_THAT_FELL =
  /\b(\w+)\s+(?:that|which)\s+(?:had\s+|has\s+|just\s+)?(?:fell|fallen|dropped|rolled|slipped)\s+(?:off|from|down|out|on|onto|under|to|behind)\b[^.,;!?]*?(?=[.,;!?]|\s(?:and|but|so)\b|$)/gi;

const namesAnAnimal = (word: string): boolean => lexicon().match(word).inDomain('animal').length > 0;

/** The text without the falls of the things a pet ate. */
export function withoutThingsThatFell(text: string): string {
  return text.replace(THING_THAT_FELL, (clause, thing: string) => (namesAnAnimal(thing) ? clause : thing));
}
