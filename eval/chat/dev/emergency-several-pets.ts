import type { EvalCase } from '../rubric.js';
import { emergency, knowledge } from './case-builders.js';
import {
  ANTIFREEZE,
  BLADDER,
  BLOAT,
  BREATHING,
  CHOCOLATE,
  COOL,
  GRAPES,
  HEAT,
  LILY,
  PACKAGING,
  SEIZURE,
  SLUG,
  STASIS,
  SUGAR,
  SWALLOWED,
  XYLITOL,
} from './shared-condition-terms.js';

/**
 * Emergencies of several animals at once, or of one among several, written before the advisor's
 * code was read for them: "both cats", "all three dogs", a litter, a flock of hens or budgies, one
 * rabbit of a pair, a mixed household where only one kind is ill, and the ill one told by how it
 * differs from the others. Owners name the group before the sign, count the animals, and mix a
 * well pet into the sentence; the answer must still lead with the urgent advice. Each case's
 * terms are what any good answer holds: the condition or substance, and one point of first aid or
 * one "do not". The near-misses are households of several pets with nothing urgent.
 */
const RAT_BAIT = ['rat', 'rodenticide', 'anticoagul', 'bait', 'poison'];
const PAINKILLER = ['ibuprofen', 'paracetamol', 'acetaminophen', 'painkiller', 'nsaid'];
const GUMS = ['gum', 'shock', 'bleed', 'anaemi', 'anemi', 'oxygen', 'circulat'];
const BIRTH = ['labour', 'labor', 'birth', 'whelp', 'kitten', 'puppy', 'puppies', 'dystocia', 'deliver'];
const PARVO = ['parvo', 'dehydrat', 'infect'];
const BLEED = ['bleed', 'pressure', 'wound', 'bite'];
const SMOKE = ['smoke', 'fume', 'teflon', 'ptfe', 'non-stick', 'carbon monoxide', 'air'];
const FLY = ['flystrike', 'fly strike', 'maggot'];
const EGG = ['egg', 'egg-bound', 'egg bound', 'binding'];
const PERMETHRIN = ['permethrin', 'flea', 'spot-on', 'spot on'];
const POISON = ['poison', 'toxic', 'toxin'];

