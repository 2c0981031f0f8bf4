import { describe, expect, it } from 'vitest';
import { VETERINARY_NOTICE, type ChatMessage } from '../../src/core/chat/index.js';
import { CONTEXT, advisorService, firstSentence } from './support/ask.js';
import { InMemoryPetCatalog, OTHER_TENANT, storedPet } from './support/in-memory-pet-catalog.js';

const URGENT = /contact your veterinarian or the nearest emergency veterinary clinic right now/i;

const PETS = [
  storedPet({
    name: 'Oliver',
    species: 'CAT',
    breed: 'Domestic Shorthair',
    ageMonths: 110,
    price: '60.00',
    medical: {
      vaccinated: true,
      specialNeeds: true,
      healthNotes: 'Early kidney disease; eats a renal diet.',
    },
  }),
  storedPet({ name: 'Luna', species: 'CAT', breed: 'Ragdoll', gender: 'FEMALE', price: '180.00' }),
  storedPet({
    name: 'Daisy',
    species: 'DOG',
    breed: 'Beagle',
    ageMonths: 18,
    gender: 'FEMALE',
    price: '220.00',
    medical: { vaccinated: true, spayedNeutered: true },
  }),
  storedPet({
    name: 'Bella',
    species: 'DOG',
    breed: 'Cavalier',
    ageMonths: 10,
    gender: 'FEMALE',
    price: '85.00',
  }),
  storedPet({ name: 'Rocky', species: 'DOG', breed: 'German Shepherd', ageMonths: 86, price: '95.00' }),
  storedPet({ name: 'Buster', species: 'DOG', breed: 'Boxer', status: 'ADOPTED', price: '40.00' }),
  storedPet({ name: 'Nala', species: 'DOG', breed: 'Mixed', price: '10.00', tenantId: OTHER_TENANT }),
];

/** Plays a conversation: each user turn gets the advisor's real answer before the next one. */
async function converse(catalog: InMemoryPetCatalog, ...userTurns: string[]): Promise<string[]> {
  const service = advisorService(catalog);
  const messages: ChatMessage[] = [];
  const answers: string[] = [];
  for (const content of userTurns) {
    messages.push({ role: 'user', content });
    const completion = await service.complete(
      service.parseRequest({ model: 'pet-advisor-1', messages }),
      CONTEXT,
    );
    const answer = completion.choices[0]?.message.content ?? '';
    messages.push({ role: 'assistant', content: answer });
    answers.push(answer);
  }
  return answers;
}

async function lastAnswer(...userTurns: string[]): Promise<string> {
  return (await converse(new InMemoryPetCatalog(PETS), ...userTurns)).at(-1) ?? '';
}

