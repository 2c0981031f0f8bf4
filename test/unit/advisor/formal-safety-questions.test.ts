import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

describe('safety questions asked formally', () => {
  it('"is it advisable ... to consume" is asked beforehand, not a poisoning', async () => {
    const answer = await lastAnswer('Is it advisable for my spaniel to consume sultanas?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^No\b/);
  });

  it('"may I administer" a human painkiller gets the verdict first', async () => {
    const answer = await lastAnswer('May I administer naproxen to my dog for his stiff hip?');
    expect(answer).toMatch(/^No\b/);
  });

  it('"could we simply apply" a dog product to a cat gets the verdict first', async () => {
    const answer = await lastAnswer("Could we simply apply the dog's flea spot-on to our cat this month?");
    expect(answer).toMatch(/^No\b/);
    expect(answer).toMatch(/permethrin/);
  });

  it('the bones of a roasted bird are cooked bones', async () => {
    const answer = await lastAnswer('Should I give my terrier the bones of a roasted turkey?');
    expect(answer).toMatch(/^No\b/);
    expect(answer).toMatch(/splinter/);
  });

  it('"does it pose any real hazard" is a safety question', async () => {
    const answer = await lastAnswer('Do leeks pose any real hazard to a cat?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^No\b.*red blood cells/);
  });
});

describe('a safety question beside a story about another food', () => {
  it('is answered for the food the asking sentence names', async () => {
    const answer = await lastAnswer(
      'Can my spaniel have a slice of apple? My aunt says her terrier was poorly after some chocolate once.',
    );
    expect(answer).toMatch(/^Yes\b/);
    expect(answer).toMatch(/apple/i);
  });
});

describe('safety questions in other everyday shapes', () => {
  it('"is it all right to give" is a safety question', async () => {
    const answer = await lastAnswer('Is it all right to give my dog a bit of plain cooked chicken?');
    expect(answer).toMatch(/^Yes\b/);
  });

  it('"should we just never buy" a plant is a safety question', async () => {
    const answer = await lastAnswer('should we just never buy daffodils now that we have a puppy?');
    expect(answer).toMatch(/daffodil/i);
    expect(answer).not.toMatch(URGENT);
  });

  it('a mother\'s house ("my mum\'s") is no chrysanthemum', async () => {
    const answer = await lastAnswer("is it ok to bring my cat to my mum's for the weekend?");
    expect(answer).not.toMatch(/keep pets away/i);
  });
});
