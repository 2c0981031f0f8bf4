import type { Pet } from '../../core/pets/index.js';
import { entityTag } from '../shared/entity-tag.js';
import { presentPet } from '../shared/presenters/pets.js';
import { elements, NIL, type XmlRecord } from './xml-writer.js';

interface Remembered {
  version: number;
  baseUrl: string;
  xml: string;
}

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
 * The `<pet>` element of a pet, remembered per pet record, as REST remembers its JSON text
 * (rest/pet-json.ts): catalog reads hand every reader the core's cached record until the pet
 * changes or the catalog cache's entry expires, so the element is written once per record. Keyed
 * by the record object itself, the text goes with it (a change or a reload brings a new record);
 * it has no freshness of its own. The version and the base URL (photo URLs are absolute) are
 * checked as well. Nothing per caller is in it.
 */
const remembered = new WeakMap<Pet, Remembered>();

export function petXml(pet: Pet, baseUrl: string): string {
  const found = remembered.get(pet);
  if (found !== undefined && found.version === pet.version && found.baseUrl === baseUrl) return found.xml;
  const xml = elements({ pet: petElement(pet, baseUrl) });
  remembered.set(pet, { version: pet.version, baseUrl, xml });
  return xml;
}
