import { describe, expect, it } from 'vitest';
import { VETERINARY_NOTICE } from '../../src/core/chat/index.js';
import { advisorService, ask, firstSentence } from './support/ask.js';

const advisor = advisorService();
const URGENT = /contact your veterinarian or the nearest emergency veterinary clinic right now/i;

describe('pet-advisor-1 emergencies', () => {
  it('a dog that ate a chocolate bar gets "see a vet now" as the very first sentence, then first aid', async () => {
    const answer = await ask(advisor, 'My dog ate a chocolate bar');
    expect(firstSentence(answer)).toMatch(URGENT);
    expect(answer).toMatch(/theobromine/i);
    expect(answer).toMatch(/poison/i);
    expect(answer).toContain(VETERINARY_NOTICE);
  });

  it('a cat straining to pee and crying is treated as a urinary blockage emergency', async () => {
    const answer = await ask(advisor, 'My cat is straining to pee and crying');
    expect(firstSentence(answer)).toMatch(URGENT);
    expect(answer).toMatch(/blocked urethra/i);
    expect(answer).toContain(VETERINARY_NOTICE);
  });

  it.each([
    ['my dog just ate a pack of sugar-free gum', /xylitol/i],
    ['my dog ate grapes an hour ago', /kidney failure/i],
    ['my cat licked some lily pollen', /lilies/i],
    ['I think my dog drank antifreeze', /antidote/i],
    ['my dog got into the rat poison in the garage', /anticoagulant/i],
    ['my dog ate a lot of onions from the bin', /red blood cells/i],
    ['I put dog flea treatment on my cat and she is twitching', /permethrin/i],
    ['my dog is having a seizure', /five minutes/i],
    ['my dog collapsed in the heat after a run', /heatstroke/i],
    ["my dog's belly is swollen and he keeps retching", /volvulus/i],
    ['my dog is bleeding a lot from his paw', /press a clean cloth/i],
    ['my cat is breathing with her mouth open', /oxygen/i],
    ['my dog was hit by a car', /internal bleeding/i],
    ['my rabbit has not pooped since yesterday', /12 hours/i],
    ['my puppy swallowed a sock', /block/i],
  ])('"%s" leads with the urgent advice and gives the matching first aid', async (question, firstAid) => {
    const answer = await ask(advisor, question);
    expect(firstSentence(answer)).toMatch(URGENT);
    expect(answer).toMatch(firstAid);
    expect(answer).toContain(VETERINARY_NOTICE);
  });

  it('a vague follow-up to an emergency still leads with the urgent advice', async () => {
    const answer = await ask(
      advisor,
      'My dog ate chocolate',
      'This may be an emergency...',
      'What should I do now?',
    );
    expect(firstSentence(answer)).toMatch(URGENT);
  });

  it.each([
    'Can dogs eat grapes?',
    'Is chocolate toxic to cats?',
    'What causes seizures in dogs?',
    'My dog had a seizure last year, should I worry about fireworks?',
    'How do I get my cat to swallow a pill?',
    'Can I use dog flea drops on my cat?',
    'My puppy keeps chewing his toys',
    'My cat keeps crying at night',
  ])(
    'a general question about a danger ("%s") is answered, not treated as an emergency',
    async (question) => {
      const answer = await ask(advisor, question);
      expect(firstSentence(answer)).not.toMatch(URGENT);
      expect(answer).toContain(VETERINARY_NOTICE);
    },
  );
});

describe('pet-advisor-1 knowledge answers', () => {
  it('a nutrition question gets the feeding guidance from the knowledge base', async () => {
    const answer = await ask(advisor, 'How often should I feed my puppy?');
    expect(answer).toContain('Feeding a puppy');
    expect(answer).toMatch(/four meals a day until three months/);
    expect(answer).toContain(VETERINARY_NOTICE);
  });

  it('a training question gets the training guidance from the knowledge base', async () => {
    const answer = await ask(advisor, 'How do I stop my dog pulling on the leash?');
    expect(answer).toContain('Pulling on the leash');
    expect(answer).toMatch(/front-clip harness/);
    expect(answer).toContain(VETERINARY_NOTICE);
  });

  it.each([
    ['My cat keeps peeing outside the litter box', 'Cat peeing or pooping outside the litter box'],
    ['What vaccines does my kitten need?', 'Vaccines for cats'],
    ['How do I trim my dog’s nails?', 'Nail trimming'],
    ['Tell me about French Bulldogs', 'French Bulldog'],
    ['What do budgies eat?', 'Feeding pet birds'],
    ['My bearded dragon has a soft jaw', 'Metabolic bone disease in reptiles'],
    ['What should I know before adopting a dog?', 'Puppy or adult dog?'],
    ['Can I use a choke chain on my dog?', 'Collars, harnesses and training tools'],
  ])('"%s" is answered with "%s"', async (question, title) => {
    const answer = await ask(advisor, question);
    expect(answer).toContain(`**${title}.**`);
    expect(answer).toContain(VETERINARY_NOTICE);
  });

  it('an earlier "I have a cat" turns a later feeding question into cat advice', async () => {
    const withoutContext = await ask(advisor, 'What should I feed?');
    const withCat = await ask(advisor, 'I have a cat', 'Lovely! How can I help?', 'What should I feed?');
    expect(withCat).not.toEqual(withoutContext);
    expect(withCat).toMatch(/^Since you mentioned your cat/);
    expect(withCat).toContain('How much and how often to feed a cat');
    expect(withCat).toContain(VETERINARY_NOTICE);
  });

  it('the species mentioned earlier also shapes other topics (a rabbit owner asking about vaccines)', async () => {
    const answer = await ask(
      advisor,
      'We just adopted a rabbit',
      'Congratulations!',
      'Which vaccines are needed?',
    );
    expect(answer).toContain('Vaccines and neutering for rabbits');
  });

  it('a user introducing a pet is welcomed and invited to ask', async () => {
    const answer = await ask(advisor, 'I have a cat');
    expect(answer).toMatch(/^Lovely, thanks for telling me about your cat!/);
    expect(answer).toContain(VETERINARY_NOTICE);
  });

  it('greetings and thanks are answered briefly, with the notice', async () => {
    expect(await ask(advisor, 'Hello!')).toMatch(/^Hello! I'm Pet Advisor/);
    expect(await ask(advisor, 'Thank you so much')).toMatch(/^You're welcome/);
    expect(await ask(advisor, 'Hi')).toContain(VETERINARY_NOTICE);
  });
});

describe('pet-advisor-1 off-topic requests', () => {
  it.each([
    'Write me a poem about stocks',
    'What is the capital of France?',
    'How do I reverse a linked list in JavaScript?',
    'What will the weather be like tomorrow?',
  ])('"%s" is politely declined and steered back to pet care', async (question) => {
    const answer = await ask(advisor, question);
    expect(answer).toMatch(/^I'm sorry, but I can only help with pet care/);
    expect(answer).toMatch(/dog, cat, rabbit, bird or reptile/);
    expect(answer).toContain(VETERINARY_NOTICE);
  });
});
