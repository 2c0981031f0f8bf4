import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Emergencies told without the word an owner would look up: what is gone and who could have
 * taken it, a breed for the species, a sign told as what no longer happens.
 */
describe('an eating told by what is gone', () => {
  it('reads an empty sultana box with one dog home alone as sultanas eaten', async () => {
    const answer = await lastAnswer(
      'the box of sultanas on the coffee table is empty and our spaniel was home alone with it all afternoon',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin|sultana|grape/i);
  });

  it('reads "no chocolates left" with the puppy as the prime suspect as chocolate eaten', async () => {
    const answer = await lastAnswer(
      'there are no chocolates left in the selection box and the puppy is the prime suspect',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate/i);
  });

  it('names chocolate for a tin of Heroes eaten', async () => {
    const answer = await lastAnswer('our terrier got into a tin of Heroes and ate about half of it');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate/i);
  });

  it('reads a bucket used to drain the radiator as antifreeze, not a habit of the past', async () => {
    const answer = await lastAnswer(
      'my collie lapped from the tray we used to drain the car radiator this morning',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|coolant/i);
  });
});

describe('a species told by its breed', () => {
  it('reads an Abyssinian cavy as a guinea pig, not an Abyssinian cat', async () => {
    const answer = await lastAnswer(
      'my abyssinian cavy has not touched food since yesterday and sits hunched',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/guinea pig|gut|stasis/i);
  });

  it('reads a French angora as a rabbit whose gut has stopped', async () => {
    const answer = await lastAnswer(
      'our french angora has stopped eating, her tummy is hard and there are no droppings',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/stasis|gut/i);
  });
});

describe('a sign told by what is no longer so', () => {
  it('reads an eye no longer in its socket as an eye emergency', async () => {
    const answer = await lastAnswer("my pug's left eye is not in its socket any more after the fight");
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/eye/i);
  });

  it('reads a cat flat on the floor who will not raise her head as a collapse', async () => {
    const answer = await lastAnswer(
      'my cat seemed ok at breakfast but now she is flat on the tiles and will not raise her head',
    );
    expect(answer).toMatch(URGENT);
  });

  it('names the airway when a swallowed chew makes him whistle with every breath', async () => {
    const answer = await lastAnswer(
      'my boxer gulped down a big piece of antler chew and now there is a whistling sound with every breath',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/breath|airway|oxygen/i);
  });

  it('names a clot for a cat whose back legs went cold after she cried out', async () => {
    const answer = await lastAnswer(
      'my tabby yowled and now her hind legs are cold and floppy and she is breathing fast',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/clot|thrombo|blood supply|circulation/i);
  });

  it('names the prolapse when something pink from a terrapin will not go back in', async () => {
    const answer = await lastAnswer(
      'my terrapin has a pink fleshy thing hanging from his vent and it will not go back in',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/prolapse/i);
  });
});
