import type { EvalCase, Term } from '../rubric.js';
import { catalog, feeding, followUp, knowledge, safety } from './case-builders.js';
import { ALLOWED, HARMFUL } from './verdicts.js';

/**
 * Owners asking in their own words: questions written without reading the advisor's rules,
 * lexicon, knowledge or any earlier evaluation case, after reading only what the advisor answers
 * and the shelter it is evaluated against. Care and health of every kind of pet, safety verdicts,
 * feeding, the catalog (wishes, exclusions, prices, names, "what else") and follow-ups that lean
 * on earlier turns. The terms check the gist of a right answer, never its wording.
 */
const DOGS = ['Daisy', 'Max', 'Rocky', 'Peanut', 'Bella', 'Scout'];
const CATS = ['Oliver', 'Luna', 'Pixel', 'Shadow', 'Chloé'];
const NOT_DOGS = [
  ...CATS,
  'Clover',
  'Thumper',
  'Kiwi',
  'Spike',
  'Gizmo',
  'Noodle',
  'Shelly',
  'Mister Pickles',
];

const offTopic = (turns: string[]): EvalCase => ({ category: 'off-topic', turns });

const CALORIES: Term = ['kcal', 'calorie'];
/** A human-medicine dose must not be given: no figure in milligrams. */
const NO_DOSE: Term = /\d+(\.\d+)?\s*mg\b/i;

