import type { PetSpecies } from '../knowledge/types.js';

export interface EmergencyMatch {
  /** Knowledge entry with the first-aid steps for this emergency. */
  entryId: string;
  /** Poisonings add the poison-control line to the urgent advice. */
  poisoning: boolean;
}

/**
 * One way an emergency shows in words: a named situation (`pattern`) or a combination of signs
 * that must all be present (`allOf`), such as straining plus no urine coming out.
 */
export interface EmergencyRule extends EmergencyMatch {
  /** Something was (possibly) eaten or touched: needed for toxins, so "can dogs eat grapes?" is a question, not an emergency. */
  needsExposure?: boolean;
  /** Something is happening to this animal now: needed for symptoms, so "what causes seizures?" is a question. */
  needsPersonalCue?: boolean;
  species?: PetSpecies;
  pattern?: RegExp;
  allOf?: readonly RegExp[];
  /** Context that explains the signs away ("twitching in his sleep" is dreaming). */
  unless?: RegExp;
  /**
   * The same, as lexicon concepts: the signs are explained away when any entry is found, an entry
   * that is a list when all its concepts are (`['context.asleep', 'framing.asks-if-a-fit']`).
   */
  unlessConcepts?: readonly (string | readonly string[])[];
}
