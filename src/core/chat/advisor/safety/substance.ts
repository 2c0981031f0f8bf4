import type { PetSpecies } from '../knowledge/types.js';

/**
 * Who would get it: one of the advisor's species, or a small pet (guinea pig, hamster, gerbil,
 * chinchilla, pet rat or mouse), which the catalog files under no species of its own.
 */
export type SafetyAudience = PetSpecies | 'small-pet';

/**
 * How safe a food, medicine or product is for one species, written answer-first: `answer` opens
 * with the verdict ("No: ..."), then says why and what to do instead.
 */
export interface SafetyVerdict {
  safety: 'unsafe' | 'vet-only' | 'caution' | 'safe';
  answer: string;
}

export interface Substance {
  id: string;
  /** What people call it; matched on the lowercased question with apostrophes dropped. */
  names: RegExp;
  /** `any` covers the species without their own verdict. */
  verdicts: Partial<Record<SafetyAudience | 'any', SafetyVerdict>>;
  /**
   * The species the `any` verdict was written for, when it does not hold for every pet: cheese
   * is a fine treat for a dog but not for a rabbit, so a rabbit without its own verdict gets
   * none (and the diet advice instead) rather than the dog's.
   */
  anyCovers?: readonly SafetyAudience[];
  /**
   * The pet the thing endangers, whose verdict answers whenever it is named ("the flea drops I
   * have for my dog, on my cat?" is about the cat, whichever pet the sentence owns first).
   */
  endangers?: SafetyAudience;
}

export function verdictFor(
  substance: Substance,
  audience: SafetyAudience | undefined,
): SafetyVerdict | undefined {
  const own = audience === undefined ? undefined : substance.verdicts[audience];
  if (own !== undefined) return own;
  const covered =
    audience === undefined || substance.anyCovers === undefined || substance.anyCovers.includes(audience);
  return covered ? substance.verdicts.any : undefined;
}
