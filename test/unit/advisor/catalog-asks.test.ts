import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, OTHER_TENANT, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { converse, DECLINED } from './support.js';

const PETS = [
  storedPet({ name: 'Biscuit', species: 'DOG', breed: 'Toy Poodle', size: 'SMALL', price: '160.00' }),
  storedPet({ name: 'Ranger', species: 'DOG', breed: 'Border Collie', size: 'LARGE', price: '75.00' }),
  storedPet({ name: 'Fern', species: 'DOG', breed: 'Whippet', gender: 'FEMALE', price: '140.00' }),
  storedPet({ name: 'Bramble', species: 'CAT', breed: 'Maine Coon', price: '95.00' }),
  storedPet({ name: 'Misty', species: 'CAT', breed: 'Tabby', size: 'SMALL', price: '60.00' }),
  storedPet({
    name: 'Pebble',
    species: 'RABBIT',
    breed: 'Mini Lop',
    gender: 'FEMALE',
    size: 'SMALL',
    goodWithKids: false,
    price: '35.00',
  }),
  storedPet({ name: 'Dusty', species: 'RABBIT', breed: 'Rex rabbit', gender: 'MALE', price: '45.00' }),
  storedPet({ name: 'Nibbles', species: 'OTHER', breed: 'Syrian Hamster', size: 'SMALL', price: '15.00' }),
  storedPet({ name: 'Sid', species: 'REPTILE', breed: 'Ball Python', price: '110.00' }),
  storedPet({ name: 'Captain', species: 'DOG', breed: 'Boxer', status: 'ADOPTED', price: '20.00' }),
  storedPet({
    name: 'Zelda',
    species: 'DOG',
    breed: 'Rottweiler',
    price: '12.00',
    tenantId: OTHER_TENANT,
  }),
];

const shelter = () => new InMemoryPetCatalog(PETS);
const listed = (answer: string | undefined) =>
  [...(answer ?? '').matchAll(/^- \*\*([^*]+)\*\*/gm)].map((match) => match[1]).sort();
const NONE = /^Sorry, there are no (\w+ )*\w+ among the pets available for adoption right now/;

describe('a breed asked for', () => {
  it('lists only the pets of that breed, whatever else the species has', async () => {
    const [poodles] = await converse(shelter(), 'got any poodles going?');
    expect(listed(poodles)).toEqual(['Biscuit']);
    const [collie] = await converse(shelter(), 'looking for a border collie');
    expect(listed(collie)).toEqual(['Ranger']);
    const [coon] = await converse(shelter(), 'is there a maine coon available');
    expect(listed(coon)).toEqual(['Bramble']);
  });

  it('says plainly there is none of a breed the shelter lacks, offering no other dog in its place', async () => {
    const [answer] = await converse(shelter(), 'would you happen to have a rottweiler');
    expect(answer).toMatch(/^Sorry, there are no rottweilers among the pets available/);
    // The other tenant's rottweiler is never offered, nor the adopted boxer.
    expect(answer).not.toMatch(/Zelda|12\.00|Ranger|Biscuit/);
    const [boxer] = await converse(shelter(), 'any boxers for adoption?');
    expect(boxer).toMatch(NONE);
    expect(boxer).not.toMatch(/Captain|20\.00/);
  });
});

describe('a breed spelt as people spell it', () => {
  it('still finds the breed, or says there is none of it', async () => {
    const [collie] = await converse(shelter(), 'is there a boarder collie?');
    expect(listed(collie)).toEqual(['Ranger']);
    const [sausage] = await converse(shelter(), 'got a daschund?');
    expect(sausage).toMatch(/^Sorry, there are no dachshunds among the pets available/);
  });

  it('leaves an animal found about the place to the advice', async () => {
    for (const question of ['is there a python under the decking?', 'is there a husky in my garden']) {
      const [answer] = await converse(shelter(), question);
      expect(answer, question).not.toMatch(/available right now|Sorry, there are no/);
    }
  });
});

describe('an animal filed under no species of its own', () => {
  it('is found by its breed when the shelter has one', async () => {
    const [answer] = await converse(shelter(), 'do you have hamsters?');
    expect(listed(answer)).toEqual(['Nibbles']);
  });

  it('is answered with a plain no when it has none', async () => {
    for (const question of ['any chinchillas?', 'do you by any chance sell ponies', 'got any goldfish']) {
      const [answer] = await converse(shelter(), question);
      expect(answer, question).toMatch(NONE);
      expect(answer, question).not.toMatch(DECLINED);
      expect(listed(answer), question).toEqual([]);
    }
  });
});

