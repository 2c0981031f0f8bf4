import type { EvalCase } from '../rubric.js';
import { emergency, knowledge, safety } from './case-builders.js';
import { ALLOWED, HARMFUL } from './verdicts.js';
import {
  ALCOHOL,
  ANTIFREEZE,
  BLEEDING,
  BREATHING,
  BURN,
  COOL,
  FLYSTRIKE,
  GRAPES,
  HEAT,
  LILY,
  PRESSURE,
  SLUG,
  SNAKE,
  STASIS,
  WARM,
} from './shared-condition-terms.js';

/**
 * Emergencies of the seasons and holidays, told as owners tell them on the day, written before
 * the advisor's code was read for them: Christmas (tinsel and ribbon, chocolate decorations, mince
 * pies and pudding, carcass bones, liqueurs, lilies in a bouquet, chewed fairy lights), Easter
 * (eggs, hot cross buns, lilies, daffodils), Halloween (sweets, sugar-free candy, a pumpkin
 * candle, lolly sticks), bonfire night and New Year (a bolt into the road, a burn, a firework
 * eaten, fumes from the party cooking), summer (heat, a hot car, stings, algae, skewers, corn
 * cobs, grass seeds, adders, toads, flystrike), winter (antifreeze, rock salt, thin ice, cold) and
 * the garden season (slug pellets, weedkiller, cocoa mulch, bulbs, conkers, mushrooms); every kind
 * of pet. The near-misses are the same seasons with nothing urgent: a safe treat, a plan made
 * ahead, a question before anything was eaten. Each emergency's terms are what any good answer
 * holds: the substance or condition named and, where fitting, one point of first aid.
 */
