import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Emergencies told from islands and building sites, student houses, night shifts and family
 * homes: a snake known by its markings, a drop known by its height, a poison known by what is
 * left of it or denied for another, and the calm questions beside them that must stay calm.
 */
describe('snakes, falls and blows told without their names', () => {
  it('reads a zig-zag snake slipping away from a dog with a swelling muzzle as a snake bite', async () => {
    const answer = await lastAnswer(
      'a snake with a zig zag pattern just shot under the shed and now my terriers muzzle is puffing up',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|adder/i);
  });

  it('reads a wild snake seen near a ferret as the attacker, not the pet', async () => {
    const answer = await lastAnswer(
      'we were in the dunes and I spotted a brown snake slide away, now my ferret is holding her front leg up and it is swelling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|adder|venom/i);
  });

  it('reads a bite in the bracken with a leg held off the ground as a snake bite', async () => {
    const answer = await lastAnswer(
      'something got my spaniel in the bracken, his front leg is swollen up and he is holding it off the ground',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|adder/i);
  });

  it('reads a drop off a quarry edge as a fall from a height', async () => {
    const answer = await lastAnswer(
      'our lurcher chased a hare and fell over the edge of the quarry, maybe 15 feet. she is panting and will not put her back leg down',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/injur|bleed|shock/i);
  });

  it('reads a dog off the scaffolding as a fall from a height', async () => {
    const answer = await lastAnswer(
      'the pup came off the scaffolding at work, about 3 metres onto concrete, and he is crying and limping',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/injur|bleed|shock/i);
  });

  it('reads a small dog booted by accident who will not bear weight as an injury', async () => {
    const answer = await lastAnswer(
      'I booted the dachshund by accident coming down the stairs, she screamed and now wont put any weight on her back leg',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a terrier kicked by a horse as a blow to the head, not a swallowed corn cob', async () => {
    const answer = await lastAnswer(
      'my jack russell got under the cobs feet in the yard and took a kick to the head, one pupil is bigger than the other',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/Swallowed an object/);
  });

  it('reads a dog clipped by a gate and crying on the leg as an injury', async () => {
    const answer = await lastAnswer(
      'the collie got clipped by the car door and is limping badly, she cries when she puts the paw down',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a crack across a tortoise shell after a dog grabbed her as an injury', async () => {
    const answer = await lastAnswer(
      'the neighbours lab picked up our tortoise and dropped her, there is a crack across her shell and some blood',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/injur|bleed|shock/i);
  });

  it('names the eye of a hen whose pecked eye looks collapsed, not a collapse', async () => {
    const answer = await lastAnswer(
      'one of the bantams got her eye pecked by the others, the eye is bloody and looks collapsed',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/\beye/i);
    expect(answer).not.toMatch(/Collapse or unconsciousness/);
  });
});

describe('poisons told by what is left of them, or denied for another', () => {
  it('reads a can of Monster lapped up by a jittery beagle as caffeine', async () => {
    const answer = await lastAnswer(
      'my beagle knocked over a can of monster and lapped most of it up, now he is jittery and panting',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/caffeine/i);
  });

  it('reads the children’s Easter eggs eaten by a restless spaniel as chocolate', async () => {
    const answer = await lastAnswer(
      'the spaniel got into the kids easter eggs, four big ones, and now she is restless and panting hard',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate|theobromine/i);
  });

  it('reads only the bare stalk of a bunch of grapes left on the floor as grapes eaten', async () => {
    const answer = await lastAnswer(
      'I was at the shop for twenty minutes and came back to only the bare stalk of the grapes on the kitchen floor, my labrador looks very guilty',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape/i);
  });

  it('reads a poison denied for another as the other one', async () => {
    const answer = await lastAnswer(
      'it was not chocolate, I found the wrappers. It was my xylitol mints, the whole tube out of my bag, our whippet about an hour ago',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/^[^\n]*\n+[\s\S]*?\*\*Xylitol/);
  });

  it('reads a box the pest controller left out for the mice, chewed open, as rat bait', async () => {
    const answer = await lastAnswer(
      'the pest control man put a box down for the mice under the sink and the puppy has dragged it out and chewed it open',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/rat bait|rat poison|rodenticide|anticoagulant/i);
  });

  it('reads a scorch on the lip and gum of a pup that chewed an extension cable as electric, not gum', async () => {
    const answer = await lastAnswer(
      'the kitten bit through the extension cable, she squealed, now there is a burnt mark on her lip and gum',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/electr|burn/i);
    expect(answer).not.toMatch(/xylitol/i);
  });

  it('reads scalding coolant sprayed over a dog as a burn', async () => {
    const answer = await lastAnswer(
      'I opened the radiator on a hot engine and it sprayed scalding coolant over the sheepdog, the fur on his back is coming out',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/burn|scald/i);
  });
});

describe('signs in keepers’ words', () => {
  it('reads a cockatiel gaping without a sound after a seed as choking', async () => {
    const answer = await lastAnswer(
      'my budgie was eating millet and now his beak is wide open and no sound comes out, he keeps stretching his neck',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chok|airway/i);
  });

  it('reads a flat-faced dog sucking for air with a darkening tongue as breathing trouble', async () => {
    const answer = await lastAnswer(
      'my pug is sucking air in like through a straw and his tongue has gone dark',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/breath|airway|oxygen/i);
  });

  it('reads a guinea pig smelling of rotten meat with something wriggling in her fur as flystrike', async () => {
    const answer = await lastAnswer(
      'my guinea pig smells of rotten meat round her back end and there is something wriggling in her fur',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/fly|maggot/i);
  });

  it('reads an old dog whose legs just go as a collapse', async () => {
    const answer = await lastAnswer(
      'got home and my old lab is flat on the kitchen floor, every time he tries to stand his legs just go',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/collapse|shock|unconscious|faint/i);
  });

  it('reads a bitch "9 and not done", swollen and sick weeks after a season, as a womb infection', async () => {
    const answer = await lastAnswer(
      'her season finished about six weeks ago, since then her tummy is swollen, she is being sick and drinking loads. she is 9 and not done',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|pyometra|uter/i);
  });

  it('reads a dull unspayed bitch drinking loads with a swollen belly as a womb infection', async () => {
    const answer = await lastAnswer(
      'our 10 year old collie has never been spayed. she is drinking loads, her belly is swollen and she is dull',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|pyometra|uter/i);
  });

  it('reads a snake’s dull colours and milky eyes as a shed, not a listless animal', async () => {
    const answer = await lastAnswer(
      'my royal python’s colours look dull and his eyes have gone milky blue, he turned down his rat this week',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/shed|slough/i);
  });

  it('keeps the paralysis when a sitter asks whether she can give a painkiller for it', async () => {
    const answer = await lastAnswer(
      'my dachshund is dragging his back legs and cries when he is lifted',
      'the sitter is asking can she give him one of my naproxen to help with the pain?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/disc|spin|paralys/i);
  });
});

describe('minded pets, keepers’ names and signs told by the clock', () => {
  it('reads grapes eaten by a dog minded for the owner’s son as the dog’s, not the son’s', async () => {
    const answer = await lastAnswer(
      'the spaniel we are looking after for my daughter has eaten a bunch of red grapes off the side. he seems ok, should we wait until she is back tonight?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape/i);
  });

  it('reads a snake shooting off from a limping hen with a swelling leg as a snake bite', async () => {
    const answer = await lastAnswer(
      'one of my hens ran out of the long grass screeching and an adder slithered off, now her leg is swollen and she is limping',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|adder|venom/i);
  });

  it('reads a ferret sick and floppy in the carrier after his jabs as a reaction, not heat', async () => {
    const answer = await lastAnswer(
      'our ferret had his jabs this afternoon, on the drive home he was sick in the carrier, his gums are pale and he is all floppy',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/reaction|allerg|anaphyla/i);
  });

  it('reads a rabbit dragging herself on her front legs as a paralysis', async () => {
    const answer = await lastAnswer(
      'after the fireworks my doe has her back legs splayed out and is dragging herself on her front legs',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a strand of hay sticking out of a guinea pig’s cloudy eye as an eye injury', async () => {
    const answer = await lastAnswer(
      'my guinea pig has a bit of straw sticking out of his eye and the front of it has gone cloudy',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/\beye/i);
  });

  it('reads big spoonfuls of a birch-sugar spread as xylitol eaten', async () => {
    const answer = await lastAnswer(
      'I have just read the label, the nut butter has birch sugar in it and the terrier had two big spoonfuls',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });

  it('reads a dog that got some pieces of sugar-free gum as xylitol, whatever the vet costs', async () => {
    const answer = await lastAnswer(
      'the collie got about five pieces of sugar free gum from my coat, what will the out of hours vet charge?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/xylitol/i);
  });

  it('reads party punch drunk by a wobbly dog as alcohol, and hot wax tipped on a cat as a burn', async () => {
    const punch = await lastAnswer(
      'the lab finished the leftover punch after the party and now she is wobbly and being sick',
    );
    expect(punch).toMatch(URGENT);
    expect(punch).toMatch(/alcohol/i);
    const wax = await lastAnswer(
      'hot wax from the salon pot spilled onto our cat and is stuck to her side, she is crying',
    );
    expect(wax).toMatch(URGENT);
    expect(wax).toMatch(/burn|scald/i);
  });
  it('counts the fits told after an earlier turn about one, but not one that has not come', async () => {
    const cluster = await lastAnswer(
      'my spaniel has epilepsy and had a fit at breakfast, how long should I let him rest?',
      'hes had another two since then and isnt coming round properly in between',
    );
    expect(cluster).toMatch(URGENT);
    expect(cluster).toMatch(/seizure|fit/i);
    const calm = await lastAnswer(
      'my spaniel had a fit in the spring and the vet found nothing',
      'he has not had another one since, should I still carry his emergency meds on holiday?',
    );
    expect(calm).not.toMatch(URGENT);
  });

  it('reads a bitch leaking smelly stuff onto her bed and drinking her bowl dry as a womb infection', async () => {
    const answer = await lastAnswer(
      'she keeps leaking yellow smelly gunk on her blanket and she drinks her water bowl dry twice a day',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/womb|pyometra|uter/i);
  });
});
