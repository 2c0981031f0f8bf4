import type { CallerContext } from '../context.js';
import { assertCanReadInventory } from './policy.js';
import type { PetService } from '../pets/index.js';
import { SPECIES, type Species } from '../pets/types.js';
import type { InventoryCounts } from './types.js';

export interface SpeciesInventory extends InventoryCounts {
  species: Species;
}

function emptyCounts(): InventoryCounts {
  return { AVAILABLE: 0, PENDING: 0, ADOPTED: 0, NOT_AVAILABLE: 0, total: 0 };
}

/** Pet counts by status for the store: public for the caller's tenant, per species for staff. */
export class StoreInventory {
  constructor(private readonly pets: PetService) {}

  async totals(ctx: CallerContext): Promise<InventoryCounts> {
    const counts = emptyCounts();
    for (const group of await this.pets.inventory(ctx)) {
      counts[group.status] += group.count;
      counts.total += group.count;
    }
    return counts;
  }

  /** Every species appears, with zeros where a shelter has none, so clients see a stable shape. */
  async bySpecies(ctx: CallerContext): Promise<SpeciesInventory[]> {
    assertCanReadInventory(ctx);
    const rows = new Map<Species, SpeciesInventory>(
      SPECIES.map((species) => [species, { species, ...emptyCounts() }]),
    );
    for (const group of await this.pets.inventory(ctx)) {
      const row = rows.get(group.species);
      if (row === undefined) continue;
      row[group.status] += group.count;
      row.total += group.count;
    }
    return [...rows.values()];
  }
}
