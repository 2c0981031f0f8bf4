import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * An emergency told a piece per turn: the pieces together name it, even when the first piece
 * alone pointed to something else.
 */
describe('an emergency told bit by bit', () => {
  it('names the snake bite once the marks are told after the swelling', async () => {
    const answer = await lastAnswer(
      'out on the moor with our spaniel',
      'she squealed in the heather',
      'her cheek has puffed up on one side',
      'there are two small holes by her nose',
      'is that serious?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake/i);
    expect(answer).not.toMatch(/bloat/i);
  });

  it('names the painkillers when the chewed packet is found turns after it went missing', async () => {
    const answer = await lastAnswer(
      'a strip of my naproxen went missing from the bedside table yesterday',
      'just found it under the bed',
      'three of the tablets are gone and the foil is chewed',
      'he is a 6 kg shih tzu, does that change anything?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/naproxen|ibuprofen|painkiller/i);
  });
});

describe('a known condition that flares now', () => {
  it('leads with the urgent advice for fits one after another in an epileptic dog', async () => {
    const answer = await lastAnswer(
      'my collie has epilepsy and had a seizure at lunchtime, a second one at three and one more just now, can I leave it until tomorrow?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/seizure|fit/i);
  });

  it('reads a rabbit thrown onto its side with legs paddling and head back as a fit', async () => {
    const answer = await lastAnswer(
      'my lionhead flipped onto his side, his legs were paddling and his head was arched right back',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/seizure|fit|convuls/i);
  });

  it('answers a hen straining since the morning with egg binding though she laid last week', async () => {
    const answer = await lastAnswer(
      'my budgie hen laid one egg on sunday and has been straining on the cage floor since breakfast',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/egg/i);
  });

  it('names permethrin when the spot-on put on a cat turns out to be a dog one', async () => {
    const answer = await lastAnswer(
      'I used a flea spot-on on my cat this morning but it was a dog one, she is trembling now',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin/i);
  });
});

describe('a pet named after a food', () => {
  it('does not read "Brownie the lab" as a chocolate brownie eaten', async () => {
    const answer = await lastAnswer('Brownie the lab is four and fit, how much should he eat each day?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).not.toMatch(/chocolate/i);
  });

  it('does not read the pug called Rolo as the sweets', async () => {
    const answer = await lastAnswer('Rolo the pug snores like a train, is that a problem?');
    expect(answer).not.toMatch(URGENT);
  });

  it('still reads the sweets the pet ate when it shares their name', async () => {
    const answer = await lastAnswer('my beagle Rolo just ate a whole tube of Rolos');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate/i);
  });

  it('reads "can I give my dog Advil?" as a medicine asked about, not a dog called Advil', async () => {
    const answer = await lastAnswer('can I give my dog Advil for her sore paw?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/ibuprofen|nsaid|no\b/i);
  });
});
