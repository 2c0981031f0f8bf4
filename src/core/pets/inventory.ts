import type { PetModel } from './model.js';
import type { PetStatus, Species } from './types.js';

export interface PetCount {
  species: Species;
  status: PetStatus;
  count: number;
}

/** How many pets of a tenant are in each (species, status); absent pairs count zero. */
export async function countPets(pets: PetModel, tenantId: string): Promise<PetCount[]> {
  const groups = await pets.aggregate<{ _id: { species: Species; status: PetStatus }; count: number }>([
    { $match: { tenantId } },
    { $group: { _id: { species: '$species', status: '$status' }, count: { $sum: 1 } } },
  ]);
  return groups
    .map((group) => ({ species: group._id.species, status: group._id.status, count: group.count }))
    .sort((a, b) => a.species.localeCompare(b.species) || a.status.localeCompare(b.status));
}
