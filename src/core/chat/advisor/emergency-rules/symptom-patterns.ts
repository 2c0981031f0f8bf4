import type { EmergencyRule } from './rule.js';

/**
 * Emergencies as owners describe them: no single word, but signs that together mean "go now".
 * Each rule needs every sign in `allOf`, and something happening to this animal now.
 */
const LITTER = String.raw`(litter ?(box|tray)|cat ?box|tray|box)`;
const STRAINING = new RegExp(
  String.raw`\b(strain\w*|squat\w*|push\w*|trying to (pee|wee|urinate|go)|(in and out|back and forth) (of )?(the )?${LITTER}|keeps (going|getting) (in|into|back)|in the ${LITTER} for (ages|hours|a long time))\b`,
);
const NO_URINE =
  /\b(nothing (comes|came|is coming) out|no (pee|urine|wee)|(only|just) (a )?(few )?drops?|a drop or two|hardly any|little or no|not (peeing|passing)|nothing in (the )?(box|tray)|licking (his|her) (genitals|privates|penis|bits|back end)|licking (him|her)self)\b/;
const CRYING_IN_BOX = /\b(crying|yowling|howling|meowing|vocali[sz]\w*)\b/;

const SWOLLEN_BELLY =
  /\b((swollen|distended|bloated|hard|tight|huge|enlarged|big|round|puffed up) (belly|abdomen|stomach|tummy)|(belly|abdomen|stomach|tummy) (is |looks |got |feels |seems |has gone )?(very |really |so )?(getting |growing |going )?(swollen|swelling|distended|bloated|hard|tight|huge|enlarged|big|bigger|larger|puffed up))\b/;
const RETCHING =
  /\b(retch\w*|dry heav\w*|gagging|trying to (vomit|throw up|be sick)|(nothing|only foam|only froth|only saliva) (comes|came) up|unproductive)\b/;
// Retching that brings nothing up is the classic sign of a twisting stomach on its own.
const UNPRODUCTIVE_RETCHING =
  /\b(gag\w*|retch\w*|heav\w*|trying to (vomit|throw up|be sick))\b.*\bnothing (comes|came|is coming) (up|out)\b/;
const RESTLESS = /\b(pacing|restless|cant settle|drool\w*|salivat\w*|pale gums)\b/;

const VOMITING = /\b(vomit\w*|throw\w* up|threw up|being sick)\b/;
const BLOOD = /\b(blood\w*|red streaks)\b/;
const HEAVY_BLEEDING =
  /\b(soak\w*|pouring|gushing|spurting|wont stop|will not stop|doesnt stop|keeps bleeding|everywhere|puddle|pool of|lots of|a lot of|heavily|dripping)\b/;

const BLUISH_GUMS =
  /\b((gums|tongue) (look |looks |are |is |turning |turned |going |gone )?(blue|purple|grey|gray|bluish)|(blue|purple|grey|gray|bluish) (gums|tongue))\b/;
const AIR_HUNGER =
  /\b(cant catch (his|her|its|their) breath|struggling for (air|breath)|gasping( for air)?|fighting for breath|breathing (really |very |so )?(hard|heavily|fast|rapidly) (at rest|while (resting|lying down|asleep))|sides (are )?heaving)\b/;
const MOUTH_OPEN = /\b(mouth open|open[- ]mouth\w*|mouth[- ]breathing|panting)\b/;

const JERKING =
  /\b(jerk\w*|twitch\w*|convuls\w*|(shak\w*|trembl\w*) (all over|uncontrollably|violently)|paddl\w*|stiff(ened)? (legs|body|and))\b/;
const UNAWARE =
  /\b(not respond\w*|does not respond|doesnt respond|unresponsive|wont respond|not aware|staring blankly|fell (over|on (his|her|its) side)|foaming|lost control of (his|her|its) (bladder|bowels))\b/;

const HEAT =
  /\b(hot (day|weather|car|sun)|in the (sun|heat)|heat ?wave|hot to the touch|left in (the|a) (hot )?car|in (the|a) hot car|sunny|summer|humid|hike|run in the)\b/;
const HEAT_SIGNS =
  /\b(panting (hard|heavily|like crazy|a lot|excessively|nonstop)|wobbl\w*|stumbl\w*|drool\w*|bright red (gums|tongue)|collaps\w*|confused|disoriented|weak|vomit\w*)\b/;

const HIT_BY_VEHICLE =
  /\b((car|van|truck|bike|motorbike|bus|vehicle) (hit|clipped|struck|knocked|bumped|ran over)|(clipped|knocked (over|down)|bumped) by (a|the) (car|van|truck|bike|motorbike|bus|vehicle))\b/;
const FALL_FROM_HEIGHT =
  /\bfell (from|off|out of) (\w+ ){0,3}(window|balcony|roof|deck|stairs|height|floor)\b/;

const BLEEDING_FROM_OPENING =
  /\b(bleeding|blood(?:(?: \w+){0,5} (?:coming|pouring|dripping|oozing|pumping|leaking))?) (?:from|out of|out) (?:the |his |her |its |their |my |our )?(?:\w+s )?(mouth|nose|nostrils?|ears?|eyes?|rectum|bottom|gums|back end|rear end|backside|bum|vent|cloaca)\b/;
