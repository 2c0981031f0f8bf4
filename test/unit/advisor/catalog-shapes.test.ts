import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { converse } from './support.js';

const CATALOG = new InMemoryPetCatalog([
  storedPet({ name: 'Mia', species: 'CAT', breed: 'Tabby', ageMonths: 40, gender: 'FEMALE' }),
  storedPet({ name: 'Tig', species: 'CAT', breed: 'Tabby', ageMonths: 11, gender: 'MALE' }),
  storedPet({ name: 'Sox', species: 'CAT', breed: 'Tabby', ageMonths: 70, gender: 'MALE' }),
  storedPet({ name: 'Sunny', species: 'BIRD', breed: 'Cockatiel', ageMonths: 12, price: '75.00' }),
  storedPet({ name: 'Blue', species: 'BIRD', breed: 'Budgerigar', ageMonths: 6, price: '35.00' }),
  storedPet({ name: 'Nibbles', species: 'OTHER', breed: 'Syrian Hamster', ageMonths: 5, price: '20.00' }),
]);

const listed = (answer: string | undefined) =>
  [...(answer ?? '').matchAll(/^- \*\*([^*]+)\*\*/gm)].map((match) => match[1]).sort();

describe('catalog questions in other shapes', () => {
  it('"which one\'s younger, Mia or Tig" compares the two by age', async () => {
    const [answer] = await converse(CATALOG, "which one's younger, Mia or Tig");
    expect(answer).toMatch(/^Of Mia and Tig, Tig is the younger/);
  });

  it('"how old is ur cockatiel" answers from the one cockatiel\'s record', async () => {
    const [answer] = await converse(CATALOG, 'how old is ur cockatiel');
    expect(answer).toMatch(/^Sunny is 1 year old\./);
  });

  it('"any budgies or cockatiels?" lists both kinds of bird', async () => {
    const [answer] = await converse(CATALOG, 'any budgies or cockatiels?');
    expect(answer).toMatch(/\*\*Blue\*\*/);
    expect(answer).toMatch(/\*\*Sunny\*\*/);
  });

  it('"just the boys" after a listing of cats keeps the male ones', async () => {
    const [, answer] = await converse(CATALOG, 'list your cats', 'just the boys');
    expect(listed(answer)).toEqual(['Sox', 'Tig']);
  });
});
