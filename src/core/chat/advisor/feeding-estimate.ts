import type { PetSpecies } from './knowledge/types.js';
import { lifeStageInText, statedAgeMonths, type LifeStage } from './life-stage.js';
import { NUMBER_WORDS } from './number-words.js';

/**
 * Daily energy from the resting energy requirement, RER = 70 x kg^0.75 kcal, times a life-stage
 * factor (WSAVA and Merck Veterinary Manual figures). It is an estimate: individuals vary by
 * 20% or more, so the answer always says how to adjust. Only dogs and cats: rabbits, birds
 * and reptiles are fed by kind of food, not by calories.
 */
export interface FeedingEstimate {
  species: 'dog' | 'cat';
  weightKg: number;
  /** The situation the factor was chosen for, in words ("neutered adult dog"). */
  situation: string;
  restingKcal: number;
  dailyKcal: number;
  /** The higher figure for an intact or very active adult, when it differs. */
  upperKcal?: number;
  weightLoss: boolean;
}

// "how much", "feeding amount", "portion for a 5 kilo cat", "daily calories for my 20 kg dog".
const AMOUNT_QUESTION =
  /\bhow (much|many (calories|kcal|cups|grams|cans|pouches|scoops))\b|\b(calorie|caloric|calorific|kcal|energy) (needs?|requirements?|intake)\b|\b(portion|portions|amount|amounts|quantity|ration|rations|serving|servings)\b|\b(daily|a day|per day) (calories|kcal)\b|\b(calories|kcal) (a|per) day\b|\b(feeding|food) (guide|chart|plan)\b/;
const AMOUNT_WORDS =
  /\b(calories?|caloric|cals?|kcal|feed|feeding|food|portions?|cups?|grams|pouch(es)?|cans|tins?|(?:can|tin) of)\b/;
const FEEDING_WORDS =
  /\b(feed|feeds|feeding|fed|food|eat|eats|eating|give|calories?|caloric|calorific|cals?|kcal|starving|cups?|grams|cans|tins?|(?:can|tin) of|pouch(es)?|meals?|diet|kibble|chow|dinner|breakfast|portions?|rations?|servings?)\b/;
const WEIGHT = /\b(\d{1,3}(?:[.,]\d{1,2})?) ?(kg|kgs|kilos?|kilograms?|lbs?|pounds?)\b/;
const DAILY_SHARE =
  /\bhow much should (he|she|it|they) (actually |really )?(be )?(get|getting|have|having) (each|a|per|every) day\b/;
const POUNDS_PER_KG = 2.2046;
const WEIGHT_LOSS = /\b(lose|losing|loss|overweight|obese|fat|chubby|diet|slim)\b/;
// "how much of that would be a problem for a 20 kg dog?": a harmful amount, not a portion.
const HARMFUL_AMOUNT =
  /\b(problem|problems|toxic|toxicity|dangerous|danger|poison\w*|harm|harmful|lethal|fatal|deadly|kill)\b/;
const INTACT = /\b(intact|not (been )?(neutered|spayed|fixed)|unneutered|unspayed|entire)\b/;

/** True when the question asks how much (or how many calories) to feed. */
export function isFeedingAmountQuestion(question: string): boolean {
  const text = question.toLowerCase();
  // "she weighs 30 kg, how much should she be getting a day?": a daily share of a weighed pet.
  if (DAILY_SHARE.test(text) && weightKgIn(text) !== undefined) return true;
  if (/\bhow many times\b/.test(text) || !FEEDING_WORDS.test(text) || HARMFUL_AMOUNT.test(text)) return false;
  // A weight with a word for energy or a portion asks for an amount however it is worded:
  // "calories for a 10kg pup", "food for my 4 kilo cat?".
  return AMOUNT_QUESTION.test(text) || (weightKgIn(text) !== undefined && AMOUNT_WORDS.test(text));
}

// "twelve kilos": a weight written in words.
const WORD_WEIGHT = new RegExp(
  `\\b(${Object.keys(NUMBER_WORDS).join('|')})(?= ?(kg|kgs|kilos?|kilograms?|lbs?|pounds?)\\b)`,
  'g',
);

export function weightKgIn(text: string): number | undefined {
  const digits = text.toLowerCase().replace(WORD_WEIGHT, (word) => String(NUMBER_WORDS[word] ?? word));
  const match = WEIGHT.exec(digits);
  if (match === null) return undefined;
  const amount = Number((match[1] ?? '').replace(',', '.'));
  const kilograms = (match[2] ?? '').startsWith('k') ? amount : amount / POUNDS_PER_KG;
  return kilograms > 0 && kilograms < 120 ? kilograms : undefined;
}

function factorFor(
  species: 'dog' | 'cat',
  stage: LifeStage,
  ageMonths: number | undefined,
  question: string,
) {
  if (stage === 'young') {
    if (species === 'cat') return { factor: 2.5, situation: 'growing kitten' };
    return ageMonths !== undefined && ageMonths < 4
      ? { factor: 3, situation: 'puppy under four months' }
      : { factor: 2, situation: 'growing puppy' };
  }
  if (WEIGHT_LOSS.test(question)) {
    return species === 'dog'
      ? { factor: 1, situation: 'dog losing weight' }
      : { factor: 0.8, situation: 'cat losing weight' };
  }
  if (stage === 'senior') {
    return species === 'dog'
      ? { factor: 1.4, situation: 'senior dog' }
      : { factor: 1.1, situation: 'senior cat', upper: 1.4 };
  }
  if (INTACT.test(question)) {
    return species === 'dog'
      ? { factor: 1.8, situation: 'intact adult dog' }
      : { factor: 1.4, situation: 'intact adult cat' };
  }
  return species === 'dog'
    ? { factor: 1.6, situation: 'neutered adult dog', upper: 1.8 }
    : { factor: 1.2, situation: 'neutered adult cat', upper: 1.4 };
}

const roundTo10 = (kcal: number) => Math.round(kcal / 10) * 10;

/** The estimate for a feeding question that gives a dog's or cat's weight; undefined otherwise. */
export function estimateDailyEnergy(
  question: string,
  species: PetSpecies | undefined,
  knownAgeMonths?: number,
): FeedingEstimate | undefined {
  if (species !== 'dog' && species !== 'cat') return undefined;
  const weightKg = weightKgIn(question);
  if (weightKg === undefined) return undefined;
  const ageMonths = statedAgeMonths(question) ?? knownAgeMonths;
  const stage =
    lifeStageInText(question, species) ??
    (ageMonths === undefined ? 'adult' : ageMonths < 12 ? 'young' : 'adult');
  const lower = question.toLowerCase();
  const { factor, situation, upper } = factorFor(species, stage, ageMonths, lower);
  const restingKcal = 70 * weightKg ** 0.75;
  return {
    species,
    weightKg,
    situation,
    restingKcal: roundTo10(restingKcal),
    dailyKcal: roundTo10(restingKcal * factor),
    ...(upper === undefined || INTACT.test(lower) ? {} : { upperKcal: roundTo10(restingKcal * upper) }),
    weightLoss: factor <= 1,
  };
}
