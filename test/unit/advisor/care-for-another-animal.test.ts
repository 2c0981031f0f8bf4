import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { converse } from './support.js';

// A shop with kittens, so that a follow-up read as a request for them would list one.
const CATALOG = new InMemoryPetCatalog([
  storedPet({ name: 'Tig', species: 'CAT', breed: 'Tabby', ageMonths: 3 }),
  storedPet({ name: 'Bun', species: 'RABBIT', breed: 'Lionhead', ageMonths: 9 }),
]);

describe('a care question asked again for another animal', () => {
  it('"and kittens?" after a question about puppies is the same care question, not a listing', async () => {
    const [, answer] = await converse(CATALOG, 'how often do puppies need worming', 'and kittens?');
    expect(answer).not.toMatch(/available right now/);
    expect(answer).toMatch(/worm/i);
  });

  it('"and my rabbit?" after clipping a dog\'s claws gives the nail advice for rabbits', async () => {
    const [, answer] = await converse(CATALOG, "how should i cut my dog's claws", 'and my rabbit?');
    expect(answer).toMatch(/Nail trimming/);
    expect(answer).toMatch(/Rabbits, guinea pigs and other small pets/);
  });
});
