import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Poisons named by brand or by household item, exposures told by what is missing or left on the
 * pet, crossbreeds, and notes that open with the sign; and phrases with a gap that stop at the end
 * of a sentence or at "but".
 */
describe('poisons named by brand, exposures told by what is missing', () => {
  it.each([
    ['the cavapoo got into a pack of sunmaid boxes in the cupboard', /grape|raisin/i],
    ['our setter scoffed a block of unsweetened baking chocolate', /chocolate|theobromine/i],
    ['puppy chomped through my e-cig refill', /nicotine/i],
    [
      'the dog knocked the paracetamol tub off the shelf and four tablets are unaccounted for',
      /paracetamol|medic/i,
    ],
    ['my cat has bitten into a leaf from the lily arrangement', /lil/i],
    ['Luna has orange lily pollen smeared over her chin and paws', /lil/i],
    [
      'there is blue bait dye round my ferret’s mouth and we have rat poison down in the shed',
      /rat|rodent|bait/i,
    ],
    [
      'our pregnant doe has strained for an hour with nothing born and a little bleeding',
      /birth|labour|kindl/i,
    ],
    ['throwing up again and again, fresh red blood', /blood/i],
    [
      'she was perfectly well this morning but since noon she has vomited three times with blood in it',
      /blood/i,
    ],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'my labradoodle loves carrots, how many can he have a day?',
    'the old ferret was stargazing out of the window all afternoon, is he bored?',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('signs told in plain or formal words', () => {
  it.each([
    ['tail caught in door, blood coming through the bandage', /bleed|pressure/i],
    ['Our elderly collie collapsed on the patio and cannot rise', /collapse/i],
    ['my setter keeps heaving without bringing anything up and his stomach is expanding', /bloat|twist/i],
    ['the doe has neither eaten nor produced any droppings since breakfast', /stasis|gut/i],
    ['my neutered boy keeps squatting in the tray and only passes droplets', /block|urethr|bladder/i],
    ['she fell on her side, legs moving like she was swimming, drool everywhere', /seizure|fit/i],
    ['a van came round far too fast and clipped my spaniel', /internal|injur/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'the old ferret was staring out of the window all afternoon, is he bored?',
    'my dog paddles his legs like he is swimming when he dreams, is that normal?',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('exposures, heat and births told in a few more ways', () => {
  it.each([
    [['my terrier had a few spoonfuls of the sugar-free yoghurt, the label says it has xylitol'], /xylitol/i],
    [['the shed hit 35 degrees and bun is flat out, ears burning hot, hardly moving'], /heat/i],
    [['we left him in the car on a warm afternoon and now his legs are like rubber and he is weak'], /heat/i],
    [['there are wriggly worms in the fur under my rabbit’s tail and she is very flat today'], /fly|maggot/i],
    [
      ['what do I need for my bitch whelping?', 'green discharge for three hours now and still no pup'],
      /birth|labour|whelp/i,
    ],
  ])('%j leads with the urgent advice', async (turns, entry) => {
    const answer = await lastAnswer(...turns);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'my doe has been nesting and pulling fur though she has not been near a buck, is it a phantom pregnancy?',
    'we bought a new cooling mat and bun is stretched out on it happily',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('what an earlier turn named, and places told in other words', () => {
  it.each([
    [
      [
        'what colour should a cat’s gums be?',
        'I just checked Milo and they look almost white, he is flat and cold',
      ],
      /gum/i,
    ],
    [
      [
        'do you get adders on the heath?',
        'our collie just yelped in the bracken and his muzzle is puffing up',
      ],
      /snake|adder|venom/i,
    ],
    [['pug left in the van for half an hour, now drooling and wobbling, tongue dark'], /heat/i],
    [['aircon died and the flat is boiling, my rabbit is flat out and drooling'], /heat/i],
    [['my neutered tom is crying in the box and licking his bits'], /block|urethr|bladder/i],
    [['my cat slipped off the railing of our third floor flat and fell all the way down'], /internal|injur/i],
  ])('%j leads with the urgent advice', async (turns, entry) => {
    const answer = await lastAnswer(...turns);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    ['what colour should a dog’s gums be?', 'I checked and they are a nice bubblegum pink'],
    ['we drove to the coast in the van with the dogs, any tips for the beach?'],
    ['my cat loves sitting in the box the printer came in, is that normal?'],
  ])('%j raises no alarm', async (...turns) => {
    expect(await lastAnswer(...turns)).not.toMatch(URGENT);
  });
});

describe('formal questions before anything is eaten', () => {
  it.each([
    'Is it permissible for a puppy to consume grapes?',
    'Is it acceptable to let my cat drink a little wine?',
    'is xylitol really that bad for dogs? nobody here has eaten any, I just read about it',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it.each([
    ['the neighbour’s dog got hold of my guinea pig and there is a deep puncture in her side', /bite|wound/i],
    ['our beagle consumed an entire bag of raisins this afternoon', /grape|raisin/i],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });
});

describe('later turns read with the one just before', () => {
  it.each([
    [
      [
        'my tom had a urine infection two years ago',
        'he keeps going in the bath, tiny drops, pinkish pee',
        'now he has been sick and his belly is tense',
      ],
      /block|urethr|bladder/i,
    ],
    [
      [
        'best dog walks on the heath?',
        'our terrier squealed in the bracken, her face is puffing up and we saw a snake by the path',
      ],
      /snake|adder|venom/i,
    ],
    [['my lab swallowed a fishing lure at the lake, the line is out of his mouth'], /hook/i],
    [
      ['my guinea pig’s head bobs up and down with each breath and the breathing sounds crackly'],
      /breath|airway|oxygen/i,
    ],
    [['our sow had one baby three hours ago and is still straining with some blood'], /birth|labour|kindl/i],
    [['the spaniel hoovered up a bag of sultanas from the floor'], /grape|raisin|sultana/i],
    [['my cat had a lily petal in her mouth, I pulled a bit of it out of her mouth'], /lil/i],
    [['his nose keeps bleeding and there are purple bruises on his tummy'], /bleed/i],
  ])('%j leads with the urgent advice', async (turns, entry) => {
    const answer = await lastAnswer(...turns);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });
});

describe('fits that are sizes, seizures that are history, conditions only mentioned', () => {
  it.each([
    'we want a kitten that fits in one hand, which ones do you have?',
    'which harness fits a 9 kg beagle best?',
    'my dog is on phenobarbital and hasn’t had a seizure in a year, can he go to doggy daycare?',
    'my rabbit kicks and thrashes when I try to lift her, how should I hold her?',
    'our boxer is healthy but the breeder mentioned bloat, should we use a slow feeder?',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it('still reads fits in a row as seizures', async () => {
    const answer = await lastAnswer('the spaniel has had two fits in a row tonight');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/seizure|fit/i);
  });
});

describe('pets told only by name, nickname or what they eat', () => {
  it.each([
    [
      ['Pip knocked my naproxen off the table and I can only find two of the five pills'],
      /naproxen|ibuprofen|medic|painkiller/i,
    ],
    [
      ['he hasn’t left a single clump in the tray since yesterday and cries every time he goes in'],
      /block|urethr|bladder|urin/i,
    ],
    [
      [
        'Bramble is pressed flat in the hutch and won’t move, no poos since last night, normally gobbles her hay',
      ],
      /stasis|gut/i,
    ],
    [['my little one chewed the button battery out of the car key'], /battery|burn/i],
    [
      [
        'Biscuit has not eaten since breakfast and no droppings all day',
        'she is a rabbit, can we wait until Monday?',
      ],
      /stasis|gut/i,
    ],
    [['Fudge is hunched in the hutch, head tipped up, breathing through her mouth'], /breath/i],
    [['Rex cut his paw and it is pumping blood'], /bleed|pressure/i],
    [['my cat was sitting by the lilies and there is a bitten petal on the floor'], /lil/i],
    [
      ['Oscar yelped on the moor and now his muzzle is swelling, I saw a snake slither off'],
      /snake|adder|venom/i,
    ],
    [
      ['how do I keep a pug cool on a walk?', 'too late, he has stopped, wobbling, tongue purple, gasping'],
      /heat/i,
    ],
  ])('%j leads with the urgent advice', async (turns, entry) => {
    const answer = await lastAnswer(...turns);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('keeps the urgent advice when the vet only asked to see the pet', async () => {
    const answer = await lastAnswer(
      'my spaniel ate half a fruit cake with sultanas in it',
      'the vet said to bring him in but he seems fine, can we skip it?',
    );
    expect(answer).toMatch(URGENT);
  });
});

describe('plans, precautions and treated scares', () => {
  it.each([
    'the slug pellets are locked away in the shed where the dog can’t get to it, is there a safer kind?',
    'we are about to top up the car’s coolant, the cats are shut inside, how careful do we need to be?',
    'my collie has never been bitten by a snake, is the vaccine worth getting?',
    'what heat lamp should my gecko have? I don’t want him to overheat',
    'our cat ate a lily leaf last spring, they made her sick at the vet and her bloodwork was all clear. which plants are safe?',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it('still reads a raid on a bait station as an exposure', async () => {
    expect(
      await lastAnswer('the puppy chewed open the bait station in the garage, blue crumbs on his chin'),
    ).toMatch(URGENT);
  });
});

describe('the last blind files: heaters, petals in the sick, money after the answer', () => {
  it.each([
    [
      [
        'the heater was left on full by the finch cage, he is on the floor with his wings held out, beak open',
      ],
      /heat/i,
    ],
    [['our cat threw up and there are bits of petal in it, we have day lilies by the door'], /lil/i],
    [
      ['my tom has not managed to pee since last night and hides when I touch his belly'],
      /block|urethr|bladder/i,
    ],
    [
      ['is peanut butter fine in a kong?', 'the label says xylitol and she had a big dollop earlier'],
      /xylitol/i,
    ],
    [
      [
        'my neutered boy has not been able to wee all day',
        'I have no money until payday, what else can I do?',
      ],
      /block|urethr|bladder/i,
    ],
    [['my terrier is shaking violently all over and cannot stand up'], /seizure|fit|tremor|shak/i],
  ])('%j leads with the urgent advice', async (turns, entry) => {
    const answer = await lastAnswer(...turns);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('reads "some day lilies" as the plant, and "some day" alone as a plan', async () => {
    expect(await lastAnswer('we want a cat some day, which plants should we get rid of?')).not.toMatch(
      URGENT,
    );
  });
});

describe('stiffness is no fit', () => {
  it.each([
    'my spaniel is a bit stiff after agility and I have naproxen in the cupboard, could I give him half?',
    'the old cat is stiff in the mornings now, what can help her joints?',
  ])('"%s" raises no alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });

  it('still reads a body gone stiff and shaking as a fit', async () => {
    expect(await lastAnswer('my dog fell over, his body went stiff and his legs are jerking')).toMatch(
      URGENT,
    );
  });
});

describe('an occasion still to come', () => {
  it('answers a question about a party still to come without the alarm', async () => {
    expect(
      await lastAnswer(
        'there will be chocolate eggs everywhere at Easter and the beagle eats anything he finds, is chocolate really so bad?',
      ),
    ).not.toMatch(URGENT);
  });

  it('keeps the alarm for grapes eaten now, whatever is said of the bill to come', async () => {
    expect(
      await lastAnswer(
        'my dog just ate a bunch of grapes, there will be a big vet bill I suppose, what now?',
      ),
    ).toMatch(URGENT);
  });
});

describe('a product not yet applied', () => {
  it('answers "haven’t put any on the cat" as the safety question it is', async () => {
    expect(
      await lastAnswer('got the dog’s spot-on here, haven’t put any on the kitten yet, can I use it on her?'),
    ).not.toMatch(URGENT);
  });

  it('keeps the alarm once the dog’s product was put on the cat', async () => {
    expect(await lastAnswer('I put the dog’s spot-on on the kitten an hour ago')).toMatch(URGENT);
  });
});