describe('requests in looser words', () => {
  it('reads a price bound written in words', async () => {
    const [answer] = await converse(shelter(), 'what have you got for under forty?');
    expect(listed(answer)).toEqual(['Nibbles', 'Pebble']);
    // A count is not a price: "more than two" leaves the prices alone.
    const [count] = await converse(shelter(), 'do you have more than two rabbits?');
    expect(listed(count)).toEqual(['Dusty', 'Pebble']);
  });

  it('lists animals asked to be shown by any of their names', async () => {
    const [answer] = await converse(shelter(), 'can you show us the bunnies');
    expect(listed(answer)).toEqual(['Dusty', 'Pebble']);
    const [stock] = await converse(shelter(), 'snake options?');
    expect(listed(stock)).toEqual(['Sid']);
    const [situation] = await converse(shelter(), 'how is the selection for cats');
    expect(listed(situation)).toEqual(['Bramble', 'Misty']);
    const [doYouDo] = await converse(shelter(), 'do you do rabbits?');
    expect(listed(doYouDo)).toEqual(['Dusty', 'Pebble']);
    // A service is not a pet: "do you do cat boarding" lists no cats.
    const [boarding] = await converse(shelter(), 'do you do cat boarding?');
    expect(listed(boarding)).toEqual([]);
  });

  it('lists the whole shop for "anything" described, and nothing for something for an animal', async () => {
    const [cheap] = await converse(shelter(), 'got anything sweet and cheap?');
    expect(cheap).toMatch(/^The cheapest of the available pets is Nibbles/);
    const [remedy] = await converse(shelter(), 'do you have anything for a cat with flaky skin?');
    expect(listed(remedy)).toEqual([]);
  });

  it('takes an animal alone at the end of a short message as the request', async () => {
    const [, cats] = await converse(shelter(), 'list your dogs', 'hmm actually, cats?');
    expect(listed(cats)).toEqual(['Bramble', 'Misty']);
  });

  it('takes a change of mind without punctuation ("actually cats instead")', async () => {
    const [, cats] = await converse(shelter(), 'list your dogs', 'actually cats instead');
    expect(listed(cats)).toEqual(['Bramble', 'Misty']);
  });

  it('switches kind after an acknowledgement and keeps the price asked', async () => {
    const [, dogs] = await converse(shelter(), 'any cats below 100?', 'alright, what about dogs');
    expect(listed(dogs)).toEqual(['Ranger']);
  });
});

