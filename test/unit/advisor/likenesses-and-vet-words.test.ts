import { describe, expect, it } from 'vitest';
import { DECLINED, URGENT, lastAnswer } from './support.js';

/** Signs told through what they look like, and emergencies told in a vet's or a nurse's words. */
describe('a likeness is the sign it describes', () => {
  it.each([
    ['after the hot car ride my pug’s back legs have gone like jelly', /heatstroke/i],
    ['my terrier keeps bringing up what looks like tomato soup', /blood/i],
    ['the blood from my collie’s leg is spraying out like a hose', /pressure/i],
    ['my unvaccinated puppy passed poo like strawberry jam and now will not drink', /parvo|dehydrat/i],
    ['our male cat is hunched like an old man in his litter tray and crying', /bladder|urethr/i],
    ['my lovebird is on the cage floor and her tail is pumping with every breath', /breath/i],
    ['the kitten swallowed a bead, it went down the wrong way and she is gasping', /chok/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('reads a discharge like chocolate milk as a womb infection, not chocolate eaten', async () => {
    const answer = await lastAnswer(
      'my entire collie girl has something like chocolate milk coming from her back end and keeps being sick',
    );
    expect(answer).toMatch(URGENT);
    // The womb infection is the advice given, not the first aid for chocolate eaten.
    expect(answer).toMatch(/help:\s+\*\*[^*]*pyometra/i);
    expect(answer).not.toMatch(/\*\*Chocolate eaten/);
  });

  it('reads fish gulping as if drowning as a water problem, not a pet pulled from water', async () => {
    const answer = await lastAnswer('my guppies hang at the top gasping like they are drowning');
    expect(answer).toMatch(/oxygen|water change|ammonia/i);
    expect(answer).not.toMatch(/Near drowning/);
  });

  it('does not take a rabbit’s flop, said to look like fainting, for a collapse', async () => {
    const answer = await lastAnswer(
      'my bunny flops on her side like she has fainted and then hops off happily, why?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('veterinary words and conditions named by the owner', () => {
  it.each([
    ['my tom is stranguric and anuric since lunchtime', /bladder|urethr/i],
    ['my dog just had a tonic clonic episode lasting two minutes', /seizure/i],
    ['my boxer with a mitral valve murmur is now orthopneic and restless', /heart failure/i],
    ['old shepherd with a known splenic tumour is suddenly weak and pale', /spleen|belly/i],
    ['my spaniel has Addison’s and today she is trembling and collapsed', /addison/i],
    ['my sheltie licked the horse wormer paste and now she is wobbly and her pupils are huge', /ivermectin/i],
    ['our mare keeps kicking at her belly and rolling in the stable', /colic/i],
    ['my westie is in the prayer position and yelps when i lift him', /pancreatitis|belly/i],
    ['my gecko is gaping with bubbles from her nostrils', /breath/i],
    ['my old terrier keeps coughing up foamy pink stuff and is restless tonight', /heart failure/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('does not raise the alarm for a plan to give a wormer that has not been given', async () => {
    const answer = await lastAnswer('can i use the horse wormer on my collie?');
    expect(answer).not.toMatch(URGENT);
  });
});

describe('harmless likenesses and things left out', () => {
  it('answers a food made without a poison as that food', async () => {
    const answer = await lastAnswer('can my spaniel lick peanut butter that is xylitol-free?');
    expect(answer).toMatch(/^Yes/);
  });

  it('explains a purr as loud as a motorbike', async () => {
    const answer = await lastAnswer('why does my kitten purr as loud as a lawnmower?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/purr/i);
  });

  it('tells the owner of a moulting husky which brush to use', async () => {
    const answer = await lastAnswer('my malamute drops fur in clumps like snowdrifts, which brush is best?');
    expect(answer).toMatch(/undercoat rake/i);
  });
});

describe('a condition named in clinical words, now managed', () => {
  it('answers a feeding question after a stomach tack for bloat, without the alarm', async () => {
    const answer = await lastAnswer(
      'he had a GDV and a gastropexy last spring, is a single large meal daily ok now?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(/meal/i);
  });

  it('finds the thyroid entry for a cat on methimazole', async () => {
    const answer = await lastAnswer('my old cat is on methimazole now, what should i keep an eye on?');
    expect(answer).toMatch(/thyroid/i);
  });
});
