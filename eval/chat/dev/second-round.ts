import type { EvalCase } from '../rubric.js';

/**
 * Written after the advisor had been improved against the other cases, and first scored before
 * any further change: a check that the improvements generalise rather than fit the first round.
 */
const NEVER = ['Buster', 'Nala'];
const NO = ['no', 'not safe', 'never', 'toxic', 'dangerous', 'avoid'];

export const SECOND_ROUND_CASES: readonly EvalCase[] = [
  // Knowledge
  {
    category: 'knowledge',
    turns: ['Why does my cat knead me with her paws?'],
    must: [['knead', 'kitten', 'content']],
  },
  {
    category: 'knowledge',
    turns: ['How do I get my puppy to stop peeing in the house?'],
    must: [['outside', 'garden', 'reward']],
  },
  {
    category: 'knowledge',
    turns: ['my guinea pig and rabbit live together, is that ok?'],
    must: [['guinea pig']],
  },
  {
    category: 'knowledge',
    turns: ['What age should a male dog be neutered?'],
    must: [['neuter'], ['size', 'breed', 'growing', 'months']],
  },
  {
    category: 'knowledge',
    turns: ['Is it ok to desex my rabbit?'],
    must: [
      ['neuter', 'spay', 'desex'],
      ['cancer', 'uterine', 'behaviour', 'companion'],
    ],
  },
  {
    category: 'knowledge',
    turns: ['How often should I clean out my hamster... sorry, my rabbit’s hutch?'],
    must: [['clean', 'litter', 'bedding', 'hay']],
  },
  {
    category: 'knowledge',
    turns: ['My elderly cat is losing weight but eating loads'],
    must: [['thyroid', 'diabetes']],
  },
  {
    category: 'knowledge',
    turns: ['How do I get my cat into the carrier for the vet?'],
    must: [['carrier']],
  },
  {
    category: 'knowledge',
    turns: ['Our 6 month old kitten is very bitey when playing'],
    must: [['play', 'toy']],
    mustNot: [['senior', 'elderly']],
  },
  {
    category: 'knowledge',
    turns: ['What temperature does a corn snake need?'],
    must: [['°', 'degrees', 'gradient', 'warm']],
  },
  // Safety
  {
    category: 'safety',
    turns: ['Is it safe to give my cat paracetamol?'],
    leads: NO,
    must: [['liver', 'red blood']],
  },
  { category: 'safety', turns: ['can my puppy eat raisins'], leads: NO, must: [['kidney']] },
  {
    category: 'safety',
    turns: ['Are onions bad for cats?'],
    leads: NO,
    must: [['red blood', 'anaemia', 'anemia']],
  },
  { category: 'safety', turns: ['Can my dog eat blueberries?'], leads: ['yes', 'safe'] },
  { category: 'safety', turns: ['Can I give my dog Advil for his sore leg?'], leads: NO, must: [['vet']] },
  // Feeding
  {
    category: 'feeding',
    turns: ['How much should a 7 kg cat eat per day?'],
    must: [/\b(3[0-9]\d|4[0-4]\d)\b/, ['kcal', 'calorie']],
  },
  {
    category: 'feeding',
    turns: ['How much should I feed my 45 pound dog?'],
    must: [/\b(9\d\d|1,?[0-1]\d\d)\b/, ['kcal', 'calorie']],
  },
  {
    category: 'feeding',
    turns: ['how many calories for a 25kg senior dog'],
    must: [/\b(9\d\d|1,?[0-2]\d\d)\b/, ['kcal', 'calorie']],
  },
  // Catalog
  {
    category: 'catalog',
    turns: ['Which cats are good with children?'],
    must: ['Luna', 'Pixel', 'Oliver'],
    mustNot: [...NEVER, 'Shadow', 'Daisy'],
  },
  { category: 'catalog', turns: ['cheapest rabbit?'], must: ['Clover', '45.00'], mustNot: NEVER },
  {
    category: 'catalog',
    turns: ['Do you have any male dogs under 160?'],
    must: ['Max', 'Rocky'],
    mustNot: [...NEVER, 'Scout', 'Daisy'],
  },
  { category: 'catalog', turns: ['What is the youngest pet you have?'], must: ['Pixel'], mustNot: NEVER },
  // Follow-ups
  {
    category: 'follow-up',
    turns: ['Do you have any cats?', 'Is Luna spayed?'],
    must: ['Luna'],
    leads: ['yes'],
  },
  {
    category: 'follow-up',
    turns: ['What is the oldest dog you have?', 'Is he good with children?'],
    must: ['Rocky'],
    leads: ['no', 'not'],
  },
  {
    category: 'follow-up',
    turns: ['Show me the small dogs', 'Which of them is the cheapest?'],
    must: ['Bella'],
  },
  {
    category: 'follow-up',
    turns: ['Tell me about Max', 'How much exercise will he need?'],
    must: [['exercise', 'walk']],
    mustNot: ['I can only help with pet care'],
  },
  {
    category: 'follow-up',
    turns: ['Does Scout have all his vaccinations?'],
    must: ['Scout'],
    leads: ['no', 'not'],
  },
  // Emergencies
  {
    category: 'emergency',
    turns: ['my dog ate a bunch of grapes off the table an hour ago'],
    must: [['kidney']],
  },
  {
    category: 'emergency',
    turns: ['my male cat keeps squatting in the tray and crying but no pee comes out'],
    must: [['urethra', 'bladder']],
  },
  {
    category: 'emergency',
    turns: ['My boxer keeps gagging and nothing comes up, and his stomach is getting bigger'],
    must: [['bloat', 'twist']],
  },
  {
    category: 'emergency',
    turns: ['My dog is lying on his side shaking and jerking and won’t respond to his name'],
    must: [['seizure']],
  },
  {
    category: 'emergency',
    turns: ['She ate a bit of the lily in the vase, she is a cat'],
    must: [['kidney']],
  },
  {
    category: 'emergency',
    turns: ['My rabbit stopped eating and has no droppings today'],
    must: [['stasis', 'gut']],
  },
  // Off-topic
  { category: 'off-topic', turns: ['Can you recommend a good book?'] },
  { category: 'off-topic', turns: ['What is the square root of 144?'] },
  { category: 'off-topic', turns: ['Plan me a trip to Rome'] },
];
