import { describe, expect, it } from 'vitest';
import { DECLINED, URGENT, lastAnswer } from './support.js';

/**
 * Emergencies in everyday wordings (written for these tests, in no evaluation set): each must
 * lead with the urgent line, and the first aid for the right emergency must follow.
 */
const EMERGENCIES: Array<[string, RegExp]> = [
  ['it is scorching out and after our jog my lab is breathing hard and keeps stumbling', /Heatstroke/],
  ['my dog overheated in the garden and is very weak', /Heatstroke/],
  ['my kitty drank from a puddle of radiator fluid in the garage', /Antifreeze/i],
  ['think my dog licked up some engine coolant', /Antifreeze/i],
  ['my pup got hold of a pack of sugar free gum and ate most of it', /Xylitol/i],
  ['our spaniel wolfed down a handful of sultanas off the table', /Grapes|raisins/i],
  ['my cat chewed a leaf off the bouquet of lillies', /Lil/i],
  ['the terrier found the rodent bait blocks in the shed and chewed them', /Rat|rodent/i],
  ['my puppy swallowed two of my naproxen tablets', /medic/i],
  ['the dog scoffed a whole bar of baking chocolate', /Chocolate/i],
  ['my boy cat keeps going to the tray, squats and strains but there are no clumps', /urin/i],
  ['my neutered tom keeps squatting and straining in the litterbox', /urin/i],
  ["my dog's tummy is swollen tight and he keeps gagging", /Bloat/],
  ['my cat is gasping for air with her mouth open', /Breathing/],
  ["my dog's gums look kind of purple", /Breathing/],
  ['my dog had a convlusion a minute ago and is still shaking', /Seizure/i],
  ['my old cat fainted in the kitchen', /Collapse/i],
  ['his gums are very pale and he is flat out on the floor', /Collapse/i],
  ['our rabbit has done no droppings since this morning and ignores food', /Rabbit/],
  ['my dog has been pushing for two hours in labour and no puppy has come out', /birth/i],
  ['sheltie roasting in the back garden all day, now wont get up and breathing super fast', /Heatstroke/],
  ['our bunny was in a hot shed all afternoon and is panting', /Heatstroke/],
  ['collie nicked a slice of stollen packed with currants', /Grapes|raisins/i],
  ['the exterminator left bait out and my pup has been chomping on it', /Rat|rodent/i],
  ['my greyhound toppled over and cant get back up', /Collapse/i],
  ['his back legs stopped working all of a sudden', /paralysis/i],
  ['my mastiff keeps heaving but nothing comes up', /Bloat/],
  ['my boy cat hasnt peed all day and keeps licking his privates', /urin/i],
  ['our cat is breathing with her mouth wide open', /Breathing/],
  ['my bitch has had two puppies and is still pushing with nothing for an hour', /birth/i],
  ['our lurcher swallowed a hair tie and a bit of tinsel', /Swallowed an object/],
  ['a rattlesnake got my dog on the nose', /Snake bite/],
  ['my puppy chewed through the lamp cord and yelped', /Burns|electric/i],
  ['the cat next door scratched my dogs eye and now he cant open it', /Eye/],
  ['my parrot flew into the mirror and is sitting on the floor', /Hit by a car, fall or attack/],
  ['my dog snaffled some weed brownies', /poison/i],
  ['his poo has gone black and tarry', /tarry/],
  ['my spaniel is not able to get up, his back legs are not working at all', /paralysis/i],
  ['the cut on her pad keeps bleeding and the blood will not stop', /Heavy bleeding/],
  ['a van clipped my whippet on the lane', /Hit by a car, fall or attack/],
  ['our cat fell off the roof of the shed', /Hit by a car, fall or attack/],
  ['my terrier has been bitten by snake at the allotment', /Snake bite/],
  ['my rabit has not eaten anything today', /Rabbit/],
  ['my hamster is panting in his cage on this scorching day', /Heatstroke/],
  ['tongue purple', /Breathing/],
  ['she went rigid and is jerking on her side, not aware of me', /Seizure/i],
  ['my tabby has lily pollen all over her whiskers', /Lil/i],
  ['the puppy licked the toilet cleaner', /poison/i],
  ['my dog has took three of my paracetamol', /medic/i],
];

describe('emergencies in other words lead with the urgent line', () => {
  it.each(EMERGENCIES)('"%s"', async (question, firstAid) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(firstAid);
  });
});

