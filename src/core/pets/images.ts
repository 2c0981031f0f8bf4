import type { Readable } from 'node:stream';
import type { CallerContext } from '../context.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { isId, newId } from '../ids.js';
import { checkImage } from './image-check.js';
import type { PetImageStore, StoredPetImage } from './image-store.js';
import { assertCanWritePets } from './policy.js';
import { checkVersion, type PetRecords } from './records.js';
import { MAX_PHOTOS_PER_PET, type Pet } from './types.js';

export interface AddedImage {
  pet: Pet;
  imageId: string;
}

function tooManyPhotos(): ConflictError {
  return new ConflictError(`A pet has at most ${MAX_PHOTOS_PER_PET} photos; remove one first.`, {
    maxPhotos: MAX_PHOTOS_PER_PET,
  });
}

/** Pet photos: checked by content, kept in GridFS, listed in the pet's `photos` by image id. */
export class PetImages {
  constructor(
    private readonly records: PetRecords,
    private readonly store: PetImageStore,
  ) {}

  /**
   * Checks the pet and its photo count before the (costly) decode, stores the file, then appends
   * its id with a version-conditional update; a lost race removes the stored file again.
   */
  async add(ctx: CallerContext, petId: string, bytes: Buffer, expectedVersion?: number): Promise<AddedImage> {
    assertCanWritePets(ctx);
    const pet = await this.records.current(ctx.tenantId, petId);
    checkVersion(pet, expectedVersion);
    if (pet.photos.length >= MAX_PHOTOS_PER_PET) throw tooManyPhotos();
    const checked = await checkImage(bytes);
    const imageId = newId();
    await this.store.save(imageId, bytes, { tenantId: ctx.tenantId, petId: pet._id, ...checked });
    try {
      const { before, after } = await this.records.change(ctx, petId, expectedVersion, (current) => {
        if (current.photos.length >= MAX_PHOTOS_PER_PET) throw tooManyPhotos();
        return { $set: { photos: [...current.photos, imageId] } };
      });
      await this.records.recordChange(ctx, 'pet.image.add', before, after);
      return { pet: after, imageId };
    } catch (error) {
      await this.store.delete(imageId);
      throw error;
    }
  }

  /** Takes a photo off the pet and deletes its file. */
  async remove(ctx: CallerContext, petId: string, imageId: string, expectedVersion?: number): Promise<Pet> {
    assertCanWritePets(ctx);
    const { before, after } = await this.records.change(ctx, petId, expectedVersion, (current) => {
      if (!current.photos.includes(imageId))
        throw new NotFoundError('Image', isId(imageId) ? imageId : undefined);
      return { $set: { photos: current.photos.filter((id) => id !== imageId) } };
    });
    await this.store.delete(imageId);
    await this.records.recordChange(ctx, 'pet.image.remove', before, after);
    return after;
  }

  /**
   * An image of a pet. `tenantId` confines the look-up to one tenant; `null` finds it by its
   * (unguessable) ids alone, for browsers' `<img>` requests that cannot name a tenant.
   */
  async find(tenantId: string | null, petId: string, imageId: string): Promise<StoredPetImage> {
    const image = isId(petId) && isId(imageId) ? await this.store.find(tenantId, petId, imageId) : null;
    if (image === null) throw new NotFoundError('Image', isId(imageId) ? imageId : undefined);
    return image;
  }

  open(image: StoredPetImage): Readable {
    return this.store.openStream(image.id);
  }

  /** Called once a pet is deleted. */
  async removeAllOf(tenantId: string, petId: string): Promise<void> {
    await this.store.deleteAllOfPet(tenantId, petId);
  }
}
