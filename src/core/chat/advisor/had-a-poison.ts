import { lexicon } from './lexicon/index.js';
import { TOXIN_RULES } from './emergency-rules/toxins.js';

// "my dog had a grape", "she's had two raisins", "he might've had a paracetamol": "had" is how
// owners most often say a pet ate something, but "had" alone is no exposure ("had a seizure",
// "we had lilies at the wedding"). It is one when the one who had it is no person (I, we, my
// sister) and a poison is named within seven words after it.
const HAD_SOMETHING =
  /\b(?:(i|we|you|ive|weve|youve|id|wed|youd|they|sister|brother|mum|mom|mother|dad|father|husband|wife|partner|boyfriend|girlfriend|friend|friends|neighbou?r|neighbou?rs|son|daughter|kids?|children|family|parents|grandma|granny|nan|grandad|grandpa|flatmate|roommate|housemate|guests?)\s+)?(?:(?:has|have|hasve|might|may|must|could|mightve|mayve|mustve|couldve|just|already|probably|definitely|def|prob|maybe|possibly|think|thinks)\s+){0,3}had\s+((?:[a-z0-9-]+\s+){0,6}[a-z0-9-]+)/g;
const HELD_OR_HAPPENED =
  /^(?:no|never|nothing|not|a look|a sniff|a bath|a seizure|a fit|been (?:near|around|by|next to|close to|in|on|at|with|sat|sitting|lying))\b/;

/** Whether someone other than the asker is told to have "had" a poison named right after it. */
export function hadAPoison(text: string): boolean {
  for (const [, owner, after] of text.matchAll(HAD_SOMETHING)) {
    if (owner !== undefined || after === undefined || HELD_OR_HAPPENED.test(after)) continue;
    if (lexicon().match(after).inDomain('toxin').length > 0) return true;
    if (TOXIN_RULES.some((rule) => rule.needsExposure === true && rule.pattern.test(after))) return true;
  }
  return false;
}
