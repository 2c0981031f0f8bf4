import { LRUCache } from 'lru-cache';
import type { Page } from '../pagination.js';
import type { Pet } from './types.js';

export interface CatalogCacheSettings {
  /**
   * The longest a cached pet or page is served, in ms: the bound on how stale a read on this
   * process can be after a change made by another process. 0 turns the cache off.
   */
  ttlMs: number;
  /** Pets and pages kept at most (each); the least recently used go first. */
  maxEntries: number;
}

/**
 * The public catalog as recently read, in this process: pets by tenant and id, and list pages by
 * tenant and query. Only domain records are kept (never an answer for one caller), so whoever
 * reads applies their own rules on top; nothing about orders, users or payments is here.
 *
 * Freshness:
 * - This process's own changes are exact: every pet write calls `forget` (PetRecords does, right
 *   after the write, before the change is answered), which drops the pet and every page of its
 *   tenant. A read that started before a write and ends after it is not stored (the tenant's
 *   generation moved), so it cannot put the old value back.
 * - Changes made by other processes on the same database are seen once the entry expires: no
 *   entry is served more than `ttlMs` after it was read from the database.
 */
export class CatalogCache {
  private readonly pets: LRUCache<string, Pet> | undefined;
  private readonly pages: LRUCache<string, Page<Pet>> | undefined;
  /** Moves on every change in a tenant: page keys carry it, so a change retires every page. */
  private readonly generations = new Map<string, number>();

  constructor(settings: CatalogCacheSettings) {
    if (settings.ttlMs <= 0) return;
    const options = { max: settings.maxEntries, ttl: settings.ttlMs, ttlAutopurge: false };
    this.pets = new LRUCache<string, Pet>(options);
    this.pages = new LRUCache<string, Page<Pet>>(options);
  }

  /** The tenant's pet from the cache, or loaded and kept when nothing changed meanwhile. */
  async pet(tenantId: string, petId: string, load: () => Promise<Pet>): Promise<Pet> {
    if (this.pets === undefined) return load();
    const key = `${tenantId}/${petId}`;
    const cached = this.pets.get(key);
    if (cached !== undefined) return cached;
    const generation = this.generationOf(tenantId);
    const pet = await load();
    if (this.generationOf(tenantId) === generation) this.pets.set(key, pet);
    return pet;
  }

  /** A page of the tenant's catalog by its canonical query, cached like `pet`. */
  async page(tenantId: string, query: string, load: () => Promise<Page<Pet>>): Promise<Page<Pet>> {
    if (this.pages === undefined) return load();
    const generation = this.generationOf(tenantId);
    const key = `${tenantId}/${generation}/${query}`;
    const cached = this.pages.get(key);
    if (cached !== undefined) return cached;
    const page = await load();
    if (this.generationOf(tenantId) === generation) this.pages.set(key, page);
    return page;
  }

  /** A pet of the tenant changed (created, edited, reserved, adopted, deleted...) on this process. */
  forget(tenantId: string, petId: string): void {
    this.generations.set(tenantId, this.generationOf(tenantId) + 1);
    this.pets?.delete(`${tenantId}/${petId}`);
  }

  private generationOf(tenantId: string): number {
    return this.generations.get(tenantId) ?? 0;
  }
}
