import type { EvalCase } from '../rubric.js';

/**
 * Questions written the way owners actually type them (lowercase, typos, slang, no punctuation,
 * long rambling messages, two-word fragments), across every kind of pet, written before any of
 * the advisor's understanding was changed against them: a development set for generalisation.
 * The terms check the gist of the right answer, never its wording.
 */
const NOT_UNDERSTOOD = ["don't have specific guidance", 'I can only help with pet care'];
const NEVER = ['Buster', 'Nala'];
const NO = ['no', 'not safe', 'never', 'toxic', 'dangerous', 'poisonous', 'avoid', 'not recommended'];

const emergency = (turns: string[], must: EvalCase['must'] = []): EvalCase => ({
  category: 'emergency',
  turns,
  must,
});
const knowledge = (
  turns: string[],
  must: EvalCase['must'] = [],
  mustNot: readonly string[] = [],
): EvalCase => ({
  category: 'knowledge',
  turns,
  must,
  mustNot: [...NOT_UNDERSTOOD, ...mustNot],
});
const safety = (question: string, leads: EvalCase['leads'], must: EvalCase['must'] = []): EvalCase => ({
  category: 'safety',
  turns: [question],
  must,
  mustNot: NOT_UNDERSTOOD,
  ...(leads === undefined ? {} : { leads }),
});
const feeding = (turns: string[], must: EvalCase['must']): EvalCase => ({
  category: 'feeding',
  turns,
  must,
  mustNot: NOT_UNDERSTOOD,
});
const catalog = (turns: string[], must: EvalCase['must'], mustNot: readonly string[] = []): EvalCase => ({
  category: 'catalog',
  turns,
  must,
  mustNot: [...NEVER, ...NOT_UNDERSTOOD, ...mustNot],
});
const followUp = (turns: string[], must: EvalCase['must'], mustNot: readonly string[] = []): EvalCase => ({
  category: 'follow-up',
  turns,
  must,
  mustNot: [...NOT_UNDERSTOOD, ...mustNot],
});
const offTopic = (...turns: string[]): EvalCase => ({ category: 'off-topic', turns });

const HEAT = [['heatstroke', 'heat stroke', 'cool']];
const BLADDER = [['urethra', 'bladder', 'urine']];
const BLOAT = [['bloat', 'twist', 'GDV']];
const STASIS = [['stasis', 'gut']];
const SEIZURE = [['seizure']];
const OXYGEN = [['oxygen', 'breath']];
const BIRTH = [['birth', 'labour', 'delivering']];
const BLEEDING = [['pressure', 'press']];
const KIDNEY = [['kidney']];

