import type { EvalCase } from '../rubric.js';
import { emergency, knowledge } from './case-builders.js';
import {
  ANTIFREEZE,
  BLADDER,
  BLOAT,
  BREATHING,
  CHOCOLATE,
  COLLAPSE,
  COOL,
  HEAT,
  LILY,
  RAT_BAIT,
  SEIZURE,
  STASIS,
} from './shared-condition-terms.js';

/**
 * Emergencies told through the owner's own label for what they see, often a wrong or a human one
 * ("a heart attack", "a panic attack", "constipated", "a hairball", "he's drunk", "sunburn",
 * "just tired", "a cold", "false pregnancy"), with the signs that make it urgent whatever the
 * label; and near-misses where the same labels are used for something truly minor. Written before
 * the advisor's code was read for them; each term is what any good vet answer would hold.
 */
const XYLITOL = ['xylitol', 'sweetener'];
const GRAPES = ['grape', 'raisin', 'sultana'];
const PAINKILLER = ['ibuprofen', 'paracetamol', 'acetaminophen', 'painkiller', 'NSAID'];
const GUMS = ['gum', 'anaemi', 'anemi', 'blood loss', 'bleed', 'oxygen', 'cyano'];
const BIRTH = ['labour', 'labor', 'birth', 'dystocia', 'whelp', 'queen', 'kitten', 'pupp'];
const ALLERGY = ['allerg', 'anaphyla', 'swell', 'sting'];
const PARALYSIS = ['paraly', 'spine', 'spinal', 'disc', 'clot', 'thrombo'];

export const OWN_DIAGNOSIS_EMERGENCIES: readonly EvalCase[] = [
  // "Heart attack", "stroke", "panic attack".
  emergency(
    ['i think my old lab is having a heart attack, he just fell over on the walk and his gums look white'],
    [COLLAPSE],
  ),
  emergency(
    [
      'is it possible for cats to have a heart attack?? she screamed, her back legs went cold and floppy and she cant use them',
    ],
    [PARALYSIS],
  ),
  emergency(
    [
      'my dog had a stroke i think, he went stiff on the floor paddling his legs and wet himself, its happened twice in an hour',
    ],
    [SEIZURE],
  ),
  emergency(
    [
      'my cat is having a panic attack, she is breathing with her mouth open and her sides are going in and out really fast',
    ],
    [BREATHING],
  ),
  emergency(
    [
      'my pug keeps hyperventilating after the walk, it was 28 degrees out, hes drooling and his tongue is almost purple',
    ],
    [HEAT, COOL],
  ),
  // "Allergic reaction".
  emergency(
    [
      'think my boxer is having an allergic reaction to something in the garden, his whole face has puffed up and he is wheezing',
    ],
    [ALLERGY],
  ),
  emergency(
    [
      'allergic reaction maybe? she was fine an hour ago, now vomiting, hives all over and her gums are going pale',
    ],
    [ALLERGY],
  ),
  // "Sunburn", "dehydrated", "tired".
  emergency(
    [
      'my husky got sunburnt at the park i reckon, hes bright red in the mouth, panting like crazy and keeps stumbling',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'my greyhound is just dehydrated from the race, he wont drink though, hes collapsed in the shade and feels boiling hot',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'my cat is probably just tired, she has been sleeping all day, but her gums and tongue are white as paper',
    ],
    [GUMS],
  ),
  emergency(
    [
      'she is just lazy today i think, the spaniel wont get up, her gums are a greyish white and she is breathing fast',
    ],
    [GUMS],
  ),
  emergency(
    ['my cockapoo caught a chill, his lips and tongue have gone a blueish colour and hes struggling for air'],
    [BREATHING],
  ),
  // "A cold", "asthma".
  emergency(
    [
      'my cat has a bad cold, she is sitting hunched with her neck stretched out, breathing with her mouth open',
    ],
    [BREATHING],
  ),
  emergency(
    [
      'my frenchie has a cold and is all snorty, but now he is gasping, making a honking noise and his tongue is blue',
    ],
    [BREATHING],
  ),
  // "Constipated" (blocked male cat).
  emergency(
    [
      'my boy cat is constipated, he keeps going in and out of the litter box straining and nothing comes out, what laxative can i give',
    ],
    [BLADDER],
  ),
  emergency(
    [
      'tom cat straining in the tray for ages, i think its just constipation but he cried when i picked him up and licks his bits',
    ],
    [BLADDER],
  ),
  emergency(
    [
      'my neutered male cat is constipated since yesterday, squats in the litter tray and only a few drops of pink wee',
    ],
    [BLADDER],
  ),
  // "Hairball", "indigestion", "wind".
  emergency(
    [
      'my great dane is trying to bring up a hairball or something, retching over and over but nothing comes up and his belly is swollen',
    ],
    [BLOAT],
  ),
  emergency(
    [
      'my german shepherd has bad indigestion after dinner, stomach is tight as a drum and hes pacing, trying to be sick',
    ],
    [BLOAT],
  ),
  emergency(
    ['just wind i think? my setter is drooling, dry heaving, and his tummy has blown up since he ate'],
    [BLOAT],
  ),
  // "Tummy bug" (poisoning).
  emergency(
    [
      'my dog has a tummy bug, she started vomiting after getting into the shed, the rat bait box in there is chewed',
    ],
    [RAT_BAIT],
  ),
  emergency(
    [
      'tummy bug i think, my staffie was sick twice, he had a handful of raisins off the kids table this morning',
    ],
    [GRAPES],
  ),
  emergency(
    ['my cat has an upset stomach, she is drooling and throwing up, she was chewing the lilies my mum sent'],
    [LILY],
  ),
  emergency(
    [
      'dog has a bit of a stomach upset, shaking and restless, he ate most of a dark chocolate bar while we were out',
    ],
    [CHOCOLATE],
  ),
  emergency(
    [
      'my dog has food poisoning, vomiting and wont eat, he chewed the box of my ibuprofen tablets and some are missing',
    ],
    [PAINKILLER],
  ),
  // "Drunk" (xylitol, antifreeze).
  emergency(
    ['my dog is acting drunk, wobbling and falling over, he ate some sugar free gum from my handbag'],
    [XYLITOL],
  ),
  emergency(
    [
      'my cat seems drunk, staggering about and throwing up, she was in the garage where the car leaked coolant',
    ],
    [ANTIFREEZE],
  ),
  emergency(
    [
      'my lab is walking like hes tipsy lol, bumping into stuff, he licked a puddle under the car after i topped up the radiator',
    ],
    [ANTIFREEZE],
  ),
  emergency(
    ['hes drunk and dopey after eating my sugar free peanut butter cookies, now hes trembling'],
    [XYLITOL],
  ),
  // "Arthritis", "pulled a muscle" (sudden paralysis).
  emergency(
    [
      "my dachshund's arthritis is flaring up, he suddenly cant walk on his back legs at all and cries when touched",
    ],
    [PARALYSIS],
  ),
  emergency(
    ['my cat pulled a muscle in her back legs, she is dragging them, they feel cold and she keeps yowling'],
    [PARALYSIS],
  ),
  // "Fainted", "sleeping", "fits".
  emergency(['i think my dog fainted, he fell and wont wake up properly, gums look pale'], [COLLAPSE]),
  emergency(
    [
      'my collie is having one of his funny turns again, shaking and foaming at the mouth, its been going on over five minutes',
    ],
    [SEIZURE],
  ),
  // Rabbit "sulking" (gut stasis).
  emergency(
    [
      'my rabbit is sulking, she wont eat her pellets or hay since yesterday and there are no droppings in the tray',
    ],
    [STASIS],
  ),
  emergency(
    ['i think my bunny is just constipated, no poo since this morning, hunched and grinding his teeth'],
    [STASIS],
  ),
  // "False pregnancy", "resting" (stalled birth).
  emergency(
    ['maybe its a false pregnancy? my bitch has been pushing hard for an hour and no puppy has come out'],
    [BIRTH],
  ),
  emergency(
    [
      'my cat had two kittens then she is just resting, its been three hours, she is still straining now and then and has green discharge',
    ],
    [BIRTH],
  ),
];

