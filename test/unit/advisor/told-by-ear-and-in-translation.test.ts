import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { URGENT, converse, lastAnswer } from './support.js';

/**
 * Emergencies spelt by ear or pasted from a translator, and the calm questions beside them that
 * first opened with the alarm: a flea product bought and not yet used, a food that fell off the
 * table and is asked about, a dog running in its dreams.
 */
const catalog = new InMemoryPetCatalog([
  storedPet({ name: 'Biscuit', species: 'DOG', breed: 'Beagle', price: '120.00' }),
  storedPet({ name: 'Rocky', species: 'DOG', breed: 'German Shepherd', price: '95.00' }),
]);

describe('words spelt as they sound', () => {
  it('reads "graips" as grapes, not grains', async () => {
    const answer = await lastAnswer('our spaniel just gobbled a load of graips from the fruit bowl');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape|raisin/i);
  });

  it('reads a short word with its vowel spelt otherwise ("tode") as the word meant', async () => {
    const answer = await lastAnswer(
      'my jack russell grabbed a tode by the pond and is frothing at the mouth',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/toad/i);
  });

  it('keeps a dropped "g" as the -ing it stands for ("draggin" is dragging, not a dragon)', async () => {
    const answer = await lastAnswer(
      'my sausage dog is draggin his back end and cant stand up since this morning',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads "swallered" as swallowed', async () => {
    const answer = await lastAnswer('the pup swallered a golf ball and now keeps heaving and wont drink');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/obstruct|block|object/i);
  });

  it('reads "flee drops" from the dog\'s box as the dog\'s flea product', async () => {
    const answer = await lastAnswer('used the dogs flee drops on our kitten and shes trembling now');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin|flea/i);
  });
});

describe('a machine translation', () => {
  it('reads pus from the vulva weeks after a heat, with much drinking, as a womb infection', async () => {
    const answer = await lastAnswer(
      'My bitch is not castrated. Three weeks after the heat she drinks very much water and from the vulva comes yellow pus.',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|pyometra|uter/i);
  });

  it('reads hooves showing with no progress as a birth that has stalled', async () => {
    const answer = await lastAnswer(
      'our ewe is lambing, I can see two hooves but no nose and nothing moving for an hour',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/birth|labou?r/i);
  });
});

