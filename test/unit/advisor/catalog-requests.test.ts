import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { converse } from './support.js';

const PETS = [
  storedPet({ name: 'Rex', species: 'DOG', breed: 'Boxer', size: 'SMALL', price: '90.00' }),
  storedPet({ name: 'Juno', species: 'DOG', breed: 'Whippet', gender: 'FEMALE', price: '140.00' }),
  storedPet({ name: 'Tom', species: 'CAT', breed: 'Tabby', size: 'SMALL', price: '70.00' }),
  storedPet({ name: 'Hops', species: 'RABBIT', breed: 'Mini Lop', size: 'SMALL', price: '40.00' }),
  storedPet({ name: 'Sunny', species: 'BIRD', breed: 'Canary', size: 'SMALL', price: '25.00' }),
  storedPet({ name: 'Iggy', species: 'REPTILE', breed: 'Green Iguana', price: '120.00' }),
  storedPet({ name: 'Pip', species: 'BIRD', breed: 'Budgerigar', price: '35.00' }),
];

const listed = (answer: string | undefined) =>
  [...(answer ?? '').matchAll(/^- \*\*([^*]+)\*\*/gm)].map((match) => match[1]).sort();

describe('a request that leaves a species out', () => {
  it('lists every other species', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'anything but dogs?');
    expect(listed(answer)).toEqual(['Hops', 'Iggy', 'Pip', 'Sunny', 'Tom']);
    expect(answer).toMatch(/other than dogs/);
  });

  it('keeps its other filters, and does not take the excluded species for the one asked', async () => {
    const [small] = await converse(new InMemoryPetCatalog(PETS), 'something small, not a cat');
    expect(listed(small)).toEqual(['Hops', 'Rex', 'Sunny']);
    const [cheap] = await converse(new InMemoryPetCatalog(PETS), 'i want a pet but no dogs, under $100');
    expect(listed(cheap)).toEqual(['Hops', 'Pip', 'Sunny', 'Tom']);
  });

  it('leaves out every animal of a list ("not a dog or cat", "no dogs, cats or birds")', async () => {
    const [either] = await converse(new InMemoryPetCatalog(PETS), "got anything that isn't a dog or cat?");
    expect(listed(either)).toEqual(['Hops', 'Iggy', 'Pip', 'Sunny']);
    expect(either).toMatch(/other than dogs and cats/);
    const [three] = await converse(
      new InMemoryPetCatalog(PETS),
      'no dogs, cats or birds please, what else is there?',
    );
    expect(listed(three)).toEqual(['Hops', 'Iggy']);
    expect(three).toMatch(/other than dogs, cats and birds/);
  });

  it('is not an exclusion when the same species is asked for', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'do you have a dog, but not a puppy?');
    expect(listed(answer)).toEqual(['Juno', 'Rex']);
  });
});

describe('prices asked as a range or a wish', () => {
  it('read "between 50 and 100" as both bounds', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'pets between 50 and 130 dollars');
    expect(listed(answer)).toEqual(['Iggy', 'Rex', 'Tom']);
    expect(answer).toMatch(/from 50\.00 to 130\.00/);
  });

  it('leave a range of ages, weights or monthly costs alone', async () => {
    const [costs] = await converse(
      new InMemoryPetCatalog(PETS),
      'does a rabbit cost between 20 and 30 a month to keep?',
    );
    expect(listed(costs)).toEqual([]);
  });

  it('never read the first digits of an age in months as a price', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'list the dogs aged less than 30 months');
    expect(listed(answer)).toEqual(['Juno', 'Rex']);
  });

  it('read money set aside for the fee as the most the asker will pay', async () => {
    const [answer] = await converse(
      new InMemoryPetCatalog(PETS),
      'we saved up around 100 for the adoption. which dogs do you have?',
    );
    expect(listed(answer)).toEqual(['Rex']);
  });

  it('list "cheap dog?" cheapest first', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'cheap dog?');
    expect(answer).toMatch(/^The cheapest of the available dogs is Rex/);
  });
});

