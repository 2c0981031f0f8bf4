import type { PetSpecies } from './knowledge/types.js';

export type CatalogSize = 'small' | 'medium' | 'large';
export type CatalogGender = 'male' | 'female';
/** Unset: newest first. Age orders leave out pets whose age is unknown. */
export type CatalogSort = 'price-asc' | 'price-desc' | 'age-asc' | 'age-desc';

/** What the advisor asks the catalog for; every filter is optional except the page size. */
export interface CatalogQuery {
  /** Lowercase, as in pet requests; the implementation maps it to the stored enumeration. */
  species?: PetSpecies;
  /** Species left out ("anything but dogs"); only meaningful without `species`. */
  excludeSpecies?: PetSpecies[];
  goodWithKids?: boolean;
  size?: CatalogSize;
  gender?: CatalogGender;
  maxAgeMonths?: number;
  minAgeMonths?: number;
  /** Inclusive bounds in minor units (cents), so "under 100.00" is exact. */
  maxPriceMinor?: number;
  minPriceMinor?: number;
  /** Medical facts asked for ("vaccinated", "no special needs"); unrecorded facts never match. */
  medical?: MedicalFilter;
  sort?: CatalogSort;
  limit: number;
}

export type MedicalFact = 'vaccinated' | 'spayedNeutered' | 'microchipped' | 'specialNeeds';
export type MedicalFilter = Partial<Record<MedicalFact, boolean>>;

/** The record's medical facts; `null` when the shelter has not recorded it. */
export interface CatalogMedicalInfo {
  vaccinated: boolean | null;
  spayedNeutered: boolean | null;
  microchipped: boolean | null;
  specialNeeds: boolean | null;
  healthNotes: string | null;
}

/** A pet as the advisor shows it; no internal fields. */
export interface CatalogPet {
  id: string;
  name: string;
  species: string;
  breed: string;
  ageMonths: number;
  size: string;
  gender: string;
  /** `null` when not recorded: "not known" must not read as "not good with kids". */
  goodWithKids: boolean | null;
  /** Decimal amount with two decimals, as everywhere in the API. */
  price: string;
  currency: string;
  /** AVAILABLE, PENDING (reserved by an order), ADOPTED or NOT_AVAILABLE. */
  status: string;
  description: string;
  medical: CatalogMedicalInfo;
}

/**
 * The advisor's view of the pet catalog. The pets service implements it over MongoDB; every
 * call is scoped to the given tenant.
 */
export interface PetCatalogPort {
  /** Only AVAILABLE pets: what the advisor offers for adoption. */
  searchAvailable(tenantId: string, query: CatalogQuery): Promise<CatalogPet[]>;
  /**
   * The pets with this name (case-insensitive), whatever their status, so a pet mentioned earlier
   * and adopted since is reported as adopted rather than as unknown.
   */
  findByName(tenantId: string, name: string): Promise<CatalogPet[]>;
}