export const WILD_CASES: readonly EvalCase[] = [
  // Heatstroke, in several vocabularies and species
  emergency(
    [
      'so we were at the park all afternoon and it was roasting, now my frenchie is flat out on the kitchen floor breathing really fast and loud and he wont get up',
    ],
    HEAT,
  ),
  emergency(['pug overheated on walk, gasping, tongue hanging out and purple-ish, legs going wobbly'], HEAT),
  emergency(
    [
      'my bunny’s hutch was in full sun all day and now shes lying stretched out limp with wet fur round her nose',
    ],
    HEAT,
  ),
  emergency(
    ['after fetch in the heat my collie is staggering about like hes drunk and he threw up twice'],
    HEAT,
  ),
  emergency(
    ['dog got shut in the conservatory on a scorching day, hes panting non stop and dribbling'],
    HEAT,
  ),
  // Antifreeze
  emergency(
    ['i think my dog drank some engine coolant that spilled on the drive'],
    [['antifreeze', 'ethylene glycol']],
  ),
  emergency(['cat was licking up radiator fluid in the garage'], [['antifreeze', 'ethylene glycol']]),
  emergency(
    ['my pup got into the antifreez bottle, chewed the cap and licked some'],
    [['antifreeze', 'ethylene glycol']],
  ),
  // Xylitol
  emergency(['my spaniel scoffed a whole pack of sugar free mints out of my coat pocket'], [['xylitol']]),
  emergency(['dog ate a couple of muffins i baked with birch sugar sweetener'], [['xylitol']]),
  emergency(['my dog chewed up a packet of sugarfree chewing gum'], [['xylitol']]),
  // Grapes and raisins
  emergency(['my dog just snaffled a handful of sultanas off the kids plate'], KIDNEY),
  emergency(['our retriever ate a big slice of fruit cake full of currants'], KIDNEY),
  emergency(['pup pinched some green grapes from the fruit bowl like 10 mins ago'], KIDNEY),
  // Lilies and cats
  emergency(['my cat brushed past the tiger lilies and licked the orange pollen off her fur'], KIDNEY),
  emergency(['kitten chewed on a day lily leaf from the garden'], KIDNEY),
  // Rat bait
  emergency(
    ['i found my dog eating the blue pellets the pest control guy put behind the shed'],
    [['rodent', 'bait', 'rat', 'poison']],
  ),
  emergency(['dog got into the mouse poison blocks under the sink'], [['rodent', 'bait', 'rat', 'poison']]),
  emergency(
    ['my terrier ate a dead rat that might have been poisoned'],
    [['rodent', 'bait', 'rat', 'poison']],
  ),
  // Human painkillers
  emergency(
    ['my cat swallowed a paracetamol tablet that fell on the floor'],
    [['paracetamol', 'acetaminophen', 'medic']],
  ),
  emergency(['dog chewed through a blister pack of naproxen, 3 gone'], [['naproxen', 'ibuprofen', 'medic']]),
  emergency(['my lab ate some of my nurofen'], [['ibuprofen', 'medic']]),
  // Chocolate
  emergency(
    ['dog ate nearly a full bag of dark choc chips for baking, hes a small jack russell'],
    [['theobromine', 'chocolate']],
  ),
  emergency(
    ['my beagle got into the cocoa powder tin and licked loads of it'],
    [['theobromine', 'chocolate']],
  ),
  // Urinary blockage in male cats
  emergency(['my boy cat keeps hunching in the tray straining and only a couple of drips come out'], BLADDER),
  emergency(
    [
      'neutered male cat been in and out of the litter all evening, squats but no wee, now hes yowling and licking his bits',
    ],
    BLADDER,
  ),
  emergency(['tom cat cant pee, tried loads of times today'], BLADDER),
  emergency(['my male kitty is peeing little drops everywhere and crying when he tries'], BLADDER),
  // Bloat
  emergency(
    ['my great dane is retching over and over but nothing comes out and his tummy is bloated like a drum'],
    BLOAT,
  ),
  emergency(
    ['setter ate a huge dinner then went running, now his side is swollen and hes restless and drooling'],
    BLOAT,
  ),
  emergency(['dogs belly blown up tight and hes trying to be sick with nothing coming'], BLOAT),
  // Breathing trouble
  emergency(['my cat is panting with her mouth open and her sides are heaving'], OXYGEN),
  emergency(['dog is struggling to breathe, wheezy and stretching his neck out'], OXYGEN),
  emergency(['my budgie is bobbing his tail and gasping for air'], OXYGEN),
  // Seizures
  emergency(['my dog is having a fit right now, legs going like hes running, drooling everywhere'], SEIZURE),
  emergency(['cat suddenly went stiff and started convulsing on the sofa'], SEIZURE),
  emergency(['my puppy is twitching uncontrollably and not responding'], SEIZURE),
  // Collapse
  emergency(['my old girl just keeled over on our walk and now she cant stand up'], [['collapse']]),
  emergency(['dog fell down suddenly and is very floppy and weak'], [['collapse', 'weak']]),
  // Pale or blue gums
  emergency(['my dogs gums are white as paper and he is very weak'], [['gum', 'blood', 'collapse']]),
  emergency(['noticed my cats gums have gone kind of grey blue'], [['oxygen', 'breath', 'gum']]),
  emergency(['his tongue looks blueish and hes breathing weird'], OXYGEN),
  // Rabbit gut stasis
  emergency(
    ['my rabbit hasnt touched his hay or pellets all day and there are no poops in the litter tray'],
    STASIS,
  ),
  emergency(['bunny is sitting hunched up and grinding his teeth, no droppings since last night'], STASIS),
  emergency(['my bun has not eaten since yesterday and seems bloated'], STASIS),
  // Stalled birth
  emergency(
    ['my dog started having her puppies, one came out but she has been pushing for an hour and nothing'],
    BIRTH,
  ),
  emergency(['cat in labour straining for 40 minutes with no kitten appearing'], BIRTH),
  emergency(['i can see a puppy half stuck coming out of my bitch and she is exhausted'], BIRTH),
  // Bleeding
  emergency(['my dog ripped his ear open on a fence and its gushing blood'], BLEEDING),
  emergency(['cat got a deep gash on her leg from a fight and its bleeding a lot'], BLEEDING),
  // Hit by a car, falls
  emergency(['my dog got hit by a van, he got up and ran home but hes shaking'], [['internal', 'injur']]),
  emergency(
    ['cat got knocked down by a car last night and is hiding under the bed'],
    [['internal', 'injur']],
  ),
  // Urgency kept when doubted
  emergency(
    ['my dog ate a bunch of raisins', 'hes running around like normal though, surely hes ok?'],
    KIDNEY,
  ),
  emergency(
    ['my cat licked some antifreeze', 'she looks fine now, can it wait till monday?'],
    [['antifreeze', 'kidney']],
  ),
  emergency(
    ['dog ate rat poison pellets', 'hes acting totally normal do we actually need a vet'],
    [['rodent', 'bait', 'poison']],
  ),

  // Sick but not an emergency: answered, not declined
  knowledge(
    ['my dog threw up twice this morning but is drinking and wagging, what should i do'],
    [['vomit']],
  ),
  knowledge(['cat has been off her food for a day, otherwise seems ok'], [['eat', 'food', 'appetite']]),
  knowledge(['pup has had runny poo since yesterday, still playful'], [['diarrh', 'stool', 'poo']]),
  knowledge(['my dog is limping a bit on his back leg after running'], [['limp', 'lame']]),
  knowledge(['dog keeps shaking his head and scratching his ear, smells a bit'], [['ear']]),
  knowledge(['my cat keeps sneezing and has runny eyes'], [['flu', 'sneez', 'eye']]),
  knowledge(['cat keeps coughing up hairballs, is that normal'], [['hairball']]),
  knowledge(['my rabbits nose is snotty and he sneezes a lot'], [['snuffles', 'sneez', 'nose']]),
  knowledge(['my beardie is shedding in patches and some skin is stuck on his toes'], [['shed']]),
  knowledge(['my parrot keeps pulling his own feathers out'], [['feather', 'pluck']]),
  knowledge(['dog is scooting his bum along the carpet'], [['anal gland', 'gland']]),
  knowledge(['my old cat drinks loads of water lately and pees a lot'], [['kidney', 'thyroid', 'diabetes']]),
  knowledge(['found a lump on my dogs side, feels soft, he doesnt seem bothered'], [['lump']]),
  knowledge(['my dog has fleas again how do i get rid of them for good'], [['flea']]),
  knowledge(['how do i get a tick off my dog'], [['tick']]),
  // Care
  knowledge(['how often do i need to trim my dogs nails'], [['nail']]),
  knowledge(['whats the best way to brush a cats teeth'], [['teeth', 'dental', 'tooth']]),
  knowledge(['can i litter train a bunny'], [['litter']]),
  knowledge(['puppy cries all night in the crate what do i do'], [['crate']]),
  knowledge(['what temp should a leopard gecko tank be'], [['°', 'degrees', 'gradient', 'warm', 'heat']]),
  knowledge(['does my bearded dragon need a uv light'], [['uv', 'UVB']]),
  knowledge(['do guinea pigs need extra vitamin c'], [['vitamin c']]),
  knowledge(['what should a budgie eat apart from seed'], [['pellet', 'vegetable', 'seed']]),
  knowledge(['my dog goes mental barking whenever i leave the house'], [['separation', 'alone']]),
  knowledge(
    ['getting a second cat, how do i introduce them without fighting'],
    [['introduc', 'scent', 'separate']],
  ),
  knowledge(['my dog pulls like a train on the lead'], [['lead', 'leash', 'pull']]),
  knowledge(['when should my kitten get her jabs'], [['vaccin']]),
  knowledge(['why does my dog eat grass'], [['grass']]),
  knowledge(['our cat pees outside the litter tray, why'], [['litter']]),
  knowledge(
    ['my snake hasnt eaten in 3 weeks, should i be worried'],
    [['shed', 'temperature', 'eat', 'fast']],
  ),
  knowledge(['how much room do two bunnies need, is a hutch enough'], [['space', 'run', 'room', 'hutch']]),

  // Safety: a product or a food named, nothing swallowed or applied
  safety('would it be ok to use the dogs spot on flea stuff on my kitten', NO, [['permethrin']]),
  safety('can cats have a tiny bit of tuna from the tin', undefined),
  safety('is it bad if i keep a lily plant in the house with my cat', NO, [['kidney']]),
  safety('r grapes ok for dogs as a treat', NO, [['kidney']]),
  safety('how many ibuprofen can i give my 30kg dog for his sore hip', NO, [['vet']]),
  safety('what dose of paracetamol is safe for a cat', NO, [['liver', 'red blood']]),
  safety('can my bunny eat carrot tops', undefined, [['rabbit', 'green', 'leaf', 'leaves']]),
  safety('is xylitol peanut butter alright for dogs', NO, [['xylitol']]),
  safety('onion in gravy, will it hurt my dog', NO, [['red blood', 'anaemia', 'anemia']]),
  safety('can parrots eat avocado', NO, [['persin', 'heart']]),
  safety('is chocolate really that bad for dogs or is it a myth', NO, [['theobromine']]),

  // Feeding
  feeding(['how much should my 12kg dog eat a day'], [['kcal', 'calorie']]),
  feeding(['feeding amount for a 5 kilo cat?'], [['kcal', 'calorie']]),
  feeding(['my pup is 4 months and 8kg how much food'], [['kcal', 'calorie']]),
  feeding(['how often should i feed an adult dog'], [['meal', 'twice', 'times', 'day']]),
  feeding(['what veg can my rabbit have every day'], [['hay', 'leafy', 'greens']]),
  feeding(['what do corn snakes eat and how often'], [['mice', 'mouse', 'rodent', 'prey']]),

  // Catalog, many word orders
  catalog(['do you have lizards'], ['Spike', 'Gizmo'], ['Shelly', 'Noodle']),
  catalog(['any snakes for adoption?'], ['Noodle'], ['Spike', 'Daisy']),
  catalog(['reptiles, what have you got and whats the price'], ['Spike', '160.00']),
  catalog(['which of your dogs is the cheapest one'], ['Bella', '85.00'], ['Daisy', 'Scout']),
  catalog(['cheapest cat pls'], ['Oliver', '60.00'], ['Luna']),
  catalog(['do you sell rabbits'], ['Clover', 'Thumper']),
  catalog(['price of your guinea pig?'], ['Mister Pickles', '55.00']),
  catalog(['can u tell me a bit about mister pickles pls'], ['Mister Pickles', 'Guinea Pig']),
  catalog(['is chloe still available'], ['Chloé']),
  catalog(['how much does Chloé cost'], ['130.00']),
  catalog(['got any birds'], ['Kiwi']),
  catalog(['are there any turtles'], ['Shelly'], ['Spike']),
  catalog(['whats the most expensive cat'], ['Luna', '180.00']),
  catalog(['dogs under 130 dollars?'], ['Rocky', 'Bella', 'Peanut'], ['Daisy', 'Scout']),
  catalog(['puppies for adoption?'], ['Scout'], ['Rocky']),
  catalog(['do you guys have any girl cats'], ['Luna', 'Pixel'], ['Oliver', 'Shadow']),
  catalog(['what animals have you got'], [['more', 'ok show me some more of them']]),
  catalog(['what dogs have u got atm', 'ok show me some more of them'], ['Scout'], ['Daisy']),
  catalog(
    ['list every pet you have', 'go on, more of those please'],
    [['Spike', 'Gizmo', 'Noodle', 'Shelly', 'Oliver', 'Luna']],
  ),
  catalog(['whos the youngest cat u have'], ['Pixel']),
  catalog(['any pets for under 60'], ['Kiwi', 'Clover'], ['Daisy']),
  catalog(['i want a reptile, whats cheapest'], ['Shelly', '65.00'], ['Spike']),

  // Follow-ups
  followUp(['do u have any rabbits', 'r they all spayed already'], ['Clover']),
  followUp(['tell me about Gizmo', 'what does that one eat'], [['insect', 'cricket', 'feed', 'live']]),
  followUp(['whats your cheapest reptile', 'how old is that one then'], [['month', 'year']]),
  followUp(
    ['show me all ur cats', 'which of em is best with little kids'],
    [['Luna', 'Pixel', 'Oliver', 'Chloé']],
  ),
  followUp(['is Max good with kids', 'and has he been done (neutered)?'], ['Max']),
  followUp(['any small doggos?', 'whats the cheapest of that lot'], ['Bella']),
  followUp(['which cats have you got in', 'and what about bunnies then'], ['Clover']),
  followUp(
    ['my rabbit is 8 now', 'what should i change in his diet now that hes getting on a bit'],
    [['hay', 'senior', 'older']],
  ),
  followUp(['ive got a cockatiel called mango', 'how do i stop him nipping my fingers'], [['bit', 'bird']]),
  followUp(
    ['we got a leopard gecko', 'does the little guy need a heat mat or a lamp'],
    [['heat', 'warm', 'temperature']],
  ),
  followUp(
    ['my dog is a 3 year old husky', 'how much exercise does a husky like him actually need'],
    [['exercise', 'hour', 'run']],
  ),
  followUp(
    ['tell me about Noodle', 'would he be ok for a total beginner like me'],
    [['corn snake', 'beginner', 'Noodle']],
  ),

  // Off-topic of many kinds
  offTopic('whats the weather like in paris this weekend'),
  offTopic('can u help me with my maths homework, solve 3x + 5 = 20'),
  offTopic('write me a poem about autumn'),
  offTopic('best pizza place near me?'),
  offTopic('how do i reset my wifi router'),
  offTopic('what year did the titanic sink'),
  offTopic('recommend a good netflix series'),
  offTopic('how do i lose 5 kilos before summer'),
  offTopic('is bitcoin going to go up'),
  offTopic('write a sql query that joins two tables'),
  offTopic('how do you say thank you in japanese'),
  offTopic('my boss is annoying how do i ask for a raise'),
  offTopic('tell me about the french revolution'),
  offTopic('ive got two cats btw', 'whats a good recipe for lasagne'),
];
