import { describe, expect, it } from 'vitest';
import { isCatalogQuestion } from '../../../src/core/chat/advisor/catalog-intent.js';
import { URGENT, converse, lastAnswer } from './support.js';

/**
 * Emergencies told among a hobby's kit, a trip or a house move (lead weights, pool chlorine, a
 * lamp's lead, an oven's self-clean cycle), signs listed between commas, and the calm questions
 * beside them: pans not yet heated, adders known to live nearby, feathers on the cage floor.
 */
describe('emergencies told among a hobby, a trip or a move', () => {
  it('reads lead fishing shot eaten by a puppy as heavy-metal poisoning', async () => {
    const answer = await lastAnswer('the pup has eaten most of the split shot from my tackle tray');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/\blead\b/i);
  });

  it('names the chemical burn, not a twisted stomach, for a chewed pool tablet', async () => {
    const answer = await lastAnswer(
      'our retriever crunched a chlorine tablet from the hot tub shed, his gums are red and he is drooling and retching',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/caustic|chemical/i);
    expect(answer).not.toMatch(/Human medicines swallowed/);
  });

  it('reads a bitten lamp lead as an electric shock', async () => {
    const answer = await lastAnswer(
      'the puppy chewed through the lead of the bedside lamp, yelped, and now his lips look scorched',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/shock|chewed cable/i);
  });

  it('reads an oven run on its self-clean cycle as fumes for a bird', async () => {
    const answer = await lastAnswer(
      'we tried the self-clean setting on the new oven and the budgie is now puffed up on the cage floor breathing hard',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/fumes|PTFE|fresh air/i);
  });

  it('reads a kick from a visitor, by accident, as an injury', async () => {
    const answer = await lastAnswer(
      'the plumber kicked our terrier by accident and now he shrieks when I touch his side',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a wild snake asked about, then a bite, as a snake bite and not as a pet snake', async () => {
    const answers = await converse(
      undefined,
      'do you get snakes in the dunes that could bite a dog?',
      'something bit her on the muzzle in the marram grass and it is puffing up fast',
    );
    expect(answers[0]).not.toMatch(/available right now/);
    expect(answers[1]).toMatch(URGENT);
    expect(answers[1]).toMatch(/snake|adder|venom/i);
    expect(answers[1]).not.toMatch(/your reptile/);
  });

  it('reads a dose of tramadol suggested by a friend as a question, keeping the back legs first', async () => {
    const answer = await lastAnswer(
      'my corgi cried out on the stairs and his back legs are dragging. my neighbour said give him some of her tramadol, what dose for 12kg?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/disc|spine|spinal/i);
  });
});

describe('signs and animals told in other words', () => {
  it('reads signs listed between commas, with no animal named, as happening now', async () => {
    const answer = await lastAnswer('toy lodged in throat, pawing at face, gagging, gums going blue');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/choking/i);
  });

  it('keeps a fit told between commas as last year calm', async () => {
    const answer = await lastAnswer(
      'our spaniel had a seizure two summers ago, bloods were fine, no more since. Can he still go swimming?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('reads a silent gagging cat as choking, not a twisted stomach', async () => {
    const answer = await lastAnswer(
      'my cat keeps gagging and clawing at her mouth but no sound comes out and her tongue is purple',
    );
    expect(answer).toMatch(URGENT);
    expect(answer.indexOf('Choking')).toBeGreaterThan(-1);
    expect(answer).not.toMatch(/Bloat \(GDV/);
  });

  it('reads an unspayed doe passing bloody urine as a womb problem', async () => {
    const answer = await lastAnswer('unspayed doe, six, blood in her wee and she has gone off her pellets');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|uterine|uterus/i);
  });

  it('reads an entire queen with pus under her tail as a womb infection', async () => {
    const answer = await lastAnswer(
      'my entire queen is flat and off her food and there is pus-like gunk stuck under her tail',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pyometra|womb/i);
  });

  it('reads a cat’s swipe across a dog’s eye as an eye injury', async () => {
    const answer = await lastAnswer(
      'next door’s cat swiped at my beagle and his eye is now cloudy and he keeps it screwed shut',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a sow squeezing with a pup showing that will not come as a stalled birth', async () => {
    const answer = await lastAnswer(
      'our guinea pig sow has been squeezing for an hour and a pup is showing but not coming out',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a bottom that is moving on a rabbit as flystrike', async () => {
    const answer = await lastAnswer('my rabbit’s bottom is moving and it is a hot muggy week');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/maggot|flystrike/i);
  });

  it('reads a beardie’s blistered belly scales under a slipped heater as a burn', async () => {
    const answer = await lastAnswer(
      'the heat lamp guard slipped and my beardie’s belly is now brown and blistered',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/burn/i);
  });
});

describe('calm questions beside them', () => {
  it('keeps a question about pans never overheated calm for a bird', async () => {
    const answer = await lastAnswer(
      'is it true I should bin my non-stick frying pans now that we have a cockatiel, even though I never let them overheat?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('still alarms for a pan burnt with a bird in the house, signs or not', async () => {
    const answer = await lastAnswer('I burnt a non-stick pan and my budgie is in the next room, is he ok?');
    expect(answer).toMatch(URGENT);
  });

  it('keeps adders known to live on the walk calm', async () => {
    const answer = await lastAnswer(
      'there are adders on the common where we walk the spaniel. How do I keep her safe this spring?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('keeps flystrike treated last year, asked about to prevent, calm', async () => {
    const answer = await lastAnswer(
      'our bunny had maggots two summers ago but the vet fixed him and he is fine now. How do we stop it happening again?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('keeps feathers dropped on the cage floor by a bird that sings calm', async () => {
    const answer = await lastAnswer(
      'my canary keeps dropping feathers on the cage floor but he is singing and eating, is that normal?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('keeps hens stretched out sunbathing calm', async () => {
    const answer = await lastAnswer(
      'our hens flop on their sides in the dust with their eyes shut on sunny days and then get up fine again, normal?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('reads a pet-safe product asked about as no request for pets', () => {
    expect(isCatalogQuestion('is there a pet safe de-icer for the drive with dogs around?')).toBe(false);
  });
});

describe('figures, likenesses and places told around a sign', () => {
  it('reads a count that fell over a long sentence as an eating', async () => {
    const answer = await lastAnswer(
      'there were 30 sultanas in the little box when I put it on the sofa to answer the door and now there are 4, the terrier looks guilty',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin|sultana|grape/i);
  });

  it('reads a resting breathing count given "in a minute" as too fast', async () => {
    const answer = await lastAnswer(
      'I counted my old cat’s breaths while she slept on the windowsill this evening, 70 in a minute',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a bell’s clapper swallowed as metal, and a heart going like the clappers as no metal', async () => {
    const clapper = await lastAnswer('my budgie pulled the clapper out of his bell and swallowed it');
    expect(clapper).toMatch(URGENT);
    expect(clapper).toMatch(/zinc|lead|metal/i);
    const heart = await lastAnswer(
      'the spaniel ate a whole bar of dark chocolate and his heart is going like the clappers',
    );
    expect(heart).toMatch(/chocolate/i);
    expect(heart).not.toMatch(/Heavy metals|zinc/i);
  });

  it('reads a stopped heart in a nurse’s words as CPR', async () => {
    const answer = await lastAnswer(
      'collie apnoeic, cannot feel a femoral pulse, how fast do I do compressions?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/CPR/);
  });

  it('keeps a cat shut in a greenhouse apart from choking', async () => {
    const answer = await lastAnswer(
      'our cat got trapped in the shed on a hot afternoon and now she is panting with her mouth open and her gums look purple',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/\*\*Choking\.\*\*/);
  });

  it('reads a temperature a car "hit" as heat, not a road accident', async () => {
    const answer = await lastAnswer(
      'the car thermometer hit 46 while the collie was in it, she is staggering and drooling now',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/i);
    expect(answer).not.toMatch(/Hit by a car/);
  });

  it('reads layers pellets in the shed as feed, not bait', async () => {
    const answer = await lastAnswer(
      'the labrador got into the sack of layers pellets in the shed and has eaten loads, his belly is tight and he keeps heaving with nothing coming up',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/rat poison|rodenticide/i);
    expect(answer).toMatch(/bloat|twist/i);
  });

  it('reads a dog’s spot-on on a ferret with tremors as a flea-product poisoning', async () => {
    const answer = await lastAnswer(
      'squeezed a drop of the collie’s flea spot on onto our ferret last night and now he is trembling and drooling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/flea/i);
  });

  it('keeps a question about storing hooks where the cats cannot get at them calm', async () => {
    const answer = await lastAnswer('how should I store my sea fishing hooks so the cats can’t get at them?');
    expect(answer).not.toMatch(URGENT);
  });

  it('keeps a beardie flat and gaping under its basking lamp calm, and one that will not move after the thermostat failed urgent', async () => {
    const calm = await lastAnswer(
      'my bearded dragon lies flat under his basking bulb with his mouth open every afternoon, eating well, is that ok?',
    );
    expect(calm).not.toMatch(URGENT);
    const urgent = await lastAnswer(
      'the thermostat on the viv failed and my bearded dragon is flat under the basking bulb with his mouth open and not moving at all',
    );
    expect(urgent).toMatch(URGENT);
  });
});
