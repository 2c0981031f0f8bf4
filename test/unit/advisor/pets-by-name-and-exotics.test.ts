import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/core/chat/index.js';
import { conversationSpecies, speciesMentionedIn } from '../../../src/core/chat/advisor/species.js';
import { DECLINED, URGENT, lastAnswer } from './support.js';

const user = (content: string): ChatMessage => ({ role: 'user', content });

/** Pets told by a name, a breed, a nickname or where they live, never by their species. */
describe('a pet known only by its breed, home or habits', () => {
  it.each([
    ['my horsfield has stopped eating', 'reptile'],
    ["our hermann's tortoise is very sleepy", 'reptile'],
    ['the tegu knocked his water bowl over', 'reptile'],
    ['is the leo too cold at night?', 'reptile'],
  ] as const)('"%s" names a %s', (question, species) => {
    expect(speciesMentionedIn(question)).toBe(species);
  });

  it.each([
    ['she lives in a hutch in the garden and has gone quiet', 'rabbit'],
    ['he won’t stop barking when the doorbell goes', 'dog'],
    ['she keeps missing the litter tray lately', 'cat'],
    ['the heat mat in his viv has stopped working', 'reptile'],
  ] as const)('"%s" is read as a %s when no turn names a species', (question, species) => {
    expect(conversationSpecies([user(question)]).species).toBe(species);
  });

  it('lets a species named in an earlier turn outweigh a clue now', () => {
    const turns = [user('my cat is twelve'), user('she has started barking at the postman, weird right?')];
    expect(conversationSpecies(turns).species).toBe('cat');
  });

  it('reads no clue over a small pet the lexicon knows', () => {
    expect(conversationSpecies([user('my guinea pig hides in the hutch all day')]).species).toBeUndefined();
  });

  it('judges a product named after a dog for the pet it would go on', async () => {
    expect(speciesMentionedIn("could the collie's worming tablet go to the kitten too?")).toBe('cat');
    const answer = await lastAnswer("is it alright to put my staffie's flea drops on our tabby?");
    expect(answer).toMatch(/^No\b/);
    expect(answer).toMatch(/permethrin/i);
    expect(answer).not.toMatch(URGENT);
  });

  it('answers a tortoise keeper who names only the breed', async () => {
    const answer = await lastAnswer('how should I get my horsfield ready for his winter sleep?');
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(/hibernat/i);
  });
});

describe('emergencies told by what the owner sees', () => {
  it.each([
    ['my pug got into a fight and his eyeball has popped forward out of its socket', /moist/i],
    ['my old boy coughed up pinkish froth twice tonight and is struggling for breath', /heart|fluid/i],
    ['he fell off the trampoline and there is bone sticking out of his front leg', /push the bone back/i],
    ['the whites of our persian’s eyes have gone yellowish and she is hiding', /jaundice/i],
    ['she is feeding a litter of six and is now trembling and walking drunk', /eclampsia/i],
    ['our dwarf hamster dropped off the sofa arm and won’t use his hind leg', /injur|fracture/i],
    ['our jill has been on heat for a month and her nose and pads look pale', /anaemi/i],
    ['my tortoise has not eaten since he woke up last month and his eyes look sunken', /dehydrat/i],
    ['the corn snake has had a rat half swallowed for hours and it won’t go down', /pull/i],
    ['the guppies in the tank are all hanging at the surface gulping air', /aerat|water/i],
    ['there is a red swelling poking out of the gecko’s vent', /prolapse/i],
    ['the dog’s spot-on went on the kitten by accident and she is now trembling', /permethrin/i],
  ])('"%s" leads with the urgent advice and names it', async (question, named) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(named);
  });

  it.each([
    ['the jill has been on heat for weeks and now her gums are pale and she is listless', /ferret/i],
    ['our leopard gecko has bowed back legs and trembles when she climbs', /metabolic bone/i],
    [
      'i accidentally used the dog flea drops on mittens and now she is drooling and trembling',
      /permethrin/i,
    ],
    ['the mum has five kittens feeding off her and now she is shaking and walking wobbly', /eclampsia/i],
    ['he jumped off the bed and now his leg is at an odd angle', /broken bone/i],
    ['the guppies are all gasping at the surface of the tank', /gasping/i],
  ])('"%s" names the cause first', async (question, named) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(/\*\*([^*]+)\*\*/.exec(answer)?.[1]).toMatch(named);
    // Fish gasp from bad water: no advice written for a mammal's lungs.
    if (/guppies/.test(question)) expect(answer).not.toMatch(/\*\*Breathing difficulty/);
  });

  it.each([
    'how do I keep my jill from getting anaemic when she comes into season?',
    'what size of rat should a grown corn snake be fed?',
    'my cat brought up a yellowish hairball and is eating happily',
    'our golden lab is yellow all over and a bit chubby, how much should he eat?',
    'the cockatiel’s droppings look slightly yellow today but she is chirpy and eating',
    'my british shorthair has deep yellow eyes, is that the usual colour?',
    'our tortoise had not eaten since waking, but the vet sorted him out and he eats again now, which greens are best?',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('everyday questions about large breeds, puppies and fish', () => {
  it.each([
    ['how heavy should a full grown norwegian forest cat be?', /kg/],
    ['when is my puppy allowed to walk in the park after his injections?', /garden/i],
    ['what temperature does a siamese fighting fish need?', /°C/],
  ])('"%s" is answered from the right entry', async (question, expected) => {
    expect(await lastAnswer(question)).toMatch(expected);
  });
});
