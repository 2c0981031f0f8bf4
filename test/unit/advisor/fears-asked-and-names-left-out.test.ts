import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * An owner's fear asked as a question ("is he choking?") is no sign; what they describe decides.
 * Emergencies told without their names (a van that got warm, an Asiatic hybrid, a mouse station,
 * episodes of going rigid, a pickup, boiling water) still lead with the urgent advice.
 */
describe('a fear asked about, with nothing alarming described', () => {
  it.each([
    'my king snake opens his jaw really wide a few times after a meal, is he choking?',
    'my cat opens her mouth with her lip curled after sniffing my trainers, is she struggling to breathe?',
    'my bearded dragon keeps his mouth open under the basking lamp, is he panting because he can’t breathe?',
    'my ball python turned down two meals, her eyes are milky blue, scared she is dying',
    'my ferret sleeps so deeply that she flops like a rag doll when I lift her, the first time I thought she had died',
    'bought a flea spray for the dog, it is still sealed in the box, can I use it on the cat as well?',
    'what are the warning signs that a deep-chested dog is bloating? nothing wrong now, I just want to know',
    'my pug made a loud honking snort over and over, then a few seconds later trotted off like nothing happened',
    "my gecko's skin is peeling in grey patches and there are bits stuck on his tail, he's eating fine",
  ])('stays calm: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });

  it('keeps a doubt asked of a flop a doubt', async () => {
    expect(
      await lastAnswer('my young rabbit keeps flopping onto her side out of the blue, is she ok?'),
    ).not.toMatch(URGENT);
  });
});

describe('an emergency told without its name', () => {
  it.each([
    'the campervan got really warm while we were in the shop and now the whippet is drooling ropes, lying flat and not answering to her name',
    'the cat chewed the flower buds of the plant labelled Asiatic hybrid',
    'the ferret chewed into the mouse station in the garage and some of the bait is gone',
    'my cat keeps going rigid and drooling, shaking episodes, two in the last half hour',
    'our lab was clipped by a pickup on the lane and will not let me touch his ribs',
    'a pan of boiling water went over the terrier and his back is red raw',
    'the boxer ate a bar of green and blacks 85 dark, foil and all',
    'it was 41 by lunch on our walk and now the frenchie is lying down, breathing loud and fast, tongue purplish, will not get up',
    'the kelpie waited in the pickup at the hardware store on a stinker of a day and now she is vomiting and staggering',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });
});
