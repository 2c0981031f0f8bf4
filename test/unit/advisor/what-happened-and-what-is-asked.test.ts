import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Whether something happened to the pet, or is only asked about, owned or long past. */
describe('asked about, owned or long past: no alarm', () => {
  it.each([
    'may my terrier lick the spoon after I bake chocolate cookies?',
    'can my dog chew a bit of raw bread dough while I knead it?',
    'I have got a bouquet with lilies in it, is it safe in a flat with a cat?',
    'the vet gave me carprofen for my dog, could I use paracetamol instead when it runs out?',
    'a few years ago our cat got into some antifreeze and pulled through; which garden chemicals should we lock away?',
    'our last dog twisted his stomach two years back; how do we reduce the chances of it with the new puppy?',
    'someone at the rabbit club said rabbits can get something called GI stasis; mine is eating fine, how do I stop it happening?',
    'my pup paddles his legs and squeaks when fast asleep and then wakes up bright, is he dreaming?',
    'my whippet shivers after a bath and it stops once he is dry, is that normal?',
  ])('"%s" is not answered as an emergency', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('it happened: the urgent advice leads', () => {
  it.each([
    ['my terrier licked the spoon I used for the dark chocolate icing, a lot of it', /chocolate/i],
    ['I gave my bunny a couple of the cat’s amoxicillin tablets for her sniffles', /antibiotic/i],
    ['our guinea pig has been fed some of the dog’s penicillin by the kids', /antibiotic/i],
    [
      'we both injected our diabetic dog with his insulin tonight, so he has had an extra dose',
      /blood sugar/i,
    ],
    ['my rabbit is off her hay and her droppings are tiny and few today', /stasis/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('does not make amoxicillin an emergency for a dog', async () => {
    expect(await lastAnswer('my dog is on amoxicillin for his ear, can he still have chicken?')).not.toMatch(
      URGENT,
    );
  });
});

describe('planning ahead, and first aid asked in the middle of an emergency', () => {
  it.each([
    'how do I stop my pug overheating at the seaside next month?',
    'how can we keep her from overheating on the drive to Scotland?',
    'mice keep getting into the shed, what is a safer option than poison with a cat around?',
  ])('"%s" is planning, not an emergency', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it.each([
    'how do I stop him bleeding, he sliced his pad on glass and it is pouring out',
    'how do I stop her vomiting, she has been sick six times since eating the slug bait',
  ])('"%s" is an emergency asked as first aid', async (question) => {
    expect(await lastAnswer(question)).toMatch(URGENT);
  });
});

describe('what to do, asked for a poison or a sign of an emergency', () => {
  it.each([
    ['what do we do if our spaniel gets into the raisins?', /grape|raisin/i],
    ['what happens if a kitten chews a lily petal?', /lil/i],
    ['should I rush her to the emergency vet for eating a few sugar-free mints?', /xylitol/i],
    ['is a fit that lasts six minutes serious?', /seizure/i],
    ['what are the warning signs of a blocked bladder in a tomcat? mine is showing most of them', /block/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'is dark chocolate more dangerous than milk chocolate for dogs?',
    'are grapes dangerous for dogs?',
  ])('"%s" is a safety question, answered with its verdict', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});
