import { NUMBER_WORDS } from '../number-words.js';
import { limitsFor } from './vital-signs.js';

/**
 * How long a pet has gone without passing urine, told in hours or days ("hasn't peed for 36
 * hours", "no wee in 2 days"), read against the pet's limit (`vital-signs.json`): past it, the
 * words for it are added ("no urine for a day or more"), which the lexicon reads as a sign.
 */
const COUNT = `(\\d{1,3}|a|an|one|${Object.keys(NUMBER_WORDS).join('|')})`;
const PEED =
  '(?:peed|pee|pees|peeing|weed|wee|wees|weeing|urinated|urinate|urinating|passed (?:any )?urine|done a (?:pee|wee)|had a (?:pee|wee)|gone for a (?:pee|wee))';
const NOT = '(?:hasnt|has not|havent|have not|hadnt|had not|not|no|didnt|did not|without|isnt|is not)';
const NO_URINE_FOR = new RegExp(
  `\\b${NOT}\\s+(?:\\w+\\s+){0,2}?${PEED}\\b[^.?!]{0,40}?\\b${COUNT}\\s*(hours?|hrs?|days?)\\b`,
  'g',
);
const FOR_NO_URINE = new RegExp(
  `\\b${COUNT}\\s*(hours?|hrs?|days?)\\s+(?:with no|without|and no|no)\\s+${PEED}\\b`,
  'g',
);

function hoursOf(count: string, unit: string): number {
  const value = count === 'a' || count === 'an' ? 1 : (NUMBER_WORDS[count] ?? Number(count));
  return unit.startsWith('d') ? value * 24 : value;
}

/** The text with "no urine for a day or more" after a time without urine past the pet's limit. */
export function readHoursWithoutUrine(text: string): string {
  // `search` neither moves nor reads the patterns' lastIndex (they are global, for `replace`).
  if (text.search(NO_URINE_FOR) < 0 && text.search(FOR_NO_URINE) < 0) return text;
  const limit = limitsFor(text).noUrineHours;
  if (limit === undefined) return text;
  const mark = (whole: string, count: string, unit: string) =>
    hoursOf(count, unit) >= limit ? `${whole} no urine for a day or more` : whole;
  return text
    .replace(NO_URINE_FOR, (whole, count: string, unit: string) => mark(whole, count, unit))
    .replace(FOR_NO_URINE, (whole, count: string, unit: string) => mark(whole, count, unit));
}

// "how often should a male cat pee?" then "he hasn't gone since yesterday" or "hasn't managed
// any": the act asked about.
const ASKS_ABOUT_PEEING = /\b(pee|pees|peeing|wee|wees|weeing|urinate|urinating|urine)\b/;
const GONE =
  /\b(hasnt|has not|havent|have not|hadnt|not|didnt|did not)( \w+)? (gone|been|managed any|managed a drop|done any|produced any)\b(?! (out|off|away|to|for (a|his|her) walk))/;

// "how long can a cat go without peeing?" then "my boy hasn't since last night": the act left out.
const LEFT_OUT =
  /\b(hasnt|has not|havent|have not|hadnt|didnt|did not)\b(?= (since|for|all day|all night|at all|today|yet)\b)/;

/** The turn with "gone" read as peeing when the turn before asked about peeing. */
export function withPeeingAskedBefore(turn: string, before: string | undefined): string {
  if (before === undefined || !ASKS_ABOUT_PEEING.test(before.toLowerCase())) return turn;
  const lower = turn.toLowerCase().replace(/[’']/g, '');
  const gone = GONE.exec(lower);
  if (gone === null) return LEFT_OUT.test(lower) ? lower.replace(LEFT_OUT, '$1 peed') : turn;
  return `${lower.slice(0, gone.index)}${gone[1] ?? ''}${gone[2] ?? ''} peed${lower.slice(gone.index + gone[0].length)}`;
}
