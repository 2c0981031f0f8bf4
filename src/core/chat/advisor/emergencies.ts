import type { PetSpecies } from './knowledge/types.js';
import { NAMED_EMERGENCY_RULES } from './emergency-rules/named-emergencies.js';
import type { EmergencyMatch, EmergencyRule } from './emergency-rules/rule.js';
import { SYMPTOM_PATTERN_RULES } from './emergency-rules/symptom-patterns.js';
import { TOXIN_RULES } from './emergency-rules/toxins.js';
import {
  CONCEPT_RULE_ENTRY_IDS,
  CONCEPT_RULE_POISONING_IDS,
  classifyByConcepts,
  explainedAway,
  explanationsOf,
  isEpisodeContext,
} from './emergency-rules/concept-classifier.js';
import { lexicon, type ConceptMatches } from './lexicon/index.js';
import { onlyAPersonSwallowed } from './person-harmed.js';
import { withActAskedBefore } from './act-asked-before.js';
import { tokenize } from './lexicon/text-normalizer.js';
import { withVitalAskedBefore } from './lexicon/vital-signs.js';
import { withPeeingAskedBefore } from './lexicon/hours-without-urine.js';
import { withoutPoisonsItLacks } from './emergency-rules/ingredients-denied.js';
import { withoutAskingIfItIs } from './asked-if-it-is.js';
import { withGumsAskedBefore } from './gums-asked-before.js';
import { chocolateBelowConcern } from './emergency-rules/chocolate-dose.js';
import { speciesMentionedIn, speciesNamedIn } from './species.js';
import { DESCRIPTIVE_WORDS } from './descriptive-words.js';
import { withoutPleas } from './reports-and-pleas.js';
import { namedSubject } from './named-subject.js';
import { namesAnAnimal } from './names-an-animal.js';
import { poisonTakenInAPlainWord } from './poison-taken-in-a-plain-word.js';
import {
  ownedAfterAll,
  withAttackerAskedBefore,
  withPoisonsReferredTo,
} from './said-again-in-other-words.js';
import { withoutThingsThatFell } from './things-that-fell.js';
import { withoutPoisonsSetAgainst } from './contrasted-with-a-poison.js';

export type { EmergencyMatch } from './emergency-rules/rule.js';

const EXPOSURE =
  /\b(ate|eaten|swallowed|chewed|chewing on|got into|gotten into|getting into|got hold of|got at|(?<!\b(?:i|we|you) )got (?:half|\d+ (?=before|of|from|off|out)|(?:one|two|three|four|five|a couple|a few|both) (?=before|of them|from|off|out)|a whole|the whole|most of|all of|the rest of|some of|a bit of|a piece of|a chunk of|a mouthful of)|licked|licking|licks|(had|took) a lick|ingest\w*|consumed|drank|drunk|drinking|stole|scoffed|gobbled|wolfed|munched|nibbled|pecked|pecked at|pecking at|fed (?:him|her|it|them|the|our|my|\w+)\b[^.?!]{0,30}\b(?:a|an|some|the|loads|lots|half|two|three|\d+)|(?<!(?:never|not|havent|hasnt|didnt|dont|wont) )(?:caught|saw|seen|found|watched|spotted|shows|showed|filmed|recorded) (?:him|her|it|them|\w+(?: \w+)?) (?:eating|chewing|licking|drinking|munching|gobbling|swallowing|scoffing|eat|chew|lick|drink|swallow)|(?:wrappers?|packets?|packaging|foil|box|bag) (?:\w+ )?(?:in (?:pieces|shreds|tatters|bits)|shredded|torn (?:open|up|apart)|ripped (?:open|up|apart)|chewed (?:up|open|through))|(?:see|saw|seen|watched|watch) (?:it|them) (?:go|going|went|gone) down|in one gulp|gulped|(?:torn|tore|ripped|chewed|bitten|bit|dug|clawed) (?:one|it|them|a \w+|the \w+) open|still in (?:his|her|its|their) mouth|nyam|nyammed|shared\b[^.?!]{0,40}\bwith (?:the|our|my|him|her)|raided|snatched|exposed|helped (him|her|it)self|(is|was|been|keeps?) eating|(?:is|was|were|been|keeps?|kept) (?:feeding|giving) (?:him|her|it|them|the|our|my|\w+ (?=\w))\b|just had|had some|gave (?:him|her|it|them) (?:the whole|a whole|all|loads|the lot|half)|(?:thought|decided)\b[^.?!]{0,30}\bto give (?:him|her|it|them) (?:the whole|a whole|all|loads|the lot|half)|had (?:both|the pair|all (?:two|three|four|five|six|seven|eight|ten|twelve|\d+))\b(?! of (?:us|them))|(?:has|have|hes|shes|theyve) had (?:them|those|these)(?! (?:before|checked|done|removed|since|for years))|had (?:loads|lots|a lot|a load|heaps|tons|plenty|several|quite a bit|a fair bit|a good bit|a bunch|most of|half of|all of|the rest of|the lot|the whole)|(had|took) a bite|after (eating|drinking|licking|chewing)|(?<!\b(?:i|we|you) )(?:get|got|gets|grabbed|grabs|pinched|nicked|swiped|snaffled|snagged) (?:a|an|the|some|half|his|her|my|our)\b[^.?!]{0,40}\boff (?:the|a|my|our|his|her|someones?)|might have|may have|could have|think (he|she|it|they)|applied|(?<!\b(?:can|could|should|shall|may|would|do|to) (?:i|we|you) |\bto )(?:put|used) (a|some)|lick up|lap up|finished (off|a|the|his|her|my|our)|cleared (the|a|his|her|my))\b/;

/** Whether a text is told in one of these ways (the lexicon's `framing.*` concepts). */
function framedAs(found: ConceptMatches, ...framings: string[]): boolean {
  return framings.some((framing) => found.has(`framing.${framing}`));
}

// "what would happen if a rabbit stopped eating? it's for a school project, ours is fine": asked
// to learn, with nothing eaten or happening to the animal.
// "my son's doing a school project on bees ... now she's vomiting, her gums are pale and she's
// collapsed": a study told about, beside signs the pet shows now, is no question asked to learn.
const SIGNS_SHOWN_NOW = 2;
function askedToLearn(found: ConceptMatches, text: string): boolean {
  const showingNow =
    framedAs(found, 'ongoing') &&
    !framedAs(found, 'own-pet-well') &&
    found.inDomain('symptom').filter((symptom) => !DESCRIPTIVE_WORDS.has(symptom)).length >= SIGNS_SHOWN_NOW;
  return (
    framedAs(found, 'for-study', 'own-pet-well') &&
    (found.has('intent.hypothetical') || framedAs(found, 'asks-what-to-do')) &&
    !EXPOSURE.test(text) &&
    !showingNow
  );
}

const CAUSES_TOLD_AFTER = [
  'context.snake-bite',
  'kind.snake',
  'context.sting',
  'context.heat',
  'context.injury',
];

// "had a seizure last year", "years ago", "as a puppy": history, not an emergency happening now.
const PAST = ['past-event', 'long-past'];

// "stop him getting at it", "keep my dog from chewing": someone held back from an act near it.
const HELD_BACK_WITHIN = 4;
/** "how can I prevent bloat in my dog?", "if he ever...", "next time": plans, nothing happening now. */
function plansAhead(found: ConceptMatches): boolean {
  return (
    found
      .positions('framing.prevention')
      .some((at) => !insideAPoisonsName(found, at) && !anOccasionPast(found, at)) ||
    found.all(['framing.held-back', 'framing.act-held-back'], HELD_BACK_WITHIN)
  );
}

// "we were having a picnic and she ate the grapes": an occasion told in the past, which reads as
// one to come once "we're" has lost its apostrophe.
function anOccasionPast(found: ConceptMatches, at: number): boolean {
  return found.positions('framing.past-occasion').some((start) => start === at - 1);
}

// "the stuff you put in the car so it doesn't freeze": a poison named by what it is for, whose
// purpose is no plan of the owner's.
const LONGEST_POISON_NAME = 10;
function insideAPoisonsName(found: ConceptMatches, at: number): boolean {
  return found.inDomain('toxin').some((toxin) => {
    const ends = found.ends(`toxin.${toxin}`);
    return found
      .positions(`toxin.${toxin}`)
      .some((start) => start < at && ends.some((end) => end > at && end - start <= LONGEST_POISON_NAME));
  });
}

// "the vet made him sick and his bloods came back fine" (`framing.already-treated`), or "last
// year, and he was fine": a poisoning already seen to or over, told as history; only what is said
// to be happening now is read as an emergency. "He was fine" is kept a pattern: it is history only
// when not said to have been thought ("thought he was fine") nor to have lasted a while ("was fine
// until", "at first"), a look behind and ahead that phrases do not say.
const SEEMED_WELL_AFTER =
  /\b(?<!thought (he|she|it|they) )(was|were|has been|have been) (totally |completely |absolutely |perfectly )?(fine|ok|okay|well|unaffected|normal)(?! (at first|until|till|but))\b/;

// "my", "he", "right now", "should I be worried": a particular animal, now (`framing.about-this-animal`).
// "the dog is...", "this cat has...", or a message whose first word is the animal ("cat not
// eating", "the puppy keeps..."): a particular animal, told of now.
function aboutThisAnimal(found: ConceptMatches): boolean {
  return framedAs(found, 'this-animal') || found.positions('framing.opens-with-animal').includes(0);
}

// "the tetras in the tank are gasping", "all the fish gasping at the top", "both budgies in the
// next room are gasping", "nibbles the roborovski fell off the table", "something pink hanging out
// of the tegu's vent": an animal of any kind (a breed, a small pet, fish) that is the subject of
// what happens, or whose body part is, is a particular animal now.
const ANIMAL_SUBJECT =
  /\b(?:the|this|that|our|my|all the|both the|both|and|now) ((?:\w+ )?\w+?)(s?) (?:(?:in|on|at) the (?:\w+ ){1,2})?(?:(?:is|are|has|have|keeps|keep|was|were|wont|cant|isnt|arent|hasnt|havent|just|started|seems|seem|looks|look|fell|ate|collapsed|got|had|threw|vomited|suddenly|stopped|gasping|gulping|floating)\b|(?<=s )(?:vent|bottom|bum|eyes?|legs?|mouth|ears?|nose|belly|tummy|tail|paws?|foot|feet|face|head|skin|neck|wings?|shell|beak|gills|fins?)\b)/g;
function animalAsSubject(text: string): boolean {
  for (const match of text.matchAll(ANIMAL_SUBJECT)) {
    const words = `${match[1] ?? ''}${match[2] ?? ''}`;
    const last = words.split(' ').at(-1) ?? '';
    for (const candidate of [words, last]) {
      if (speciesMentionedIn(candidate) !== undefined) return true;
      const found = lexicon().match(candidate);
      if (found.inDomain('kind').length > 0 || found.has('context.fish')) return true;
    }
  }
  return false;
}

