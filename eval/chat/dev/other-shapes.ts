import type { EvalCase, Term } from '../rubric.js';
import { catalog, feeding, followUp, knowledge, safety } from './case-builders.js';
import { ALLOWED, HARMFUL, NOT_UNDERSTOOD } from './verdicts.js';

/**
 * Questions in shapes the earlier development files use least, written without reading the
 * advisor's rules, lexicon or knowledge, nor the held-out sets: safety questions asked every way
 * a sentence can ask them ("X bad for Y?", "would X hurt Y", "Y got into the X", "my vet said no
 * X, why?", "which is safer"), safe things that must lead with yes, a shopper's catalog questions
 * (ordering by price or age, price ceilings, "do you have X or Y", fees, names of two words or
 * with an accent, "only the girls"), daily care of animals other than dogs with typos and
 * rambling, and follow-ups that change the animal or the pet. The terms check the gist of a right
 * answer against the evaluation's shelter (eval/chat/shelter.ts).
 */
const NOT_REFUSED: Term = [/^\s*no\b/i, /\bnever\b/i];
const NO_DOSE: Term = /\d+(\.\d+)?\s*mg\b/i;
/** A first sentence that says this is unlikely to be a problem. */
const RELAXED: Term = [
  /\byes\b/i,
  'unlikely',
  'not toxic',
  'not poisonous',
  'not dangerous',
  'fine',
  /(?<!not |un)safe\b/i,
  'usually',
  'no need to worry',
  'small amount',
];

