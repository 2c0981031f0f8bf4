import { PATCHABLE_PET_FIELDS, PET_PATCH_PATHS, type Pet } from '../../../core/pets/index.js';
import { presentPet } from '../../shared/presenters/pets.js';
import { snakeCasePath } from '../field-paths.js';
import { fromEnum, nonEmpty, toEnum, toTimestamp } from './common.js';

type Message = Record<string, unknown>;

/** The shared Pet presentation as a `petstore.v1.Pet` message (nulls stay unset). */
export function petMessage(pet: Pet, baseUrl: string): Message {
  const shown = presentPet(pet, baseUrl);
  return {
    id: shown.id,
    species: toEnum('SPECIES', shown.species),
    name: shown.name,
    breed: shown.breed,
    ageMonths: shown.ageMonths,
    size: toEnum('SIZE', shown.size),
    color: shown.color,
    gender: toEnum('GENDER', shown.gender),
    goodWithKids: shown.goodWithKids,
    price: shown.price,
    currency: shown.currency,
    description: shown.description,
    status: toEnum('PET_STATUS', shown.status),
    createTime: toTimestamp(pet.createdAt),
    updateTime: toTimestamp(pet.updatedAt),
    tenantId: shown.tenantId,
    photos: shown.photos,
    medicalInfo: shown.medicalInfo ?? undefined,
    version: pet.version,
  };
}

/** The settable fields of a Pet message, by the core's name, each with its reader. */
const SETTABLE: Record<string, (pet: Message) => unknown> = {
  name: (pet) => nonEmpty(pet['name']),
  species: (pet) => fromEnum('SPECIES', pet['species']),
  breed: (pet) => pet['breed'],
  ageMonths: (pet) => pet['ageMonths'],
  size: (pet) => fromEnum('SIZE', pet['size']),
  color: (pet) => pet['color'],
  gender: (pet) => fromEnum('GENDER', pet['gender']),
  goodWithKids: (pet) => pet['goodWithKids'],
  price: (pet) => nonEmpty(pet['price']),
  currency: (pet) => nonEmpty(pet['currency']),
  description: (pet) => pet['description'],
  medicalInfo: (pet) => medicalInfoInput(pet['medicalInfo']),
};

/** The status may be set on update only (AVAILABLE or NOT_AVAILABLE, as REST's PUT). */
const readStatus = (pet: Message) => fromEnum('PET_STATUS', pet['status']);

/** MedicalInfo's fields, by the core's name. */
const MEDICAL_FIELDS = ['spayedNeutered', 'vaccinated', 'microchipped', 'specialNeeds', 'healthNotes'];

/** The known fields only: decoded messages also carry the names of proto3 `optional` oneofs. */
function medicalInfoInput(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const info = value as Message;
  return Object.fromEntries(
    MEDICAL_FIELDS.filter((name) => info[name] !== undefined).map((name) => [name, info[name]]),
  );
}

function defined(entries: [string, unknown][]): Message {
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

/** CreatePetRequest.pet as the core's create input; output-only fields are ignored (AIP-133). */
export function createPetInput(pet: Message | undefined): Message {
  const source = pet ?? {};
  return defined(Object.entries(SETTABLE).map(([core, read]) => [core, read(source)]));
}

/** UpdatePetRequest.pet as the core's patch changes: the fields set in the message, by core name. */
export function petChanges(pet: Message | undefined): Message {
  const source = pet ?? {};
  const status = readStatus(source);
  return { ...createPetInput(source), ...(status === undefined ? {} : { status }) };
}

/** The core's settable paths by their proto names (`medical_info.vaccinated` for `medicalInfo.vaccinated`). */
const CORE_PATHS = new Map(PET_PATCH_PATHS.map((path) => [snakeCasePath(path), path]));

/**
 * An `update_mask` as the core's field mask: empty is undefined (the core then sets the fields
 * the message carries), `*` every settable field. Paths are renamed only: one that names nothing
 * settable goes to the core as sent, which refuses it (after checking the caller may write).
 */
export function petPatchMask(paths: readonly string[]): string[] | undefined {
  if (paths.length === 0) return undefined;
  if (paths.includes('*')) return [...PATCHABLE_PET_FIELDS];
  return paths.map((path) => CORE_PATHS.get(path) ?? path);
}