describe('questions that are not emergencies get no false alarm', () => {
  it.each([
    'is it ok to use my dog flea drops on my kitten?',
    'can cats eat grapes?',
    'what causes seizures in dogs?',
    'how do I keep my dog cool on a hot day?',
    'my dog is limping a little after a walk',
    'can I use a choke chain on my dog?',
    'how long does a cat stay in labour?',
    'how would I tell if my tom cat had a blocked bladder?',
    'my dog has epilepsy and takes tablets, how do I manage it at home?',
    'can i use the dogs frontline on my cat',
    'my cat fell asleep by the window in the sun',
    'my corn snake bit me when i fed him, is that normal?',
    'is it normal for my dog to shake after a bath?',
    'we have a bouquet of lilies, how do I keep it away from the cat?',
  ])('"%s"', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('urgency that holds across the conversation', () => {
  it('keeps the urgent line, and says why, when a follow-up doubts it', async () => {
    const answer = await lastAnswer(
      'my lab ate a few raisins off the floor',
      'she is acting normal now, can it wait till the morning?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/Seeming well does not mean the danger has passed/);
    expect(answer).toMatch(/Grapes|raisins/i);
  });

  it.each([
    ['my dog swallowed a few grapes', 'could I just keep an eye on him tonight?'],
    ['my dog got into the chocolate', 'it was maybe 150 g of milk chocolate and he weighs 30 kg'],
    ['my cat chewed a lily leaf', 'how many leaves would be dangerous?'],
    ['my tom cat strains in the tray and nothing comes out', 'could it just be constipation?'],
  ])('keeps it after "%s" when the next turn asks "%s"', async (first, second) => {
    expect(await lastAnswer(first, second)).toMatch(URGENT);
  });

  it('answers a follow-up about something else, with the urgent advice still first', async () => {
    const answer = await lastAnswer('my dog ate a raisin', 'thanks. how often should I brush his teeth?');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/teeth|brush/i);
  });
});

describe('doses of human medicines', () => {
  it('are refused with the reason', async () => {
    const answer = await lastAnswer('how many mg of ibuprofen for a 20 kg dog?');
    expect(answer).toMatch(/^No: I can't give a dose of a human medicine for a pet, because/);
    expect(answer).toMatch(/poisonous to pets at any dose/);
  });
});

describe('a product or food asked about, not given', () => {
  it.each([
    ['would the dogs spot on stuff be ok on our kitten', /permethrin/],
    ['is advantix alright for cats', /permethrin/],
    ['gravy with onion in, will that hurt my dog', /red blood cells/],
    ['my whippet is sore after a fall, can i give her one of my pain pills', /prescribe a pain reliever/],
    ['is it fine if my spaniel has a handful of cherries', /cyanide/],
  ])('"%s" gets the verdict first', async (question, reason) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(/^No: /);
    expect(answer).toMatch(reason);
  });
});

describe('a sick pet is pet care', () => {
  it('is answered, not declined, without naming the animal', async () => {
    const answer = await lastAnswer('he keeps being sick and has been off food since last night, any ideas');
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(/vomit/i);
  });
});

describe('verdicts for the pet that would get it', () => {
  it.each([
    ['can my bunny have a bit of cheddar cheese', /^No: rabbits cannot digest dairy/],
    ['are crackers ok for my rabbit', /^No: bread, biscuits/],
    ['is red pepper good for guinea pigs', /^Yes: bell pepper .* vitamin C/],
    ['can my budgie have some apple', /^Yes, as a small part of the diet/],
    ['is my peace lily poisonous to the cat', /calcium oxalate .* not a true lily/],
    [
      'is it ok to run a lavender diffuser near my kitten',
      /^No: do not put tea tree or other essential oils/,
    ],
    ['are teflon pans safe with a parrot in the house', /^No: fumes from overheated non-stick/],
    ['can i use frontline spot on on my bunny', /^No: never use Frontline \(fipronil\) on a rabbit/],
    ['is sago palm dangerous for dogs', /^Yes, it is dangerous: the sago palm/],
    ['is it ok to give my dog a bit of chocolate', /^No: chocolate is toxic/],
    ['can i use advantage for dogs on my cat', /^No: never put a dog flea product on a cat/],
    ['how much melatonin can i give my dog', /^Only with your vet’s advice and dose/],
  ])('"%s"', async (question, verdict) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(verdict);
    expect(answer).not.toMatch(URGENT);
  });
});

describe('emergencies recognised from concepts in any order', () => {
  it.each([
    ['my boy cat goes in the toilet box many times, only a drop comes out', /urin/i],
    ["my dog's breathing is really laboured tonight", /Breathing/],
    ['our 9 week old puppy has bloody diarrhoea', /Parvovirus/],
    ['my cat has eaten nothing for three days', /A cat that stops eating/],
    ['my old dog suddenly has his head tilted to one side and keeps falling over', /head tilt/i],
    ['i gave my cat a paracetamol for his sore leg', /medic/i],
    ['my terrier caught a toad and is foaming at the mouth', /poison/i],
    ['the dog was coughing up blood this morning', /Breathing/],
  ])('"%s"', async (question, firstAid) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(firstAid);
  });
});

describe('a story with a past and a present', () => {
  it.each([
    [
      'we adopted our boy cat two years ago and he has always been healthy but tonight he keeps straining in the tray and nothing comes out',
      /urin/i,
    ],
    [
      'my dog used to cope with heat but today at the beach he is panting really hard and wobbly',
      /Heatstroke/,
    ],
    ['is chocolate poisonous to dogs? >> oh no, mine just polished off a whole bar', /Chocolate/],
  ])('"%s" reads what is happening now', async (story, firstAid) => {
    const answer = await lastAnswer(...story.split(' >> '));
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(firstAid);
  });

  it.each([
    'my dog had a seizure last year, how do I prevent another one?',
    'is chocolate bad for dogs? >> what about bananas, he ate one',
  ])('"%s" is no alarm', async (story) => {
    expect(await lastAnswer(...story.split(' >> '))).not.toMatch(URGENT);
  });
});
