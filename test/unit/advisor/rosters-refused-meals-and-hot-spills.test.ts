import { describe, expect, it } from 'vitest';
import { toldOfOneInTheRoster } from '../../../src/core/chat/advisor/roster.js';
import { URGENT, lastAnswer } from './support.js';

/**
 * Emergencies told by salon workers, couriers, anglers, stable yards, beekeepers and households of
 * many animals: the one animal told of after a roster, a meal refused that is no poison denied,
 * hot spills and parcel plastics, and the calm questions beside them that must stay calm.
 */
describe('the one animal told of after a household roster', () => {
  it('reads the named animal alone, by its kind', () => {
    expect(
      toldOfOneInTheRoster(
        '3 guinea pigs (Bramble, Moss, Fern), a canary and two hens. Fern has not eaten today',
      ),
    ).toBe('my guinea pig Fern has not eaten today');
  });

  it('reads "one of the girls" as one of the first animals listed', () => {
    expect(
      toldOfOneInTheRoster(
        'ducks: Puddle and Splash and the new girls, plus a rabbit. One of the girls is limping',
      ),
    ).toBe('my duck One of the girls is limping');
  });

  it('finds no roster in a story that names a pet halfway through', () => {
    expect(
      toldOfOneInTheRoster('I used the dog’s wormer on my cat Pepper by mistake. Now Pepper is drooling'),
    ).toBeUndefined();
  });

  it('finds no roster when only one kind is named', () => {
    expect(toldOfOneInTheRoster('two rabbits, Clover and Dot. Dot is sneezing')).toBeUndefined();
  });

  it('answers a roster message for the rabbit told of, not the bird listed beside it', async () => {
    const answer = await lastAnswer(
      '2 rabbits (Acorn, Juniper) and a budgie called Kiwi. Juniper is hunched in the corner, has not eaten since last night and there are no droppings',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/stasis/i);
  });
});

describe('a meal refused is a sign, not a poison denied', () => {
  it('keeps a lily poisoning when the cat has not touched her dinner', async () => {
    const answer = await lastAnswer(
      'had a vase of lilies on the windowsill since Friday, my cat has been drooling and has not touched her dinner',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lil/i);
  });

  it('keeps a poisoning when the cat has been sick and not eaten since chewing the leaves', async () => {
    const answer = await lastAnswer(
      'our kitten keeps chewing the day lily leaves in the border and since this morning he has been sick, not eaten and is hiding',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lil/i);
  });
});

describe('hot spills, lamps and lights', () => {
  it('reads a pan of soup tipped off the hob over a dog as a scald', async () => {
    const answer = await lastAnswer(
      'the pan of soup slid off the hob onto my beagle, the fur on his shoulder is coming out and he yelps when touched',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/burn|scald/i);
  });

  it('reads hot toffee splashed on a cat as a burn', async () => {
    const answer = await lastAnswer(
      'making toffee and some splashed onto my cat as she jumped up, the skin on her shoulder looks red and wet',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/burn|scald/i);
  });

  it('reads a hamster that touched a hot bulb as a burn', async () => {
    const answer = await lastAnswer(
      'my hamster climbed onto the desk lamp and touched the hot bulb, there is a raw patch on his back',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/burn|scald/i);
  });

  it('reads a long photo shoot under softboxes with open-mouth breathing as heatstroke', async () => {
    const answer = await lastAnswer(
      'my pug sat under two softboxes for the whole shoot and now he is breathing with his mouth open and cannot stand',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke|overheat/i);
  });

  it('stays calm for a gecko flat under its lamp that moves when the glass is tapped', async () => {
    expect(
      await lastAnswer(
        'my leopard gecko lies flat under her lamp with her mouth open, she moves when I tap the glass',
      ),
    ).not.toMatch(URGENT);
  });
});

describe('fish, amphibians and tortoises', () => {
  it('reads an axolotl in an overheated tank floating and tipping over as overheating', async () => {
    const answer = await lastAnswer(
      'the axolotl tank reached 28 degrees in this heat, he is floating at the top and keeps tipping over',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heatstroke|overheat|cool/i);
  });

  it('reads a tortoise dropped onto a hard floor with a crack in its shell as an injury', async () => {
    const answer = await lastAnswer(
      'my son dropped our hermann tortoise on the patio and there is a split running across the side of the shell',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/injur|bleed|shell/i);
  });

  it('stays calm for a snake whose eyes look like marbles before a shed', async () => {
    expect(
      await lastAnswer(
        'my royal python’s eyes look like milky marbles and she is off her food, is a shed coming?',
      ),
    ).not.toMatch(URGENT);
  });
});

