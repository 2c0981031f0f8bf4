/**
 * Keepers of small mammals, birds, poultry, reptiles, amphibians and pond fish, who mix hobbyist
 * or scientific names (Pogona, Testudo, Cavia, Melopsittacus, ball python) with everyday ones and
 * give weights in grams, temperatures, ppm and percent humidity. Each kind of emergency is told
 * about the animals it happens to. Near misses are the calm husbandry and "is X safe" questions
 * such keepers ask on the same subjects when nothing has happened.
 * Written before the advisor's code was read for it.
 */
import type { EvalCase } from '../rubric.js';
import { emergency, knowledge, safety } from './case-builders.js';
import {
  ALLERGY,
  ANTIFREEZE,
  AVOCADO,
  BIRTH,
  BLADDER,
  BLEEDING,
  BLOAT,
  BLUE,
  BREATHING,
  BURN,
  CAFFEINE,
  CHOCOLATE,
  COLLAPSE,
  COOL,
  DISC,
  EGG,
  ELECTRIC,
  EYE,
  FLYSTRIKE,
  GRAPES,
  HEAT,
  INJURY,
  LILY,
  ONION,
  PAINKILLER,
  PALE,
  PERMETHRIN,
  PYOMETRA,
  RAT_BAIT,
  RINSE,
  SEIZURE,
  SLUG_PELLETS,
  SNAKE,
  STASIS,
  SWALLOWED,
  WARM,
  XYLITOL,
} from './shared-condition-terms.js';
import { HARMFUL, NO } from './verdicts.js';

