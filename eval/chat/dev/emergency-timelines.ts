import type { EvalCase } from '../rubric.js';
import { emergency, knowledge } from './case-builders.js';
import {
  ANTIFREEZE,
  BLADDER,
  BLOAT,
  BREATHING,
  CHOCOLATE,
  CLOT,
  COOL,
  GRAPES,
  HEAT,
  LILY,
  STASIS,
} from './shared-condition-terms.js';

/**
 * Emergencies as owners often tell them: as a timeline or with numbers (the time of day it
 * happened and how things went since, how many minutes a fit has lasted, how many hours since the
 * last wee or dropping, the dog's weight and how much of what it ate, a temperature, breaths a
 * minute, the gap between puppies). Written before the advisor's code was read for them, covering
 * heatstroke, each named toxin, the blocked male cat, bloat, breathing trouble, seizures,
 * collapse, pale or blue gums, rabbit gut stasis and a stalled birth. The near-misses carry
 * numbers that are normal (a normal temperature, breathing rate or gap between puppies, a crumb of
 * milk chocolate for a big dog, one vomit a day ago and fine since) and must not raise the alarm.
 * Each emergency's terms are what any good answer holds: the condition or substance named.
 */
const XYLITOL = ['xylitol', 'birch sugar'];
const RAT_BAIT = ['rat', 'rodenticide', 'anticoagulant', 'bait'];
const NSAID = ['ibuprofen', 'nsaid', 'anti-inflammator', 'painkiller'];
const SEIZURE = ['seizure', 'fit', 'convuls', 'epilep'];
const COLLAPSE = ['collapse', 'faint', 'heart', 'shock'];
const PALE_GUMS = ['pale', 'white', 'grey', 'gray', 'anaem', 'anem', 'shock', 'blood loss', 'circulat'];
const BIRTH = ['labour', 'labor', 'dystocia', 'birth', 'whelp', 'queening', 'kittening'];

