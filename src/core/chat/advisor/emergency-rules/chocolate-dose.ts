import { weightKgIn } from '../feeding-estimate.js';
import { NUMBER_WORDS } from '../number-words.js';
import data from './chocolate-dose.json' with { type: 'json' };

/**
 * Whether the chocolate an owner counts ("one chocolate chip", "two squares of milk chocolate",
 * "20 g of dark") is far below any concern for the dog's weight: the theobromine it holds (at the
 * high end for its kind, the strongest kind when none is named) under a quarter of the dose at
 * which signs start (`chocolate-dose.json`). Without a weight, a countable amount, or with an
 * amount that has no size ("a bar", "a bag", "most of the box"), nothing is estimated.
 */
const PIECES = Object.keys(data.pieceGrams).join('|');
const COUNT = `(\\d{1,3}|a|an|one|a single|${Object.keys(NUMBER_WORDS).join('|')})`;
const COUNTED_PIECES = new RegExp(
  `\\b${COUNT}\\s+(?:single\\s+|small\\s+|little\\s+|tiny\\s+)?(?:(?:milk|dark|white|plain)\\s+)?(?:chocolate\\s+|choc\\s+)?(${PIECES})s?\\b`,
  'g',
);
const GRAMS = /\b(\d{1,4}(?:\.\d)?)\s?(?:g|grams?|gr)\b/g;
// Amounts of unknown size: no estimate is made from the figures found beside them.
const UNSIZED =
  /\b(bar|bars|bag|bags|box|boxes|packet|pack|tub|tin|jar|egg|eggs|cake|brownies?|cookies?|biscuits?|handful|lots|loads|most|all|whole|entire|some more|half)\b/;

function gramsCounted(text: string): number | undefined {
  let grams = 0;
  let counted = false;
  for (const match of text.matchAll(COUNTED_PIECES)) {
    const count = match[1] ?? '';
    const each = (data.pieceGrams as Record<string, number>)[match[2] ?? ''] ?? 0;
    const number = /^(a|an|a single)$/.test(count) ? 1 : (NUMBER_WORDS[count] ?? Number(count));
    grams += number * each;
    counted = true;
  }
  for (const match of text.matchAll(GRAMS)) {
    grams += Number(match[1]);
    counted = true;
  }
  return counted ? grams : undefined;
}

function strongestKindNamed(text: string): number {
  const strengths = data.theobromineMgPerGram as Record<string, number>;
  const named = Object.entries(data.kindWords as Record<string, string[]>)
    .filter(([, words]) => words.some((word) => text.includes(word)))
    .map(([kind]) => strengths[kind] ?? 0);
  return named.length > 0 ? Math.max(...named) : Math.max(...Object.values(strengths));
}

/** The chocolate counted is far below any concern for the dog's weight. */
export function chocolateBelowConcern(question: string): boolean {
  const text = question.toLowerCase().replace(/[’']/g, '');
  if (!/\b(chocolate|choc|cocoa|cacao|maltesers?|mini eggs?)\b/.test(text) || UNSIZED.test(text))
    return false;
  const kilograms = weightKgIn(text);
  const grams = gramsCounted(
    text.replace(/\b\d{1,3}(?:[.,]\d{1,2})? ?(?:kg|kgs|kilos?|kilograms?|lbs?|pounds?)\b/g, ''),
  );
  if (kilograms === undefined || grams === undefined) return false;
  return (grams * strongestKindNamed(text)) / kilograms < data.belowConcernMgPerKg;
}