const FIGHT_WOUNDS =
  /\b(after a fight|in a fight|got into a fight|attacked by|bitten by (a|another|the) (dog|cat|fox|animal))\b/;

const IN_LABOUR =
  /\b(pregnant|labou?r\w*|whelp\w*|giving birth|queening|kittening|due (to give birth|any day))\b/;
const PUSHING = /\b(push\w*|strain\w*|contractions?)\b/;
const NO_BIRTH =
  /\b(\d+|two|three|several) hours?\b|\bno (puppy|puppies|kitten|kittens|baby)\b|\bnothing\b|\bstuck\b/;

// "found" is the pet's act ("found the pill box"), not a diagnosis ("the vet found a murmur").
const SWALLOWED_MEDICINE =
  /\b(ate|eaten|swallowed|chewed( up| open| through)?|got into|gotten into|(?<!\b(they|vets?|doctors?|tests?|scans?|bloods|x-?rays?) )found(?! out\b))\b.{0,40}\b(pills?|tablets?|capsules?|meds|medications?|medicines?)\b/;

export const SYMPTOM_PATTERN_RULES: EmergencyRule[] = [
  // Before the urinary rule: a mother pushing for hours without a birth is not a blocked bladder.
  { entryId: 'emergency-difficult-birth', poisoning: false, allOf: [IN_LABOUR, PUSHING, NO_BIRTH] },
  {
    entryId: 'emergency-human-medications',
    poisoning: true,
    allOf: [SWALLOWED_MEDICINE],
    // Vitamin D capsules are a poison of their own (the concept rules name it); a pool's chlorine
    // or a dishwasher's tablets are chemicals, not medicines.
    unless:
      /\bvit(amin)? ?d\d?\b|\b(chlorine|bromine|pool|hot tub|spa|dishwasher|toilet|laundry|washing|cleaning|sterili[sz]ing|purification) (tablets?|pills?)\b/,
  },
  {
    entryId: 'emergency-urinary-blockage',
    poisoning: false,
    needsPersonalCue: true,
    allOf: [STRAINING, new RegExp(`${NO_URINE.source}|${CRYING_IN_BOX.source}`)],
  },
  {
    entryId: 'emergency-bloat-gdv',
    poisoning: false,
    needsPersonalCue: true,
    allOf: [SWOLLEN_BELLY, RETCHING],
  },
  {
    entryId: 'emergency-bloat-gdv',
    poisoning: false,
    needsPersonalCue: true,
    allOf: [SWOLLEN_BELLY, RESTLESS],
  },
  {
    entryId: 'emergency-bloat-gdv',
    poisoning: false,
    needsPersonalCue: true,
    allOf: [UNPRODUCTIVE_RETCHING],
  },
  // "they did the vomiting thing and his bloods were fine": a blood test, not blood in the vomit.
  {
    entryId: 'emergency-vomiting-blood',
    poisoning: false,
    needsPersonalCue: true,
    allOf: [VOMITING, BLOOD],
    unlessConcepts: ['context.blood-test'],
  },
  { entryId: 'emergency-heavy-bleeding', poisoning: false, allOf: [BLOOD, HEAVY_BLEEDING] },
  {
    entryId: 'emergency-breathing-difficulty',
    poisoning: false,
    needsPersonalCue: true,
    allOf: [BLUISH_GUMS],
  },
  {
    entryId: 'emergency-breathing-difficulty',
    poisoning: false,
    needsPersonalCue: true,
    allOf: [AIR_HUNGER],
    unlessConcepts: ['context.brief-episode', 'context.flehmen'],
  },
  {
    // Cats breathe through the mouth only in distress, or for a moment after hard play.
    entryId: 'emergency-breathing-difficulty',
    poisoning: false,
    needsPersonalCue: true,
    species: 'cat',
    allOf: [MOUTH_OPEN],
    unlessConcepts: ['context.brief-episode', 'context.flehmen'],
  },
  {
    entryId: 'emergency-seizures',
    poisoning: false,
    needsPersonalCue: true,
    allOf: [JERKING, UNAWARE],
    // Twitching and paddling in sleep is dreaming (the lexicon's `context.asleep`).
    unlessConcepts: ['context.asleep'],
  },
  { entryId: 'emergency-heatstroke', poisoning: false, needsPersonalCue: true, allOf: [HEAT, HEAT_SIGNS] },
  { entryId: 'emergency-trauma', poisoning: false, allOf: [HIT_BY_VEHICLE] },
  { entryId: 'emergency-trauma', poisoning: false, allOf: [FALL_FROM_HEIGHT] },
  {
    entryId: 'emergency-heavy-bleeding',
    poisoning: false,
    needsPersonalCue: true,
    allOf: [BLEEDING_FROM_OPENING],
  },
  { entryId: 'emergency-trauma', poisoning: false, needsPersonalCue: true, allOf: [FIGHT_WOUNDS] },
];
