import { describe, expect, it } from 'vitest';
import { readCountsThatFell } from '../../../src/core/chat/advisor/lexicon/counts-that-fell.js';
import { chocolateBelowConcern } from '../../../src/core/chat/advisor/emergency-rules/chocolate-dose.js';
import { readHoursWithoutUrine } from '../../../src/core/chat/advisor/lexicon/hours-without-urine.js';
import { readVitals } from '../../../src/core/chat/advisor/lexicon/text-normalizer.js';
import { URGENT, lastAnswer } from './support.js';

/** Temperatures told in any style, read against the limits of the pet they are told of. */
describe('a body temperature in figures', () => {
  it.each([
    ['i checked her temperature once we got home and the display said 41.6c', /dangerously high/],
    ['the digital thermometer shows 105.8 f', /dangerously high/],
    ['my boxer is 105.2°f', /dangerously high/],
    ['his temp is forty point nine', /dangerously high/],
    ['the vet nurse said his temperature was a hundred and six point one', /dangerously high/],
    ['my rabbit’s temperature is 36.1', /dangerously low/],
  ])('"%s" is read as what it means', (text, meaning) => {
    expect(readVitals(text.toLowerCase())).toMatch(meaning);
  });

  it.each([
    'my budgie’s temperature is 41.8',
    'the room temperature is 30 degrees',
    'the thermometer in the vivarium reads 40.5c',
    'it is 35.5c outside today',
    'his temperature was 38.9 at the vet, he is 41 kg',
    'took her temperature at 10 am, it was fine',
  ])('"%s" is no emergency', (text) => {
    expect(readVitals(text.toLowerCase())).not.toMatch(/dangerously/);
  });

  it.each([
    'we came back from a long hike and his thermometer reading is 41.4c, he is flat out panting',
    'after the race the greyhound’s temp was forty one point three and he is staggering',
    'my collie is 105.6 f after herding sheep all afternoon in the sun',
  ])('"%s" leads with heatstroke', async (question) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });

  it('reads a bare figure as the temperature asked about in the turn before', async () => {
    const answer = await lastAnswer(
      'what temperature should a dog be?',
      'well mine reads 41.7 and he has been lying in the sun all day',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });

  it('answers a normal figure given after the same question without alarm', async () => {
    const answer = await lastAnswer('what temperature should a dog be?', 'mine reads 38.7, is that fine?');
    expect(answer).not.toMatch(URGENT);
  });
});

/** A heart rate counted far outside the pet's range names the heart; an opioid swallowed is named. */
describe('a heart rate or a medicine told in figures', () => {
  it.each([
    ['my spaniel’s pulse is only 35 a minute and he keeps keeling over', /heart/i],
    ['counted my cat’s heartbeat at 300 bpm and she is panting with her mouth open', /heart/i],
  ])('"%s" leads with the urgent advice and names the heart', async (question, heart) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(heart);
  });

  it('reads a rabbit’s fast heart as its own normal', async () => {
    expect(readVitals('my rabbit’s heart rate is 250 bpm')).not.toMatch(/dangerously/);
    expect(readVitals('my dog’s heart rate is 250 bpm')).toMatch(/dangerously fast/);
  });

  it('names the poison before a racing heart it explains', async () => {
    const answer = await lastAnswer(
      'my terrier chewed a nicotine pouch and his heart is racing, he is trembling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/nicotine/i);
  });

  it.each([
    'my lurcher found my codeine and swallowed four of them',
    'the puppy ate two of my 100mg tramadol capsules from a blister pack',
  ])('"%s" leads with the opioid advice', async (question) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/opioid/i);
    expect(answer).not.toMatch(/Burns and electric shock/);
  });
});

/** An amount eaten, told after a general question about how much is dangerous, is an exposure. */
describe('an amount told after asking how much is toxic', () => {
  it.each([
    'how many raisins would make a dog sick? mine had perhaps a dozen from the fruit bowl',
    'what amount of ibuprofen is lethal to a cat? she had a quarter of a tablet off the floor',
    'how much slug bait can kill a dog? the tub had twelve pellets this morning, now there are four',
    'how many chocolate coins are toxic to a dog? the bag was full at lunch and its empty now',
  ])('"%s" leads with the urgent advice', async (question) => {
    expect(await lastAnswer(question)).toMatch(URGENT);
  });

  it('reads the amount told in the next turn with the poison asked about before', async () => {
    const answer = await lastAnswer(
      'is there a safe number of sultanas for a dog?',
      'he had roughly five, the packet was on the coffee table',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin|sultana/i);
  });

  it('counts that fell are an amount taken; counts that did not, or times, are not', () => {
    expect(readCountsThatFell('there were 8 tablets in the strip and now 5')).toMatch(/some are missing/);
    expect(readCountsThatFell('we had 3 cats and now we have 4')).not.toMatch(/missing/);
    expect(readCountsThatFell('he was fed at 10 and now at 5 pm')).not.toMatch(/missing/);
  });

  it('asks a general question about amounts without alarm', async () => {
    expect(await lastAnswer('how many grapes are toxic for a dog?')).not.toMatch(URGENT);
  });
});

