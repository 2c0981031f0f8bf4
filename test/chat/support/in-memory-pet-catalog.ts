import type {
  CatalogMedicalInfo,
  CatalogPet,
  CatalogQuery,
  CatalogSort,
  MedicalFilter,
  PetCatalogPort,
} from '../../../src/core/chat/index.js';

export interface StoredPet extends CatalogPet {
  tenantId: string;
}

const toMinor = (price: string) => Math.round(Number(price) * 100);

const ORDER: Record<CatalogSort, (left: StoredPet, right: StoredPet) => number> = {
  'price-asc': (left, right) => toMinor(left.price) - toMinor(right.price),
  'price-desc': (left, right) => toMinor(right.price) - toMinor(left.price),
  'age-asc': (left, right) => left.ageMonths - right.ageMonths,
  'age-desc': (left, right) => right.ageMonths - left.ageMonths,
};

/** The catalog port over an array: same contract as the MongoDB implementation, no database. */
export class InMemoryPetCatalog implements PetCatalogPort {
  readonly queries: Array<{ tenantId: string; query: CatalogQuery }> = [];
  readonly nameLookups: Array<{ tenantId: string; name: string }> = [];

  constructor(private readonly pets: readonly StoredPet[]) {}

  async searchAvailable(tenantId: string, query: CatalogQuery): Promise<CatalogPet[]> {
    this.queries.push({ tenantId, query });
    const matching = this.pets
      .filter((pet) => pet.tenantId === tenantId && pet.status === 'AVAILABLE')
      .filter((pet) => query.species === undefined || pet.species.toLowerCase() === query.species)
      .filter(
        (pet) =>
          query.species !== undefined ||
          !(query.excludeSpecies ?? []).some((species) => pet.species.toLowerCase() === species),
      )
      .filter((pet) => query.goodWithKids === undefined || pet.goodWithKids === query.goodWithKids)
      .filter((pet) =>
        Object.entries(query.medical ?? {}).every(
          ([fact, wanted]) => pet.medical[fact as keyof MedicalFilter] === wanted,
        ),
      )
      .filter((pet) => query.size === undefined || pet.size.toLowerCase() === query.size)
      .filter((pet) => query.gender === undefined || pet.gender.toLowerCase() === query.gender)
      .filter((pet) => query.maxAgeMonths === undefined || pet.ageMonths <= query.maxAgeMonths)
      .filter((pet) => query.minAgeMonths === undefined || pet.ageMonths >= query.minAgeMonths)
      .filter((pet) => query.maxPriceMinor === undefined || toMinor(pet.price) <= query.maxPriceMinor)
      .filter((pet) => query.minPriceMinor === undefined || toMinor(pet.price) >= query.minPriceMinor)
      // An unknown age (0 in this shape) is never "youngest" or "oldest".
      .filter((pet) => !(query.sort?.startsWith('age') ?? false) || pet.ageMonths > 0);
    const sorted = query.sort === undefined ? matching : [...matching].sort(ORDER[query.sort]);
    return sorted.slice(0, query.limit).map(withoutTenant);
  }

  async findByName(tenantId: string, name: string): Promise<CatalogPet[]> {
    this.nameLookups.push({ tenantId, name });
    // Like the service's catalog, case and accents are not compared: "chloe" finds Chloé.
    const fold = (text: string) => text.trim().normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    return this.pets
      .filter((pet) => pet.tenantId === tenantId && fold(pet.name) === fold(name))
      .map(withoutTenant);
  }
}

function withoutTenant({ tenantId: _tenantId, ...pet }: StoredPet): CatalogPet {
  return pet;
}

export const TENANT = '018f0000-0000-7000-8000-000000000001';
export const OTHER_TENANT = '018f0000-0000-7000-8000-000000000002';

const UNRECORDED: CatalogMedicalInfo = {
  vaccinated: null,
  spayedNeutered: null,
  microchipped: null,
  specialNeeds: null,
  healthNotes: null,
};

/** A stored pet with everyday defaults; tests and the evaluation override what they check. */
export function storedPet(
  overrides: Partial<Omit<StoredPet, 'medical'>> &
    Pick<StoredPet, 'name' | 'species' | 'breed'> & { medical?: Partial<CatalogMedicalInfo> },
): StoredPet {
  const { medical, ...rest } = overrides;
  return {
    id: `pet-${overrides.name.toLowerCase()}`,
    tenantId: TENANT,
    status: 'AVAILABLE',
    ageMonths: 24,
    size: 'MEDIUM',
    gender: 'MALE',
    goodWithKids: true,
    price: '150.00',
    currency: 'USD',
    description: '',
    ...rest,
    medical: { ...UNRECORDED, ...medical },
  };
}

export const SAMPLE_PETS: StoredPet[] = [
  storedPet({ name: 'Biscuit', species: 'DOG', breed: 'Beagle', ageMonths: 30, price: '180.00' }),
  storedPet({
    name: 'Pepper',
    species: 'DOG',
    breed: 'Cavalier King Charles Spaniel',
    ageMonths: 8,
    size: 'SMALL',
    gender: 'FEMALE',
  }),
  storedPet({ name: 'Brutus', species: 'DOG', breed: 'Siberian Husky', size: 'LARGE', goodWithKids: false }),
  storedPet({ name: 'Goldie', species: 'DOG', breed: 'Golden Retriever', status: 'ADOPTED', size: 'LARGE' }),
  storedPet({
    name: 'Milo',
    species: 'CAT',
    breed: 'Domestic Shorthair',
    ageMonths: 14,
    size: 'SMALL',
    price: '90.00',
  }),
  storedPet({
    name: 'Luna',
    species: 'CAT',
    breed: 'Ragdoll',
    ageMonths: 40,
    gender: 'FEMALE',
    price: '120.00',
  }),
  storedPet({ name: 'Rex', species: 'DOG', breed: 'Labrador Retriever', tenantId: OTHER_TENANT }),
];
