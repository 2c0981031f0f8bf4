import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Urgent troubles of the bladder and the reproductive organs, told without a condition's name. */
describe('bladder and reproductive emergencies', () => {
  it.each([
    ['our labrador keeps squatting to wee, strains and what comes out is red', /block|urin|bladder/i],
    [
      'my bitch has a creamy smelly discharge from her back end and has been drinking like mad',
      /womb|pyometra/i,
    ],
    ['one of my dog’s testicles has gone huge and he yelps when he sits', /testicle|scrotum/i],
    [
      'my spaniel’s penis has been hanging out for forty minutes and is getting dry and dark',
      /penis|paraphimosis/i,
    ],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'what age should my puppy be castrated?',
    'my spayed collie drinks a little more in summer, is that ok?',
    'our girl is in season with a bit of discharge and drinking a bit more, is that normal?',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});
