import {
  PATCHABLE_PET_FIELDS,
  PET_PATCH_PATHS,
  type Pet,
  type PetStatusChange,
} from '../../../core/pets/index.js';
import { presentPet } from '../../shared/presenters/pets.js';
import { snakeCasePath } from '../field-paths.js';
import type { MedicalInfo as MedicalInfoMessage } from '../generated/petstore/v1/MedicalInfo.js';
import type { Pet as PetMessage, Pet__Output as PetRequestMessage } from '../generated/petstore/v1/Pet.js';
import type { WatchPetStatusResponse } from '../generated/petstore/v1/WatchPetStatusResponse.js';
import { fromEnum, nonEmpty, toEnum, toTimestamp } from './common.js';

/** The core's input: untyped here, validated by the core. */
type Message = Record<string, unknown>;

/** The pet's medical facts as a `petstore.v1.MedicalInfo` (an unknown fact stays unset). */
function medicalInfoMessage(info: NonNullable<Pet['medicalInfo']>): MedicalInfoMessage {
  return {
    spayedNeutered: info.spayedNeutered ?? undefined,
    vaccinated: info.vaccinated ?? undefined,
    microchipped: info.microchipped ?? undefined,
    specialNeeds: info.specialNeeds ?? undefined,
    healthNotes: info.healthNotes ?? undefined,
  };
}

/**
 * The shared Pet presentation as a `petstore.v1.Pet` message (nulls stay unset). Enums are read
 * from the core's pet, whose values the proto enums must all have.
 */
export function petMessage(pet: Pet, baseUrl: string): PetMessage {
  const shown = presentPet(pet, baseUrl);
  return {
    id: shown.id,
    species: toEnum('SPECIES', pet.species),
    name: shown.name,
    breed: shown.breed ?? undefined,
    ageMonths: shown.ageMonths ?? undefined,
    size: toEnum('SIZE', pet.size),
    color: shown.color ?? undefined,
    gender: toEnum('GENDER', pet.gender),
    goodWithKids: shown.goodWithKids ?? undefined,
    price: shown.price,
    currency: shown.currency,
    description: shown.description ?? undefined,
    status: toEnum('PET_STATUS', pet.status),
    createTime: toTimestamp(pet.createdAt),
    updateTime: toTimestamp(pet.updatedAt),
    tenantId: shown.tenantId,
    photos: shown.photos,
    medicalInfo: pet.medicalInfo === null ? undefined : medicalInfoMessage(pet.medicalInfo),
    version: pet.version,
  };
}

/**
 * One status change as `WatchPetStatusResponse`: the fields of GraphQL's `PetStatusChange`, the
 * pet as it is now beside them (unset once deleted).
 */
export function petStatusChangeMessage(
  change: PetStatusChange,
  pet: Pet | undefined,
  baseUrl: string,
): WatchPetStatusResponse {
  return {
    id: change.id,
    petId: change.petId,
    previousStatus: toEnum('PET_STATUS', change.previousStatus),
    status: toEnum('PET_STATUS', change.status),
    orderId: change.orderId ?? undefined,
    occurTime: toTimestamp(change.occurredAt),
    pet: pet === undefined ? undefined : petMessage(pet, baseUrl),
  };
}

/** The settable fields of a Pet message, by the core's name, each with its reader. */
const SETTABLE: Record<string, (pet: PetRequestMessage) => unknown> = {
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
const readStatus = (pet: PetRequestMessage) => fromEnum('PET_STATUS', pet['status']);

/** MedicalInfo's fields, by the core's name. */
const MEDICAL_FIELDS: (keyof MedicalInfoMessage)[] = [
  'spayedNeutered',
  'vaccinated',
  'microchipped',
  'specialNeeds',
  'healthNotes',
];

/** The known fields only: decoded messages also carry the names of proto3 `optional` oneofs. */
function medicalInfoInput(info: MedicalInfoMessage | undefined): Message | undefined {
  if (info === undefined) return undefined;
  return Object.fromEntries(
    MEDICAL_FIELDS.filter((name) => info[name] !== undefined).map((name) => [name, info[name]]),
  );
}

function defined(entries: [string, unknown][]): Message {
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

/** CreatePetRequest.pet as the core's create input; output-only fields are ignored (AIP-133). */
export function createPetInput(pet: PetRequestMessage | undefined): Message {
  const source = pet ?? {};
  return defined(Object.entries(SETTABLE).map(([core, read]) => [core, read(source)]));
}

/** UpdatePetRequest.pet as the core's patch changes: the fields set in the message, by core name. */
export function petChanges(pet: PetRequestMessage | undefined): Message {
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
