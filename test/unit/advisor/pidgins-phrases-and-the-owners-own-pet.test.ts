import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { URGENT, converse, lastAnswer } from './support.js';

/**
 * Emergencies told in several words of a language with no glossary (Hindi, Tagalog, Arabic in
 * Latin letters, pidgins and creoles), in the hobby's or the owner's own words, and the calm
 * questions beside them: a risk planned for, a pet of the owner's that shares a name with one on
 * offer.
 */
const catalog = new InMemoryPetCatalog([
  storedPet({ name: 'Daisy', species: 'DOG', breed: 'Beagle', price: '220.00' }),
  storedPet({ name: 'Max', species: 'DOG', breed: 'Labrador Retriever mix', price: '150.00' }),
]);

describe('signs said in two or three words of another language', () => {
  it('reads a Hindi snake bite ("saanp ne kaat liya") as a bite', async () => {
    const answer = await lastAnswer('hamare kutte ko saanp ne kaat liya, pair bahut sooj gaya hai');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|venom/i);
  });

  it('reads a shock from a chewed cable told in Hindi ("current laga")', async () => {
    const answer = await lastAnswer(
      'billi ne lamp ka wire chaba liya aur usko current laga, ab muh jal gaya',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/electr|shock|burn/i);
  });

  it('reads Arabic written with digits ("shrib", "yest2aya") between English words', async () => {
    const answer = await lastAnswer('el kalb shrib some coolant from the bucket w dilwa2ty yest2aya');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|coolant/i);
  });

  it('reads a Tagalog refusal to eat after a sock ("ayaw kumain")', async () => {
    const answer = await lastAnswer('nilunok ng aso ko yung medyas, ayaw kumain at nagsusuka');
    expect(answer).toMatch(URGENT);
  });

  it('reads a Nigerian Pidgin heat emergency in a locked car ("inside motor")', async () => {
    const answer = await lastAnswer(
      'I leave my dog inside motor for one hour, sun hot well well, now e no fit stand',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heat|overheat/i);
  });

  it('reads a Hawaiian Pidgin past ("wen chew") as done', async () => {
    const answer = await lastAnswer('da kitten wen chew one lily leaf from da vase');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lil(y|ies)/i);
  });
});

