import type { FeedingEstimate } from './feeding-estimate.js';

// Typical energy density of complete foods, used only to turn calories into an everyday amount.
const DRY_KCAL_PER_KG = 3600;
const WET_KCAL_PER_100G = 90;

const kcal = (value: number) => value.toLocaleString('en-US');
const weight = (kg: number) => `${Number(kg.toFixed(1))} kg`;

/** Leads with the number, then how it was worked out and how to turn it into food. */
export function composeFeedingEstimate(estimate: FeedingEstimate): string[] {
  const range =
    estimate.upperKcal === undefined
      ? `about ${kcal(estimate.dailyKcal)} kcal a day`
      : `about ${kcal(estimate.dailyKcal)} to ${kcal(estimate.upperKcal)} kcal a day`;
  const lead = estimate.weightLoss
    ? `As a rough estimate, a ${weight(estimate.weightKg)} ${estimate.situation} should get no more than ${range}, ` +
      'and less once your vet sets a target weight: weight-loss plans are worked out for the ideal weight, not the current one.'
    : `As a rough estimate, a ${weight(estimate.weightKg)} ${estimate.situation} needs ${range}.`;
  const working =
    `That is the resting energy requirement (70 × ${Number(estimate.weightKg.toFixed(1))}^0.75 ≈ ` +
    `${kcal(estimate.restingKcal)} kcal) times the usual factor for a ${estimate.situation}` +
    (estimate.upperKcal === undefined ? '.' : '; intact or very active animals need the higher figure.');
  const grams = Math.round(((estimate.dailyKcal / DRY_KCAL_PER_KG) * 1000) / 5) * 5;
  const wetGrams = Math.round(((estimate.dailyKcal / WET_KCAL_PER_100G) * 100) / 10) * 10;
  const food =
    estimate.species === 'cat'
      ? `To turn it into food, divide by the calories on your food's label: that is roughly ${grams} g of a typical dry food ` +
        `(about ${kcal(DRY_KCAL_PER_KG)} kcal per kg) or about ${wetGrams} g of wet food (a can or pouch is usually 70 to 100 kcal), split into several meals.`
      : `To turn it into food, divide by the calories on your food's label: with a typical dry food of about ` +
        `${kcal(DRY_KCAL_PER_KG)} kcal per kg that is roughly ${grams} g a day, treats included (keep treats under 10%).`;
  const adjust =
    'Individual needs vary by 20% or more, so weigh the food, check body condition every two to four weeks ' +
    'and adjust by about 10%; your vet can confirm the target.';
  return [lead, `${working} ${food}`, adjust];
}

/** When the weight is missing, say what would make an estimate possible. */
export const FEEDING_WEIGHT_PROMPT =
  "Tell me your pet's weight and age (and whether it is neutered) and I can estimate its daily calories.";
