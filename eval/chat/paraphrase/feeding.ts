import type { EvalCase } from '../rubric.js';
import { reworded } from './reword.js';

/** Every development feeding question, reworded twice with the same figures. */
export const FEEDING_REWORDINGS: readonly EvalCase[] = [
  ...reworded(
    'How much should I feed a 30 kg Labrador per day?',
    'my lab is 30kg, how much food a day',
    'What is the appropriate daily amount of food for a Labrador weighing 30 kg?',
  ),
  ...reworded(
    'how much food does my 4kg cat need a day',
    'cat 4 kg how much per day',
    'What daily quantity of food does a cat weighing 4 kg require?',
  ),
  ...reworded(
    'How many calories does a 10 kg puppy need? He is five months old',
    'puppy 10kg, 5 months, how many calories',
    'My puppy is five months old and weighs 10 kg. What is his daily calorie requirement?',
  ),
  ...reworded(
    'My kitten is 6 months old and weighs 3 kg, how much should she eat?',
    'kitten 6 months 3kg how much food',
    'How much should a six-month-old kitten weighing 3 kg be fed each day?',
  ),
  ...reworded(
    'How much should I feed my 20 lb dog?',
    'how much food for a 20 lb dog',
    'What is a suitable daily food amount for my dog, who weighs 20 lb?',
  ),
  ...reworded(
    'My beagle is 14 kg and overweight, how much should he eat to lose weight?',
    'my beagle is 14kg n fat, how much should he eat to slim down',
    'My Beagle weighs 14 kg and is overweight. How much food should he have so that he loses weight?',
  ),
  ...reworded(
    'How much should I feed my dog?',
    'how much do i feed the dog',
    'What amount of food should my dog be given?',
  ),
  ...reworded(
    'How much should I feed my rabbit?',
    'how much food for my bunny',
    'What quantity of food does my rabbit need?',
  ),
  ...reworded(
    'How many times a day should I feed my 8 week old kitten?',
    '8 wk old kitten, how many meals a day',
    'How often each day should a kitten of eight weeks be fed?',
  ),
  ...reworded(
    'How much wet food should a 5 kg adult cat get?',
    'how much wet food for a 5kg adult cat',
    'What daily amount of wet food is appropriate for an adult cat of 5 kg?',
  ),
  ...reworded(
    'How much should a 7 kg cat eat per day?',
    'cat is 7kg how much a day',
    'What should be the daily food intake of a cat weighing 7 kg?',
  ),
  ...reworded(
    'How much should I feed my 45 pound dog?',
    'how much food for my 45 lb dog',
    'What is the right daily amount of food for a dog of 45 pounds?',
  ),
  ...reworded(
    'how many calories for a 25kg senior dog',
    'calories for an older dog, 25 kg?',
    'How many calories per day does a senior dog of 25 kg need?',
  ),
];