describe('pet-advisor-1 follows the pets of the conversation', () => {
  it('answers "does he have any health issues?" about Oliver from his record after a listing', async () => {
    const answer = await lastAnswer(
      'Do you have any cats?',
      'Tell me more about Oliver, does he have any health issues?',
    );
    expect(firstSentence(answer)).toMatch(/Oliver's health notes say: Early kidney disease/);
    expect(answer).toMatch(/special-needs/);
    expect(answer).not.toMatch(/only help with pet care|don't have specific guidance/);
    expect(answer).toContain(VETERINARY_NOTICE);
  });

  it('answers "Tell me about Daisy. Is she vaccinated?" with a yes first, then her record', async () => {
    const answer = await lastAnswer(
      'What dogs do you have available?',
      'Tell me about Daisy. Is she vaccinated?',
    );
    expect(firstSentence(answer)).toBe('Yes, Daisy is vaccinated.');
    expect(answer).toMatch(/Beagle, 1 year 6 months/);
    expect(answer).toMatch(/spayed/);
  });

  it('says the record is silent rather than guessing', async () => {
    const answer = await lastAnswer('Is Luna microchipped?');
    expect(firstSentence(answer)).toMatch(/Luna's record does not say whether she is microchipped/);
  });

  it('reports a pet adopted since it was mentioned as adopted', async () => {
    expect(await lastAnswer('Is Buster still available?')).toMatch(/^Buster has already been adopted/);
  });

  it('never looks up a pet of another tenant', async () => {
    const catalog = new InMemoryPetCatalog(PETS);
    const [answer] = await converse(catalog, 'Tell me about Nala');
    expect(answer).not.toMatch(/Mixed|10\.00/);
    expect(catalog.nameLookups.every((lookup) => lookup.tenantId === CONTEXT.tenantId)).toBe(true);
  });

  it("does not mistake the user's own pet for a catalog namesake", async () => {
    const catalog = new InMemoryPetCatalog(PETS);
    const [answer] = await converse(catalog, 'I have a cat called Luna, is she overweight?');
    expect(catalog.nameLookups).toEqual([]);
    expect(answer).not.toMatch(/Ragdoll|180\.00/);
    expect(answer).toMatch(/healthy weight/i);
  });

  it('finds the cheapest AVAILABLE dog of the tenant by asking the catalog for it', async () => {
    const catalog = new InMemoryPetCatalog(PETS);
    const [answer = ''] = await converse(catalog, 'What is the cheapest dog you have?');
    expect(catalog.queries[0]?.query).toMatchObject({ species: 'dog', sort: 'price-asc' });
    expect(firstSentence(answer)).toBe('The cheapest of the available dogs is Bella, at 85.00 USD.');
    expect(answer).not.toMatch(/Buster|Nala/);
  });

  it('resolves "how old is she?" to the pet just singled out, not to another entry', async () => {
    const answer = await lastAnswer('What is the cheapest dog you have?', 'How old is she?');
    expect(firstSentence(answer)).toBe('Bella is 10 months old.');
  });

  it('resolves a pronoun by sex among the pets just listed', async () => {
    const answer = await lastAnswer('Do you have any cats?', 'How much is she?');
    expect(firstSentence(answer)).toBe("Luna's adoption fee is 180.00 USD.");
  });

  it('repeats the search just shown for another kind of pet on "what about cats?"', async () => {
    const catalog = new InMemoryPetCatalog(PETS);
    await converse(catalog, 'Do you have dogs under 3 years?', 'What about cats?');
    // Earlier turns are decided again (with their lookups) before the last one. "under 3 years"
    // leaves out a pet of exactly three, as "under 50" leaves out 50.00.
    expect(catalog.queries.at(-1)?.query).toMatchObject({ species: 'cat', maxAgeMonths: 35 });
  });

  it('starts advice about a catalog pet from its health notes', async () => {
    const answer = await lastAnswer('Tell me about Oliver', 'Does he need a special diet?');
    expect(firstSentence(answer)).toBe("Oliver's health notes say: Early kidney disease; eats a renal diet.");
  });

  it('passes a price bound to the catalog exactly', async () => {
    const catalog = new InMemoryPetCatalog(PETS);
    const [answer] = await converse(catalog, 'Any dogs under 100.00?');
    expect(catalog.queries[0]?.query).toMatchObject({ species: 'dog', maxPriceMinor: 9999 });
    expect(answer).toMatch(/Bella/);
    expect(answer).toMatch(/Rocky/);
    expect(answer).not.toMatch(/Daisy/);
  });
});

describe('pet-advisor-1 understands what is asked', () => {
  it('answers when to spay a female cat, not urine spraying', async () => {
    const answer = await lastAnswer('When should I get my female cat spayed?');
    expect(answer).toMatch(/four months/);
    expect(answer).not.toMatch(/Urine spraying/);
  });

  it('answers how to litter train a kitten, not what to buy', async () => {
    const answer = await lastAnswer('How do I litter train a new kitten?');
    expect(answer).toContain('**Litter training a kitten.**');
    expect(answer).not.toMatch(/What you need for a new cat/);
  });

  it('estimates the daily calories of a 30 kg Labrador from RER and says it is an estimate', async () => {
    const answer = await lastAnswer('How much should I feed a 30 kg Labrador per day?');
    // RER = 70 x 30^0.75 = 897 kcal; x 1.6 (neutered adult) = 1,435; x 1.8 (intact) = 1,615.
    expect(firstSentence(answer)).toBe(
      'As a rough estimate, a 30 kg neutered adult dog needs about 1,440 to 1,620 kcal a day.',
    );
    expect(answer).toMatch(/70 × 30\^0\.75 ≈ 900 kcal/);
  });

  it('says first that ibuprofen is not safe for a dog', async () => {
    const answer = await lastAnswer('Can I give my dog ibuprofen?');
    expect(firstSentence(answer)).toMatch(/^No: never give ibuprofen/);
    expect(answer).not.toMatch(/Limping/);
    expect(firstSentence(answer)).not.toMatch(URGENT);
  });

  it('gives a one-year-old rabbit new-rabbit advice, not senior care', async () => {
    const answer = await lastAnswer('I just adopted a rabbit, she is about a year old');
    expect(answer).toMatch(/hay/);
    expect(answer).not.toMatch(/senior/i);
  });

  it('treats a cat straining in the litter box with nothing coming out as an emergency', async () => {
    const answer = await lastAnswer(
      'my cat is straining in the litter box and nothing comes out and he is crying',
    );
    expect(firstSentence(answer)).toMatch(URGENT);
    expect(answer).toMatch(/blocked urethra/i);
  });

  it('does not raise the alarm for straining alone, without the sign that nothing comes out', async () => {
    // The blockage pattern needs both signs: straining, and nothing (or only drops) coming out.
    const answer = await lastAnswer('My cat sometimes strains a little to poop, is that normal?');
    expect(firstSentence(answer)).not.toMatch(URGENT);
  });
});

describe('pet-advisor-1 keeps the urgent opener for what is happening now', () => {
  it.each([
    'our dog is bleeding from the mouth after a fight',
    'My pregnant dog has been pushing for 2 hours with no puppy',
    'my hamster is not moving',
    'My boxer keeps gagging and nothing comes up',
  ])('"%s" opens with the urgent advice', async (question) => {
    expect(firstSentence(await lastAnswer(question))).toMatch(URGENT);
  });

  it.each([
    'How can I prevent bloat in my dog?',
    'My dog is panting after playing fetch',
    "my cat won't move off the sofa when the vacuum runs",
    'my dog had diarrhoea once this morning but is otherwise fine',
    "my puppy twitches in his sleep and doesn't respond when I call",
  ])('"%s" is answered without a false alarm', async (question) => {
    const answer = await lastAnswer(question);
    expect(firstSentence(answer)).not.toMatch(URGENT);
    expect(answer).toContain(VETERINARY_NOTICE);
  });
});
