import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** The titles of the entries an answer cites, in order. */
const entries = (answer: string) => [...answer.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1] ?? '');

describe('the entry that fits the emergency', () => {
  it.each([
    ['our pug had six puppies ten days ago and tonight she is trembling and panting', /eclampsia/i],
    ['my budgie is on the cage floor pushing and the egg will not come out', /egg binding/i],
    ['the pan overheated and smoked the kitchen out and my budgie is gasping', /fumes/i],
  ])('"%s" leads with the right first aid', async (question, title) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(entries(answer)[0]).toMatch(title);
  });
});

describe('emergencies in other words', () => {
  it.each([
    ['the kitten chewed through the lamp flex and is lying flat', /power/i],
    ['my cat brought up something like coffee grounds twice', /bleeding/i],
    ['since this morning my corgi’s back legs don’t work at all', /disc|clot/i],
    ['our spaniel went through the ice on the lake and is shivering and drowsy', /warm/i],
    ['I used my dog’s spot-on on the cat last night and she is trembling', /permethrin/i],
    ['the kitten swallowed yarn and a strand is hanging from her mouth', /never pull/i],
  ])('"%s" opens with the urgent advice and its first aid', async (question, advice) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(advice);
  });
});

describe('no alarm for a question asked before anything was eaten', () => {
  it.each([
    'is it bad if my cat licks a bit of garlic sauce off the spoon?',
    'can my dog chew the cooked lamb bones from dinner?',
    'we collected our first puppy yesterday and she whines for hours in the crate at night, how do we settle her?',
  ])('"%s" is answered without the urgent line', async (question) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
  });

  it('still raises it once the food was eaten', async () => {
    const answer = await lastAnswer('my cat ate a whole plate of onion gravy, is it bad?');
    expect(answer).toMatch(URGENT);
  });
});

describe('an emergency told over two turns', () => {
  it('reads "ate something" and then the poison named as a poisoning', async () => {
    const answer = await lastAnswer('my dog ate something behind the shed', 'it was rat bait I reckon');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/vitamin K1/i);
  });
});

describe('a cat straining with blood in the urine', () => {
  it('is answered as a possible blockage, urgently', async () => {
    const answer = await lastAnswer('kitty is weeing blood and straining in the tray');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/urethra/i);
  });
});

describe('not eaten', () => {
  it('reads a rabbit that has "not eaten" since yesterday as gut stasis', async () => {
    const answer = await lastAnswer('our bunny not eaten since yesterday morning');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/stasis/i);
  });

  it('raises no alarm when the poison was not eaten', async () => {
    const answer = await lastAnswer('my puppy has not eaten the raisins, I got them off him in time');
    expect(answer).not.toMatch(URGENT);
  });
});
