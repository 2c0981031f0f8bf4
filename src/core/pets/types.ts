/** The pet catalog's vocabulary, shared by the model, the schemas, the service and the presenters. */
export const SPECIES = ['DOG', 'CAT', 'RABBIT', 'BIRD', 'REPTILE', 'OTHER'] as const;
export type Species = (typeof SPECIES)[number];

export const SIZES = ['SMALL', 'MEDIUM', 'LARGE'] as const;
export type Size = (typeof SIZES)[number];

export const GENDERS = ['MALE', 'FEMALE', 'UNKNOWN'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * AVAILABLE on create; PENDING while an order reserves it; ADOPTED when the adoption completes
 * (terminal, kept for history); NOT_AVAILABLE when staff put it on hold.
 */
export const PET_STATUSES = ['AVAILABLE', 'PENDING', 'ADOPTED', 'NOT_AVAILABLE'] as const;
export type PetStatus = (typeof PET_STATUSES)[number];

/** The statuses staff may set by hand; PENDING and ADOPTED belong to the order flow. */
export const STAFF_SETTABLE_STATUSES = ['AVAILABLE', 'NOT_AVAILABLE'] as const;

export const PET_SORTS = ['createdAt', '-createdAt', 'price', '-price', 'name'] as const;
export type PetSort = (typeof PET_SORTS)[number];

export const MAX_PHOTOS_PER_PET = 10;

export interface MedicalInfo {
  spayedNeutered: boolean | null;
  vaccinated: boolean | null;
  microchipped: boolean | null;
  specialNeeds: boolean | null;
  healthNotes: string | null;
}

/**
 * Always an object, its fields null when unknown, whatever is stored: pets written before this
 * rule keep `null` for "nothing known".
 */
export function toMedicalInfo(value: Partial<MedicalInfo> | null | undefined): MedicalInfo {
  return {
    spayedNeutered: value?.spayedNeutered ?? null,
    vaccinated: value?.vaccinated ?? null,
    microchipped: value?.microchipped ?? null,
    specialNeeds: value?.specialNeeds ?? null,
    healthNotes: value?.healthNotes ?? null,
  };
}

/** A pet as the core hands it out: plain data, ids as strings, money in minor units. */
export interface Pet extends PetFields {
  id: string;
  tenantId: string;
  status: PetStatus;
  /** Image ids, oldest first; adapters turn them into URLs. */
  photos: string[];
  /** Bumped on every change: the basis of ETag / If-Match. */
  version: number;
  /** The order holding a PENDING pet, and the order that adopted an ADOPTED one. */
  reservedByOrderId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The client-supplied fields of create and replace, after validation. */
export interface PetFields {
  name: string;
  species: Species;
  breed: string | null;
  ageMonths: number | null;
  size: Size | null;
  color: string | null;
  gender: Gender;
  goodWithKids: boolean | null;
  priceMinor: number;
  currency: string;
  description: string | null;
  /** Always an object, as the interface types it; a field is null when unknown. */
  medicalInfo: MedicalInfo;
}
