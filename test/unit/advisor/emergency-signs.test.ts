import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { lexicon } from '../../../src/core/chat/advisor/lexicon/index.js';
import { URGENT, converse, lastAnswer } from './support.js';

/** The titles of the entries an answer cites, in order. */
const entries = (answer: string) => [...answer.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1] ?? '');

describe('the same sign in another animal', () => {
  it.each([
    "our rabbit's belly has gone hard and round",
    'the guinea pig looks bloated and his tummy is tight',
  ])('answers "%s" with gut stasis, not the dog\'s twisted stomach', async (question) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/stasis/i);
    expect(answer).not.toMatch(/GDV|deep-chested/);
  });

  it.each(['my cockatiel keeps straining and no egg comes', 'our gecko has eggs stuck inside her'])(
    'answers "%s" with egg binding',
    async (question) => {
      const answer = await lastAnswer(question);
      expect(answer).toMatch(URGENT);
      expect(entries(answer)[0]).toMatch(/egg binding/i);
    },
  );

  it('leads with the fumes, not a burn, when a non-stick pan was burnt near a bird', async () => {
    const answer = await lastAnswer(
      'i burnt a non stick pot and my canary is gasping on the floor of the cage',
    );
    expect(answer).toMatch(URGENT);
    expect(entries(answer)[0]).toMatch(/fumes/i);
  });
});

describe('signs said in other words', () => {
  it('reads a kitten that is not moving as a collapse, not as a wish to see kittens', async () => {
    const catalog = new InMemoryPetCatalog([
      storedPet({ name: 'Mittens', species: 'CAT', breed: 'Siamese', ageMonths: 3, price: '90.00' }),
    ]);
    const [answer] = await converse(catalog, 'kitten not moving');
    expect(answer).toMatch(URGENT);
    expect(answer).not.toContain('Mittens');
  });

  it.each([
    ['the last time she vomited it was reddish', /blood/i],
    [
      'she is not spayed, finished her season a few weeks ago and now drinks loads and is very lethargic',
      /pyometra/i,
    ],
    ['my hamster is lying still and cold', /hypothermia|cold/i],
    ['my rabbit bit through the lamp wire', /electric/i],
  ])('"%s" opens with the urgent advice', async (question, term) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(term);
  });

  it('does not take pills that fell out of a bag for a fall', async () => {
    const answer = await lastAnswer('three of my naproxen fell out of my bag and the dog ate them');
    expect(entries(answer)[0]).toMatch(/human medicines/i);
    expect(entries(answer).join(' ')).not.toMatch(/hit by a car|fall/i);
  });
});

describe('no alarm when nothing is happening now', () => {
  it.each([
    'what should I do if my dog eats chocolate?',
    'how can I keep my puppy away from the mouse poison we put down in the loft?',
    'he ate raisins months ago, the vet treated him and he has fully recovered, how do I stop it happening again?',
    'last year my cat had a blocked bladder, which food helps now?',
  ])('"%s" is answered without the urgent advice', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('urgency kept in a follow-up', () => {
  it('explains why when the follow-up restates the signs and doubts them', async () => {
    const answer = await lastAnswer(
      'my tom cat strains in the tray and nothing comes out',
      'he just managed a few drops, is that better?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/Seeming well does not mean/);
  });

  it('keeps it and says why when money is the worry', async () => {
    const answer = await lastAnswer(
      'my spaniel ate a big bar of dark chocolate',
      'we have no money for the vet right now',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/costs least/);
  });

  it('keeps it when the owner asks to leave it until the weekend', async () => {
    const answer = await lastAnswer(
      'my bunny has not eaten or pooped since this morning',
      'can I leave it until the weekend?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/stasis/i);
  });
});

describe('everyday words are not typos of the lexicon', () => {
  it.each([
    ['he liked the walk', 'intent.exposure'],
    ['is she still alive', 'toxin.human-painkiller'],
    ['he has the shakes', 'kind.snake'],
    ['the bread was stale', 'intent.exposure'],
    ['he stood up', 'symptom.defecation'],
  ])('"%s" does not contain %s', (text, concept) => {
    expect(lexicon().match(text).has(concept)).toBe(false);
  });

  it('still forgives a typo in a longer word', () => {
    expect(lexicon().match('my dog licked antifreez').has('toxin.antifreeze')).toBe(true);
  });

  it('does not read a burp after bloat as a burn', async () => {
    const answer = await lastAnswer(
      'my dog is retching and his belly is swollen',
      'he just burped, is that good?',
    );
    expect(answer).toMatch(URGENT);
    expect(entries(answer).join(' ')).not.toMatch(/burn/i);
  });
});
