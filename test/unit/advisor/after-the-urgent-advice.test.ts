import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** What owners say after being told to call the vet now. */
describe('after the urgent advice', () => {
  it.each([
    ['our terrier chewed a lithium coin cell from a key fob', 'can I give him a spoon of honey to coat it?'],
    [
      'a wasp stung my lab in the mouth and his muzzle is puffing up fast',
      'do I carry him to the car or let him walk?',
    ],
    [
      'our queen has pushed for two hours since her first kitten and nothing else is coming',
      'surely she can manage without a vet, cats always have?',
    ],
  ])(
    'a question on helping the same animal keeps the urgent advice ("%s" then "%s")',
    async (first, second) => {
      expect(await lastAnswer(first, second)).toMatch(URGENT);
    },
  );

  it.each([
    ['our beagle has wolfed half a box of sultanas from the larder', 'my partner reckons I am overreacting'],
    ['my ferret went floppy and her gums are white', 'my flatmate thinks I am being dramatic'],
  ])('someone else doubting the worry keeps the urgent advice ("%s" then "%s")', async (first, second) => {
    const answer = await lastAnswer(first, second);
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/I can only help with pet care/);
  });

  it('still declines a person doubting with no pet spoken of before', async () => {
    expect(await lastAnswer('my partner reckons I am overreacting')).toMatch(/I can only help with pet care/);
  });

  it('answers a clinic far away with how to get help on the way', async () => {
    const answer = await lastAnswer(
      'my tomcat keeps squatting in the tray and only a drop of bloody urine comes out',
      'the closest emergency clinic is two hours away by car',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/phone the nearest emergency or out-of-hours clinic/);
  });

  it('answers a worry about cost with what the clinic can offer', async () => {
    const answer = await lastAnswer('my collie swallowed rat bait and we cannot afford the vet bill');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/payment plans/);
  });

  it('reads a cat shut in a tumble dryer, panting, as overheated', async () => {
    const answer = await lastAnswer(
      'the kitten was trapped in the tumble dryer and now she is panting with her mouth open',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });

  it('reads a womb infection told over turns, weeks after a season', async () => {
    const answer = await lastAnswer(
      'my older bitch is drinking far more than usual',
      'she finished her season about five weeks ago and there is a smelly discharge from her',
      'today she has vomited twice and is very quiet',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pyometra/i);
  });
});

describe('an emergency called off', () => {
  it.each([
    [
      'my cat is straining in the litter tray with nothing coming out',
      'the vet put a catheter in and he is home and peeing again, how much wet food should he get?',
    ],
    [
      'my dog swallowed rat poison',
      'the vet gave him the vitamin K injection and kept him in overnight; which mouse traps are pet safe?',
    ],
    ['my cat is chewing a lily', 'sorry, my mistake: it is a fake silk flower. do cats like cat grass?'],
    ['my puppy ate my chewing gum', 'found the packet, none missing. how often should a puppy be fed?'],
  ])('"%s" then "%s" is answered without the alarm', async (first, second) => {
    expect(await lastAnswer(first, second)).not.toMatch(URGENT);
  });

  it('answers the new food, not the poison it denies', async () => {
    const answer = await lastAnswer(
      'my dog ate raisins off the counter',
      'oh wait, they were dried blueberries not raisins. are blueberries ok for dogs?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^Yes/);
  });

  it('still answers new signs told after the vet saw the pet', async () => {
    expect(
      await lastAnswer(
        'my dog had a fit',
        'the vet checked him this morning, but now he is fitting again and will not stop',
      ),
    ).toMatch(URGENT);
  });
});

describe('an owner’s alarm with a serious sign', () => {
  it.each([
    'please help, our old cat is lying on the kitchen floor crying and will not get up',
    'emergency, my guinea pig keeps shrieking when she tries to move',
    'something is really wrong with our spaniel, he is staggering around the garden',
    'my bunny screamed and now she is lying flat and not moving',
  ])('"%s" leads with the urgent advice', async (question) => {
    expect(await lastAnswer(question)).toMatch(URGENT);
  });

  it.each([
    'please help me teach my collie to stop pulling on the lead',
    'urgent question: how often does a kitten need worming?',
    'our macaw screams every evening at dusk, why?',
  ])('"%s" is no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('signs of pain or of the brain', () => {
  it.each([
    'our terrier keeps standing with his head pushed into the corner of the room',
    'the old cat trembles all over and her back is arched up',
    'my dog hides in his crate, hisses when I go to touch his belly and will not eat',
  ])('"%s" leads with the urgent advice', async (question) => {
    expect(await lastAnswer(question)).toMatch(URGENT);
  });

  it('a cat pressing her head into a hand to be stroked is affection, not an alarm', async () => {
    expect(
      await lastAnswer('my cat keeps pressing her head into my hand when I stroke her, why?'),
    ).not.toMatch(URGENT);
  });
});

describe('objects named by a plural the stemmer shortens', () => {
  it('reads swallowed cable ties as a foreign body', async () => {
    const answer = await lastAnswer('our puppy chewed up and swallowed two cable ties and now will not eat');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/swallowed object|foreign/i);
  });
});

describe('a long message', () => {
  it('is read to its end, where the emergency is told', async () => {
    const background =
      'We have had our cocker spaniel since he was a pup and he is usually very healthy, eats well, walks twice a day and loves the beach. ';
    const question = `${background.repeat(20)}Tonight his stomach has blown up hard and he keeps retching with nothing coming up. What do we do?`;
    expect(question.length).toBeGreaterThan(2_500);
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bloat/i);
  });
});

describe('a settled or past condition told in clinical shorthand', () => {
  it.each([
    'tom cat with hx of cystitis and straining two winters ago, currently fine, which diet helps?',
    'our collie is epileptic but well controlled on his tablets; is swimming safe for him?',
    'the queen needed a caesarean with her last litter, should she have another?',
    'what does dyspnoea mean on the vet report? he is back home and breathing easily',
  ])('"%s" gets advice without the alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it('still reads a fit happening now in an epileptic dog', async () => {
    expect(
      await lastAnswer(
        'our epileptic collie is well controlled usually but is fitting right now and will not stop',
      ),
    ).toMatch(URGENT);
  });
});
