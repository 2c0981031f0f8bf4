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
  PRESSURE,
  RAT_BAIT,
  SEIZURE,
  STASIS,
  TOAD,
  XYLITOL,
} from './shared-condition-terms.js';
import { HARMFUL } from './verdicts.js';

/**
 * Emergencies written mostly in English by owners who mix in words of their first language or
 * write a regional English: Spanglish, Hinglish, Franglais, German and Polish word order,
 * Nigerian, Indian, Singaporean, Filipino, Caribbean, Scottish, Irish, Australian and South
 * African English. Where the important word is in the other language, an English word for it is
 * close by, as such owners write. Written blind, before the advisor was changed for them; the
 * terms are what any good vet answer holds (the condition or substance named, sometimes one
 * point of first aid or one "do not"), never a wording of a particular answer. Near-misses in the
 * same voices ask about nothing urgent and must not raise the alarm.
 */
const GRAPES = ['grape', 'raisin', 'sultana'];
const HEAT = ['heatstroke', 'heat stroke', 'overheat', 'hyperthermi'];
const SWALLOWED = ['obstruct', 'blockage', 'block', 'intestin', 'bowel', 'x-ray', 'foreign'];
const INJURY = ['internal', 'injur', 'bleed', 'shock', 'trauma'];
const SNAKE = ['snake', 'venom', 'antivenom', 'antivenene'];
const RINSE = ['rinse', 'wipe', 'flush', 'wash'];
const BIRTH = ['dystocia', 'labour', 'labor', 'whelp', 'queening', 'caesarean', 'c-section', 'stuck'];
const PAINKILLER = ['ibuprofen', 'nsaid', 'anti-inflammator', 'painkiller', 'kidney', 'stomach ulcer'];
const PARACETAMOL = ['paracetamol', 'acetaminophen', 'liver', 'red blood'];
const ONION = ['onion', 'garlic', 'allium', 'anaemi', 'anemi', 'red blood'];
const FUMES = ['teflon', 'ptfe', 'non-stick', 'nonstick', 'fume', 'fresh air', 'ventilat'];
const MUSHROOM = ['mushroom', 'fung', 'toadstool'];
const ALGAE = ['algae', 'cyanobacter', 'blue-green'];
const PARVO = ['parvo'];
const TICK = ['tick'];
const EGG_BOUND = ['egg bound', 'egg-bound', 'egg binding', 'egg-binding', 'retained egg', 'stuck egg'];
const HOOK = ['hook'];
const DO_NOT_PULL = [/(do not|don'?t|never|avoid)[^.]*pull/i];
const SUGAR = ['blood sugar', 'hypoglyc', 'glucose', 'insulin'];
const WET_TAIL = ['wet tail', 'diarrh', 'dehydrat'];
const PALE = ['pale', 'white', 'anaemi', 'anemi', 'bleed', 'shock'];

export const MIXED_LANGUAGE_EMERGENCIES: readonly EvalCase[] = [
  // Spanglish.
  emergency(
    [
      'mi perro, my dog, ate like half a chocolate bar, the dark one, and now he is super hyper y temblando, shaking. que hago??',
    ],
    [CHOCOLATE],
  ),
  emergency(
    [
      'ayuda porfa, mi gato (he is a boy) has been in the arenero, the litter box, todo el día pushing and nada comes out, he cries',
    ],
    [BLADDER],
  ),
  emergency(
    [
      'my perrito got into the pasas, the raisins, una cajita entera, a whole little box, and he is only 5 kilos',
    ],
    [GRAPES],
  ),
  emergency(
    ["my abuela's dog found her pastillas for the knees, ibuprofen, and ate como cuatro, four tablets"],
    [PAINKILLER],
  ),
  emergency(
    [
      'mi conejo, my bunny, is all hunched, no come nada since ayer, no poops, and he is grinding his dientes',
    ],
    [STASIS],
  ),
  emergency(
    ['mi gato comió el lirio, the lily from the florero, only a bit of the leaf pero he is drooling now'],
    [LILY],
  ),
  emergency(
    [
      'my beardie, the bearded dragon, is limp and no se mueve, the thermostat broke and the tank was like 50 grados hot',
    ],
    [HEAT],
  ),
  // Hinglish and Indian English.
  emergency(
    [
      'bhai my kutta (dog) ate the rat poison kept in the godown, the chooha maar dawa, what to do jaldi batao',
    ],
    [RAT_BAIT],
  ),
  emergency(
    [
      "my dog is panting too much yaar, it's 45 degree outside and he was on the terrace whole afternoon, now he is not able to stand properly",
    ],
    [HEAT, COOL],
  ),
  emergency(
    [
      'my billi, the cat, chewed lily flowers from the puja thali, small bits only, but she is doing ulti, vomiting, since then',
    ],
    [LILY],
  ),
  emergency(
    [
      'my labrador ka pet, his stomach, is swelling like balloon after he ate full bowl, he is trying to do ulti but nothing is coming out',
    ],
    [BLOAT],
  ),
  emergency(
    ['mere dog ko fits aa rahe hain, he is having a seizure since 5 minutes, legs paddling, help'],
    [SEIZURE],
  ),
  emergency(
    [
      'kindly advise, my dog was bitten by a naag, a cobra, in the garden, his face is swelling and he is drooling',
    ],
    [SNAKE],
  ),
  emergency(
    [
      'my dog ate the leftover pyaaz wala sabzi, full of onion and garlic, two days back, now he is very weak and his susu is red colour',
    ],
    [ONION],
  ),
  emergency(
    [
      'my tota, the parrot, was in the kitchen when the non-stick kadhai got burnt, now he is breathing with tail going up down and sitting on cage floor',
    ],
    [FUMES],
  ),
  emergency(
    [
      'my ferret swallowed a piece of rubber toy yaar, now he is vomiting again and again and not eating anything',
    ],
    [SWALLOWED],
  ),
  emergency(
    ['my diabetic cat, by mistake I gave double insulin dose, now she is very wobbly and shaking, kya karu'],
    [SUGAR],
  ),
  // Franglais.
  emergency(
    [
      'bonjour, my chat (the cat, not chat like talking) has eaten the pollen of the lys, the lilies, in my bouquet. c est grave?',
    ],
    [LILY],
  ),
  emergency(
    [
      'my chien swallowed a whole chaussette, a sock, and now he vomits and vomits and his ventre, the belly, is hard and painful',
    ],
    [[...SWALLOWED, ...BLOAT]],
  ),
  emergency(
    [
      'au secours, my lapin, the rabbit, has not eaten and made no crottes, droppings, since hier matin, yesterday morning',
    ],
    [STASIS],
  ),
  // German and Dutch word order.
  emergency(
    ['My dog has the antifreeze from the garage licked, the Frostschutz. What must I now do?'],
    [ANTIFREEZE],
  ),
  emergency(
    ['Our cat breathes with open mouth since one hour and the gums are bluish. Is that schlimm, bad?'],
    [BREATHING],
  ),
  emergency(
    ['My Hund has a chewing gum packet eaten, on it stands Xylit, xylitol. He is 8 kilo.'],
    [XYLITOL],
  ),
  emergency(
    ['Our rabbit is since yesterday not eating and makes no Köttel, no droppings. He lies flat and is cold.'],
    [STASIS],
  ),
  emergency(
    ['my dog has the eh, the rozijnen, raisins, from the kitchen table eaten, a whole bag. is that bad?'],
    [GRAPES],
  ),
  // Polish.
  emergency(
    ['my pies (dog) he eat mushrooms from forest, grzyby, now he is vomit and drooling very much'],
    [MUSHROOM],
  ),
  emergency(
    [
      'my kot, cat, he is not peeing, he go to kuweta, litter box, every 5 minute and nothing, he is male 3 years',
    ],
    [BLADDER],
  ),
  emergency(
    ['my dog he drink water from lake, green with algae, sinice, now he is shaking and fall down'],
    [ALGAE],
  ),
  // Nigerian English and pidgin.
  emergency(
    ['Abeg my dog don chop rat poison wey we put for store, now he dey vomit blood, wetin I go do?'],
    [RAT_BAIT],
  ),
  emergency(
    [
      'please o, my dog has been having fits since morning, he just fell down shaking and he is not responding when I call him',
    ],
    [SEIZURE],
  ),
  emergency(
    [
      'my small brother gave my cat paracetamol because he said she was having fever, now her face is swelling and her gum is brown',
    ],
    [PARACETAMOL],
  ),
  emergency(
    ['my dog was hit by okada, a motorbike, on the road, his leg is bleeding plenty and he is crying'],
    [INJURY, PRESSURE],
  ),
  // Singaporean and Malaysian English.
  emergency(
    ['my dog eat one whole pack of grapes from the fridge leh, how ah? he only small one, shih tzu'],
    [GRAPES],
  ),
  emergency(
    ['aiyo my cat fall down from 12th floor HDB window, she can still walk but breathing very fast one'],
    [INJURY],
  ),
  emergency(
    ['my hamster very lethargic already, bottom all wet and very smelly, can die or not?'],
    [WET_TAIL],
  ),
  emergency(
    [
      'my budgie cannot breathe properly lah, tail going up down up down, sitting at bottom of cage all fluffed up',
    ],
    [BREATHING],
  ),
  // Filipino English.
  emergency(
    [
      'my aso, my dog, ate the chocolate cake talaga, like half of it, now he is vomiting and super hyper, ano gagawin ko?',
    ],
    [CHOCOLATE],
  ),
  emergency(
    ['ang pusa ko, my cat, is breathing with her mouth open and her tongue is blue-ish, pls help'],
    [BREATHING],
  ),
  // Caribbean English.
  emergency(
    ['mi dog bite up one a di bufo toad dem, him mouth a foam an him shaking bad bad'],
    [TOAD, RINSE],
  ),
  emergency(['di puppy dem sick bad, vomitin an a poop blood, dem nuh get dem shot yet'], [PARVO]),
  // Scottish English.
  emergency(
    ["ma wee dug's been at the bairn's sweeties, the sugar free ones wi xylitol, she's a wee westie"],
    [XYLITOL],
  ),
  emergency(
    ["the cat's been greetin in the litter tray aw mornin, he's a boy, nae pee comin oot"],
    [BLADDER],
  ),
  emergency(
    [
      "ma collie's belly's swelled right up efter his tea, he's retchin an nothin's comin up, he's pure no well",
    ],
    [BLOAT],
  ),
  emergency(
    ["the dug's swallied a fishin hook, it's stuck in his mooth an the line's hingin oot"],
    [HOOK, DO_NOT_PULL],
  ),
  // Irish English.
  emergency(
    ["the dog is after eating a full packet of raisins, he's only a small lad, will he be grand?"],
    [GRAPES],
  ),
  emergency(
    ['ah lads, the cat is after getting into the shed and licking the antifreeze, she is wobbling now'],
    [ANTIFREEZE],
  ),
  emergency(
    [
      'herself is in labour, the terrier bitch, pushing for two hours now and no pup out, is that normal at all',
    ],
    [BIRTH],
  ),
  emergency(
    [
      "the cat is after having two kittens and now she's straining an hour with nothing coming, and there's green stuff",
    ],
    [BIRTH],
  ),
  // Australian English.
  emergency(
    ["mate my dog got bit by a brown snake down the paddock, he's wobbly as and his pupils are huge"],
    [SNAKE],
  ),
  emergency(
    [
      "found a paralysis tick on my kelpie's neck this arvo, now his back legs are gone and his bark sounds weird",
    ],
    [TICK],
  ),
  emergency(
    ["the dog's been in the ute all arvo in the heat, he's stuffed, panting like mad and can't get up"],
    [HEAT, COOL],
  ),
  emergency(
    [
      "one of the chooks, my hen, is egg bound I reckon, straining heaps with her tail pumping, she's pretty crook",
    ],
    [EGG_BOUND],
  ),
  // South African and other voices.
  emergency(
    ["ag no man, my dog ate the whole slab of dark chocolate, eish, he's a small dachshund"],
    [CHOCOLATE],
  ),
  emergency(
    [
      "my cachorro, my dog, was hit by a car just now, he is bleeding from the mouth and won't get up, socorro",
    ],
    [INJURY],
  ),
  emergency(
    ['Mamma mia, my cane... sorry, my dog, he ate the veleno per topi, the rat bait, this morning'],
    [RAT_BAIT],
  ),
  emergency(
    ['wallahi my cat is not moving, she collapsed and her gums are white, yalla what I do'],
    [COLLAPSE, PALE],
  ),
  emergency(
    ['my dog ate kishiritoru gum, xylitol gum, five pieces. he is 4 kg chihuahua, dou shiyou'],
    [XYLITOL],
  ),
  emergency(['our 강아지, the puppy, ate grapes, podo, like ten of them, 어떡해 what do I do'], [GRAPES]),
];

export const MIXED_LANGUAGE_NEAR_MISSES: readonly EvalCase[] = [
  knowledge(
    ['mi perrito is always rascándose, scratching his ears, no es urgente, what could it be?'],
    [['ear', 'mite', 'infection', 'yeast', 'allerg']],
  ),
  knowledge(
    ['bhai how much should I feed my german shepherd puppy, 3 months old, kitna khana dena chahiye?'],
    [['meal', 'times a day', 'portion', 'cup', 'gram', 'weigh']],
  ),
  knowledge(["ma wee dug's nails are pure long, how dae I cut them?"], [['nail', 'claw', 'quick']]),
  knowledge(['how ah, my hamster always sleeping in the day one, normal or not?'], [['nocturnal', 'night']]),
  knowledge(['abeg how often should I deworm my puppy?'], [['worm']]),
  knowledge(
    ["the cat is after getting very fat, she's a big lump now, how do I slim her down"],
    [['weight', 'calori', 'portion', 'diet']],
  ),
  knowledge(["mate what's the go with flea treatment for a kelpie, how often?"], [['flea']]),
  knowledge(['My rabbit has since some weeks very long nails, must I cut them?'], [['nail', 'claw']]),
  knowledge(
    ['bonjour, my chat has the hairballs sometimes, otherwise she is très bien, what to give her?'],
    [['hairball', 'groom', 'brush', 'fibre', 'fiber']],
  ),
  knowledge(
    ['wah my budgie sings the whole day and kacau the neighbours, how to make him a bit quiet?'],
    [['cover', 'noise', 'bored', 'toy', 'attention', 'routine', 'light']],
  ),
  knowledge(
    ["our dog is panting after his walk, it's only 18 degree, he is drinking and playing fine, normal na?"],
    [['pant']],
  ),
  knowledge(['wetin be the best food for my puppy, he is 2 months, abeg'], [['puppy', 'food']]),
  knowledge(
    ['mi gata is embarazada, pregnant, how long until she has the gatitos?'],
    [['63', '65', 'nine weeks', '9 weeks', 'two months', 'weeks']],
  ),
  knowledge(
    ["Our dog has yesterday a bit grass eaten and once vomited, now he eats and plays normal. It's ok?"],
    [['grass']],
  ),
  {
    category: 'safety',
    turns: ['can dogs eat uvas, grapes? my tía says a few are fine'],
    leads: HARMFUL,
    must: [GRAPES],
  },
  {
    category: 'safety',
    turns: ['is chocolate bad for the cat? asking before I put the bombones on the table for Navidad'],
    leads: HARMFUL,
    must: [CHOCOLATE],
  },
];
