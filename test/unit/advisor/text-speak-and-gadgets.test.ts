import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Old-school text speak, and emergencies learnt of through a gadget. */
describe('text speak and gadget alerts', () => {
  it.each([
    ['my jack russell jst had sum grps off the floor wot do i do', /grape|raisin/i],
    ['our tom is strainin in the tray 4 ages n nuthin comin out', /urin|block/i],
    ['the doe had 1 kit hours ago n now shes bn pushin wiv nothin', /birth|labour|kindling/i],
    ['wot does it mean if my rabbit hasnt pooped since yesterday n isnt eatin', /stasis|gut/i],
    [
      'the camera shows her lying flat in the kitchen and her legs gave way when she tried to get up',
      /collapse|faint|shock/i,
    ],
    [
      'the boys ate two selection boxes before breakfast, the spaniel had the rest, wrappers everywhere',
      /chocolate/i,
    ],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'is it ok 4 dogs 2 hv carrots? he had 4 yesterday n loved them',
    'how do i know if my rabbit has gut stasis? shes fine, just want to know the signs',
    'can i give my pup a spoonful of the peanut butter, it says no xylitol',
  ])('does not alarm at a calm question: "%s"', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});
