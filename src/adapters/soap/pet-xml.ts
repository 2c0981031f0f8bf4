import type { Pet } from '../../core/pets/index.js';
import { entityTag } from '../shared/entity-tag.js';
import { presentPet } from '../shared/presenters/pets.js';
import { rememberedRendering } from '../shared/record-renderings.js';
import { elements, NIL, type XmlRecord } from './xml-writer.js';

/**
 * A pet's medical facts with each unknown one sent as `xsi:nil` (the WSDL's MedicalInfo members
 * are nillable): REST answers an object whose members are null, and an empty `<medicalInfo/>`
 * would read as null in SOAP toolkits (zeep, the npm `soap` client).
 */
function medicalInfoElement(pet: Pet): XmlRecord | null {
  const info = pet.medicalInfo;
  if (info === null) return null;
  return Object.fromEntries(Object.entries(info).map(([name, value]) => [name, value ?? NIL])) as XmlRecord;
}

/** The shared pet presentation plus its entity tag (REST's `ETag`, GraphQL's `Pet.etag`). */
function petElement(pet: Pet, baseUrl: string): XmlRecord {
  return {
    ...presentPet(pet, baseUrl),
    medicalInfo: medicalInfoElement(pet),
    etag: entityTag(pet.id, pet.version),
  } as XmlRecord;
}

/**
 * The `<pet>` element of a pet, remembered on the core's pet record under its version and the
 * base URL (see `rememberedRendering`), as REST's JSON text is: a cached catalog read answers it
 * as is, and it dies with the record (no freshness of its own).
 */
export const petXml: (pet: Pet, baseUrl: string) => string = rememberedRendering((pet: Pet, baseUrl) =>
  elements({ pet: petElement(pet, baseUrl) }),
);
