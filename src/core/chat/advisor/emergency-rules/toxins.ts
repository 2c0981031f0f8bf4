import type { EmergencyRule } from './rule.js';

/** Poisons by name; every one needs an exposure ("ate", "licked", "got into"). */
export const TOXIN_RULES: EmergencyRule[] = [
  {
    entryId: 'emergency-chocolate',
    poisoning: true,
    needsExposure: true,
    pattern: /\b(chocolates?|cocoa|cacao|brownies?)\b/,
  },
  {
    entryId: 'emergency-xylitol',
    poisoning: true,
    needsExposure: true,
    pattern: /\b(xylitol|birch sugar|sugar[- ]free|chewing gum|gum|nicotine gum)\b/,
    // Gum the owner says is sweetened with sugar ("normal sugar gum") has no xylitol in it; "a
    // burn on her lip and gum" is the gum of the mouth.
    unless:
      /\b(sugar|sugared|sugary|full[- ]sugar) gum\b|\bgum (with|made with|that has|sweetened with) (real )?sugar\b|\b(just|only|plain|real) sugar\b|\b(lips?|tongue|teeth|mouth|cheeks?) and gums?\b/,
  },
  {
    entryId: 'emergency-grapes-raisins',
    poisoning: true,
    needsExposure: true,
    pattern: /\b(grapes?|raisins?|sultanas?|currants?|fruit ?cake|hot cross buns?)\b/,
  },
  {
    entryId: 'emergency-lilies-cats',
    poisoning: true,
    needsExposure: true,
    pattern: /\b(lil(y|ies)|lily pollen)\b/,
  },
  {
    entryId: 'emergency-antifreeze',
    poisoning: true,
    needsExposure: true,
    pattern:
      /\b(anti-?freeze|ethylene glycol|coolant|radiator( fluid)?|de-?icer|(green|blue|sweet) (puddle|liquid|fluid) (from|under|that leaked))\b/,
  },
  {
    entryId: 'emergency-rat-poison',
    poisoning: true,
    needsExposure: true,
    pattern:
      /\b((rat|mouse|mice|rodent|slug|snail) ?(poison|bait|pellets?|killer|blocks?)|rodenticide|warfarin|brodifacoum|bromethalin|metaldehyde)\b/,
  },
  {
    entryId: 'emergency-onion-garlic',
    poisoning: true,
    needsExposure: true,
    pattern: /\b(onions?|garlic|leeks?|chives|shallots?)\b/,
  },
  {
    entryId: 'emergency-permethrin-cats',
    poisoning: true,
    // Naming the product is not enough ("can I use dog flea drops on my cat?" is a question):
    // it must have been applied to a cat (not asked about: "can I put..."), or the cat must show signs.
    pattern:
      /(?=.*\b(cats?|kittens?)\b)(\b(permethrin|dogs? flea \w+|flea \w+ for dogs|(?:tick|flea) collar\b[^.?!]*\bdogs?)\b.*\b(twitch\w*|tremor\w*|trembl\w*|jerk\w*|shak\w*|seiz\w*|drool\w*)\b|^(?!.*\b((can|could|should|may) (i|we)|(is|would|will) it (be )?(all right|alright|ok|okay|safe|fine) to) (put|use|apply)\b)(.*\b(?<!(?:not|havent|hasnt|didnt|never|yet) )(put|applied|used)\b.*\b(permethrin|dogs? flea \w+|flea \w+ for dogs)\b|.*\b(permethrin|dogs? flea \w+|flea \w+ for dogs)\b.*\b(?<!(?:not|havent|hasnt|didnt|never|yet) )(put|applied|used)\b))/,
  },
  {
    entryId: 'emergency-human-medications',
    poisoning: true,
    needsExposure: true,
    pattern:
      /\b(ibuprofen|advil|nurofen|motrin|naproxen|aleve|paracetamol|acetaminophen|tylenol|aspirin|antidepressants?|adderall|painkillers?|(my|our|human|someones|the whole|bottle of|box of|pack of|packet of|some of my) (pills?|tablets?|medication|medicines?))\b/,
  },
  {
    entryId: 'emergency-poisoning-general',
    poisoning: true,
    needsExposure: true,
    pattern:
      /\b(poison\w*|toxic|bleach|detergent|pesticide|insecticide|weed ?killer|fertili[sz]er|macadamia|alcohol|beer|wine|cannabis|marijuana|edibles?|thc|batter(y|ies)|cigarettes?|vape|mushrooms?|ant bait|cleaning products?|essential oils?)\b/,
  },
  {
    entryId: 'emergency-poisoning-general',
    poisoning: true,
    // "a poisoned mouse" is the rat bait's carrier, named by the rat-bait concepts.
    pattern: /\b(been poisoned|was poisoned|is poisoned|poisoned(?! (mouse|mice|rats?|bait|meat|food)))\b/,
  },
];
