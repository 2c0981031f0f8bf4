import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** A poison, a fit or a collapse told the same day as over: the danger is not. */
describe('an emergency that seems over the same day', () => {
  it.each([
    'our collie pinched some sultanas off the table about two hours ago, he is acting totally normal',
    'the kitten had a go at the antifreeze puddle this afternoon but she is fine now',
    'my terrier had a fit this morning, all stiff and paddling, he is back to his old self now',
    'my old greyhound went down on the pavement earlier, he got up and is fine now',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('says why seeming well is no reason to wait', async () => {
    const answer = await lastAnswer('my beagle ate a couple of ibuprofen an hour ago, he seems ok now');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/seeming well does not mean/i);
  });

  it.each([
    'my cat had a seizure earlier this year, the vet ran tests and she is fine now',
    'my spaniel ate a raisin last month, the vet made him sick and he is back to normal',
    'my puppy was sick once this morning but he is back to normal now',
  ])('stays calm about what is over or was seen to: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});
