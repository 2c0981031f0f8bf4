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
  LILY,
  PACKAGING,
  RAT_BAIT,
  SEIZURE,
  STASIS,
  XYLITOL,
} from './shared-condition-terms.js';

/**
 * Emergencies told as what the pet does rather than as symptoms, written before the advisor's
 * code was read for them: hiding and crying, pacing, pressing the head on a wall, straining again
 * and again, lying stretched on cold tiles, yelping when lifted. Many call the pet only by its
 * name, with no species word, or name the species once in passing. Near-misses are odd behaviours
 * that are normal (zoomies, a mouse brought in, circling before lying down). Terms are what any
 * good answer holds: the condition or substance, and where fitting one point of first aid.
 */
const HEAT = ['heatstroke', 'heat stroke', 'overheat'];
const GRAPES = ['grape', 'raisin'];
const PAINKILLER = ['ibuprofen', 'paracetamol', 'acetaminophen', 'painkiller', 'nsaid', 'anti-inflammator'];
const GUMS = ['gum', 'shock', 'oxygen', 'blood', 'anaemi', 'anemi', 'circulation'];
const BIRTH = ['labour', 'labor', 'dystocia', 'birth', 'deliver', 'whelp', 'kitten', 'pupp'];
const PAIN = ['pain', 'injur', 'spine', 'spinal', 'disc', 'fracture'];

export const BEHAVIOUR_EMERGENCIES: readonly EvalCase[] = [
  // Heatstroke, told by where the pet lies and how it moves.
  emergency(
    [
      'Biscuit came in from the garden and flopped on the kitchen tiles, panting like mad and wont get up even for a treat',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'after the hike Mochi keeps stumbling sideways and lying down in every bit of shade, tongue hanging way out and drooling',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'left the car for ten minutes, now Rex is staring into space, breathing really loud and wobbling when he tries to walk',
    ],
    [HEAT],
  ),
  // Toxins, told by what the pet did and how it behaves after.
  emergency(
    [
      'Mr Whiskers was licking at a puddle under the car in the garage and now he is walking like he is drunk',
    ],
    [ANTIFREEZE],
  ),
  emergency(
    [
      'Pepper got into my handbag and chewed up a pack of sugar free gum, now she is shaking and cant stand properly',
    ],
    [XYLITOL],
  ),
  emergency(
    [
      'Bruno gobbled a handful of raisins off the floor, he keeps going round sniffing for more, acting totally normal',
    ],
    [GRAPES],
  ),
  emergency(
    [
      'Luna the cat was chewing on the flowers in the vase, the big white lilies, and now shes hiding under the bed',
    ],
    [LILY],
  ),
  emergency(
    [
      'found Daisy with blue pellets in her mouth behind the shed where we put the rat stuff, she seems fine and is wagging',
    ],
    [RAT_BAIT, PACKAGING],
  ),
  emergency(
    [
      'Toby chewed open the blister pack of my ibuprofen, not sure how many he got, he keeps licking his lips and pacing',
    ],
    [PAINKILLER],
  ),
  emergency(
    [
      'Coco ate most of a bar of dark chocolate, now she cant settle, keeps pacing and her heart is going like crazy',
    ],
    [CHOCOLATE],
  ),
  // Blocked male cat, told as toilet trips.
  emergency(
    [
      'Oscar keeps running back to the litter tray every few minutes, squats, cries and nothing comes out. hes a boy',
    ],
    [BLADDER],
  ),
  emergency(
    [
      'my tom Simba is hiding behind the sofa yowling, he has been in and out of the tray all morning and keeps licking his bits',
    ],
    [BLADDER],
  ),
  emergency(
    [
      'Milo (male, 4) is squatting all over the house trying to wee, only a few drops, now hes crying when I touch his tummy',
    ],
    [BLADDER],
  ),
  // Bloat, told as restlessness.
  emergency(
    [
      'Duke the great dane cant settle since dinner, keeps pacing, trying to be sick but nothing comes up, belly looks tight',
    ],
    [BLOAT],
  ),
  emergency(
    [
      'Bear keeps getting up and lying down again over and over, retching and drooling, his tummy is getting bigger',
    ],
    [BLOAT],
  ),
  // Breathing.
  emergency(
    [
      'Misty is sitting with her neck stretched out and elbows sticking out, mouth open, her sides going in and out really fast',
    ],
    [BREATHING],
  ),
  emergency(
    [
      'Kiwi wont lie down at all, just sits upright breathing with her mouth open, shes a cat so that cant be right',
    ],
    [BREATHING],
  ),
  // Seizures and head pressing.
  emergency(
    [
      'Max fell over and his legs are paddling and his jaw is chomping, hes wet himself, its been going on a couple of minutes',
    ],
    [SEIZURE],
  ),
  emergency(
    ['Ziggy is standing in the corner pressing his head against the wall and wont respond when I call him'],
    [['head press', 'brain', 'neurolog', 'liver', 'toxin', 'poison']],
  ),
  emergency(
    [
      'Pickle keeps walking round and round in circles to the left, staring at nothing and bumping into things',
    ],
    [['brain', 'neurolog', 'stroke', 'vestibular', 'toxin', 'poison']],
  ),
  // Collapse and gums.
  emergency(
    [
      'Shadow was fine on the walk then just dropped, lay there for a bit not responding, now hes up but really weak',
    ],
    [COLLAPSE],
  ),
  emergency(
    ['Rosie is lying flat out on the cold bathroom floor and wont lift her head, her gums look almost white'],
    [GUMS],
  ),
  emergency(
    ['Charlie is trembling in a corner and when I lifted his lip his gums were a grey blue colour'],
    [GUMS],
  ),
  // Rabbit gut stasis, told as sitting still.
  emergency(
    [
      'Thumper is sitting hunched in the corner of the hutch, wont come for her pellets and there are no droppings this morning',
    ],
    [STASIS],
  ),
  emergency(
    [
      'my bunny Clover is pressing her belly to the floor and grinding her teeth, hasnt hopped about or eaten today',
    ],
    [STASIS],
  ),
  // A birth that stalls.
  emergency(
    [
      'Bella has been pushing hard for over an hour, nothing coming, shes panting and keeps looking at her back end',
    ],
    [BIRTH],
  ),
  emergency(
    [
      'Nala had two kittens this morning, now shes been straining and crying for two hours and no more are coming out',
    ],
    [BIRTH],
  ),
  // Pain shown as behaviour.
  emergency(
    [
      'Rufus yelped really loud when I picked him up and now he is standing with his back hunched and tail tucked right under',
    ],
    [PAIN],
  ),
  emergency(
    [
      'Teddy suddenly cant use his back legs, he is dragging himself along and screams if I touch his back. dachshund',
    ],
    [['disc', 'spine', 'spinal', 'IVDD', 'paraly']],
  ),
  emergency(
    [
      'Poppy is hiding under the bed crying out every few minutes, wont come out even for tuna and is breathing fast',
    ],
    [['pain', 'breath']],
  ),
  emergency(
    [
      'Jasper refuses to move from his bed, his belly is rock hard and he growls if I go near it, and he keeps trying to be sick',
    ],
    [BLOAT],
  ),
  // Frantic licking after contact with something.
  emergency(
    ['Sooty walked through some spilled coolant in the garage and now hes frantically licking his paws'],
    [ANTIFREEZE, ['wash', 'rinse', 'lick']],
  ),
  emergency(
    [
      'Ginger brushed past the lily on the windowsill and keeps licking one spot on her side where the orange pollen is',
    ],
    [LILY],
  ),
  // Two turns: an ordinary question, then the behaviour.
  emergency(
    [
      'what should Hazel weigh? shes a spaniel',
      'also shes been trying to be sick for the last half hour but nothing comes out and she keeps pacing and looking at her belly',
    ],
    [BLOAT],
  ),
  emergency(
    [
      'how often should I clean the litter box',
      'actually Leo keeps going in it and straining and crying and theres no pee in it at all',
    ],
    [BLADDER],
  ),
];

