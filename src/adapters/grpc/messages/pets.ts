import type { Pet } from '../../../core/pets/index.js';
import type { MedicalInfo as MedicalInfoMessage } from '../generated/petstore/v1/MedicalInfo.js';
import type { Pet as PetMessage, Pet__Output as PetRequestMessage } from '../generated/petstore/v1/Pet.js';
import { presentPet } from '../../shared/presenters/pets.js';
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
    createTime: toTimestamp(shown.createdAt),
    updateTime: toTimestamp(shown.updatedAt),
    tenantId: shown.tenantId,
    photos: shown.photos,
    medicalInfo: pet.medicalInfo === null ? undefined : medicalInfoMessage(pet.medicalInfo),
    version: pet.version,
  };
}

/** The settable fields of a Pet message, by proto name, with the core's name and reader. */
const SETTABLE: Record<string, { core: string; read: (pet: PetRequestMessage) => unknown }> = {
  name: { core: 'name', read: (pet) => nonEmpty(pet['name']) },
  species: { core: 'species', read: (pet) => fromEnum('SPECIES', pet['species']) },
  breed: { core: 'breed', read: (pet) => pet['breed'] },
  age_months: { core: 'ageMonths', read: (pet) => pet['ageMonths'] },
  size: { core: 'size', read: (pet) => fromEnum('SIZE', pet['size']) },
  color: { core: 'color', read: (pet) => pet['color'] },
  gender: { core: 'gender', read: (pet) => fromEnum('GENDER', pet['gender']) },
  good_with_kids: { core: 'goodWithKids', read: (pet) => pet['goodWithKids'] },
  price: { core: 'price', read: (pet) => nonEmpty(pet['price']) },
  currency: { core: 'currency', read: (pet) => nonEmpty(pet['currency']) },
  description: { core: 'description', read: (pet) => pet['description'] },
  medical_info: { core: 'medicalInfo', read: (pet) => medicalInfoInput(pet['medicalInfo']) },
};

/** The status may be set on update only (AVAILABLE or NOT_AVAILABLE, as REST's PUT). */
const STATUS_FIELD = {
  core: 'status',
  read: (pet: PetRequestMessage) => fromEnum('PET_STATUS', pet['status']),
};

export const UPDATABLE_PET_FIELDS = [...Object.keys(SETTABLE), 'status'];

/** MedicalInfo's fields, by proto name, with the core's name. */
const MEDICAL_INFO_FIELDS: Record<string, keyof MedicalInfoMessage> = {
  spayed_neutered: 'spayedNeutered',
  vaccinated: 'vaccinated',
  microchipped: 'microchipped',
  special_needs: 'specialNeeds',
  health_notes: 'healthNotes',
};

const MEDICAL_FIELDS = Object.values(MEDICAL_INFO_FIELDS);

/**
 * Every path an `update_mask` may name: the top-level fields, and each field of `medical_info`
 * on its own (`medical_info.vaccinated`), as AIP-134 allows for sub-messages.
 */
export const UPDATABLE_PET_PATHS = [
  ...UPDATABLE_PET_FIELDS,
  ...Object.keys(MEDICAL_INFO_FIELDS).map((name) => `medical_info.${name}`),
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
  return defined(Object.values(SETTABLE).map(({ core, read }) => [core, read(source)]));
}

/** A pet's medical facts with nothing known: the base a nested path merges into. */
function unknownMedicalInfo(): Message {
  return Object.fromEntries(MEDICAL_FIELDS.map((name) => [name, null]));
}

/**
 * `medical_info.<field>` merges one fact into the pet's medical info as it is now (the other
 * facts stay); left unset in the request, that fact is cleared (becomes unknown).
 */
function mergeMedicalFact(input: Message, requested: PetRequestMessage, protoName: string): void {
  const core = MEDICAL_INFO_FIELDS[protoName];
  if (core === undefined) return;
  const base = (input['medicalInfo'] as Message | null | undefined) ?? unknownMedicalInfo();
  const value = requested['medicalInfo']?.[core];
  input['medicalInfo'] = { ...base, [core]: value ?? null };
}

/**
 * The replacement REST's PUT would send: the pet as it is now, with the fields named in the mask
 * taken from the request (a masked field left unset clears it, as AIP-134 says). Paths are
 * applied in order, so `medical_info` then `medical_info.vaccinated` replaces, then merges.
 */
export function replacePetInput(current: Pet, requested: PetRequestMessage, mask: string[]): Message {
  const now = presentPet(current, '');
  const input: Message = {
    name: now.name,
    species: now.species,
    breed: now.breed,
    ageMonths: now.ageMonths,
    size: now.size,
    color: now.color,
    gender: now.gender,
    goodWithKids: now.goodWithKids,
    price: now.price,
    currency: now.currency,
    description: now.description,
    medicalInfo: now.medicalInfo,
  };
  for (const path of mask) {
    if (path.startsWith('medical_info.')) {
      mergeMedicalFact(input, requested, path.slice('medical_info.'.length));
      continue;
    }
    const field = path === 'status' ? STATUS_FIELD : SETTABLE[path];
    if (field === undefined) continue;
    const value = field.read(requested);
    if (value === undefined && field.core !== 'status') input[field.core] = null;
    else if (value !== undefined) input[field.core] = value;
  }
  return input;
}

/** The fields of a request's Pet that are set, by proto name: the implied mask of AIP-134. */
export function populatedPetFields(pet: PetRequestMessage): string[] {
  return UPDATABLE_PET_FIELDS.filter((name) => {
    const field = name === 'status' ? STATUS_FIELD : SETTABLE[name];
    return field !== undefined && field.read(pet) !== undefined;
  });
}
