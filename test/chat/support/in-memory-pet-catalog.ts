import type { CatalogPet, CatalogQuery, PetCatalogPort } from '../../../src/core/chat/index.js';

export interface StoredPet extends CatalogPet {
  tenantId: string;
  status: 'AVAILABLE' | 'ADOPTED';
}

/** The catalog port over an array: same contract as the MongoDB implementation, no database. */
export class InMemoryPetCatalog implements PetCatalogPort {
  readonly queries: Array<{ tenantId: string; query: CatalogQuery }> = [];

  constructor(private readonly pets: readonly StoredPet[]) {}

  async searchAvailable(tenantId: string, query: CatalogQuery): Promise<CatalogPet[]> {
    this.queries.push({ tenantId, query });
    return this.pets
      .filter((pet) => pet.tenantId === tenantId && pet.status === 'AVAILABLE')
      .filter((pet) => query.species === undefined || pet.species.toLowerCase() === query.species)
      .filter((pet) => query.goodWithKids === undefined || pet.goodWithKids === query.goodWithKids)
      .filter((pet) => query.size === undefined || pet.size.toLowerCase() === query.size)
      .filter((pet) => query.gender === undefined || pet.gender.toLowerCase() === query.gender)
      .filter((pet) => query.maxAgeMonths === undefined || pet.ageMonths <= query.maxAgeMonths)
      .filter((pet) => query.minAgeMonths === undefined || pet.ageMonths >= query.minAgeMonths)
      .slice(0, query.limit)
      .map(({ tenantId: _tenantId, status: _status, ...pet }) => pet);
  }
}

export const TENANT = '018f0000-0000-7000-8000-000000000001';
export const OTHER_TENANT = '018f0000-0000-7000-8000-000000000002';

function pet(overrides: Partial<StoredPet> & Pick<StoredPet, 'name' | 'species' | 'breed'>): StoredPet {
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
    ...overrides,
  };
}

export const SAMPLE_PETS: StoredPet[] = [
  pet({ name: 'Biscuit', species: 'DOG', breed: 'Beagle', ageMonths: 30, price: '180.00' }),
  pet({
    name: 'Pepper',
    species: 'DOG',
    breed: 'Cavalier King Charles Spaniel',
    ageMonths: 8,
    size: 'SMALL',
    gender: 'FEMALE',
  }),
  pet({ name: 'Brutus', species: 'DOG', breed: 'Siberian Husky', size: 'LARGE', goodWithKids: false }),
  pet({ name: 'Goldie', species: 'DOG', breed: 'Golden Retriever', status: 'ADOPTED', size: 'LARGE' }),
  pet({
    name: 'Milo',
    species: 'CAT',
    breed: 'Domestic Shorthair',
    ageMonths: 14,
    size: 'SMALL',
    price: '90.00',
  }),
  pet({ name: 'Luna', species: 'CAT', breed: 'Ragdoll', ageMonths: 40, gender: 'FEMALE', price: '120.00' }),
  pet({ name: 'Rex', species: 'DOG', breed: 'Labrador Retriever', tenantId: OTHER_TENANT }),
];
