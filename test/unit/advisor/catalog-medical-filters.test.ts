import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { converse } from './support.js';

const PETS = [
  storedPet({
    name: 'Rex',
    species: 'DOG',
    breed: 'Boxer',
    medical: { vaccinated: true, microchipped: true, spayedNeutered: true, specialNeeds: false },
  }),
  storedPet({
    name: 'Juno',
    species: 'DOG',
    breed: 'Whippet',
    medical: { vaccinated: true, specialNeeds: true },
  }),
  storedPet({
    name: 'Tom',
    species: 'CAT',
    breed: 'Tabby',
    medical: { vaccinated: false, microchipped: true },
  }),
  storedPet({ name: 'Hops', species: 'RABBIT', breed: 'Mini Lop' }),
];

const listed = (answer: string | undefined) =>
  [...(answer ?? '').matchAll(/^- \*\*([^*]+)\*\*/gm)].map((match) => match[1]).sort();

describe('listings filtered by what the records say about health', () => {
  it.each([
    ['which of your animals have had their vaccinations and a microchip? microchipped ones only', ['Rex']],
    ['show me the dogs that are neutered', ['Rex']],
    ['have you got any animals with special needs?', ['Juno']],
    ['which pets are not vaccinated yet?', ['Tom']],
  ])('"%s" lists only the pets whose record says so', async (question, names) => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), question);
    expect(listed(answer)).toEqual(names);
  });

  it('says what was asked in the listing', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'any dogs that are vaccinated?');
    expect(answer).toMatch(/dogs that are vaccinated/);
    expect(listed(answer)).toEqual(['Juno', 'Rex']);
  });
});