// "Consumption of peanut butter by the puppy", "the belly of the Great Dane": a particular animal
// named with "the" anywhere in a statement, or in brackets ("Milo (boy cat)"), not only as the
// subject that opens a clause.
const DEFINITE_ANIMAL = /(?:\b(?:the|our|this|that)\s+|\()(?=((?:[\w-]+\s+){0,2}[\w-]+))/g;
function animalNamedDefinitely(text: string): boolean {
  for (const match of text.matchAll(DEFINITE_ANIMAL)) {
    const words = (match[1] ?? '').split(/\s+/);
    for (let start = 0; start < words.length; start += 1) {
      const candidate = words.slice(start).join(' ');
      if (namesAnAnimal(candidate)) return true;
    }
  }
  return false;
}

/**
 * Emergencies a whole message explains away, though one of its sentences read alone raises
 * them: one chocolate button with the dog's weight told in the next sentence ("just the one.
 * He's 35kg"), far below any concern, with no sign anywhere; a flop asked about in another
 * sentence ("flopped over on her side... Is that a happy thing?").
 */
function toldAwayByTheWholeMessage(entryId: string, said: ConceptMatches, question: string): boolean {
  const signs = said.inDomain('symptom').some((symptom) => !DESCRIPTIVE_WORDS.has(symptom));
  if (aQueenCalling(said)) return true;
  // A bird fluffed up to dry after its bath, then preening, with no sign of illness and not on
  // the cage floor, is drying off.
  if (entryId === 'emergency-sick-bird' && said.has('context.drying-off')) {
    return !signs && !ON_THE_CAGE_FLOOR.test(question);
  }
  if (entryId === 'emergency-chocolate') return !signs && chocolateBelowConcern(question);
  if (entryId === 'emergency-collapse') return flopAskedAbout(said);
  return false;
}

const ON_THE_CAGE_FLOOR = /\b(floor|bottom) of (the|its|his|her) cage|\bcage (floor|bottom)\b/i;

// A female cat in season yowls, rolls on the floor and lifts her rear with her tail aside; with
// none of these signs beside it, that is her season (calling), however pained it sounds.
const SIGNS_BEYOND_CALLING = [
  'vomiting',
  'not-eating',
  'lethargy',
  'weak',
  'collapse',
  'seizure',
  'breathing-trouble',
  'straining',
  'little-or-no-urine',
  'blood',
  'discharge',
  'vulval-discharge',
  'swollen-belly',
  'unsteady',
  'cannot-stand',
  'paralysis',
  'hiding',
];
function aQueenCalling(found: ConceptMatches): boolean {
  return (
    found.has('context.calling') &&
    found.has('symptom.crying') &&
    !found.has('animal.dog') &&
    (found.has('animal.cat') || found.has('context.unspayed') || found.has('context.female')) &&
    !SIGNS_BEYOND_CALLING.some((sign) => found.has(`symptom.${sign}`))
  );
}

// A flop with none of these is a pet lying down at ease, however it looked.
const SIGNS_BEYOND_A_FLOP = [
  'breathing-trouble',
  'cold-body',
  'seizure',
  'not-eating',
  'unresponsive',
  'motionless',
  'weak',
  'lethargy',
  'unsteady',
  'cannot-stand',
  'pale-colour',
  // "lying limp in my hand": limp as floppy, which a flop at ease never is.
  'limping',
];
// "flopped over on her side, the kids thought she had died. Is that a happy thing?": a flop asked
// about anywhere in the message, with no sign beyond it, is no collapse in any sentence of it.
function flopAskedAbout(found: ConceptMatches): boolean {
  return (
    found.has('context.flop') &&
    (found.has('intent.doubt') || found.has('intent.hypothetical')) &&
    !SIGNS_BEYOND_A_FLOP.some((sign) => found.has(`symptom.${sign}`))
  );
}

// What the whole message says of the episode, which a sentence read alone leaves out: "panting
// after the laser ... it stopped after a minute", "buried himself ... it's November".
function episodeExplained(found: ConceptMatches, entryId: string): boolean {
  const listed = [
    ...explanationsOf(entryId),
    ...RULES.filter((rule) => rule.entryId === entryId).flatMap((rule) => rule.unlessConcepts ?? []),
  ];
  // "jumps and twists when I bring veg. My son thinks it's a fit": a pair of concepts that
  // explains the episode (a leap of joy asked about as a fit) holds across the message too.
  return listed.some((term) =>
    typeof term === 'string'
      ? isEpisodeContext(term) && found.has(term)
      : term.every((concept) => found.has(concept)),
  );
}

// Order matters: poisons and named emergencies are the most specific; symptom patterns come
// after them. At most two matches are answered.
const RULES: EmergencyRule[] = [...TOXIN_RULES, ...NAMED_EMERGENCY_RULES, ...SYMPTOM_PATTERN_RULES];

/** Every knowledge entry an emergency answer can cite (the knowledge base must contain them). */
export const EMERGENCY_ENTRY_IDS: readonly string[] = [
  ...new Set([...RULES.map((rule) => rule.entryId), ...CONCEPT_RULE_ENTRY_IDS]),
];
/** As many emergencies as are answered at once. */
export const MAX_EMERGENCIES_ANSWERED = 2;
// The turns before that are read with a report of new signs, for the cause they may give.
const RECENT_TURNS = 2;
const POISONING_ENTRY_IDS = new Set([
  ...RULES.filter((rule) => rule.poisoning).map((rule) => rule.entryId),
  ...CONCEPT_RULE_POISONING_IDS,
]);

// Signs of every emergency in one list: found for "how serious is it?", it is no diagnosis.
const GENERAL_ENTRY_IDS = new Set(['emergency-when-to-go']);

/** The emergency an entry found by retrieval stands for, when it is one the rules can cite. */
export function emergencyOfEntry(entry: { id: string; category: string }): EmergencyMatch | undefined {
  if (entry.category !== 'emergency' || !EMERGENCY_ENTRY_IDS.includes(entry.id)) return undefined;
  if (GENERAL_ENTRY_IDS.has(entry.id)) return undefined;
  return { entryId: entry.id, poisoning: POISONING_ENTRY_IDS.has(entry.id) };
}

function applies(rule: EmergencyRule, text: string, found: ConceptMatches): boolean {
  if (rule.pattern !== undefined && !rule.pattern.test(text)) return false;
  if (rule.unless?.test(text) === true) return false;
  const explainedBy = (term: string | readonly string[]) =>
    typeof term === 'string' ? found.has(term) : term.every((concept) => found.has(concept));
  if ((rule.unlessConcepts ?? []).some(explainedBy)) return false;
  return (rule.allOf ?? []).every((sign) => sign.test(text));
}

// Owners in a hurry drop the article: "pug overheated on walk", "bunny not eating since noon".
const OPENING_WORDS = 3;
// "9 yr old 11 lb cat threw up blood": the age and weight said first describe the animal after them.
const AGE_OR_WEIGHT_FIRST =
  /^\W*(?:(?:\d+(?:\.\d+)?|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:-\s*)?(?:yrs?|years?|yo|y\/o|months?|mos?|wks?|weeks?|kgs?|kilos?|lbs?|pounds?|g|grams?|oz)\b(?:\s*-?\s*old)?[\s,]*)+/i;
function opensWithAnimal(text: string): boolean {
  const opening = text
    .replace(AGE_OR_WEIGHT_FIRST, '')
    .trimStart()
    .split(/\s+/)
    .slice(0, OPENING_WORDS)
    .join(' ');
  // "guinea pig not eating", "ferret floppy": the lexicon's kinds of pet count as well as the species.
  const animal =
    speciesMentionedIn(opening) !== undefined ||
    lexicon().match(opening).inDomain('kind').length > 0 ||
    lexicon().match(opening).has('context.fish');
  return animal && !/\b(do|does|can|are|should|how|why|what|which)\b/.test(opening);
}

// "Quick one - dog bloated, retching": the report may open any clause, after a preamble.
function clauseOpensWithAnimal(text: string): boolean {
  return text.split(/[,.;:!?\n\u2013\u2014]+|\s-\s/).some((clause) => opensWithAnimal(clause));
}

// "gums white", "dog collapsed": a report of a few words, not a question, is about this animal now.
const TERSE_WORDS = 5;
const TERSE_SIGN_NOTE_WORDS = 10;
const MIN_SENTENCES_OF_A_STORY = 2;
const QUESTION_WORD = /\b(how|why|what|which|when|can|could|should|is|are|do|does|signs?|symptoms?)\b/;
function terseReport(text: string, found: ConceptMatches): boolean {
  const words = text.split(/\s+/).filter((word) => word !== '').length;
  // "vomiting again n again bright red blood", "paw cut on glass bleeding thru the towel": a note
  // that opens with the sign or the part of the body hurt has no subject to name, and is longer
  // than a few words only because it says more of what is seen.
  const opensWithSign = found
    .concepts()
    .some((concept) => /^(symptom|body)\./.test(concept) && found.positions(concept).includes(0));
  return (
    (words <= TERSE_WORDS || (opensWithSign && words <= TERSE_SIGN_NOTE_WORDS)) &&
    !QUESTION_WORD.test(text) &&
    !found.has('intent.hypothetical')
  );
}

// "ball stuck at back of throat, pawing at mouth, gagging, tongue going blue": signs listed between
// commas, asking nothing, are what the writer sees in front of them now.
const MIN_LISTED_PIECES = 3;
const MAX_LISTED_PIECE_WORDS = 7;
const MIN_LISTED_SIGNS = 2;
function signsListed(text: string, found: ConceptMatches): boolean {
  const pieces = text
    .split(/[,;]+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  if (pieces.length < MIN_LISTED_PIECES || text.includes('?') || QUESTION_WORD.test(text)) return false;
  if (found.has('intent.hypothetical')) return false;
  if (pieces.some((piece) => piece.split(/\s+/).length > MAX_LISTED_PIECE_WORDS)) return false;
  const signs = pieces.filter((piece) =>
    lexicon()
      .match(piece)
      .inDomain('symptom')
      .some((symptom) => !DESCRIPTIVE_WORDS.has(symptom)),
  );
  return signs.length >= MIN_LISTED_SIGNS;
}

// "hot oil spilt on cat back", "string hanging out cats bum dont pull?": a note of a few words
// naming an animal anywhere, asking nothing in words, is about that animal now.
function telegraphicNote(text: string, found: ConceptMatches): boolean {
  // "gums white (checked twice, good light) -> terrier x": an aside in brackets is no part of the note.
  const words = text
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '').length;
  return (
    words <= TERSE_SIGN_NOTE_WORDS &&
    namesAnAnimal(text, found) &&
    !QUESTION_WORD.test(text) &&
    // "should i pull?" asks what to do now; "ok for dogs?" asks beforehand.
    (!found.has('intent.hypothetical') || framedAs(found, 'asks-what-to-do')) &&
    !SAYS_IN_GENERAL.test(text)
  );
}

// "Ferret left in a hot car for 20 min", "Dachshund ate half a bar": a message that opens with one
// animal, bare, as the subject of what happened is a note about that animal.
const OPENS_WITH_A_BARE_ANIMAL =
  /^\W*([a-z]+(?: [a-z]+)?) (?:left|ate|has|had|is|was|got|collapsed|fell|swallowed|drank|licked|chewed|found|keeps|cant|wont|hasnt|isnt|just|now|been)\b/;
function opensWithABareAnimal(text: string): boolean {
  const subject = OPENS_WITH_A_BARE_ANIMAL.exec(text)?.[1] ?? '';
  return (
    subject !== '' && !subject.endsWith('s') && !NOT_AN_OPENING_ANIMAL.test(subject) && namesAnAnimal(subject)
  );
}
const NOT_AN_OPENING_ANIMAL = /^(?:my|our|a|an|the|this|that|his|her|their|your|every|any|some)\b/;

// "why would a boxer keep heaving with nothing coming out?": an animal that keeps doing something
// is one being watched, however general the question's words.
const KEEPS_AT_IT =
  /\b(?:a|an|my|our|the|this|that)\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)\s+(?:keeps|keep)(?:\s+on)?\s+[a-z]+ing\b/g;
function animalKeepsAtIt(text: string): boolean {
  for (const [, subject] of text.matchAll(KEEPS_AT_IT)) {
    const noun = subject?.split(/\s+/).at(-1) ?? '';
    if (namesAnAnimal(noun)) return true;
  }
  return false;
}

// How a question about a sign in general opens ("what does it mean when", "is it normal for").
const GENERAL_OPENING =
  /^\W*((?:what|wot|wat) does it mean (when|if)|what happens (when|if)|is it normal (for|that|when)|is it bad (if|when)|why (do|does|would|might)|how (do|can|could|would|will|should) (i|you|we|one) (know|tell|check|spot|recogni[sz]e) (if|when|whether)|how to (know|tell|check|spot|recogni[sz]e) (if|when|whether)|what causes)\s+/;
const OWN_ANIMAL_OPENS = /^\W*(?:my|our|mine|ours)\b/i;
const ASKS_WHAT_IT_MEANS = /\b(?:what|wot|wat) does it mean\b/;
// "I just looked at my boy's and they are nearly white": a present report of a sign or an
// exposure in this animal.
function reportsOnThisAnimal(sentence: string): boolean {
  const found = lexicon().match(sentence);
  return (
    framedAs(found, 'about-this-animal') &&
    !framedAs(found, ...PAST, 'about-a-condition') &&
    !plansAhead(found) &&
    !found.has('intent.hypothetical') &&
    (found.inDomain('symptom').length > 0 || found.has('intent.exposure'))
  );
}

// A part of a story about the past, about prevention or about a condition in general.
function toldApart(text: string): boolean {
  const found = lexicon().match(text);
  // "had gut stasis a while back": an illness the lexicon reads as told from the pet's past.
  const toldAsHistory = found.has('context.told-as-history');
  return framedAs(found, ...PAST, 'about-a-condition') || toldAsHistory || plansAhead(found);
}

function namesACauseOfSigns(part: string): boolean {
  const found = lexicon().match(part);
  return (
    (found.has('context.heat') || found.has('context.exertion')) &&
    !found.has('context.told-as-history') &&
    !framedAs(found, 'long-past')
  );
}

/**
 * "we adopted him two years ago and he's always been fine, but tonight he keeps straining": the
 * parts of a story about the past or about prevention are set aside, and what is left is read as
 * what is happening now. Undefined when the story tells no past or nothing is left.
 */
