import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { DECLINED, URGENT, converse, lastAnswer } from './support.js';

const PETS = [
  storedPet({ name: 'Max', species: 'DOG', breed: 'Labrador Retriever', price: '150.00' }),
  storedPet({ name: 'Peanut', species: 'DOG', breed: 'Chihuahua', size: 'SMALL', price: '120.00' }),
  storedPet({ name: 'Spike', species: 'REPTILE', breed: 'Bearded Dragon', price: '160.00' }),
  storedPet({ name: 'Oliver', species: 'CAT', breed: 'Domestic Shorthair', price: '60.00' }),
  storedPet({ name: 'Chloé', species: 'CAT', breed: 'Domestic Longhair', price: '130.00' }),
  storedPet({ name: 'Clover', species: 'RABBIT', breed: 'Netherland Dwarf', price: '45.00' }),
];
const listed = (answer: string) => [...answer.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((match) => match[1]);
const ask = async (...turns: string[]) =>
  (await converse(new InMemoryPetCatalog(PETS), ...turns)).at(-1) ?? '';

describe('emergencies said without their name', () => {
  it.each([
    'my bulldog got too hot in the garden, now he has vomited and is very weak',
    'there is orange pollen on my cat from the bouquet and she licked it',
    'my dog has been pushing for an hour and no puppy has come out',
    'the dog swallowed some fairy lights',
    'my spaniel eight a packet of sugarless sweets',
    'our dog had puppies last week and now she is trembling and walking stiffly',
    'he ate something in the woods and now he is shaking',
    'my cat not pee since morning, he is boy cat and he cry',
    'my dog is eat the poison for rats',
    'my dog stomach very big and he try vomit',
    'my puppy eat raisin',
  ])('"%s" opens with the urgent advice', async (question) => {
    expect(await lastAnswer(question)).toMatch(URGENT);
  });

  it('does not read "can my dog eat ..." as a report of eating', async () => {
    expect(await lastAnswer('can my dog eat raisins')).not.toMatch(URGENT);
  });

  it('does not read a question about coffee grounds as bleeding', async () => {
    expect(await lastAnswer('are coffee grounds bad for dogs?')).not.toMatch(URGENT);
    expect(await lastAnswer('she vomited something like coffee grounds')).toMatch(URGENT);
  });
});

describe('follow-ups', () => {
  it.each([
    ['my dog got into the chocolate', 'only a little bit of milk chocolate and he is a big dog'],
    ['my dog drank antifreeze', 'why is it so dangerous?'],
    ['my rabbit has not eaten since yesterday', 'can i give her a treat to get her eating?'],
  ])('keeps the urgent advice first after "%s" then "%s"', async (first, second) => {
    expect(await ask(first, second)).toMatch(URGENT);
  });

  it('asks the same safety question again for the pet a short follow-up names', async () => {
    const answer = await lastAnswer('can dogs have cheese?', 'and rabbits?');
    expect(answer).toMatch(/^No\b/);
    expect(answer).toMatch(/rabbit/i);
  });

  it('keeps a pronoun turn about people in the conversation about the pet', async () => {
    const answer = await lastAnswer('my puppy keeps nipping my hands', 'what if he does that to my kids?');
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(/bit|mouth/i);
  });

  it('gives rabbits and guinea pigs their own verdict on fruit', async () => {
    expect(await lastAnswer('is banana good for my rabbit?')).toMatch(/^Only as an occasional treat/);
    expect(await lastAnswer('can my guinea pig have a strawberry?')).toMatch(/^Only a small piece/);
  });

  it('reads "allowed" as a safety question', async () => {
    expect(await lastAnswer('is my cat allowed a bit of wine?')).toMatch(/^No\b/);
  });
});

describe('catalog wishes', () => {
  it('caps the price at a budget', async () => {
    expect(listed(await ask('i only have 100 dollars, which cats could i get'))).toEqual(['Oliver']);
  });

  it('lists the pets whose record says they are not good with kids when asked for them', async () => {
    const catalog = new InMemoryPetCatalog([
      storedPet({ name: 'Rex', species: 'DOG', breed: 'Akita', goodWithKids: false }),
      storedPet({ name: 'Bo', species: 'DOG', breed: 'Beagle', goodWithKids: true }),
    ]);
    const [answer] = await converse(catalog, 'which dogs are not good with children?');
    expect(listed(answer ?? '')).toEqual(['Rex']);
  });

  it('lists cats by coat length', async () => {
    expect(listed(await ask('any long haired cats?'))).toEqual(['Chloé']);
  });

  it('lists everything within a price', async () => {
    expect(listed(await ask('show me everything under 70'))).toEqual(
      expect.arrayContaining(['Oliver', 'Clover']),
    );
  });

  it('finds a pet asked for as "a dog called ..."', async () => {
    const answer = await ask('do you have a dog called max?');
    expect(answer).not.toMatch(/couldn't find/);
    expect(answer).toMatch(/\*\*Max\*\*.*150\.00/s);
  });

  it('finds a pet by its place in the listing just shown', async () => {
    expect(await ask('what cats do you have?', 'how much is the last one?')).toMatch(/^Chloé's adoption fee/);
  });

  it('answers another ordering after a superlative instead of the pet just named', async () => {
    expect(await ask('which is your cheapest dog?', 'and the most expensive?')).toMatch(
      /^The most expensive/,
    );
  });

  it('lists each of two kinds asked for at once', async () => {
    expect(listed(await ask('do you have any rabbits or cats?'))).toEqual(['Clover', 'Oliver', 'Chloé']);
  });

  it('answers whether a named pet is still up for adoption from its record', async () => {
    expect(await ask('is clover still up for adoption?')).toMatch(/^Clover is available for adoption/);
  });

  it('finds the pet of a breed named after the second "the"', async () => {
    expect(await ask('what is the price of the bearded dragon?')).toMatch(/Spike.*160\.00/);
  });

  it('finds a pet whose name is also a word when it ends the question', async () => {
    expect(await ask('what is the cost of adopting peanut?')).toMatch(/Peanut.*120\.00/);
    expect(await ask('is peanut butter ok for dogs?')).not.toMatch(/Chihuahua/);
  });
});
