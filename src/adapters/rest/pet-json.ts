import type { Pet } from '../../core/pets/index.js';
import { presentPet } from '../shared/presenters/pets.js';
import { rememberedRendering } from '../shared/record-renderings.js';

/**
 * The JSON text of a pet's public presentation, remembered on the core's pet record under its
 * version and the base URL (see `rememberedRendering`): a cached catalog read answers it as is.
 */
export const petJson: (pet: Pet, baseUrl: string) => string = rememberedRendering((pet: Pet, baseUrl) =>
  JSON.stringify(presentPet(pet, baseUrl)),
);

/**
 * `petJson` as the bytes a response carries, remembered the same way: a text body is measured
 * (`Content-Length`) and encoded again on every answer, bytes are written as they are.
 */
export const petBytes: (pet: Pet, baseUrl: string) => Buffer = rememberedRendering((pet: Pet, baseUrl) =>
  Buffer.from(petJson(pet, baseUrl)),
);