export const TIMELINE_EMERGENCIES: readonly EvalCase[] = [
  // Heatstroke.
  emergency(
    [
      'took the lab out at 2pm, it was 31 degrees. got back at 3 and hes panting flat out, drooling strings and staggering about',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'my pugs temp is 41.2 after an hour playing in the garden, breathing really fast and his tongue is going purple',
    ],
    [HEAT],
  ),
  emergency(
    [
      'left her in the car for 20 mins at the shops, about 25c out, came back and shes flopped on the back seat panting and wont get up',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'the hutch was in full sun from 11 till 4 today without me noticing, my rabbit is lying stretched flat, ears boiling hot, breathing about 150 a minute',
    ],
    [HEAT],
  ),
  // Antifreeze.
  emergency(
    [
      "around 8 this morning i saw my cat licking a bright green puddle under the car. it's 11 now and he's walking like he's drunk",
    ],
    [ANTIFREEZE],
  ),
  emergency(
    [
      'my 15kg dog drank maybe 2 tablespoons of the antifreeze I was topping the car up with, 30 mins ago, seems fine so far',
    ],
    [ANTIFREEZE],
  ),
  // Xylitol.
  emergency(
    [
      'my 6 kg jack russell ate 4 pieces of sugar free gum at about 7pm, its 7.40 now. the packet says xylitol',
    ],
    [XYLITOL],
  ),
  emergency(
    [
      'dog got into the peanut butter, the label says sweetened with birch sugar, she ate about a third of a 340g jar 15 mins ago. she is 9 kilos',
    ],
    [XYLITOL],
  ),
  emergency(
    ['my 10kg spaniel ate 5 sugar free mints an hour ago and now hes trembling and wobbly on his back legs'],
    [XYLITOL],
  ),
  // Grapes and raisins.
  emergency(['my 12 kg beagle ate about 20 green grapes off the table about 40 minutes ago'], [GRAPES]),
  emergency(
    ['toddler dropped a handful of sultanas and the dog hoovered them up maybe half an hour ago, shes 7kg'],
    [GRAPES],
  ),
  emergency(
    ['dog ate 2 hot cross buns at 9am, by 3pm he has been sick 4 times and wont eat his dinner'],
    [GRAPES],
  ),
  emergency(
    [
      'my 25kg lab ate about 15 raisins 20 minutes ago',
      "it's only 15 and he's 25 kilos, surely that's not enough to matter?",
    ],
    [GRAPES],
  ),
  // Lilies.
  emergency(
    [
      'brought home a bunch of lilies at 5. at 6 found the cat with orange pollen all over her nose, and now its gone, shes licked it off',
    ],
    [LILY],
  ),
  emergency(
    ['cat chewed 2 leaves of my easter lily about 3 hours ago and has thrown up twice since'],
    [LILY],
  ),
  emergency(['my kitten drank some water out of the vase with the lilies in, maybe 10 minutes ago'], [LILY]),
  // Rat bait.
  emergency(
    [
      'found a chewed box of rat poison in the shed, blue pellets, the 20kg collie could have eaten up to 50g of it some time in the last 2 hours',
    ],
    [RAT_BAIT],
  ),
  emergency(
    [
      'we think the dog got at the rat bait 3 days ago. today his gums are pale, there are bruises on his belly and he had a nosebleed',
    ],
    [RAT_BAIT],
  ),
  // Human painkillers.
  emergency(['my 8 kg terrier ate 3 of my 200 mg ibuprofen about 45 minutes ago'], [NSAID]),
  emergency(
    [
      'gave my cat half of a 500mg paracetamol at 10pm last night because she was limping, this morning her face is puffy and her gums look brown',
    ],
    [['paracetamol', 'acetaminophen']],
  ),
  emergency(
    ['my dog chewed through a strip of naproxen, 4 tablets gone, 250mg each, she weighs 15kg'],
    [['naproxen', 'nsaid', 'anti-inflammator', 'painkiller']],
  ),
  emergency(
    [
      "hubby gave the dog 2 x 300mg aspirin yesterday for his hip, today he's vomited 3 times and there's black bits in it",
    ],
    [['aspirin', 'nsaid', 'anti-inflammator', 'ulcer', 'bleed']],
  ),
  // Chocolate in quantity.
  emergency(['my 8kg cockapoo ate half a 100g bar of 70% dark chocolate about an hour ago'], [CHOCOLATE]),
  emergency(
    [
      'lab got into the easter eggs, 4 big milk chocolate eggs and the foil, around 6 this morning. its 9 now and hes hyper, panting, heart going like mad',
    ],
    [CHOCOLATE],
  ),
  emergency(['my 5 kg chihuahua ate a 50g bag of dark baking chocolate chips 20 mins ago'], [CHOCOLATE]),
  // A blocked male cat.
  emergency(
    ["my male cat hasn't peed since yesterday morning, about 30 hours now, he keeps going back to the tray"],
    [BLADDER],
  ),
  emergency(
    [
      'my boy cat has been in and out of the litter tray 15 times in the last hour, only a few drops of pink wee',
    ],
    [BLADDER],
  ),
  emergency(
    [
      "neutered tom, 4 yrs. last wee was about 8pm last night, it's 2pm now, he's crying and keeps licking his bits",
    ],
    [BLADDER],
  ),
  // Bloat.
  emergency(
    [
      'great dane had his dinner at 6 then ran round the garden. at 7 his belly is tight as a drum and he keeps trying to be sick but nothing comes up',
    ],
    [BLOAT],
  ),
  emergency(
    [
      'my 40kg german shepherd has retched about 10 times in 20 minutes, just white foam, and his stomach looks bigger',
    ],
    [BLOAT],
  ),
  // Breathing trouble.
  emergency(
    ['my cat is breathing 60 times a minute while shes asleep, i counted twice, and her mouth is open'],
    [BREATHING],
  ),
  emergency(
    [
      "dog's resting breathing rate was 18 yesterday, today it's 55 and he won't lie down, just stands with his elbows out",
    ],
    [BREATHING],
  ),
  emergency(
    [
      'my budgie has been bobbing his tail for the last 2 hours and clicks with every breath, sitting fluffed on the floor',
    ],
    [BREATHING],
  ),
  emergency(
    [
      "frenchie's been making a honking noise for 15 minutes and can't get his breath, his gums are going grey",
    ],
    [BREATHING],
  ),
  // Seizures.
  emergency(['my dog has been fitting for 6 minutes now and it isnt stopping'], [SEIZURE]),
  emergency(['she had a seizure at 1am, another at half 2, and a third one just now at 4'], [SEIZURE]),
  emergency(
    ["3 fits in 24 hours. he's epileptic on phenobarb but never had more than one a month before this"],
    [SEIZURE],
  ),
  // Collapse.
  emergency(
    [
      'my 14 year old dog collapsed twice in the last hour on our walk, went down for about 10 seconds each time',
    ],
    [COLLAPSE],
  ),
  emergency(
    ['cat suddenly screamed at 9pm and now both her back legs are dragging and her back paws feel cold'],
    [CLOT],
  ),
  emergency(
    [
      "dog went down in the garden 5 minutes ago, he's breathing but won't get up and his belly looks swollen",
    ],
    [['collapse', 'internal', 'bleed', 'shock', 'bloat']],
  ),
  // Pale or blue gums.
  emergency(
    ['his gums were pink this morning, by 4pm they are white and he feels cold to touch'],
    [PALE_GUMS],
  ),
  emergency(
    [
      "pressed my dog's gum and it took 4 seconds or so to go pink again, and they look kind of grey. he's 11 and off his food since yesterday",
    ],
    [PALE_GUMS],
  ),
  emergency(
    ["my cat's tongue went blue and she was panting with her mouth open for 5 minutes after chasing a toy"],
    [BREATHING],
  ),
  // Rabbit gut stasis.
  emergency(
    ["my rabbit hasn't done a single poo in 12 hours and hasn't touched her pellets since breakfast"],
    [STASIS],
  ),
  emergency(
    [
      "bunny's droppings got tiny then stopped at about 6 last night, it's 9am now, he's sitting hunched and grinding his teeth",
    ],
    [STASIS],
  ),
  // A stalled birth.
  emergency(
    [
      "my dog had her 3rd puppy at 10pm and it's now half 1 in the morning, she's pushing hard but nothing is coming",
    ],
    [BIRTH],
  ),
  emergency(["cat has been straining for 45 minutes with a kitten half out and it's not moving"], [BIRTH]),
  emergency(["green discharge started 3 hours ago and no puppy yet, it's her first litter"], [BIRTH]),
];

