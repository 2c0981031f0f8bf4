import type { PetSpecies } from './knowledge/types.js';
import { NUMBER_WORDS } from './number-words.js';

/** Young animals and seniors need different advice; everything between is `adult`. */
export type LifeStage = 'young' | 'adult' | 'senior';

// "a year old": the article counts as one.
const AGE_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, ...NUMBER_WORDS };
const AMOUNT = `(\\d{1,2}(?:\\.\\d)?|${Object.keys(AGE_WORDS).join('|')})`;
const UNIT = '(years?|yrs?|months?|mos?|weeks?|wks?)';
// "a year old", "10-week-old", "about 14 years of age", "aged 3 months"
const STATED_AGE = new RegExp(`\\b${AMOUNT}[- ]?${UNIT}[- ](old|of age)\\b|\\baged? ${AMOUNT} ${UNIT}\\b`);
// "my cat is 14", "she turned 12": a bare number after the pet is read as years.
const BARE_YEARS =
  /\b(is|turned|turns|aged?) (about |around |nearly |almost )?(\d{1,2})\b(?! ?(kg|kilo|lb|pound|%|percent|minutes|hours|days))/;

/** Ages at which each species is usually called senior (months); birds and reptiles vary too much by kind. */
const SENIOR_FROM_MONTHS: Partial<Record<PetSpecies, number>> = { dog: 84, cat: 132, rabbit: 72 };
const YOUNG_UNTIL_MONTHS = 12;

function toNumber(word: string): number {
  return AGE_WORDS[word] ?? Number(word);
}

/** The age the text gives, in months: "a year old" is 12, "10 week old" is 2. */
export function statedAgeMonths(text: string): number | undefined {
  const lower = text.toLowerCase().replace(/[’']/g, '');
  // "half a year old", "a year and a half": a half is said in words.
  if (/\bhalf an? (year|yr)\b/.test(lower)) return 6;
  if (/\b(a|one) (year|yr) and a half\b/.test(lower)) return 18;
  const stated = STATED_AGE.exec(lower);
  if (stated !== null) {
    const amount = toNumber(stated[1] ?? stated[4] ?? '');
    const unit = stated[2] ?? stated[5] ?? '';
    if (unit.startsWith('y')) return Math.round(amount * 12);
    if (unit.startsWith('m')) return Math.round(amount);
    return Math.max(Math.round(amount / 4.345), 0);
  }
  const bare = BARE_YEARS.exec(lower);
  return bare === null ? undefined : Number(bare[3]) * 12;
}

export function lifeStageAt(species: PetSpecies | undefined, ageMonths: number): LifeStage {
  if (ageMonths < YOUNG_UNTIL_MONTHS) return 'young';
  const senior = species === undefined ? undefined : SENIOR_FROM_MONTHS[species];
  return senior !== undefined && ageMonths >= senior ? 'senior' : 'adult';
}

/** The life stage a question states, by age or by word ("puppy", "senior"); undefined when silent. */
export function lifeStageInText(text: string, species: PetSpecies | undefined): LifeStage | undefined {
  const months = statedAgeMonths(text);
  if (months !== undefined) return lifeStageAt(species, months);
  const lower = text.toLowerCase();
  if (/\b(pupp(y|ies)|pups?|kittens?|kitt(y|ies)|baby|babies|juvenile|hatchlings?|young)\b/.test(lower))
    return 'young';
  if (
    /\b(senior|elderly|geriatric|aging|ageing|old (dog|cat|rabbit|bunny|boy|girl|pet|lady|man))\b/.test(lower)
  ) {
    return 'senior';
  }
  return /\b(adults?|grown|full[- ]grown)\b/.test(lower) ? 'adult' : undefined;
}