export const SEVERAL_EMERGENCIES: readonly EvalCase[] = [
  // Two or more of the same kind, all ill at once.
  emergency(
    ['both my dogs got into the kids advent calendars and ate all the chocolates, wrappers and everything'],
    [CHOCOLATE],
  ),
  emergency(
    ['all three of our dogs tore open a bag of raisins in the pantry, no idea who ate how much'],
    [GRAPES],
  ),
  emergency(
    [
      'the two labs have been licking at a green puddle under my car on the drive, I think the radiator is leaking',
    ],
    [ANTIFREEZE],
  ),
  emergency(
    [
      'both cats were chewing on the lilies in the bouquet my mum brought round, theres pollen on their faces',
    ],
    [LILY],
  ),
  emergency(
    ['my pair of spaniels found the rat poison blocks in the shed and were crunching them'],
    [RAT_BAIT, PACKAGING],
  ),
  emergency(
    [
      'the dogs (we have two, a collie and a terrier) shared a pack of sugar free chewing gum out of my handbag',
    ],
    [XYLITOL],
  ),
  emergency(
    [
      'both our greyhounds were out in the hot garden all afternoon and now they are both panting hard and staggering',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'we left our two pugs in the car for 20 mins at the shops, came back and they are both flat out drooling and wont get up',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'my 2 cats found a blister pack of ibuprofen on the bedside table and chewed through it, some tablets are missing',
    ],
    [PAINKILLER],
  ),
  emergency(
    ['both rabbits have stopped eating since yesterday and neither has done any droppings overnight'],
    [STASIS],
  ),
  emergency(['all 4 of my guinea pigs got out and ate the slug pellets round the veg patch'], [SLUG]),
  emergency(
    [
      'our two kittens have both got bad diarrhoea and vomiting and are really floppy, they only came home from the breeder last week',
    ],
    [['dehydrat', 'panleuk', 'parvo', 'infect', 'virus']],
  ),
  emergency(
    [
      'the puppies are 10 weeks old, not vaccinated yet, and two of them have bloody runny poo and keep throwing up',
    ],
    [PARVO],
  ),
  emergency(
    [
      'both my budgies are fluffed up on the cage floor breathing with their tails bobbing, I had the non stick pan on high earlier',
    ],
    [SMOKE, BREATHING],
  ),
  emergency(
    [
      'my flock of hens got into the shed and pecked at spilled weedkiller granules, three of them are wobbly now',
    ],
    [POISON],
  ),
  emergency(
    [
      'all of the ferrets chewed into a tube of something in the garage, one is drooling loads and another is twitching',
    ],
    [SEIZURE, PACKAGING],
  ),
  emergency(
    [
      'the three dogs drank from the lake where there was green scum on top, now theyre all drooling and one fell over',
    ],
    [['algae', 'cyanobacteria', 'toxin']],
  ),
  emergency(
    ['i put my dogs flea stuff on both cats because we ran out and now theyre both twitching and drooling'],
    [PERMETHRIN],
  ),

  // One among several.
  emergency(
    [
      'one of my rabbits has not eaten since this morning and is sitting hunched up, the other one is eating fine',
    ],
    [STASIS],
  ),
  emergency(
    [
      'the bigger of my two guinea pigs is lying on her side breathing weird and wont take her pepper, the little one is running about',
    ],
    [BREATHING],
  ),
  emergency(
    [
      'the dog is fine but the cat has been straining in his litter tray for ages and crying, nothing comes out',
    ],
    [BLADDER],
  ),
  emergency(
    [
      'we have two male cats and one of them keeps going in and out of the tray, squats and only a few drops come out, hes yowling',
    ],
    [BLADDER],
  ),
  emergency(
    [
      'out of my 3 dogs only the big one, a great dane, is retching but nothing comes up and his tummy looks swollen',
    ],
    [BLOAT, ['do not wait', "don't wait", 'now', 'immediately', 'straight away']],
  ),
  emergency(
    [
      'fed the dogs dinner then they ran round the garden, the setter keeps trying to be sick with nothing coming and is pacing, the other is asleep',
    ],
    [BLOAT],
  ),
  emergency(
    [
      'she isnt eating like the others, our youngest guinea pig, and she has not pooped all day and is grinding her teeth',
    ],
    [STASIS],
  ),
  emergency(
    [
      'one of the kittens in the litter is much smaller than the others, cold to touch and not feeding from mum anymore',
    ],
    [['warm'], SUGAR],
  ),
  emergency(
    [
      'our rescue cat is fine but the old tom next to her has gums gone white and he is breathing really fast',
    ],
    [GUMS],
  ),
  emergency(
    ['the older of my two dogs collapsed on our walk and his gums look bluish, the young one is ok'],
    [GUMS],
  ),
  emergency(
    ['my two terriers had a fight and the small one has a deep bite on his neck that keeps bleeding'],
    [BLEED],
  ),
  emergency(
    [
      'one of the budgies is sitting on the floor of the cage puffed up with her eyes closed, the others are chirping away',
    ],
    [['bird', 'warm', 'hide', 'illness']],
  ),
  emergency(
    [
      'one of my hens has been straining on and off all day, sitting in the nest box with her tail pumping and no egg',
    ],
    [EGG, ['warm']],
  ),
  emergency(
    ['of my 4 hens the black one is lying on her side with her eyes shut, gasping with her beak open'],
    [BREATHING],
  ),
  emergency(
    [
      'the dog and the hamster are fine but the cat has had a fit, shaking on the floor for two minutes, now shes confused',
    ],
    [SEIZURE],
  ),
  emergency(
    [
      'the collie had three fits in a row this afternoon, one after another, the other dog is hiding from him',
    ],
    [SEIZURE],
  ),
  emergency(
    [
      'my tortoise and the rabbit share the garden, the rabbit is fine but the tortoise was flipped upside down in the sun for hours and isnt moving',
    ],
    [HEAT],
  ),
  emergency(
    [
      'one of the two rabbits has maggots around her bottom, I only noticed when I picked her up, the other looks clean',
    ],
    [FLY],
  ),
  emergency(
    [
      'we have 3 cats and one of them has been hiding and panting with her mouth open after a fall off the balcony',
    ],
    [BREATHING, ['injur', 'internal', 'shock', 'fall']],
  ),
  emergency(
    [
      'two of my goldfish are fine but the third one and the snail... nah the dog, sorry, the dog ate a whole box of raisins while I cleaned the tank',
    ],
    [GRAPES],
  ),
  emergency(
    [
      'only one of the puppies got the grapes off the table, we think about a handful, the rest of the litter didnt',
    ],
    [GRAPES],
  ),
  emergency(
    ['the labrador ate the xylitol peanut butter off the spoon, the beagle only licked the lid'],
    [XYLITOL],
  ),
  emergency(
    ['the cat is fine, but our dog got hold of my paracetamol strip, 4 tablets missing'],
    [PAINKILLER],
  ),
  emergency(
    [
      'my dog is ok but the cat ate one of the lily leaves from the vase, she is the only cat we have, the dog didnt touch it',
    ],
    [LILY],
  ),
  emergency(
    ['the youngest rabbit was hit by the lawn mower blade, theres a lot of blood, the other two got away'],
    [BLEED],
  ),
  emergency(
    [
      'one of the ferrets has been pawing at her mouth and drooling, she chewed the charger cable, the others are asleep',
    ],
    [['burn', 'electric', 'shock']],
  ),
  emergency(
    ['one of the twin puppies swallowed a sock and has been sick four times and wont keep water down'],
    [SWALLOWED],
  ),

  // Mothers and their young.
  emergency(
    [
      'the kittens and their mum: the mum is twitching and wobbly and panting, 3 weeks after giving birth, the kittens are feeding lots',
    ],
    [['calcium', 'eclampsia', 'milk fever', 'hypocalc']],
  ),
  emergency(
    [
      'our bitch has had two puppies but has been pushing hard for two hours now with no third one coming out',
    ],
    [BIRTH],
  ),
  emergency(
    [
      'my cat gave birth to 3 kittens this morning, now theres green discharge and she keeps straining with no more coming',
    ],
    [BIRTH],
  ),
  emergency(
    ['our guinea pig is pregnant and has been pushing for half an hour, one baby is half out and stuck'],
    [BIRTH],
  ),
  emergency(
    [
      'the mum rabbit had her babies yesterday but one of the kits is outside the nest, cold and barely moving',
    ],
    [['warm']],
  ),
  emergency(
    ['the pups are 2 days old and one of them is gasping, milk coming out of its nose when it feeds'],
    [BREATHING],
  ),

  // Comparisons and mixed households.
  emergency(
    [
      'all my cats eat from the same bowl but only Tigger is throwing up and now he is lying in the bath not moving, the others are fine',
    ],
    [['vomit', 'dehydrat', 'sick']],
  ),
  emergency(
    [
      'two dogs, same walk, same food. Rosie is totally normal but Bella came back with a swollen face and is breathing noisily, we think a wasp',
    ],
    [['sting', 'allerg', 'swell'], BREATHING],
  ),
  emergency(
    [
      'my rabbit and my guinea pig share a hutch, the guinea pig is fine, the bunny hasnt moved from the corner and her belly feels hard and swollen',
    ],
    [STASIS],
  ),
  emergency(
    ['both hamsters were fine yesterday, today one has a wet bottom, smells bad and is barely moving'],
    [['wet tail', 'diarrh', 'dehydrat']],
  ),
  emergency(
    ['among the chicks one keeps gasping and stretching its neck, the rest of the brood are pecking fine'],
    [BREATHING],
  ),
  emergency(
    [
      'my bearded dragons: the male is fine, the female has been digging for days, looks swollen and now just lies there limp',
    ],
    [EGG],
  ),
  emergency(
    [
      '2 cats 1 dog. the dog ate the cat food, fine. the cat ate something off the floor, maybe a hair band, and has been sick 5 times',
    ],
    [SWALLOWED],
  ),
  emergency(
    [
      'we have both cats and budgies. the budgies are fine but the cat knocked the pot of lilies over and was licking his paws after',
    ],
    [LILY],
  ),
  emergency(
    [
      'all three dogs were in the hot car but only the bulldog is now shaking, vomiting and has a purple tongue, the other two seem ok',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'my 6 rats all chewed the new blue pellets the neighbour put down, one has a nose bleed and another is pale',
    ],
    [RAT_BAIT],
  ),
];