export const TIMELINE_NEAR_MISSES: readonly EvalCase[] = [
  knowledge(["my dog's temperature is 38.6, is that normal?"], [['normal', 'range']]),
  knowledge(
    ["my cat breathes about 24 times a minute when she's asleep, is that ok?"],
    [['normal', 'breath']],
  ),
  knowledge(
    [
      "she's had 4 puppies so far with about 40 minutes between each, she's calm and they're all feeding, is that normal?",
    ],
    [['normal', 'hour']],
  ),
  knowledge(
    ['my 35 kg labrador ate one square of milk chocolate off the kids plate, do i need to worry?'],
    [CHOCOLATE],
  ),
  knowledge(
    ["my dog was sick once yesterday morning, since then he's eaten twice, pooed normally and is playing"],
    [['vomit', 'sick']],
  ),
  knowledge(['how much water should my 4kg cat drink in a day?'], [['water'], /\d/]),
  knowledge(
    ['how many times a day should a rabbit poo? mine does hundreds of little round ones'],
    [['dropping', 'poo', 'fibre', 'fiber', 'hay']],
  ),
  knowledge(
    ['my male cat wees 2 or 3 times a day in the tray, big clumps, is that normal?'],
    [['normal', 'urin', 'pee', 'wee']],
  ),
  knowledge(
    ["what's a normal resting heart rate for a medium sized dog?"],
    [['beats', 'bpm', 'per minute', 'a minute']],
  ),
  knowledge(['how long does a dog pregnancy last? she was mated 58 days ago'], [['63', 'days', 'week']]),
  knowledge(
    ['is 22 degrees too hot to take my dog for a midday walk?'],
    [['pavement', 'heat', 'hot', 'shade', 'water']],
  ),
  knowledge(['my dog sleeps about 14 hours a day, is that too much?'], [['sleep']]),
  knowledge(
    [
      "my puppy's gums are bubblegum pink and go back in under 2 seconds when I press them, that's good right?",
    ],
    [['normal', 'healthy', 'pink', 'capillary']],
  ),
  knowledge(
    ['my cat brought up one hairball yesterday and has been eating and playing normally since'],
    [['hairball', 'hair ball', 'furball', 'fur ball']],
  ),
  knowledge(
    ['my rabbit eats about 6 hours a day, mostly hay, and her droppings are big and round, is that right?'],
    [['hay', 'fibre', 'fiber', 'dropping']],
  ),
];
