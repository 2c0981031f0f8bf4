import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/core/chat/index.js';
import { PetAdvisor } from '../../../src/core/chat/advisor/advisor.js';
import { InMemoryPetCatalog, TENANT, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { converse } from './support.js';

// Twelve available dogs, cheapest first by name order, plus reptiles of three kinds.
const DOGS = Array.from({ length: 12 }, (_, index) =>
  storedPet({
    name: `Dog${String.fromCharCode(65 + index)}`,
    species: 'DOG',
    breed: 'Mixed breed',
    price: `${100 + index}.00`,
  }),
);
const PETS = [
  ...DOGS,
  storedPet({ name: 'Shelly', species: 'REPTILE', breed: 'Red-eared Slider Turtle', price: '40.00' }),
  storedPet({ name: 'Gordo', species: 'REPTILE', breed: 'Leopard Gecko', price: '70.00' }),
  storedPet({ name: 'Noodle', species: 'REPTILE', breed: 'Corn Snake', price: '90.00' }),
  storedPet({ name: 'Sir Wiggles Pemberton', species: 'CAT', breed: 'Maine Coon', price: '210.00' }),
  storedPet({ name: 'Zoë', species: 'CAT', breed: 'Siamese', gender: 'FEMALE', price: '130.00' }),
  storedPet({ name: 'Biscuit', species: 'CAT', breed: 'Tabby', goodWithKids: false, price: '95.00' }),
  storedPet({ name: 'Mister Pickles', species: 'OTHER', breed: 'Guinea Pig', price: '55.00' }),
];

const listed = (answer: string) => [...answer.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((match) => match[1]);

describe('listings', () => {
  it('say how many more match, and "show me more" continues where they stopped', async () => {
    const catalog = new InMemoryPetCatalog(PETS);
    const [first, second, third] = await converse(
      catalog,
      'do you have any dogs?',
      'show me more',
      'more please',
    );
    expect(listed(first ?? '')).toEqual(['DogA', 'DogB', 'DogC', 'DogD', 'DogE']);
    expect(first).toMatch(/7 more match: say "show me more"/);
    expect(listed(second ?? '')).toEqual(['DogF', 'DogG', 'DogH', 'DogI', 'DogJ']);
    expect(second).toMatch(/2 more match/);
    expect(listed(third ?? '')).toEqual(['DogK', 'DogL']);
    expect(third).not.toMatch(/more match/);
  });

  it('keep to the kind asked for within a species', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'got any lizards?');
    expect(listed(answer ?? '')).toEqual(['Gordo']);
    expect(answer).toMatch(/lizards/);
  });

  it('are asked for in any word order', async () => {
    const [cheapest] = await converse(new InMemoryPetCatalog(PETS), 'which reptile costs the least?');
    expect(cheapest).toMatch(/^The cheapest of the available reptiles is Shelly/);
    const [selling] = await converse(new InMemoryPetCatalog(PETS), 'you guys selling snakes at the moment?');
    expect(listed(selling ?? '')).toEqual(['Noodle']);
    const [prices] = await converse(new InMemoryPetCatalog(PETS), 'how much are your cats?');
    expect(listed(prices ?? '')).toEqual(['Sir Wiggles Pemberton', 'Zoë', 'Biscuit']);
    const [bare] = await converse(new InMemoryPetCatalog(PETS), 'any doggos under 102?');
    expect(listed(bare ?? '')).toEqual(['DogA', 'DogB']);
    const [texted] = await converse(new InMemoryPetCatalog(PETS), 'do u hv any turtles');
    expect(listed(texted ?? '')).toEqual(['Shelly']);
    const [scaly] = await converse(new InMemoryPetCatalog(PETS), 'got anything scaly?');
    expect(listed(scaly ?? '')).toContain('Noodle');
    const [plural] = await converse(new InMemoryPetCatalog(PETS), 'turtles?');
    expect(listed(plural ?? '')).toEqual(['Shelly']);
    const [dearest] = await converse(new InMemoryPetCatalog(PETS), 'which kitty would cost me the most');
    expect(dearest).toMatch(/^The most expensive of the available cats is/);
  });

  it('find an animal filed under no species of its own by its breed', async () => {
    // The shop's one guinea pig: the fee asked is answered from its record.
    const [found] = await converse(new InMemoryPetCatalog(PETS), 'price of your guinea pig?');
    expect(found).toMatch(/^Mister Pickles's adoption fee is 55\.00 USD\./);
    const [missing] = await converse(new InMemoryPetCatalog(PETS), 'got any hamsters?');
    expect(missing).toMatch(/^Sorry, there are no hamsters among the pets available for adoption/);
  });

  it('continue on a bare "more", and narrow to a filter asked right after', async () => {
    const catalog = new InMemoryPetCatalog(PETS);
    const [, more] = await converse(catalog, 'do you have any dogs?', 'more');
    expect(listed(more ?? '')).toEqual(['DogF', 'DogG', 'DogH', 'DogI', 'DogJ']);
    const [, narrowed] = await converse(catalog, 'show me your cats', 'which are good with kids?');
    expect(listed(narrowed ?? '')).not.toContain('Biscuit');
    expect(narrowed).toMatch(/good with kids/);
  });
});

describe('pet names', () => {
  it('of several words are found', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'How old is Sir Wiggles Pemberton?');
    expect(answer).toMatch(/^Sir Wiggles Pemberton is 2 years old\./);
  });

  it('are found typed in lowercase, without the conversation having shown them', async () => {
    const [answer] = await converse(new InMemoryPetCatalog(PETS), 'how much is mister pickles');
    expect(answer).toMatch(/^Mister Pickles's adoption fee is 55\.00 USD\./);
  });

  it("asked about in passing get the pet's record, not a decline", async () => {
    const [answer] = await converse(
      new InMemoryPetCatalog(PETS),
      'could u tell me a bit about mister pickles',
    );
    expect(answer).toMatch(/^\*\*Mister Pickles\*\* \(Guinea Pig/);
  });

  it('are found without their accents once the conversation has shown them', async () => {
    const answers = await converse(new InMemoryPetCatalog(PETS), 'do you have any cats?', 'how much is zoe?');
    expect(answers[1]).toMatch(/^Zoë's adoption fee is 130\.00 USD\./);
  });
});

describe('the conversation state', () => {
  it('comes from the user turns and the catalog, not from the wording of earlier answers', async () => {
    const advisor = new PetAdvisor({ catalog: new InMemoryPetCatalog(PETS) });
    const context = { tenantId: TENANT, requestId: 'unit' };
    // A client that shows its own rendering of the listing: nothing of the advisor's markup is left.
    const messages: ChatMessage[] = [
      { role: 'user', content: 'do you have any reptiles?' },
      { role: 'assistant', content: 'We have three reptiles right now.' },
      { role: 'user', content: 'how much are they?' },
    ];
    const answer = await advisor.answer(messages, context);
    expect(answer).toMatch(/Shelly's adoption fee is 40\.00 USD/);
    expect(answer).toMatch(/Gordo's adoption fee is 70\.00 USD/);
    expect(answer).toMatch(/Noodle's adoption fee is 90\.00 USD/);
  });
});

describe('an emergency of a pet named from the catalog', () => {
  it('is judged for that pet’s species', async () => {
    const catalog = new InMemoryPetCatalog([
      storedPet({ name: 'Thumper', species: 'RABBIT', breed: 'Holland Lop', price: '50.00' }),
      storedPet({ name: 'Kiwi', species: 'BIRD', breed: 'Budgerigar', price: '30.00' }),
    ]);
    const [rabbit] = await converse(catalog, "Thumper hasn't eaten since yesterday");
    expect(rabbit).toMatch(/^This may be an emergency: contact your veterinarian/);
    expect(rabbit).toMatch(/GI stasis/);
    const [bird] = await converse(
      catalog,
      "we got Kiwi from you, he's sitting fluffed up at the bottom of the cage",
    );
    expect(bird).toMatch(/^This may be an emergency: contact your veterinarian/);
  });
});