describe('what was taken, told by the yard, the van and the bank', () => {
  it('reads horse bute eaten by a dog as a painkiller poisoning', async () => {
    const answer = await lastAnswer('the terrier got into the tack room and ate a whole sachet of bute');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/painkiller|anti-inflammator|nsaid/i);
  });

  it('reads a cat licking off the pony’s fly spray and twitching as permethrin poisoning', async () => {
    const answer = await lastAnswer(
      'I sprayed the horse with fly repellent and the yard cat got a coat of it, she licked herself and now she is twitching',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin|flea/i);
  });

  it('reads blood pressure tablets got before anyone could stop the dog', async () => {
    const answer = await lastAnswer(
      'knocked my blood pressure tablets on the floor and the collie got three before I could stop him',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads bubble wrap eaten with vomiting as a swallowed object', async () => {
    const answer = await lastAnswer(
      'my puppy chewed up and swallowed a load of bubble wrap from a parcel last night and has been sick four times this morning',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/obstruct|blockage|swallow/i);
  });

  it('reads fat balls eaten nets and all, then vomiting, as a swallowed object', async () => {
    const answer = await lastAnswer(
      'the spaniel ate three fat balls from the bird table, nets and all, and he has been sick all morning',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/obstruct|blockage|swallow/i);
  });

  it('reads "the terrier had both" of two raisin buns as an eating', async () => {
    const answer = await lastAnswer(
      'left two fruit scones full of raisins on the seat and the terrier had both',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin|grape/i);
  });
});

describe('signs in other words', () => {
  it('reads a noise every time the dog breathes in, working hard, as breathing trouble', async () => {
    const answer = await lastAnswer(
      'my old retriever makes a rasping noise every time he breathes in and is really working hard at it',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/breath|airway/i);
  });

  it('reads gums told as white a sentence after they were checked', async () => {
    const answer = await lastAnswer(
      'had a look at the whippet’s gums because he has been so flat this evening and they are completely white',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pale|white|shock/i);
  });

  it('reads hatched fly eggs wriggling in a rabbit’s fur as flystrike', async () => {
    const answer = await lastAnswer(
      'there were eggs stuck to my rabbit’s bottom and some have hatched and are wriggling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/flystrike|fly strike|maggot/i);
  });

  it('reads a cat that hooked a budgie through the cage as a bite wound', async () => {
    const answer = await lastAnswer(
      'the cat hooked my budgie through the bars, there is only a tiny scratch and he seems fine',
    );
    expect(answer).toMatch(URGENT);
  });

  it('stays calm for a rabbit lying flopped with half-shut eyes who hops up for treats', async () => {
    expect(
      await lastAnswer(
        'my rabbit flops onto her side with her eyes half shut, then hops up the moment the treat pot opens. normal?',
      ),
    ).not.toMatch(URGENT);
  });
});

describe('more told by what was left, and by how it was said', () => {
  it('reads a pest-control box dug open with crumbs round the mouth as rat bait', async () => {
    const answer = await lastAnswer(
      'the pest control man left bait stations by the shed and our spaniel has dug one open, there are green bits round her mouth',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/rat|rodent|bait/i);
  });

  it('reads a little leg showing with straining as a stalled birth', async () => {
    const answer = await lastAnswer(
      'my guinea pig sow has been pushing for forty minutes and a tiny leg is poking out but nothing is moving',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/birth|labour/i);
  });

  it('reads a dog chewing a numbing cream tube as a medicine poisoning', async () => {
    const answer = await lastAnswer(
      'my whippet chewed through a tube of lidocaine numbing cream and is wobbly and drooling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lidocaine|numbing/i);
  });

  it('reads diabetes tablets eaten as a drop in blood sugar', async () => {
    const answer = await lastAnswer('my lab ate three of my dad’s gliclazide tablets off the kitchen table');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/blood sugar/i);
  });

  it('reads a short note of a cat choking on a bone as choking', async () => {
    const answer = await lastAnswer('cat choking on a chicken bone, gagging and pawing at her mouth');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chok/i);
  });

  it('reads signs told now around an aside that dates something past', async () => {
    const answer = await lastAnswer(
      'my doe (not spayed, had a litter three years ago) has blood in her wee and a swollen belly',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|uter|pyometra/i);
  });

  it('answers "would half an aspirin help my cat" with the refusal', async () => {
    const answer = await lastAnswer('would a quarter of an aspirin help my cat’s sore leg');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^No\b/);
  });
});
