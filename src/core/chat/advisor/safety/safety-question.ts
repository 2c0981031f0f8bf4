import type { PetSpecies } from '../knowledge/types.js';
import { speciesMentionedIn } from '../species.js';
import { FOODS } from './foods.js';
import { MEDICINES } from './medicines.js';
import { verdictFor, type SafetyVerdict, type Substance } from './substance.js';

const SUBSTANCES: readonly Substance[] = [...MEDICINES, ...FOODS];

// "can I give", "is it safe", "can dogs eat", "are lilies dangerous to cats", "is X okay for"
const SAFETY_ASKED =
  /\b(can|could|may|should) (i|we|you) (give|feed|offer|share|use|put|apply|treat)\b|\b(can|could|may) (my |our |a |the )?(\w+ ){0,2}(have|eat|drink|take|chew|lick)\b|\b(safe|ok|okay|alright|fine|bad|good|toxic|poisonous|dangerous|harmful|deadly)\b|\b(will|would|could|can|does|do) (it|that|this|they|\w+) (hurt|harm|kill|poison|upset)\b/;

// Where the question says who would get it: "flea drops on my cat" is about the cat.
const RECIPIENT = /\b(on|to|for|give|feed) (my |our |a |the |your )?(\w+ )?(\w+)\b/g;

export interface SafetyAnswer {
  substanceId: string;
  verdict: SafetyVerdict;
}

function recipientSpecies(text: string): PetSpecies | undefined {
  for (const match of text.matchAll(RECIPIENT)) {
    const species = speciesMentionedIn(match[0]);
    if (species !== undefined) return species;
  }
  return undefined;
}

/**
 * A question about whether something is safe to give ("can I give my dog ibuprofen?"); an
 * exposure that has already happened is an emergency and never reaches here.
 */
export function answerSafetyQuestion(
  question: string,
  framing: PetSpecies | undefined,
  asksDose = false,
): SafetyAnswer | undefined {
  const text = question.toLowerCase().replace(/[’']/g, '');
  // "how many mg of ibuprofen for my dog?" asks whether to give it as surely as "can I give".
  if (!SAFETY_ASKED.test(text) && !asksDose) return undefined;
  const substance = SUBSTANCES.find((candidate) => candidate.names.test(text));
  if (substance === undefined) return undefined;
  const species = recipientSpecies(text) ?? speciesMentionedIn(text) ?? framing;
  const verdict = verdictFor(substance, species);
  return verdict === undefined ? undefined : { substanceId: substance.id, verdict };
}
