import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Owners describe what they see, not the condition or the poison's name: a product by what it
 * is for, a flower by its look, a colour by a likeness, a laboured breath by the body's effort.
 */
describe('an emergency described without its name', () => {
  it.each([
    'our terrier lapped at the fluid that keeps the car engine from freezing',
    'the kitten licked the stuff we top up the radiator with so it does not freeze in winter',
    'my cat had a go at the tall white trumpet shaped flowers in the lounge',
    'my cat chewed the leaves of the anniversary flowers on the table, no idea what they are',
    'my tabby knocked the bouquet off the sideboard and has been licking the spilt water',
    'our lurcher found whatever the pest control guy left under the stairs and ate it',
    'the cat is sitting hunched, opening his mouth to breathe, his flanks heaving',
    "my rabbit's nostrils are flaring and his sides are pumping with every breath",
    "lift the dog's lip and the gums are chalky, he is very flat today",
    "my cat's gums look the same colour as her teeth and she is very weak",
    'my collie is breathing with her whole body and her neck stretched out in front of her',
    'the bitch has a greenish discharge and there are no pups yet',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it.each([
    "the puppy's gums are pink and his teeth are white and shiny, is that how they should be?",
    "the spaniel's belly rumbles and gurgles before his tea, otherwise he's himself",
    'which product should I buy so the car engine does not freeze, and is it safe around dogs?',
    'my cat sniffed the roses in the bouquet, are roses safe for cats?',
    'how do I stop my cat chewing the flowers in the vase?',
  ])('stays calm: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});

describe('signs and poisons told by what the owner sees', () => {
  it.each([
    'the old lab just had a strange turn: legs cycling on the kitchen floor, now he is bumping into the door frame',
    "the boxer's tummy is sticking right out and it sounds hollow when you flick it",
    'the bunny has had no breakfast and I have not seen any of her poos since lunch',
    "our whippet chewed up a packet of my dad's tablets for his back",
    'the pup drank from the windscreen washer bottle in the garage',
    'the beagle got into my handbag and chewed a pack of spearmint gums',
    'there are powdery orange bits on the kitten’s nose from the flowers and she has licked at them',
    'the terrier ate the pellets we put down for the rats under the decking',
    'my cat cannot get enough air, she is standing with her head low and her neck stretched',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it.each([
    'the collie went rigid for a second when he woke up and had a big stretch, is that normal?',
    'my spaniel ate a few dried apricots from the fruit bowl this afternoon, ok?',
    'the rabbit’s droppings are a bit smaller this week but she is hopping about and eating loads of hay',
    "my dog's belly is big because he is overweight, how do I get his weight down safely?",
    'my old boy is a bit wobbly on his hind legs when he gets up in the mornings, then fine once he warms up',
    'my kitten panted for a bit after chasing the laser, it stopped after a minute',
  ])('stays calm: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});
