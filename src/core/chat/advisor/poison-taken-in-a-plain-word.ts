import { lexicon } from './lexicon/index.js';
import { namesAnAnimal } from './names-an-animal.js';
import { TOXIN_RULES } from './emergency-rules/toxins.js';

// "my dog had a grape", "she's had two raisins", "he tried a paracetamol", "the puppy went for
// the raisins": owners often say a pet ate something in a plain word that alone is no exposure
// ("had a seizure", "tried the new food", "went for a walk", "we had lilies at the wedding"). It
// is one when the one who did it is no person (I, we, my sister) and a poison is named within
// seven words after it.
const PERSON =
  'i|we|you|ive|weve|youve|id|wed|youd|they|sister|brother|mum|mom|mother|dad|father|husband|wife|partner|boyfriend|girlfriend|friend|friends|neighbou?r|neighbou?rs|son|daughter|kids?|children|family|parents|grandma|granny|nan|grandad|grandpa|flatmate|roommate|housemate|guests?';
const HEDGES =
  'has|have|hasve|might|may|must|could|mightve|mayve|mustve|couldve|just|already|probably|definitely|def|prob|maybe|possibly|think|thinks|been';
const PLAIN_WORD = 'had|tried|went for|went through|been at|got to';
const TAKEN_IN_A_PLAIN_WORD = new RegExp(
  `\\b(?:(${PERSON})\\s+)?(?:(?:${HEDGES})\\s+){0,3}(?:${PLAIN_WORD})\\s+((?:[a-z0-9-]+\\s+){0,6}[a-z0-9-]+)`,
  'g',
);
// "had no grapes", "had a look at the lilies", "had been near a lily": nothing was taken.
const NOTHING_TAKEN =
  /^(?:no|never|nothing|not|a look|a sniff|a bath|a seizure|a fit|a walk|been (?:near|around|by|next to|close to|in|on|at|with|sat|sitting|lying))\b/;

// "does a lick of xylitol peanut butter matter for a 4kg chihuahua?": whether the taste that was
// had matters, asked in the present; "would a lick hurt?" asks beforehand and is left alone.
const TASTE_ASKED_ABOUT =
  /\b(?:does|did)\s+(?:a|one|the|that)\s+(?:lick|taste|bite|nibble|mouthful)\s+of\s+((?:[a-z0-9-]+\s+){0,4}[a-z0-9-]+)/g;

// "staffie 18kg + ~15 grapes = ???", "dog + choc": an animal plus a poison, in an owner's shorthand.
const ANIMAL_PLUS =
  /(?<animal>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)(?:\s+[0-9.]+\s?(?:kg|kgs|lb|lbs|yo|y|mo|months?|years?))*\s*\+\s*(?:~|approx\s+|about\s+|roughly\s+)?(?<after>(?:[a-z0-9-]+\s+){0,5}[a-z0-9-]+)/g;

// "grapes. dachshund. about 15 of them. 20 min ago.": a note naming a poison, an animal and when,
// with no question about it, tells what was eaten.
const NOTE_WORDS = 16;
const WHEN_AGO =
  /\b(?:\d+|a|an|one|two|three|few|couple of) ?(?:min|mins|minutes?|hrs?|hours?|h)\b(?: or so)? ago\b|\bjust now\b/;
const ASKS_ABOUT_IT = /\b(?:can|could|should|would|is it|are|what if|if)\b/;
// "7 grapes. 30kg lab. worry or not?": a poison counted in such a note was counted as eaten; one
// to be given or fed is still a question.
const COUNTED =
  /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a dozen|a handful of|a few|several|half a|a whole)\s+((?:[a-z-]+\s+)?[a-z-]+)/g;
const TO_BE_GIVEN = /\b(?:give|giving|feed|feeding|for (?:a|my|our|the))\b/;
function noteOfAPoison(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => word !== '');
  if (words.length > NOTE_WORDS || ASKS_ABOUT_IT.test(text) || !namesAnAnimal(text)) return false;
  if (WHEN_AGO.test(text)) return lexicon().match(text).inDomain('toxin').length > 0;
  if (TO_BE_GIVEN.test(text)) return false;
  return [...text.matchAll(COUNTED)].some(
    ([, counted]) =>
      lexicon()
        .match(counted ?? '')
        .inDomain('toxin').length > 0,
  );
}

/** Whether an animal is told to have "had", "tried" or "gone for" a poison named right after it. */
export function poisonTakenInAPlainWord(text: string): boolean {
  if (noteOfAPoison(text)) return true;
  for (const { groups } of text.matchAll(ANIMAL_PLUS)) {
    if (!namesAnAnimal(groups?.animal ?? '')) continue;
    if (
      lexicon()
        .match(groups?.after ?? '')
        .inDomain('toxin').length > 0
    )
      return true;
  }
  for (const [, after] of text.matchAll(TASTE_ASKED_ABOUT)) {
    if (after !== undefined && lexicon().match(after).inDomain('toxin').length > 0) return true;
  }
  for (const [, person, after] of text.matchAll(TAKEN_IN_A_PLAIN_WORD)) {
    if (person !== undefined || after === undefined || NOTHING_TAKEN.test(after)) continue;
    if (lexicon().match(after).inDomain('toxin').length > 0) return true;
    if (TOXIN_RULES.some((rule) => rule.needsExposure === true && rule.pattern?.test(after) === true))
      return true;
  }
  return false;
}