/** A poison the owner says is absent from what was eaten raises no alarm; an unknown gum still does. */
describe('a poison said to be absent', () => {
  it.each([
    'my collie swallowed a piece of gum but I read the label and it contains no xylitol, just sugar',
    'she licked some peanut butter, the jar says xylitol-free',
  ])('"%s" is answered without alarm', async (question) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });

  it.each([
    'my dog chewed two pieces of gum he found in my coat pocket',
    'my dog ate gum, the wrapper says sugar free and it has no sugar',
  ])('"%s" still leads with the urgent advice', async (question) => {
    expect(await lastAnswer(question)).toMatch(URGENT);
  });
});

/** Hours without urine past the pet's limit, and a small pet's stalled birth, are emergencies. */
describe('hours without peeing, and a birth that stalls', () => {
  it.each([
    ['my westie has not had a wee for 2 days', true],
    ['our cat hasnt peed in twenty hours', true],
    ['my dog has not peed for 5 hours, we were at work', false],
    ['my gecko has not pooped or peed for 3 days', false],
  ])('"%s" is past the limit: %s', (text, past) => {
    expect(readHoursWithoutUrine(text).includes('no urine for a day or more')).toBe(past);
  });

  it('leads with the urinary advice for a dog that has not peed for a day and a half', async () => {
    const answer = await lastAnswer('my old spaniel has not done a wee for 40 hours and keeps trying');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/urin|bladder/i);
  });

  it('reads "has not gone" after a question about peeing as not peeing', async () => {
    const answer = await lastAnswer(
      'how many times a day should a cat wee?',
      'my tom has not gone since the night before last, a good 30 hours',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/urin|bladder/i);
  });

  it('leads with the birth advice for a rabbit or guinea pig straining with no young born', async () => {
    const answer = await lastAnswer(
      'my doe rabbit has been pushing for 40 minutes and there are no kits yet',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/birth|labour/i);
  });
});

/** Chocolate counted against the dog's weight: far below concern is no alarm; more, or unsized, is. */
describe('an amount of chocolate weighed against the dog', () => {
  it.each([
    ['our 35 kg shepherd snaffled a single chocolate drop, milk chocolate', true],
    ['my 28kg retriever ate two squares of milk chocolate', true],
    ['my 4 kg chihuahua ate two squares of milk chocolate', false],
    ['my 30 kg dog ate a square of chocolate', false],
    ['my 30 kg dog ate a chocolate bar', false],
    ['my dog ate one chocolate chip', false],
  ])('"%s" is below concern: %s', (text, below) => {
    expect(chocolateBelowConcern(text)).toBe(below);
  });

  it('answers a single chip in a big dog with the amounts, without alarm', async () => {
    const answer = await lastAnswer(
      'my 38 kg malamute licked up one milk chocolate chip, should I be worried?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/theobromine/i);
  });

  it('keeps the alarm when signs are told beside a small amount', async () => {
    expect(await lastAnswer('my 38 kg malamute ate one milk chocolate chip and now he is trembling')).toMatch(
      URGENT,
    );
  });
});

describe('how long a pregnancy lasts', () => {
  it('answers the days left with the length of a dog’s pregnancy', async () => {
    const answer = await lastAnswer('our bitch is 60 days gone, when are the puppies due?');
    expect(answer).toMatch(/63 days/);
  });
});

describe('an aquarium’s temperature', () => {
  it.each([
    'the water in my guppy tank reads 26 degrees, is that warm enough?',
    'my fish tank is at 24C, is that fine for them?',
    'how warm should the water be for my mollies?',
  ])('"%s" is answered as fish care, not declined or read as food', async (question) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(/I can only help with pet care/);
    expect(answer).toMatch(/tropical|°C/);
  });
});

describe('a medicine the vet prescribed, asked how to give', () => {
  it.each([
    'our vet put him on 50 mg rimadyl twice daily for his hips, he is 20 kg, does it go with his breakfast?',
    'the vet has her on meloxicam drops, 3.5 kg cat, is it ok to drip them onto her dinner?',
  ])('"%s" is answered with how to give it', async (question) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(/with a meal|food/i);
    expect(answer).not.toMatch(/^Only if your vet prescribes it/);
    expect(answer).not.toMatch(/kcal/);
  });

  it('still gives the verdict when another pet would get it', async () => {
    const answer = await lastAnswer('the vet prescribed metacam for my dog, can I give some to my cat?');
    expect(answer).toMatch(/^Only if your vet prescribes it/);
  });
});

describe('a tortoise still hibernating', () => {
  it('is no emergency for not eating while asleep in the fridge', async () => {
    const answer = await lastAnswer(
      'our hermanns is still hibernating in a fridge at 6 degrees and has not eaten for ten weeks, how often should I check him?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/hibernat/i);
  });

  it('is an emergency once woken and still not eating or moving', async () => {
    expect(
      await lastAnswer(
        'my tortoise came out of the fridge a fortnight ago and is not moving and has not eaten',
      ),
    ).toMatch(URGENT);
  });
});
