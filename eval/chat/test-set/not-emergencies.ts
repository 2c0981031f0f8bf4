import type { EvalCase } from '../rubric.js';

/**
 * Questions that sound alarming but describe no emergency: a product not yet applied, a safe
 * food eaten, normal behaviour. The urgent advice must not open them (the rubric fails a false
 * alarm in every category but `emergency`).
 */
const NO = [/\bno\b/i, /\bnot\b/i, 'never', 'toxic', 'dangerous', 'poison', 'avoid', "don't", "shouldn't"];
const SAFE = ['safe', 'fine', /\bok\b/i, 'okay', /\byes\b/i, 'good', 'harmless'];

export const NOT_EMERGENCY_CASES: readonly EvalCase[] = [
  {
    category: 'safety',
    turns: [
      "got flea stuff for the dog from the pet shop. can i use the same tube on my cat? haven't put anything on her yet",
    ],
    leads: NO,
    must: [['permethrin', 'toxic', 'poison']],
  },
  {
    category: 'safety',
    turns: ['Bought some lilies for the flat but not brought them home yet, I have a cat, bad idea?'],
    leads: NO,
    must: [['kidney']],
  },
  {
    category: 'safety',
    turns: ['my dog ate a few plain cooked carrot sticks off my plate, is that a problem'],
    leads: SAFE,
    must: [['carrot']],
  },
  {
    category: 'safety',
    turns: ['a couple of blueberries fell off the counter and my pup gobbled them, should i panic??'],
    leads: SAFE,
    must: [['blueberr']],
  },
  {
    category: 'safety',
    turns: ['My cat stole some plain boiled chicken breast from my plate, will she be okay?'],
    leads: SAFE,
    must: [['chicken']],
  },
  {
    category: 'knowledge',
    turns: ['my rabbit eats his own poo, the soft shiny ones, is he sick??'],
    must: [['caecotroph', 'cecotroph', 'normal', 'night dropping', 'nutrient']],
  },
  {
    category: 'knowledge',
    turns: ['kitten sleeps most of the day, like 18 hours, is something wrong with her'],
    must: [['sleep'], ['normal', 'typical', 'common']],
  },
];
