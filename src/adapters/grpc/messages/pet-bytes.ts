import type { Pet } from '../../../core/pets/index.js';
import type { Pet as PetMessage } from '../generated/petstore/v1/Pet.js';
import { rememberedRendering } from '../../shared/record-renderings.js';
import { petMessage } from './pets.js';

/**
 * A pet's `petstore.v1.Pet` message, encoded, remembered on the core's pet record under its
 * version and the base URL (see `rememberedRendering`): a cached catalog read sends the bytes as
 * they are (encoded-answers.ts) instead of mapping and encoding the pet again on every call.
 * `encode` is the Pet type's encoder from the loaded protos.
 */
export function petBytes(encode: (message: PetMessage) => Buffer): (pet: Pet, baseUrl: string) => Buffer {
  return rememberedRendering((pet: Pet, baseUrl) => encode(petMessage(pet, baseUrl)));
}
