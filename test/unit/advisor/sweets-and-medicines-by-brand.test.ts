import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Chocolate bars, painkillers, rat baits and fruit bakes that owners name by brand. */
describe('poisons named by brand', () => {
  it.each([
    ['the beagle polished off a bar of Bournville while we were out', /chocolate/i],
    ['our terrier found the Twix in my handbag and ate both fingers', /chocolate/i],
    ['he ate the kids Kinder eggs, foil and all', /chocolate/i],
    ['my lurcher scoffed a whole Double Decker', /chocolate/i],
    ['the pup got into a box of Jaffa Cakes', /chocolate/i],
    ['my spaniel chewed open a strip of Anadin Extra', /painkiller|ibuprofen|aspirin|paracetamol|medic/i],
    ['the cat ate one of my Midol', /painkiller|ibuprofen|aspirin|paracetamol|medic/i],
    ['the dog ate some of the Sorexa we put down for the rats', /rat|rodent|bait/i],
    ['my collie chewed a block of Tomcat bait in the garage', /rat|rodent|bait/i],
    ['the lab wolfed down two Bath buns off the counter', /grape|raisin|sultana/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'my cat Mocha ate some of her kibble too fast and burped, is that ok?',
    'the kids watched Heroes with the dog on the sofa, is it ok for him to sleep up there?',
  ])('does not read a name or a word that is also a brand as a poison: "%s"', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});
