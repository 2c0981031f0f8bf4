import type { PetSpecies } from './knowledge/types.js';

export interface EmergencyMatch {
  /** Knowledge entry with the first-aid steps for this emergency. */
  entryId: string;
  /** Poisonings add the poison-control line to the urgent advice. */
  poisoning: boolean;
}

interface EmergencyRule extends EmergencyMatch {
  /** Something was (possibly) eaten or touched: needed for toxins, so "can dogs eat grapes?" is a question, not an emergency. */
  needsExposure?: boolean;
  /** Something is happening to this animal now: needed for symptoms, so "what causes seizures?" is a question. */
  needsPersonalCue?: boolean;
  species?: PetSpecies;
  pattern: RegExp;
}

const EXPOSURE =
  /\b(ate|eaten|swallow\w*|chewed|chewing on|got into|gotten into|got hold of|got at|lick\w*|ingest\w*|consumed|drank|drunk|drinking|stole|scoffed|gobbled|munched|exposed|(is|was|been|keeps?) eating|just had|had some|after (eating|drinking|licking|chewing)|might have|may have|could have|think (he|she|it|they)|applied|put (a|some)|used (a|some))\b/;

// "had a seizure last year" is history, not an emergency happening now.
const PAST_EVENT =
  /\b(last (year|month|week|summer|winter)|(years?|months?|weeks?) ago|in the past|history of|used to|once had)\b/;

const PERSONAL_CUE =
  /\b(my|our|mine|he|she|hes|shes|him|her|its|it is|just|right now|now|currently|suddenly|keeps|wont|cant|isnt|is having|has been|started|help)\b/;