function presentPartOf(question: string): string | undefined {
  if (!toldApart(question)) return undefined;
  const lower = question.toLowerCase().replace(/[’']/g, '');
  const present = lower
    // "we adopted her last month and she hasn't eaten since": a new clause about the animal.
    // "I used to use them on my old cat so I put one on the kitten": what followed from the past.
    .split(
      /[,.;!?]+|\bbut\b|\bhowever\b|\bthough\b|\bso (?=(?:i|we)\b)|\band (?=(?:he|she|it|they|hes|shes|its|theyre|theyve|now|today|tonight|this morning|this evening|hasnt|has not|havent|have not|has been|have been|still|isnt|wont|cant)\b)/,
    )
    // "took him on a long run this afternoon, it was scorching ... now he has vomited": the heat or
    // the effort told as the past is the cause of the signs told now, and is kept with them.
    .filter((part) => !toldApart(part) || namesACauseOfSigns(part))
    .join(', ');
  return present.trim() !== '' && present !== lower ? present : undefined;
}

// "has had three of them", "ate the lot": an eating of what was named before, by a pronoun.
const EATS_WHAT_WAS_NAMED =
  /\b(?:had|ate|eaten|scoffed|swallowed|finished|stole|nicked|chewed|gobbled|wolfed|got into)\b[^.?!]{0,20}?\b(?:them|it|those|these|the lot|some)\b/;

/** A turn with what "his is", "hasn't gone", "doing it" or "they" stand for in the turn before it. */
// "he had one of his episodes this morning" then "he's had another two since": the fits counted
// on are those told before.
// "He has not had another one", "in case she has another": none counted.
const MORE_OF_THEM =
  /(?<!\bnot |\bnever |nt )\bhad (?:another|more) (?:one|two|three|four|five|couple|few|\d+)\b/;
function withEpisodesToldBefore(turn: string, before: string | undefined): string {
  if (before === undefined || !MORE_OF_THEM.test(turn.toLowerCase().replace(/[’']/g, ''))) return turn;
  if (!lexicon().match(before).has('symptom.seizure') || lexicon().match(turn).has('symptom.seizure'))
    return turn;
  return `${turn} (more seizures)`;
}

function withWhatWasAskedBefore(turn: string, before: string | undefined): string {
  return withEpisodesToldBefore(
    withAttackerAskedBefore(
      withGumsAskedBefore(
        withActAskedBefore(withPeeingAskedBefore(withVitalAskedBefore(turn, before), before), before),
        before,
      ),
      before,
    ),
    before,
  );
}

/**
 * Recognises questions that describe an emergency happening now. Apostrophes are dropped first
 * so that "can't" and "cant" read the same. Returns at most two matches, most specific first: the phrase rules, then the
 * concept classifier (`emergency-rules/concept-rules.json`) over the lexicon's concepts.
 */
export function recognizeEmergencies(
  told: string,
  species: PetSpecies | undefined,
  earlierTurns: readonly string[] = [],
): EmergencyMatch[] {
  // "what's a normal temperature for a dog?" then "his is 41.5": the figure is the vital asked about.
  // "sugar gum with no xylitol": the poison said to be absent is not read as eaten.
  // "how often should a male cat pee?" then "he hasn't gone since yesterday": gone is peeing.
  // "is it normal for rats to make clicking noises?" then "mine is doing it with every breath".
  // "how do you check a dog's gums?" then "they're really pale": the colour is the gums'.
  const question = withWhatWasAskedBefore(
    withoutAskingIfItIs(
      withoutPoisonsItLacks(
        withoutPoisonsSetAgainst(withoutThingsThatFell(withoutPoisonsDeniedForAnother(told))),
      ),
    ),
    earlierTurns.at(-1),
  );
  const matches = recognizeIn(question, species);
  // "How do I know if he has bloat? His belly is swollen and he keeps retching": a general
  // question and a report of what is happening now, in separate sentences. Each sentence is
  // also read on its own, so the question does not hide the report.
  const sentences = question.split(/(?<=[.?!;])\s+|\s*\n+\s*/).filter((sentence) => sentence.trim() !== '');
  // "what would happen if a rabbit stopped eating? it's for a school project": the question is
  // not read alone when the message says it is asked to learn, with nothing eaten.
  // The whole message's concepts, read once for every reading below.
  const said = lexicon().match(question);
  const learning = askedToLearn(said, question.toLowerCase().replace(/[’']/g, ''));
  // "should I be worried about bloat with my puppy? nothing's wrong, I just want to lower the
  // risk": a pet said to be well, asked about for prevention, in any sentence of the message.
  // "what happens if a cat eats a lily? we are planning our wedding flowers": a plan, with no sign.
  const askedWhileWell =
    (framedAs(said, 'own-pet-well') &&
      (framedAs(said, 'prevention') || framedAs(said, 'about-a-condition'))) ||
    (plansAhead(said) &&
      framedAs(said, 'asks-what-to-do') &&
      !said.has('intent.exposure') &&
      !said.inDomain('symptom').some((symptom) => !DESCRIPTIVE_WORDS.has(symptom)));
  const readings = sentences.length > 1 && !learning && !askedWhileWell ? [...sentences] : [];
  // "...discharge from her back end and her tummy looks swollen. Should I just wait it out? And can
  // you recommend a food?": a story told over several sentences is also read without the
  // questions asked after it, so that what they ask does not make the story a question.
  const story = sentences.filter((sentence) => !sentence.trimEnd().endsWith('?'));
  if (
    !learning &&
    story.length >= MIN_SENTENCES_OF_A_STORY &&
    story.length < sentences.length &&
    lexicon().match(story.join(' ')).inDomain('symptom').length > 0
  ) {
    readings.push(story.join(' '));
  }
  // "what's a normal temperature for a dog? ok his is 41.5": a question asked, then answered for
  // this animal in the same message, is read as the turns it would have been.
  for (const [index, sentence] of sentences.entries()) {
    if (index === 0) continue;
    const rest = sentences.slice(index).join(' ');
    const answered = withWhatWasAskedBefore(rest, sentences[index - 1] ?? sentence);
    if (answered !== rest) readings.push(answered);
  }
  // "...poisonous to cats? she's been sick since she was in there with it": the poison referred to.
  readings.push(...withPoisonsReferredTo(sentences));
  // "my doe (never spayed, last litter 2 yrs ago) is weeing blood": an aside dating something past
  // does not make the signs told around it the past; the message is also read without that date.
  const withoutPastAsides = question.replace(
    /\(([^)]*)\)/g,
    (_aside, inner: string) =>
      `(${inner
        .split(/,\s*/)
        .filter((part) => !PAST_IN_AN_ASIDE.test(part))
        .join(', ')})`,
  );
  if (withoutPastAsides !== question) readings.push(withoutPastAsides);
  // "asking for a friend: ... it's my rabbit": the question read without its disguise.
  const owned = ownedAfterAll(question);
  if (owned !== undefined) readings.push(owned);
  const lower = question.toLowerCase().replace(/[’']/g, '');
  const present = askedWhileWell ? undefined : presentPartOf(question);
  if (present !== undefined) readings.push(present);
  // "gave the dog half a paracetamol last year ... this morning I gave the cat a quarter of one,
  // now her gums are brown": what is told now, with signs of poisoning, refers back to the poison
  // named in the past part set aside.
  const toldNow = present === undefined ? undefined : lexicon().match(present);
  const poisonedNow =
    toldNow !== undefined &&
    (toldNow.has('intent.applied') || toldNow.has('framing.eaten-already')) &&
    toldNow.inDomain('symptom').some((symptom) => SIGNS_OF_POISONING.has(symptom));
  if (poisonedNow && present !== undefined) readings.push(...withPoisonsReferredTo([question, present]));
  // "what does it mean when a cat's gums go white? I just looked at my boy's and they are nearly
  // white": the general question names the sign, the sentence after it says this animal has it.
  const [opening, ...after] = sentences;
  const asksInGeneral = opening === undefined ? undefined : GENERAL_OPENING.exec(opening.toLowerCase());
  if (asksInGeneral !== null && asksInGeneral !== undefined && after.some(reportsOnThisAnimal)) {
    readings.push([opening?.slice(asksInGeneral[0].length), ...after].join(' '));
  }
  // "what does it mean if my male cat is squatting for ages and nothing comes?": the general
  // opening asks about the owner's own animal, told of now in the same sentence.
  const ownAnimalAfter = opening?.slice(asksInGeneral?.[0].length ?? 0) ?? '';
  if (
    asksInGeneral !== null &&
    asksInGeneral !== undefined &&
    ASKS_WHAT_IT_MEANS.test(asksInGeneral[0]) &&
    OWN_ANIMAL_OPENS.test(ownAnimalAfter)
  ) {
    readings.push([ownAnimalAfter, ...after].join(' '));
  }
  // "...is one grape a big deal? he hasn't, just wondering": the denial holds for every sentence.
  // "antifreeze on a high shelf, sealed. A friend says it tastes sweet": kept away in one sentence,
  // untouched in all of them.
  // "found a toad by the pond, the dog never went near it": contact denied for the one pet told
  // of, with nothing eaten and no sign, holds for every sentence too.
  const deniedInAWord =
    (DENIED_IN_A_WORD.test(lower) && said.has('intent.hypothetical')) ||
    storedAwayUntouched(said, lower) ||
    (said.has('context.no-contact') &&
      speciesNamedIn(question).length <= 1 &&
      untouchedWithoutSigns(said, lower));
  // "she's 5 and not spayed" / "now she's had blood in her wee and is off her food": the female
  // told unspayed in an earlier turn still is.
  const unspayedBefore =
    !said.has('context.unspayed') &&
    !said.has('context.spayed') &&
    earlierTurns.some((turn) => lexicon().match(turn).has('context.unspayed'));
  if (unspayedBefore) readings.push(`${question}\n(not spayed)`);
  for (const reading of readings) {
    for (const match of recognizeIn(reading, species)) {
      if (deniedInAWord && match.poisoning) continue;
      if (episodeExplained(said, match.entryId)) continue;
      if (!matches.some((known) => known.entryId === match.entryId)) matches.push(match);
    }
  }
  // "the cats are fine but the rabbit hasn't pooed since yesterday": in a message about several
  // kinds of pet, each sentence or "but" clause naming one is also read for that animal.
  const ownMatches: EmergencyMatch[] = [];
  if (speciesNamedIn(question).length > 1) {
    for (const clause of question.split(CLAUSES_OF_SEVERAL_PETS)) {
      const own = speciesMentionedIn(clause);
      if (own === undefined || own === species) continue;
      for (const match of forTheAnimal(recognizeIn(clause, own), own, clause, '')) {
        if (!ownMatches.some((known) => known.entryId === match.entryId)) ownMatches.push(match);
      }
    }
  }
  // "panting a lot in the heat" then "now he's lying down and won't get up": the turn before gives
  // the cause of the signs reported now, so the two are also read together; so are "he got into
  // my handbag" and "there were sugar-free mints in there".
  const previous = earlierTurns.slice(-RECENT_TURNS).join('\n');
  const namesPoison = said.inDomain('toxin').length > 0;
  // "we're at the beach" / "he's panting a lot" / "now his tongue is dark red and he's wobbly":
  // signs reported now are read with the turns that gave their cause.
  // "she's had a green discharge for two hours and no puppy yet": a birth that has stalled is
  // told in words of its own, and the turn before says she is whelping.
  const reportsSigns =
    (said.inDomain('symptom').some((symptom) => !DESCRIPTIVE_WORDS.has(symptom)) ||
      said.has('context.birth-stalled') ||
      said.has('context.offspring-absent')) &&
    // "can I just wait a bit more?" doubts going; it asks nothing beforehand. "she drinks a lot,
    // her belly is big ... can I give antibiotics?": signs told of her, then a remedy asked for.
    (!said.has('intent.hypothetical') ||
      said.has('intent.going-doubted') ||
      (said.has('framing.about-this-animal') && realSignsTold(said) >= 2));
  // "Oreo hasn't eaten or pooped since this morning" / "she's a rabbit": the species told after
  // the signs makes them an emergency.
  const namesTheKindAfter =
    (said.inDomain('animal').length > 0 ||
      said.inDomain('kind').length > 0 ||
      speciesMentionedIn(question) !== undefined) &&
    speciesMentionedIn(earlierTurns.at(-1) ?? '') === undefined;
  // "he's been sick four times" / "and one of the socks went missing yesterday": a cause told after.
  const namesAMissingThing = said.has('context.foreign-object') && said.has('context.gone-missing');
  // "her leg has suddenly swollen" / "she was by the rockery and an adder was seen there": a cause
  // told after the signs (a snake, a sting, the heat, a blow) is read with them.
  const namesACause = CAUSES_TOLD_AFTER.some((cause) => said.has(cause));
  // "are hot cross buns ok for dogs?" / "the beagle has just had three of them": an eating told
  // of what the turn before named.
  const eatsWhatWasAsked =
    EATS_WHAT_WAS_NAMED.test(lower) &&
    lexicon()
      .match(earlierTurns.at(-1) ?? '')
      .inDomain('toxin').length > 0;
  if (
    (matches.length > 0 ||
      eatsWhatWasAsked ||
      namesPoison ||
      reportsSigns ||
      namesTheKindAfter ||
      namesAMissingThing ||
      namesACause) &&
    previous !== ''
  ) {
    // "my tom had cystitis last year" / "little drops with pink in them" / "now he's been sick":
    // the turn just before is also read alone with this one, so an older turn told as the past
    // does not set the signs of the last two aside.
    const readings = [`${previous}\n${question}`, `${earlierTurns.at(-1) ?? ''}\n${question}`];
    // "she drinks a lot and there is pus ... can I give antibiotics?": the signs told, read with
    // the turn before and without the question asked after them.
    if (story.length > 0 && story.length < sentences.length) readings.push(`${previous}\n${story.join(' ')}`);
    for (const match of readings.flatMap((reading) => recognizeIn(reading, species))) {
      if (!matches.some((known) => known.entryId === match.entryId)) matches.push(match);
    }
  }
  // "I ate some chocolate in front of him, can he have some?": the swallowing told is the owner's.
  if (onlyAPersonSwallowed(question)) {
    const notPoisoned = matches.filter((match) => !match.poisoning);
    matches.splice(0, matches.length, ...notPoisoned);
  }
  // What the whole message explains away, though a sentence read alone raised it.
  const explainedAway = matches.filter((match) => !toldAwayByTheWholeMessage(match.entryId, said, question));
  matches.splice(0, matches.length, ...explainedAway);
  // A medicine only asked about beside signs of something else: the signs' emergency, not a poisoning.
  // "can't use her back legs" / "I've got aspirin, how much can I give her?": offered after the
  // signs were told in a turn before, the medicine is no poisoning either; the signs' emergency is
  // the conversation's still.
  if (
    poisonsOnlyOffered(`${previous}\n${question}`) &&
    (matches.some((match) => !match.poisoning) || (previous !== '' && poisonsOnlyOffered(question)))
  ) {
    matches.splice(0, matches.length, ...matches.filter((match) => !match.poisoning));
  }
  const forThisAnimal = forTheAnimal(matches, species, question, earlierTurns.join('\n'));
  for (const match of ownMatches) {
    if (!forThisAnimal.some((known) => known.entryId === match.entryId)) forThisAnimal.push(match);
  }
  return asManyAsAnswered(
    mostTelling(forThisAnimal, lexicon().match(question), lexicon().match(`${previous}\n${question}`)),
  );
}

/** Whether the emergencies found name only signs many causes share, or the general list of signs. */
export function onlySharedSigns(matches: readonly EmergencyMatch[]): boolean {
  return matches.every((match) => SHARED_SIGNS.has(match.entryId) || GENERAL_ENTRY_IDS.has(match.entryId));
}

/**
 * The emergencies one answer tells, in order: the general list of signs to go for takes no place
 * of an emergency named more closely.
 */
export function asManyAsAnswered(matches: readonly EmergencyMatch[]): EmergencyMatch[] {
  const named = matches
    .filter((match) => !GENERAL_ENTRY_IDS.has(match.entryId))
    .slice(0, MAX_EMERGENCIES_ANSWERED);
  return matches
    .filter((match) => GENERAL_ENTRY_IDS.has(match.entryId) || named.includes(match))
    .slice(0, MAX_EMERGENCIES_ANSWERED + 1);
}

// How many signs of illness a message tells, leaving out words that only describe.
function realSignsTold(said: ConceptMatches): number {
  return said.inDomain('symptom').filter((symptom) => !DESCRIPTIVE_WORDS.has(symptom)).length;
}

const CLAUSES_OF_SEVERAL_PETS = /(?<=[.?!;])\s+|\s*\n+\s*|,?\s+but\s+/i;

// The same sign means a different emergency in another animal: a rabbit's or guinea pig's
// swollen, hard belly is its gut stopping (stasis), not the twisted stomach of a deep-chested dog;
// a bird or reptile that strains to deliver is egg bound.
const GUT_STASIS_ANIMALS = ['kind.guinea-pig', 'kind.chinchilla'];
// A cat gagging and clawing at its mouth has something in its throat: a cat's stomach does not twist.
const IN_A_CHOKING_CAT: Readonly<Record<string, string>> = {
  'emergency-bloat-gdv': 'emergency-choking',
};
const IN_HINDGUT_FERMENTERS: Readonly<Record<string, string>> = {
  'emergency-bloat-gdv': 'emergency-rabbit-gi-stasis',
};
// A bird or reptile straining to deliver is egg bound, not a dog or cat in a stalled labour; its
// swollen belly with straining and digging is an egg stuck, not a twisted stomach.
const IN_EGG_LAYERS: Readonly<Record<string, string>> = {
  'emergency-difficult-birth': 'emergency-egg-binding',
  'emergency-bloat-gdv': 'emergency-egg-binding',
};
// A hen fluffed up on the cage floor with an egg in the story is ill from the egg.
const IN_LAYERS_WITH_AN_EGG: Readonly<Record<string, string>> = {
  ...IN_EGG_LAYERS,
  'emergency-sick-bird': 'emergency-egg-binding',
};
// A bird in a kitchen where a pan "overheated" or smoked is poisoned by the fumes, not overheated.
const IN_BIRDS_NEAR_FUMES: Readonly<Record<string, string>> = {
  ...IN_EGG_LAYERS,
  'emergency-heatstroke': 'emergency-bird-fumes',
};
// "she had one kitten an hour ago" then "she's straining hard but still nothing": a mother in
// labour who strains is a birth that stalls, not a blocked bladder.
const IN_LABOUR: Readonly<Record<string, string>> = {
  'emergency-urinary-blockage': 'emergency-difficult-birth',
};
// Fish that gasp are short of oxygen in bad water: the advice is for the water, not a mammal's lungs.
const IN_FISH: Readonly<Record<string, string>> = {
  'emergency-breathing-difficulty': 'emergency-fish-gasping',
};
function forTheAnimal(
  matches: readonly EmergencyMatch[],
  species: PetSpecies | undefined,
  question: string,
  earlierTurns: string,
): EmergencyMatch[] {
  const found = lexicon().match(question);
  const before = lexicon().match(earlierTurns);
  // "stressed since the puppy came, now straining in the tray": a new pet in the house, and a tom
  // told of, are no mother in labour.
  const inLabour =
    ['context.labour', 'context.pregnant'].some((sign) => found.has(sign) || before.has(sign)) &&
    !found.has('context.new-arrival') &&
    !(found.has('context.male') && !found.has('context.female'));
  const hindgutFermenter =
    species === 'rabbit' || (species === undefined && GUT_STASIS_ANIMALS.some((kind) => found.has(kind)));
  const layer = species === 'bird' || species === 'reptile';
  const nearFumes = species === 'bird' && found.has('context.cookware-fumes');
  const catChoking = species === 'cat' && matches.some((match) => match.entryId === 'emergency-choking');
  const instead = found.has('context.fish')
    ? IN_FISH
    : catChoking
      ? IN_A_CHOKING_CAT
      : hindgutFermenter
        ? IN_HINDGUT_FERMENTERS
        : nearFumes
          ? IN_BIRDS_NEAR_FUMES
          : layer
            ? found.has('context.eggs')
              ? IN_LAYERS_WITH_AN_EGG
              : IN_EGG_LAYERS
            : inLabour
              ? IN_LABOUR
              : {};
  const result: EmergencyMatch[] = [];
  for (const match of matches) {
    const entryId = instead[match.entryId] ?? match.entryId;
    if (!result.some((known) => known.entryId === entryId)) result.push({ ...match, entryId });
  }
  return result;
}

// "is it bad if my cat licks some onion gravy?", "are cooked bones ok to chew?": asked before
// anything was eaten, about a seasoning or a bone, is a safety question with a verdict. Once it
// has been eaten ("she licked", "he swallowed": `framing.eaten-already`) it is read as an
// exposure again.
const ASKED_BEFOREHAND_ONLY = new Set(['emergency-onion-garlic', 'emergency-foreign-body']);

// "is it bad if my bird sits by the stove while I cook?": a risk asked about, not a poisoning.
const ASKED_ABOUT_A_RISK = new Set(['emergency-bird-fumes', 'emergency-permethrin-cats']);
// "buying new pans", "should I bin my non-stick pans": pans changed, not heated.
const COOKWARE_CHANGED = /\b(buy|buying|shopping for|replacing|replace|bin|get rid of|throw (out|away))\b/;
// A pan or oven that has been overheated: its fumes have reached the bird already.
const COOKWARE_HEATED =
  /\b(?<!\b(?:never|not|dont|wont|without) (?:let (?:them|it) )?)(burn(ed|t)|overheat\w*|smok(ed|ing|y)|smoke|boiled dry|scorch\w*|melted|fumes|self[- ]?clean\w*|left (it )?on|on full|on high)\b/;
// "he has not eaten the grapes", "she never touched it": an exposure denied is none. A pattern, not
// phrases: what it matches is cut out of the text, so that the rest can be read for an exposure
// ("he didn't eat the grapes but he licked the antifreeze"); concepts say where they start, not
// where they end.
// "nobody's eaten any", "no one has touched it": nobody at all is a denial too.
// "Has he eaten any: no", "Eaten: none", "Applied? No": a form's field answered no.
const DENIED_IN_A_FORM =
  /\b(?:eaten|ate|had|swallowed|licked|drunk|drank|touched|chewed|applied|used|given|exposed)(?: any| anything| some| it)?\s*[:?=-]+\s*(?:no|none|nope|nothing|zero|0|not yet|n\/a)\b/;
// "she will not eat anything", "he does not drink": refusing food or water is a sign, no denial.
const DENIED_EXPOSURE =
  /\b((?<!\b(?:will|would|does|do|can|could|want|wants|wanted) )not|never|didnt|did not|hasnt|has not|havent|have not|wasnt|was not|(?:nobody|no one|noone|none|nothing|none of them|neither of them)(?: here| else| in the house)?(?:s| has| have| has been| have been| was| were| got)?)( (yet|actually|any|even|ever))? (eaten|eat|eats|ate|swallowed|swallow|swallows|licked|lick|licks|drunk|drank|drink|drinks|touched|touch|touches|had|put|applied|apply|used|given)\b/;
const DENIED_EXPOSURES = new RegExp(DENIED_EXPOSURE.source, 'g');
const PAST_IN_AN_ASIDE = /\b(ago|last (year|month|spring|summer|autumn|winter)|years back)\b/i;
// "she hasn't touched her breakfast", "he's been sick, not eaten and is hiding": a meal refused is
// a sign, not a poison denied.
const MEAL_REFUSED =
  /\b(?:hasnt|has not|havent|have not|didnt|did not|not|never)(?: (?:even|yet))? (?:touched|eaten|ate|had|finished)(?: (?:his|her|their|its|any of (?:his|her|their)|any|a bite of (?:his|her|their)))? (?:breakfast|dinner|tea|supper|lunch|food|meals?|biscuits|kibble|hay|pellets|greens|veg|nuggets|mash|bowl)\b|\b(?:hasnt|has not|not|hadnt|had not)(?: (?:even|yet))? (?:eaten|eating)(?= (?:and|since|for|all|today|properly|much|or|in|at all)\b|\s*[,.;!?]|$)/g;
// "is antifreeze dangerous if my dog licks it?": an act supposed in the present tense, not told.
const ACTS_SUPPOSED =
  /\b(?:if|in case|unless) (?:(?:my|our|the|a|your|his|her|their) )?(?:\w+ )?(?:(?:ever |accidentally |just )?(?:licks|eats|drinks|chews|swallows|nibbles|gets into|gets at|gets hold of)|ever (?:got into|got at|got hold of|ate|licked|drank|chewed|swallowed))\b/g;
// "found the pack under the sofa ... four of the tablets are gone": the pack was found, not
// every tablet in it.
const SOME_GONE_AFTER_ALL =
  /\b(?:are|were|is|was) (?:gone|missing)\b|\bmissing from\b|\bexcept (?:one|two|a few|some|\d+)\b/;
// "if my dog ate a grape, is that bad? he hasn't, just wondering": a question about what might
// be eaten, then the act denied in a word, with nothing after it ("he hasn't pooped" is a sign).
const DENIED_IN_A_WORD =
  /\b(he|she|it|they|mine|ours)( really| actually)? (hasnt|has not|didnt|did not|havent|have not)(?=\s*([,.!;)]|$|(just|lol|thank|btw|i|we)\b))/;

// "has not eaten since he woke up last month": a sign that began then and lasts until now, so the
// past event does not set it aside (a scare told as resolved or prevention still does).
const NOT_DONE_SINCE =
  /\b(hasnt|has not|havent|have not|not) (eaten|eat|drunk|drank|pooped|pooed|peed|weed|urinated|moved|passed anything)\b[^.;]{0,40}\bsince\b/;

/** What a question says about the animal, apart from which emergency it names. */
interface Reading {
  text: string;
  found: ConceptMatches;
  exposed: boolean;
  /** "he had a grape", "she tried a paracetamol": a poison taken, told in a plain word. */
  takenInAPlainWord: boolean;
  /** "not a raisin left, and the lab was the only one in the kitchen": taken, told by what is gone. */
  takenByTheOnlySuspect: boolean;
  /** "what would happen if a rabbit stopped eating? for a school project": asked to learn. */
  askedToLearn: boolean;
  exposureIsHistory: boolean;
  ongoing: boolean;
  aboutCondition: boolean;
  pastOrPrevention: boolean;
  personal: boolean;
  /** A particular animal, now: "my cat", "the dog is", "Luna has", or a terse report. */
  thisAnimal: boolean;
  onlyAsked: boolean;
  /** "what should I do if my dog eats grapes?": the action asked for a poison or sign named. */
  asksWhatToDo: boolean;
  /** "still sealed", "binned before either cat went near": the exposure feared did not happen. */
  denied: boolean;
}

// "is blue gums an emergency?", "is a seizure lasting five minutes dangerous?": asked whether a
// sign is serious, the answer is that it is, and what to do now. (A poison asked about this way,
// "is chocolate dangerous?", is a safety question: this reads signs only.)
// A pattern, not phrases: "is" and the word for serious may be up to 40 characters apart, but not
// across a sentence's end, and "less dangerous" or "more serious" compares rather than asks.
const ASKS_IF_SERIOUS =
  /\b(is|are|isnt|arent)\b[^.?!]{0,40}(?<!\b(less|more|as|most|least) )\b(an emergency|emergencies|serious|dangerous|urgent|life threatening)\b/;

// "he threw it up, so he's fine now right?", "she seems ok now, do I still need to go?": seeming well,
// asked about rather than told, is a doubt to answer, not a scare that is over. "he is weeing
// normally now, what food helps?" tells it, and asks something else.
const TAG_WORDS = new Set(['right', 'yeah', 'yes', 'surely', 'innit', 'no']);
const ENDS_ASKING = /\?[\s!?.]*$/;
// How far before a way of saying it is over a "not" still denies it.
const NEGATION_REACH = 4;
const NEGATIONS = new Set([
  'not',
  'doesnt',
  'didnt',
  'hasnt',
  'havent',
  'isnt',
  'wasnt',
  'wont',
  'cant',
  'never',
  'no',
  'yet',
]);
function toldResolved(text: string): boolean {
  const sentences = text.split(/(?<=[.!?\n])/);
  return sentences.some((sentence, index) => {
    const found = lexicon().match(sentence);
    // The words after the last way of saying it is over (`framing.resolved`) in the sentence.
    const end = Math.max(...found.ends('framing.resolved'));
    if (!Number.isFinite(end)) return false;
    const words = tokenize(sentence);
    // "doesn't seem to come back to himself": the recovery is denied, nothing is over.
    const denied = found
      .positions('framing.resolved')
      .every((start) =>
        words.slice(Math.max(0, start - NEGATION_REACH), start).some((token) => NEGATIONS.has(token.word)),
      );
    if (denied) return false;
    const after = words.slice(end);
    const tagged =
      after.length === 0
        ? ENDS_ASKING.test(sentence)
        : after.length === 1 && TAG_WORDS.has(after[0]?.word ?? '');
    const doubted = sentence.includes('?') && found.positions('intent.doubt').some((at) => at >= end);
    // "he's fine today tho. can it wait til monday?": the recovery told, then the need to go doubted.
    const doubtedAfter = sentences
      .slice(index + 1)
      .some((later) => lexicon().match(later).has('intent.going-doubted'));
    return !tagged && !doubted && !doubtedAfter;
  });
}

// "he ate grapes an hour ago but he's fine now", "she had a fit this morning, back to normal now":
// a poison works for hours before it shows, and a fit, a collapse or heatstroke that ended today
// still needs its cause found, so a recovery told the same day, with no vet seen, ends none of them.
// ... and a poison that harms the kidneys, the liver or the blood shows nothing for a day or more,
// so "lily leaf last night, fine now" is still the poisoning.
const DELAYED_POISONS = ['antifreeze', 'grapes', 'lilies', 'rat-bait', 'xylitol', 'human-painkiller'].map(
  (toxin) => `toxin.${toxin}`,
);
function seemsOverTooSoon(found: ConceptMatches): boolean {
  if (
    framedAs(found, 'already-treated', ...PAST) ||
    found.has('context.told-as-history') ||
    found.has('intent.emergency-over') ||
    // "flops down and is back to normal in ten minutes": the whole episode is explained.
    found.concepts().some(isEpisodeContext)
  ) {
    return false;
  }
  // Cooled down and "ok now" after heatstroke: the damage inside goes on after the heat is gone.
  const heatstruck = found.has('context.heat') || found.has('context.heatstroke');
  const poisoned = found.inDomain('toxin').length > 0;
  const episode =
    found.has('symptom.seizure') ||
    // "flops down after fetch" is a rest, not a collapse.
    (found.has('symptom.collapse') && !found.has('context.flop')) ||
    found.has('symptom.breathing-trouble') ||
    found.has('context.heatstroke');
  if (heatstruck) return true;
  // Told today, or with no time at all ("had a fit but she's fine now"): it has only just ended.
  if (!found.has('context.recently') || found.has('context.earlier-today')) return poisoned || episode;
  // Last night or yesterday: a fit, a collapse or a breathing crisis, a poison that harms late,
  // or one that already showed its signs, still needs the vet; chocolate that did nothing has passed.
  const showedSigns = found.inDomain('symptom').length > 0;
  return episode || DELAYED_POISONS.some((poison) => found.has(poison)) || (poisoned && showedSigns);
}

// "we keep antifreeze on a high shelf in the garage, how should we store it?": a poison kept
// away, with no eating, no sign and nothing gone told.
function storedAwayUntouched(found: ConceptMatches, text: string): boolean {
  return found.has('context.stored-away') && untouchedWithoutSigns(found, text);
}

// Nothing eaten, nothing gone, and no sign of illness told.
function untouchedWithoutSigns(found: ConceptMatches, text: string): boolean {
  return (
    !found.has('framing.eaten-already') &&
    !EXPOSURE.test(text) &&
    !SOME_GONE_AFTER_ALL.test(text) &&
    !found.inDomain('symptom').some((symptom) => !DESCRIPTIVE_WORDS.has(symptom))
  );
}

function read(question: string): Reading {
  const text = question.toLowerCase().replace(/[’']/g, '');
  const found = lexicon().match(question);
  // "false alarm, the wrappers were the kids'", "I found the tablet under the fridge, whole":
  // the exposure feared is told not to have happened.
  const denied =
    (DENIED_EXPOSURE.test(text.replace(MEAL_REFUSED, ' ')) &&
      !EXPOSURE.test(text.replace(DENIED_EXPOSURES, ' '))) ||
    DENIED_IN_A_FORM.test(text) ||
    (found.has('intent.hypothetical') && DENIED_IN_A_WORD.test(text)) ||
    (found.has('intent.feared-wrongly') && !SOME_GONE_AFTER_ALL.test(text)) ||
    // "got a flea spray for the dog, it's still sealed": bought, not used; "the box is still sealed
    // but two are missing" is an eating after all.
    (found.has('context.unopened') && !SOME_GONE_AFTER_ALL.test(text)) ||
    // "binned them before either cat went near", "over the fence before letting the dogs out":
    // taken away in time, with no sign and no eating told.
    storedAwayUntouched(found, text) ||
    (found.has('context.kept-from-it') &&
      !found.has('framing.eaten-already') &&
      !SOME_GONE_AFTER_ALL.test(text) &&
      !found.inDomain('symptom').some((symptom) => !DESCRIPTIVE_WORDS.has(symptom)));
  // Each sentence is read on its own only when the message says anything is over at all.
  const resolved = found.has('framing.resolved') && toldResolved(text) && !seemsOverTooSoon(found);
  // "currently fine", "stable at the moment": the present is told as well, not as happening.
  const ongoing = framedAs(found, 'ongoing') && !framedAs(found, 'currently-well');
  // "how do I tell if my dog is having trouble breathing?" asks how to recognise it, in general.
  // "what are the signs of bloat? my dog is showing all of them": the signs asked about are reported.
  const showingThoseSigns = framedAs(found, 'showing-those-signs');
  // "how do I know if my cat has a blockage?", "my dog has epilepsy, how do I manage it?": the
  // owner asks about a condition in general or a known, treated one; nothing is happening now.
  // "he's epileptic, had a fit at six, another at half seven and another just now": a known
  // condition whose episodes come one after another is flaring now, as a cluster does.
  const flaringNow = found.has('symptom.repeated-episodes');
  const aboutCondition =
    ((framedAs(found, 'about-a-condition') && !ongoing && !flaringNow) ||
      framedAs(found, 'how-to-tell-if')) &&
    !showingThoseSigns;
  const toldAsPast = found.has('context.told-as-history');
  // "her belly is swollen and she's flat, her season ended five weeks ago": the past told is when
  // the heat was, which dates the signs of now rather than setting them in the past.
  // "whelped 3 days ago, now a foul discharge and a fever": so is the birth.
  const pastIsTheSeason =
    (found.has('context.after-season') || found.has('context.nursing')) &&
    found.inDomain('symptom').some((symptom) => !DESCRIPTIVE_WORDS.has(symptom));
  const pastOrPrevention =
    ((framedAs(found, ...PAST) && !NOT_DONE_SINCE.test(text) && !pastIsTheSeason) ||
      toldAsPast ||
      plansAhead(found) ||
      resolved ||
      // "they checked him over and started him on medication": seen to by a vet already.
      seenToAlready(found)) &&
    !ongoing;
  const signs = found.inDomain('symptom').some((symptom) => !DESCRIPTIVE_WORDS.has(symptom));
  const learning = askedToLearn(found, text);
  // "what should I do if my dog eats grapes?", "what happens if a cat licks antifreeze?", "should
  // I take her to the ER for the raisins?": the owner asks what to do, and for a poison or a sign
  // of an emergency what to do is to call the vet now, so the answer is the emergency's.
  const asksWhatToDo =
    (framedAs(found, 'asks-what-to-do') || (ASKS_IF_SERIOUS.test(text) && signs) || showingThoseSigns) &&
    !pastOrPrevention &&
    // "what should I do if he ever has a seizure?": a plan for a day that may come, not now.
    !framedAs(found, 'some-day') &&
    !learning;
  const takenInAPlainWord = poisonTakenInAPlainWord(text) && !denied;
  // "not a single raisin left in the bag, and the lab was the only one in the kitchen": what is
  // gone, with the one pet who could have taken it, tells the eating without a word for it.
  const takenByTheOnlySuspect =
    found.has('context.gone-missing') && found.has('context.sole-suspect') && !denied;
  const exposed =
    // "what happens if a kitten chews a lily?" asks what to do, and is answered as the poisoning.
    (EXPOSURE.test(framedAs(found, 'asks-what-to-do') ? text : text.replace(ACTS_SUPPOSED, ' ')) &&
      !denied) ||
    takenInAPlainWord ||
    takenByTheOnlySuspect ||
    (asksWhatToDo && found.inDomain('toxin').length > 0) ||
    // "chen mwen manje a whole bowl of fried onions": an eating told in another language's verb,
    // which the English pattern does not know, with a poison named.
    (found.has('intent.exposure') &&
      found.has('framing.eaten-already') &&
      !found.has('intent.hypothetical') &&
      !denied &&
      found.inDomain('toxin').length > 0) ||
    // "got the leftover curry out of the bin ... now his pee is dark brown": an eating the
    // lexicon reads, with a poison and signs told now.
    (found.has('intent.exposure') &&
      !denied &&
      ongoing &&
      found.inDomain('toxin').length > 0 &&
      found.inDomain('symptom').some((symptom) => !DESCRIPTIVE_WORDS.has(symptom)));
  const personal =
    (((framedAs(found, 'about-this-animal') || namedSubject(question)) &&
      !pastOrPrevention &&
      !aboutCondition) ||
      asksWhatToDo) &&
    !learning;
  // "how do I keep him away from the rat bait we put down?", "he ate a grape weeks ago and the
  // vet treated him", "years ago our old dog got into antifreeze": no exposure happening now, so
  // no poisoning to answer.
  const exposureIsHistory =
    denied ||
    // "she's been given the injection and the vet has kept her in": seen to already.
    seenToAlready(found) ||
    (!ongoing &&
      (plansAhead(found) ||
        resolved ||
        framedAs(found, 'long-past') ||
        toldAsPast ||
        (framedAs(found, ...PAST) && (framedAs(found, 'already-treated') || SEEMED_WELL_AFTER.test(text)))));
  // "is it ok to put the dog's flea drops on my cat?" asks; nothing was applied or swallowed yet.
  const onlyAsked =
    found.has('intent.hypothetical') &&
    !found.has('intent.exposure') &&
    !found.has('intent.applied') &&
    !asksWhatToDo;
  // "the cat is yowling...", "dog had a fit": a particular animal, as surely as "my cat".
  const thisAnimal =
    personal ||
    (!learning &&
      (terseReport(text, found) ||
        (signsListed(text, found) && !aboutCondition && !pastOrPrevention) ||
        (telegraphicNote(text, found) && !aboutCondition && !pastOrPrevention) ||
        (opensWithABareAnimal(text) &&
          !aboutCondition &&
          !pastOrPrevention &&
          !found.has('intent.hypothetical')) ||
        (animalKeepsAtIt(text) && !found.has('intent.hypothetical') && !pastOrPrevention) ||
        ((aboutThisAnimal(found) ||
          // A statement, not a question: "three seizures since breakfast has had the cat".
          (!text.includes('?') && !found.has('intent.hypothetical') && animalNamedDefinitely(text)) ||
          ((clauseOpensWithAnimal(text) || animalAsSubject(text)) && !found.has('intent.hypothetical'))) &&
          !aboutCondition &&
          !pastOrPrevention)));
  return {
    text,
    found,
    exposed,
    takenInAPlainWord,
    takenByTheOnlySuspect,
    askedToLearn: learning,
    exposureIsHistory,
    ongoing,
    aboutCondition,
    pastOrPrevention,
    personal,
    thisAnimal,
    onlyAsked,
    asksWhatToDo,
    denied,
  };
}

/**
 * A visit to the vet told as over, unless a poison and an eating are told after it: "on the way
 * home from the vets I found her chewing the bait box" is a new exposure, not the one seen to.
 */
// How many words after "can I" a treatment ("start her on") is the one asked about.
const ASKED_TREATMENT_REACH = 4;
function seenToAlready(found: ConceptMatches): boolean {
  if (!found.has('intent.emergency-over')) return false;
  // "she's on antibiotics from the vet for a UTI, I'll wait?": treated for something else.
  if (found.has('context.routine-visit') && found.has('intent.going-doubted')) return false;
  // "can I just start her on those old antibiotics?": a treatment asked about, not one given.
  const asked = found.positions('intent.hypothetical');
  if (
    found
      .positions('intent.emergency-over')
      .every((at) => asked.some((question) => at > question && at - question <= ASKED_TREATMENT_REACH))
  ) {
    return false;
  }
  // "throwing up everything today ... she had surgery last year": an operation long past, told
  // beside signs going on now, saw to nothing of today's.
  if (framedAs(found, 'long-past') && framedAs(found, 'ongoing')) return false;
  if (framedAs(found, 'already-treated', ...PAST)) return true;
  const over = Math.max(...found.ends('intent.emergency-over'));
  const after = (concept: string): boolean => found.positions(concept).some((at) => at >= over);
  return !(after('intent.exposure') && found.inDomain('toxin').some((toxin) => after(`toxin.${toxin}`)));
}

// "they were blueberries, not grapes", "not real chocolate": the poison feared, denied by name.
// "the road's still not gritted": a state denied in a past participle names no poison eaten.
const NOT_THE_THING = /\bnot (?:a |an |the |real |actual |any )?(?![a-z]+[^e\s]ed\b)([a-z]+(?: [a-z]+)?)/gi;
const namesAPoison = (words: string): boolean => lexicon().match(words).inDomain('toxin').length > 0;

// "It's NOT chocolate, I checked the wrappers. It's my sugar-free gum": a poison denied for
// another the message names is not read as eaten; denied alone, it is left to the reading of
// what was called off.
function withoutPoisonsDeniedForAnother(told: string): string {
  const without = withoutDeniedPoisons(told);
  if (without === told) return told;
  const another = lexicon()
    .match(without)
    .inDomain('toxin')
    .some((toxin) => toxin !== 'general-poison');
  return another ? without : told;
}

/** The question without the poisons it denies ("blueberries, not grapes" is about blueberries). */
export function withoutDeniedPoisons(question: string): string {
  return question.replace(NOT_THE_THING, (denial, words: string) => (namesAPoison(words) ? '' : denial));
}

// "so it was probably a false alarm?", "a false alarm then?": the owner asks whether the urgency
// still holds, a doubt to answer, not news that nothing happened.
const ASKED_IF_FALSE_ALARM =
  /^(?:(?!\b(?:found|turns? out|turned out|wasnt|werent|never|didnt|none|nothing)\b).)*\bfalse alarm\b[^.!]*\?[\s?!]*$/;

/**
 * A turn saying that the emergency of an earlier turn is over or never was: the vet has seen to
 * it ("the vet unblocked him and he's home"), the pet died, or the feared poison was something
 * else or was never touched. The new question is then answered for itself.
 */
export function emergencyCalledOff(question: string): boolean {
  const found = lexicon().match(question);
  if (seenToAlready(found)) return true;
  if (
    found.has('intent.false-alarm') &&
    !ASKED_IF_FALSE_ALARM.test(question.toLowerCase().replace(/[’']/g, ''))
  )
    return true;
  // "the vet checked him and made him sick": seen to, as told by the framing of what happened;
  // "he's recovered now, surely it can wait for a routine appointment?" asks whether to go still.
  // "she had surgery last year": a treatment long past calls off nothing happening now.
  // "the vet saw him last week for his booster": a routine visit saw to nothing that came after.
  if (framedAs(found, 'already-treated'))
    return (
      !found.has('intent.going-doubted') &&
      !framedAs(found, 'long-past') &&
      !found.has('context.routine-visit')
    );
  const text = question.toLowerCase().replace(/[’']/g, '');
  // "I meant raisins not grapes", "not paracetamol, ibuprofen": one poison corrected to another
  // (or to another kind of the same, "not the milk chocolate, the dark one") is still eaten.
  const stillPoisoned = lexicon()
    .match(withoutPoisonsItLacks(withoutDeniedPoisons(text)))
    .inDomain('toxin')
    .some((toxin) => toxin !== 'general-poison');
  return (
    !stillPoisoned &&
    [...text.matchAll(NOT_THE_THING)].some(
      (denied) => namesAPoison(denied[1] ?? '') && !A_KIND_OF_IT.test(denied[1] ?? ''),
    )
  );
}
// "not the milk chocolate", "not the blue antifreeze": a kind of the poison denied, not the poison.
const A_KIND_OF_IT = /^(?:milk|white|dark|plain|baking|cooking|green|blue|red|pink|yellow|orange) /;

const DRANK_WATER = /\b(drank|drinks|drinking|drunk|lapped|gulped|guzzled)\b[^.?!,]{0,20}\bwater\b/;
// "what's better for the pain, my tramadol or ibuprofen?": a choice of remedy asked, too.
// "I've got my own diazepam", "we have some tramadol in the cupboard": a medicine at hand.
const OWNER_KEEPS =
  /^\W*(?:i|we)(?:ve got| have got|ve still got| still have| have| keep|ve)\b(?: (?:some|a few|a bit|a box|a pack|a packet|a bottle)(?: of)?)?(?: (?:my|our) own| (?:my|our))?/;
// "a friend said give him one of my tramadol", "what dose of tramadol for a 9kg dog?", "the sitter
// asks can she give him my co-codamol to help with the pain": a medicine suggested or a dose asked
// for is offered, not swallowed.
const ASKS_TO_GIVE =
  /\b((can|could|should|may|might|do|would) (i|we|she|he|they) (just |not )?(give|use|try|offer)|(said|says|told me|suggested|recommended)( (i|we))?( to| should)? (give|use|try)|(what|which) (dose|dosage)\b|(is it|its) (ok|okay|safe|alright|fine) to (give|use)|would (it|that|this|a|an|half|some|one)\b[^.?!]*\bhelp|(whats|what is|which is|which\s+\w+ is) (better|best|safer)\b[^.?!]*\bfor (the|his|her|their) (pain|hurt|sore\w*)|\bfor (the|his|her|its|their) (pain|hurt|soreness)\s*\?|\bhelp (him |her |it )?with (the|his|her|its|their) (pain|hurt|soreness)\b[^.?!]*\?)/;

// "how often should her blood glucose be checked?": blood named only in a test is no bleeding.
function bloodOnlyInATest(found: ConceptMatches): boolean {
  const tests = found.positions('context.blood-test');
  return found.positions('symptom.blood').every((at) => tests.includes(at));
}

/**
 * A report of harm to a particular animal now: a sign of illness seen in it, or something
 * swallowed or put on it, told neither as a question asked beforehand, nor as the past, nor as
 * prevention. Retrieval that finds an emergency entry for such a report answers it as one, so an
 * emergency worded in a way the rules do not read still leads with the urgent advice.
 */
export function reportsHarmNow(question: string, emergency: EmergencyMatch): boolean {
  // "sugar gum with no xylitol": the only poison named is said to be absent.
  const lacking = withoutPoisonsItLacks(question);
  if (
    emergency.poisoning &&
    lacking !== question &&
    lexicon().match(lacking).inDomain('toxin').length === 0
  ) {
    return false;
  }
  const told = withoutPleas(question);
  let reading = read(told);
  // "we got her from you two weeks ago and today she's been sick five times": the story's past
  // is set aside, as the rules set it aside.
  // Only a story of the past: not a condition asked about, a plan, or something seen to already.
  const onlyThePastSetAside =
    reading.pastOrPrevention &&
    !reading.aboutCondition &&
    !plansAhead(reading.found) &&
    !framedAs(reading.found, 'already-treated', 'resolved');
  const present = onlyThePastSetAside ? presentPartOf(told) : undefined;
  if (present !== undefined) reading = read(present);
  if (!reading.thisAnimal || reading.aboutCondition || reading.pastOrPrevention) return false;
  if (emergency.entryId === 'emergency-chocolate' && chocolateBelowConcern(question)) {
    return reading.found.inDomain('symptom').some((symptom) => !DESCRIPTIVE_WORDS.has(symptom));
  }
  if (explainedAway(reading.found, emergency.entryId)) return false;
  // "lip curled after sniffing my shoe", "bouncing sideways ... clucking": the message explains the
  // whole episode, so an entry found by its words alone is no emergency.
  if (reading.found.concepts().some(isEpisodeContext)) return false;
  // "grinds her teeth softly when I stroke her": a sign shown while being petted is contentment.
  if (reading.found.has('context.stroked')) return false;
  if (reading.found.has('intent.hypothetical') && !reading.ongoing) return false;
  const exposed =
    (reading.exposed || reading.found.has('intent.exposure') || reading.found.has('intent.applied')) &&
    !reading.exposureIsHistory &&
    !reading.denied;
  const signs = reading.found
    .inDomain('symptom')
    .some(
      (symptom) =>
        !DESCRIPTIVE_WORDS.has(symptom) && !(symptom === 'blood' && bloodOnlyInATest(reading.found)),
    );
  // "my dog drank a lot of water after his walk, normal?": water, no poison named, no sign.
  if (emergency.poisoning && DRANK_WATER.test(reading.text) && reading.found.inDomain('toxin').length === 0) {
    return signs;
  }
  // "would half an aspirin help her limp?": a remedy asked about for a sign, nothing swallowed yet.
  if (emergency.poisoning && ASKS_TO_GIVE.test(reading.text)) return exposed;
  return exposed || signs;
}

// Poisons whose harm depends on the dose: a lick of milk chocolate or of a coffee cup is not one.
const DOSE_DEPENDENT_ENTRIES = new Set(['emergency-chocolate', 'emergency-onion-garlic']);
const ASKS = /^\W*(is|are|can|could|should|will|would|does|do|did|how|what)\b/;
const DOSE_DEPENDENT_DRINKS = /\b(coffee|caffeine|tea|espresso|latte|cappuccino|cola)\b/;
function tastedHarmlessly(match: EmergencyMatch, text: string): boolean {
  if (DOSE_DEPENDENT_ENTRIES.has(match.entryId)) return true;
  return match.entryId === 'emergency-poisoning-general' && DOSE_DEPENDENT_DRINKS.test(text);
}

// What a poison does to the body, as owners see it: not a limp or a pain it might be given for.
const SIGNS_OF_POISONING = new Set([
  'tremors',
  'shaking',
  'seizure',
  'vomiting',
  'retching',
  'drooling',
  'foaming',
  'unsteady',
  'collapse',
  'cannot-stand',
  'breathing-trouble',
  'bleeding-heavily',
  'dilated-pupils',
  // Paracetamol in a cat: gums gone brown as the blood carries less oxygen.
  'brown-gums',
  // Chocolate and other stimulants: a dog that cannot settle, pants hard, its heart racing.
  'restless',
  'panting-hard',
  'abnormal-heart-rate',
]);
// "DARK CHOCOLATE 200g bar, dog (10kg spaniel), shaking": a note of a poison, an animal and its
// signs, without a verb that would make it a statement about animals in general.
const SAYS_IN_GENERAL =
  /\b(is|are|was|were|can|could|may|might|will|would|causes?|caused|makes?|toxic|poisonous|dangerous|if|when)\b/;

// A sign told as a likeness of an emergency is not that emergency: a rabbit that flops "like she
// fainted", fish gulping "as if drowning", a discharge "like chocolate milk" (nothing was eaten).
// "a carob dog treat, that's not chocolate right?": the dog's kind, made without cocoa, unless
// real chocolate is told beside it ("his carob drops and then my dark chocolate").
const REAL_CHOCOLATE =
  /\b(?:dark|milk|baking|cooking|plain|white|real|proper|my|our|human|cocoa|cacao)\s+(?:chocolate|choc)\b|\bcocoa\b|\bcacao\b/;
function onlyCarob(found: ConceptMatches, text: string): boolean {
  return found.has('context.carob') && !REAL_CHOCOLATE.test(text);
}

const LIKENESSES_OF: Readonly<Record<string, readonly string[]>> = {
  'emergency-collapse': ['context.flop-likeness'],
  'emergency-near-drowning': ['context.drowning-likeness'],
  'emergency-chocolate': ['context.colour-likeness', 'context.likeness'],
  // "soft clusters like a bunch of grapes": a rabbit's night droppings, nothing eaten.
  'emergency-grapes-raisins': ['context.likeness'],
  // "every breath her whole body jerks": the effort of breathing, not a fit.
  'emergency-seizures': ['context.breath-jerks', 'context.hiccups'],
  // "white chalky stuff like toothpaste": a look, not the product swallowed.
  'emergency-poisoning-general': ['context.likeness'],
  // "jumping straight up like he's been electrocuted": a leap of joy, no current.
  'emergency-burns-electric-shock': ['context.likeness'],
  // "rattles its tail like a rattlesnake": a pet snake's habit, no bite.
  'emergency-snake-bite': ['context.likeness'],
  // "drooling strings": saliva, not a string swallowed.
  'emergency-foreign-body': ['context.saliva-strings', 'context.floppy-likeness'],
  // "limp like a sock": how floppy the pet is, not a sock swallowed or a limb broken.
  'emergency-open-fracture': ['context.floppy-likeness'],
  // "stuck in the neighbour's greenhouse all day": shut in somewhere, nothing stuck in the throat;
  // "drooling strings": saliva.
  'emergency-choking': ['context.shut-in', 'context.saliva-strings'],
  // "the cabin hit 41°C": a temperature reached, no blow.
  'emergency-trauma': ['context.enclosure-overheated'],
  // "the sack of layers pellets in the shed": the hens' feed, not the slug or rat bait kept there.
  'emergency-rat-poison': ['context.feed-pellets'],
};

// "our cat takes amlodipine for her blood pressure": a medicine prescribed for the pet, not a poison.
const PRESCRIBED =
  /\b(?:takes|is on|has been on|prescribed|vet gave (?:him|her|us))\b[^.?!]{0,40}\bfor (?:his |her |its |the )?(?:blood pressure|kidneys?|heart|thyroid|seizures|epilepsy|arthritis|joints|hips|diabetes)\b|\b(?:takes|is on|has been on)(?: his| her| its| their)? (?:heart|thyroid|epilepsy|seizure|blood pressure|kidney|arthritis|joint|diabetes|insulin) (?:medication|medicine|meds|tablets|pills|drugs)\b/;

// "he is eating and wagging, but his back legs drag. Can I give him one of my co-codamol?": every
// poison named is in a question asking to give it, and no eating or giving is told anywhere, so
// none was taken (the eating is his food).
function poisonsOnlyOffered(message: string): boolean {
  const text = message.toLowerCase().replace(/[’']/g, '');
  const sentences = text.split(/(?<=[.?!;])\s+|\s*\n+\s*/);
  const told = (words: string): boolean => {
    const found = lexicon().match(words);
    return found.has('framing.eaten-already') || found.has('intent.applied') || found.has('intent.exposure');
  };
  // "there were fireworks and she went mad thumping round the hutch": a poison named beside no
  // eating, and neither kept at hand nor offered, is where the story happened, not what was taken.
  const naming = sentences.filter(
    (sentence) =>
      lexicon().match(sentence).inDomain('toxin').length > 0 &&
      (told(sentence) || ASKS_TO_GIVE.test(sentence) || OWNER_KEEPS.test(sentence)),
  );
  // "can I give him ibuprofen? he ate two already", "my mum already gave her two of hers".
  const toldElsewhere = sentences
    .filter((sentence) => !naming.includes(sentence))
    .some((sentence) => {
      const found = lexicon().match(sentence);
      return found.has('framing.eaten-already') || found.has('intent.applied');
    });
  return (
    naming.length > 0 &&
    !toldElsewhere &&
    naming.every((sentence) => {
      const rest = sentence.replace(ASKS_TO_GIVE, ' ').replace(OWNER_KEEPS, ' ');
      // "I've got my own gabapentin. Could I give him a dose?": kept at hand, then offered.
      const keptThenOffered =
        OWNER_KEEPS.test(sentence) && ASKS_TO_GIVE.test(sentences[sentences.indexOf(sentence) + 1] ?? '');
      return (
        (ASKS_TO_GIVE.test(sentence) || keptThenOffered) &&
        !EXPOSURE.test(rest) &&
        !told(rest.replace(/^.*\b(?:give|use|try|offer)\b/, ' '))
      );
    })
  );
}

function recognizeIn(question: string, species: PetSpecies | undefined): EmergencyMatch[] {
  const reading = read(question);
  const { text, found, exposed, exposureIsHistory, ongoing, aboutCondition, pastOrPrevention } = reading;
  const { personal, thisAnimal, onlyAsked } = reading;
  // "my parrot is in the kitchen while I cook with a non-stick pan, any risk?" asks about a risk;
  // without a sign of harm in the bird, nothing has happened yet.
  const noSignOfHarm = !found.inDomain('symptom').some((symptom) => !DESCRIPTIVE_WORDS.has(symptom));
  const askedWithoutSigns = onlyAsked && noSignOfHarm;
  // "are non-stick pans really a problem with a parrot, even if I never burn anything?": pans asked
  // about, none burnt or smoking, and a bird showing nothing.
  // "the care home is buying new non-stick pans": pans to be bought are not yet heated.
  const cookwareOnlyAsked =
    (text.includes('?') || COOKWARE_CHANGED.test(text)) && noSignOfHarm && !COOKWARE_HEATED.test(text);
  // "my budgie wants a nibble of my chocolate, allowed?": a wish asked about, nothing eaten yet.
  // "wants a bite", "keeps begging for some": the pet would like it; nothing is eaten yet.
  const eatenAlready = framedAs(found, 'eaten-already');
  const onlyWished =
    found.has('intent.hypothetical') &&
    framedAs(found, 'wished') &&
    !eatenAlready &&
    // "asking for the spaniel, who came back with green stuff round his mouth": something was taken.
    !found.has('intent.exposure');
  const askedBeforehand =
    found.has('intent.hypothetical') && !ongoing && !eatenAlready && !found.has('context.protruding');
  const matches: EmergencyMatch[] = [];
  // "he licked a bit of milk chocolate, is that ok?": a taste of a poison whose harm depends on
  // the dose, asked about, with no sign of harm, is answered by the safety verdict.
  // "one white chocolate button": the chocolate's colour, no pale gums.
  const signs = found
    .inDomain('symptom')
    .some(
      (symptom) =>
        !DESCRIPTIVE_WORDS.has(symptom) &&
        !(symptom === 'pale-colour' && found.has('context.food-named-white')),
    );
  const onlyATaste =
    found.has('context.trivial-amount') &&
    !signs &&
    (text.includes('?') || ASKS.test(text) || found.has('intent.hypothetical'));
  // "what should I do if my dog eats chocolate?": for a poison whose harm depends on the dose,
  // the answer is how much is dangerous, not an alarm.
  const askedForADoseDependentPoison = reading.asksWhatToDo && !EXPOSURE.test(text);
  // "my 40 kg lab ate one chocolate chip": an amount counted far below any concern for his weight.
  const belowConcern = !signs && chocolateBelowConcern(text);
  const add = (match: EmergencyMatch) => {
    if (onlyATaste && tastedHarmlessly(match, text)) return;
    if (belowConcern && match.entryId === 'emergency-chocolate') return;
    if (askedForADoseDependentPoison && DOSE_DEPENDENT_ENTRIES.has(match.entryId)) return;
    if (askedBeforehand && ASKED_BEFOREHAND_ONLY.has(match.entryId)) return;
    if (askedWithoutSigns && ASKED_ABOUT_A_RISK.has(match.entryId)) return;
    // "never let them overheat": the pans' heat, read as the bird's fumes (forTheAnimal).
    const ofThePans =
      match.entryId === 'emergency-bird-fumes' ||
      (match.entryId === 'emergency-heatstroke' && found.has('context.cookware-fumes'));
    if (cookwareOnlyAsked && ofThePans) return;
    if (onlyWished && match.poisoning) return;
    if (LIKENESSES_OF[match.entryId]?.some((likeness) => found.has(likeness)) === true) return;
    if (match.entryId === 'emergency-chocolate' && onlyCarob(found, text)) return;
    if (!matches.some((known) => known.entryId === match.entryId)) matches.push(match);
  };
  for (const rule of RULES) {
    if (onlyAsked && rule.entryId === 'emergency-permethrin-cats') continue;
    if (rule.species !== undefined && rule.species !== species) continue;
    if (rule.needsExposure === true && (!exposed || exposureIsHistory)) continue;
    if ((aboutCondition || pastOrPrevention || reading.askedToLearn) && rule.needsExposure !== true) continue;
    // "cat choking on a fish bone, retching": a note of one animal's signs that asks nothing is as
    // personal as "my cat"; "a forum said non-stick pans can kill parrots" tells no sign.
    const noteOfSigns = thisAnimal && !text.includes('?') && !noSignOfHarm;
    if (rule.needsPersonalCue === true && !personal && !noteOfSigns) continue;
    if (!applies(rule, text, found)) continue;
    add({ entryId: rule.entryId, poisoning: rule.poisoning });
  }
  // The phrase rules above are precise; the concept rules catch the same emergencies in other words.
  // "cat antifreeze": an animal and a poison, not "the label says birch sugar".
  const namesAnimal = namesAnAnimal(text, found);
  const terseExposure =
    terseReport(text, found) && !text.includes('?') && namesAnimal && found.inDomain('toxin').length > 0;
  const telegraphic = namesAnimal && !text.includes('?') && !SAYS_IN_GENERAL.test(text);
  const signsBesidePoison =
    (thisAnimal || telegraphic) &&
    !PRESCRIBED.test(text) &&
    found.inDomain('symptom').some((symptom) => SIGNS_OF_POISONING.has(symptom)) &&
    found.inDomain('toxin').length > 0 &&
    !ASKS_TO_GIVE.test(text) &&
    !found.has('intent.hypothetical') &&
    !pastOrPrevention &&
    !aboutCondition;
  for (const match of classifyByConcepts(found, {
    personal: thisAnimal,
    species,
    exposureIsHistory,
    terseExposure,
    signsBesidePoison,
    takenInAPlainWord: reading.takenInAPlainWord,
    takenByTheOnlySuspect: reading.takenByTheOnlySuspect,
  })) {
    // "had gut stasis a while back ... how many greens a day?": the illness named as the past is
    // no sign now; a sign told after it is read in its own clause (recognizeEmergencies).
    if (found.has('context.told-as-history') && !ongoing && !match.poisoning) continue;
    add(match);
  }
  return matches;
}

// Signs that many emergencies share (laboured breathing, a collapse, a fit) come after the
// cause that explains them: heat, a poison, bloat. Within a rank, the order found is kept.
const SHARED_SIGNS = new Set([
  'emergency-breathing-difficulty',
  'emergency-collapse',
  'emergency-seizures',
  'emergency-sudden-paralysis',
  'emergency-poisoning-general',
  'emergency-vomiting-blood',
  'emergency-cpr',
  // A bird that is fluffed up on the cage floor, a swollen face, vomiting: the sign of a
  // cause found beside them (fumes, egg binding, a snake bite, heat).
  'emergency-sick-bird',
  'emergency-allergic-reaction',
  // Sight lost within hours has causes of its own, and is also the sign of a poison or a blow.
  'emergency-sudden-blindness',
  'health-vomiting',
  // A heartbeat far too slow or fast is the sign of a poison or heat found beside it.
  'emergency-heart-rate',
]);
// A pet that fits lies on its side and does not respond: the fit explains the collapse; so does
// an allergic reaction (anaphylaxis) with hives and pale gums.
// A heartbeat far too slow or too fast explains a faint and the breathing that goes with it.
const EXPLAINS_A_COLLAPSE = new Set([
  'emergency-seizures',
  'emergency-allergic-reaction',
  'emergency-heart-rate',
]);
// A dog that swallowed pebbles and retches has the object to blame, not a twisted stomach.
// A nursing mother who trembles and pants has low calcium, not heatstroke.
const EXPLAINED_BY: Readonly<Record<string, string>> = {
  'emergency-bloat-gdv': 'emergency-foreign-body',
  'emergency-heatstroke': 'emergency-eclampsia',
  // Xylitol drops the blood sugar: the sweetener is the cause to name.
  'emergency-low-blood-sugar': 'emergency-xylitol',
  // A bone through the skin is the injury to name, before the general advice after a blow.
  'emergency-trauma': 'emergency-open-fracture',
  // Pale gums in a jill kept in season are her anaemia, the cause to name.
  'emergency-gum-colour': 'emergency-ferret-season-anaemia',
  // A cat off her food whose gums or eyes have turned yellow: the jaundice is what to name.
  'health-cat-not-eating': 'emergency-jaundice',
  // Tramadol or codeine swallowed: the opioid is the poison to name, before medicines in general.
  'emergency-human-medications': 'emergency-opioid-medicines',
  // A pregnant sow pushing with nothing coming out is giving birth, not blocked.
  'emergency-urinary-blockage': 'emergency-difficult-birth',
};
// "both back legs are cold and floppy", "his back legs are dragging": legs named as failing
// point to a disc or a clot, which explains the collapse and the panting told beside them.
function legsThatFailed(found: ConceptMatches): boolean {
  // "collapsed, his legs went out from under him": a collapse told as such stays the collapse.
  return (
    found.has('body.legs') &&
    // "cold paws ... not really with it": a pet gone cold all over and dull is in collapse.
    ((found.has('symptom.cold-body') && !found.has('symptom.unresponsive')) ||
      (found.has('symptom.paralysis') && !collapseOfTheWhole(found)))
  );
}
// "both back legs are flopping behind him": a word of collapse said of the legs is theirs.
const LEGS_BEFORE_THEIR_COLLAPSE = 4;
function collapseOfTheWhole(found: ConceptMatches): boolean {
  const legs = found.positions('body.legs');
  return found
    .positions('symptom.collapse')
    .some((at) => !legs.some((leg) => leg < at && at - leg <= LEGS_BEFORE_THEIR_COLLAPSE));
}
const LEGS_THAT_FAILED = 'emergency-sudden-paralysis';

// Panting and a racing heart after a fit with no heat told: the fit's, not heatstroke's. A ferret
// gone limp and drooling with no heat told: its blood sugar's.
const HEAT_UNTOLD_EXPLAINED_BY: Readonly<Record<string, readonly string[]>> = {
  'emergency-heatstroke': ['emergency-seizures', 'emergency-low-blood-sugar'],
};

function mostTelling(
  matches: readonly EmergencyMatch[],
  said: ConceptMatches,
  withTurnsBefore: ConceptMatches = said,
): EmergencyMatch[] {
  // "his back legs drag behind him" then "I gave him half a paracetamol": the legs told before
  // still say what the collapse is.
  const legsFailed = legsThatFailed(said) || legsThatFailed(withTurnsBefore);
  const heatUntold = !said.has('context.heat') && !withTurnsBefore.has('context.heat');
  const found = new Set(matches.map((match) => match.entryId));
  const causesFound = (match: EmergencyMatch) =>
    [EXPLAINED_BY[match.entryId] ?? '', ...(ALSO_EXPLAINED_BY[match.entryId] ?? [])].filter((cause) =>
      found.has(cause),
    );
  const explainedByAFit = (match: EmergencyMatch) =>
    heatUntold && (HEAT_UNTOLD_EXPLAINED_BY[match.entryId] ?? []).some((cause) => found.has(cause));
  // Explained by a sign that other emergencies share (a clot's legs): it goes after that sign.
  const explainedRank = (match: EmergencyMatch) => {
    if (explainedByAFit(match)) return 2.5;
    const causes = causesFound(match);
    if (causes.length === 0) return 0;
    return causes.every((cause) => SHARED_SIGNS.has(cause)) ? 2.5 : 0.5;
  };
  const poisoned = matches.some((match) => match.poisoning);
  // The signs of every emergency in one list: a cause found beside them is more telling, though
  // the list still says more than a shared sign does.
  // "about 100g of coffee beans, heart's racing": the poison told is the cause of the signs shared.
  const poisonTold =
    withTurnsBefore.inDomain('toxin').some((toxin) => toxin !== 'general-poison') ||
    withTurnsBefore.has('context.caffeine') ||
    (withTurnsBefore.has('toxin.general-poison') && withTurnsBefore.has('intent.exposure'));
  // "swallowed the bit, now sick twice, pawing at her mouth, cries when I touch her belly": the
  // object has gone down and the gut shows it; with no sign in the airway it is no choking.
  // "swallowed the earplug ... since yesterday he won't eat": off his food for hours, the same.
  const goneDown =
    found.has('emergency-foreign-body') &&
    (said.has('symptom.vomiting') || (said.has('symptom.not-eating') && said.has('context.duration-long'))) &&
    !AIRWAY_SIGNS.some((sign) => said.has(sign));
  // "gagging on a chunk of chew, honking, lips going blue": the object is in the airway, and the
  // airway comes before where the object may go next.
  const stuckInTheAirway =
    found.has('emergency-choking') &&
    !said.has('symptom.vomiting') &&
    THROAT_BLOCKED_SIGNS.some((sign) => said.has(sign));
  const rank = (match: EmergencyMatch) =>
    match.entryId === NOT_BREATHING
      ? notBreathingRank(found)
      : (goneDown && match.entryId === 'emergency-choking') ||
          (stuckInTheAirway && match.entryId === 'emergency-foreign-body')
        ? 0.5
        : GENERAL_ENTRY_IDS.has(match.entryId)
          ? 0.75
          : match.entryId === 'emergency-poisoning-general' && poisonTold
            ? 0.9
            : legsFailed && match.entryId === LEGS_THAT_FAILED
              ? 1
              : !SHARED_SIGNS.has(match.entryId)
                ? explainedRank(match)
                : (SHARED_SIGN_EXPLAINED_BY[match.entryId] ?? []).some((cause) => found.has(cause))
                  ? 2.5
                  : EXPLAINS_A_COLLAPSE.has(match.entryId) &&
                      !(SIGNS_OF_A_POISON.has(match.entryId) && poisoned)
                    ? 1
                    : 2;
  return [...matches].sort((left, right) => rank(left) - rank(right));
}

// A failing heart explains the laboured breathing and the grey tongue told beside it: its entry
// says what to do for them, so a faint told with them comes before the breathing's own entry.
const SHARED_SIGN_EXPLAINED_BY: Readonly<Record<string, readonly string[]>> = {
  'emergency-breathing-difficulty': ['emergency-heart-failure'],
};

// Signs that the airway itself is blocked, beyond the gagging a swallowed object also brings.
const THROAT_BLOCKED_SIGNS = [
  'symptom.choking-sign',
  'symptom.breathing-trouble',
  'symptom.breathing-effort',
  'symptom.blue-colour',
];

const AIRWAY_SIGNS = [
  'symptom.choking-sign',
  'symptom.breathing-trouble',
  'symptom.breathing-effort',
  'symptom.cant-swallow',
  'symptom.blue-colour',
  'symptom.retching',
  'symptom.coughing',
];

// A pet that is not breathing needs CPR before anything its cause asks for, unless something is
// stuck in its throat: the airway is cleared first.
const NOT_BREATHING = 'emergency-cpr';
const notBreathingRank = (found: ReadonlySet<string>) => (found.has('emergency-choking') ? 0.1 : -1);

// A heart racing after a vape pod or a stimulant is the poison's sign: it explains a faint only
// when no poison is found beside it.
const SIGNS_OF_A_POISON = new Set(['emergency-heart-rate']);

// A swollen belly with a collapse in a dog with a known splenic mass is bleeding into the belly,
// and a pony that rolls and looks at its flank has colic: the twisted stomach of a dog comes after.
const ALSO_EXPLAINED_BY: Readonly<Record<string, readonly string[]>> = {
  // A face that swells "like a balloon" and a retching dog covered in hives: an allergic reaction.
  // Retching and drooling with a red mouth after chewing a caustic tablet: the chemical burn.
  'emergency-bloat-gdv': [
    'emergency-internal-bleeding',
    'emergency-horse-colic',
    'emergency-pyometra',
    'emergency-allergic-reaction',
    'emergency-burns-electric-shock',
    'emergency-snake-bite',
  ],
  // A face ballooning with two red holes in it after something slithered away: the venom's swelling.
  'emergency-allergic-reaction': ['emergency-snake-bite'],
  // A snake gaping and writhing after its tank was sprayed with disinfectant: the spray, not a cold.
  // A gecko's mouth opening and shutting while its body jerks: the fit, not a cold.
  'health-reptile-respiratory-infection': [
    'emergency-poisoning-general',
    'emergency-reptile-low-calcium',
    'emergency-seizures',
  ],
  // Gums gone white and raw, drooling and pawing at the mouth after a caustic cleaner or a
  // chewed cable: the burn, not a lump in the throat or a failing circulation.
  // A face and tongue swelling after a sting or a jellyfish, pale gums after a vaccine: the
  // allergic reaction explains them.
  // Foam, pawing at the mouth and white gums after mouthing a toad are the toad's poison.
  // Thrashing on the ground with foam at the mouth and eyes rolled back: the fit's.
  'emergency-choking': [
    'emergency-burns-electric-shock',
    'emergency-allergic-reaction',
    'emergency-toad',
    'emergency-seizures',
  ],
  'emergency-gum-colour': ['emergency-burns-electric-shock', 'emergency-allergic-reaction', 'emergency-toad'],
  'emergency-foreign-body': ['emergency-allergic-reaction'],
  // A doe that stops eating with a discharge from her womb: the womb is the cause to name; so is
  // pus seen coming out from behind.
  // Maggots in the droppings stuck to the bottom: the flies' eggs have hatched, whatever the
  // droppings also say.
  // Off food and hunched after eating lily leaves or another poison: the poison is the cause to name.
  'emergency-rabbit-gi-stasis': [
    'emergency-pyometra',
    'health-rabbit-flystrike',
    'nutrition-toxic-plants',
    'emergency-poisoning-general',
  ],
  // "his eye has come half out of the socket": the eye, not a pup half born.
  'emergency-difficult-birth': ['emergency-eye-injury', 'emergency-pyometra'],
  'emergency-wet-tail': ['health-rabbit-flystrike'],
  // Circling and panting after a stimulant swallowed: the poison's signs, not the inner ear's.
  // A rabbit flopped on her side, head thrown back and not reacting: the collapse, not the ear.
  'emergency-head-tilt': ['emergency-poisoning-general', 'emergency-collapse'],
  'emergency-prolapse': ['emergency-pyometra'],
  // Vomit like coffee grounds is bleeding in the gut: the blood, not the fluid lost, is the news.
  'emergency-dehydration': ['emergency-vomiting-blood', 'emergency-allergic-reaction'],
  // Eyes swollen shut in a face puffed up after a sting are the reaction's, not an injury's.
  // Eyes kept closed in a pet lying on its side, or a bird fluffed on the floor: the collapse's.
  // Eyes bulging while it gags on something lodged: the choking's.
  // Eyes rolling in a body gone stiff and jerking: the fit's.
  'emergency-eye-injury': [
    'emergency-allergic-reaction',
    'emergency-collapse',
    'emergency-seizures',
    'emergency-sick-bird',
    'emergency-choking',
  ],
  // Fast breathing after a fall or a blow is the injury's, not heat's.
  // "in heat a month ago, now hot and sick": the season told, not the weather.
  // "do you get snakes in the dunes in summer?" / "something bit her leg, it's puffing up and she's
  // drooling": the bite explains the drooling a warm day might have.
  // Maggots found on a hot day: the flies are the emergency the heat brought.
  // A cat twitching after a dog's flea treatment runs hot from its tremors: the permethrin.
  // A bird breathing with its beak open in a conservatory where a fence was just creosoted: fumes.
  // Swaying and drooling in the park after a dropped brownie: the cannabis in it.
  'emergency-heatstroke': [
    'emergency-trauma',
    'emergency-pyometra',
    'emergency-snake-bite',
    'health-rabbit-flystrike',
    'emergency-permethrin-cats',
    'emergency-bird-fumes',
    'emergency-cannabis',
  ],
  // A bite from a snake is the venom's emergency before the wound's.
  // An eye pushed out in a fight: the eye is what to name, before the bite or the blow.
  'emergency-bite-wounds': ['emergency-snake-bite', 'emergency-eye-injury'],
  // Pus from a bitch that "isn't spayed" comes from her womb, not from a wound.
  // "dragging his back legs ... my leftover tramadol from my op": the legs, not an operation.
  'emergency-after-surgery': ['emergency-pyometra', 'emergency-sudden-paralysis'],
  // A ferret found floppy and drooling after a hot car is overheated, not hypoglycaemic.
  // ... and one that won't eat after swallowing rubber has a blocked gut to name first.
  // ... and one sick, pale and floppy within the hour of its jabs is reacting to the vaccine.
  'emergency-low-blood-sugar': [
    'emergency-heatstroke',
    'emergency-foreign-body',
    'emergency-cannabis',
    'emergency-allergic-reaction',
  ],
  // A brownie or a sweet made with cannabis: the drug is what harms first, the chocolate after.
  'emergency-chocolate': ['emergency-cannabis'],
  // A dog that goes stiff and falls off the sofa is hurt by the fit, not by a fall.
  // A hole in the skin with maggots in the fur around it is the flies' work, not a blow's.
  'emergency-trauma': ['emergency-seizures', 'health-rabbit-flystrike', 'emergency-eye-injury'],
  // Cold back legs in a cat that cries and cannot use them are a clot's, not the cold's.
  'emergency-hypothermia': ['emergency-sudden-paralysis'],
  // Wobbly back legs and a grunting breath after a tick: the tick's toxin, not a disc.
  'emergency-sudden-paralysis': ['emergency-tick-paralysis'],
};
