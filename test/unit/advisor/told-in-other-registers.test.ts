import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { URGENT, converse, lastAnswer } from './support.js';

/**
 * Emergencies told in registers the rules first missed (a question opened with "any", a note of
 * counts and weights, a learner's grammar, a clinician's words, a kept-back medicine offered in
 * the next sentence) and the calm questions that sound like them: a poison taken away in time,
 * a risk asked about at a party, a packet never opened, a brief snorting fit.
 */
const catalog = new InMemoryPetCatalog([
  storedPet({ name: 'Biscuit', species: 'DOG', breed: 'Beagle', price: '120.00' }),
]);

describe('a question opened with "any"', () => {
  it('reads "any idea why..." about the owner\'s dog as the signs told, not a request for dogs', async () => {
    const [answer] = await converse(
      catalog,
      'any idea why my collie would suddenly not be able to use his hind legs?',
    );
    expect(answer).not.toMatch(/Biscuit/);
    expect(answer).toMatch(URGENT);
  });

  it('still lists the shop\'s dogs for "any dogs for a family?"', async () => {
    const [answer] = await converse(catalog, 'any dogs for a family?');
    expect(answer).toMatch(/Biscuit/);
  });
});

describe('notes, learners and clinicians', () => {
  it('reads a count of a poison beside a weight and a breed as eaten', async () => {
    const answer = await lastAnswer('9 sultanas. 12kg cocker. bad?');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape|raisin|sultana/i);
  });

  it('keeps a count of a poison to be given as a question', async () => {
    const answer = await lastAnswer('4 grapes for a 12kg cocker, fine to give?');
    expect(answer).not.toMatch(URGENT);
  });

  it('reads "jump on the table and eat the raisins" in a learner\'s grammar as the eating', async () => {
    const answer = await lastAnswer('my dog jump on the table and eat the raisins from the cake');
    expect(answer).toMatch(URGENT);
  });

  it('reads a telegraphic note of an unspayed bitch drinking with a discharge as a womb infection', async () => {
    const answer = await lastAnswer('unspayed collie drinking loads, discharge since Friday');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|pyometra|uter/i);
  });

  it('reads haemorrhaging from a torn claw despite pressure as heavy bleeding', async () => {
    const answer = await lastAnswer('torn dew claw, haemorrhaging for half an hour despite pressure');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bleed/i);
  });

  it('reads "the <animal> is choking" without a possessive as this animal choking', async () => {
    const answer = await lastAnswer('the chinchilla is choking on something');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chok|airway|throat/i);
  });

  it('keeps the paralysis entry when a medicine kept at hand is offered in the next sentence', async () => {
    const answer = await lastAnswer(
      "our dachshund's back legs stopped working an hour ago and he cries when touched",
      "I've got some of my own tramadol. Could I give him half a tablet till the morning?",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/paraly|disc/i);
    expect(answer).not.toMatch(/Human medicines swallowed/);
    expect(answer).toMatch(/do not give a pet your own tramadol/i);
  });

  it('names the alcohol when a dog drank from glasses of punch and is staggering', async () => {
    const answer = await lastAnswer(
      'the lab was drinking from glasses of punch after the wedding, now he is staggering',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/alcohol|ethanol/i);
  });
});

