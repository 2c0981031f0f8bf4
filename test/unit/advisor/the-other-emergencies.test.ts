import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * The emergencies beyond the common poisons and heatstroke, told as owners tell them (a dog's
 * spot-on on a cat, a womb infection, a kick from a horse, a caustic cleaner, thread under the
 * tongue, a snake known by its look or its rattle, a reaction to a vaccine), and the calm
 * questions on the same subjects that must not raise the alarm.
 */
describe('a dog flea product on a cat', () => {
  it('reads a spot-on from the box marked for dogs only, used on both pets, as permethrin', async () => {
    const answer = await lastAnswer(
      'treated the dog and the cat from the same flea pack last night and only now saw it says dogs only on the side',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin/i);
  });

  it('reads a kitten trembling after lying against a freshly treated dog as permethrin', async () => {
    const answer = await lastAnswer(
      'the kitten slept against the dog an hour after I did his spot on and now she is trembling all over',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin|flea/i);
  });

  it('reads a spot-on sold for large dogs, put on a cat that shakes, as permethrin', async () => {
    const answer = await lastAnswer(
      'is shaking normal after fleas drops? I used a pipette for large dogs on my cat, only half of it',
    );
    expect(answer).toMatch(URGENT);
  });

  it('answers a dog spot-on still in its packet, asked about for the cat, with the verdict', async () => {
    const answer = await lastAnswer(
      'got a box of flea spot-ons for my dog, not opened yet: could one of them go on my cat?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/cat/i);
  });
});

describe('a womb infection', () => {
  it('reads an entire queen with pus on her blanket and no appetite as pyometra', async () => {
    const answer = await lastAnswer(
      "our queen has never had her done, she won't eat, she's very flat and there's pus on her blanket",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pyometra|womb/i);
  });

  it('keeps the alarm when signs are told and then a pharmacy remedy is asked for', async () => {
    const answer = await lastAnswer(
      'my bitch is not sterilised and she is eleven',
      'she drinks all the time and a yellow pus is coming out from behind. Can I buy her antibiotics at the chemist?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pyometra|womb/i);
  });

  it('stays calm for a spaying question about a female never done', async () => {
    const answer = await lastAnswer('my rabbit doe has never been spayed, is it worth doing at four?');
    expect(answer).not.toMatch(URGENT);
  });
});

describe('a blow, a bite and a burn', () => {
  it('reads a dog kicked in the ribs by a pony, quiet afterwards, as an injury', async () => {
    const answer = await lastAnswer(
      'the pony kicked my whippet in the ribs at the stables and now he is lying very still',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/injur|internal|shock/i);
  });

  it('reads two small holes on the neck after another dog went for him as a bite wound', async () => {
    const answer = await lastAnswer(
      'a loose dog went for my poodle on the beach, there are two little holes on his neck and hardly any blood',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads pads gone red after walking through drain cleaner as a chemical burn', async () => {
    const answer = await lastAnswer(
      'my collie stepped in the drain cleaner I had spilled on the patio and her pads are red and she keeps crying',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/burn/i);
  });

  it('stays calm when a cable chewed was unplugged and the pet is fine', async () => {
    const answer = await lastAnswer(
      'the puppy chewed the laptop cable but it was unplugged and he is fine. how do I stop him chewing wires?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('something swallowed or stuck', () => {
  it('reads wool caught under a kitten’s tongue as a string swallowed, not only choking', async () => {
    const answer = await lastAnswer(
      'my kitten has a strand of wool caught under her tongue that goes down her throat',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/string|thread/i);
  });

  it('reads chewed food coming out of a guinea pig’s nose as choking', async () => {
    const answer = await lastAnswer(
      'my guinea pig keeps stretching her neck and bits of pellet are coming out of her nose',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a dog that swallowed a sock, "did it" minutes ago and gags now, as an emergency', async () => {
    const answer = await lastAnswer(
      'do dogs often swallow socks? mine did it ten minutes ago and is gagging now',
    );
    expect(answer).toMatch(URGENT);
  });

  it('answers how to stop a cat going for tinsel without an alarm', async () => {
    const answer = await lastAnswer('how can I keep my kitten off the tinsel this Christmas?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/tinsel/i);
  });
});

describe('snakes, stings and vaccines', () => {
  it('reads a yelp in the heather and a nose swelling fast as a snake bite', async () => {
    const answer = await lastAnswer(
      'my spaniel yelped in the long heather and now his nose is swelling fast',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|adder|venom/i);
  });

  it('reads a snake known by its zigzag, with a swelling leg, as a bite even when a sting is guessed', async () => {
    const answer = await lastAnswer(
      'my cocker jumped back from a zigzag marked snake by the path and her leg is swelling, maybe a wasp?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/snake|adder|venom/i);
  });

  it('stays calm for a pet snake that rattles its tail like a rattlesnake', async () => {
    const answer = await lastAnswer('why does my corn snake shake its tail like a rattlesnake?');
    expect(answer).not.toMatch(URGENT);
  });

  it('answers how to keep a dog safe from adders on walks without an alarm', async () => {
    const answer = await lastAnswer('any tips for keeping my dog safe from adders on heathland walks?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/adder/i);
  });

  it('reads a face puffed up like a balloon after snapping at bees as a reaction, not bloat', async () => {
    const answer = await lastAnswer('my boxer snapped at a bee and his face has blown up like a balloon');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/allerg|sting/i);
  });

  it('reads vomiting and pale gums hours after a jab as a vaccine reaction', async () => {
    const answer = await lastAnswer(
      'my kitten had her vaccination at lunchtime and since then she has vomited twice and her gums look pale',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/allerg/i);
  });
});

describe('signs told in other words', () => {
  it('reads a back end that has gone, the dog pulling himself on his front legs, as paralysis', async () => {
    const answer = await lastAnswer(
      'my basset landed badly off the bed and his back end has gone, he is pulling himself along on his front legs',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads droppings black like tar as bleeding in the gut', async () => {
    const answer = await lastAnswer('my ferret’s poo is black like tar and he is very quiet');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/blood|bleed/i);
  });

  it('reads vomit like ground coffee as blood, not coffee eaten', async () => {
    const answer = await lastAnswer(
      'my old cat brought up sick that looks like ground coffee and she is flat',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/blood|bleed/i);
  });

  it('reads a claw that has bled for over an hour despite pressure as heavy bleeding', async () => {
    const answer = await lastAnswer(
      'cut my rabbit’s nail into the quick and it has been bleeding for over an hour even with flour on it',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a chest that does not move and no heartbeat felt as a pet needing CPR', async () => {
    const answer = await lastAnswer(
      "my cat is lying still, I can't see her chest moving and I can't feel a heartbeat",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/breath/i);
  });

  it('answers CPR asked about only to be ready without an alarm', async () => {
    const answer = await lastAnswer('how would I do CPR on a cat? just want to know for the future');
    expect(answer).not.toMatch(URGENT);
  });

  it('reads a budgie on the floor of its cage that cannot perch as a sick bird', async () => {
    const answer = await lastAnswer('my budgie is sitting on the floor of the cage and cannot perch');
    expect(answer).toMatch(URGENT);
  });

  it('stays calm for a budgie that will not perch on a finger yet', async () => {
    const answer = await lastAnswer('my new budgie won’t perch on my finger yet, how do I train her?');
    expect(answer).not.toMatch(URGENT);
  });
});
