import { ValidationError } from '../errors.js';
import { formatMoney } from '../money.js';
import type { MedicalInfo, Pet } from './types.js';

/** The fields a patch may set: every client-supplied field of a pet, and its status. */
export const PATCHABLE_PET_FIELDS = [
  'name',
  'species',
  'breed',
  'ageMonths',
  'size',
  'color',
  'gender',
  'goodWithKids',
  'price',
  'currency',
  'description',
  'medicalInfo',
  'status',
] as const;

const MEDICAL_FACTS = [
  'spayedNeutered',
  'vaccinated',
  'microchipped',
  'specialNeeds',
  'healthNotes',
] as const satisfies readonly (keyof MedicalInfo)[];

const FACT_PREFIX = 'medicalInfo.';

/**
 * Every path a field mask may name: each field, and each medical fact on its own
 * (`medicalInfo.vaccinated`), so one fact changes without restating the others.
 */
export const PET_PATCH_PATHS: readonly string[] = [
  ...PATCHABLE_PET_FIELDS,
  ...MEDICAL_FACTS.map((fact) => FACT_PREFIX + fact),
];

/** What `PetService.patch` is told besides the changes. */
export interface PetPatchOptions {
  /**
   * The paths to set, applied in order (`medicalInfo` then `medicalInfo.vaccinated` replaces,
   * then merges). A named field the changes leave out is cleared (the status alone stays as it
   * is); fields not named keep their value whatever the changes say. Absent: every top-level
   * field the changes carry.
   */
  mask?: readonly string[] | undefined;
  /** If-Match: only this version is changed, else 412. */
  expectedVersion?: number | undefined;
  /** How the caller's door spells a path, for the message refusing a mask (gRPC: `medical_info.vaccinated`). */
  pathName?: (path: string) => string;
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The mask to apply: the one given, checked (400 naming each path that is not settable), or the one implied. */
export function patchPaths(
  changes: Fields,
  { mask, pathName = (path) => path }: Pick<PetPatchOptions, 'mask' | 'pathName'>,
): readonly string[] {
  if (mask === undefined) {
    return PATCHABLE_PET_FIELDS.filter((field) => changes[field] !== undefined);
  }
  const unknown = mask.filter((path) => !PET_PATCH_PATHS.includes(path));
  if (unknown.length > 0) {
    throw new ValidationError(
      'The field mask names fields that cannot be updated.',
      unknown.map((path) => ({
        field: 'mask',
        // The path is the caller's own text: shown, but bounded.
        message: `${JSON.stringify(path.slice(0, 64))} cannot be updated. Paths: ${PET_PATCH_PATHS.map(pathName).join(', ')}.`,
        code: 'invalid_enum',
      })),
    );
  }
  return mask;
}

/** A pet's client-supplied fields as a replacement (PUT) would send them. */
function replacementOf(pet: Pet): Fields {
  return {
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    ageMonths: pet.ageMonths,
    size: pet.size,
    color: pet.color,
    gender: pet.gender,
    goodWithKids: pet.goodWithKids,
    price: formatMoney(pet.priceMinor),
    currency: pet.currency,
    description: pet.description,
    medicalInfo: { ...pet.medicalInfo },
  };
}

/**
 * The replacement a patch amounts to on the pet as it is now: its fields, with the masked ones
 * taken from `changes`. The result is validated as a replacement is, so a patch obeys every rule
 * PUT does (required fields, bounds, the price in its currency).
 */
export function patchedReplacement(current: Pet, changes: Fields, paths: readonly string[]): Fields {
  const input = replacementOf(current);
  for (const path of paths) {
    if (path.startsWith(FACT_PREFIX)) {
      const fact = path.slice(FACT_PREFIX.length);
      const given = changes['medicalInfo'];
      // Something that is no medical info at all is left for validation to refuse.
      if (given !== undefined && given !== null && !isFields(given)) {
        input['medicalInfo'] = given;
        continue;
      }
      const base = isFields(input['medicalInfo']) ? input['medicalInfo'] : {};
      const facts = isFields(given) ? given : {};
      input['medicalInfo'] = { ...base, [fact]: facts[fact] ?? null };
    } else if (path === 'status') {
      if (changes['status'] !== undefined) input['status'] = changes['status'];
    } else {
      input[path] = changes[path] ?? null;
    }
  }
  return input;
}