export const OWNERS_ASK_CASES: readonly EvalCase[] = [
  // Knowledge: care, grooming, training and health across species; short, long, misspelt, two at once.
  knowledge(['how often should i be clipping my dogs nails'], [['nail', 'claw']]),
  knowledge(
    ['my cat keeps wrecking the sofa with her claws, how do i make her stop'],
    [['scratching post', 'post', 'scratcher']],
  ),
  knowledge(['bunny teeth getting too long?? what do i do'], [['hay', 'chew', 'grind', 'wear']]),
  knowledge(['what temp should a bearded dragons tank be'], [['bask', '°', 'degrees', 'hot spot', 'heat']]),
  knowledge(
    ['how big should a cage be for one budgie'],
    [['cage'], ['fly', 'flight', 'wide', 'width', 'space', 'cm']],
  ),
  knowledge(['do guinea pigs really need extra vitamin c'], [['vitamin c']]),
  knowledge(
    [
      'So we picked up our first puppy on Saturday, a little lab cross about nine weeks old, and honestly the whole house is shattered because she cries for hours in her crate at night. We tried a blanket over it and my son keeps asking to sleep downstairs with her. Is there anything that actually helps a pup settle at night?',
    ],
    [['crate'], ['night', 'sleep', 'settle', 'bed']],
  ),
  knowledge(
    ['at what age should my kitten be spayed, and does an indoor cat still need her jabs?'],
    [['spay', 'neuter'], ['vaccin']],
  ),
  knowledge(['how do i stop my dog puling on the leesh on walks'], [['leash', 'lead'], ['pull']]),
  knowledge(['my dog he eat the grass every day, it is normal or he is sick?'], [['grass']]),
  knowledge(
    ['hamster sleeps all day is that ok'],
    [['nocturnal', 'night', 'crepuscular', 'dusk', 'evening']],
  ),
  knowledge(['how often bath dog'], [['bath', 'wash']]),
  knowledge(
    ['how many litter trays do i need for two cats'],
    [['litter'], ['one per cat', 'one more', 'plus one', 'three', '3', 'extra']],
  ),
  knowledge(
    ['what do red eared sliders eat'],
    [['pellet', 'insect', 'greens', 'leafy', 'protein', 'vegetable']],
  ),
  knowledge(
    ['my cat brings up a hairball about once a week, is that normal or should i worry'],
    [['hairball'], ['brush', 'groom', 'fibre', 'fiber']],
  ),
  knowledge(
    ['whats the best way to introduce a new kitten to my older cat'],
    [['separate', 'slow', 'gradual', 'scent', 'room']],
  ),
  knowledge(
    ['dog terrified of fireworks every year, anything i can do'],
    [
      ['firework', 'noise'],
      ['safe', 'den', 'hide', 'calm', 'quiet', 'curtain'],
    ],
  ),
  knowledge(
    ['when do pups lose there baby teeth'],
    [
      ['teeth', 'tooth'],
      ['month', 'week'],
    ],
  ),
  knowledge(
    ['my old boy is 13 and sleeps most of the day now, normal for a senior dog?'],
    [['senior', 'older', 'age', 'elderly']],
  ),
  knowledge(
    ['how can you tell if a budgie is ill'],
    [['fluffed', 'puffed', 'tail', 'dropping', 'sleep', 'appetite']],
  ),
  knowledge(
    ['how often should i change the water in my fish tank'],
    [
      ['water change', 'change'],
      ['week', '%', 'percent'],
    ],
  ),
  knowledge(
    ['my corn snake has refused his mouse twice now, should i worry'],
    [['shed', 'temperature', 'temp', 'heat', 'winter', 'brumat', 'stress']],
  ),
  knowledge(
    ['how much exercise does a border collie actually need'],
    [
      ['exercise', 'walk', 'activity'],
      ['hour', 'mental', 'active', 'energy'],
    ],
  ),
  knowledge(["what's the right way to brush a cat's teeth"], [['toothpaste', 'toothbrush', 'brush']]),
  knowledge(['my dogs breath absolutely stinks lately'], [['dental', 'teeth', 'plaque', 'tartar', 'gum']]),
  knowledge(['how old should kittens be before leaving mum'], [['week']]),
  knowledge(
    ['housetraining puppy tips pls'],
    [
      ['outside', 'outdoors', 'garden', 'toilet'],
      ['praise', 'reward', 'treat'],
    ],
  ),
  knowledge(['how to stop my dog jumping up at guests'], [['ignore', 'reward', 'sit', 'four paws', 'calm']]),
  knowledge(
    ['why does my cat knead me with her paws'],
    [['knead'], ['kitten', 'comfort', 'nurs', 'content', 'scent']],
  ),
  knowledge(
    ['what jabs does a pet rabbit need'],
    [['myxomatosis', 'rhd', 'rvhd', 'haemorrhagic', 'hemorrhagic']],
  ),
  knowledge(['does my cat need worming if she never goes outside'], [['worm', 'parasite']]),
  knowledge(['how do i keep my rabbit cool in a heatwave'], [['shade', 'cool', 'frozen', 'water', 'tile']]),

  // Safety verdicts: the verdict in the first sentence.
  safety(['can my dog have a bit of cheese'], ALLOWED),
  safety(['is it bad if my cat licks some onion gravy off my plate'], HARMFUL, [['onion']]),
  safety(['r grapes ok for dogs'], HARMFUL),
  safety(
    ['can bunnies eat carrots'],
    ['treat', 'small', 'moderation', 'sparingly', 'occasional', 'sugar', /\byes\b/i],
  ),
  safety(['is avocado dangerous for my parrot'], HARMFUL),
  safety(
    ["vet's shut till monday, how much paracetamol can i give my dog for the pain"],
    HARMFUL,
    [['vet', 'veterinarian']],
    [NO_DOSE],
  ),
  safety(['how many mg of aspirin for a 20kg dog'], HARMFUL, [['vet', 'veterinarian']], [NO_DOSE]),
  safety(['can i give my cat tylenol, she seems feverish'], HARMFUL, [
    ['toxic', 'poison', 'dangerous', 'fatal', 'deadly'],
  ]),
  safety(['is dog flea shampoo ok to use on a kitten'], HARMFUL, [['cat', 'kitten']]),
  safety(['are lilies fine to keep in the house with a cat'], HARMFUL, [['lil']]),
  safety(['can dogs eat peanut butter'], ALLOWED, [['xylitol']]),
  safety(
    ['is chocolate actually bad for dogs or is that a myth'],
    ['toxic', 'poison', 'dangerous', 'harmful', /\byes\b/i, 'bad'],
  ),
  safety(['can guinea pigs have strawberries'], ALLOWED),
  safety(['is it fine to give my dog ice cubes when its hot'], [/\byes\b/i, 'fine', /(?<!not |un)safe\b/i]),
  safety(['can cats drink milk'], ['lactose', /\bnot\b/i, /\bno\b/i, 'avoid', 'upset']),
  safety(['are cooked chicken bones ok for a dog to chew'], HARMFUL, [['splinter', 'shard', 'sharp']]),
  safety(['is gum with xylitol bad for dogs'], ['toxic', 'poison', 'dangerous', 'harmful', /\byes\b/i]),
  safety(['can i use my own toothpaste on my dog'], HARMFUL),
  safety(['macadamias ok for a dog?'], HARMFUL),
  safety(['is a bit of tea tree oil ok on my dogs hot spot'], HARMFUL),
  safety(['can my rabbit eat chocolate'], HARMFUL),
  safety(["my friend says a raisin or two won't hurt a dog, is she right?"], HARMFUL),
  safety(['ibuprofen dose for a cat?'], HARMFUL, [['vet', 'veterinarian']], [NO_DOSE]),
  safety(['is it ok to run an essential oil diffuser around my cat'], HARMFUL),
  safety(['can my hamster eat apple seeds'], HARMFUL),
  safety(['is it safe for my cat to eat raw tuna every day'], HARMFUL),

  // Feeding amounts and routines.
  feeding(['my lab weighs 32kg how much should she eat a day'], [CALORIES]),
  feeding(['how many calories does a 4 kg cat need'], [CALORIES]),
  feeding(['puppy is 8 kilos how much food does he need'], [CALORIES]),
  feeding(['my cat is 5.5kg and a bit chubby, how much should he get to lose weight'], [CALORIES]),
  feeding(['how much should i feed a 15 lb dog'], [CALORIES]),
  feeding(['senior dog 25 kg, daily calories?'], [CALORIES]),
  feeding(['how many meals a day for a puppy'], [['three', '3', 'four', '4', 'times']]),
  feeding(
    ['how much hay does a rabbit need'],
    [['hay'], ['unlimited', 'all the time', 'constant', 'body', 'bulk', 'most', '80']],
  ),
  feeding(['how often do you feed a corn snake'], [['week', 'days']]),
  feeding(['my 20kg dog runs with me every day, how much should he eat'], [CALORIES]),

  // The catalog: wishes, exclusions, prices, names, species in other words, "what else".
  catalog(['looking for a calm older cat for my mum'], [['Oliver', 'Shadow']], ['Pixel']),
  catalog(
    ['something small for a flat, not a dog'],
    [['Pixel', 'Clover', 'Kiwi', 'Gizmo', 'Mister Pickles']],
    ['Peanut', 'Bella', 'Scout'],
  ),
  catalog(['anything but dogs?'], [NOT_DOGS], DOGS),
  catalog(
    ['i want a pet but not a cat, what have you got under $100'],
    [['Bella', 'Clover', 'Thumper', 'Kiwi', 'Gizmo', 'Noodle', 'Shelly', 'Mister Pickles']],
    ['Oliver', 'Daisy', 'Max', 'Luna'],
  ),
  catalog(['whats your cheapest pet'], ['Kiwi']),
  catalog(['most expensive dog you have?'], ['Scout']),
  catalog(['which kitty costs the least'], ['Oliver']),
  catalog(
    ['pets between 50 and 100 dollars'],
    [['Bella', 'Rocky', 'Gizmo', 'Noodle', 'Shelly', 'Oliver', 'Mister Pickles', 'Thumper']],
    ['Daisy', 'Kiwi', 'Clover', 'Luna', 'Scout'],
  ),
  catalog(['what can you tell me about mister pickles'], [['guinea pig'], ['55']]),
  catalog(
    ['is chloe still up for adoption'],
    [
      ['Chloé', 'Chloe'],
      ['longhair', '130'],
    ],
  ),
  catalog(['mr pickles price?'], ['55']),
  catalog(['any lizards'], ['Spike', 'Gizmo'], ['Shelly', 'Noodle']),
  catalog(['do you have snakes'], ['Noodle'], ['Shelly', 'Spike']),
  catalog(['got any pups'], [DOGS], ['Oliver', 'Luna', 'Pixel']),
  catalog(['bunnies for adoption?'], ['Clover', 'Thumper']),
  catalog(['show me the birds'], ['Kiwi']),
  catalog(
    ["i'd like a dog that's good with children"],
    [['Daisy', 'Max', 'Bella', 'Scout']],
    ['Rocky', 'Peanut'],
  ),
  catalog(['show me your dogs', 'more please'], [DOGS], CATS),
  catalog(['what animals have you got right now', 'what else?'], [[...DOGS, ...NOT_DOGS]]),
  catalog(['cheap reptile?'], ['Shelly']),
  catalog(['have you got any kittens'], ['Pixel'], ['Oliver']),
  catalog(['a big dog under 200'], [['Max', 'Rocky']], ['Daisy', 'Peanut', 'Bella', 'Scout']),
  catalog(['do you sell guinea pigs'], ['Mister Pickles']),
  catalog(['what kinds of animals do you have'], [['dog'], ['cat'], ['rabbit']]),
  catalog(['how much is the budgie'], ['30']),
  catalog(['which dogs are cheaper than 150'], [['Bella', 'Rocky', 'Peanut']], ['Max', 'Daisy', 'Scout']),
  catalog(["i'm after a turtle or a tortoise"], ['Shelly'], ['Spike', 'Gizmo', 'Noodle']),
  catalog(['how old is spike the bearded dragon'], [['2 years', 'two years', '24 months']]),

  // Follow-ups: the earlier turns give the subject.
  followUp(
    ['is chocolate bad for dogs', 'what about for cats?'],
    [['toxic', 'poison', 'dangerous', 'harmful'], ['cat']],
  ),
  followUp(['tell me about Luna', 'and how much is she?'], ['180']),
  followUp(['who is Max', 'is he good with kids?'], [[/\byes\b/i, 'good with']]),
  followUp(
    ['do you have rabbits', 'what else have you got'],
    [NOT_DOGS.filter((name) => name !== 'Clover' && name !== 'Thumper').concat(DOGS)],
  ),
  followUp(['tell me about Rocky', 'and Daisy?', 'is he vaccinated?'], ['Rocky', ['vaccinated', /\byes\b/i]]),
  followUp(['how much walking does a beagle need', 'and a husky?'], [['husky', 'exercise', 'hour']]),
  followUp(
    ['can dogs eat strawberries', 'and rabbits?'],
    [['rabbit'], ['treat', 'small', 'sugar', 'moderation', 'occasional']],
  ),
  followUp(['any cats available?', 'what does the ragdoll cost'], ['180']),
  followUp(['how much should a 4 kg cat eat', 'and if she was a kitten?'], [CALORIES]),
  followUp(['is Pixel vaccinated?', 'how old is she'], [['4 months', 'four months']]),
  followUp(['tell me about Kiwi', 'what should i feed it'], [['seed', 'pellet', 'vegetable', 'greens']]),
  followUp(['i want a reptile', 'which is the cheapest?'], ['Shelly']),
  followUp(['do you have any lizards?', 'how much are they'], [['160'], ['85']], ['Shelly', 'Noodle']),
  followUp(
    ['my kitten has fleas', "can i use my dog's flea stuff on her?"],
    [['toxic', 'poison', 'dangerous', 'not safe', 'never', 'permethrin']],
  ),
  followUp(['can cats eat tuna', 'how often?'], [['occasional', 'treat', 'week', 'mercury', 'sometimes']]),
  followUp(
    ['tell me about Shadow', 'is he ok with kids?'],
    [['unknown', 'not known', 'not recorded', 'no record', "don't know", 'do not know']],
  ),
  followUp(['what dogs do you have under 100', 'and cats?'], ['Oliver'], ['Luna', 'Pixel', 'Chloé']),
  followUp(['tell me about Thumper', 'and Clover?', 'which of the two is cheaper'], ['Clover']),
  followUp(["how do i trim my rabbit's nails", 'what about a guinea pig?'], [['guinea']]),
  followUp(['is Max neutered', 'does he have any health problems'], [['hip', 'dysplasia']]),
  followUp(
    ["what's the price of Gizmo", 'what does he eat'],
    [['insect', 'cricket', 'mealworm', 'live', 'roach']],
  ),
  followUp(['hi', "i'm looking for a dog for my family", 'cheapest one?'], ['Bella']),

  // Off topic: declined.
  offTopic(['write me a haiku about the sea']),
  offTopic(['whats the weather in london tomorrow']),
  offTopic(['can you help with my python homework']),
  offTopic(['who won the football last night']),
  offTopic(['my back is killing me after gardening, which painkiller should i take']),
  offTopic(['recommend me a good series on netflix']),
];
