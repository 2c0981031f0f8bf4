import type { Readable } from 'node:stream';
import type { UpdateQuery } from 'mongoose';
import type { CallerContext } from '../context.js';
import { ConflictError, ValidationError } from '../errors.js';
import { idsToRead, pageOf, type Page } from '../pagination.js';
import { parseInput } from '../validation.js';
import type { StoredPetImage } from './image-store.js';
import type { AddedImage, PetImages } from './images.js';
import { countPets, type PetCount } from './inventory.js';
import { cursorAfter, listFilter, sortOf } from './listing.js';
import { toPet, type PetDoc } from './model.js';
import { assertCanWritePets } from './policy.js';
import { busy, checkVersion, type PetRecords } from './records.js';
import type { PetReservations } from './reservations.js';
import { patchedReplacement, patchPaths, type PetPatchOptions } from './patch.js';
import { CreatePetSchema, ReplacePetSchema, type ListPetsQuery, type ReplacePetInput } from './schemas.js';
import { validatedListQuery } from './list-query.js';
import type { Pet, PetFields, PetStatus } from './types.js';

/** PENDING and ADOPTED pets belong to an order: their status and price follow the order flow. */
const ORDER_HELD: readonly PetStatus[] = ['PENDING', 'ADOPTED'];
const DELETABLE: readonly PetStatus[] = ['AVAILABLE', 'NOT_AVAILABLE'];
const MAX_DELETE_ATTEMPTS = 5;

/**
 * What doors may do with the catalog. The order flow's steps (reserve, release, adopt), which check
 * no caller, and the store's counts are the core's own.
 */
export type PetUseCases = Omit<
  PetService,
  'inventory' | 'reserveForOrder' | 'releaseReservation' | 'markAdopted'
>;

/**
 * The pet catalog for every protocol: create, read, list, replace, delete, photos, and the
 * transitions the order flow drives (reserve, release, adopt).
 */
export class PetService {
  constructor(
    private readonly records: PetRecords,
    private readonly images: PetImages,
    private readonly reservations: PetReservations,
  ) {}

  async create(ctx: CallerContext, input: unknown): Promise<Pet> {
    assertCanWritePets(ctx);
    const fields = parseInput(CreatePetSchema, input, 'pet');
    const doc = await this.records.pets.create({
      ...storedFields(fields),
      tenantId: ctx.tenantId,
      status: 'AVAILABLE',
      photos: [],
      version: 1,
      reservedByOrderId: null,
    });
    const pet = toPet(doc.toObject());
    await this.records.recordCreate(ctx, pet);
    return pet;
  }

  /**
   * Public within the caller's tenant; another tenant's pet (or a malformed id) is 404. Read
   * through the catalog cache, except for callers who may change pets (see readsFresh).
   */
  async get(ctx: CallerContext, petId: string): Promise<Pet> {
    if (readsFresh(ctx)) return this.loadPet(ctx.tenantId, petId);
    return this.records.cache.pet(ctx.tenantId, petId, () => this.loadPet(ctx.tenantId, petId));
  }

  /**
   * The version of the catalog the caller's reads are served from (see CatalogCache.version).
   * What `get` and `list` return under one version reflects every change this process made and
   * was read from the database during that version's epoch; an answer a door makes only of such
   * reads, remembered under the version and served only while it stands, is as fresh as they
   * are. Undefined for callers who read fresh, and when the cache is off.
   */
  catalogVersion(ctx: CallerContext): string | undefined {
    return readsFresh(ctx) ? undefined : this.records.cache.version(ctx.tenantId);
  }

  private async loadPet(tenantId: string, petId: string): Promise<Pet> {
    return toPet(await this.records.current(tenantId, petId));
  }

  /**
   * Pets of the caller's tenant by id, in one query, for a door that shows many orders' pets:
   * the ones found, in no set order (unknown, malformed and other tenants' ids are left out).
   * The catalog is public within a tenant, as `get` is.
   */
  async getManyByIds(ctx: CallerContext, petIds: readonly string[]): Promise<Pet[]> {
    const wanted = idsToRead(petIds);
    if (wanted.length === 0) return [];
    const docs = await this.records.pets
      .find({ _id: { $in: wanted }, tenantId: ctx.tenantId })
      .lean<PetDoc[]>();
    return docs.map(toPet);
  }

  /** Defaults to AVAILABLE pets; `status` may ask for any others (the catalog is public). */
  async list(ctx: CallerContext, rawQuery: unknown): Promise<Page<Pet>> {
    const { query, cacheKey } = validatedListQuery(rawQuery);
    if (readsFresh(ctx)) return this.loadPage(ctx.tenantId, query);
    return this.records.cache.page(ctx.tenantId, cacheKey, () => this.loadPage(ctx.tenantId, query));
  }

  private async loadPage(tenantId: string, query: Readonly<ListPetsQuery>): Promise<Page<Pet>> {
    const docs = await this.records.pets
      .find(listFilter(tenantId, query))
      .sort(sortOf(query.sort))
      .limit(query.limit + 1)
      .lean<PetDoc[]>();
    const page = pageOf(docs, query.limit, (last) => cursorAfter(last, query.sort));
    return { ...page, data: page.data.map(toPet) };
  }

  /**
   * PUT: replaces every client-supplied field (omitted optional ones are cleared) and may set the
   * status to AVAILABLE or NOT_AVAILABLE. A PENDING or ADOPTED pet keeps its status and price
   * (its order quoted that price); its profile (description, medical notes...) stays editable.
   */
  async replace(ctx: CallerContext, petId: string, input: unknown, expectedVersion?: number): Promise<Pet> {
    assertCanWritePets(ctx);
    const replacement = parseInput(ReplacePetSchema, input, 'pet');
    const { before, after } = await this.records.change(ctx, petId, expectedVersion, (current) =>
      replacing(current, replacement),
    );
    await this.records.recordChange(ctx, 'pet.update', before, after);
    return after;
  }

