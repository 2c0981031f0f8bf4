import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** A poison, a fit or a collapse told the same day as over: the danger is not. */
describe('an emergency that seems over the same day', () => {
  it.each([
    'our collie pinched some sultanas off the table about two hours ago, he is acting totally normal',
    'the kitten had a go at the antifreeze puddle this afternoon but she is fine now',
    'my terrier had a fit this morning, all stiff and paddling, he is back to his old self now',
    'my old greyhound went down on the pavement earlier, he got up and is fine now',
    'the cat nibbled the stargazer in the hall last night and seems back to normal',
    'our pug was gasping and staggering in the sun, we got him in the paddling pool and he is ok now',
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
    'our husky overheated last summer and the vet sorted him, how do I keep him cool this year?',
  ])('stays calm about what is over or was seen to: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});

describe('after the urgent advice, a doubt that it was ever needed', () => {
  it('keeps the urgent advice when asked whether it was only a false alarm', async () => {
    const answer = await lastAnswer(
      'the springer wolfed a packet of raisins from the picnic',
      'he is running about, so was it just a false alarm then?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/seeming well does not mean/i);
  });

  it('lets the emergency go when told it was a false alarm and why', async () => {
    const answer = await lastAnswer(
      'the springer wolfed a packet of raisins from the picnic',
      'false alarm, turns out it was a bag of dried cranberries. what treats are good for training?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('keeps what the emergency is in view when a new subject follows it', async () => {
    const answer = await lastAnswer(
      "my cat's tongue went blue when she was coughing",
      "I'd also like to buy her a new carrier, which kind is best?",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/oxygen/i);
  });
});

describe('a bout of something else, and a tray with drops', () => {
  it.each([
    'my cat had a coughing fit when she ran up the stairs, then she was fine',
    'our terrier gets hiccup fits after gulping his dinner, is that normal?',
  ])('reads a fit of sneezing or coughing as no seizure: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });

  it('reads crying in the tray with a few pink drops as a blocked bladder', async () => {
    const answer = await lastAnswer(
      'Milo was crying in the tray this morning and only a couple of drops came out, a bit pink',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/block|bladder|urethr/i);
  });
});
