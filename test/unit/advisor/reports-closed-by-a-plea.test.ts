import { describe, expect, it } from 'vitest';
import {
  withReportBeforeItsQuestion,
  withoutOtherPetsWell,
  withSentenceBreaks,
  withoutPleas,
} from '../../../src/core/chat/advisor/reports-and-pleas.js';
import { URGENT, lastAnswer } from './support.js';

/**
 * A report closed by a plea ("what should I do", "is this an emergency", "help") is the same
 * report: the plea's "should I" must not make it a question asked beforehand, with or without
 * the full stop a hurried owner leaves out.
 */
describe('reports closed by a plea', () => {
  it.each([
    ['tom cat straining in the litter with nothing coming out what should I do', /urin|block/i],
    ['hamster soaked and smelly at the back end and barely moving what should I do', /vet/i],
    ['hamster soaked and smelly at the back end and barely moving. What should I do?', /vet/i],
    ['our lab ran off and came back limping on three legs and screaming when touched', /vet/i],
    [
      'my westie has been bleeding from a torn nail for half an hour and it soaks every bandage what do I do',
      /bleed/i,
    ],
    ['canary fluffed up on the cage floor not touching seed. Should I be worried?', /bird/i],
    ['the spaniel ate a tub of xylitol chewing gum an hour ago what now', /xylitol/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'my kitten sneezes now and then after playing in the litter what should I do',
    'how do I get my puppy to stop chewing the skirting boards what should I do',
    'my rabbit is moulting a lot this month. should I be worried?',
  ])('"%s" is answered without the alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('the full stops a hurried owner leaves out', () => {
  it('ends the report before a closing plea, and only a closing one', () => {
    expect(withSentenceBreaks('dog shaking and drooling what should I do')).toBe(
      'dog shaking and drooling. what should I do',
    );
    expect(withSentenceBreaks('he needs help with his lead training')).toBe(
      'he needs help with his lead training',
    );
    expect(withSentenceBreaks('i dont know what to do with him')).toBe('i dont know what to do with him');
  });

  it('ends a sentence before a capitalised word that opens the next', () => {
    expect(withSentenceBreaks('she has not eaten all day Also is hay enough')).toBe(
      'she has not eaten all day. Also is hay enough',
    );
    expect(withSentenceBreaks('my cat Biscuit is limping')).toBe('my cat Biscuit is limping');
  });

  it('sets apart the sentences that only plead, unless nothing else is said', () => {
    expect(withoutPleas('He is bleeding a lot. What should I do? Help!')).toBe('He is bleeding a lot.');
    expect(withoutPleas('What should I do?')).toBe('What should I do?');
  });
});

describe('a fact asked about ("is it bad that...")', () => {
  it.each([
    ["Is it bad that the whippet's gums have gone a greyish blue colour?", /breath|oxygen/i],
    ['Is it bad that the corgi is walking on the tops of his back paws and wobbling since lunch?', /vet/i],
    ["is it bad that our cat's belly is moving a lot when she breathes", /breath/i],
    ['is it ok that the terrier licked up some antifreeze from the garage floor', /antifreeze|ethylene/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'is it normal that my cat sleeps most of the day?',
    'Is it bad that my dog eats grass on every walk?',
    'should I be worried that my puppy is losing his baby teeth?',
  ])('"%s" is answered without the alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it('tells the fact first, then the question', () => {
    expect(withReportBeforeItsQuestion('Is it bad that her gums are white?')).toBe(
      'her gums are white. Is it bad?',
    );
    expect(withReportBeforeItsQuestion('should I be worried that he is limping')).toBe(
      'he is limping. Should I be worried?',
    );
  });
});

describe('another pet said to be well', () => {
  it.each([
    ["my cat's tummy is heaving with every breath. Our other one is fine.", /breath/i],
    ['the spaniel ate a box of raisins an hour ago. The others are fine.', /grape|raisin/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('sets the sentence aside, and keeps a question about the other pet', () => {
    expect(withoutOtherPetsWell('He is wheezing. His brother seems fine.')).toBe('He is wheezing.');
    expect(withoutOtherPetsWell('He is wheezing. Is the other one ok?')).toBe(
      'He is wheezing. Is the other one ok?',
    );
  });
});

describe('what is said of the vet is no sign in the pet', () => {
  it.each([
    'is antifreeze dangerous for cats? Our vet is closed until Monday.',
    'what vaccinations does a pet rabbit need? Our vet is shut for the holidays.',
  ])('"%s" is answered without the alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it('still reads an eye swollen shut as harm to the eye', async () => {
    expect(await lastAnswer("my cat's eye is swollen shut and weeping since this morning")).toMatch(URGENT);
  });
});

describe('"please help" before a calm question', () => {
  it.each([
    'please help!! my puppy cries all night in his crate, how do I settle him?',
    'please help, my cat yowls at 4am every morning for breakfast',
  ])('"%s" is answered without the alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it('still raises it for a pet that will not get up', async () => {
    expect(await lastAnswer('please help my old dog is lying on the floor and will not get up')).toMatch(
      URGENT,
    );
  });
});
