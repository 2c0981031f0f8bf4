import type { Substance } from './substance.js';

/**
 * Household and garden products, creams and shampoos, and the medicines owners reach for that
 * the medicines table does not name. Verdicts follow veterinary poison services' advice.
 */
export const HOUSEHOLD: readonly Substance[] = [
  {
    id: 'non-stick-fumes',
    names:
      /\b(teflon|non[- ]?stick( pans?| cookware| frying pans?)?|ptfe|self-?cleaning ovens?|air fresheners?|plug-?ins?|scented candles?|candles?|incense|aerosols?|febreze|room sprays?|wax melts?)\b/,
    verdicts: {
      bird: {
        safety: 'unsafe',
        answer:
          'No: fumes from overheated non-stick (PTFE, Teflon) pans and self-cleaning ovens can kill a bird within minutes, and scented candles, air fresheners, incense and aerosols harm birds’ very sensitive lungs too. Keep birds well away from the kitchen, ventilate, and consider stainless steel or cast iron pans.',
      },
      cat: {
        safety: 'caution',
        answer:
          'Best kept to a minimum: cats are sensitive to the essential oils and fragrances in air fresheners, plug-ins, scented candles and wax melts, which can irritate their airways, especially in cats with asthma. Use them sparingly in a ventilated room the cat can leave, never oil-based diffusers, and never let a cat lick a sprayed surface.',
      },
      any: {
        safety: 'caution',
        answer:
          'Used sparingly, yes for dogs: air fresheners and scented candles are not poisonous in normal use, but strong fragrances irritate sensitive airways, candles burn curious noses and tails, and pets should not lick sprayed fabric until it is dry. Birds are the exception: keep all fumes, including from overheated non-stick pans, away from them.',
      },
    },
  },
  {
    id: 'bleach-and-cleaners',
    names:
      /\b(bleach|domestos|disinfectants?|dettol|lysol|pine ?sol|jeyes fluid|cleaning products?|cleaners?|floor cleaner|surface spray|antibacterial spray|oven cleaner|toilet cleaner|drain cleaner|washing up liquid|dish soap|laundry (pods?|detergent|liquid|tablets?)|dishwasher tablets?|ammonia)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Only diluted, rinsed and dry: bleach and household cleaners are dangerous if a pet drinks them, licks them off its paws or breathes the fumes, and disinfectants with phenols (such as some pine and coal-tar ones) are toxic to cats. Clean cages, litter trays and hutches with a pet-safe or well-diluted cleaner, rinse with water, let it dry before your pet goes back, and never mix bleach with ammonia.',
      },
    },
  },
  {
    id: 'garden-chemicals',
    names:
      /\b(weed ?killer|roundup|glyphosate|herbicides?|pesticides?|insecticides?|fertili[sz]ers?|lawn feed|slug (pellets?|bait|killer)|snail pellets?|metaldehyde|rat (poison|bait)|mouse (poison|bait)|rodenticides?|ant (bait|powder|killer)|mothballs?|moth balls?)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: keep pets away from garden and pest chemicals. Slug pellets and rat or mouse bait are among the most common serious poisonings, mothballs and ant baits are toxic, and pets should stay off a sprayed or fertilised lawn until it is dry (check the label). Use pet-safe alternatives and store products where pets cannot reach them; if yours has eaten some, go to a vet now with the packet.',
      },
    },
  },
  {
    id: 'antifreeze-products',
    names: /\b(anti-?freeze|coolant|screen ?wash|windscreen wash|de-?icer|ethylene glycol)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: antifreeze (ethylene glycol) is deadly to pets: it tastes sweet, and a teaspoon can cause fatal kidney failure in a cat, a tablespoon or so in a small dog. Store it sealed, wipe up leaks and drips at once, and treat a pet that may have licked any as an emergency: the antidote works only in the first few hours.',
      },
    },
  },
  {
    id: 'ice-melt',
    names: /\b(ice melt|rock salt|road salt|grit(ting)? salt|de-?icing salt|gritted)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Best avoided: rock salt and ice melt burn paw pads and, licked off in quantity, cause vomiting and salt poisoning. Wipe your pet’s paws with a damp cloth after walks on gritted paths, and use a pet-safe ice melt at home.',
      },
    },
  },
  {
    id: 'insect-repellents',
    names: /\b(deet|insect repellents?|mosquito repellents?|bug spray|citronella|fly spray|wasp spray)\b/,
    verdicts: {
      cat: {
        safety: 'unsafe',
        answer:
          'No: do not use human insect repellents or citronella oil on a cat. DEET causes drooling, tremors and seizures, and cats are sensitive to the oils in natural repellents. Ask your vet for a product licensed for cats.',
      },
      any: {
        safety: 'unsafe',
        answer:
          'No, not human repellents: DEET can cause vomiting, tremors and seizures in pets that lick it off, and concentrated citronella or other oils irritate skin and stomachs. Use a repellent or parasite product licensed for your pet’s species, at its weight.',
      },
    },
  },
  {
    id: 'flea-products-on-small-pets',
    names:
      /\b(frontline|fipronil|flea (treatment|drops|spray|spot-?on|collar|shampoo|powder)s?|spot-?ons?)\b/,
    verdicts: {
      rabbit: {
        safety: 'unsafe',
        answer:
          'No: never use Frontline (fipronil) on a rabbit, as it has killed rabbits, and dog or cat flea products are not safe for them either. Ask your vet for a product licensed for rabbits (imidacloprid or selamectin at the right dose).',
      },
      'small-pet': {
        safety: 'vet-only',
        answer:
          'Only a product your vet gives you: flea treatments for dogs and cats are dosed for much bigger animals and some (fipronil, permethrin) are dangerous to small pets. Your vet can prescribe one that is safe for your guinea pig, hamster or other small pet.',
      },
      bird: {
        safety: 'vet-only',
        answer:
          'Only a product made for birds or given by your avian vet: dog and cat flea products and sprays can poison birds. Mites and lice in birds need a diagnosis first, so see an avian vet.',
      },
      reptile: {
        safety: 'vet-only',
        answer:
          'Only with your reptile vet’s advice: dog and cat flea products are not made for reptiles, and mites on reptiles need a specific treatment of the enclosure as well as the animal.',
      },
    },
  },
  {
    id: 'human-shampoo',
    names:
      /\b(human shampoo|(my|our) (own )?shampoo|(peoples?|regular|normal|ordinary) shampoo|shampoo (for|made for) (people|humans)|baby shampoo|head and shoulders|shower gel|body wash|dish soap on|washing up liquid on)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Not recommended as a habit: human shampoo is made for the more acidic human skin, so regular use dries and irritates a pet’s skin and coat, and some contain tea tree or zinc. A mild baby shampoo once in an emergency does no harm; otherwise use a shampoo made for dogs or cats, and rinse thoroughly.',
      },
    },
  },
  {
    id: 'skin-creams',
    names:
      /\b(sudocrem|zinc( oxide)?( cream)?|nappy (rash )?cream|diaper (rash )?cream|desitin|germolene|savlon|antiseptic cream|hydrocortisone|steroid cream|neosporin|human creams?|e45|moisturi[sz]er)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Best not without your vet: pets lick off whatever is put on their skin, and zinc creams (such as Sudocrem and nappy creams) can cause zinc poisoning if licked, while steroid and antibiotic creams can delay healing of the wrong problem. For a wound or rash, ask your vet what to use.',
      },
    },
  },
  {
    id: 'petroleum-jelly',
    names: /\b(vaseline|petroleum jelly|paw balm|nose balm|lip balm)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'A thin smear is fine: plain petroleum jelly is not toxic, though a pet that licks off a lot may get loose stools, and it does little for cracked pads. A paw balm made for pets is better; see your vet for a pad that is split, bleeding or sore.',
      },
    },
  },
  {
    // Vitamin C is a daily need of guinea pigs, not a supplement to give only on a vet's advice.
    id: 'vitamin-c-for-guinea-pigs',
    names: /^(?=.*\b(guinea ?pigs?|cav(y|ies))\b)(?=.*\b(vitamin c|ascorbic acid)\b)/,
    verdicts: {
      'small-pet': {
        safety: 'safe',
        answer:
          'Yes, every day: guinea pigs cannot make their own vitamin C, so it must come from their food, or they develop scurvy (sore joints, bleeding gums, a rough coat, weight loss). Give each guinea pig about a cupful of fresh vegetables a day, with a piece of a vitamin C-rich one such as red or green bell pepper, kale, parsley or broccoli, plus unlimited hay and a small portion of fresh guinea pig pellets. Drops in the water bottle lose their strength within hours and can put them off drinking; ask your vet about a supplement for a guinea pig that is ill, pregnant or not eating well.',
      },
    },
    anyCovers: ['small-pet'],
  },
  {
    id: 'supplements-and-remedies',
    names:
      /\b(melatonin|cbd( oil)?|cannabidiol|hemp oil|omeprazole|famotidine|pepcid|gaviscon|rennie|antacids?|probiotics?|fish oil|vitamin (d|c|tablets?)|multivitamins?|vitamins?|supplements?|iron (tablets?|pills?))\b/,
    verdicts: {
      any: {
        safety: 'vet-only',
        answer:
          'Only with your vet’s advice and dose: melatonin, CBD, antacids, fish oil and vitamins are sometimes used for pets, but the dose depends on weight, some human products contain xylitol or other drugs, and vitamin D and iron tablets are poisonous in overdose. Your vet can confirm whether it suits your pet and give a dose.',
      },
    },
  },
  {
    id: 'coconut-oil',
    names: /\b(coconut oil|olive oil|cooking oil|oils? in (his|her|its) food)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Only a little: coconut or olive oil is not toxic, but it is pure fat, so more than a small amount causes diarrhoea, weight gain and, in dogs prone to it, pancreatitis. The health claims are largely unproven; for skin and coat, ask your vet about an omega-3 supplement instead.',
      },
    },
  },
  {
    id: 'pool-water',
    names: /\b(pool water|chlorine|chlorinated|swimming pool|salt ?water|sea ?water)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'A few laps are fine, but not for drinking: swallowing a little pool water only upsets the stomach, while a lot of sea water causes salt poisoning (vomiting, wobbliness, seizures). Bring fresh water to the beach or pool, rinse your dog after swimming, and keep pool chemicals locked away.',
      },
    },
  },
  {
    id: 'sunscreen',
    names: /\b(sun ?cream|sun ?screen|sun ?block|sun ?lotion|spf)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Only one made for pets: human sunscreens often contain zinc oxide or salicylates (aspirin-like), which are toxic when licked off. Use a pet-safe sunscreen on the nose, ear tips and thin-coated belly of pale or short-coated dogs and white-eared cats, and keep them in the shade at midday.',
      },
    },
  },
];