export const BEHAVIOUR_NEAR_MISSES: readonly EvalCase[] = [
  knowledge(
    ['Biscuit gets the zoomies every night around 9, racing round the living room like a maniac. why?'],
    [['energy', 'play', 'normal', 'FRAP', 'zoom']],
  ),
  knowledge(
    ['Mr Whiskers brought a dead mouse in and left it on the doormat, why does he do this'],
    [['hunt', 'instinct', 'prey', 'gift']],
  ),
  knowledge(
    ['why does Rex circle three times before he lies down on his bed?'],
    [['instinct', 'nest', 'comfort', 'normal']],
  ),
  knowledge(
    ['Mochi stares at the wall sometimes and then runs off, is that a cat thing'],
    [['normal', 'hear', 'sound', 'prey', 'insect']],
  ),
  knowledge(
    ['my dog loves lying on the cool kitchen tiles in summer, is that ok?'],
    [['cool', 'normal', 'temperature']],
  ),
  knowledge(
    ['Luna kneads the blanket with her paws and purrs, what does it mean'],
    [['knead', 'content', 'kitten', 'comfort']],
  ),
  knowledge(['Thumper jumps in the air and twists, is my rabbit ok?'], [['binky', 'happy', 'joy']]),
  knowledge(
    ['Pepper chases her tail for a minute when shes excited, should I worry?'],
    [['play', 'normal', 'bored', 'excite', 'exercise']],
  ),
  knowledge(
    ['Oscar scratches the sofa no matter what I do, how can I stop him'],
    [['scratching post', 'post', 'scratcher']],
  ),
  knowledge(['Duke eats grass on walks sometimes, is that bad for dogs'], [['grass', 'normal', 'common']]),
];
