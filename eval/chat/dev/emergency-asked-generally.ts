import type { EvalCase } from '../rubric.js';
import { emergency, knowledge } from './case-builders.js';
import {
  ALLERGY,
  ANTIFREEZE,
  BLOAT,
  CHOCOLATE,
  COOL,
  HEAT,
  IBUPROFEN,
  INJURY,
  LILY,
  STASIS,
} from './shared-condition-terms.js';

/**
 * Emergencies asked as general or conditional questions: "what do I do if...", "is it normal
 * that...", "how long can a ... go without...", "at what point do I take him in", "can a cat die
 * from..." where the owner's own pet is in the situation, often told only in a closing detail.
 * Written before the advisor's code was read for them. The answer must still lead with the urgent
 * line: the frame is general, the pet is not. The near-misses are the same general questions asked
 * out of interest or to prepare, with no pet in trouble, and must not raise the alarm. Each
 * emergency's terms are what any good answer holds: the condition or substance named, and where
 * it fits one point of first aid; never the advisor's wording.
 */
const XYLITOL = ['xylitol', 'birch sugar'];
const GRAPES = ['grape', 'raisin', 'sultana'];
const RODENTICIDE = ['rat poison', 'rat bait', 'rodenticide', 'anticoagulant', 'bait'];
const PARACETAMOL = ['paracetamol', 'acetaminophen', 'painkiller'];
const BLADDER = ['block', 'urethr', 'obstruct', 'bladder', 'urinary'];
const BREATHING = ['breath', 'airway', 'oxygen', 'respirat'];
const SEIZURE = ['seizure', 'fit', 'convuls', 'epilep'];
const COLLAPSE = ['collapse', 'weak', 'shock', 'faint'];
const PALE_GUMS = ['pale', 'anaemi', 'anemi', 'blood', 'shock', 'white'];
const BIRTH = ['labour', 'labor', 'birth', 'whelp', 'dystocia', 'caesarean', 'c-section', 'queening'];
const SWALLOWED = ['obstruct', 'blockage', 'block', 'intestin', 'bowel', 'x-ray', 'foreign'];

