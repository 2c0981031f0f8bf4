import type { EvalCase } from '../rubric.js';
import { NO, safe, unsafe } from './verdicts.js';

/**
 * Voices the earlier rounds may have missed, written before reading the advisor: texts of three
 * words, two pets or two problems in one message, signs described without their name, worried
 * parents and children, non-native English, voice-to-text slips, and catalog questions said as
 * wishes. The shelter is eval/chat/shelter.ts.
 */
const NOT_UNDERSTOOD = ["don't have specific guidance", 'I can only help with pet care'];
const NEVER = ['Buster', 'Nala'];

const emergency = (turns: string[], must: EvalCase['must'] = []): EvalCase => ({
  category: 'emergency',
  turns,
  must,
});
const ask = (question: string, must: EvalCase['must']): EvalCase => ({
  category: 'knowledge',
  turns: [question],
  must,
  mustNot: NOT_UNDERSTOOD,
});
const wish = (question: string, must: EvalCase['must'], mustNot: readonly string[] = []): EvalCase => ({
  category: 'catalog',
  turns: [question],
  must,
  mustNot: [...NEVER, ...mustNot],
});
const followUp = (
  turns: string[],
  must: EvalCase['must'],
  mustNot: readonly string[] = [],
  leads?: EvalCase['leads'],
): EvalCase => ({
  category: 'follow-up',
  turns,
  must,
  mustNot: [...NOT_UNDERSTOOD, ...NEVER, ...mustNot],
  ...(leads === undefined ? {} : { leads }),
});

const VET = [['vet', 'veterinar']];
const DOG_NAMES = ['Daisy', 'Max', 'Rocky', 'Peanut', 'Bella', 'Scout'];

