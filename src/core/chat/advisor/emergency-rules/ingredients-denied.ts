import { lexicon } from '../lexicon/index.js';

/**
 * A poison the owner says is not in what was eaten: "normal sugar gum with no xylitol", "the
 * peanut butter is xylitol-free", "it does not contain chocolate". What it matches is cut out,
 * so the rest is read for what was eaten. A bare "no" is not a denial ("we have no chocolate
 * left, he ate it all" names the chocolate eaten), only "with no", "contains no" and the like, and
 * never "there's no ... left".
 */
const LACKS_BEFORE =
  /\b(?:(?:with|contains|containing|has|had|have|there is|there[’']?s|there was) no|without|free (?:of|from)|(?:doesn[’']?t|does not|didn[’']?t|did not) (?:contain|have|list)|not made with|no trace of)( (?:any|added) )?\s*([a-z]+(?: [a-z]+)?)(?!(?: [a-z]+){0,2} left\b)/gi;
const LACKS_AFTER = /\b([a-z]+)[- ]free\b/gi;
// "the normal sweetened kind, not sugar-free": what was eaten is said not to be the diet kind.
const NOT_THE_DIET_KIND =
  /\b(?:not|isnt|wasnt|never) (?:the |a )?(?:sugar[- ]?free|sugarless|diet|low[- ]sugar)\b/gi;

const namesAPoison = (words: string): boolean => lexicon().match(words).inDomain('toxin').length > 0;

/** The text without the poisons it says are absent. */
export function withoutPoisonsItLacks(text: string): string {
  return text
    .replace(NOT_THE_DIET_KIND, '')
    .replace(LACKS_BEFORE, (denial, _any: string | undefined, words: string) =>
      namesAPoison(words) ? '' : denial,
    )
    .replace(LACKS_AFTER, (denial, word: string) =>
      word.toLowerCase() !== 'sugar' && namesAPoison(word) ? '' : denial,
    );
}