// Order matters: the most specific rule first; at most two matches are answered.
const RULES: EmergencyRule[] = [
  {
    entryId: 'emergency-chocolate',
    poisoning: true,
    needsExposure: true,
    pattern: /\b(chocolate|cocoa|cacao|brownies?)\b/,
  },
  {
    entryId: 'emergency-xylitol',
    poisoning: true,
    needsExposure: true,
    pattern: /\b(xylitol|birch sugar|sugar[- ]free|chewing gum|gum|nicotine gum)\b/,
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
    pattern: /\b(anti-?freeze|ethylene glycol|coolant|radiator fluid|de-?icer)\b/,
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
    // it must have been applied to a cat, or the cat must show signs.
    pattern:
      /(?=.*\b(cats?|kittens?)\b)(\b(permethrin|dog flea \w+|flea \w+ for dogs)\b.*\b(put|applied|used|twitch\w*|tremor\w*|shak\w*|seiz\w*|drool\w*)\b|\b(put|applied|used)\b.*\b(permethrin|dog flea \w+|flea \w+ for dogs)\b)/,
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
    pattern: /\b(been poisoned|was poisoned|is poisoned|poisoned)\b/,
  },
  {
    entryId: 'emergency-foreign-body',
    poisoning: false,
    pattern:
      /\b(swallowed|ate|eaten|ingested|gulped( down)?) (a |an |the |some |my |his |her |its |part of (a |an |the |my )?|half (a |an |the )?|pieces? of (a |an |the |my )?)?(socks?|toys?|string|thread|needles?|fish ?hooks?|corn cobs?|cob|bones?|stones?|rocks?|balls?|hair ties?|ribbons?|tinsel|underwear|rubber bands?|coins?|peach pits?|fruit stones?|plastic)\b/,
  },
  {
    entryId: 'emergency-choking',
    poisoning: false,
    needsPersonalCue: true,
    pattern:
      /\b(chok(es|ed|ing)(?! hazard)|something (is )?stuck in (his|her|its|their) (throat|mouth)|pawing at (his|her|its|their) mouth)\b/,
  },
  {
    entryId: 'emergency-cpr',
    poisoning: false,
    pattern: /\b(not breathing|stopped breathing|no heartbeat|no pulse|isnt breathing|cpr)\b/,
  },
  {
    entryId: 'emergency-breathing-difficulty',
    poisoning: false,
    needsPersonalCue: true,
    pattern:
      /\b((cant|cannot|can not|unable to|struggling to|trouble|difficulty|hard time|problems?) breath\w*|labou?red breathing|gasping|blue (gums|tongue)|open[- ]mouth(ed)? breathing|breathing (fast|rapidly|heavily) at rest|wheezing badly)\b/,
  },
  {
    // Cats pant or breathe through the mouth only in distress.
    entryId: 'emergency-breathing-difficulty',
    poisoning: false,
    needsPersonalCue: true,
    species: 'cat',
    pattern:
      /\b(panting|breathing with (his|her|its|their) mouth open|mouth[- ]breathing|open[- ]mouth\w*)\b/,
  },
  {
    entryId: 'emergency-heavy-bleeding',
    poisoning: false,
    pattern:
      /\b(bleeding (heavily|a lot|badly|profusely|everywhere|wont stop|non-?stop)|wont stop bleeding|(lots|lot|pool|loads) of blood|blood (everywhere|spurting|pouring|gushing)|spurting|heavy bleeding|severe bleeding|deep (cut|wound|gash|laceration))\b/,
  },
  {
    entryId: 'emergency-seizures',
    poisoning: false,
    needsPersonalCue: true,
    pattern:
      /\b(seizures?|seizing|convuls\w*|(is|was|started|keeps) fitting|having (a )?fits?|twitching uncontrollably|paddling (his|her|its) legs)\b/,
  },
  {
    entryId: 'emergency-heatstroke',
    poisoning: false,
    needsPersonalCue: true,
    pattern:
      /\b(heat ?stroke|overheat\w*|heat exhaustion|hot car|left in (a|the) car|collapsed in the heat)\b/,
  },
  {
    entryId: 'emergency-bloat-gdv',
    poisoning: false,
    needsPersonalCue: true,
    pattern:
      /\b(bloat(ed|ing)?|gdv|twisted stomach|stomach (has )?twisted|gastric (dilatation|torsion)|(swollen|distended|hard|tight) (belly|abdomen|stomach|tummy)|(trying|tries|tried) to (vomit|throw up|be sick) but|retching|dry heaving|unproductive vomiting)\b/,
  },
  {
    entryId: 'emergency-urinary-blockage',
    poisoning: false,
    pattern:
      /\b(strain\w*|cant|cannot|unable to|trying to|tries to|keeps trying to|struggling to)( to)? (pee|urinate|wee)\b|\bstrain\w* (in|at|on) (the )?litter ?(box|tray)|\b(pee|peeing|urinat\w*|wee)\b.*\b(nothing comes out|only (a few )?drops|but nothing)|\b(crying|yowling) (in|at) (the )?litter ?(box|tray)|\b(urinary blockage|urethral obstruction|blocked bladder|blocked cat|is blocked)\b/,
  },
  {
    entryId: 'emergency-rabbit-gi-stasis',
    poisoning: false,
    species: 'rabbit',
    pattern:
      /\b(not eating|stopped eating|wont eat|no (poops?|droppings)|(hasnt|not) (pooped|pooping)|hunched|grinding (his|her|its) teeth)\b/,
  },
  {
    entryId: 'emergency-trauma',
    poisoning: false,
    pattern:
      /\b(hit by (a |the )?(car|vehicle|truck|bike|van|bus)|run over|ran over|struck by (a |the )?(car|vehicle)|car accident|fell (from|off|out of) (a |the )?(window|balcony|roof|height)|high[- ]rise|broken (leg|bone)|broke (his|her|its) (leg|paw|tail|hip)|fracture\w*|attacked by (a|another) (dog|animal))\b/,
  },
  {
    entryId: 'emergency-collapse',
    poisoning: false,
    needsPersonalCue: true,
    pattern:
      /\b(collaps\w*|unconscious|unresponsive|passed out|fainted|wont wake|not responding|cant stand up)\b/,
  },
  {
    entryId: 'emergency-snake-bite',
    poisoning: false,
    pattern: /\b(snake ?bite|bitten by a snake|bit by a snake|adder bite|rattlesnake)\b/,
  },
  {
    entryId: 'emergency-allergic-reaction',
    poisoning: false,
    pattern:
      /\b((stung|sting|stings)\b.*\b(swell\w*|swollen|face|breath\w*)|face (is )?(swollen|swelling)|swollen face|hives|anaphyla\w*)\b/,
  },
  {
    entryId: 'emergency-burns-electric-shock',
    poisoning: false,
    pattern:
      /\b(electrocuted|electric shock|chewed (through )?(a |an |the )?(electric |power |phone )?(cable|wire|cord)|burned|burnt|scalded|scald|smoke inhalation|house fire)\b/,
  },
  {
    entryId: 'emergency-difficult-birth',
    poisoning: false,
    pattern:
      /\b(labou?r|giving birth|whelping|queening|kittening)\b.*\b(strain\w*|hours|stuck|no (puppy|puppies|kitten|kittens)|green discharge)\b/,
  },
  {
    entryId: 'emergency-eye-injury',
    poisoning: false,
    pattern:
      /\b(eye (is |has )?(popped|bulging|out of (the |its )?socket)|proptosis|eye injury|scratched (his|her|its) eye|chemical in (his|her|its) eye)\b/,
  },
  {
    entryId: 'emergency-vomiting-blood',
    poisoning: false,
    pattern:
      /\b((vomit\w*|throw\w* up|throwing up) blood|blood in (the |his |her |its )?(vomit|diarrh\w*)|bloody (vomit|diarrh\w*)|black,? tarry (stool|poop)|coffee grounds)\b/,
  },
  {
    entryId: 'emergency-sudden-paralysis',
    poisoning: false,
    pattern:
      /\b((cant|cannot|unable to) (walk|stand|move) (on )?(his|her|its|their)? ?(back |hind )?legs|paraly[sz]\w*|dragging (his|her|its|their) (back |hind )?legs|sudden(ly)? (cant|cannot|unable to) (walk|stand)|back legs (gave out|stopped working))\b/,
  },
  {
    entryId: 'emergency-bird-fumes',
    poisoning: true,
    species: 'bird',
    pattern: /\b(teflon|non-?stick|ptfe|fumes|smoke|burnt (pan|food)|aerosol)\b/,
  },
  { entryId: 'health-rabbit-flystrike', poisoning: false, pattern: /\b(maggots?|fly ?strike)\b/ },
  {
    entryId: 'emergency-sick-bird',
    poisoning: false,
    species: 'bird',
    pattern:
      /\b(fluffed up|bottom of (the|its|his|her) cage|on the cage floor|tail bobbing|falling off (the|its|his|her) perch|not eating)\b/,
  },
];

/** Every knowledge entry an emergency answer can cite (the knowledge base must contain them). */
export const EMERGENCY_ENTRY_IDS: readonly string[] = [...new Set(RULES.map((rule) => rule.entryId))];

/**
 * Recognises questions that describe an emergency happening now. Apostrophes are dropped first
 * so that "can't" and "cant" read the same. Returns at most two matches, most specific first.
 */
export function recognizeEmergencies(question: string, species: PetSpecies | undefined): EmergencyMatch[] {
  const text = question.toLowerCase().replace(/[’']/g, '');
  const exposed = EXPOSURE.test(text);
  const personal = PERSONAL_CUE.test(text) && !PAST_EVENT.test(text);
  const matches: EmergencyMatch[] = [];
  for (const rule of RULES) {
    if (rule.species !== undefined && rule.species !== species) continue;
    if (rule.needsExposure === true && !exposed) continue;
    if (rule.needsPersonalCue === true && !personal) continue;
    if (!rule.pattern.test(text)) continue;
    if (matches.some((match) => match.entryId === rule.entryId)) continue;
    matches.push({ entryId: rule.entryId, poisoning: rule.poisoning });
    if (matches.length === 2) break;
  }
  return matches;
}
