import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { converse } from './support.js';

const catalog = new InMemoryPetCatalog([
  storedPet({
    name: 'Bruno',
    species: 'DOG',
    breed: 'Boxer',
    gender: 'MALE',
    size: 'LARGE',
    price: '120.00',
  }),
]);

describe('when to have an operation done', () => {
  it('a female cat spay age is a care question, not a filter of the shop', async () => {
    const [answer] = await converse(catalog, 'female cat spay age?');
    expect(answer).toMatch(/spay/i);
    expect(answer).not.toMatch(/available right now/);
  });

  it('castrating a large dog early or later is a care question', async () => {
    const [answer] = await converse(catalog, 'castrate large male dog early or later?');
    expect(answer).toMatch(/^\*\*Spaying and neutering\.\*\*/);
  });
});
