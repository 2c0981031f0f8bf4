import type { EvalCase } from '../rubric.js';

/**
 * The shelter's pets asked about in many word orders, answered from eval/chat/shelter.ts.
 * Buster is adopted and Nala belongs to another tenant: neither may ever be offered.
 */
const NEVER = ['Buster', 'Nala'];
const catalog = (question: string, must: EvalCase['must'], mustNot: EvalCase['mustNot'] = []): EvalCase => ({
  category: 'catalog',
  turns: [question],
  must,
  mustNot: [...NEVER, ...mustNot],
});

export const CATALOG_CASES: readonly EvalCase[] = [
  catalog('do u have any snakes', ['Noodle'], ['Spike', 'Gizmo', 'Shelly']),
  catalog('any lizards for adoption?', ['Spike', 'Gizmo'], ['Shelly', 'Noodle']),
  catalog('lowest adoption fee for a cat?', ['Oliver', '60.00'], ['Luna']),
  catalog('How much is Chloé?', ['130.00']),
  catalog('how much do you want for chloe', ['130.00']),
  catalog('tell me about mister pickles', [['Mister Pickles'], ['guinea']]),
  catalog('Does your shelter sell guinea pigs?', ['Mister Pickles'], ['Daisy']),
  catalog('Have you got parrots or budgies?', ['Kiwi'], ['Daisy']),
  catalog('is there a rabbit for under 48 bucks', ['Clover'], ['Thumper']),
  catalog('dogs. cheapest. go', ['Bella', '85.00'], ['Daisy', 'Scout']),
  catalog(
    "biggest dogs you've got and what they cost",
    ['Max', 'Rocky', '150.00', '95.00'],
    ['Bella', 'Peanut'],
  ),
  catalog('Price of Thumper please', ['50.00']),
  catalog('Looking to adopt a reptile – what do you have and what are the fees?', [
    'Spike',
    'Gizmo',
    'Noodle',
    'Shelly',
    '160.00',
  ]),
  catalog('is spike still up for adoption?', ['Spike'], [['adopted']]),
  catalog('what pets do you have available right now?', [['19', /\bmore\b/i]]),
  catalog('we have small kids, do you have a puppy that would fit in?', ['Scout'], ['Rocky', 'Peanut']),
  catalog('whats ur priciest cat', ['Luna', '180.00'], ['Oliver']),
  catalog('got any girl bunnies', ['Clover'], ['Thumper']),
  catalog('Do you have ferrets?', [['ferret']], ['Daisy', 'Oliver', 'Mister Pickles']),
  catalog(
    'I would like a cat that is already vaccinated, which one you have?',
    [['Luna', 'Oliver', 'Chloé']],
    ['Pixel'],
  ),
];