describe('a pet referred to without its name', () => {
  it('by a pronoun that fits it, though another pet was named since', async () => {
    const answers = await converse(
      new InMemoryPetCatalog(PETS),
      'tell me about Rex',
      'and Juno?',
      'is he good with kids?',
      'how much is she?',
    );
    expect(answers[2]).toMatch(/^Yes, Rex is good with kids/);
    expect(answers[3]).toMatch(/^Juno's adoption fee is 140\.00/);
  });

  it("by a pronoun, though the asker's own family is mentioned beside it", async () => {
    const answers = await converse(
      new InMemoryPetCatalog(PETS),
      'tell me about Rex',
      'our granddaughter stays with us most summers. would he be ok with children?',
    );
    expect(answers[1]).toMatch(/^Yes, Rex is good with kids/);
  });

  it('answers the fact asked, not whether the pet is sold, when the asker is "sold on" it', async () => {
    const answers = await converse(
      new InMemoryPetCatalog(PETS),
      'tell me about Juno',
      'my partner is totally sold on her. is she microchipped?',
    );
    expect(answers[1]).toMatch(/^[^.]*microchip/i);
    expect(answers[1]).not.toMatch(/^[^.]*available/);
  });

  it('by a breed that opens a terse question about the pets just listed', async () => {
    const answers = await converse(new InMemoryPetCatalog(PETS), 'dogs please', 'whippet chipped??');
    expect(answers[1]).toMatch(/Juno/);
    expect(answers[1]).not.toMatch(/Rex/);
  });

  it('asks a terse fact of every pet just listed when none is in focus', async () => {
    const answers = await converse(new InMemoryPetCatalog(PETS), 'list the birds', 'fine with children?');
    expect(answers[1]).toMatch(/Sunny/);
    expect(answers[1]).toMatch(/Pip/);
  });

  it('answers whether a pet needs particular care from its special-needs record', async () => {
    const catalog = new InMemoryPetCatalog([
      storedPet({ name: 'Hettie', species: 'DOG', breed: 'Greyhound', medical: { specialNeeds: true } }),
    ]);
    const [answer] = await converse(catalog, 'would Hettie need any additional care at home?');
    expect(answer).toMatch(/^Yes, Hettie has special needs/);
  });

  it('gives the whole record when details or information about a pet are asked for', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'I would welcome details on Juno, please.');
    expect(answer).toMatch(/^\*\*Juno\*\* \(Whippet/);
  });

  it('as one of the two just discussed, compared on the ordering asked', async () => {
    const answers = await converse(
      new InMemoryPetCatalog(PETS),
      'tell me about Juno',
      'and Tom?',
      'which of the two is cheaper?',
    );
    expect(answers[2]).toMatch(/^Of Juno and Tom, Tom is the cheaper, at 70\.00 USD/);
  });

  it('by the kind of animal it is, when the shop has one of that kind', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'how much is the budgie?');
    expect(answer).toMatch(/^Pip's adoption fee is 35\.00/);
  });
});

describe('"what else have you got?"', () => {
  it('once a species has been listed in full, lists the other species', async () => {
    const [, answer] = await converse(new InMemoryPetCatalog(PETS), 'any dogs?', 'what else have you got');
    expect(answer).toMatch(/^That is all the dogs available right now \(2 shown\)/);
    expect(listed(answer)).toEqual(['Hops', 'Iggy', 'Pip', 'Sunny', 'Tom']);
  });
});

describe('"what kinds of animals do you have?"', () => {
  it('says how many of each species are on offer', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'what kinds of animals do you have?');
    expect(answer).toMatch(
      /^Right now these pets are available for adoption: 2 dogs, 1 cat, 1 rabbit, 2 birds and 1 reptile\./,
    );
  });
});

describe('the sex asked for', () => {
  it('is the one wanted now, not the one the household had before, and tomcats are males', async () => {
    const catalog = new InMemoryPetCatalog([
      storedPet({ name: 'Sable', species: 'CAT', breed: 'Tabby', gender: 'FEMALE', price: '60.00' }),
      storedPet({ name: 'Brock', species: 'CAT', breed: 'Tabby', gender: 'MALE', price: '70.00' }),
      storedPet({ name: 'Mabel', species: 'CAT', breed: 'Persian', gender: 'FEMALE', price: '90.00' }),
      storedPet({ name: 'Otto', species: 'CAT', breed: 'Persian', gender: 'MALE', price: '80.00' }),
    ]);
    const [wanted] = await converse(
      catalog,
      'we had a female before and she hated other cats, so this time please show me your male cats',
    );
    expect(listed(wanted)).toEqual(['Brock', 'Otto']);
    const [toms] = await converse(catalog, 'do you have tom cats for adoption?');
    expect(listed(toms)).toEqual(['Brock', 'Otto']);
  });
});

