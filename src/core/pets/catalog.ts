import type { CatalogPet, CatalogQuery, CatalogSort, PetCatalogPort } from '../chat/advisor/catalog-port.js';
import { formatMoney } from '../money.js';
import type { PetDoc, PetModel } from './model.js';
import type { Gender, Size, Species } from './types.js';

const MAX_RESULTS = 20;
const MAX_NAMESAKES = 5;

const SORTS: Record<CatalogSort, Record<string, 1 | -1>> = {
  'price-asc': { priceMinor: 1, _id: 1 },
  'price-desc': { priceMinor: -1, _id: -1 },
  'age-asc': { ageMonths: 1, _id: 1 },
  'age-desc': { ageMonths: -1, _id: -1 },
};

/**
 * The chat advisor's read-only view of one tenant's AVAILABLE pets. It asks with lowercase enums
 * (as pet requests do) and gets plain objects; unknown descriptive facts become neutral values
 * (`''`, `0`), while unknown yes/no facts stay `null` so the advisor can say they are not recorded.
 */
export class PetCatalog implements PetCatalogPort {
  constructor(private readonly pets: PetModel) {}

  async searchAvailable(tenantId: string, query: CatalogQuery): Promise<CatalogPet[]> {
    const filter: Record<string, unknown> = { tenantId, status: 'AVAILABLE' };
    if (query.species !== undefined) filter['species'] = query.species.toUpperCase() as Species;
    else if (query.excludeSpecies !== undefined && query.excludeSpecies.length > 0) {
      filter['species'] = { $nin: query.excludeSpecies.map((species) => species.toUpperCase() as Species) };
    }
    if (query.size !== undefined) filter['size'] = query.size.toUpperCase() as Size;
    if (query.gender !== undefined) filter['gender'] = query.gender.toUpperCase() as Gender;
    if (query.goodWithKids !== undefined) filter['goodWithKids'] = query.goodWithKids;
    for (const [fact, wanted] of Object.entries(query.medical ?? {})) filter[`medicalInfo.${fact}`] = wanted;
    // An age order ranks only pets whose age is known: an unknown age is not "youngest".
    const age: Record<string, number | null> = query.sort?.startsWith('age') ? { $ne: null } : {};
    if (query.minAgeMonths !== undefined) age['$gte'] = query.minAgeMonths;
    if (query.maxAgeMonths !== undefined) age['$lte'] = query.maxAgeMonths;
    if (Object.keys(age).length > 0) filter['ageMonths'] = age;
    const price: Record<string, number> = {};
    if (query.minPriceMinor !== undefined) price['$gte'] = query.minPriceMinor;
    if (query.maxPriceMinor !== undefined) price['$lte'] = query.maxPriceMinor;
    if (Object.keys(price).length > 0) filter['priceMinor'] = price;
    const limit = Math.min(Math.max(Math.trunc(query.limit), 1), MAX_RESULTS);
    const sort = query.sort === undefined ? { createdAt: -1 as const, _id: -1 as const } : SORTS[query.sort];
    const docs = await this.pets.find(filter).sort(sort).limit(limit).lean<PetDoc[]>();
    return docs.map(toCatalogPet);
  }

  async findByName(tenantId: string, name: string): Promise<CatalogPet[]> {
    const docs = await this.pets
      .find({ tenantId, nameKey: nameKeyPattern(name) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(MAX_NAMESAKES)
      .lean<PetDoc[]>();
    return docs.map(toCatalogPet);
  }
}

// Each plain letter stands for its accented forms too, so "chloe" finds Chloé and "zoe" Zoë.
const ACCENTED: Record<string, string> = {
  a: 'aàáâãäåā',
  c: 'cçćč',
  e: 'eèéêëēėę',
  i: 'iìíîïī',
  n: 'nñń',
  o: 'oòóôõöøō',
  u: 'uùúûüū',
  y: 'yýÿ',
  s: 'sśš',
  z: 'zźżž',
};

/** The stored name keys a typed name may stand for: case and accents are not compared. */
function nameKeyPattern(name: string): RegExp {
  const folded = name.trim().normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const body = [...folded]
    .map((char) => {
      const variants = ACCENTED[char];
      return variants === undefined ? char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') : `[${variants}]`;
    })
    .join('');
  return new RegExp(`^${body}$`, 'u');
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
    goodWithKids: doc.goodWithKids ?? null,
    price: formatMoney(doc.priceMinor),
    currency: doc.currency,
    status: doc.status,
    description: doc.description ?? '',
    medical: {
      vaccinated: doc.medicalInfo?.vaccinated ?? null,
      spayedNeutered: doc.medicalInfo?.spayedNeutered ?? null,
      microchipped: doc.medicalInfo?.microchipped ?? null,
      specialNeeds: doc.medicalInfo?.specialNeeds ?? null,
      healthNotes: doc.medicalInfo?.healthNotes ?? null,
    },
  };
}
