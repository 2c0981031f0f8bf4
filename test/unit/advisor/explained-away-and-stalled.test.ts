import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Emergencies told with the owner's own harmless guess, a stalled delivery, and calm looks. */
describe('emergencies an owner explains away', () => {
  it('reads two bleeding holes and a face puffing up fast as a snake bite', async () => {
    const answer = await lastAnswer(
      'my terrier was nosing in the bracken and now his muzzle is puffing up fast with two tiny bleeding holes, a bee maybe?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|adder|venom/i);
  });

  it('reads a fall and lasting wobbliness as a collapse whatever the guess', async () => {
    const answer = await lastAnswer(
      "the lurcher dropped on the path, tumbled and is wobbly now, I reckon he's just tired after his zoomies",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/collapse|faint/i);
  });

  it('reads a kitten part-way out with only its feet showing as a stalled birth', async () => {
    const answer = await lastAnswer(
      'our queen is in labour, a kitten is part-way out with only the back feet showing, fifteen minutes now',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/birth|labou?r|queening/i);
  });

  it('knows a box of Tim Tams is chocolate', async () => {
    const answer = await lastAnswer('the pup demolished a whole box of timtams from the pantry');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate|theobromine/i);
  });
});

describe('calm looks that resemble an emergency', () => {
  it.each([
    'our doe did a huge binky, flopped onto her side, then hopped up and went back to her hay',
    'the emergency vet induced vomiting after he stole the chocolate cake, then sent him home with charcoal. when can he eat normally?',
  ])('stays calm: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});
