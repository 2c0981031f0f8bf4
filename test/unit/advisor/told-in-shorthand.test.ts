import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Emergencies told in an owner's shorthand, or through what the poison hides in: the sign and
 * the animal are there, the words a rule would look for are not.
 */
describe('an emergency in shorthand', () => {
  it('reads "pup + raisins" as raisins eaten', async () => {
    const answer = await lastAnswer('cavapoo 9kg + handful of raisins from the lunchbox, 10 mins ago, help');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin|grape/i);
  });

  it('reads a short note with an aside in brackets as a report on this animal', async () => {
    const answer = await lastAnswer(
      'gums v pale (double checked by the window) -> collie x, flat since lunch',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads contractions that started now with bleeding as a birth in trouble', async () => {
    const answer = await lastAnswer('bulldog due a caesarean friday -> pushing started now + blood');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/birth|labour|labor|whelp/i);
  });

  it('reads a parked car with the window cracked as heat', async () => {
    const answer = await lastAnswer(
      'pug in the supermarket car park 30 mins, windows cracked, now panting hard and wobbly',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke|heat stroke|overheat/i);
  });
});

describe('a poison named by what it hides in', () => {
  it('reads the water of a broken snow globe as antifreeze', async () => {
    const answer = await lastAnswer(
      'a snow globe fell and broke and my kitten lapped at the water, now she is unsteady',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|glycol/i);
  });

  it('reads a drink the owner saw the dog take from the radiator bucket', async () => {
    const answer = await lastAnswer(
      'my son saw the spaniel drink out of the tub grandad used to drain the radiator',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|coolant/i);
  });

  it('reads a glass of Baileys lapped up as a poisoning', async () => {
    const answer = await lastAnswer(
      'our terrier finished off a glass of baileys on the coffee table and is wobbling about',
    );
    expect(answer).toMatch(URGENT);
  });

  it('answers a pet budgie caught by the cat as an emergency even without a wound', async () => {
    const answer = await lastAnswer(
      'our cat had the canary in its mouth for a second, I can see no marks but he is fluffed up',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bite|bacteria|antibiotic/i);
  });

  it('answers a lab lying on the decking all afternoon then staggering with heat named', async () => {
    const answer = await lastAnswer(
      'my lab lay out on the decking all afternoon at the party and now she is staggering and drooling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke|heat stroke|overheat/i);
  });
});

describe('a note that opens with the animal', () => {
  it('reads "Hamster left in the sun..." as a report on one hamster', async () => {
    const answer = await lastAnswer(
      'hamster left in a hot car for half an hour. now floppy, panting with mouth open',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke|heat stroke|overheat/i);
  });

  it('reads a scorching day as heat, not a burn', async () => {
    const answer = await lastAnswer(
      'it was scorching on our hike and now my collie is staggering, vomiting and his tongue is dark red',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/\*\*Burns/);
  });

  it('names egg binding for a hen bird with a swollen back end and no egg since yesterday', async () => {
    const answer = await lastAnswer(
      'my cockatiel has laid before and now her belly is swollen near the vent and no egg has come since yesterday',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/egg/i);
  });
});
