import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Emergencies told by what the owner sees (froth, a limp body, a bare stalk, crumbs on the lips),
 * and near misses told by what is only kept, supposed, remembered or normal for the animal: a
 * bottle in a bag, "if he licks it", a year long gone, a chow's tongue, a flop for a belly rub.
 */
describe('an emergency told by what the owner sees', () => {
  it('reads froth at the mouth after hours in the sun as heatstroke', async () => {
    const answer = await lastAnswer(
      'after an afternoon in the blazing sun my terrier is foaming at the mouth',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });

  it('reads "shes limp" as a collapse and a hutch that lost its shade as heat', async () => {
    const limp = await lastAnswer('found the hamster in the corner of her cage and shes limp');
    expect(limp).toMatch(URGENT);
    const shade = await lastAnswer(
      'the bunny hutch lost its shade at lunchtime and now she is flat on her side breathing fast',
    );
    expect(shade).toMatch(URGENT);
    expect(shade).toMatch(/heatstroke/i);
  });

  it('reads a bare stalk left in the fruit bowl, with one suspect, as grapes eaten', async () => {
    const answer = await lastAnswer(
      'came home to a bare stalk in the fruit bowl where the grapes were, and the collie is the only suspect',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/kidney/i);
  });

  it("reads a baby's fever medicine licked up as a painkiller swallowed", async () => {
    const answer = await lastAnswer(
      "the kitten got the cap off the baby's fever medicine and licked loads of it",
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a heaving chest with the neck stretched out as a struggle for air', async () => {
    const answer = await lastAnswer(
      "my bulldog's chest is heaving and he keeps stretching his neck out to breathe",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/breath/i);
  });

  it('reads a tray without a single wet clump, with straining, as a blocked bladder', async () => {
    const answer = await lastAnswer(
      "my tom keeps squatting in the litter and there hasn't been a single wet clump since breakfast",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bladder|urethra|block/i);
  });

  it('reads crumbs of bait stuck to the lips as bait eaten', async () => {
    const answer = await lastAnswer('the spaniel has crumbs of the green mouse bait stuck to his lips');
    expect(answer).toMatch(URGENT);
  });

  it('reads the stuff put in the car for winter as antifreeze', async () => {
    const answer = await lastAnswer(
      'our cat lapped up some of the liquid my husband puts in the car for winter',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|ethylene glycol/i);
  });

  it('reads a breed and a plain-form verb as what the dog did', async () => {
    const answer = await lastAnswer('my pomeranian eat three of my ibuprofen.');
    expect(answer).toMatch(URGENT);
  });

  it('reads a tablet gone with the puppy right by the owner’s feet as swallowed', async () => {
    const answer = await lastAnswer(
      'a paracetamol rolled off the bedside table and now I cannot find it, the puppy was right by my feet',
    );
    expect(answer).toMatch(URGENT);
  });

  it('keeps a dog seen chewing gum from the bag an emergency', async () => {
    const answer = await lastAnswer('my dog has been chewing gum out of my bag, the sugar free sort');
    expect(answer).toMatch(URGENT);
  });

  it('keeps the alarm when the next turn asks what unblocking him would cost', async () => {
    const answer = await lastAnswer(
      'my neutered boy keeps straining in his tray and only a drop of bloody urine comes out',
      'roughly what does it cost if they need to unblock him?',
    );
    expect(answer).toMatch(URGENT);
  });
});

describe('a near miss told by what is kept, supposed or remembered', () => {
  it('answers "is antifreeze harmful if a cat licks it?" without an alarm', async () => {
    const answer = await lastAnswer('is antifreeze harmful if a cat licks it?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|ethylene glycol/i);
  });

  it('answers whether a stick of chewing gum may be given with a no, not an alarm', async () => {
    const answer = await lastAnswer('can I give my labrador a stick of chewing gum?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });

  it('reads a lily eaten back in a year long gone, and treated, as the past', async () => {
    const answer = await lastAnswer(
      'our old cat chewed a lily back in 2018 and pulled through after treatment. which flowers are safe for the new kitten?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('reads one chocolate button days ago, with the dog normal since, as over', async () => {
    const answer = await lastAnswer(
      'my collie ate one chocolate button two days ago and has been perfectly normal since, anything to watch?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers what makes a cat faint, asked about a relative’s pet long ago, without an alarm', async () => {
    const answer = await lastAnswer(
      'years ago my uncle’s old cat used to faint when he got excited, the vet blamed his heart. what makes a cat faint?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers a plan against bloat and a wish that he never overheats without an alarm', async () => {
    const bloat = await lastAnswer(
      'my setter is perfectly well, I have been reading about bloat, how do we lower the risk?',
    );
    expect(bloat).not.toMatch(URGENT);
    expect(bloat).toMatch(/bloat/i);
    const heat = await lastAnswer(
      'how warm should the basking end of the viv be? I do not want him overheating',
    );
    expect(heat).not.toMatch(URGENT);
  });

  it('answers lilies not bought yet, and whether snap traps hurt dogs, without an alarm', async () => {
    const lilies = await lastAnswer(
      'are stargazer lilies with all that orange pollen ok in a house with a cat? not bought any yet',
    );
    expect(lilies).not.toMatch(URGENT);
    const traps = await lastAnswer('we have rats in the garage. do snap traps hurt dogs too?');
    expect(traps).not.toMatch(URGENT);
  });

  it('answers a grandmother’s habit of feeding her own dog grapes without an alarm', async () => {
    const answer = await lastAnswer('are grapes bad for dogs? my gran always fed hers them');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/kidney|grape/i);
  });
});

describe('what is normal for the animal', () => {
  it("answers a shar pei's blue-black tongue as the breed's pigment", async () => {
    const answer = await lastAnswer('our shar pei has a blue-black tongue, is that how they are born?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/pigment/i);
  });

  it('answers twitching in his sleep, feared a fit by someone else, without an alarm', async () => {
    const answer = await lastAnswer(
      'the puppy paddles his paws and yips in his sleep and my partner thinks it is a seizure. is it?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers leaps of joy at dinner time, feared a fit, without an alarm', async () => {
    const answer = await lastAnswer(
      'my guinea pig leaps straight up and twists in the air when I bring her lettuce. My husband reckons she is having a fit, is she?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers a flop onto her side for a belly rub without an alarm', async () => {
    const answer = await lastAnswer(
      'my lurcher throws herself onto her side whenever she wants a belly rub, why?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers panting after a walk, with pink gums and lying down calmly, without an alarm', async () => {
    const answer = await lastAnswer(
      'my spaniel is panting after his walk on a cool morning and lying down, gums pink. normal?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('answers the knowledge base now holds', () => {
  it('says carob is not chocolate', async () => {
    const answer = await lastAnswer('are the carob buttons from the pet shop the same thing as chocolate?');
    expect(answer).toMatch(/carob/i);
    expect(answer).toMatch(/theobromine/i);
  });

  it('says dandelions are good tortoise food', async () => {
    const answer = await lastAnswer('can my tortoise eat dandelions from the garden?');
    expect(answer).toMatch(/^Yes/);
    expect(answer).toMatch(/dandelion/i);
  });

  it('refuses a back-pain tablet with the reason', async () => {
    const answer = await lastAnswer('can my cat have a bit of one of my back pain tablets?');
    expect(answer).toMatch(/^No/);
    expect(answer).toMatch(/kidney|liver|ulcer/i);
  });

  it('warns that a guinea pig sow first bred late risks a stalled birth', async () => {
    const answer = await lastAnswer('is it ok to breed my three year old guinea pig for the first time?');
    expect(answer).toMatch(/pelvi/i);
  });

  it('tells sneezes after a bath in a budgie from signs of illness', async () => {
    const answer = await lastAnswer(
      'my budgie sneezes after his bath but is eating and singing, should I worry?',
    );
    expect(answer).toMatch(/sneez/i);
  });

  it('explains wind after a change of food', async () => {
    const answer = await lastAnswer('my dog is very gassy since we changed his food, is that normal?');
    expect(answer).toMatch(/wind|gas/i);
  });

  it('tells how to keep rabbits cool in a heatwave', async () => {
    const answer = await lastAnswer(
      'a heatwave is coming, how do I keep my guinea pigs cool in their hutch?',
    );
    expect(answer).toMatch(/shade/i);
    expect(answer).toMatch(/frozen/i);
  });
});

describe('an emergency told in a learner’s English, in a household, or with a word from home', () => {
  it('reads the pet and the poison named in Spanish inside an English sentence', async () => {
    const answer = await lastAnswer('please help, my perro lick the anticongelante that spill in the garage');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|ethylene glycol/i);
  });

  it('keeps "I want to chat about my cat" in English', async () => {
    const answer = await lastAnswer('I want to chat about my cat, she is fine, just curious about her diet');
    expect(answer).not.toMatch(URGENT);
  });

  it('reads "already give him" and "already find" as what happened', async () => {
    const given = await lastAnswer(
      'my dog limp so I already give him two of my naproxen since yesterday, is this ok?',
    );
    expect(given).toMatch(URGENT);
    const found = await lastAnswer(
      'too late, my puppy already find the chocolate cake and eat half, his heart is racing',
    );
    expect(found).toMatch(URGENT);
  });

  it('reads children feeding a pet by name as an eating', async () => {
    const answer = await lastAnswer(
      'the twins were feeding Biscuit sultanas from their snack pots all afternoon',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/kidney/i);
  });

  it('reads wet, sweet-smelling paws by a coolant puddle as antifreeze', async () => {
    const answer = await lastAnswer(
      'there is a green puddle under my car and the cat came in with her paws wet, they smell sweet',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads the poison put down for the mice, on the paws, as rat bait', async () => {
    const answer = await lastAnswer(
      'I put poison for the mice behind the fridge and now my cat has blue colour on paws and around mouth',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bait|rodenticide|anticoagulant/i);
  });

  it('reads a doe that had kits and then stopped as a stalled birth', async () => {
    const answer = await lastAnswer(
      'our doe had two kits this morning and then stopped, she still looks pregnant',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/birth|kindling|labour/i);
  });

  it('reads a dog who suddenly went down on the grass as a collapse', async () => {
    const answer = await lastAnswer('my greyhound suddenly went down on the grass and would not get up');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/collapse/i);
  });

  it('reads a lamp from the tortoise table turned on the budgie as heat for the budgie', async () => {
    const answer = await lastAnswer(
      'the heat lamp from the tortoise table got knocked round onto the budgie cage, now Pip sits with his beak open panting and wings held away from his body',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });

  it('reads something red bulging from under the tail of a lizard as a prolapse', async () => {
    const answer = await lastAnswer('my gecko has a wet red lump poking out from her vent since lunch');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/prolapse/i);
  });

  it('reads a male that has not had a proper wee as a blockage, whichever pet is well', async () => {
    const answer = await lastAnswer(
      "Milo (he's the boy) hasn't had a proper wee since breakfast, keeps squatting, just a drip. Luna is peeing fine",
    );
    expect(answer).toMatch(URGENT);
  });
});

describe('words that look like a sign or a poison and are not', () => {
  it('answers bubblegum-pink gums as healthy, not as gum eaten', async () => {
    const answer = await lastAnswer('my kitten’s gums are bubblegum pink, that’s healthy right?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).not.toMatch(/xylitol/i);
  });
});

describe('signs told in everyday or regional words', () => {
  it('reads back legs buckling after a day in the heat as heatstroke', async () => {
    const answer = await lastAnswer(
      'our lab lay in the sun all afternoon and now his back legs keep buckling and he has been sick',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });

  it('reads "panting her heart out" and "gone all shaky" on a hot hill as heatstroke', async () => {
    const answer = await lastAnswer(
      "it's scorching up the fell and the collie is panting her heart out and has gone all shaky",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });

  it('reads a tom in the tray with never any wee in it as a blockage', async () => {
    const answer = await lastAnswer(
      'my tomcat keeps going in the tray but there is never any wee in it, and he was sick',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads bleeding gums and bruises after poison was put down as rat bait', async () => {
    const answer = await lastAnswer(
      'my terrier has a bruise on his tummy and his gums are bleeding, the council put poison down for the rats last week',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bait|rodenticide|anticoagulant/i);
  });

  it('reads a dog who dropped on the walk and is wobbly since as a collapse', async () => {
    const answer = await lastAnswer(
      'my whippet dropped on our walk and lay still, she is up now but wobbly and weak',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads "some kinda spell" with drooling and no answer to her name as a seizure', async () => {
    const answer = await lastAnswer(
      'my spaniel had a weird spell, drooling and not answering to her name for two minutes',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/seizure/i);
  });

  it('reads blue gums after chasing a ball as a struggle for air, not choking', async () => {
    const answer = await lastAnswer(
      'after ten minutes chasing his tennis ball my boxer’s gums went a greyish blue and he is panting hard',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/oxygen|blue/i);
    expect(answer).not.toMatch(/\*\*Choking\./);
  });
});

describe('now told beside the past', () => {
  it('reads the pink stuff used to winterise the caravan as antifreeze', async () => {
    const answer = await lastAnswer(
      'we winterised the motorhome pipes and the pink fluid dripped on the drive, the puppy licked it and now she is staggering',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/antifreeze|ethylene glycol|coolant/i);
  });

  it('reads three fits in the last hour tonight as a cluster, whatever happened a year ago', async () => {
    const answer = await lastAnswer(
      'my terrier had a single fit two years ago, the vet called it a one off. tonight she has had 3 in the last hour',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/seizure/i);
  });

  it('reads a tablet given this morning, referred back to, with brown gums, as the painkiller', async () => {
    const answer = await lastAnswer(
      'last year the dog had half a paracetamol and was fine, so this morning I gave the cat half of one for her limp. now her gums look brown',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/paracetamol|acetaminophen/i);
  });

  it('reads "she is home now" followed by retching as ill at home, not back from the vet', async () => {
    const answer = await lastAnswer(
      'she is home now retching over and over with nothing coming up and her belly is getting bigger',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bloat|twist/i);
  });
});

describe('what the whole message says, whichever sentence says it', () => {
  it('answers a flop asked about in the next sentence without an alarm', async () => {
    const answer = await lastAnswer(
      'our bunny stretched, yawned and flopped right over on her side, my son thought she had died. Is that her being content?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('keeps the alarm for a flop with a limp body that hardly reacts', async () => {
    const answer = await lastAnswer(
      'my rat was climbing his cage bars and then flopped over. He is lying limp in my hand and hardly reacts, is he ok?',
    );
    expect(answer).toMatch(URGENT);
  });

  it('answers bloat asked about for a pup said to be well without an alarm', async () => {
    const answer = await lastAnswer(
      'are boxers prone to bloat? ours is totally fine, we just want to know how to reduce the chance of it',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/bloat|twist/i);
  });

  it('reads a Kong filled an hour ago with what the jar says is xylitol as an eating', async () => {
    const answer = await lastAnswer(
      'is peanut butter fine for dogs?',
      'cool, I spread a big dollop in his kong about an hour ago',
      'oh no, the label on the jar says it contains xylitol',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });

  it('answers peanut butter used in a Kong every day, asked about, without an alarm', async () => {
    const answer = await lastAnswer(
      'we put peanut butter in his kong every day, how do I know if our brand has xylitol?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('reads a chewed Rentokil sachet as rat bait', async () => {
    const answer = await lastAnswer('the collie chewed open a Rentokil sachet he found behind the shed');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bait|rodenticide|anticoagulant/i);
  });

  it('reads "my angora" that has stopped eating and pooping as a rabbit in gut stasis', async () => {
    const answer = await lastAnswer(
      'my angora has eaten nothing since yesterday and there are no new droppings',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/stasis|gut/i);
  });

  it('reads a tom who keeps squatting with nothing coming, after a move, as happening now', async () => {
    const answer = await lastAnswer(
      'we moved flat last week and Bruno keeps squatting in the shower tray, nothing comes out, he is a neutered boy cat',
    );
    expect(answer).toMatch(URGENT);
  });

  it('keeps honking that will not stop an emergency, whatever the usual fits do', async () => {
    const answer = await lastAnswer(
      'my frenchie is honking and gasping and it wont stop, been going ten minutes. normally it stops after a few seconds',
    );
    expect(answer).toMatch(URGENT);
  });
});

describe('amounts, crosses and blocks', () => {
  it('answers one chocolate button, with the weight told in the next sentence, without an alarm', async () => {
    const answer = await lastAnswer(
      'my retriever ate one chocolate button, only the one. He weighs 32kg, anything to watch for?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers a single Malteser for a big dog without an alarm', async () => {
    const answer = await lastAnswer(
      'my 40 kilo mastiff ate a single malteser off the floor, is that a problem?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('reads a doodle cross as a dog and a fruit cake as raisins', async () => {
    const answer = await lastAnswer('our sheepadoodle ate a big slice of christmas cake full of dried fruit');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape|raisin/i);
  });

  it('reads mouse blocks from the loft as rat bait', async () => {
    const answer = await lastAnswer(
      'the terrier came down from the loft chewing something, there are mouse blocks up there',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bait|rodenticide|anticoagulant/i);
  });

  it('names a collapse when a fall with staring and shaking is answered as a fit', async () => {
    const answer = await lastAnswer('my collie just fell over and cannot get up, shaking a bit and staring');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/collapse/i);
  });
});

describe('the last words of the round', () => {
  it('reads shaking with a chattering jaw in a cat that did not know her owner as a seizure', async () => {
    const answer = await lastAnswer(
      'my old cat shook all over with her jaw chattering and she didnt seem to know me, probably age?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/seizure/i);
  });

  it('reads a mouth stained blue beside rodent poison as bait eaten', async () => {
    const answer = await lastAnswer(
      'my spaniel came back with his lips stained blue and the farmer puts rodent poison down',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/bait|rodenticide|anticoagulant/i);
  });

  it('reads "so no shade" as the afternoon it was, not as a plan', async () => {
    const answer = await lastAnswer(
      'he was in the yard all afternoon, the parasol fell so no shade, and now he is panting like crazy and stumbling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
  });
});
