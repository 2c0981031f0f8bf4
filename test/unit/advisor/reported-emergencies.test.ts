import { describe, expect, it } from 'vitest';
import { URGENT, converse, lastAnswer } from './support.js';

/** The titles of the entries an answer cites, in order. */
const entries = (answer: string) => [...answer.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1] ?? '');

describe('emergencies reported in owners’ words', () => {
  it.each([
    ['it hit 34 today and my boxer is flat out panting and will not get up', /heatstroke/i],
    ['my cat lapped some zerex off the garage floor', /antifreeze/i],
    ['the spaniel ate a few of the ratsak blocks from the barn', /rat/i],
    ['my boy cat has been straining in his tray for hours, I reckon he is constipated', /urinary|blocked/i],
    ['our female bearded dragon has a swollen belly and keeps digging with nothing to show', /egg/i],
    ['there are white wriggly things in the fur under my rabbit’s tail', /flystrike/i],
    ['our whippet is lying on his side paddling and chomping his jaw', /seizure/i],
    ['my gecko trembles, drags himself along and his jaw looks rubbery', /metabolic bone/i],
    ['the terrier swallowed a load of pebbles at the lake and keeps retching', /swallowed an object/i],
    [
      'my old tabby is hunched in the wardrobe, yowling, and flinches when I touch her belly',
      /emergency visit/i,
    ],
    ['kitten coolant', /antifreeze/i],
    ['Sorry, quick one - setter bloated, retching, nothing coming up', /bloat/i],
    ['my boy cat has not passed urine since breakfast', /urinary|blocked/i],
    ['the collie got into my prescription bottle', /human medicines/i],
    ['our terrier was eating the pellets in the shed', /rat/i],
    ['the beagle had a go at my dosette box', /human medicines/i],
  ])('"%s" leads with the urgent advice and its own entry', async (question, title) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(entries(answer)[0]).toMatch(title);
  });

  it('reads a mother in labour who strains in a later turn as a birth that stalls', async () => {
    const [, answer] = await converse(
      undefined,
      'our cat started having her kittens this morning, two so far',
      'she keeps pushing hard but nothing more is coming',
    );
    expect(answer).toMatch(URGENT);
    expect(entries(answer ?? '')[0]).toMatch(/birth/i);
  });

  it('tells an owner of a poisoned pet not to make it sick without a vet’s say-so', async () => {
    const answer = await lastAnswer('the puppy chewed open a box of d-con, should I make him throw up?');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/Do not make your pet sick unless a vet/);
  });

  it('answers a few words that name a poison as a question, not an exposure, when they ask', async () => {
    expect(await lastAnswer('kitten coolant?')).not.toMatch(URGENT);
  });

  it('answers a lick of milk chocolate asked about with the verdict, not the alarm', async () => {
    const answer = await lastAnswer('my greyhound had a lick of my milk chocolate bar, is that ok?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/chocolate/i);
  });

  it('still raises the alarm for a whole bar, asked about the same way', async () => {
    expect(await lastAnswer('my greyhound ate a whole bar of milk chocolate, is that ok?')).toMatch(URGENT);
  });

  it('answers "is that a seizure?" about twitching in sleep as dreaming, and a fit in sleep as a fit', async () => {
    expect(await lastAnswer('my lab paddles and whimpers in his sleep, is that a seizure?')).not.toMatch(
      URGENT,
    );
    expect(await lastAnswer('my lab had a seizure in his sleep and he is still shaking')).toMatch(URGENT);
  });

  it('reads a rabbit’s happy flop, asked about, as normal and a rabbit that flopped and will not move as a collapse', async () => {
    expect(
      await lastAnswer('my rabbit keeps flopping onto her side when I pet her, is that normal?'),
    ).not.toMatch(URGENT);
    expect(await lastAnswer('my rabbit flopped onto her side and is not moving')).toMatch(URGENT);
  });

  it('reads a rabbit that has passed nothing for a day as gut stasis, asked as "is it normal" too', async () => {
    for (const question of [
      'is it normal for a rabbit not to poop for a day?',
      'is it normal for my rabbit not to poop for a whole day?',
      'how long can a rabbit go without pooping? mine hasnt since yesterday',
    ]) {
      const answer = await lastAnswer(question);
      expect(answer).toMatch(URGENT);
      expect(answer).toMatch(/stasis/i);
    }
    expect(await lastAnswer('how long can a rabbit go without pooping?')).not.toMatch(URGENT);
  });

  it('does not read a dreaming puppy that twitches in its sleep as a fit', async () => {
    expect(
      await lastAnswer('our pup twitches and whimpers in her sleep and does not wake when we call'),
    ).not.toMatch(URGENT);
  });

  it('keeps a figure that is not a temperature from raising a heat alarm', async () => {
    const answer = await lastAnswer(
      'it was 40 minutes after his walk that my dog drank a lot of water, normal?',
    );
    // Neither an alarm nor the heatstroke entry (the hot-weather advice may name heatstroke in passing).
    expect(answer).not.toMatch(URGENT);
    expect(answer).not.toMatch(/\*\*Heatstroke/);
  });
});