export const GENERALLY_ASKED_EMERGENCIES: readonly EvalCase[] = [
  // Heatstroke.
  emergency(
    [
      'what do you do if a dog gets heatstroke? mine was out in the garden all afternoon and now hes panting like crazy and wobbling about',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      "is it normal for a frenchie to pant this much after a walk in the sun? his tongue's gone really dark and he's a bit floppy",
    ],
    [HEAT],
  ),
  emergency(
    [
      "how hot is too hot for a dog in a car?? i was only in the shop 20 mins and when i got back she was drooling everywhere and can't stand up right",
    ],
    [HEAT],
  ),
  emergency(
    [
      'can rabbits get heat stroke? our bunnys hutch ended up in full sun and shes lying flat out breathing really quick, ears are hot',
    ],
    [HEAT],
  ),
  // Antifreeze.
  emergency(
    [
      'how much antifreeze does it take to hurt a cat? mine walked through a puddle of it under the car and has been licking her paws clean',
    ],
    [ANTIFREEZE],
  ),
  emergency(
    [
      'does coolant actually taste sweet to dogs? asking because my lab was licking the drip tray in the garage earlier',
    ],
    [ANTIFREEZE],
  ),
  // Xylitol.
  emergency(
    [
      'is sugar free gum really that bad for dogs, like how bad? my spaniel has just eaten about half a pack off the coffee table',
    ],
    [XYLITOL],
  ),
  emergency(
    [
      'what happens if a dog eats peanut butter that has xylitol in it? ours got the lid off the jar and licked out a good amount',
    ],
    [XYLITOL],
  ),
  // Grapes and raisins.
  emergency(
    ['how many raisins is dangerous for a dog? my little terrier ate maybe ten out of my trail mix'],
    [GRAPES],
  ),
  emergency(
    [
      'do grapes affect every dog or only some of them? mine scoffed a handful about an hour ago and he looks perfectly happy',
    ],
    [GRAPES],
  ),
  // Lilies.
  emergency(
    [
      "are lilies toxic to cats even just the pollen? mine brushed past the bouquet and she's got orange dust on her face that she keeps washing off",
    ],
    [LILY],
  ),
  emergency(
    [
      'can a cat die from chewing a lily leaf? found a chewed one on the floor this morning with my kitten sat next to it',
    ],
    [LILY],
  ),
  // Rat bait.
  emergency(
    [
      'how long does rat poison take to affect a dog? we think ours got into the bait box in the shed this morning',
    ],
    [RODENTICIDE],
  ),
  emergency(
    [
      'what are the signs a dog has eaten rat bait? mine was nosing round the neighbours bait station last week and now his gums are bleeding a little',
    ],
    [RODENTICIDE],
  ),
  // Human painkillers.
  emergency(
    [
      'is ibuprofen bad for dogs? i gave mine one of my 400mg tablets last night because he was limping and now hes been sick',
    ],
    [IBUPROFEN],
  ),
  emergency(
    [
      'can cats have paracetamol? my daughter gave our cat half a tablet because she thought he had a temperature',
    ],
    [PARACETAMOL],
  ),
  // Chocolate in quantity.
  emergency(
    [
      'how much dark chocolate can kill a dog? my beagle ate a whole 200g bar of the 85% stuff while we were out',
    ],
    [CHOCOLATE],
  ),
  emergency(
    [
      'is baking chocolate worse than milk chocolate for dogs? because my staffy has eaten most of a block of cooking chocolate',
    ],
    [CHOCOLATE],
  ),
  // A blocked male cat.
  emergency(
    [
      "how long can a male cat go without peeing? mine's been in and out of the litter box all day and nothing is coming out",
    ],
    [BLADDER],
  ),
  emergency(
    [
      "is it normal for a cat to strain in the tray and cry? he's a neutered boy, 4 years old, been at it on and off since this morning",
    ],
    [BLADDER],
  ),
  emergency(
    [
      "when should i worry about a tom peeing little drops round the house? he keeps licking down there, can't settle and has just been sick",
    ],
    [BLADDER],
  ),
  // Bloat.
  emergency(
    [
      'what are the signs of bloat in dogs? my great dane keeps trying to be sick but nothing comes up and his tummy looks swollen',
    ],
    [BLOAT],
  ),
  emergency(
    [
      'how quickly does bloat come on? our shepherd had a big dinner then charged round the garden and now hes retching and pacing',
    ],
    [BLOAT],
  ),
  // Breathing trouble.
  emergency(
    [
      'is it normal for a cat to breathe with her mouth open? mine is sat hunched up panting and her sides are going in and out fast',
    ],
    [BREATHING],
  ),
  emergency(
    [
      'when should you worry about a dogs breathing? my old boy is really struggling, stretching his neck out to get air',
    ],
    [BREATHING],
  ),
  emergency(
    [
      "how fast should a dog breathe when he's asleep? mine is doing about 60 a minute tonight and coughing, he has a heart murmur",
    ],
    [BREATHING],
  ),
  // Seizures.
  emergency(
    ['what do you do when a dog has a fit? mine is on the floor shaking and paddling his legs right now'],
    [SEIZURE],
  ),
  emergency(
    [
      "how long is too long for a seizure? my cat's been twitching and drooling for about 5 minutes and it isn't stopping",
    ],
    [SEIZURE],
  ),
  emergency(
    ['is it normal for a dog to have more than one seizure in a day? she has had three since lunch'],
    [SEIZURE],
  ),
  // Collapse.
  emergency(
    ["why would a dog suddenly collapse? mine just went down on our walk and she's lying here really weak"],
    [COLLAPSE],
  ),
  emergency(["is it serious if a cat can't stand up? mine keeps falling over and is all floppy"], [COLLAPSE]),
  // Pale or blue gums.
  emergency(
    ["what colour should a dog's gums be? his look really white today and he doesn't want to get up"],
    [PALE_GUMS],
  ),
  emergency(
    [
      "does blue gums mean a cat isn't getting enough oxygen? my cat's look a greyish blue and she's breathing oddly",
    ],
    [BREATHING],
  ),
  // Rabbit gut stasis.
  emergency(
    ["how long can a rabbit go without eating? mine hasn't touched any food or pooped since yesterday"],
    [STASIS],
  ),
  emergency(
    [
      "is it normal for rabbit poos to get tiny? my bun's are small and hardly any, and he's sat hunched up ignoring his pellets",
    ],
    [STASIS],
  ),
  // A birth that stalls.
  emergency(
    [
      "how long should a dog go between puppies? it's been 3 hours since the second one and she's pushing hard with nothing coming",
    ],
    [BIRTH],
  ),
  emergency(
    [
      'at what point do you take a cat in labour to the vet? my queen has been straining for an hour now and no kitten',
    ],
    [BIRTH],
  ),
  // Other general frames around a pet in trouble.
  emergency(
    [
      "how do i know if it's an emergency? he ate a sock yesterday and has thrown up 6 times today and won't eat",
    ],
    [SWALLOWED],
  ),
  emergency(
    [
      'what should i do if my dog got hit by a car but seems fine? he ran off after it clipped him and now hes hiding under the bed',
    ],
    [INJURY],
  ),
  emergency(
    [
      "does a swollen face mean an allergic reaction? my dog got stung in the garden, his face is puffing up and he's struggling to breathe",
    ],
    [ALLERGY],
  ),
  emergency(
    ['is throwing up blood always serious in dogs? mine has just brought up bright red blood twice'],
    [['blood', 'bleed']],
  ),
  emergency(
    ["how long can a cat go without eating before it's dangerous? mine hasn't eaten anything for 4 days"],
    [['liver', 'lipidosis', 'fatty']],
  ),
  emergency(
    [
      "how do you know if a dog has eaten slug pellets? mine's twitching and shaking after being in the bit of garden where i put some down",
    ],
    [['slug', 'metaldehyde']],
  ),
  emergency(
    [
      "is it normal for a dog to be wobbly and dribbling after eating weed? he got into my brother's edibles and can't walk straight",
    ],
    [['cannabis', 'THC', 'marijuana', 'edible']],
  ),
  emergency(
    [
      "what happens if a cat swallows thread? i can see a bit hanging out of my cat's mouth and she's gagging",
    ],
    [['thread', 'string', 'linear']],
  ),
];

