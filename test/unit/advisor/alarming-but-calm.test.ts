import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * Frightening words for normal things, and what the whole message says of an episode that one
 * sentence read alone leaves out: it lasted seconds, it stopped at rest, it is November.
 */
describe('alarming words for something normal', () => {
  it.each([
    'my pug does a loud snorting, gasping thing like he is choking, it lasts about 15 seconds and then he is completely normal',
    'my cat was panting after a long game with the feather wand, it stopped after a minute of rest. should cats ever pant?',
    'my puppy has the hiccups again and his whole body jerks with each one, is that ok?',
    'our tortoise has dug himself into the corner of his box, barely moves and has not eaten for a week, it is october. is he poorly?',
    'my spaniel spins round in circles three times before lying down in his bed, why?',
    'my terrier goes mad after a bath, racing round in circles and skidding on the floor',
    'my rabbit flops over onto her side after zooming round the lawn, then gets up and eats, normal?',
    'my guinea pig squealed loudly when I lifted him, then he was fine and ate his veg',
    'my leopard gecko is flat as a pancake under the lamp with her mouth open, she moves when I tap the glass',
    'the white chalky bit in my tortoise’s wee, like toothpaste, is that ok? he is eating and active',
    'my bunny’s soft droppings look like a bunch of grapes and she eats them, is that normal?',
    'his belly is round like a football since christmas, he is happy and pooing normally, he has just got fat has he not?',
    'our girl Bella has spots of blood on her bed and her back end is swollen, she is nine months and not spayed, eating and happy',
    'the cat hides behind the washing machine when guests come and comes out once they have gone',
    'my dog licked some yogurt off the floor, the normal sweetened kind, not sugar-free',
    'I bought a spot-on for the dog but have not used it yet. my cat sleeps with him, will that be ok once I do?',
  ])('stays calm: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});

describe('an emergency told in the same worried voice', () => {
  it.each([
    "my boxer's tongue is the colour of beetroot and he is breathing like a steam train after a walk in this heat",
    'the car was parked for ten minutes with the pug inside and his gums are red as a postbox, he sounds like a vacuum cleaner',
    'our labrador ate the green ones off the fruit bowl, like big peas, about twenty',
    'Sir Pounce (male, neutered) keeps going into the tray, crouching, getting out and going back in',
    "my cat's gums look brown like coffee and her face is puffy, a paracetamol was dropped on the kitchen floor",
    'he ate the bitter dark stuff from the baking cupboard, a 100 g bar, and his heart is racing',
    'there are bright blue crumbs round the collie’s mouth after he was in the barn',
    'my bearded dragon is gaping and flat under the lamp, the thermostat broke and the tank is at 50 degrees',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('reads a colour likened to paper as pale gums, asked about the turn before', async () => {
    expect(
      await lastAnswer(
        'how do I look at my cat’s gums?',
        'they are the colour of printer paper instead of pink and she is cold',
      ),
    ).toMatch(URGENT);
  });
});