describe('things the owner saw or was asked about before', () => {
  it('reads "bitten by a big one" after a question about snakes as a snake bite', async () => {
    const answer = await lastAnswer(
      'are there venomous snakes round here?',
      'my terrier just got bitten by a long black one, his face is swelling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|venom/i);
  });

  it('reads a bird gagging that cannot get anything down as choking', async () => {
    const answer = await lastAnswer('my budgie is gagging on a bit of millet and cant get anything down');
    expect(answer).toMatch(URGENT);
  });

  it('reads an eye clawed by another cat, half shut, as an eye injury', async () => {
    const answer = await lastAnswer(
      'next doors tom clawed him across the face and his eye is half shut and weeping',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/eye/i);
  });

  it('reads a tom squatting over a tray that is bone dry as a blocked bladder', async () => {
    const answer = await lastAnswer(
      'my boy cat keeps squatting in the tray and it is bone dry every time, he is crying',
    );
    expect(answer).toMatch(URGENT);
  });
});

describe('calm questions that first opened with the alarm', () => {
  it('answers a dog flea product bought and not yet used, with a cat at home, without the alarm', async () => {
    const answer = await lastAnswer(
      'picked up spot-on for my collie but not used it yet, we have a cat too, how do I keep her safe when I do?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it("does not list the shop's dogs for a product bought in the shop", async () => {
    const [answer] = await converse(
      catalog,
      'I got the flea pipette for dogs at your shop and have not yet used it, is it safe with my cat around?',
    );
    expect(answer).not.toMatch(/Biscuit/);
    expect(answer).not.toMatch(URGENT);
  });

  it('does not read a food that fell off the table as the pet falling', async () => {
    const answer = await lastAnswer('my dog ate a slice of apple which fell off the counter, is that ok?');
    expect(answer).not.toMatch(URGENT);
  });

  it('answers "are they poisonous?" about a harmless food eaten without the alarm', async () => {
    const answer = await lastAnswer('my dog scoffed a piece of carrot, are carrots poisonous to dogs?');
    expect(answer).not.toMatch(URGENT);
  });

  it('still raises the alarm when the food asked about is a poison', async () => {
    const answer = await lastAnswer('my dog scoffed a few raisins, are raisins poisonous to dogs?');
    expect(answer).toMatch(URGENT);
  });

  it('answers a dog running and barking in his sleep, with closed eyes, without the alarm', async () => {
    const answer = await lastAnswer(
      'at night my dog paddles his legs and woofs softly while sleeping with his eyes closed, is that bad?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers sugar-free mints for a dog with a no', async () => {
    const answer = await lastAnswer('can my beagle have one of my sugar-free mints?');
    expect(answer).toMatch(/^No\b/);
  });
});

describe('more ways round the same emergencies', () => {
  it('reads pets and eating told in a language with no glossary', async () => {
    const answer = await lastAnswer('my mbwa kheyeche a whole bag of raisins off the counter');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape|raisin/i);
  });

  it('reads a pet weeing nothing but blood and squealing as she goes as urgent', async () => {
    const answer = await lastAnswer('my hamster is weeing nothing but blood and squeals when she goes');
    expect(answer).toMatch(URGENT);
  });

  it('reads "the one of the dog" put on the cat, with tremors, as the dog\'s flea product', async () => {
    const answer = await lastAnswer(
      'is the dog pipette ok for cats?',
      'never mind, my son already put the one of the dog on her and now she is twitching all over',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin|flea/i);
  });

  it('reads "I did it" after asking to split a pipette between the pets as the putting on', async () => {
    const answer = await lastAnswer(
      "can I share one tube of the spaniel's spot-on between him and the kitten?",
      'I did it this morning and now she keeps twitching and falling over',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a hot drink spilt over the pet with red skin as a scald', async () => {
    const answer = await lastAnswer(
      'my coffee spilled all over my rabbit, his fur is wet and the skin is bright red',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/burn|scald/i);
  });

  it('does not read a belly "burning hot" after a run in the heat as a burn', async () => {
    const answer = await lastAnswer(
      'back from a jog in 30 degrees and my dog is still panting hard, his chest is burning hot to touch',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke|overheat/i);
  });

  it('reads a toy car gone missing with gagging as a swallowed object', async () => {
    const answer = await lastAnswer(
      'one of the toy cars has vanished and the puppy keeps retching and wont eat',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/obstruct|object/i);
  });

  it('answers antifreeze kept on a high shelf, untouched, without the alarm', async () => {
    const answer = await lastAnswer(
      'our antifreeze lives on the top shelf in the garage. someone told me it tastes sweet to dogs, is that true?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers a harmless food set against a poison the owner knows of without the alarm', async () => {
    const answer = await lastAnswer(
      'my cat licked some cucumber, I know lilies are toxic but cucumber is fine right?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('other languages, other tongues, other ways of finding out', () => {
  it('reads a short Portuguese word for the dog ("cão") with antifreeze drunk', async () => {
    const answer = await lastAnswer('o meu cão licked up some anticongelante from the garage floor');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|coolant/i);
  });

  it('reads a Vietnamese word for a rabbit, with its accent, and no droppings as gut stasis', async () => {
    const answer = await lastAnswer('con thỏ has had no droppings and no food since this morning');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/stasis|gut/i);
  });

  it('reads a bunch left as bare stalks as grapes eaten', async () => {
    const answer = await lastAnswer(
      'the grapes were on the low table and now the bunch is just stalks, my spaniel was alone with them',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a spirit the lexicon knows by its own name as alcohol drunk', async () => {
    const answer = await lastAnswer('the kitten got into a glass of ouzo and is wobbling and sleepy');
    expect(answer).toMatch(URGENT);
  });

  it('reads a question about a poison as a safety question, not a request for pets', async () => {
    const [answer] = await converse(
      catalog,
      'is antifreeze dangerous for dogs? we are moving into a flat with a garage',
    );
    expect(answer).not.toMatch(/Biscuit/);
  });

  it('reads a bird landing in water just off the boil as a scald', async () => {
    const answer = await lastAnswer(
      'my budgie dropped into a saucepan of hot water and her feet look red raw',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/burn|scald/i);
  });

  it('reads the hay and the tray of the last turn as the rabbit of two pets named before', async () => {
    const answer = await lastAnswer(
      'can my rabbit and my tortoise share a run?',
      'also my other one has left all his hay and there are no droppings in the tray, he is hunched',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a vivarium whose thermostat broke, with the lizard gaping, as overheating', async () => {
    const answer = await lastAnswer(
      'the thermostat in my gecko viv has broken and it is roasting in there, she is lying flat with her mouth open',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke|overheat/i);
  });
});

describe('languages switched inside a message', () => {
  it('reads Tagalog words for the puppy, the sock and the vomiting', async () => {
    const answer = await lastAnswer('yung tuta ko swallowed a medyas kanina and now nagsusuka siya nonstop');
    expect(answer).toMatch(URGENT);
  });

  it('reads a Hindi word for the snake with the bite and the swelling told in English', async () => {
    const answer = await lastAnswer(
      'ek saanp bit my dog on the nose in the fields, now his face is swelling fast',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|venom/i);
  });

  it('reads droppings that "are black" as a bleed in the gut', async () => {
    const answer = await lastAnswer(
      'my dog has been sick with some blood in it and his droppings are black today',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a pug lying still in a sunny room with his chest going like mad as heatstroke', async () => {
    const answer = await lastAnswer(
      'the sunroom has been roasting all day and my pug is lying flat, chest going like mad, not moving',
    );
    expect(answer).toMatch(URGENT);
  });
});

describe('owners who mix languages, paste texts and follow up', () => {
  it('reads "mi perro Rocky" as the owner\'s dog, not the shop\'s Rocky', async () => {
    const [answer] = await converse(
      catalog,
      'mi perro Rocky ha bebido anticongelante del garaje, the green one, what do I do?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/German Shepherd/);
  });

  it('keeps an English "he" before an English verb in a Spanish message', async () => {
    const answer = await lastAnswer('mi gato estaba en el garaje y he drank some anticongelante, qué hago?');
    expect(answer).toMatch(URGENT);
  });

  it('reads a cat sick after chewing unnamed cut flowers as a possible lily poisoning', async () => {
    const answer = await lastAnswer(
      'my cat chewed some of the cut flowers in the vase and has been sick twice',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lil/i);
  });

  it('dates a heat "a month back" for a womb infection', async () => {
    const answer = await lastAnswer(
      'unspayed bitch, had a season a month back, now her belly is big and she is so lethargic',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|pyometra|uter/i);
  });

  it('reads a budgie fluffed on the cage floor in few words as a sick bird', async () => {
    const answer = await lastAnswer('budgie fluffed, on cage floor since lunch');
    expect(answer).toMatch(URGENT);
  });

  it('keeps the legs that failed in view when the next turn tells a medicine given', async () => {
    const answer = await lastAnswer(
      'my corgi jumped off the sofa and now his back legs drag behind him',
      'I gave him one of my paracetamol, can we see how he is tomorrow?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/paraly|disc|spin/i);
  });
});