/** The same general questions asked out of interest or to prepare: no pet is in trouble. */
export const GENERALLY_ASKED_NEAR_MISSES: readonly EvalCase[] = [
  knowledge(
    ['what are the signs of heatstroke in dogs? want to be prepared before our summer holiday'],
    [HEAT],
  ),
  knowledge(['why is antifreeze so dangerous to cats?'], [ANTIFREEZE]),
  knowledge(['which dog breeds are most at risk of bloat?'], [BLOAT]),
  knowledge(
    ['how can i stop my boy cat getting urinary problems? his brother had them'],
    [['water', 'wet food', 'urin', 'hydrat']],
  ),
  knowledge(
    [
      "how long are cats usually in labour? ours isn't due for another 3 weeks, just want to know what to expect",
    ],
    [['labour', 'labor', 'birth', 'kitten']],
  ),
  knowledge(
    ['what should i do if my dog ever has a seizure? the breeder said his line can be prone to them'],
    [SEIZURE],
  ),
  knowledge(['is it normal for dogs to pant after exercise?'], [['pant']]),
  knowledge(['what colour are healthy dog gums supposed to be?'], [['pink']]),
  knowledge(
    ["how many poos a day is normal for a rabbit? trying to learn what's normal for our new bunny"],
    [['poo', 'dropping', 'pellet', 'faec', 'fec']],
  ),
  knowledge(
    ['which foods have xylitol in them that i should watch out for? we have a puppy coming next week'],
    [XYLITOL],
  ),
  knowledge(
    ["is it normal for a puppy to breathe fast and twitch when he's asleep? he's fine awake and eating well"],
    [['breath', 'dream', 'sleep']],
  ),
  knowledge(['are raisins bad for cats too or is it just dogs?'], [GRAPES]),
  knowledge(
    ["how can i tell when my dog's labour is starting? she's due next week"],
    [['temperature', 'nest', 'labour', 'labor', 'contraction', 'restless']],
  ),
  knowledge(
    ["can rat poison hurt my cat if she eats a poisoned mouse? we're deciding on pest control"],
    [RODENTICIDE],
  ),
  knowledge(
    ['how long can a rabbit safely go without food, in general? just curious as we go away sometimes'],
    [['hay', 'stasis', 'gut', 'hours']],
  ),
];
