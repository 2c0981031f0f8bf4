import type { Substance } from './substance.js';

/** Foods and plants people ask about sharing, with a verdict per species where it differs. */
export const FOODS: readonly Substance[] = [
  // Carob before chocolate: "is carob the same as chocolate?" asks about the carob.
  {
    id: 'carob',
    names: /\b(carob|carob (chips|drops|buttons|treats?|bars?))\b/,
    verdicts: {
      dog: {
        safety: 'safe',
        answer:
          'Yes: carob is safe for dogs. It tastes a little like chocolate but contains no theobromine or caffeine, which is why dog "chocolate" treats are made from it; keep it to treat-sized amounts because of the sugar and fat, and check the label for xylitol and for real chocolate in human carob products.',
      },
    },
  },
  {
    id: 'chocolate',
    names: /\b(chocolate|chocs?|cocoa|cacao|brownies?)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: chocolate is toxic to dogs, cats and other pets. It contains theobromine and caffeine, which cause vomiting, a racing heart, tremors and seizures; dark and baking chocolate are the most dangerous. If your pet has eaten some, call your vet with the type, amount and your pet’s weight.',
      },
    },
  },
  {
    id: 'grapes',
    names:
      /\b(grapes?|raisins?|sultanas?|currants?|mince pies?|christmas (pudding|cake)s?|fruit ?cakes?|hot cross buns?|panettone|stollen|eccles cakes?|raisin bread|currant buns?)\b/,
    verdicts: {
      // The kidney damage is known in dogs (and suspected in cats); parrots and budgies eat
      // grapes as an ordinary fruit treat.
      bird: {
        safety: 'safe',
        answer:
          'Yes, in moderation: grapes are a safe fruit treat for budgies, cockatiels and parrots (the kidney danger is for dogs and cats). Wash them, cut them small, and keep fruit to a small part of a diet of pellets and vegetables; raisins are very sugary, so only rarely.',
      },
      any: {
        safety: 'unsafe',
        answer:
          'No: grapes, raisins, sultanas and currants can cause sudden kidney failure in dogs, and cats are thought to be at risk too. The toxic amount is unpredictable, so even a few count. If your pet has eaten any, call your vet straight away rather than waiting for signs.',
      },
    },
  },
  {
    id: 'onion-garlic',
    names: /\b(onions?|garlic|leeks?|chives|shallots?)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: onions, garlic, leeks and chives, raw, cooked or powdered, damage red blood cells in dogs and cats and can cause anaemia days later. Garlic is even stronger than onion, and small amounts add up over time, so leave them out of your pet’s food, including gravies and seasoned leftovers.',
      },
    },
  },
  {
    id: 'xylitol',
    // "a stick of chewing gum": most gum is sweetened with xylitol unless the owner says sugar;
    // "sugar-free mints", "a sugar-free yoghurt": anything sold without sugar may hold it.
    names:
      /\b(xylitol|birch sugar|(?:sugar[- ]?free|sugarless|no[- ]sugar) (?:\w+ )?(gum|sweets?|candy|candies|mints?|polos?|tic tacs?|lollies|lolly|lollipops?|chocolates?|biscuits?|cookies?|cakes?|muffins?|jelly|jellies|jam|drinks?|squash|syrup|yogh?urts?|ice creams?|lozenges?|peanut butter|treats?|snacks?|bars?|desserts?|puddings?)|(?<!\b(sugar|sugared|sugary) )chewing ?gums?|sticks? of gum)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: xylitol (birch sugar) is poisonous to dogs: it causes a sudden drop in blood sugar within an hour and can cause liver failure. It is in sugar-free gum, sweets, some peanut butters and toothpastes, so check labels. If your dog has eaten some, go to a vet now.',
      },
    },
  },
  {
    id: 'macadamia',
    names: /\b(macadam[a-z]{1,3}s?( nuts?)?)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: macadamia nuts cause weakness (especially of the back legs), tremors, vomiting and fever in dogs within about 12 hours. Dogs usually recover with care, but call your vet if yours has eaten some, especially in chocolate-coated form.',
      },
    },
  },
  {
    id: 'alcohol',
    names:
      /\b(alcohol|alcoholic drinks?|booze|beers?|lager|ales?|shandy|wine|prosecco|champagne|vodka|gin|rum|brandy|whisky|whiskey|cider|liquor|liqueurs?|cocktails?|alcopops?|stella|guinness|heineken|budweiser|carling|peroni|baileys|pimms|sherry|(his|her|my|our|your|a|the) pints?(?! of (water|milk)))\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: never give a pet alcohol, not even a sip of beer or wine. Pets are far more sensitive than people, and it quickly causes low blood sugar, low body temperature, wobbliness and breathing problems. Raw bread dough is dangerous for the same reason, since it ferments into alcohol in the stomach.',
      },
    },
  },
  {
    id: 'caffeine',
    names: /\b(coffee|caffeine|espresso|energy drinks?|tea bags?|black tea)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: caffeine from coffee, tea bags, energy drinks or pills causes restlessness, a racing heart, tremors and seizures in pets. Keep grounds and pods out of reach, and call your vet if your pet has swallowed some.',
      },
    },
  },
  {
    id: 'avocado',
    names: /\b(avocados?|guacamole)\b/,
    verdicts: {
      bird: {
        safety: 'unsafe',
        answer:
          'No: avocado is dangerous for birds. It contains persin, which can damage a bird’s heart and cause breathing difficulty and sudden death within hours. Offer fresh vegetables such as leafy greens, carrot or pepper instead.',
      },
      rabbit: {
        safety: 'unsafe',
        answer:
          'No: avocado is toxic to rabbits (persin affects the heart) and far too fatty. Stick to hay, leafy greens and a little fruit as a treat.',
      },
      any: {
        safety: 'caution',
        answer:
          'Best avoided: a little avocado flesh is not very toxic to dogs and cats, but it is very fatty, and the stone can block the gut while the skin and leaves contain more persin. It is very dangerous for birds and rabbits.',
      },
    },
  },
  {
    id: 'cooked-bones',
    names:
      /\b(cooked (\w+ )?bones?|(chicken|turkey|pork|rib|lamb|beef|steak|ham|fish|chop|cutlet|t-?bone|roast|leftover)( \w+)? bones?|bones? (from|off|of|left from|left over from|leftover from|after) ((the|our|my|a|an|sunday|christmas|leftover|roasted|roast|cooked|grilled|barbecued|fried|baked|rotisserie) ){0,3}(roast|dinner|lunch|barbecue|bbq|chops?|takeaway|chicken|turkey|pork|lamb|beef|ham|fish|duck|steak))\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: do not give cooked bones. Cooking makes bones brittle, so they splinter and can break teeth, cut the mouth and gut, or cause a blockage. Choose a chew sized for your pet that you can dent with a thumbnail, and supervise chewing.',
      },
    },
  },
  {
    id: 'lilies',
    names: /\b(lil(y|ies)|lily pollen)\b/,
    verdicts: {
      cat: {
        safety: 'unsafe',
        answer:
          'Yes, they are very dangerous: true lilies and daylilies cause kidney failure in cats, and a nibble of a leaf, a lick of pollen or a sip of vase water is enough. Keep them out of any home with a cat, and go to a vet at once if your cat may have touched one.',
      },
      any: {
        safety: 'caution',
        answer:
          'Keep them away: lily of the valley is dangerous to dogs (it affects the heart), while true lilies are mainly a danger to cats, whose kidneys they destroy. If a pet may have eaten part of one, call your vet.',
      },
    },
  },
  {
    id: 'milk',
    names: /\b(milk|dairy)\b/,
    verdicts: {
      cat: {
        safety: 'caution',
        answer:
          'No, not as a drink: most adult cats are lactose intolerant, so milk often causes diarrhoea, and cats do not need it once weaned. Fresh water is the best drink; a lactose-free cat milk is fine as an occasional treat.',
      },
      any: {
        safety: 'caution',
        answer:
          'Only a little, if at all: many adult pets are lactose intolerant and get diarrhoea from milk. Fresh water is all they need; never give cow’s milk to puppies or kittens in place of a milk replacer.',
      },
    },
  },
  {
    id: 'cheese',
    names: /\b(cheese)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'In small amounts, yes, for most dogs and cats: a cube of a mild, low-fat cheese is a handy treat. It is high in fat and some pets are lactose intolerant, so keep it small and skip blue cheeses and cheese with garlic or onion.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'peanut-butter',
    names: /\b(peanut butter|peanuts?)\b/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes, in small amounts, as long as it is free of xylitol (birch sugar), which is poisonous to dogs: check the label. Choose plain, unsalted peanut butter and count it as a treat, since it is high in calories.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'carrots',
    names: /\b(carrots?)\b/,
    verdicts: {
      rabbit: {
        safety: 'caution',
        answer:
          'Yes, but only as a small treat: carrots are sugary for rabbits. Hay should make up most of the diet, with leafy greens daily and a thumb-sized piece of carrot or fruit now and then.',
      },
      any: {
        safety: 'safe',
        answer:
          'Yes: carrots are a safe, low-calorie treat for dogs, raw or cooked. Cut them into bite-sized pieces for small dogs to avoid choking, and keep treats to about 10% of daily calories.',
      },
    },
  },
  {
    id: 'bananas',
    names: /\b(bananas?)\b/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes, in moderation: a few slices of banana are a safe treat for dogs, without the peel. It is high in sugar, so keep it small, and less often for rabbits, where fruit is an occasional treat.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'apples',
    // The pips and core are the fruit stones' verdict (more-foods.ts), not the fruit's.
    names: /\b(apples?)\b(?! (seeds?|pips?|cores?)\b)/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes: apple slices are a safe treat for dogs (and for rabbits in small amounts) once you remove the core and seeds, which contain a little cyanide and can be a choking risk. Offer a few slices, not a whole apple.',
      },
    },
    anyCovers: ['dog', 'rabbit'],
  },
  {
    id: 'pumpkin',
    names: /\b(pumpkin)\b/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes: plain cooked or canned pumpkin is safe for dogs and cats and a good source of fibre, usually a teaspoon to a couple of tablespoons depending on size. Avoid pumpkin pie filling, which has sugar and spices.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    // Fish as the daily food, raw or from a tin, is a different question from a raw meal now and
    // then: raw fish destroys vitamin B1 and a fish-only diet is unbalanced, whatever the hygiene.
    id: 'raw-fish-every-day',
    names:
      /\braw (fish|salmon|tuna|trout|sardines?|mackerel|herring|cod)\b.*\b(every ?(single )?(day|night|meal)|each (day|meal)|daily|all the time|only food|main (food|diet)|every time)\b|\b(every ?(single )?day|daily)\b.*\braw (fish|salmon|tuna|trout|sardines?|mackerel|herring|cod)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: raw fish every day is not a safe diet. Many raw fish contain thiaminase, an enzyme that destroys thiamine (vitamin B1), and a cat fed it daily can develop a deficiency that causes wobbliness, seizures and brain damage; tuna also builds up mercury, and a fish-only diet lacks calcium and other nutrients, while raw fish can carry parasites and bacteria. Keep fish an occasional cooked treat beside a complete cat or dog food.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'tuna',
    names: /\b(tuna)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Only as an occasional treat: a little tuna in spring water is fine, but as a regular food it is unbalanced, salty in brine or oil, and high in mercury. Feed a complete diet and keep tuna to a spoonful now and then.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'iceberg-lettuce',
    names: /\b(iceberg( lettuce)?|lettuce)\b/,
    verdicts: {
      rabbit: {
        safety: 'caution',
        answer:
          'Best avoided: iceberg lettuce is mostly water with little nutrition and can upset a rabbit’s gut. Offer darker leafy greens such as romaine, kale, herbs or dandelion instead, with unlimited hay.',
      },
      any: {
        safety: 'safe',
        answer:
          'Yes: plain lettuce is safe but mostly water, so it adds little; darker leafy greens are more nutritious.',
      },
    },
  },
  {
    id: 'mango',
    names: /\b(mangos?|mangoes)\b/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes, in small amounts: peeled mango without the stone is a safe treat for dogs. The large stone is a choking and blockage risk, and the fruit is sugary, so keep it to a few pieces.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'berries',
    names: /\b(strawberr(y|ies)|blueberr(y|ies)|raspberr(y|ies)|blackberr(y|ies))\b/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes: a few fresh strawberries, blueberries or raspberries are a safe treat for dogs, and for rabbits now and then. Wash them and keep portions small because of the sugar.',
      },
    },
    anyCovers: ['dog', 'cat', 'rabbit'],
  },
  {
    id: 'watermelon',
    names: /\b(watermelons?|melons?)\b/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes: seedless watermelon flesh without the rind is a safe, hydrating treat for dogs. Remove the seeds and rind, which can upset the gut or cause a blockage.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'eggs',
    // "raw eggs" is the raw-feeding question further down, not a cooked egg's yes.
    names: /\b(?<!raw )(eggs?)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Yes, cooked: a plain cooked egg (boiled or scrambled without butter, salt or onion) is a safe protein treat for dogs and cats. Avoid raw egg, which can carry salmonella, and keep it an occasional extra.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'rice',
    names: /\b(rice)\b/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes: plain cooked white rice is safe for dogs and cats and is often part of a bland diet for an upset stomach. It is not a complete food on its own, so use it short term.',
      },
      bird: {
        safety: 'safe',
        answer:
          'Yes, a little is fine: plain cooked rice, brown or white, with no salt, butter or sauce, is safe for budgies, cockatiels and parrots, and avian vets often suggest it mixed with chopped vegetables. Keep it a small part of a diet of pellets and fresh vegetables, and take cooked food out of the cage within a few hours, before it spoils.',
      },
    },
    anyCovers: ['dog', 'cat', 'bird'],
  },
  {
    id: 'bread',
    names: /\b(bread|toast)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Only a little, and plain: plain bread is not toxic to dogs but is empty calories. Never give raw yeast dough, which expands and produces alcohol in the stomach, or bread with raisins, garlic or xylitol.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'popcorn',
    names: /\b(popcorn)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Only plain, and a few pieces: air-popped popcorn without butter, salt or toppings is not toxic to dogs, but unpopped kernels can break teeth or choke, and buttered, salted popcorn can upset the stomach.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'cherries',
    names: /\b(cherr(y|ies))\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: cherry stones, stems and leaves contain cyanide, and the stones can cause a blockage. A pitted piece of flesh is not toxic, but it is safer to choose another fruit.',
      },
    },
  },
  {
    id: 'tomatoes',
    names: /\b(tomato(es)?)\b/,
    verdicts: {
      rabbit: {
        safety: 'caution',
        answer:
          'Only a small piece of ripe flesh, rarely: tomato is sugary and acidic for rabbits, and the leaves, stems and green fruit are toxic. Hay should make up most of the diet, with leafy greens.',
      },
      any: {
        safety: 'caution',
        answer:
          'Only ripe and in small amounts: ripe red tomato flesh is not toxic to dogs, but the green parts (stems, leaves, unripe fruit) contain solanine and can make pets ill. Keep dogs and cats out of tomato plants.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'nuts',
    names: /\b(almonds?|walnuts?|pecans?|pistachios?|cashews?|mixed nuts|nuts)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Best avoided: nuts are fatty and can cause stomach upset or pancreatitis in dogs, salted ones add salt, and macadamias and mouldy walnuts are poisonous. A plain cashew or two is not toxic, but choose another treat.',
      },
      'small-pet': {
        safety: 'caution',
        answer:
          'Only a tiny piece, rarely: a sliver of plain, unsalted sweet almond, walnut or a peanut now and then is not toxic to hamsters, gerbils or rats, but nuts are very fatty and cause obesity; never give salted, sugared or flavoured nuts, bitter almonds (cyanide) or macadamias, and guinea pigs and chinchillas should have none.',
      },
      rabbit: {
        safety: 'unsafe',
        answer:
          'No: almonds, peanuts and other nuts are far too fatty for a rabbit’s gut, which is built for hay and greens; they can cause an upset or stasis. Offer a piece of leafy green or herb as a treat instead.',
      },
      bird: {
        safety: 'caution',
        answer:
          'In small amounts, unsalted: plain almonds, walnuts or unsalted peanuts in the shell from a pet shop are a treat for parrots, but they are fatty (a piece or two for a budgie or cockatiel) and salted, flavoured or mouldy nuts are harmful.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'salt',
    names: /\b(salt|salty (snacks|food)|crisps|chips)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No, not salty food: a lot of salt can cause salt poisoning in dogs and cats (vomiting, tremors, seizures), and salty snacks such as crisps are unhealthy even in small amounts. Keep play dough and rock salt out of reach too.',
      },
    },
  },
  {
    id: 'honey',
    names: /\b(honey)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Only a little, for healthy adult dogs: honey is not toxic but is sugar, so keep it to a small lick now and then. Avoid it for puppies, diabetic or overweight dogs, and do not use it in place of veterinary treatment.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
];
