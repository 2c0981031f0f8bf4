import { describe, expect, it } from 'vitest';
import { lastAnswer } from './support.js';

describe('care questions put in other words', () => {
  it('about a cat kept in all the time get the indoor-cat advice', async () => {
    const answer = await lastAnswer('we plan to keep our new cat inside full time, can she still be happy?');
    expect(answer).toMatch(/^\*\*Keeping indoor cats happy\.\*\*/);
  });

  it('about an old cat that grows thinner while always hungry point to the thyroid', async () => {
    const answer = await lastAnswer(
      'my old cat is ravenous yet continues to drop weight, why could that be?',
    );
    expect(answer).toMatch(/thyroid/i);
  });

  it('about hair balls left on the rug get the hairball advice', async () => {
    const answer = await lastAnswer('my cat leaves hair balls on the rug every week, how do I reduce them?');
    expect(answer).toMatch(/^\*\*Hairballs in cats\.\*\*/);
  });

  it('about immunisations, in the formal word, get the vaccine advice', async () => {
    const answer = await lastAnswer('Which immunisations should a pet rabbit be given?');
    expect(answer).toMatch(/myxomatosis/i);
  });

  it('about a cat that urinates beside her tray get the litter box advice', async () => {
    const answer = await lastAnswer('Why does my cat urinates next to her tray on the landing?');
    expect(answer).toMatch(/litter/i);
  });

  it('about the age to castrate a male dog get the neutering advice', async () => {
    const answer = await lastAnswer('when would be a sensible time to castrate my male dog?');
    expect(answer).toMatch(/^\*\*Spaying and neutering\.\*\*/);
  });
});

describe('care questions in formal or roundabout words', () => {
  it('the age a young dog is vaccinated finds the dog vaccine advice', async () => {
    const answer = await lastAnswer('By what age ought a young dog to have had its vaccinations?');
    expect(answer).toMatch(/^\*\*Vaccines for dogs\.\*\*/);
  });

  it('a crate for a dog adopted from a shelter finds the crate training advice', async () => {
    const answer = await lastAnswer('how do I get a dog adopted from a shelter used to a crate?');
    expect(answer).toMatch(/^\*\*Crate training\.\*\*/);
  });

  it('a dog rubbing its rump on the carpet is scooting', async () => {
    const answer = await lastAnswer('why does my spaniel keep rubbing his rump across the carpet?');
    expect(answer).toMatch(/anal gland/);
  });

  it('a worming schedule for a puppy finds the worming advice', async () => {
    const answer = await lastAnswer('which worming schedule suits a puppy?');
    expect(answer).toMatch(/^\*\*Intestinal worms and deworming\.\*\*/);
  });

  it('a baby on the way finds the new-baby advice, not children in general', async () => {
    const answer = await lastAnswer('we have a baby on the way, how do we prep the dog?');
    expect(answer).toMatch(/^\*\*Preparing a dog for a new baby\.\*\*/);
  });

  it('a pup that chews "every time im at work" is left alone', async () => {
    const answer = await lastAnswer('my pup chews the door frame every time im at work');
    expect(answer).toMatch(/^\*\*Separation anxiety\.\*\*/);
  });

  it('a parrot removing her plumage is feather plucking', async () => {
    const answer = await lastAnswer('why is our cockatoo removing her plumage?');
    expect(answer).toMatch(/^\*\*Feather plucking\.\*\*/);
  });

  it('a fully grown cat is an adult cat', async () => {
    const answer = await lastAnswer('would a fully grown cat suit us better than a kitten if we adopt?');
    expect(answer).toMatch(/^\*\*Kitten or adult cat\?/);
  });

  it('a cat pressing her paws against an arm is kneading', async () => {
    const answer = await lastAnswer('why does my cat press her paws against my arm?');
    expect(answer).toMatch(/^\*\*Kneading/);
  });
});

describe('a second cat for an older one', () => {
  it('taking in another cat beside an older resident finds the introduction advice', async () => {
    const answer = await lastAnswer(
      'our old boy has been an only cat for years and now we are taking in another cat, how do we manage it?',
    );
    expect(answer).toMatch(/^\*\*Introducing a new cat to a resident cat\.\*\*/);
  });
});

describe('a formal question with polite framing', () => {
  it('"I wish to ask" and "as a present" leave the subject to the question', async () => {
    const answer = await lastAnswer(
      'Good day, I wish to ask what is the proper food for a cockatiel, as my aunt gave me one as a present.',
    );
    expect(answer).toMatch(/^\*\*Feeding pet birds\.\*\*/);
  });
});
