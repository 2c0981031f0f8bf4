import type { EmergencyRule } from './rule.js';

/** Emergencies named or described in one telling phrase ("hit by a car", "not breathing"). */
// "he twitches and yips in his sleep, is that a seizure?" asks whether dreaming is one: asleep is
// the lexicon's `context.asleep`, the question `framing.asks-if-a-fit`.
const DREAMING_ASKED_ABOUT = ['context.asleep', 'framing.asks-if-a-fit'];
// "jumps straight up and twists when I bring veg, my son thinks it's a fit": a leap of joy asked about.
const JOY_ASKED_ABOUT = ['context.happy-leap', 'framing.asks-if-a-fit'];
// A hen flinging dirt over herself is dust bathing, a rabbit leaping and twisting is a binky: normal
// antics an owner may ask about as a "fit" (the concept rules read the same from the lexicon).
const NORMAL_ANTICS =
  /\b(dust ?bath\w*|bink(y|ies|ying)|popcorn(s|ing)?|(dirt|soil|dust|sand) over (her|him|it)self)\b/;

export const NAMED_EMERGENCY_RULES: EmergencyRule[] = [
  {
    entryId: 'emergency-foreign-body',
    poisoning: false,
    pattern:
      /\b(swallowed|ate|eaten|ingested|gulped( down)?) (a |an |the |some |my |his |her |its |part of (a |an |the |my )?|half (a |an |the )?|pieces? of (a |an |the |my )?|(one|two|a couple|some) of (my |the |his |her |our |their )?)?(socks?|toys?|string|thread|needles?|fish ?hooks?|corn cobs?|cob|bones?|stones?|rocks?|balls?|hair ties?|ribbons?|tinsel|underwear|rubber bands?|coins?|peach pits?|fruit stones?|plastic)\b/,
  },
  {
    entryId: 'emergency-choking',
    poisoning: false,
    needsPersonalCue: true,
    // "a snorting fit like he is choking, fifteen seconds, then normal": reverse sneezing.
    unlessConcepts: ['context.brief-episode'],
    pattern:
      /\b(chok(es|ed|ing)(?! hazard)|chocking|something (is )?stuck in (his|her|its|their) (throat|mouth)|pawing at (his|her|its|their) mouth)\b/,
  },
  {
    entryId: 'emergency-cpr',
    poisoning: false,
    // "how do you do CPR on a dog, just in case": learning it for a day that may come.
    unlessConcepts: ['framing.some-day'],
    pattern:
      /\b(not breathing|stopped breathing|(?:dont|do not) think (?:hes|shes|its|he is|she is|it is|theyre|they are) breathing|no heartbeat|no pulse|isnt breathing|cpr|(cant|cannot|can not|couldnt) (feel|find|hear) (a|her|his|its|any|the) (\w+ )?(heartbeat|heart ?beat|pulse)|apno?eic|apno?ea|no chest (rise|rising|movement)|(starting|started|doing) (chest )?compressions|(cant|cannot|can not|couldnt|dont|do not) see (her|his|its|the) chest( or (nose|mouth|belly))? (go|going|move|moving|rise|rising)|(cant|cannot|can not|couldnt) feel (her|his|its|the) heart|(cant|cannot|can not|couldnt|dont|do not) see (him|her|it) breathing|chest (isnt|is not|has stopped|stopped) (moving|going up)|no breath(s|ing)?( at all| whatsoever)|(ear|hand|head|cheek) (to|on|against) (his|her|its|the) (chest|side|ribs)\b.{0,40}\b(cant|cannot|can not|couldnt) (hear|feel)( or (hear|feel|see))? (anything|a thing|nothing))\b/,
    // "not breathing right", "isn't breathing properly": breathing badly, not stopped.
    unless:
      /\b(not|isnt) breathing (right|properly|normally|well|good|very well|like normal|as (usual|normal))\b/,
  },
  {
    entryId: 'emergency-breathing-difficulty',
    poisoning: false,
    needsPersonalCue: true,
    // "a snorting, gasping fit like she can't breathe, twenty seconds, then normal": reverse sneezing.
    unlessConcepts: ['context.brief-episode', 'context.flehmen'],
    pattern:
      /\b((cant|cannot|can not|unable to|struggling to|trouble|difficulty|hard time|problems?) breath\w*|labou?red breathing|gasping|blue (gums|tongue)|open[- ]mouth(ed)? breathing|breathing (fast|rapidly|heavily) at rest|wheezing badly)\b/,
  },
  {
    // Cats pant or breathe through the mouth only in distress, or for a moment after hard play.
    entryId: 'emergency-breathing-difficulty',
    poisoning: false,
    needsPersonalCue: true,
    species: 'cat',
    unlessConcepts: ['context.brief-episode', 'context.flehmen'],
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
    unless: NORMAL_ANTICS,
    unlessConcepts: [DREAMING_ASKED_ABOUT, JOY_ASKED_ABOUT, ['context.dust-bath']],
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
      /\b(bloat(ed|ing)?|gdv|twisted stomach|stomach (has )?twisted|(stomach|tummy|belly) (has )?(flipped|turned over)|flipped (stomach|tummy)|gastric (dilatation|torsion)|(swollen|distended|hard|tight) (belly|abdomen|stomach|tummy)|(trying|tries|tried) to (vomit|throw up|be sick) but|retching|dry heaving|unproductive vomiting)\b/,
  },
  {
    entryId: 'emergency-urinary-blockage',
    poisoning: false,
    pattern:
      /\b(strain\w*|cant|cannot|unable to|trying to|tries to|keeps trying to|struggling to)( to)? (pee|pea|urinate|wee)\b|\bstrain\w* (in|at|on) (the )?litter ?(box|tray)|\b(pee|peeing|urinat\w*|wee)\b.*\b(nothing comes out|only (a few )?drops|but nothing)|\b(crying|yowling) (in|at) (the )?litter ?(box|tray)|\b(urinary blockage|urethral obstruction|blocked bladder|blocked cat|is blocked)\b/,
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
      /\b(hit by (a |the )?(car|vehicle|truck|bike|van|bus)|run over|ran over|struck by (a |the )?(car|vehicle)|car accident|fell (from|off|out of) (\w+ ){0,3}(window|balcony|roof|height)|high[- ]rise|broken (leg|bone)|broke (his|her|its) (leg|paw|tail|hip)|fracture\w*|attacked by (a|another) (dog|animal))\b/,
  },
  {
    entryId: 'emergency-collapse',
    poisoning: false,
    needsPersonalCue: true,
    pattern:
      /\b(collaps\w*|unconscious|unresponsive|passed out|fainted|wont wake|not responding|cant stand up|(flopped|lying|fell) (over |down )?on (his|her|its|their) side|(is not|isnt|has stopped|stopped) moving|limp and floppy)\b/,
    // "lying on her side in the dirt flinging dust": a hen's dust bath. "Her eye looks collapsed":
    // the eye, not the hen.
    unlessConcepts: [['context.dust-bath'], ['context.eye-collapsed']],
  },
  {
    entryId: 'emergency-snake-bite',
    poisoning: false,
    pattern: /\b(snake ?bite|bitten by a snake|bit by a snake|adder bite|rattlesnake)\b/,
    // "my corn snake shakes its tail like a rattlesnake": a pet snake's habit told by a likeness.
    unless: /\b(like|as if|as though|pretending to be) an? (rattlesnake|rattler|viper|cobra)\b/,
  },
  {
    entryId: 'emergency-burns-electric-shock',
    poisoning: false,
    pattern:
      /\b(electrocuted|electric shock|chewed (through )?(a |an |the )?(electric |power |phone )?(cable|wire|cord)|burned|burnt|scalded|scald|smoke inhalation|house fire)\b/,
    // "I burnt a non-stick pan and now my cockatiel...": the pan was burnt, the bird breathed its fumes.
    unless:
      /\b(burn(ed|t) (a |the |my |some )?(non[- ]?stick )?(pan|pot|food|toast|dinner)|non[- ]?stick|teflon|ptfe)\b/,
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
      /\b((vomit\w*|throw\w* up|throwing up) blood|blood in (the |his |her |its )?(vomit|diarrh\w*)|bloody (vomit|diarrh\w*)|black,? tarry (stool|poop)|(vomit\w*|sick|throw\w* up|threw up|poo\w*|stool)\b[^.?!]{0,40}coffee grounds|coffee grounds[^.?!]{0,40}\b(vomit|sick|poo|stool))\b/,
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
    // "are non-stick pans dangerous for birds?" asks; the fumes must be reaching this bird.
    needsPersonalCue: true,
    species: 'bird',
    // New pans "still in the box": nothing has been heated yet.
    unlessConcepts: ['context.unopened'],
    // An oven's self-clean cycle heats its non-stick lining hot enough to give off the same fumes.
    pattern:
      /\b(teflon|non[- ]?stick|ptfe|fumes|smoke|burnt (pan|food)|aerosol|self[- ]?clean\w*|pyrolytic)\b/,
  },
  { entryId: 'health-rabbit-flystrike', poisoning: false, pattern: /\b(maggots?|fly ?strike)\b/ },
  {
    entryId: 'emergency-sick-bird',
    poisoning: false,
    species: 'bird',
    // A bird asleep on one leg at night, or feeding its mirror, is neither fluffed up nor ill; feathers
    // or husks on the cage floor are not the bird sitting there. "Down on the aviary floor, puffed
    // into a little ball": the same signs in an aviary.
    unlessConcepts: ['context.roosting', 'context.courtship'],
    pattern:
      /\b(fluffed( up| out| into a (little |tiny )?ball)?|puffed (up|out|into a (little |tiny )?ball)|(sat|sitting|down|huddled) on (the )?(aviary|flight|cage) floor|(?<!\b(?:feathers?|seeds?|husks?|droppings|poos?|food|millet|shells?|toys?) (?:all )?(?:at|on|over) (?:the )?)((bottom|floor) of (the|its|his|her) cage|(?<!\b(?:feathers?|seeds?|husks?|droppings|poos?|food|millet|shells?|toys?) (?:all )?)on (the )?cage floor)|tail bobbing|falling off (the|its|his|her) perch|not eating|(cant|cannot|unable to|no longer|stopped|wont) (perch|grip (the|its|his|her) perch)(?! on (my|your|a|the|his|her) (hand|finger|shoulder|arm)))\b/,
  },
];