export const OTHER_SHAPE_CASES: readonly EvalCase[] = [
  // Safety: harmful things, asked in many shapes.
  safety(['avocado bad for my cockatiel?'], HARMFUL),
  safety(['would a couple of grapes hurt a springer spaniel'], HARMFUL, [['kidney']]),
  safety(['is tea tree oil poisonous to cats'], [/\byes\b/i, 'toxic', 'poison', 'harmful', 'dangerous']),
  safety(['onions and cats, safe?'], HARMFUL),
  safety(['my vet said no chocolate for the dog ever, why?'], HARMFUL, [['theobromine']]),
  safety(['parrots and chocolate - ok or not'], HARMFUL),
  safety(['can i wash my dog with my own shampoo'], HARMFUL),
  safety(['is paracetamol alright for a dog thats in pain'], HARMFUL, [['vet']], [NO_DOSE]),
  safety(['would half an aspirin help my cat with her limp'], HARMFUL, [['vet']], [NO_DOSE]),
  safety(['do lilies harm cats or is that a myth'], HARMFUL, [['kidney']]),
  safety(['can bearded dragons eat fireflies'], HARMFUL),
  safety(['is it dangerous to let my hamster have orange segments'], HARMFUL),
  safety(['should i worry about the ivy in our garden with a rabbit running around'], HARMFUL),
  safety(['are macadamia nuts toxic for dogs'], [/\byes\b/i, 'toxic', 'poison', 'harmful', 'dangerous']),
  safety(['alcohol and dogs, is a sip of beer really that bad'], HARMFUL),
  safety(['is caffeine a problem for cats, she licked my coffee cup'], HARMFUL),
  safety(['would rhubarb leaves upset my tortoise'], HARMFUL),
  safety(['are apple pips dangerous for a rabbit'], HARMFUL, [['seed', 'pip', 'cyanide', 'core']]),

  // Safety: safe things lead with yes.
  safety(['is a spider plant safe for my cat'], ALLOWED, [], [NOT_REFUSED]),
  safety(['is peanut butter ok for dogs'], ALLOWED, [['xylitol']], [NOT_REFUSED]),
  safety(['strawberries for guinea pigs, fine?'], ALLOWED, [], [NOT_REFUSED]),
  safety(['rabbit wants some apple, can he have it'], ALLOWED, [], [NOT_REFUSED]),
  safety(['can my budgie have a grape'], ALLOWED, [], [NOT_REFUSED]),
  safety(['is basil ok for rabbits'], ALLOWED, [], [NOT_REFUSED]),
  safety(['would a bit of cheese hurt my dog'], ALLOWED, [], [NOT_REFUSED]),
  safety(['can cats eat cooked salmon'], ALLOWED, [], [NOT_REFUSED]),
  safety(['are carrots good for dogs teeth'], ALLOWED, [], [NOT_REFUSED]),
  safety(['is plain cooked egg ok for my cat'], ALLOWED, [], [NOT_REFUSED]),
  safety(['can my tortoise eat dandelions from the lawn'], ALLOWED, [], [NOT_REFUSED]),
  safety(['blueberries for hamsters, good or bad'], ALLOWED, [], [NOT_REFUSED]),

  // Safety: got into something harmless, without signs: no alarm, a calm answer.
  safety(['my puppy got into the bin and ate a slice of plain bread, should i worry?'], RELAXED),
  safety(['my dog ate some of the cat food, should i be worried'], RELAXED),
  // Comparisons: the safe one named, the unsafe one warned about.
  safety(['which is safer for my dog, carrots or grapes'], ['carrot'], [['grape']]),

  // Catalog: ordering, ceilings, either-or, names, fees.
  catalog(['cats sorted by price low to high'], [/Oliver[\s\S]*Shadow[\s\S]*Chloé/]),
  catalog(['show me the dogs, youngest first'], [/Scout[\s\S]*Bella[\s\S]*Daisy/]),
  { ...catalog(['cheapest reptile you got?'], ['Shelly', '65.00']), leads: 'Shelly' },
  catalog(
    ['anything under 100?'],
    [['Kiwi', 'Clover', 'Oliver', 'Shelly', 'Noodle']],
    ['Daisy', 'Luna', 'Scout'],
  ),
  catalog(['any pets for less than 50 bucks'], ['Kiwi', 'Clover'], ['Daisy', 'Luna', 'Max']),
  catalog(['do you have a hamster or a guinea pig'], ['Mister Pickles']),
  catalog(['got any parrots or budgies'], ['Kiwi'], ['Daisy']),
  catalog(['is Thumper still available?'], ['Thumper', ['available', 'yes']]),
  {
    category: 'catalog',
    turns: ['is Buster still up for adoption'],
    must: [['adopted', 'no longer', 'not available', 'has found a home']],
    mustNot: [...NOT_UNDERSTOOD, 'Nala'],
  },
  catalog(['what does Noodle cost'], ['70.00']),
  catalog(['how much is mister pickles'], ['55.00']),
  catalog(['tell me about mr pickles'], ['Mister Pickles', 'Guinea Pig']),
  catalog(['tell me about the oldest cat'], ['Oliver']),
  catalog(['whats the adoption fee for luna'], ['180.00']),
  catalog(['is chloe good with children'], ['Chloé', [/\byes\b/i, 'good with']]),
  catalog(['whats the price of the corn snake'], ['Noodle', '70.00']),
  catalog(['how old is your budgie'], ['Kiwi', 'month']),
  catalog(['do you have any boy cats'], [['Oliver', 'Shadow']], ['Luna', 'Pixel', 'Chloé']),
  catalog(['any dogs between 100 and 200'], ['Max', 'Peanut'], ['Bella', 'Scout', 'Daisy', 'Rocky']),
  catalog(['a large dog that is good with children'], ['Max'], ['Rocky', 'Peanut']),
  { ...catalog(['which is older, luna or chloe'], ['Chloé']), leads: 'Chloé' },
  catalog(['puppies available?'], [['Scout', 'Bella']], ['Rocky', 'Max']),
  catalog(['any kittens up for adoption'], ['Pixel'], ['Oliver']),
  catalog(['is the beagle a girl or a boy'], ['Daisy', 'female']),
  catalog(['any snakes under 100'], ['Noodle'], ['Spike']),
  catalog(['your most expensive animal?'], ['Scout', '250.00']),
  catalog(['do you have turtles or tortoises for sale'], ['Shelly'], ['Spike', 'Noodle']),
  catalog(['can i see the rabbits sorted by age'], [/Clover[\s\S]*Thumper/]),
  catalog(
    ['is shadow good with children'],
    ['Shadow', ['not recorded', 'unknown', 'not known', "don't know"]],
  ),

  // Daily care beyond dogs, with typos and rambling.
  knowledge(
    ['how much hay shoud my rabit eat a day'],
    ['hay', ['body', 'size', 'unlimited', 'always', 'constant']],
  ),
  knowledge(
    [
      'we got our daughter a hamster and the cage from the pet shop looks really tiny, how big should it actually be',
    ],
    [['cm', 'floor', 'space', 'large', 'big']],
  ),
  knowledge(['what temp should a leopard gecko tank be'], [['°', 'temperature', 'warm']]),
  knowledge(['guinea pigs need extra vitamin c right? how do i give it to them'], ['vitamin c']),
  knowledge(['how often should i clean out the rabbit hutch'], [['clean', 'litter', 'daily', 'week']]),
  knowledge(
    ['is seed enough for a budgie or do they need other stuff'],
    [['pellet', 'vegetable', 'veg', 'fresh']],
  ),
  knowledge(['how often do you feed a corn snake'], [['week', 'days', 'mouse', 'mice', 'rodent']]),
  knowledge(
    ['my rabbits front teeth look really long, is that a problem'],
    [
      ['teeth', 'tooth', 'incisor'],
      ['vet', 'hay'],
    ],
  ),
  knowledge(['is it normal that my hamster sleeps the whole day'], [['nocturnal', 'night', 'crepuscular']]),
  knowledge(['why does my cat knead me with her paws'], [['knead']]),
  knowledge(
    ['my budgie keeps plucking out his feathers'],
    [
      ['pluck', 'feather'],
      ['vet', 'stress', 'bored'],
    ],
  ),
  knowledge(['do guinea pigs need baths'], [['bath', 'wash', 'groom']]),
  knowledge(['how do i get my tortoise ready for hibernation'], [['hibernat', 'brumat']]),
  knowledge(
    ['my cat is a bit chunky, how do i help her lose weight'],
    [['weight', 'calorie', 'portion', 'diet']],
  ),
  feeding(['how much should a 4 kg indoor cat eat'], [['kcal', 'calorie']]),
  feeding(['what should my guinea pigs eat every day'], ['hay', ['vitamin c', 'pellet', 'veg']]),
  feeding(['how often should a 10 week old kitten be fed'], [['times', 'meals', 'a day', 'daily']]),

  // Follow-ups that change the animal or the pet.
  followUp(
    ['how many calories for a 5 kg adult cat', 'and for a 2 kg kitten?'],
    [['kcal', 'calorie'], ['kitten']],
  ),
  {
    ...followUp(['can dogs eat strawberries', 'what about my other one, a rabbit?'], [['strawberr']]),
    leads: ALLOWED,
  },
  { ...followUp(['is lavender ok around dogs', 'and for cats?'], [['cat']]), leads: HARMFUL },
  followUp(['how often should i trim my dogs nails', 'what about a rabbit?'], [['nail', 'claw'], ['rabbit']]),
  followUp(['tell me about Daisy', 'and Bella?'], ['Bella', 'Cavalier']),
  followUp(['how much is Luna', 'and Pixel?'], ['140.00']),
  followUp(['show me the cats', 'now the rabbits'], ['Clover', 'Thumper'], ['Luna']),
  followUp(
    ['what dogs do you have', 'which of those are good with kids'],
    [['Daisy', 'Max', 'Bella', 'Scout']],
    [/Rocky[^\n.]*is good with/i, /Peanut[^\n.]*is good with/i],
  ),
  followUp(['show me the cats', 'only the girls'], [['Luna', 'Pixel', 'Chloé']], ['Oliver', 'Shadow']),
  followUp(['when should a puppy get its first jabs', 'and a kitten?'], [['kitten'], ['week']]),
];