const CHOCOLATE = ['chocolate', 'theobromine', 'cocoa'];
const XYLITOL = ['xylitol', 'sweetener'];
const COLD = ['hypotherm', 'cold', 'body temperature'];
const SWALLOWED = ['obstruct', 'blockage', 'block', 'intestin', 'bowel', 'gut', 'x-ray', 'perforat'];
const DO_NOT_PULL = [/(do not|don'?t|never)[^.]*pull/i];
const BONES = ['bone', 'splinter', 'shard'];
const STING = ['sting', 'allerg', 'anaphyla', 'swelling'];
const INJURY = ['internal', 'injur', 'bleed', 'shock', 'fracture'];
const SALT = ['salt', 'sodium', 'grit'];
const ALGAE = ['algae', 'cyanobacteri', 'algal'];
const ELECTRIC = ['electr', 'shock', 'cable', 'wire'];
const UNPLUG = ['unplug', 'switch off', 'power off', 'turn off'];
const FUMES = ['teflon', 'PTFE', 'non-stick', 'fume'];
const FRESH_AIR = ['fresh air', 'ventilat', 'window', 'out of the room', 'away from'];
const PANCREAS = ['pancreat'];
const BULBS = ['bulb', 'daffodil', 'tulip', 'hyacinth', 'narcissus'];
const WEEDKILLER = ['weedkiller', 'weed killer', 'herbicide', 'glyphosate', 'paraquat'];
const TOAD = ['toad', 'bufo'];
const RINSE = ['rinse', 'flush', 'wipe', 'wash'];
const SEED = ['grass seed', 'awn', 'seed', 'foreign body'];
const BATTERY = ['battery', 'batteries'];
const CONKER = ['conker', 'horse chestnut', 'aesculin'];
const MUSHROOM = ['mushroom', 'fungi', 'fungus', 'toadstool'];
const FIREWORK = ['firework', 'potassium nitrate', 'chemical', 'gunpowder'];

export const SEASONS_EMERGENCIES: readonly EvalCase[] = [
  // Christmas.
  emergency(
    [
      'christmas morning and the dog has eaten half the chocolate coins off the tree, foil and all. shes a 9kg cocker',
    ],
    [CHOCOLATE],
  ),
  emergency(
    [
      'our lab pulled the box of liqueur chocolates off the coffee table last night, the whole lot is gone and he is wobbling about',
    ],
    [CHOCOLATE, ALCOHOL],
  ),
  emergency(
    ['my jack russell got into the mince pies while we were at church, at least three gone'],
    [GRAPES],
  ),
  emergency(
    ['he ate a big slice of christmas pudding that my nan dropped, the one soaked in brandy. what do i do'],
    [GRAPES],
  ),
  emergency(
    [
      'dog stole the turkey carcass out of the bin on boxing day, ate the lot bones included, now retching and his belly is tender',
    ],
    [BONES, SWALLOWED],
  ),
  emergency(
    [
      'kitten has been playing with the tinsel all week and now theres a strand hanging out of her bottom and she keeps being sick',
    ],
    [SWALLOWED, DO_NOT_PULL],
  ),
  emergency(
    [
      'cat ate some of the curly ribbon off the presents, vomited four times since lunch and wont eat her dinner',
    ],
    [SWALLOWED],
  ),
  emergency(
    [
      'my mother in law brought a christmas bouquet with big white lilies and I found the cat with pollen all over her face',
    ],
    [LILY],
  ),
  emergency(
    ['the rabbit chewed through the fairy lights cable, he squealed and now hes lying flat breathing oddly'],
    [ELECTRIC],
  ),
  emergency(
    [
      'puppy bit the christmas tree lights wire, little burn on his lip and he is coughing and breathing hard',
    ],
    [ELECTRIC, UNPLUG],
  ),
  emergency(
    ['dog ate a whole pack of the sugar free mints out of my sons stocking, about 20 minutes ago'],
    [XYLITOL],
  ),
  emergency(
    [
      'the kids made salt dough tree ornaments and the beagle ate two of them. hes drinking loads and being sick',
    ],
    [SALT],
  ),
  emergency(
    [
      'new toy for christmas came with button batteries and one is missing, pretty sure the puppy swallowed it',
    ],
    [BATTERY],
  ),
  emergency(
    [
      'our staffie had tons of ham fat and pigs in blankets over christmas dinner, today hes vomiting over and over and standing hunched',
    ],
    [PANCREAS],
  ),
  emergency(
    [
      'cooking christmas dinner with the new non stick roasting tray and my budgie in the kitchen has gone fluffed up and is gasping on the cage floor',
    ],
    [FUMES, FRESH_AIR],
  ),
  emergency(
    [
      'what is the best christmas present for a cat?',
      'actually never mind that, she just licked up some of the lily water from the vase on the table',
    ],
    [LILY],
  ),
  // New Year and bonfire night.
  emergency(
    [
      'fireworks started and he bolted out the gate straight into the road, a car clipped him, hes limping and panting and his gums look pale',
    ],
    [INJURY],
  ),
  emergency(
    [
      'the cat got too close to the bonfire and her fur is singed along one side, the skin underneath is red and weepy',
    ],
    [BURN, COOL],
  ),
  emergency(
    [
      'my collie picked up a spent firework in the park tonight and chewed it up before i could stop him, now drooling loads',
    ],
    [FIREWORK],
  ),
  emergency(
    [
      'sparkler fell on my dogs paw at the new years party, the pad has a blister and hes licking it and crying',
    ],
    [BURN, COOL],
  ),
  emergency(
    [
      'the fireworks terrified my cockatiel, she thrashed around the cage all night and now theres blood on her wing and it wont stop dripping',
    ],
    [BLEEDING, PRESSURE],
  ),
  emergency(
    [
      'new years eve, someone left a glass of prosecco on the floor and the puppy drank most of it, hes staggering and very sleepy',
    ],
    [ALCOHOL],
  ),
  emergency(
    [
      'dog was so scared of the bangs he chewed through his crate, his mouth is bleeding and one tooth is hanging',
    ],
    [BLEEDING],
  ),
  // Easter.
  emergency(
    [
      'easter egg hunt in the garden and the spaniel found more eggs than the kids did. maybe 4 or 5 small dark chocolate ones',
    ],
    [CHOCOLATE],
  ),
  emergency(['my dog ate 2 hot cross buns off the counter'], [GRAPES]),
  emergency(
    ['we have easter lilies on the windowsill and the cat has nibbled a leaf, she is drooling now'],
    [LILY],
  ),
  emergency(['the puppy dug up the daffodil bulbs and ate some, he has thrown up three times'], [BULBS]),
  emergency(['our rabbit ate a load of the easter chocolate the kids left on the sofa'], [CHOCOLATE]),
  emergency(
    [
      'granddaughter fed the guinea pig the simnel cake, the marzipan and the fruit, and now he wont eat his hay and is hunched up',
    ],
    [STASIS],
  ),
  // Halloween.
  emergency(
    ['the halloween bucket got knocked over and my dog ate loads of sweets, the wrappers say sugar free'],
    [XYLITOL],
  ),
  emergency(
    ['trick or treaters gave the kids little boxes of raisins and the dog ate about four boxes'],
    [GRAPES],
  ),
  emergency(
    [
      'halloween night: our greyhound ate a bag of mini chocolate bars, wrappers and all, and he is restless and his heart is racing',
    ],
    [CHOCOLATE],
  ),
  emergency(
    ['cats tail caught the candle in the pumpkin lantern, bit of the fur burnt and the tip looks raw'],
    [BURN, COOL],
  ),
  emergency(
    [
      'dog ate a handful of lollipop sticks from the halloween party and now hes straining and crying when he tries to poo',
    ],
    [SWALLOWED],
  ),
  emergency(
    [
      'put the pug in a halloween costume for the photo and now hes making a honking noise and his tongue is going purple',
    ],
    [BREATHING],
  ),
  // Summer.
  emergency(
    [
      'hottest day of the year, took the frenchie out at noon and now he is flat out on the grass, breathing really noisy and throwing up',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'only nipped into the shop for 10 mins and left the dog in the car, when i came back she was panting like mad and cant stand up properly',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'the rabbits hutch was in full sun all afternoon, hes lying stretched out, ears hot and hes hardly moving',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'heatwave and our guinea pigs are in the greenhouse run, one is lying on his side panting and wont get up',
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'dog snapped at a bee in the garden and now his whole face is swelling up and he is struggling to breathe',
    ],
    [STING, BREATHING],
  ),
  emergency(['my cat ate a wasp and her throat seems swollen, shes making a strange wheezy noise'], [STING]),
  emergency(
    ['the dog swam in the lake with the green scum on it this morning, now shes vomiting and trembling'],
    [ALGAE],
  ),
  emergency(
    [
      'barbecue in the garden and my lab grabbed a kebab off the grill and swallowed it, wooden skewer and all',
    ],
    [SWALLOWED],
  ),
  emergency(
    [
      'our springer ate a corn on the cob from the bbq scraps 2 days ago, hes been sick 6 times today and cant keep water down',
    ],
    [SWALLOWED],
  ),
  emergency(
    [
      'after the walk in the long grass my spaniel started sneezing like crazy, pawing at his nose and now theres a nosebleed',
    ],
    [SEED],
  ),
  emergency(
    [
      'walking on the heath and something bit my dog on the leg, theres two little holes and the leg is swelling fast, i think it was an adder',
    ],
    [SNAKE],
  ),
  emergency(
    ['my terrier mouthed a toad in the garden tonight, now hes foaming at the mouth and pawing at his face'],
    [TOAD, RINSE],
  ),
  emergency(['found maggots around my rabbits back end this evening, shes hot and quiet'], [FLYSTRIKE]),
  emergency(
    ['walked the dog on the hot pavement, his pads are red and peeling and he wont put his feet down'],
    [BURN, COOL],
  ),
  emergency(
    ['heatwave and the goldfish in the pond are all gasping at the surface, a couple already floating'],
    [['oxygen', 'aerat']],
  ),
  emergency(
    [
      'bearded dragons vivarium was in the sun through the window all day, the thermometer says 48 and he is gaping with his mouth open and limp',
    ],
    [HEAT],
  ),
  emergency(
    ['summer day at the beach, my dog kept drinking the sea water, now hes vomiting and really wobbly'],
    [SALT],
  ),
  // Garden season and autumn.
  emergency(
    ['neighbour put blue slug pellets down and my dog has been eating them, hes twitching and shaking'],
    [SLUG],
  ),
  emergency(
    [
      'just sprayed the patio with weedkiller and the cat walked through it before it dried and has been licking her paws',
    ],
    [WEEDKILLER, RINSE],
  ),
  emergency(
    ['we put cocoa shell mulch on the borders and my labrador has been eating it, now hes hyper and panting'],
    [CHOCOLATE],
  ),
  emergency(['dog ate some of the tulip bulbs i was about to plant'], [BULBS]),
  emergency(['autumn walk and the puppy swallowed two conkers whole, now hes retching'], [CONKER]),
  emergency(
    [
      'there are mushrooms all over the lawn after the rain and i caught the dog eating some, dont know what kind',
    ],
    [MUSHROOM],
  ),
  // Winter.
  emergency(
    [
      'topping up the car for winter and spilled some antifreeze on the drive, the cat was lapping at it when i came back out',
    ],
    [ANTIFREEZE],
  ),
  emergency(
    [
      'my dog licked the green puddle under the neighbours car this morning, its frosty out so guessing thats antifreeze',
    ],
    [ANTIFREEZE],
  ),
  emergency(
    ['after the walk on the gritted roads he keeps licking his paws and now hes been sick and seems drunk'],
    [SALT],
  ),
  emergency(
    [
      'the dog ran onto the frozen pond and went through the ice, got him out but hes shivering hard and really sluggish',
    ],
    [COLD, WARM],
  ),
  emergency(
    ['cold snap last night and our outdoor rabbit is limp and feels cold to touch this morning'],
    [COLD, WARM],
  ),
  emergency(
    [
      'it got below freezing in the shed and the tortoise hibernation box was in there, he looks odd and his eyes are cloudy',
    ],
    [['freez', 'frost', 'cold', 'hibernat']],
  ),
  emergency(
    [
      'started the car this morning and heard a thud and a scream, the cat had been sleeping in the engine and now shes limping and bleeding',
    ],
    [INJURY],
  ),
  emergency(
    ['dog slipped on the ice and cant put any weight on his back leg, he screams when i touch it'],
    [INJURY],
  ),
];

export const SEASONS_NEAR_MISSES: readonly EvalCase[] = [
  safety(['can my dog have a bit of plain turkey breast on christmas day?'], ALLOWED, [['turkey']]),
  safety(['is it ok to give the dog a mince pie as a christmas treat?'], HARMFUL, [GRAPES]),
  safety(['can i let my cat have some of the christmas pudding?'], HARMFUL, [GRAPES]),
  safety(['can dogs have a little plain cooked pumpkin at halloween?'], ALLOWED, [['pumpkin']]),
  knowledge(
    ['bonfire night is next week, how can i help my dog cope with the fireworks?'],
    [['firework', 'noise', 'bang']],
  ),
  knowledge(['is a poinsettia plant dangerous for my cat?'], [['poinsettia']]),
  knowledge(
    ['how do i keep my rabbits cool in their hutch during the summer heatwave?'],
    [['shade', 'cool', 'frozen', 'ice']],
  ),
  knowledge(['my white cat gets pink ear tips in summer, does she need sun cream?'], [['sun', 'UV']]),
  knowledge(
    ['how hot is too hot for walking my dog in summer?'],
    [['heat', 'hot', 'temperature', 'pavement']],
  ),
  knowledge(
    ['how do i make the house safe for the cat before we put the christmas tree up?'],
    [['tinsel', 'lights', 'bauble', 'decoration', 'ornament']],
  ),
  knowledge(
    ['we are doing an easter egg hunt for the kids, how do we keep the dog away from it safely?'],
    [CHOCOLATE],
  ),
  knowledge(
    ['is it ok for my dog to eat a bit of snow on winter walks?'],
    [['snow', 'salt', 'grit', 'antifreeze']],
  ),
  knowledge(['which plants and bulbs should i avoid in the garden now we have a puppy?'], [BULBS]),
  knowledge(
    ['when should my tortoise start hibernating, and what temperature should the box be?'],
    [['hibernat'], /\d/],
  ),
  knowledge(
    [
      'my dog got stung on the paw by a bee yesterday, bit of swelling that went down by bedtime and hes fine today, anything to watch for?',
    ],
    [STING],
  ),
  knowledge(['which slug pellets are safe to use in a garden with a cat?'], [SLUG]),
  knowledge(['should my short haired dog wear a coat in winter?'], [['coat', 'cold', 'warm']]),
  knowledge(
    ['how do i stop my pond freezing over in winter so the fish are ok?'],
    [['ice', 'freez', 'oxygen']],
  ),
];
