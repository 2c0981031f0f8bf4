import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { converse } from './support.js';

// A pet whose record leaves most facts empty (null), as a shop that filled in only the basics.
const CATALOG = new InMemoryPetCatalog([
  storedPet({ name: 'Rufus', species: 'DOG', breed: 'Whippet', goodWithKids: null }),
]);

describe('a fact the record leaves empty', () => {
  it.each([
    [
      'does Rufus get on with children?',
      /Rufus's record does not say whether he is good with kids: it is not recorded/,
    ],
    ['has Rufus had his vaccinations', /whether he is vaccinated: it is not recorded/],
    ['is Rufus house trained', /whether he is house-trained: it is not recorded/],
  ])('"%s" says it is not recorded, not a yes or a no', async (question, reply) => {
    const [answer] = await converse(CATALOG, question);
    expect(answer).toMatch(reply);
    expect(answer).toMatch(/store staff can check/);
  });
});
