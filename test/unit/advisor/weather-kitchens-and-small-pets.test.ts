import { describe, expect, it } from 'vitest';
import { DECLINED, URGENT, lastAnswer } from './support.js';

/**
 * Emergencies told from a stormy house, a kitchen, a farm shop or a keeper's enclosure notes:
 * what was eaten told by what is left ("an empty bowl"), poisons by the product's use ("the pour-on
 * for the cattle"), small pets by their keepers' words ("chin", "his rat"), and the calm questions
 * beside them that must stay calm.
 */
describe('what was eaten, told by what is left or by who did it', () => {
  it('reads an empty bowl of soaked raisins beside a guilty dog as raisins eaten', async () => {
    const answer = await lastAnswer(
      'I left 300g of raisins soaking for the cake overnight. This morning the bowl was licked out and the labrador looks very sheepish.',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin/i);
  });

  it('reads a bowl of birch-sugar brownie batter cleaned out as xylitol', async () => {
    const answer = await lastAnswer(
      'my terrier cleaned out the mixing bowl of brownie batter, it was made with birch sugar instead of normal sugar',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });

  it('reads a cat let finish a whole plate of garlicky food as onion and garlic poisoning', async () => {
    const answer = await lastAnswer(
      'my flatmate let my cat finish a whole plate of garlic prawns, there was a lot of garlic in the sauce',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/garlic/i);
  });

  it('reads takeaway leftovers pinched two days ago, with dark urine now, as onion poisoning', async () => {
    const answer = await lastAnswer(
      'our collie pinched the leftover onion rings and garlic naan two days ago. today she is flat and her pee is a dark brown colour',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/onion/i);
  });

  it('reads grape skins in the vomit of a dog the shop also has as grapes eaten, not a listing', async () => {
    const answer = await lastAnswer(
      'how do I get dog sick out of a rug? the jack russell brought up what looks like grape skins from the fruit bowl',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape/i);
    expect(answer).not.toMatch(/adoption fee/);
  });

  it('reads a bag the dog found as taken by him, not as the owner finding it', async () => {
    const answer = await lastAnswer(
      'my spaniel found it behind the sofa, a bag of trail mix that was mostly raisins, and the bag is empty now',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin/i);
  });

  it('still hears a worry called off when the owner found the thing', async () => {
    const answer = await lastAnswer('I thought the puppy ate my earring but I found it under the bed, phew');
    expect(answer).not.toMatch(URGENT);
  });
});

describe('poisons named by what they are for', () => {
  it('reads a pour-on wormer for cattle licked by a dog as ivermectin poisoning', async () => {
    const answer = await lastAnswer(
      'my sheepdog licked pour-on wormer off the cows this morning and now she is trembling and wobbling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/ivermectin|wormer/i);
  });

  it('reads a horse fly spray sprayed on a cat as permethrin', async () => {
    const answer = await lastAnswer(
      'I sprayed our cat with the fly spray we use on the ponies and now he is twitching and drooling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin/i);
  });

  it('reads iron moss killer eaten off the lawn as a poisoning', async () => {
    const answer = await lastAnswer(
      'the puppy has been eating the moss killer granules I spread this morning and now she is vomiting',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/moss killer/i);
  });

  it('reads a plant "they should not be growing" eaten by a wobbly dog as cannabis', async () => {
    const answer = await lastAnswer(
      'my neighbour grows something he shouldnt in his shed and my dog ate some leaves, now he is swaying and dribbling wee',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/cannabis/i);
  });

  it('reads white russians drunk by a cat as alcohol, not raisins', async () => {
    const answer = await lastAnswer(
      'my cat drank from the glasses of white russians left out after the party and now she is staggering',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/alcohol/i);
    expect(answer).not.toMatch(/Grapes, raisins/);
  });

  it('reads the dog flea powder dusted on guinea pigs, then shaking, as a flea-product poisoning', async () => {
    const answer = await lastAnswer(
      'I dusted my guinea pigs with the dog flea powder and now one is shaking and drooling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/flea/i);
  });

  it('reads a poisonous garden plant fed to guinea pigs, then signs, as a plant poisoning', async () => {
    const answer = await lastAnswer(
      'I fed my guinea pigs some foxglove leaves by mistake with their greens, now one is drooling and hunched',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/foxglove|poisonous/i);
  });
});

describe('fumes, fire and things that fell', () => {
  it('reads two budgies gasping after a smoking non-stick pan as fumes', async () => {
    const answer = await lastAnswer(
      'the new nonstick pan smoked while I was frying, and both budgies in the living room are now gasping',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/fumes|PTFE/i);
  });

  it('reads a fence being creosoted beside a gasping cockatiel as fumes before heat', async () => {
    const answer = await lastAnswer(
      'we creosoted the fence by the conservatory and now our cockatiel is fluffed up and breathing with her beak open',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/fumes|fresh air/i);
  });

  it('reads a tail that caught a candle flame as a burn', async () => {
    const answer = await lastAnswer(
      'my cat flicked her tail through a candle and the fur caught fire, the skin is red raw now',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/burn/i);
  });

  it('reads a branch that landed on a dog as an injury, and a cat landing on a lap as nothing', async () => {
    const hurt = await lastAnswer(
      'a branch came down in the gale and landed on him, now he is crying and limping',
    );
    expect(hurt).toMatch(URGENT);
    const calm = await lastAnswer('the cat jumped and landed on my lap, is it normal that she kneads?');
    expect(calm).not.toMatch(URGENT);
  });

  it('reads a cat fallen two floors with a dangling leg as an injury', async () => {
    const answer = await lastAnswer(
      'our cat slipped off the window ledge, three floors down onto the yard, and her back leg is hanging oddly',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/injur|shock/i);
  });

  it('reads tea lights eaten with their metal cups, then retching, as a swallowed object', async () => {
    const answer = await lastAnswer(
      'my boxer ate three tea lights, the little foil cups too, and now keeps retching',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/block|obstruct/i);
  });

  it('names choking first for a chunk of chew with honking and blue lips', async () => {
    const answer = await lastAnswer(
      'the pup grabbed a chunk of rawhide and now she is gagging and honking and her lips look blue',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/\*\*Choking\.\*\*[\s\S]*\*\*Swallowed an object/);
  });
});

describe('signs in keepers and owners words', () => {
  it('reads blood flowing from a terrapin’s back end as bleeding', async () => {
    const answer = await lastAnswer(
      'there is blood trailing in the water coming from my terrapin’s back end',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/blood/i);
  });

  it('reads blood pooling under a dog that went through a glass door as heavy bleeding', async () => {
    const answer = await lastAnswer(
      'our lurcher ran through the patio door and there is a pool of blood on the kitchen floor',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pressure|bleed/i);
  });

  it('reads a face swollen like a boxing glove after bees as an allergic reaction', async () => {
    const answer = await lastAnswer(
      'my pug chased bees in the lavender and now her face is like a boxing glove',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/sting|allerg/i);
  });

  it('reads pale nose, ears and feet in a rat that lies still as pale colour', async () => {
    const answer = await lastAnswer(
      'my rat’s ears and feet have gone white instead of pink and he is lying very still',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pale/i);
  });

  it('reads laboured breathing in a child’s rat as breathing difficulty', async () => {
    const answer = await lastAnswer(
      'her rat is breathing really hard with his sides sucking in and a crackly noise',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/breath/i);
  });

  it('reads a hen budgie pumping her tail with a swollen vent as egg binding', async () => {
    const answer = await lastAnswer(
      'my budgie is a girl it turns out, she is on the cage floor, her tail keeps pumping and her vent is swollen',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/egg/i);
  });

  it('reads "wormy things" in a guinea pig’s dirty fur as flystrike', async () => {
    const answer = await lastAnswer('my piggie has a mucky bum and there are little wormy things in the fur');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/flystrike|maggot/i);
  });

  it('reads red urine with a squeak of pain in a guinea pig as blood in the urine', async () => {
    const answer = await lastAnswer('my boar guinea pig’s wee is red and he squeaks every time he goes');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/blood/i);
  });

  it('reads "chin" as a chinchilla when it stops eating', async () => {
    const answer = await lastAnswer('chin stopped eating yesterday and no poops today');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/gut|stasis/i);
  });

  it('reads a chinchilla drooling in a hot room as heatstroke', async () => {
    const answer = await lastAnswer(
      'my chinchilla’s room hit 28 degrees today and she is lying down drooling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heat/i);
  });

  it('reads a sweet puddle under a van that ducks drank from as antifreeze, not off topic', async () => {
    const answer = await lastAnswer(
      'our ducks were dabbling in a sweet smelling green puddle under the old car, should I worry?',
    );
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze/i);
  });

  it('reads fish gasping after spray cleaner got in the tank as an emergency', async () => {
    const answer = await lastAnswer('window spray got into the aquarium and all the fish gasping at the top');
    expect(answer).toMatch(URGENT);
  });
});

describe('womb infections told without the words', () => {
  it('reads a creamy smelly leak from an unspayed old bitch who drinks a lot as a womb infection', async () => {
    const answer = await lastAnswer(
      'my old girl has never been done and keeps leaking something smelly from her rear end, and she is drinking bowl after bowl',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|pyometra/i);
  });

  it('reads a discharge a month after a season, inside a bathing question, as a womb infection', async () => {
    const answer = await lastAnswer(
      'should I bath my bitch? she has had a smelly yellow goo from her back end since yesterday and her season ended about five weeks ago',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|pyometra/i);
  });
});

describe('the conversation around the emergency', () => {
  it('keeps the urgent advice when a weather aside follows a remedy asked for bloat', async () => {
    const answers = await lastAnswer(
      'my setter is retching with nothing coming up and his belly is tight as a drum',
      'can I give him the baby’s colic drops? the lane is still not gritted',
    );
    expect(answers).toMatch(URGENT);
  });

  it('keeps paralysis, not a poisoning, when painkillers are only offered afterwards', async () => {
    const answer = await lastAnswer(
      'after the fireworks my rabbit cannot move her back legs and drags herself along',
      'I have ibuprofen and the dog’s old metacam here. how much can I give her?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/spin|paralys/i);
    expect(answer).not.toMatch(/Human medicines swallowed/);
  });

  it('reads a cat at home while the dog was walked as the cat, for lily pollen on her face', async () => {
    const answer = await lastAnswer(
      'back from the dog walk and the cat has tipped the vase over, there is orange pollen all over her face',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lil/i);
  });

  it('reads a walk the family took the dog on as no person swallowing anything', async () => {
    const answer = await lastAnswer(
      'we took our collie up the hill today, she yelped in the bracken and now her nose is swelling fast with two small holes in it, and a snake slid away',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|venom|adder/i);
  });

  it('leaves a loose belly flap on a cat calm', async () => {
    const answer = await lastAnswer(
      'there is a flap of skin hanging under my cat’s belly that swings, is that fat?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('pets of every kind, told by their keepers', () => {
  it('answers a question about what pet rats eat as pet care, and raisins fed to them as an emergency', async () => {
    const answer = await lastAnswer(
      'which vegetables can rats eat every day?',
      'oh no, my son just gave both rats a whole box of raisins between them',
    );
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(URGENT);
  });

  it('reads mice found by the bait box with the bait scattered as rat bait taken', async () => {
    const answer = await lastAnswer(
      'our pet mouse got out and I found her with the mouse bait station in the shed, pellets scattered everywhere',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bait|rodenticide/i);
  });

  it('reads a pigeon puffed up on the loft floor as a sick bird', async () => {
    const answer = await lastAnswer(
      'my racing pigeon is sat fluffed up on the floor of the loft and will not eat',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a metal earring swallowed by a parrot as heavy metal as well as an object', async () => {
    const answer = await lastAnswer('my cockatoo swallowed a small metal earring this morning');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/zinc|lead|heavy metal/i);
  });

  it('reads a dog’s tick collar put on a cat who now trembles as permethrin', async () => {
    const answer = await lastAnswer(
      'I put the dog’s tick collar on the kitten as well, and she has been trembling for the last hour',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin/i);
  });

  it('reads dribbling urine, swaying and wide pupils after a found brownie as cannabis', async () => {
    const answer = await lastAnswer(
      'my dog ate half a brownie someone left on a bench, now she is dribbling wee, swaying and her pupils are huge',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/cannabis/i);
  });

  it('reads a nail cut to the quick that is still pouring as heavy bleeding', async () => {
    const answer = await lastAnswer(
      'I clipped his nail into the quick and it has been pouring for twenty minutes',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pressure/i);
  });

  it('reads a chunk of a toy gone missing, with vomiting, as a swallowed object', async () => {
    const answer = await lastAnswer(
      'a chunk of his rubber toy is missing and he has been sick four times since lunch',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/block|obstruct/i);
  });

  it('reads worm things in a tortoise’s wound as flystrike', async () => {
    const answer = await lastAnswer('there are tiny worm things in a sore on my tortoise’s leg');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/maggot|flystrike/i);
  });

  it('reads a tongue darker than usual with a stretched neck as breathing difficulty, not dark spots', async () => {
    const hard = await lastAnswer(
      'my pug is stretching his neck out to breathe and his tongue is darker than usual',
    );
    expect(hard).toMatch(URGENT);
    const calm = await lastAnswer('my dog’s tongue has dark spots on it, is that normal?');
    expect(calm).not.toMatch(URGENT);
  });

  it('reads black marks on a rabbit’s lips by a chewed cable as an electric burn', async () => {
    const answer = await lastAnswer(
      'my bunny is lying by the lamp cable and there are black marks on her lips',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/electr|burn/i);
  });

  it('reads a rabbit flopped and not reacting as a collapse, and a dozing flop as calm', async () => {
    const ill = await lastAnswer('my rabbit has flopped on her side and is not reacting when I touch her');
    expect(ill).toMatch(URGENT);
    expect(ill).toMatch(/collapse|unconscious/i);
    const calm = await lastAnswer('my bunny flopped on her side and is dozing in the sun, is she ok?');
    expect(calm).not.toMatch(URGENT);
  });

  it('reads "a car got her" with a dragged leg as an injury', async () => {
    const answer = await lastAnswer('my cat is dragging one back leg and I think a car got her');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/injur|shock|internal/i);
  });
});

describe('likenesses, old prescriptions and birds that gag', () => {
  it('reads a pet "limp like a rag" as collapsed, not as a rag swallowed', async () => {
    const answer = await lastAnswer(
      'my ferret just keeled over, she is limp like a rag and not responding when I call her',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/Swallowed an object/);
  });

  it('keeps the eye injury when old eye drops are only offered afterwards', async () => {
    const answer = await lastAnswer(
      'my cat came back from a fight with one eye clamped shut and cloudy',
      'I have some old chloramphenicol drops from last year, can I just use those until Monday?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/eye/i);
  });

  it('reads a bird with a bluish tongue and skin round the eyes as short of oxygen', async () => {
    const answer = await lastAnswer(
      'my parrot’s tongue and the bare skin around his eyes have turned a bluish colour and he is gaping',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/oxygen|breath/i);
  });

  it('reads a cockatiel gagging and gaping after a seed spray as choking', async () => {
    const answer = await lastAnswer(
      'my cockatiel snatched some millet and now she is gagging, gaping and stretching her neck out',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/choking/i);
  });

  it('reads a glass bauble eaten as a swallowed object, not a drink from a glass', async () => {
    const answer = await lastAnswer('my whippet crunched up a glass bauble from the tree and keeps retching');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/block|obstruct/i);
  });

  it('reads a "slithery thing" under the shed beside a trembling dog as a snake bite', async () => {
    const answer = await lastAnswer(
      'found my dog trembling and vomiting by the woodpile, his pupils are huge, and a brown slithery thing lives under there',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|venom/i);
  });
});