/** Households of several pets with nothing urgent. */
export const SEVERAL_NEAR_MISSES: readonly EvalCase[] = [
  knowledge(
    ['how do i introduce a new kitten to my two older cats without fights?'],
    [['introduc', 'scent', 'slow']],
  ),
  knowledge(
    ['can my two rabbits share one hutch or does each need their own?'],
    [['space', 'pair', 'bond', 'hutch']],
  ),
  knowledge(['my two dogs play fight and growl a lot, is that normal?'], [['play']]),
  knowledge(
    ['how many guinea pigs should i keep together? one seems lonely'],
    [['pair', 'two', 'social', 'companion']],
  ),
  knowledge(
    ['both my cats are a bit overweight, how do i feed them separately?'],
    [['weight', 'portion', 'feed']],
  ),
  knowledge(['how often should the puppies in a litter be wormed?'], [['worm']]),
  knowledge(
    ['my hens have stopped laying as much now the days are shorter, is that ok?'],
    [['daylight', 'light', 'moult', 'laying']],
  ),
  knowledge(
    ['is it fine to keep a budgie and a cockatiel in the same cage?'],
    [['cage', 'size', 'space', 'aggress']],
  ),
  knowledge(
    ['one of my cats grooms the other all the time, why do they do that?'],
    [['groom', 'bond', 'social']],
  ),
  knowledge(
    ['the kittens are 5 weeks old, when should they start eating solid food?'],
    [['wean', 'solid', 'kitten food']],
  ),
  knowledge(
    ['my older dog seems grumpy with the new puppy, how do i help them get along?'],
    [['space', 'rest', 'introduc', 'slow']],
  ),
  knowledge(
    ['we have a cat and a rabbit, can they live together safely?'],
    [['supervis', 'introduc', 'prey']],
  ),
  knowledge(
    ['should all three of my dogs get the kennel cough vaccine before boarding?'],
    [['kennel cough', 'vaccin']],
  ),
  knowledge(
    ['my two rabbits are eating less hay than usual since i started giving more pellets'],
    [['hay', 'pellet']],
  ),
  knowledge(
    [
      'one of my guinea pigs is a bit bigger than the other, both eating and pooping normally, should i worry?',
    ],
    [['weigh', 'weight', 'normal']],
  ),
  knowledge(
    ['how many litter trays do i need for three cats?'],
    [['one per cat', 'one more', 'plus one', 'tray']],
  ),
];