describe('young pets asked for as babies', () => {
  it('lists only the young ones', async () => {
    const catalog = new InMemoryPetCatalog([
      storedPet({ name: 'Fluff', species: 'RABBIT', breed: 'Lionhead', ageMonths: 3, price: '40.00' }),
      storedPet({ name: 'Major', species: 'RABBIT', breed: 'Lionhead', ageMonths: 60, price: '30.00' }),
      storedPet({ name: 'Clem', species: 'RABBIT', breed: 'Rex rabbit', ageMonths: 40, price: '35.00' }),
    ]);
    const [answer] = await converse(catalog, 'got any baby rabbits for adoption?');
    expect(listed(answer)).toEqual(['Fluff']);
  });
});

describe('a size ruled out', () => {
  it('is no size asked for', async () => {
    const [answer] = await converse(
      new InMemoryPetCatalog(PETS),
      'it does not have to be a little one, which of your dogs are under three years old?',
    );
    expect(listed(answer)).toEqual(['Juno', 'Rex']);
  });
});

describe('a request for pets after a story', () => {
  it('is answered though the story names a pet product and the size of a pen', async () => {
    const [answer] = await converse(
      new InMemoryPetCatalog(PETS),
      'my son collects dog toys of every kind, and we have fenced a large pen outside. which dogs do you have for us?',
    );
    expect(listed(answer)).toEqual(['Juno', 'Rex']);
  });
});

describe('children who want a pet', () => {
  it('are who is asking, not a filter for pets good with kids', async () => {
    const catalog = new InMemoryPetCatalog([
      storedPet({
        name: 'Nutmeg',
        species: 'RABBIT',
        breed: 'Rex rabbit',
        goodWithKids: false,
        price: '40.00',
      }),
      storedPet({ name: 'Bluebell', species: 'RABBIT', breed: 'Mini Lop', price: '45.00' }),
      storedPet({ name: 'Acorn', species: 'RABBIT', breed: 'Lionhead', price: '30.00' }),
    ]);
    const [answer] = await converse(
      catalog,
      'the grandchildren would love a bunny for the garden. which rabbits do you have?',
    );
    expect(listed(answer)).toEqual(['Acorn', 'Bluebell', 'Nutmeg']);
  });
});

describe('an owner saying what pet they own', () => {
  it('is not asking for pets on offer', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'We are the proud owners of a small dog.');
    expect(answer).not.toMatch(/available right now/);
  });
});

describe('a listing asked for beside a word that is also a record fact', () => {
  it('lists the pets of the kind, though the shop has only two', async () => {
    const [answer] = await converse(
      new InMemoryPetCatalog(PETS),
      'we are a big family and love birds. please show me your birds',
    );
    expect(answer).toMatch(/available right now/);
    expect(listed(answer)).toEqual(['Pip', 'Sunny']);
  });
});

describe('a size of animal named in a health question', () => {
  it('answers the condition asked about, not a listing of such animals', async () => {
    const catalog = new InMemoryPetCatalog(PETS);
    const [answer] = await converse(
      catalog,
      'I read that large dogs are prone to bloat, what signs should I look for?',
    );
    expect(answer).toMatch(/bloat|GDV|twist/i);
    expect(answer).not.toMatch(/available right now/i);
  });
});

describe('a pet adopted here, named with its kind', () => {
  it('answers the care question, not a search of the shop for that kind', async () => {
    const catalog = new InMemoryPetCatalog(PETS);
    const [answer] = await converse(
      catalog,
      'Bonnie, the pug we adopted from your shelter, snores a little after walks. How should I keep her cool in summer?',
    );
    expect(answer).toMatch(/cool|shade|heat|water/i);
    expect(answer).not.toMatch(/no pugs|available/i);
  });
});
