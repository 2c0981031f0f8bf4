import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Emergencies of rabbits, rodents, ferrets, birds, hens and reptiles, named for what they are. */
describe('emergencies of the pets that are not dogs or cats', () => {
  it.each([
    ['our lionhead is only passing a few tiny pellets since yesterday', /stasis/i],
    ['my rabbit’s poos are half the size they were and there are only a few of them', /stasis/i],
    ['our old bunny has fly eggs all over the fur near her tail', /flystrike/i],
    [
      'my rabbit’s sister was found dead this morning with blood round her mouth, he seems dull',
      /RHD|haemorrhagic/i,
    ],
    ['my rabbit has puffy swollen eyes and lumps on her face and around her privates', /myxomatosis/i],
    ['I used frontline on my rabbit last night and she is twitching', /fipronil/i],
    ['a fox got at our rabbit through the mesh, she has a gash on her back leg', /bite|wound/i],
    ['our cat caught my canary, there is a small scratch on her wing, she is eating', /antibiotic|bacteria/i],
    ['my two hamsters started fighting in the night and one has bite marks and blood on him', /bite|wound/i],
    ['my hamster has something red poking out of his cheek, hanging out of his mouth', /pouch/i],
    ['my son lifted the mouse by the tail and the skin slipped off the end', /deglov|tail slip/i],
    ['my budgie has been chewing the old lead paint on the windowsill', /lead/i],
    ['our cockatoo chewed a galvanised clip off his cage and is wobbly', /zinc|galvani/i],
    ['a hair is wound round my finch’s toe and the foot looks puffy', /circulation/i],
    ['our cockatiel ate a bit of avocado off my toast', /persin|avocado/i],
    ['my hen’s crop is still full and squishy at dawn and smells sour', /crop/i],
    ['my leopard gecko swallowed a mouthful of sand substrate and is straining', /impaction/i],
    ['our beardie munched a lightning bug in the garden', /firefl|lightning bug/i],
    ['my tortoise came out of hibernation and has not eaten or peed in ten days', /hibernat/i],
    ['I burnt a pot on the stove, the flat is full of smoke and my lovebird is in her cage', /fumes|smoke/i],
    ['my pet rat keeps gagging and pawing at his mouth after a bit of cracker', /chok/i],
    ['the guinea pig run was in the greenhouse, now she is lethargic and panting', /heatstroke/i],
    ['my rabbit keeps straining to wee and only a dribble of gritty urine comes out', /bladder|block/i],
    ['her eyelids are swollen and her face is puffy, could my bunny have myxo?', /myxomatosis/i],
    ['the cat had my gerbil in its mouth but let go, he seems alright', /antibiotic|bacteria/i],
    ['our lop was left in a sunny run and is floppy with hot ears', /heatstroke/i],
    ['my ferret was bitten by the neighbour’s dog and has a little wound on his side', /bite|wound/i],
    ['my cockatiel was nibbling a metal key ring and now she is being sick', /zinc|lead|heavy metal/i],
    ['one of our bunnies died overnight out of the blue, is the other one at risk?', /RHD|haemorrhagic/i],
    ['my guinea pig sat in the sunny conservatory and has gone limp and feels hot', /heatstroke/i],
  ])('"%s" leads with the urgent advice and names it', async (question, named) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(named);
  });
});

describe('what worries owners of small pets but is normal', () => {
  it.each([
    ['my bunny does mad jumps and twists in the air when I let her out, is it a fit?', /binky|happy/i],
    ['our rabbit flops onto his side and closes his eyes for a minute, is that ok?', /flop|relax/i],
    ['why do my pet rat’s eyes pop in and out when I tickle him', /boggl|brux/i],
    ['my rabbit is eating and pooping fine but her urine has turned a reddish colour', /pigment|porphyrin/i],
    ['my budgie drops feathers everywhere but is chirpy and eating', /moult/i],
    ['my hens have lost lots of feathers and stopped laying this autumn', /moult|daylight/i],
    ['some of my chinchilla’s fur came out when I caught him', /fur slip/i],
    ['my hamster has a huge lump on one side of her face that goes down later', /pouch/i],
    ['our bearded dragon turns his beard dark when the cat walks by', /stress|threat|territor/i],
    ['my rabbit’s poos look normal and round and she eats her soft ones', /caecotroph/i],
    ['my hamster’s cheeks are stuffed with seeds and look huge', /pouch/i],
    ['our labrador licked some guacamole off the floor', /onion|garlic/i],
    ['my leopard gecko is shedding and the old skin peeled off her tail in one go', /shed/i],
    ['do my rabbit’s droppings get a bit smaller over the winter months?', /dropping|gut|cold/i],
  ])('"%s" gets advice without the alarm', async (question, advice) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(advice);
  });
});

describe('a dog flea product asked about for a rabbit or a small pet', () => {
  it.each([
    [
      'could half a dose of the dog’s flea spot on go on my rabbit?',
      /^No: never use a dog’s flea product on a rabbit/,
    ],
    [
      'can I put the dog’s spot on on my guinea pig?',
      /^No: dog flea products are dosed for much bigger animals/,
    ],
  ])('"%s" is answered no, without alarm, with the reason', async (question, verdict) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(verdict);
  });
});

describe('a likeness is not the fruit eaten', () => {
  it('reads droppings shaped like small raisins as a description, not raisins eaten', async () => {
    const answer = await lastAnswer(
      'my bunny nibbles the sticky droppings that look like tiny raisins from her rear, why?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/caecotroph/i);
  });

  it('still reads grapes eaten as a poisoning', async () => {
    expect(await lastAnswer('my terrier loves grapes and just wolfed down a bunch')).toMatch(URGENT);
  });
});

describe('normal antics asked about as a fit', () => {
  it.each([
    ['our bantam lies on her side kicking dirt over herself, is she having a fit?', /dust bath/i],
    ['my rabbit binkies round the room, is he having a fit?', /binky|happy/i],
  ])('"%s" is answered without the alarm', async (question, advice) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(advice);
  });

  it('still reads a hen having a fit and jerking as a seizure', async () => {
    expect(await lastAnswer('our hen is having a fit, she is on her side jerking')).toMatch(URGENT);
  });
});