export const OTHER_KINDS_FIFTIETH_EXAM_EMERGENCIES: EvalCase[] = [
  // 1 Heatstroke / overheating
  emergency(
    [
      'our chinchilla Pebbles is lying stretched out flat on her side, ears bright red and hot to touch. room thermometer says 29 degrees, the aircon packed in this afternoon. shes breathing really fast',
    ],
    [HEAT],
  ),
  emergency(
    [
      'Two lionhead does in an outdoor hutch, forgot to move it into the shade before work. Got home and its 31°C inside, one is flopped with her head tipped back and wet round the nose and mouth?? other one seems ok',
    ],
    [HEAT],
  ),
  emergency(
    [
      'Is it normal for hens to pant a bit in summer?',
      'ok but one of my Buff Orpingtons is now lying down in the run with her wings held out from her body, eyes half shut, and she wont get up even for mealworms. 33 in the shade here today',
    ],
    [COOL],
  ),

  // 2 Antifreeze / coolant
  emergency(
    [
      'my ducks were dabbling in a puddle on the drive where next door drained his car radiator this morning, its sort of greeny blue and smells sweet. 3 Khaki Campbells, one is now wobbling and keeps falling onto her side',
    ],
    [ANTIFREEZE],
  ),
  emergency(
    [
      'Ferret (Mustela furo, 2yr hob, 1.4kg) got into the garage and knocked over a jug of antifreeze I was about to top the car up with. his paws and chin were wet with it and I think he licked some. about 20 min ago, he seems fine right now, running about',
    ],
    [ANTIFREEZE],
  ),

  // 3 Xylitol
  emergency(
    [
      'hob ferret Ziggy raided my handbag and ate at least 4 pieces of sugar free chewing gum, packet says sweetened with xylitol. hes 1.1 kg',
    ],
    [XYLITOL],
  ),
  emergency(
    [
      'My jill (750g) licked out most of a jar of that no-added-sugar peanut butter I use for protein shakes, ingredients say birch sugar. In the last half hour she has gone wobbly and sleepy and a bit trembly',
    ],
    [XYLITOL],
  ),

  // 4 Grapes, raisins, sultanas
  emergency(
    [
      'my 3 yo ferret Mischief got into the kids lunchboxes and polished off a whole little box of raisins, maybe 30g? she only weighs about 800 grams',
    ],
    [GRAPES],
  ),
  emergency(
    [
      'came back from the loo and the two ferrets had pulled the bunch of red grapes off the coffee table, stalks everywhere, at least 10-12 gone between them. the hob has already sicked up once',
    ],
    [GRAPES],
  ),

  // 5 Lilies and a cat
  emergency(
    [
      'Got a bouquet for mothers day with stargazer lilies in it. Our house rabbit Clover (netherland dwarf, 1.2kg) has chewed a couple of the leaves and a petal that dropped on the floor',
    ],
    [LILY],
  ),
  emergency(
    [
      'I mostly keep tortoises so this isnt my area but we also have an old moggy, she came in from the conservatory with orange pollen all over her face and whiskers from the easter lilies and shes been licking it off',
    ],
    [LILY],
  ),

  // 6 Rat or mouse bait
  emergency(
    [
      'pest control put bait boxes along the back fence for rats. found one chewed open this morning and my silkie bantams have been pecking at the blue pellets, no idea how many. they look normal',
    ],
    [RAT_BAIT],
  ),
  emergency(
    [
      'Guinea pig got loose in the shed and was nibbling one of those green wax blocks we put down for mice. 1.1kg sow, 4 years (Cavia porcellus obvs lol). the tub says brodifacoum. found her about 10 mins ago',
    ],
    [RAT_BAIT],
  ),

  // 7 Human painkillers
  emergency(
    [
      'my son thought he was helping and gave our rabbit half a paracetamol crushed up in water because she seemed sore after her spay. 500mg tablet so 250mg and shes 1.8kg. that was about an hour ago',
    ],
    [PAINKILLER],
  ),
  emergency(
    [
      'rat chewed through a blister pack of nurofen on the bedside table, 200mg tabs, looks like 2 of them have holes and bits missing. fancy rat girl 380g',
    ],
    [PAINKILLER],
  ),

  // 8 Chocolate in quantity
  emergency(
    [
      'african grey Kofi grabbed my dark choc off the desk and got through maybe a third of a 100g bar (70%) before I got it back off him. hes 420g. now hyper, pacing and keeps drinking',
    ],
    [CHOCOLATE],
  ),
  emergency(
    [
      'Two ferrets + an easter egg hunt = disaster. they found the eggs before the kids did and one of them has eaten most of a medium milk chocolate egg. hes shaky and his heart is going like the clappers when I pick him up',
    ],
    [CHOCOLATE],
  ),

  // 9 A male straining with no urine
  emergency(
    [
      'My boar guinea pig, 3 years, keeps hunching up and squeaking when he tries to wee and nothing comes out, pushing and pushing. since this morning. normally he pees loads',
    ],
    [BLADDER],
  ),
  emergency(
    [
      'hob ferret, 5 and castrated, been squatting in the litter tray for ages with only a couple of drops coming out, keeps licking down there and his belly feels tight and sore. prostate??',
    ],
    [BLADDER],
  ),

  // 10 Bloat
  emergency(
    [
      'bunny belly blown up like a balloon, tight as a drum, hes sat hunched grinding his teeth loud and wont move. nothing eaten since last night. mini lop 2.3kg',
    ],
    [BLOAT],
  ),
  emergency(
    [
      "picked loads of fresh clover and some cabbage from the garden for my two piggies this morning. now Nutmeg's tummy is swollen and hard and she's not eating, just sitting there puffed up",
    ],
    [BLOAT],
  ),

  // 11 Breathing trouble
  emergency(
    [
      "Budgie (Melopsittacus undulatus, 35g), his tail is bobbing up and down with every breath and he's breathing with his beak open, little clicking noise each time. Bit quiet for 2 days but now this",
    ],
    [BREATHING],
  ),
  emergency(
    [
      'my rat Nibbles is breathing with her mouth open and her sides are heaving, theres a rattle and red crusty stuff round her nose. she had the sniffles last week but the pet shop said thats normal for rats',
    ],
    [BREATHING],
  ),
  emergency(
    [
      'What humidity do you recommend for a ball python?',
      'ok mine is at 60% with 31C hot end. reason I ask is shes holding her head up in the air with her mouth open and theres bubbly mucus coming out, wheezy noise, started yesterday',
    ],
    [BREATHING],
  ),

  // 12 Seizures
  emergency(
    [
      'My bearded dragon (Pogona vitticeps, 14 months) is twitching and jerking, legs trembling and now shes flipped on her back and her whole body is shaking. the uvb tube blew a few weeks ago and i havent replaced it yet',
    ],
    [SEIZURE],
  ),
  emergency(
    [
      "Ferret went glassy eyed and stiff, drooling and pawing at her mouth, then shook all over for about a minute. she's 6, not had anything to eat since this morning",
    ],
    [SEIZURE],
  ),
  emergency(
    [
      "cockatiel just dropped off her perch and was flapping and twisting on the cage floor for maybe 30 seconds, now she's sat in the corner looking dazed. she's been chewing the old paint on our victorian window frame",
    ],
    [SEIZURE],
  ),

  // 13 Collapse
  emergency(
    [
      'chinchilla flopped over right after her dust bath, shes lying limp with her eyes half closed and breathing shallow. shes 10',
    ],
    [COLLAPSE],
  ),
  emergency(
    [
      "my 4 year old hob's gone floppy and I cant wake him properly, he's lying flat in his hammock staring and feels cold",
    ],
    [COLLAPSE],
  ),

  // 14 Pale or blue gums
  emergency(
    [
      'My jill has been in season about 6 weeks, i was waiting for it to stop on its own. now her gums and nose are really pale, nearly white and she is weak and sleepy all the time',
    ],
    [PALE],
  ),
  emergency(
    [
      "rabbit's lips and tongue look kind of bluey grey and she's sitting with her chin up, nostrils flaring, breathing hard",
    ],
    [BLUE],
  ),
  emergency(
    [
      'normally Marleys feet and tail are bright pink but tonight theyre almost white and cold and hes very flat. agouti boy rat, 2 years, 520g',
    ],
    [PALE],
  ),

  // 15 A rabbit (or other herbivore) off food and droppings
  emergency(
    [
      "no poops in the litter tray since yesterday evening and Thumper hasn't touched her pellets or even her parsley which she loves. Just sitting hunched in the corner. Lionhead, 1.6kg, 5 yrs",
    ],
    [STASIS],
  ),
  emergency(
    [
      'Degu (Octodon degus) hasnt eaten since this morning and I cant find any fresh droppings, shes sitting puffed up and her belly feels firm',
    ],
    [STASIS],
  ),
  emergency(
    [
      'Mabel (guinea pig, 1.05kg) left all her veg tonight, normally she screams the house down for it. only a few tiny droppings in the cage today. shes probably just being fussy right?',
    ],
    [STASIS],
  ),

  // 16 A birth that stalls
  emergency(
    [
      'My guinea pig sow is pregnant, first litter, shes 14 months old. shes been straining and pushing for about 40 minutes with greeny brown discharge and no pup yet',
    ],
    [BIRTH],
  ),
  emergency(
    [
      'Cockatiel hen sitting on the cage floor fluffed up and straining, tail pumping. I can feel an egg low down near her vent but its been there since yesterday afternoon',
    ],
    [EGG],
  ),
  emergency(
    [
      "Leopard gecko (Eublepharis macularius) female, gravid, could see two eggs through her belly a week ago. She's dug all over the lay box but hasn't laid and now she's barely moving and keeps straining",
    ],
    [EGG],
  ),

  // 17 A swallowed object
  emergency(
    [
      "ferret chewed a foam earplug off my bedside table and swallowed it whole, about an hour ago. he's retched a few times but nothing came up and now he's hiding under the sofa",
    ],
    [SWALLOWED],
  ),
  emergency(
    [
      'my Testudo hermanni (320g) ate some of the coloured aquarium gravel I used in her enclosure, saw her swallow at least 3 pea sized bits. she hasnt pooed in 4 days since and keeps straining',
    ],
    [SWALLOWED],
  ),
  emergency([
    'axolotl (about 20cm) sucked up a piece of gravel nearly as wide as its head 2 days ago and now its floating upside down at the top and wont take bloodworm',
  ]),

  // 18 Choking
  emergency(
    [
      'guinea pig seems to be choking on a pellet, shes stretching her neck out, gagging and pawing at her mouth and theres frothy stuff coming from her nose',
    ],
    [BREATHING],
  ),
  emergency(
    [
      "my ferret was eating a chunk of dried chicken treat and now she's gagging and coughing hard with her neck stretched out, pawing at her face. tongue looks darker than normal",
    ],
    [BREATHING],
  ),

  // 19 Not breathing
  emergency(
    [
      'budgie flew smack into the patio door and dropped onto the floor, hes not moving and i cant see him breathing at all',
    ],
    [BREATHING],
  ),
  emergency(
    [
      "pulled our ferret out of the bath, he'd slipped under for a few seconds, now he's limp and I don't think he's breathing!!",
    ],
    [BREATHING],
  ),

  // 20 Heavy bleeding
  emergency(
    [
      "My green cheek conure (about 70g) broke a pin feather on her wing and it won't stop bleeding, there's blood all over the cage paper and it's still dripping",
    ],
    [BLEEDING],
  ),
  emergency(
    [
      "one of my hens got a deep gash on her back from the cockerel, blood pouring down her wing and it won't stop even after 5 mins pressing a towel on it",
    ],
    [BLEEDING],
  ),

  // 21 A road accident, fall, fight or kick
  emergency(
    [
      "dog from next door got into the garden and grabbed one of our rabbits through the run mesh. She's got a few puncture marks on her side, not bleeding much, but she's breathing fast and gone floppy",
    ],
    [INJURY],
  ),
  emergency(
    [
      'dropped my sulcata off the kitchen counter, about a metre onto tiles. theres a crack right across the top of her shell and a bit of blood coming out of it',
    ],
    [INJURY],
  ),
  emergency(
    [
      'my toddler stepped on our syrian hamster by accident, shes squeaking and dragging one back leg and theres a bit of blood at her mouth',
    ],
    [INJURY],
  ),
  emergency([
    "cat next door got a paw through the window and hooked our cockatiel, I got him back in seconds. theres only a tiny scratch on his chest and he's acting normal, does he still need anything?",
  ]),

  // 22 Snake bite
  emergency(
    [
      'we live by the heath. ferret was out on his harness in the long grass and yelped, now his front leg is swelling up fast and there are two little holes. saw a zigzag patterned snake slither off',
    ],
    [SNAKE],
  ),
  emergency(
    [
      'free range hens, one has a massively swollen face and eye and her comb is going dark. husband swears he saw an adder by the compost heap this morning',
    ],
    [SNAKE],
  ),

  // 23 Allergic reaction or sting
  emergency(
    [
      'rabbit got stung by a wasp on the nose in her run, her whole face is puffing up and she is breathing noisily',
    ],
    [ALLERGY],
  ),
  emergency(
    [
      "there was a bee in the cage, now Toffee's (guinea pig) lip is hugely swollen, she's drooling and making a wheezy sound",
    ],
    [ALLERGY],
  ),

  // 24 Burns, scalds or electric shock
  emergency(
    [
      "house rabbit bit through the laptop charger cable, there was a bang and the lights flickered. he's sitting really still, drooling, and there's a black mark on his lip",
    ],
    [ELECTRIC],
  ),
  emergency(
    [
      'beardie has a burn on his belly from the heat mat, big brownish blistered patch and hes not moving much. thermostat failed, mat was reading about 50 degrees',
    ],
    [BURN],
  ),
  emergency(
    [
      'my budgie flew into the kitchen and landed in a pan of hot water on the hob, got her out straight away but her feet and belly feathers are soaked and shes shaking',
    ],
    [BURN],
  ),

  // 25 An eye injury
  emergency(
    [
      "Dwarf hamster's eye is bulging right out of the socket, my daughter was holding her by the scruff and it just popped out",
    ],
    [EYE],
  ),
  emergency(
    [
      "theres a piece of hay stuck right in my guinea pig's eye, it's gone cloudy, watering loads and he's keeping it shut",
    ],
    [EYE],
  ),

  // 26 Vomiting or passing blood
  emergency(
    [
      'ferret threw up and it looked like coffee grounds, then again with streaks of red blood in it. poo is black and tarry too. 3 yr old hob',
    ],
    [BLEEDING],
  ),
  emergency(
    [
      'budgie droppings are bright red blood, not the usual colour, fresh red drops all over the paper. female, 8yrs old',
    ],
    [BLEEDING],
  ),

  // 27 Sudden paralysis
  emergency(
    [
      'rabbit panicked and thrashed around in her hutch when the fireworks went off last night and this morning shes dragging both back legs, cant hop at all',
    ],
    [DISC],
  ),
  emergency(
    [
      'my rat Peanut was fine at dinner time, now her back legs just splay out behind her and she pulls herself along with her front ones. 18 months old',
    ],
    [DISC],
  ),

  // 28 A bird made ill by fumes or sitting fluffed on the cage floor
  emergency(
    [
      'burnt a non-stick frying pan, smoke everywhere. the budgies were in the next room and now one is sat fluffed up breathing hard and the other is wobbling on the perch',
    ],
    [BREATHING],
  ),
  emergency(
    [
      'My canary is sitting on the floor of the cage puffed up into a ball, eyes closed, tail bobbing, hasnt sung at all today',
    ],
    [WARM],
  ),
  emergency(
    [
      'Ran the self clean cycle on the oven for the first time, our African grey was in the lounge next door. hes now gasping and just fell off his perch',
    ],
    [BREATHING],
  ),

  // 29 Flystrike
  emergency(
    [
      "noticed white wriggly things in the fur round my rabbit's bum, she's hunched up and it smells awful. been hot all week",
    ],
    [FLYSTRIKE],
  ),
  emergency(
    [
      'Guinea pig has had a mucky bottom since Friday, today I can see tiny maggots in the wet fur and he squeals when I touch it',
    ],
    [FLYSTRIKE],
  ),

  // 30 Onions or garlic in quantity
  emergency(
    [
      'our ferret Loki stole garlic bread off my plate and ate the lot, a full slice plus a whole roasted garlic clove on top. hes 1.3kg',
    ],
    [ONION],
  ),
  emergency(
    [
      'free roaming rabbit got into the veg rack and has chewed through most of a red onion, 150g-ish. she is 2kg',
    ],
    [ONION],
  ),

  // 31 A dog's flea treatment on a cat (or small pet)
  emergency(
    [
      'I used a bit of my dogs Frontline spot-on on our rabbit because she had fleas, now shes twitching and not eating',
    ],
    [PERMETHRIN],
  ),
  emergency(
    [
      'Put some Advantix for small dogs on my jill ferret last night, she is now drooling, shaking and her legs keep twitching',
    ],
    [PERMETHRIN],
  ),

  // 32 Other human medicines
  emergency([
    'husband dropped one of his amlodipine blood pressure pills and our rat snatched it and ate it before we could stop her. 5mg, shes 300g',
  ]),
  emergency([
    'african grey got into my weekly pill organiser, bits of my sertraline tablets missing, I think he swallowed at least one 50mg',
  ]),

  // 33 Other poisons
  emergency(
    [
      'ducks found the slug pellets the neighbour scattered along our shared fence, they were gobbling the little blue ones. one is trembling now',
    ],
    [SLUG_PELLETS],
  ),
  emergency(
    [
      'my cockatiel took a big gulp from my mug of coffee before I could stop him, now hes flapping around manic and his heart is racing',
    ],
    [CAFFEINE],
  ),
  emergency(
    [
      "koi pond question - husband scrubbed the filter media with bleach and didn't rinse it before putting it back, now all the koi are gasping at the surface and one is on its side",
    ],
    [RINSE],
  ),

  // 34 A womb infection
  emergency(
    [
      'my unspayed doe, 6 years old, has blood and pus coming from her vulva and her belly looks big, off her food',
    ],
    [PYOMETRA],
  ),
  emergency(
    [
      'syrian hamster, female 18mo, thick creamy smelly discharge from her back end, not the normal heat discharge, and she is drinking loads and sleepy',
    ],
    [PYOMETRA],
  ),
];

