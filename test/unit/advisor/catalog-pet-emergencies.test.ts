import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { URGENT, converse } from './support.js';

/** The titles of the entries an answer cites, in order. */
const entries = (answer: string) => [...answer.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1] ?? '');

const CATALOG = new InMemoryPetCatalog([
  storedPet({ name: 'Biscuit', species: 'OTHER', breed: 'Guinea Pig', ageMonths: 14 }),
  storedPet({ name: 'Hazel', species: 'RABBIT', breed: 'Mini Lop', ageMonths: 20 }),
  storedPet({ name: 'Slinky', species: 'REPTILE', breed: 'Royal Python', ageMonths: 30 }),
]);

describe('an emergency of a pet known by its name', () => {
  it('judges a guinea pig from its record when the owner gives only its name', async () => {
    const [answer] = await converse(CATALOG, 'Biscuit has stopped eating and sits hunched up');
    expect(answer).toMatch(URGENT);
    expect(entries(answer ?? '')[0]).toMatch(/stasis/i);
  });

  it('reads what is happening now after how the pet came home', async () => {
    const [answer] = await converse(
      CATALOG,
      'we took Hazel home last summer and she has not pooped since last night',
    );
    expect(answer).toMatch(URGENT);
  });

  it('answers a snake breathing with its mouth open as a respiratory emergency', async () => {
    const [answer] = await converse(CATALOG, 'Slinky keeps gaping with his mouth open and wheezing');
    expect(answer).toMatch(URGENT);
    expect(entries(answer ?? '')[0]).toMatch(/respiratory/i);
  });
});
