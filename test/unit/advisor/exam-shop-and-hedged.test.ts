import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Poisons and signs told without their names, questions disguised and then owned, shop pets. */
describe('told without the names, disguised, or of a pet from the shop', () => {
  it.each([
    ['the twins dropped half their red seedless ones under the table and the spaniel cleared them up'],
    ['she came back from the allotment shed with green crumbs on her teeth, they keep rat stations in there'],
    ['the cocoa tin fell off the shelf and the pug has brown powder all over the floor and his face'],
    [
      'Bramble, the dachshund we bought here, leapt off the bed, squealed, and now his back legs are unsteady and he cries when I lift him',
    ],
    [
      'is it true that lilies are deadly to cats? her nose is orange with pollen and she has been sick since she sniffed them',
    ],
    [
      'hypothetically, can a cat go a whole day without weeing? ok, it is my cat, he keeps squatting in the tray and nothing comes',
    ],
    [
      'does a bunny stop eating when something is wrong? it is my bunny, she has turned her nose up at her pellets all day and the tray is empty',
    ],
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it.each([
    'what would happen if a guinea pig stopped eating? it is for my daughter’s school project, ours is fine',
    'how long can a rabbit go without eating before it is dangerous? I am writing a leaflet for our rescue',
    'the kids spilt a punnet of grapes and I cleared them up before the dog could get any, are they really that bad?',
  ])('does not alarm when asked to learn: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});
