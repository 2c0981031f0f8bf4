import type { Pet } from '../../core/pets/index.js';
import { presentPet } from '../shared/presenters/pets.js';

interface Remembered {
  version: number;
  baseUrl: string;
  json: string;
  /** The same text as UTF-8 bytes, made on the first read of the pet alone (see `petBytes`). */
  bytes?: Buffer;
}

/**
 * The JSON text of a pet's public presentation, remembered per pet record. Catalog reads are
 * served from the catalog cache, which hands every reader the same record object until the pet
 * changes or the entry expires; presenting and serialising it again on each read was most of
 * what a cached read cost. Keyed by the record object itself, so the text goes with the record:
 * a change or a reload brings a new record, and the old one and its text are collected. The
 * version and the base URL (photo URLs are absolute) are checked as well. Nothing per caller is
 * in it: the presentation depends on the pet and the base URL alone.
 */
const remembered = new WeakMap<Pet, Remembered>();

export function petJson(pet: Pet, baseUrl: string): string {
  return rememberedFor(pet, baseUrl).json;
}

/**
 * `petJson` as the bytes a response carries, remembered with it: a text body is measured
 * (`Content-Length`) and encoded again on every answer, bytes are written as they are.
 */
export function petBytes(pet: Pet, baseUrl: string): Buffer {
  const found = rememberedFor(pet, baseUrl);
  found.bytes ??= Buffer.from(found.json);
  return found.bytes;
}

function rememberedFor(pet: Pet, baseUrl: string): Remembered {
  const found = remembered.get(pet);
  if (found !== undefined && found.version === pet.version && found.baseUrl === baseUrl) return found;
  const fresh = { version: pet.version, baseUrl, json: JSON.stringify(presentPet(pet, baseUrl)) };
  remembered.set(pet, fresh);
  return fresh;
}
