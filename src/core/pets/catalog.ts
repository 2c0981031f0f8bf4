import type { CatalogPet, CatalogQuery, PetCatalogPort } from '../chat/advisor/catalog-port.js';
import { formatMoney } from '../money.js';
import type { PetDoc, PetModel } from './model.js';
import type { Gender, Size, Species } from './types.js';

const MAX_RESULTS = 20;

/**
 * The chat advisor's read-only view of one tenant's AVAILABLE pets. It asks with lowercase enums
 * (as pet requests do) and gets plain objects; unknown optional facts become neutral values
 * (`''`, `0`, `false`) because the advisor's shape has no nulls.
 */
export class PetCatalog implements PetCatalogPort {
  constructor(private readonly pets: PetModel) {}

  async searchAvailable(tenantId: string, query: CatalogQuery): Promise<CatalogPet[]> {
    const filter: Record<string, unknown> = { tenantId, status: 'AVAILABLE' };
    if (query.species !== undefined) filter['species'] = query.species.toUpperCase() as Species;
    if (query.size !== undefined) filter['size'] = query.size.toUpperCase() as Size;
    if (query.gender !== undefined) filter['gender'] = query.gender.toUpperCase() as Gender;
    if (query.goodWithKids !== undefined) filter['goodWithKids'] = query.goodWithKids;
    const age: Record<string, number> = {};
    if (query.minAgeMonths !== undefined) age['$gte'] = query.minAgeMonths;
    if (query.maxAgeMonths !== undefined) age['$lte'] = query.maxAgeMonths;
    if (Object.keys(age).length > 0) filter['ageMonths'] = age;
    const limit = Math.min(Math.max(Math.trunc(query.limit), 1), MAX_RESULTS);
    const docs = await this.pets.find(filter).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<PetDoc[]>();
    return docs.map(toCatalogPet);
  }
}

function toCatalogPet(doc: PetDoc): CatalogPet {
  return {
    id: doc._id,
    name: doc.name,
    species: doc.species,
    breed: doc.breed ?? '',
    ageMonths: doc.ageMonths ?? 0,
    size: doc.size ?? '',
    gender: doc.gender,
    goodWithKids: doc.goodWithKids ?? false,
    price: formatMoney(doc.priceMinor),
    currency: doc.currency,
  };
}