describe('nothing happened', () => {
  it('answers a toad moved away before the dogs were let out as a question', async () => {
    const answer = await lastAnswer(
      'moved a toad off the lawn and under the hedge before letting the dogs out, are toads poisonous?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers a flea product for dogs that was never opened as a question', async () => {
    const answer = await lastAnswer('Can I put the dog spot-on on my kitten? I did not open it yet.');
    expect(answer).not.toMatch(URGENT);
  });

  it('answers "is it dangerous if the dog gets a bit" of chocolate put out for guests as a question', async () => {
    const answer = await lastAnswer(
      'my flatmate wants a bowl of chocolates on the table for the party, is that dangerous if the dog gets a bit',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers a snorting fit that lasts seconds and ends with the dog fine as no emergency', async () => {
    const answer = await lastAnswer(
      'my beagle does honking snorting episodes for 15 seconds then is totally fine, the vet calls it reverse sneezing. any way to stop an episode?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('slang, asides and side questions', () => {
  it('reads a full-body twitching fit in which the cat did not know her owner as a seizure', async () => {
    const answer = await lastAnswer(
      'my kitty had a whole body twitching thing on the bed just now, she didnt know i was there',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/seizure|fit/i);
  });

  it('reads "my bun" as a rabbit, not the currant buns, when it has no poopies', async () => {
    const answer = await lastAnswer('my bun has had no nom noms all day and no poopies since last night');
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/Grapes, raisins/);
  });

  it('names the alcohol when a cat drank some of a margarita and is stumbling', async () => {
    const answer = await lastAnswer('the cat lapped up some of my margarita and now she is stumbling about');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/alcohol|ethanol/i);
  });

  it('reads "had a good go at" a peanut butter sweetened with birch sugar as eaten', async () => {
    const answer = await lastAnswer(
      'the spaniel had a good go at the birch sugar peanut butter, half of the jar gone',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });

  it('answers signs shown now beside a school project as an emergency, not a study question', async () => {
    const answer = await lastAnswer(
      "my daughter's school project is about wasps. our terrier got stung on the walk and now she's collapsed, her gums are pale and her face is swelling. can dogs eat jam?",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/sting|allerg/i);
  });

  it('reads a wardrobe dropped on a dog as an injury', async () => {
    const answer = await lastAnswer(
      'we were carrying a wardrobe and dropped it on our whippet, he cries when he stands on that leg',
    );
    expect(answer).toMatch(URGENT);
  });

  it('keeps a doe told unspayed in an earlier turn unspayed when the signs come later', async () => {
    const answer = await lastAnswer(
      'our doe Hazel is six and we never had her spayed. what hay is best for older rabbits?',
      'also she has had blood in her wee for days and she is off her food',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb/i);
  });

  it('reads "he\'s done it again" after asking how to stop a habit as the habit done', async () => {
    const answer = await lastAnswer(
      'how do i stop my dog drinking from puddles?',
      "he's done it again, a green puddle under a leaky car, it smelt sweet",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|ethylene/i);
  });

  it('names choking for a cat with something stuck who retches with her mouth open', async () => {
    const answer = await lastAnswer(
      "the cat's got something stuck, she's retching and drooling with her mouth wide open",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chok|airway|throat/i);
  });
});

describe('English mixed with another language, and signs in other words', () => {
  it('reads a Hindi verb of eating after a lily leaf as the cat having eaten it', async () => {
    const answer = await lastAnswer('mere cat ne lily ka leaf kha liya');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lil(y|ies)/i);
  });

  it("reads a Polish owner's dog that ate a box of raisins as the raisins eaten", async () => {
    const answer = await lastAnswer('Mój pies zjadł a whole box of raisins');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape|raisin/i);
  });

  it('reads a Tagalog verb of eating before a chocolate cake as the eating', async () => {
    const answer = await lastAnswer('ang aso ko kinain yung chocolate cake, buong slice, 20 minutes ago');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate/i);
  });

  it("reads grains of rice that wriggle under a rabbit's tail as flystrike", async () => {
    const answer = await lastAnswer(
      "there are tiny grains of rice under the rabbit's tail, a few of them are wriggling",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/flystrike|maggot/i);
  });

  it('reads lavender gums and elbows held out as a cat short of oxygen', async () => {
    const answer = await lastAnswer("my cat's gums are lavender and he's lying with his elbows stuck out");
    expect(answer).toMatch(URGENT);
  });

  it('reads a ferret with no droppings who keeps straining as a blocked gut', async () => {
    const answer = await lastAnswer("the ferret hasn't pooped since yesterday and keeps straining");
    expect(answer).toMatch(URGENT);
  });
});

describe('calm questions that named a poison', () => {
  it('answers a form whose "eaten any" field says no as a question', async () => {
    const answer = await lastAnswer('Pet: spaniel\nQ: are raisins ok in a dog biscuit?\nEaten any: no');
    expect(answer).not.toMatch(URGENT);
  });

  it('answers a grape asked for a dog who "has had one before and was fine" as a question', async () => {
    const answer = await lastAnswer(
      "Can my terrier have a grape as a treat? My mum says he's had one before and was fine",
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers how to make sure the cat never gets at stored antifreeze as prevention', async () => {
    const answer = await lastAnswer(
      'We keep coolant in the shed for the car. How do I make sure the cat never gets into it?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('does not read "limping on one paw" as a poison referred back to', async () => {
    const answer = await lastAnswer(
      "Can I give my cat a bit of paracetamol? She's limping on one paw but eating fine. I haven't given her any.",
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('the cause told in a turn after the signs', () => {
  it('reads an empty chocolate box found after a restless, panting dog as the chocolate eaten', async () => {
    const answer = await lastAnswer(
      "my collie won't settle, he's pacing and panting and his heart is racing",
      'oh no. just found the selection box from the kids ripped open behind the chair, empty',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate/i);
  });

  it('reads an adder seen where the cat was, after her leg swelled, as a snake bite', async () => {
    const answer = await lastAnswer(
      "my cat's back leg has suddenly swollen up and she's hiding",
      'she was lying on the stone wall this afternoon and the neighbour saw an adder there last week',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|adder|venom/i);
  });

  it('keeps the cat as the pet when her leg is bitten and a snake was asked about before', async () => {
    const answer = await lastAnswer(
      'are there snakes on the heath in summer?',
      "something bit my cat's leg by the log pile, maybe a snake, her leg is puffing up and she's drooling",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|adder|venom/i);
  });

  it('reads a torn claw still dripping after minutes of pressure as heavy bleeding', async () => {
    const answer = await lastAnswer(
      "how short should a dog's nails be?",
      "he's just torn one on the patio, it's dripping everywhere and I've pressed on it for ten minutes and it's still going",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bleed/i);
  });

  it('reads a dog spot-on "from the big dog pack" put on a trembling cat as permethrin', async () => {
    const answer = await lastAnswer(
      'my cat is twitching and drooling',
      'earlier I put a spot on on her from the big dog pack, the one for 20-40kg dogs',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin|flea/i);
  });
});

describe('signs in a rabbit or guinea pig told in plain words', () => {
  it('reads a rabbit stargazing with a clicky noise on each breath as breathing trouble', async () => {
    const answer = await lastAnswer(
      'my rabbit keeps his nose pointed at the ceiling and there is a clicky noise every time he breathes',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads something wriggling round a smelly, wet back end as flystrike', async () => {
    const answer = await lastAnswer(
      "my guinea pig's back end is wet and smells awful and I think I saw something wriggling there",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/flystrike|maggot/i);
  });

  it('reads an unspayed bitch "drinking like crazy" with a swollen belly as a womb infection', async () => {
    const answer = await lastAnswer(
      'our spaniel is not spayed, she had her heat last month, now she is drinking like crazy, her belly is swollen and she will not eat',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|pyometra/i);
  });
});

describe('pets named in other scripts, and a few plain wordings', () => {
  it('reads a puppy named in Korean that drank coolant as the antifreeze drunk', async () => {
    const answer = await lastAnswer('우리 강아지 drank some of the coolant from the bucket in the garage');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|ethylene/i);
  });

  it('reads a parrot named in Russian sitting on the cage floor as a sick bird', async () => {
    const answer = await lastAnswer(
      'мой попугай is sitting puffed up on the floor of the cage and will not eat',
    );
    expect(answer).toMatch(URGENT);
  });

  it('does not read "hot water bottle" as heat for a dog whose back legs drag', async () => {
    const answer = await lastAnswer(
      "my dachshund's back legs are dragging since he jumped off the bed, I've put a hot water bottle on his back",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/disc|paraly/i);
    expect(answer).not.toMatch(/\*\*Heatstroke/);
  });

  it('reads "the black seedless ones" fed from the fruit bowl as grapes eaten', async () => {
    const answer = await lastAnswer(
      'my son was feeding our pug from the fruit bowl, the black seedless ones, quite a few',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape|raisin/i);
  });

  it('reads onions eaten two days ago with dark brown pee now as the onion poisoning', async () => {
    const answer = await lastAnswer(
      'our terrier got the takeaway out of the bin, full of onions, two days ago and now his pee is dark brown',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/onion|garlic/i);
  });

  it('keeps the dog as the patient when "bitten by something, a snake" names the snake', async () => {
    const answer = await lastAnswer(
      'my collie got bitten on the nose by something, a snake I think, in the bracken, and her face is swelling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|adder|venom/i);
  });

  it('reads a dog who will not put his leg down after jumping off the bed as an injury', async () => {
    const answer = await lastAnswer(
      'my spaniel jumped off the bed and now he will not put his back leg down and cries when I touch it',
    );
    expect(answer).toMatch(URGENT);
  });
});