describe('follow-ups that point back at a listing', () => {
  it('finds "the girl" and "the boy" among the pets just listed', async () => {
    const [, girl] = await converse(shelter(), 'got rabbits?', 'what does the girl cost');
    expect(girl).toMatch(/^Pebble's adoption fee is 35\.00 USD\./);
    const [, boy] = await converse(shelter(), 'got rabbits?', 'how much is the boy?');
    expect(boy).toMatch(/^Dusty's adoption fee is 45\.00 USD\./);
  });

  it('narrows the listing to the pets that fit "which of them is ..."', async () => {
    const [, female] = await converse(shelter(), 'got rabbits?', 'which of them is female?');
    expect(listed(female)).toEqual(['Pebble']);
  });

  it('asks the same of the other pet when a follow-up only names it', async () => {
    const [, , other] = await converse(shelter(), 'got rabbits?', 'what does the girl cost', 'and the boy?');
    expect(other).toMatch(/^Dusty's adoption fee is 45\.00 USD\./);
  });

  it('reads "little kids" as the household, not as a small pet wanted', async () => {
    const [, answer] = await converse(shelter(), 'got rabbits?', 'which would suit little kids?');
    expect(listed(answer)).toEqual(['Dusty']);
  });
});

describe('a pet by a name typed with a slip', () => {
  it('finds the one available pet a slip away from a long enough name', async () => {
    const [answer] = await converse(shelter(), 'how much is biscit?');
    expect(answer).toMatch(/^Biscuit's adoption fee is 160\.00 USD\./);
    const [shouted] = await converse(shelter(), 'BRAMBEL how much');
    expect(shouted).toMatch(/^Bramble's adoption fee is 95\.00 USD\./);
  });

  it('corrects no short name into another, and never reaches another tenant', async () => {
    const [short] = await converse(shelter(), 'how much is Sud?');
    expect(short).not.toMatch(/Sid|110\.00/);
    const [elsewhere] = await converse(shelter(), 'how much is zeldaa?');
    expect(elsewhere).not.toMatch(/Zelda|Rottweiler|12\.00/);
  });
});

describe('a pet by a name the shop does not have', () => {
  it('says no pet of that name is listed, without declining and without what other shops hold', async () => {
    const [answer] = await converse(shelter(), 'Is Zelda still available? saw her online');
    expect(answer).toMatch(/^I couldn't find a pet called Zelda among our pets/);
    expect(answer).not.toMatch(DECLINED);
    expect(answer).not.toMatch(/Rottweiler|12\.00/);
  });

  it('answers the price asked of an unknown name the same way', async () => {
    const [answer] = await converse(shelter(), "what's the fee for Zelda?");
    expect(answer).toMatch(/^I couldn't find a pet called Zelda among our pets/);
  });

  it('still answers from the record of an adopted pet the shop has', async () => {
    const [answer] = await converse(shelter(), 'Has Captain been adopted?');
    expect(answer).toMatch(/^Captain has already been adopted/);
  });

  it('leaves questions about other things to the topic guard', async () => {
    const [answer] = await converse(shelter(), 'Is Spotify available in Canada?');
    expect(answer).not.toMatch(/couldn't find a pet called/);
  });
});

describe('an ordering said in other words', () => {
  const aged = () =>
    new InMemoryPetCatalog([
      storedPet({ name: 'Juniper', species: 'DOG', breed: 'Whippet', ageMonths: 70, price: '90.00' }),
      storedPet({ name: 'Wren', species: 'DOG', breed: 'Collie', ageMonths: 7, price: '210.00' }),
      storedPet({ name: 'Tansy', species: 'DOG', breed: 'Pug', ageMonths: 30, price: '130.00' }),
    ]);

  it('reads the lowest or most advanced age as an age ordering, not a price', async () => {
    const [lowest] = await converse(aged(), 'among the dogs you have, which one has the lowest age?');
    expect(lowest).toMatch(/^The youngest of the available dogs is Wren/);
    const [advanced] = await converse(aged(), 'which of your dogs is most advanced in years?');
    expect(advanced).toMatch(/^The oldest of the available dogs is Juniper/);
  });

  it('reads the smallest and the greatest fee as the cheapest and the dearest', async () => {
    const [smallest] = await converse(aged(), 'which dog here comes with the smallest fee?');
    expect(smallest).toMatch(/^The cheapest of the available dogs is Juniper/);
    const [greatest] = await converse(aged(), 'what dog of yours has the greatest rehoming fee?');
    expect(greatest).toMatch(/^The most expensive of the available dogs is Wren/);
  });
});

describe("the asker's children ranked by age", () => {
  it('are no ordering of the pets on offer', async () => {
    const [answer] = await converse(
      shelter(),
      'our eldest is nine and the youngest is three, which of your dogs are good with kids?',
    );
    expect(answer).not.toMatch(/^The (youngest|oldest)/);
    expect(answer).toMatch(/Biscuit/);
  });
});

describe('pets on offer asked for in formal words', () => {
  it('reads felines and canines, "in your care", "offered" and "you offer" as requests for pets', async () => {
    expect(
      listed((await converse(shelter(), 'which canines would you recommend for a first home?'))[0]),
    ).toEqual(['Biscuit', 'Fern', 'Ranger']);
    expect(listed((await converse(shelter(), 'might I view the felines in your care?'))[0])).toEqual([
      'Bramble',
      'Misty',
    ]);
    expect(listed((await converse(shelter(), 'are rabbits offered for adoption here?'))[0])).toEqual([
      'Dusty',
      'Pebble',
    ]);
    expect(listed((await converse(shelter(), 'is a rabbit among the animals you offer?'))[0])).toEqual([
      'Dusty',
      'Pebble',
    ]);
  });
});

describe('an ordering asked of the pets just listed', () => {
  it('answers with the winner, not every pet’s age or fee', async () => {
    const catalog = new InMemoryPetCatalog([
      storedPet({ name: 'Juniper', species: 'CAT', breed: 'Tabby', ageMonths: 70, price: '90.00' }),
      storedPet({ name: 'Wren', species: 'CAT', breed: 'Bengal', ageMonths: 7, price: '210.00' }),
    ]);
    const [, age] = await converse(catalog, 'list your cats please', 'out of those, who has the lowest age?');
    expect(age).toMatch(/^The youngest of the available cats is Wren/);
  });
});

describe('an everyday word after "the"', () => {
  it('names no breed it only begins', async () => {
    const catalog = new InMemoryPetCatalog([
      storedPet({ name: 'Tibbles', species: 'CAT', breed: 'British Shorthair', price: '90.00' }),
      storedPet({ name: 'Boris', species: 'DOG', breed: 'Newfoundland', size: 'LARGE', price: '200.00' }),
      storedPet({ name: 'Dot', species: 'DOG', breed: 'Pug', size: 'SMALL', price: '120.00' }),
    ]);
    const [answer] = await converse(
      catalog,
      'we have kept large breeds for years as they never vanish in the short hedges! do you have any large dogs at the moment?',
    );
    expect(listed(answer)).toEqual(['Boris']);
  });
});
