import type { EvalCase } from '../rubric.js';

/**
 * Quantities: with a weight, an energy estimate from the resting energy requirement
 * (RER = 70 x kg^0.75) times the life-stage factor, stated as an estimate. The ranges accept any
 * reasonable factor for the stage: a 30 kg adult dog needs roughly 1,300 to 1,700 kcal a day.
 */
const feeding = (question: string, must: EvalCase['must'], mustNot?: EvalCase['mustNot']): EvalCase => ({
  category: 'feeding',
  turns: [question],
  must,
  ...(mustNot === undefined ? {} : { mustNot }),
});

const ESTIMATE = ['estimate', 'approximate', 'roughly', 'about', 'starting point'];

export const FEEDING_CASES: readonly EvalCase[] = [
  feeding('How much should I feed a 30 kg Labrador per day?', [
    /\b1,?[3-7]\d\d\b/,
    ['kcal', 'calorie'],
    ESTIMATE,
  ]),
  feeding('how much food does my 4kg cat need a day', [/\b(19\d|2[0-7]\d)\b/, ['kcal', 'calorie'], ESTIMATE]),
  feeding('How many calories does a 10 kg puppy need? He is five months old', [
    /\b(7[0-9]\d|8[0-4]\d)\b/,
    ['kcal', 'calorie'],
  ]),
  feeding('My kitten is 6 months old and weighs 3 kg, how much should she eat?', [
    /\b(3[5-9]\d|4[0-4]\d)\b/,
    ['kcal', 'calorie'],
  ]),
  feeding('How much should I feed my 20 lb dog?', [/\b(5[0-9]\d|6[0-6]\d)\b/, ['kcal', 'calorie']]),
  feeding('My beagle is 14 kg and overweight, how much should he eat to lose weight?', [
    ['kcal', 'calorie'],
    ['vet'],
    ['target', 'ideal'],
  ]),
  feeding('How much should I feed my dog?', [['weight', 'label']]),
  feeding('How much should I feed my rabbit?', [['hay']]),
  feeding('How many times a day should I feed my 8 week old kitten?', [['meal', 'times']]),
  feeding('How much wet food should a 5 kg adult cat get?', [
    ['kcal', 'calorie'],
    ['label', 'can', 'pouch'],
  ]),
];