describe('what owners see, in their own words', () => {
  it('reads back legs that "have given out" as paralysis', async () => {
    const answer = await lastAnswer(
      'our corgi cried out on the stairs and his back legs have completely given out',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/disc|spin|paralys/i);
  });

  it('reads a hen that poos blood as a bird in trouble, not a meal', async () => {
    const answer = await lastAnswer(
      'my chicken is pooping bright red blood and sitting fluffed in the corner',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a flat round battery named by where it came from', async () => {
    const answer = await lastAnswer(
      'the puppy swallowed the little round silver thing out of the back of the remote',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads E967 on a packet as xylitol', async () => {
    const answer = await lastAnswer('my collie ate four protein bars, ingredients say sweetener E967');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });

  it('reads a vivarium whose thermostat failed as heat, with a gaping, limp lizard', async () => {
    const answer = await lastAnswer(
      'the stat on the beardie viv failed and the basking spot read 63c, he is gaping and limp',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heat|overheat/i);
  });

  it('keeps a routine visit from calling off an injury that came after it', async () => {
    const answer = await lastAnswer(
      'a cow trod on our collie in the field, she screamed and now breathes in short gasps',
      'the vet saw her last week for her booster and said she was fine, so it is just bruising?',
    );
    expect(answer).toMatch(URGENT);
  });

  it('names the womb when a mother "says she is just in heat" beside discharge and vomiting', async () => {
    const answer = await lastAnswer(
      'my unspayed cat has smelly gunk coming from her back end and keeps being sick. my dad says she is just in season',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|pyometra|uter/i);
  });
});

describe('signs told by what surrounds them', () => {
  it('reads "should I be worried that" as a worry about what is seen', async () => {
    const answer = await lastAnswer(
      'should I be worried that my cat has been in and out of the tray all evening straining and nothing comes out? he is a boy',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/block|urethr|bladder/i);
  });

  it('keeps a tom straining in the tray from a birth when a new puppy "came"', async () => {
    const answer = await lastAnswer(
      'since the new puppy came our tom has been squatting in the litter tray crying and nothing comes out',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/block|urethr|bladder/i);
  });

  it('reads a rabbit that left its hay as a rabbit, whatever the litter tray says', async () => {
    const answer = await lastAnswer(
      'no droppings in the litter tray since yesterday, he has not touched the hay and sits hunched grinding his teeth',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/stasis|gut/i);
  });

  it("reads the dog's spot-on put on a trembling kitten as the dog's flea poison", async () => {
    const answer = await lastAnswer(
      'I used the spot-on I had for my collie on the kitten and now she is twitching',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin|flea/i);
  });

  it('reads a face put in a tray of coolant as drinking it', async () => {
    const answer = await lastAnswer(
      'the terrier had his nose right in the tray of old coolant under the van, tongue going',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|coolant/i);
  });

  it('reads bait gone from where the dog was as bait eaten', async () => {
    const answer = await lastAnswer(
      'there were two bait blocks behind the freezer and both are missing, the spaniel was in the utility room all day',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads flies round a guinea pig with a wet, smelly rear as flystrike', async () => {
    const answer = await lastAnswer(
      'my guinea pig is hunched and not eating, there are flies hovering round him and his bottom is wet and smelly',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/flystrike|maggot/i);
  });
});

describe('a pet on its own medicines', () => {
  it('reads a breathing rate given as "60+" a minute at rest', async () => {
    const answer = await lastAnswer(
      'my old spaniel is on heart tablets and tonight is breathing 70+ times a minute lying down, with a wet cough',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads insulin already given to a dog that then would not eat, now trembling', async () => {
    const answer = await lastAnswer(
      'I had already jabbed him this morning but he left his breakfast, and now he is shaking and wobbly',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/sugar|glucose|hypoglyc/i);
  });

  it('keeps a womb infection urgent when the bitch is "on antibiotics for a UTI" and the owner will wait', async () => {
    const answer = await lastAnswer(
      'my unspayed lab finished her season a month ago and now drinks loads, her belly is swollen and she is flat',
      'she is on antibiotics from the vet for a uti anyway, so I will just wait for those to finish?',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a snake that "went for" the cat as the attacker, not the patient', async () => {
    const answer = await lastAnswer(
      'a big snake went for our cat in the yard, two small holes on her paw and it is swelling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|venom|adder/i);
  });
});

describe('calm questions on the same subjects', () => {
  it('answers a hen dust-bathing, asked as a fit, without the alarm', async () => {
    expect(
      await lastAnswer(
        'my hen lies on her side in the dirt flicking dust over herself with her wings, is it a fit?',
      ),
    ).not.toMatch(URGENT);
  });

  it('answers a flystrike question asked before summer without the alarm', async () => {
    expect(await lastAnswer('summer is coming, how do I stop my rabbits getting maggots?')).not.toMatch(
      URGENT,
    );
  });

  it('answers a hamster with full cheek pouches without the alarm', async () => {
    expect(
      await lastAnswer(
        'my hamster crams so much food into his cheeks that his head looks twice the size, is that ok?',
      ),
    ).not.toMatch(URGENT);
  });

  it('answers a paddling pool for a heatwave to come without the alarm', async () => {
    expect(
      await lastAnswer('do you sell paddling pools? my bulldog hates the heat and a heatwave is coming'),
    ).not.toMatch(URGENT);
  });

  it('answers a toad the dog never went near without the alarm', async () => {
    expect(
      await lastAnswer(
        'There was a toad on the patio tonight. The spaniel never went near it. How do I keep them apart?',
      ),
    ).not.toMatch(URGENT);
  });

  it('answers an occasion told in the past with grapes eaten as the emergency it is', async () => {
    const answer = await lastAnswer(
      'we were having a barbecue and the beagle ate a whole bowl of grapes before anyone noticed',
    );
    expect(answer).toMatch(URGENT);
  });

  it("does not take the owner's own pet, back from her spay, for the namesake on offer", async () => {
    const [answer] = await converse(
      catalog,
      'picked Daisy up after her spay, she is sleepy and wobbly, is that the anaesthetic?',
    );
    expect(answer).not.toMatch(/adoption fee/i);
  });

  it('does not take "wor Max" for the Max on offer when he has collapsed', async () => {
    const [answer] = await converse(
      catalog,
      'wor Max has just collapsed in the yard and will not come round',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/adoption fee/i);
  });
});