  /**
   * PATCH with a field mask (gRPC's `UpdatePet`): sets the masked fields from `changes` (core
   * names and input values, as `create` takes them) and keeps the others, decided on the pet as
   * stored, in the same version-conditional write as `replace`: a change made meanwhile by
   * someone else is kept and the patch applied on top of it (with `expectedVersion`, it is a 412).
   * The result obeys every rule a replacement does. Refused before the pet is read, so a caller
   * who may not write learns nothing of it; a mask naming a field that cannot be set is 400.
   */
  async patch(
    ctx: CallerContext,
    petId: string,
    changes: unknown,
    options: PetPatchOptions = {},
  ): Promise<Pet> {
    assertCanWritePets(ctx);
    if (!isRecord(changes)) {
      throw new ValidationError('The changes must be an object of pet fields.', [
        { field: '', message: 'Must be an object.', code: 'invalid_type' },
      ]);
    }
    const given = changes;
    const paths = patchPaths(given, options);
    // The version is checked after validation, as `replace` does: bad input is 400 whatever the version.
    const { before, after } = await this.records.change(ctx, petId, undefined, (current) => {
      const input = patchedReplacement(toPet(current), given, paths);
      const replacement = parseInput(ReplacePetSchema, input, 'pet');
      checkVersion(current, options.expectedVersion);
      return replacing(current, replacement);
    });
    await this.records.recordChange(ctx, 'pet.update', before, after);
    return after;
  }

  /** AVAILABLE and NOT_AVAILABLE pets are deleted with their images; PENDING or ADOPTED is 409. */
  async delete(ctx: CallerContext, petId: string, expectedVersion?: number): Promise<Pet> {
    assertCanWritePets(ctx);
    for (let attempt = 0; attempt < MAX_DELETE_ATTEMPTS; attempt += 1) {
      const current = await this.records.current(ctx.tenantId, petId);
      checkVersion(current, expectedVersion);
      if (!DELETABLE.includes(current.status)) {
        throw new ConflictError(
          `A ${current.status} pet cannot be deleted; its record is kept for history.`,
          {
            petStatus: current.status,
          },
        );
      }
      // The version in the filter makes the status check above and the delete one atomic step.
      const deleted = await this.records.pets
        .findOneAndDelete({ _id: current._id, tenantId: ctx.tenantId, version: current.version })
        .lean<PetDoc>();
      if (deleted === null) continue;
      const pet = toPet(deleted);
      await this.images.removeAllOf(ctx.tenantId, pet.id);
      await this.records.recordDelete(ctx, pet);
      return pet;
    }
    throw busy();
  }

  /**
   * Pet counts by species and status in the caller's tenant, for the store's inventories. Who may
   * see them is the store's policy; the counts reveal nothing the public catalog does not.
   */
  inventory(ctx: CallerContext): Promise<PetCount[]> {
    return countPets(this.records.pets, ctx.tenantId);
  }

  addImage(ctx: CallerContext, petId: string, bytes: Buffer, expectedVersion?: number): Promise<AddedImage> {
    return this.images.add(ctx, petId, bytes, expectedVersion);
  }

  removeImage(ctx: CallerContext, petId: string, imageId: string, expectedVersion?: number): Promise<Pet> {
    return this.images.remove(ctx, petId, imageId, expectedVersion);
  }

  findImage(tenantId: string | null, petId: string, imageId: string): Promise<StoredPetImage> {
    return this.images.find(tenantId, petId, imageId);
  }

  openImage(image: StoredPetImage): Readable {
    return this.images.open(image);
  }

  reserveForOrder(ctx: CallerContext, petId: string, orderId: string): Promise<Pet> {
    return this.reservations.reserveForOrder(ctx, petId, orderId);
  }

  releaseReservation(ctx: CallerContext, petId: string, orderId: string): Promise<Pet> {
    return this.reservations.releaseReservation(ctx, petId, orderId);
  }

  markAdopted(ctx: CallerContext, petId: string, orderId: string): Promise<Pet> {
    return this.reservations.markAdopted(ctx, petId, orderId);
  }
}

/**
 * Callers who may change the catalog read what is stored, never a cached copy: staff see every
 * change at once, whichever process made it (an edit screen after a save, the ETag a PUT's
 * If-Match will name). Field-mask patches need no fresh read: `patch` decides on the stored pet.
 */
function readsFresh(ctx: CallerContext): boolean {
  return ctx.principal?.scopes.includes('write:pets') === true;
}

/**
 * A replacement of the pet as stored. A PENDING or ADOPTED pet keeps its status and price (its
 * order quoted that price); its profile stays editable.
 */
function replacing(current: PetDoc, { fields, status }: ReplacePetInput): UpdateQuery<PetDoc> {
  if (ORDER_HELD.includes(current.status)) {
    if (status !== undefined) {
      throw new ConflictError(`The pet is ${current.status}; its status follows its order.`, {
        petStatus: current.status,
      });
    }
    if (fields.priceMinor !== current.priceMinor || fields.currency !== current.currency) {
      throw new ConflictError(`The price of a ${current.status} pet cannot change.`, {
        petStatus: current.status,
      });
    }
  }
  return { $set: { ...storedFields(fields), status: status ?? current.status } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function storedFields(fields: PetFields): PetFields & { nameKey: string } {
  return { ...fields, nameKey: fields.name.toLowerCase() };
}
