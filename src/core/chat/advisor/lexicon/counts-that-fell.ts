import { NUMBER_WORDS } from '../number-words.js';

/**
 * A count that fell while the pet was about: "the box had 10 blocks in and now there are 7",
 * "there were twelve tablets this morning, now only nine". Fewer now than before is an amount
 * taken, so the words for that are added ("some are missing"), which the lexicon reads as an
 * exposure. A pattern, not phrases: the two figures are compared.
 */
const COUNT = `(\\d{1,4}|${Object.keys(NUMBER_WORDS).join('|')})`;
const COUNT_THAT_FELL = new RegExp(
  `\\b${COUNT}\\b([^.?!]{0,80}?)\\b(?:now|left|remaining|remain|today|tonight|this morning|this evening)\\b[^.?!\\d]{0,25}?\\b${COUNT}\\b(?!\\s*(?:am|pm|hours?|hrs?|mins?|minutes?|days?|weeks?|months?|years?|kg|kilos?|lbs?|pounds?|g|grams?)\\b)`,
  'g',
);
// What the first figure counts, when it is a time or a weight rather than things: "at 10am".
const NOT_A_COUNT =
  /^\s*(?:am|pm|hours?|hrs?|mins?|minutes?|days?|weeks?|months?|years?|kg|kilos?|lbs?|pounds?|g|grams?|oclock)\b/;

const valueOf = (count: string): number => NUMBER_WORDS[count] ?? Number(count);

/** The text with "some are missing" after a count told to have fallen, in lowercased text. */
export function readCountsThatFell(text: string): string {
  return text.replace(COUNT_THAT_FELL, (whole, before: string, between: string, after: string) => {
    if (NOT_A_COUNT.test(between)) return whole;
    const [was, now] = [valueOf(before), valueOf(after)];
    return now < was ? `${whole} some are missing` : whole;
  });
}