describe('details added in a later turn', () => {
  it('reads a cat straining in its tray, then said to be a boy, as a blocked bladder', async () => {
    const [first, second] = await converse(
      undefined,
      'my cat seems to strain a little in the litter box',
      'oh and he is male, 6 years, if that matters',
    );
    expect(first).not.toMatch(URGENT);
    expect(second).toMatch(URGENT);
    expect(entries(second ?? '')[0]).toMatch(/urinary|blocked/i);
  });

  it('answers "is this an emergency?" about a pet that fainted with the urgent advice', async () => {
    expect(
      await lastAnswer('is this an emergency? dog fainted on the stairs and came round after a moment'),
    ).toMatch(URGENT);
  });
});

describe('an emergency followed through', () => {
  it('keeps the urgent advice first when a question about the same poisoning finds its entry', async () => {
    const [, answer] = await converse(
      undefined,
      'my kitten lapped up some coolant',
      'how much time do we have?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze/i);
  });

  it('reads a stuck puppy after "she is giving birth" as a birth that stalls', async () => {
    const [first, second] = await converse(undefined, 'my collie is whelping', 'a pup is stuck');
    expect(first).not.toMatch(URGENT);
    expect(second).toMatch(URGENT);
  });
});

describe('after an emergency', () => {
  it('says to go now once more when thanked straight after', async () => {
    const [, thanks] = await converse(undefined, 'the puppy ate a handful of sultanas', 'thank you');
    expect(thanks).toMatch(URGENT);
    expect(thanks).toMatch(/welcome/i);
  });

  it('keeps the urgent advice, and says why, when the owner calls it excessive', async () => {
    const [, answer] = await converse(
      undefined,
      'the puppy ate a handful of sultanas',
      'honestly that seems a bit much',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/Seeming well/);
  });

  it('thanks without alarm when no emergency came before', async () => {
    const [, thanks] = await converse(undefined, 'how often should I brush my cat?', 'cheers, thanks');
    expect(thanks).not.toMatch(URGENT);
  });

  it('reads a lizard gaping under its basking lamp as normal, not as a breathing emergency', async () => {
    expect(
      await lastAnswer('our leopard gecko gapes with his mouth open under the heat lamp, he eats well'),
    ).not.toMatch(URGENT);
  });
});

describe('signs and causes over several turns', () => {
  it('names heatstroke when the heat was given two turns before the collapse and the vomiting', async () => {
    const answers = await converse(
      undefined,
      'our staffy has been panting loads out in the sun',
      'now he has flopped down and will not get up, gums bright red',
      'and he has just been sick',
    );
    expect(answers[2]).toMatch(URGENT);
    expect(answers[2]).toMatch(/heatstroke/i);
  });

  it('names xylitol when the sweets are named a turn after the handbag was raided', async () => {
    const [, answer] = await converse(
      undefined,
      'my terrier is unsteady after getting into my bag',
      'it had sugar free gum in it, and now he is shaky and flat',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });

  it('does not read "really" beside a sign as doubting the advice', async () => {
    const [, answer] = await converse(undefined, 'my cat chewed a lily leaf', 'she is really quiet now');
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/Seeming well/);
  });
});

describe('a pet said to be dying', () => {
  it('answers "I think my dog is dying" with the urgent advice', async () => {
    expect(await lastAnswer('please help, I think my greyhound is dying')).toMatch(URGENT);
  });

  it('answers a question about end-of-life care without alarm', async () => {
    expect(
      await lastAnswer('my old cat is dying of kidney cancer, how can I keep her comfortable?'),
    ).not.toMatch(URGENT);
  });
});
