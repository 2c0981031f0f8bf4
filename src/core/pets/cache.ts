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
 * - Changes made by other processes on the same database are seen once the entry expires. Entries
 *   expire together, at the end of the `ttlMs`-long period (epoch) in which they were read: none
 *   is served more than `ttlMs` after it was read from the database, and so neither is anything
 *   made from cached reads of one `version` (a door's remembered answer) while that version stands.
 */
/**
 * An entry and what it was read under: a pet its epoch, a page the tenant's whole version. An
 * entry of an earlier one is a miss, and is replaced in place (one entry per pet or query, not
 * one per period).
 */
interface Stamped<T> {
  value: T;
  stamp: string;
}

export class CatalogCache {
  private readonly pets: LRUCache<string, Stamped<Pet>> | undefined;
  private readonly pages: LRUCache<string, Stamped<Page<Pet>>> | undefined;
  /** Moves on every change in a tenant: pages carry it, so a change retires every page. */
  private readonly generations = new Map<string, number>();
  /** 0 when the cache is off. */
  private readonly ttlMs: number;
  /**
   * Loads under way, by key and version: when an entry expires under load, the requests that
   * miss together wait for one read of the database instead of each making their own. A request
   * that comes after a change has another version, so it never waits for a read begun before.
   */
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(settings: CatalogCacheSettings) {
    this.ttlMs = Math.max(settings.ttlMs, 0);
    if (this.ttlMs === 0) return;
    const options = { max: settings.maxEntries, ttl: settings.ttlMs, ttlAutopurge: false };
    this.pets = new LRUCache<string, Stamped<Pet>>(options);
    this.pages = new LRUCache<string, Stamped<Page<Pet>>>(options);
  }

  /** The tenant's pet from the cache, or loaded and kept when nothing changed meanwhile. */
  async pet(tenantId: string, petId: string, load: () => Promise<Pet>): Promise<Pet> {
    if (this.pets === undefined) return load();
    const key = `${tenantId}/${petId}`;
    const stamp = String(this.epoch());
    const cached = this.pets.get(key);
    if (cached?.stamp === stamp) return cached.value;
    const pets = this.pets;
    return this.once(tenantId, `pet/${key}`, load, (value) => pets.set(key, { value, stamp }));
  }

  /** A page of the tenant's catalog by its canonical query, cached like `pet`. */
  async page(tenantId: string, query: string, load: () => Promise<Page<Pet>>): Promise<Page<Pet>> {
    if (this.pages === undefined) return load();
    const key = `${tenantId}/${query}`;
    const stamp = this.version(tenantId) as string;
    const cached = this.pages.get(key);
    if (cached?.stamp === stamp) return cached.value;
    const pages = this.pages;
    return this.once(tenantId, `page/${key}`, load, (value) => pages.set(key, { value, stamp }));
  }

  /**
   * The state of the tenant's catalog as this cache serves it: another after each change on this
   * process and at the end of each epoch. Undefined when the cache is off.
   */
  version(tenantId: string): string | undefined {
    if (this.ttlMs === 0) return undefined;
    return `${this.generationOf(tenantId)}.${this.epoch()}`;
  }

  /** A pet of the tenant changed (created, edited, reserved, adopted, deleted...) on this process. */
  forget(tenantId: string, petId: string): void {
    this.generations.set(tenantId, this.generationOf(tenantId) + 1);
    this.pets?.delete(`${tenantId}/${petId}`);
  }

  /**
   * One load per key and version at a time; its result kept only if nothing changed meanwhile
   * and its epoch has not ended. A request never shares a load begun under another version, so
   * whatever a request gets was read under the version it saw (or later).
   */
  private once<T>(
    tenantId: string,
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => void,
  ): Promise<T> {
    const version = this.version(tenantId);
    const loadingKey = `${version}/${key}`;
    const pending = this.loading.get(loadingKey) as Promise<T> | undefined;
    if (pending !== undefined) return pending;
    const loaded = load()
      .then((value) => {
        if (this.version(tenantId) === version) keep(value);
        return value;
      })
      .finally(() => this.loading.delete(loadingKey));
    this.loading.set(loadingKey, loaded);
    return loaded;
  }

  private generationOf(tenantId: string): number {
    return this.generations.get(tenantId) ?? 0;
  }

  /** The number of the `ttlMs`-long period now running. */
  private epoch(): number {
    return Math.floor(Date.now() / this.ttlMs);
  }
}
