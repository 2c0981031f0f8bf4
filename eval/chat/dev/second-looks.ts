import type { EvalCase } from '../rubric.js';
import { emergency, knowledge } from './case-builders.js';

/**
 * Questions that read like an emergency at first sight and are not one, and one emergency told
 * without a single word for it, written before the advisor was changed for them: care in hot
 * weather, a poisoning treated days ago, a pet on seizure medication, how to recognise breathing
 * trouble, a dog in season, drooling on a car ride, a purring rabbit's teeth, an old dog's cloudy
 * eyes, an inhaler, a litter already born.
 */

export const SECOND_LOOK_NEAR_MISSES: readonly EvalCase[] = [
  knowledge(['any tips for keeping my husky comfortable in a hot spell?'], [['shade', 'water', 'cool']]),
  knowledge(
    [
      'our spaniel ate raisins ten days ago, the vet treated him and his bloods were fine. can he have dried fruit ever?',
    ],
    [['raisin', 'grape']],
  ),
  knowledge(
    ['my collie started seizure meds last week, will they make him sleepy?'],
    [['seizure', 'epilep', 'medic']],
  ),
  knowledge(['how do i tell if my dog is having trouble breathing?'], [['breath', 'gum']]),
  knowledge(
    ['my bitch is in heat and has some bloody discharge, how long does it last?'],
    [['season', 'heat', 'cycle']],
  ),
  knowledge(
    ['my dog drools a lot in the car on long journeys, how can I help him?'],
    [['travel', 'car', 'motion']],
  ),
  knowledge(
    ['my rabbit grinds her teeth softly when I stroke her, is she happy?'],
    [['purr', 'content', 'relax', 'happy']],
  ),
  knowledge(['my 13 year old dog has cloudy eyes, is he going blind?'], [['lens', 'sclerosis', 'cataract']]),
  knowledge(
    ['my cat had one kitten a week ago and they are both doing well, when can I handle it?'],
    [['kitten']],
  ),
];

export const SECOND_LOOK_EMERGENCIES: readonly EvalCase[] = [
  emergency(
    ['my girl has gone stiff and is jerking and weeing everywhere and it wont stop'],
    [['seizure', 'fit', 'convuls']],
  ),
];
