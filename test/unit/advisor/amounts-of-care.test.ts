import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { converse, lastAnswer } from './support.js';

const catalog = new InMemoryPetCatalog([
  storedPet({ name: 'Nibbles', species: 'RABBIT', breed: 'Lionhead', price: '40.00' }),
]);

describe('amounts of food or care', () => {
  it('"how much veg" for the owner\'s rabbits asks no price of the shop', async () => {
    const [answer] = await converse(
      catalog,
      'the rabbits thump for their dinner, how much veg should the rabbits get?',
    );
    expect(answer).not.toMatch(/Nibbles/);
  });

  it('"veg" is vegetables', async () => {
    const answer = await lastAnswer('which veg can my bunny have?');
    expect(answer).toMatch(/^\*\*Vegetables and treats for rabbits\.\*\*/);
  });
});