export const OWN_DIAGNOSIS_NEAR_MISSES: readonly EvalCase[] = [
  knowledge(
    [
      'i think my cat has a cold, she sneezes a bit and has a runny nose but is eating and purring like normal',
    ],
    [['sneez', 'cold', 'flu', 'upper respiratory', 'nose']],
  ),
  knowledge(
    [
      "my old labrador's arthritis is playing up in the cold weather, he is slow getting up but walks fine once going",
    ],
    [['arthritis', 'joint', 'stiff']],
  ),
  knowledge(
    ['my female cat is a bit constipated, she passed a small hard poo today, she eats and plays normally'],
    [['fibre', 'fiber', 'water', 'hydrat', 'pumpkin', 'wet food']],
  ),
  knowledge(
    ['my cat coughed up a hairball this morning and then ate her breakfast, is that normal?'],
    [['hairball', 'hair ball', 'groom', 'brush']],
  ),
  knowledge(
    ['my dog seems a bit tired after the long hike yesterday, eating and drinking fine, gums nice and pink'],
    [['rest', 'exercise', 'tired']],
  ),
  knowledge(
    ['my white cat gets sunburnt ears in summer, how do i protect them?'],
    [['sun', 'shade', 'UV', 'sunscreen']],
  ),
  knowledge(
    ['my dog had a little tummy bug, one soft poo this morning, now eating and bouncing around'],
    [['bland', 'diarrh', 'water', 'stool']],
  ),
  knowledge(
    ['my spayed bitch is nesting and guarding a toy after her season, i think its a false pregnancy'],
    [['false pregnancy', 'phantom', 'pseudopregnan']],
  ),
  knowledge(
    ['my dog gets a bit panicky in thunderstorms, pants and hides under the bed, how can i help him?'],
    [['anxi', 'calm', 'fear', 'safe']],
  ),
  knowledge(
    ['is it allergies? my dog scratches his ears a lot in spring, no swelling, otherwise happy'],
    [['allerg', 'itch']],
  ),
];
