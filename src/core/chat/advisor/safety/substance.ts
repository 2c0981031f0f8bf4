import type { PetSpecies } from '../knowledge/types.js';

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
  verdicts: Partial<Record<PetSpecies | 'any', SafetyVerdict>>;
}

export function verdictFor(substance: Substance, species: PetSpecies | undefined): SafetyVerdict | undefined {
  return (species === undefined ? undefined : substance.verdicts[species]) ?? substance.verdicts.any;
}
