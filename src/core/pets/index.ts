import type { Connection } from 'mongoose';
import type { AuditService } from '../audit/service.js';
import type { Logger } from '../../logger.js';
import type { EventBus } from '../events/bus.js';
import type { DurableEvents } from '../events/durable.js';
import type { DomainEvents } from '../events/types.js';
import { CatalogCache, type CatalogCacheSettings } from './cache.js';
import { PetCatalog } from './catalog.js';
import { PetImageStore } from './image-store.js';
import { PetImages } from './images.js';
import { petModel } from './model.js';
import { PetRecords } from './records.js';
import { PetReservations } from './reservations.js';
import { PetService } from './service.js';
import { PetStatusWatch } from './status-watch.js';

export { PetService, type PetUseCases } from './service.js';
export { PetCatalog } from './catalog.js';
export { PATCHABLE_PET_FIELDS, PET_PATCH_PATHS, type PetPatchOptions } from './patch.js';
export { PetStatusWatch, type PetStatusChange } from './status-watch.js';
export type { Pet, PetStatus, Species, Size, Gender, MedicalInfo } from './types.js';
export type { PetCount } from './inventory.js';
export type { CatalogCacheSettings } from './cache.js';

export interface PetArea {
  pets: PetService;
  /** The chat advisor's read-only view of AVAILABLE pets. */
  petCatalog: PetCatalog;
  /** Pet status changes followed live (GraphQL `petStatusChanged`), across processes. */
  petStatusWatch: PetStatusWatch;
}

/** Registers the pet model (call before `syncIndexes`) and builds the pet services over it. */
export function createPetArea(
  connection: Connection,
  audit: AuditService,
  events: EventBus<DomainEvents>,
  durableEvents: DurableEvents,
  logger: Logger,
  cacheSettings: CatalogCacheSettings,
): PetArea {
  const model = petModel(connection);
  const records = new PetRecords({
    pets: model,
    audit,
    events,
    log: durableEvents.log,
    logger,
    cache: new CatalogCache(cacheSettings),
  });
  const images = new PetImages(records, new PetImageStore(connection));
  const pets = new PetService(records, images, new PetReservations(records));
  return {
    pets,
    petCatalog: new PetCatalog(model),
    petStatusWatch: new PetStatusWatch(durableEvents.feed, pets),
  };
}
