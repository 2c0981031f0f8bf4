import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * What the owner sees on looking the pet over, and the calm looks that resemble an emergency:
 * a bird holding its wings off its body, a gut gone silent, a tray with no wet clumps; and
 * droppings likened to grapes, a cat dozing in the sun, a snake seen and kept well away from.
 */
describe('an emergency seen by looking the pet over', () => {
  it.each([
    'the cockatiel is by the sunny window holding both wings out from his body, beak open, puffing hard',
    'the parrot is sitting with an open beak, breathing in great gulps',
    'the house rabbit’s droppings got smaller and smaller, now there are none, and her tummy has gone quiet',
    'my ginger tom has not left a wet clump in the tray since teatime yesterday',
    'our collie has been racing the ball in the heat and is tripping over his own feet',
    'the toddler shared the little wrinkly dried things from her snack box with the puppy, a fistful',
    'the pup got the fruit bowl and ate the small round red ones, the seedless type',
    'our jack russell licked the big warty brown thing in the garden and is foaming',
    'the kitten ate from the trays of pink wheat put out in the barn',
    'she got a tube of drops meant for our dog on her neck and now the cat is trembling all over',
    'the springer yelped in the bracken and there are two tiny holes on his lip and it is swelling fast',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('reads a colour told of the gums asked about the turn before', async () => {
    expect(
      await lastAnswer(
        'where do I look to check the colour of a dog’s gums?',
        'had a look, they are not pink at all, more a creamy white, and he is weak',
      ),
    ).toMatch(URGENT);
  });
});

describe('calm looks that resemble an emergency', () => {
  it.each([
    'my bunny eats the soft clumps that look like a bunch of grapes from her bottom, normal?',
    'the old cat snoozes with her eyes half closed in the sun all afternoon, is that just old age?',
    'we spotted an adder by the path but the dog went nowhere near it, what would I do if one bit him?',
    'how much vitamin C should my guinea pigs get each day?',
    'are sugar free mints a risk for dogs? none have been eaten, I just want to know before I buy them',
    'the vet found a heart murmur and she is on tablets for it now, can she still go on long walks?',
  ])('stays calm: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});
