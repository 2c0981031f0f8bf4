import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { converse } from './support.js';

const DOGS = ['Ace', 'Bo', 'Cody', 'Duke', 'Echo', 'Finn', 'Gus'].map((name, index) =>
  storedPet({ name, species: 'DOG', breed: 'Collie', ageMonths: 6 + index * 6, price: '100.00' }),
);
const CATS = [
  storedPet({ name: 'Mia', species: 'CAT', breed: 'Tabby', ageMonths: 12, price: '80.00' }),
  storedPet({ name: 'Tig', species: 'CAT', breed: 'Tabby', ageMonths: 11, price: '80.00' }),
  storedPet({ name: 'Old Tom', species: 'CAT', breed: 'Tabby', ageMonths: 61, price: '80.00' }),
  storedPet({ name: 'Sox', species: 'CAT', breed: 'Tabby', ageMonths: 60, price: '80.00' }),
];

const listed = (answer: string | undefined) =>
  [...(answer ?? '').matchAll(/^- \*\*([^*]+)\*\*/gm)].map((match) => match[1]).sort();

describe('a listing longer than one page', () => {
  it('gives the total in its heading, so "how many" is answered', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(DOGS), 'how many dogs have you got at the moment');
    expect(answer).toMatch(/^7 dogs are available right now; here are the first 5:/);
  });

  it('continues with the rest, one of them named as one', async () => {
    const six = DOGS.slice(0, 6);
    const [, rest] = await converse(new InMemoryPetCatalog(six), 'list your dogs', 'show me more');
    expect(rest).toMatch(/^One more is available right now:/);
    expect(listed(rest)).toEqual(['Finn']);
  });
});

describe('ages in words', () => {
  it('"under a year" leaves out a pet of exactly one year', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(CATS), 'got any cats under a year old?');
    expect(listed(answer)).toEqual(['Tig']);
  });

  it('"older than five years" leaves out a pet of exactly five', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(CATS), 'cats older than five years');
    expect(listed(answer)).toEqual(['Old Tom']);
  });
});

describe('a count or a bare "got" asks the shop', () => {
  it.each([
    ['how many dogs are there right now?', 7],
    ['count all your dogs', 7],
    ['u got any dogs', 7],
  ])('"%s" lists the dogs with their total', async (question, total) => {
    const [answer] = await converse(new InMemoryPetCatalog(DOGS), question);
    expect(answer).toMatch(new RegExp(`^${total} dogs are available right now`));
  });

  it('"how many kittens do cats have" stays a care question', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(CATS), 'how many kittens do cats have');
    expect(listed(answer)).toEqual([]);
  });
});