export const OTHER_KINDS_FIFTIETH_EXAM_NEAR_MISSES: EvalCase[] = [
  safety(['is it ok to give my budgie a bit of avocado? he keeps trying to steal it off my toast'], HARMFUL, [
    AVOCADO,
  ]),
  safety(
    ['are stargazer lilies safe in a house with free roaming rabbits? just want to put some in a vase'],
    HARMFUL,
    [LILY],
  ),
  safety(['can I use my dogs flea spot on for the guinea pigs if I only use a tiny bit?'], HARMFUL, [
    PERMETHRIN,
  ]),
  safety(['Is chocolate ok for ferrets as a treat? only a little square'], HARMFUL, [CHOCOLATE]),
  safety(
    [
      'planning to put slug pellets down on the veg patch, my Testudo graeca roams that bit of garden in summer, is that ok?',
    ],
    HARMFUL,
    [SLUG_PELLETS],
  ),
  safety(['can guinea pigs have onion or spring onion with their veg?'], HARMFUL, [ONION]),
  safety(['can I give my ferret a couple of raisins as a reward during harness training?'], HARMFUL, [
    GRAPES,
  ]),
  safety(['Is it safe to use non-stick pans in a small flat with a cockatiel?'], HARMFUL, [
    ['PTFE', 'teflon', 'non-stick', 'fume'],
  ]),
  safety(
    [
      'my rabbit is booked in for a dental next week, can I give her some Calpol afterwards if she seems sore?',
    ],
    NO,
    [PAINKILLER],
  ),
  knowledge(['what temperature is too hot for chinchillas? our flat gets to about 24°C in summer'], ['heat']),
  knowledge(['how do I keep hutch rabbits cool in a heatwave?'], ['shade']),
  knowledge(
    ["best basking temp for a Pogona? I've got 38°C at the hot spot and 26 at the cool end"],
    ['bask'],
  ),
  knowledge(['how can I tell if my leopard gecko is gravid and what should go in her lay box?'], ['egg']),
  knowledge(['what should koi pond readings be? test kit says 0.25 ppm ammonia and 0 nitrite'], ['ammonia']),
  knowledge(['how often should I check my rabbits bums for flies in summer?'], ['fly']),
  knowledge(['Should I get my female rabbit spayed? she is 5 months old'], ['spay']),
  knowledge(['how much vitamin C do guinea pigs need a day, 1kg boar?'], ['vitamin C']),
  knowledge(
    ['getting my Testudo hermanni ready for hibernation, how long should I fast her first?'],
    ['hibernat'],
  ),
  knowledge(
    ['what humidity should a crested gecko tank be? hygrometer reads 45% at the moment'],
    ['humidity'],
  ),
];
