import type { EvalCase } from '../rubric.js';

/**
 * Questions about the pets on offer, answered from the evaluation's own shelter
 * (eval/chat/shelter.ts). Buster is adopted and Nala belongs to another tenant: neither may be
 * offered, and both are cheaper than every available dog.
 */
const NEVER = ['Buster', 'Nala'];
const catalog = (question: string, must: EvalCase['must'], mustNot: readonly string[] = []): EvalCase => ({
  category: 'catalog',
  turns: [question],
  must,
  mustNot: [...NEVER, ...mustNot],
});

export const CATALOG_CASES: readonly EvalCase[] = [
  catalog('What is the cheapest dog you have?', ['Bella', '85.00'], ['Daisy', 'Scout']),
  catalog("What's your least expensive cat?", ['Oliver', '60.00'], ['Luna']),
  catalog('Which is the youngest dog available?', ['Scout', '5 months'], ['Rocky']),
  catalog('what is the oldest cat you have', ['Oliver'], ['Pixel']),
  catalog('Any small dogs under 100.00?', ['Bella'], ['Peanut', 'Scout', 'Max']),
  catalog('Do you have any cats that would suit a flat?', ['Luna', 'Pixel'], ['Daisy', 'Max']),
  catalog('Which dogs are good with kids?', ['Daisy', 'Max', 'Bella'], ['Rocky', 'Peanut']),
  catalog('Do you have any female dogs?', ['Daisy', 'Peanut', 'Bella'], ['Max', 'Rocky']),
  catalog('What is the most expensive pet you have?', ['Scout', '250.00']),
  catalog('Show me dogs younger than 2 years', ['Daisy', 'Bella', 'Scout'], ['Max', 'Rocky']),
  catalog('What rabbits can I adopt?', ['Clover', 'Thumper'], ['Daisy']),
  catalog('Are there any pets under $50?', ['Kiwi', 'Clover'], ['Thumper', 'Daisy']),
  catalog('I want a dog that is good with kids and under 200 dollars', ['Max', 'Bella'], ['Daisy', 'Scout']),
  catalog('Got any reptiles?', ['Spike'], ['Daisy']),
  catalog('Do you have any large dogs?', ['Max', 'Rocky'], ['Bella', 'Peanut']),
  catalog('show me your male cats', ['Oliver', 'Shadow'], ['Luna', 'Pixel']),
  catalog('Do you have any birds for sale?', ['Kiwi'], ['Daisy']),
  catalog('Is there a dog under 100 dollars?', ['Bella', 'Rocky'], ['Daisy', 'Max']),
  catalog('Do you have any kittens?', ['Pixel'], ['Oliver', 'Luna']),
  catalog("I'm after a calm senior dog, what have you got?", ['Rocky'], ['Scout', 'Bella']),
  catalog('Do you have any hamsters?', [['hamster']], ['Daisy', 'Oliver', 'Kiwi']),
  catalog('Which cat is the cheapest and good with children?', ['Oliver'], ['Shadow']),
];
