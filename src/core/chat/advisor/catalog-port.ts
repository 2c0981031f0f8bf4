import type { PetSpecies } from './knowledge/types.js';

export type CatalogSize = 'small' | 'medium' | 'large';
export type CatalogGender = 'male' | 'female';

/** What the advisor asks the catalog for; every filter is optional except the page size. */
export interface CatalogQuery {
  /** Lowercase, as in pet requests; the implementation maps it to the stored enumeration. */
  species?: PetSpecies;
  goodWithKids?: boolean;
  size?: CatalogSize;
  gender?: CatalogGender;
  maxAgeMonths?: number;
  minAgeMonths?: number;
  limit: number;
}

/** An AVAILABLE pet as the advisor shows it; no internal fields. */
export interface CatalogPet {
  id: string;
  name: string;
  species: string;
  breed: string;
  ageMonths: number;
  size: string;
  gender: string;
  goodWithKids: boolean;
  /** Decimal amount with two decimals, as everywhere in the API. */
  price: string;
  currency: string;
}

/**
 * The advisor's view of the pet catalog. The pets service implements it over MongoDB; it must
 * return only AVAILABLE pets of the given tenant.
 */
export interface PetCatalogPort {
  searchAvailable(tenantId: string, query: CatalogQuery): Promise<CatalogPet[]>;
}
