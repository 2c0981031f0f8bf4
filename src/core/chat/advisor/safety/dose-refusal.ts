import type { SafetyAnswer } from './safety-question.js';

// Medicines made for people; a pet product's dose is the vet's to give too, but these are refused outright.
const HUMAN_MEDICINES = new Set([
  'ibuprofen',
  'paracetamol',
  'aspirin',
  'antihistamines',
  'cold-medicine',
  'loperamide',
]);

const REASON =
  'the safe amount depends on the species, weight, age, health and other medicines of the animal, ' +
  'several human medicines are poisonous to pets at any dose (cats most of all), and the tablets ' +
  'often contain other ingredients that are; only a vet who has examined your pet can prescribe one, ' +
  'usually a medicine made for animals.';

/**
 * "How much paracetamol can I give my dog?": no dose of a human medicine, ever, and the reason.
 * Undefined when the question does not ask for a human medicine's dose.
 */
export function refuseHumanMedicineDose(safety: SafetyAnswer, asksDose: boolean): string | undefined {
  if (!asksDose || !HUMAN_MEDICINES.has(safety.substanceId)) return undefined;
  const lead = safety.verdict.safety === 'unsafe' ? 'No' : 'Not without your vet';
  return `${lead}: I can't give a dose of a human medicine for a pet, because ${REASON}`;
}
