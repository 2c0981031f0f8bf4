import { lexicon } from './lexicon/index.js';

/**
 * "I know grapes are bad, but blueberries are okay, aren't they?": a poison named as what the
 * owner knows, set against the food the pet ate, is not what was eaten. The known poison is cut
 * out when the food set against it names no poison; "I know grapes are bad but he ate ten" keeps
 * it, since nothing harmless is set against it.
 */
const KNOWN_BAD_BUT_THIS_IS_FINE =
  /\b(?:i|we) (?:know|knew|realise|realize|understand|heard|read|get) (?:that )?((?:[\w'’]+ ){0,2}[\w'’]+) (?:is|are) (?:bad|toxic|poisonous|poison|dangerous|harmful|off limits|a no[- ]no)(?: (?:for|to) [\w'’]+)?,? (?:but|though|yet|whereas) ((?:[\w'’]+ ){0,2}[\w'’]+) (?:is|are|should be) (?:ok|okay|fine|safe|alright|all right|good)\b/gi;

const namesAPoison = (words: string): boolean => lexicon().match(words).inDomain('toxin').length > 0;

/** The text without a poison named only to set a harmless food against it. */
export function withoutPoisonsSetAgainst(text: string): string {
  return text.replace(KNOWN_BAD_BUT_THIS_IS_FINE, (whole, known: string, eaten: string) =>
    namesAPoison(known) && !namesAPoison(eaten) ? `${eaten} are fine` : whole,
  );
}
