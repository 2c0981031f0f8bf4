import { describe, expect, it } from 'vitest';
import { VETERINARY_NOTICE } from '../../src/core/chat/index.js';
import { advisorService, ask } from './support/ask.js';
import { InMemoryPetCatalog, OTHER_TENANT, SAMPLE_PETS, TENANT } from './support/in-memory-pet-catalog.js';

describe('pet-advisor-1 answers from the tenant catalog', () => {
  it('"which dogs here are good with kids?" lists the available dogs that are good with kids', async () => {
    const catalog = new InMemoryPetCatalog(SAMPLE_PETS);
    const answer = await ask(advisorService(catalog), 'Which dogs here are good with kids?');

    // The catalog is read past the page shown, to say how many more match.
    expect(catalog.queries).toMatchObject([
      { tenantId: TENANT, query: { species: 'dog', goodWithKids: true } },
    ]);
    expect(answer).toContain(
      '**Biscuit**: Beagle, 2 years 6 months, male, medium, good with kids; 180.00 USD',
    );
    expect(answer).toContain(
      '**Pepper**: Cavalier King Charles Spaniel, 8 months, female, small, good with kids',
    );
    // Not good with kids, adopted, another species, another tenant:
    for (const absent of ['Brutus', 'Goldie', 'Milo', 'Rex']) expect(answer).not.toContain(absent);
    expect(answer).toContain(VETERINARY_NOTICE);
  });

  it('"do you have any cats available?" lists the cats', async () => {
    const catalog = new InMemoryPetCatalog(SAMPLE_PETS);
    const answer = await ask(advisorService(catalog), 'Do you have any cats available?');
    expect(catalog.queries[0]?.query).toEqual({ limit: expect.any(Number), species: 'cat' });
    expect(answer).toMatch(/These 2 cats are available right now/);
    expect(answer).toContain('**Milo**: Domestic Shorthair, 1 year 2 months');
    expect(answer).toContain('**Luna**: Ragdoll, 3 years 4 months, female');
    expect(answer).not.toContain('Biscuit');
  });

  it('"small dogs for an apartment?" searches small dogs and adds the apartment advice', async () => {
    const catalog = new InMemoryPetCatalog(SAMPLE_PETS);
    const answer = await ask(advisorService(catalog), 'Small dogs for an apartment?');
    expect(catalog.queries[0]?.query).toEqual({ limit: expect.any(Number), species: 'dog', size: 'small' });
    expect(answer).toContain('One pet matches (small dogs) and is available right now:');
    expect(answer).toContain('**Pepper**');
    expect(answer).toContain('Dogs that suit apartment living');
  });

  it('the catalog is scoped to the caller’s tenant', async () => {
    const catalog = new InMemoryPetCatalog(SAMPLE_PETS);
    const service = advisorService(catalog);
    const request = service.parseRequest({
      model: 'pet-advisor-1',
      messages: [{ role: 'user', content: 'Do you have any dogs available?' }],
    });
    const completion = await service.complete(request, { tenantId: OTHER_TENANT, requestId: 'r' });
    const answer = completion.choices[0]?.message.content ?? '';
    expect(catalog.queries[0]?.tenantId).toBe(OTHER_TENANT);
    expect(answer).toContain('**Rex**: Labrador Retriever');
    expect(answer).not.toContain('Biscuit');
  });

  it('the species from earlier in the conversation narrows "what do you have available?"', async () => {
    const catalog = new InMemoryPetCatalog(SAMPLE_PETS);
    await ask(
      advisorService(catalog),
      'I am looking for a cat',
      'Happy to help!',
      'What do you have available?',
    );
    expect(catalog.queries[0]?.query.species).toBe('cat');
  });

  it('says so, without inventing pets, when nothing matches', async () => {
    const catalog = new InMemoryPetCatalog(SAMPLE_PETS);
    const answer = await ask(advisorService(catalog), 'Do you have any rabbits available?');
    expect(answer).toMatch(/I could not find any rabbits available for adoption right now/);
    expect(answer).not.toMatch(/\*\*\w+\*\*:/);
    expect(answer).toContain(VETERINARY_NOTICE);
  });

  it('without a catalog it points to the store instead of guessing', async () => {
    const answer = await ask(advisorService(), 'Which dogs here are good with kids?');
    expect(answer).toMatch(/cannot look at the pet catalog/);
    expect(answer).toContain(VETERINARY_NOTICE);
  });
});