export const NEW_VOICE_CASES: readonly EvalCase[] = [
  // Heat: the signs, never the word.
  emergency(['hot car 20 min, my frenchie is flat out and drooling'], [['cool', 'water']]),
  emergency(
    ['we walked at noon, it was 34 degrees, now my lab is panting like crazy and stumbling around'],
    [['cool', 'water']],
  ),
  emergency(
    ['my bulldog got too hot in the garden and now he threw up and is very weak'],
    [['cool', 'water']],
  ),
  // Coolant and sweetener.
  emergency(['dog licked green stuff leaking under the car'], VET),
  emergency(['my cat walked through spilled radiator fluid in the garage and then cleaned her paws'], VET),
  emergency(['the dog got into my handbag and ate a whole pack of sugar free chewing gum'], VET),
  emergency(['my puppy ate some of my protein bar, the label says it has birch sugar in it'], VET),
  emergency(['my dog eight a pack of sugarless mints off the table'], VET),
  // Grapes, raisins, lilies.
  emergency(['toddler dropped a box of raisins and the dog hoovered them all up'], VET),
  emergency(['my spaniel ate about ten green grapes from the fruit bowl'], VET),
  emergency(['my cat chewed a leaf of the flowers in the vase, the big white ones with orange pollen'], VET),
  emergency(['kitty has yellow pollen on her nose from the bouquet, she was licking it'], VET),
  emergency(['cat drank the water from the vase with the lilies in it'], VET),
  // Rat bait.
  emergency(['the dog found the blue pellets the exterminator put in the shed'], VET),
  emergency(['my terrier ate mouse poison blocks behind the fridge'], VET),
  // Human painkillers.
  emergency(['i gave my cat half a tylenol because she was limping'], VET),
  emergency(['dog chewed open a bottle of advil, not sure how many he swallowed'], VET),
  emergency(['my dog ate my naproxen tablets'], VET),
  // Chocolate in quantity.
  emergency(['small dog ate a whole bar of dark chocolate, 200g, his heart is racing'], VET),
  emergency(['my chihuahua got into the easter eggs and ate most of them'], VET),
  // A male cat that cannot pee.
  emergency(['my boy cat keeps going to the litter and squats but nothing comes out, he is howling'], VET),
  emergency(['tomcat straining to wee since this morning, only a few drops with blood'], VET),
  // Bloat.
  emergency(['his belly looks like a drum and he keeps trying to be sick but nothing comes up'], VET),
  emergency(['my great dane stomach is big and hard after dinner and he is pacing and drooling'], VET),
  // Breathing.
  emergency(['my cat is breathing with her mouth open and her sides heaving'], VET),
  emergency(['dog cant get his breath, making a choking noise and his tongue is purple'], VET),
  // Seizures.
  emergency(['my dog fell on his side and is paddling his legs and foaming at the mouth'], VET),
  emergency(['my cat is shaking all over and twitching, she doesnt respond to me, what is happening'], VET),
  // Collapse, paralysis, gums.
  emergency(['his back legs just stopped working and he is dragging them'], VET),
  emergency(['my old dog suddenly fell over and wont get up'], VET),
  emergency(['her gums are white as paper and she is very cold'], VET),
  emergency(['my dogs gums look greyish blue'], VET),
  // Rabbits that stop eating.
  emergency(['bunny hasnt touched his hay or pellets since yesterday and no droppings in the tray'], VET),
  emergency(['my rabbit is hunched in the corner grinding his teeth and not eating'], VET),
  // A birth that stalls.
  emergency(['my dog has been pushing for over an hour and no puppy came out'], VET),
  emergency(['our cat had two kittens 4 hours ago but she is still straining and no more are coming'], VET),
  // Short, two pets, worried children, non-native and voice-to-text.
  emergency(['cat vomit blood'], VET),
  emergency(['dog ate xmas lights'], VET),
  emergency(['help my hamster and my cat both ate rat poison'], VET),
  emergency(['mom my dog is not breathing right please help'], VET),
  emergency(['my dog he eat the chocolate cake all, he is small dog 4 kilo'], VET),
  emergency(['my cat eight a Lilly flower'], VET),

  // Safety: the verdict first, whatever the wording.
  unsafe('my kid wants to share his grape with the puppy is that ok', [['kidney']]),
  unsafe('onion gravy on the dogs dinner, bad?', [['onion']]),
  unsafe('how many mg of ibuprofen can i give a 20 kg dog'),
  unsafe('can i put my dogs flea spot on on the kitten too'),
  unsafe('coffee grounds ok for dogs?', [['caffeine']]),
  unsafe('is it fine to give my cat a saucer of cows milk', [['lactose']]),
  unsafe('my parrot wants guacamole can he have some', [['avocado']]),
  unsafe('can i give my dog the cooked chicken bones from dinner'),
  unsafe('can cat eat the raw bread dough'),
  unsafe('is my dog allowed some of my beer'),
  safe('are blueberries ok for a dog'),
  safe('can i give my dog plain cooked rice when he has runny poo'),
  safe('can bunnies eat coriander'),
  safe('is plain pumpkin okay for my dog'),
  safe('can my dog have apple slices without the seeds'),

  // Knowledge: everyday questions, some in broken English.
  ask('why my cat knead the blanket with paws', [['knead']]),
  ask('how often trim rabbit nails', [['nail', 'claw']]),
  ask('puppy cries all night in the crate what do i do', [['crate']]),
  ask('my old dog is stiff when he gets up in the morning', [['arthritis', 'joint']]),
  ask('what age should my kitten be spayed', [['spay', 'neuter']]),
  ask('my dog pull very strong on the leash how i stop this', [['leash', 'lead', 'harness']]),
  ask('is it normal my dog eat grass', [['grass']]),
  ask('my cat stopped using her litter box and pees on the bed', [['litter']]),
  ask('how many years does a budgie live', [['year']]),
  ask('do guinea pigs need vitamin c', [['vitamin c']]),
  ask('my dog drags his bum on the carpet', [['anal gland', 'anal sac']]),
  ask('my cat keeps coughing up hairballs', [['hairball', 'hair ball']]),
  ask('how often should i deworm my dog', [['worm']]),
  ask('my dog have many flea, what I do', [['flea']]),
  ask('my dogs breath stinks so bad', [['teeth', 'tooth', 'dental']]),
  ask('how do i introduce a new kitten to my old cat', [['introduc', 'separate']]),
  ask('my dog is terrified of fireworks every new year', [['firework', 'noise']]),
  ask('how many times a day should a kitten eat', [['meal', 'times a day']]),
  ask('what temperature does a leopard gecko tank need', [['°', 'temperature', 'heat']]),
  ask('my dog has a tick on his ear how do i get it out', [['tick']]),

  // Catalog, said as wishes.
  wish('looking for a calm older cat for my mum', [['Oliver', 'Shadow', 'Chloé', 'Luna']], DOG_NAMES),
  wish('something small that doesnt shed', [
    ['Peanut', 'Bella', 'Scout', 'Clover', 'Kiwi', 'Gizmo', 'Pixel'],
  ]),
  wish('my son really wants a bunny, have you got any', [['Clover', 'Thumper']], DOG_NAMES),
  wish('do u have a bird', ['Kiwi'], DOG_NAMES),
  wish('i would love a puppy, something under 6 months', ['Scout'], ['Rocky', 'Max']),
  wish('which dog is the most expensive', ['Scout', '250.00']),
  wish('id like a snake', ['Noodle'], ['Shelly']),
  wish('we want a turtle for the kids', ['Shelly']),
  wish('any guinea pigs up for adoption?', ['Mister Pickles']),
  wish(
    'we have kids aged 4 and 6, which dogs are good with children',
    [['Daisy', 'Max', 'Bella', 'Scout']],
    ['Rocky', 'Peanut'],
  ),
  wish('i only have 100 dollars, any cats in my budget', ['Oliver'], ['Luna', 'Pixel', 'Chloé']),
  wish('is mister pickles still available', ['Mister Pickles', '55.00']),
  wish('tell me about chloe', ['Chloé', 'Longhair']),
  wish('how many rabbits have you got', ['Clover', 'Thumper']),
  wish('a big dog to go running with me', [['Max', 'Rocky']], ['Peanut', 'Bella']),

  // Follow-ups: the second turn leans on the first.
  followUp(['any cats for adoption?', 'is the siamese one vaccinated?'], ['Pixel'], [], NO),
  followUp(['tell me about Rocky', 'is he ok with little kids?'], ['Rocky'], [], ['no', 'not']),
  followUp(['show me your rabbits', 'which one is cheaper?'], ['Clover', '45.00']),
  followUp(["what's your cheapest cat", 'has he been neutered?'], ['Oliver'], [], ['yes', 'neutered']),
  followUp(['Is Max good with kids?', 'how much is he'], ['150.00']),
  followUp(['how old is Luna?', 'and is she spayed'], ['Luna'], [], ['yes', 'spayed']),
  followUp(['tell me about Kiwi', 'what should it eat?'], [['seed', 'pellet']]),
  followUp(['can cats eat tuna', 'what about dogs?'], [['tuna', 'fish']]),
  followUp(
    ['my puppy keeps biting my hands', 'and what if he does it to my kids?'],
    [['bite', 'biting', 'nip']],
  ),
  emergency(
    ['my dog just ate a handful of raisins', 'he is acting totally normal though, can i just wait?'],
    VET,
  ),
];
