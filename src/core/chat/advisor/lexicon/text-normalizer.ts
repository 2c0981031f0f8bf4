import { stemmer } from 'stemmer';
import { readCountsThatFell } from './counts-that-fell.js';
import { readHoursWithoutUrine } from './hours-without-urine.js';
import { readVitals } from './vital-signs.js';

/** One word of a text: as written (lowercased, accents folded) and its Porter stem. */
export interface Token {
  word: string;
  stem: string;
  /** Which sentence or "but" clause of the text the word is in, counted from 0. */
  clause?: number;
}

// Short words are compared as written: "ate" and "at" share the stem "at".
const MIN_STEMMED_LENGTH = 4;

/** Lowercase, accents folded ("Zoë" is "zoe"), apostrophes dropped ("won't" is "wont"). */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’'`]/g, '');
}

// Texting shorthand owners type: "do u have", "r they", "ur cats".
const TEXT_SPEAK: Record<string, string> = {
  u: 'you',
  ya: 'you',
  ur: 'your',
  r: 'are',
  wat: 'what',
  wot: 'what',
  wats: 'whats',
  hv: 'have',
  pls: 'please',
  plz: 'please',
  abt: 'about',
  b4: 'before',
  cuz: 'because',
  coz: 'because',
  bc: 'because',
  thx: 'thanks',
  ty: 'thanks',
  rn: 'right now',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  gimme: 'give me',
  lemme: 'let me',
  dunno: 'dont know',
  kinda: 'kind of',
  sorta: 'sort of',
  smth: 'something',
  sth: 'something',
  cos: 'because',
  tho: 'though',
  thru: 'through',
  bout: 'about',
  da: 'the',
  em: 'them',
  cnt: 'cant',
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  alot: 'a lot',
  // Dropped final g: "lookin for", "pukin", "breathin funny".
  lookin: 'looking',
  tryin: 'trying',
  gettin: 'getting',
  goin: 'going',
  doin: 'doing',
  havin: 'having',
  makin: 'making',
  takin: 'taking',
  comin: 'coming',
  askin: 'asking',
  feelin: 'feeling',
  actin: 'acting',
  eatin: 'eating',
  drinkin: 'drinking',
  pukin: 'puking',
  throwin: 'throwing',
  breathin: 'breathing',
  shakin: 'shaking',
  bleedin: 'bleeding',
  peein: 'peeing',
  poopin: 'pooping',
  limpin: 'limping',
  scratchin: 'scratching',
  pantin: 'panting',
  droolin: 'drooling',
  strainin: 'straining',
  cryin: 'crying',
  sleepin: 'sleeping',
  walkin: 'walking',
  runnin: 'running',
  thinkin: 'thinking',
  wonderin: 'wondering',
  sellin: 'selling',
  squattin: 'squatting',
  flappin: 'flapping',
  jerkin: 'jerking',
  twitchin: 'twitching',
  wobblin: 'wobbling',
  waggin: 'wagging',
  hidin: 'hiding',
  layin: 'lying',
  lyin: 'lying',
  sittin: 'sitting',
  standin: 'standing',
  retchin: 'retching',
  heavin: 'heaving',
  gaspin: 'gasping',
  wheezin: 'wheezing',
  coughin: 'coughing',
  chokin: 'choking',
  vomitin: 'vomiting',
  collapsin: 'collapsing',
  pushin: 'pushing',
  racin: 'racing',
  lickin: 'licking',
  chewin: 'chewing',
  mornin: 'morning',
  evenin: 'evening',
  nothin: 'nothing',
  nuthin: 'nothing',
  nuffin: 'nothing',
  // Vowels and letters dropped: "bn strainin", "grps", "chclt", "jst had".
  n: 'and',
  bn: 'been',
  jst: 'just',
  wz: 'was',
  ovr: 'over',
  in2: 'into',
  '2nite': 'tonight',
  '2night': 'tonight',
  '2day': 'today',
  '2moro': 'tomorrow',
  sez: 'says',
  v: 'very',
  totly: 'totally',
  rly: 'really',
  bottl: 'bottle',
  grps: 'grapes',
  chclt: 'chocolate',
  choclt: 'chocolate',
  brthng: 'breathing',
  brthing: 'breathing',
  vmtng: 'vomiting',
  vmting: 'vomiting',
  smthng: 'something',
  nite: 'night',
};
// "squattin 4 ages", "is it ok 4 dogs": the digit is "for" only beside these words; elsewhere
// it is a count ("ate 4 grapes").
const FOUR_AS_FOR =
  /\b(ok|okay|bad|safe|good|fine|toxic|dangerous|poisonous|alright) 4 (?=(dogs?|cats?|him|her|my|a|the|pets?|rabbits?|bunn(?:y|ies)|pupp(?:y|ies)|kittens?)\b)|\b4 (?=(ages|hours|hrs|days|a while|the last|bout|about)\b)/g;

/** Texting shorthand written out, word by word, in already lowercased text. */
export function expandTextSpeak(text: string): string {
  return text
    .replace(FOUR_AS_FOR, (four) => four.replace(/4 $/, 'for '))
    .replace(/[a-z0-9]+/g, (word) => TEXT_SPEAK[word] ?? word)
    .replace(DAY_LILY, 'daylil$1');
}

// "some day lilies in the garden" is a plant, not "some day" in the future: the plant's name is
// read as one word.
const DAY_LILY = /\bday[- ]lil(y|ies)\b/g;

// Negations written out read as their contraction, so one lexicon phrase covers both: "can not
// breathe", "is not able to stand" and "cant breathe", "cant stand".
const NEGATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(can not|cannot|unable to|(is|am|are|was|were|be|been) not able to|not able to)\b/g, 'cant'],
  [/\bcould not\b/g, 'couldnt'],
  [/\bdoes not\b/g, 'doesnt'],
  [/\bdo not\b/g, 'dont'],
  [/\bdid not\b/g, 'didnt'],
  [/\bwill not\b/g, 'wont'],
  [/\bis not\b/g, 'isnt'],
  [/\b(has|have) not\b/g, '$1nt'],
];

// A hot day in figures: "32c", "35 °C", "95 degrees f" read as hot weather.
const HOT_CELSIUS = /\b(2[6-9]|[34]\d)\s?(°\s?c|c|celsius|degrees? c(elsius)?)\b/g;
const HOT_FAHRENHEIT = /\b(8[5-9]|9\d|1[01]\d)\s?(°\s?f|f|fahrenheit|degrees?( f(ahrenheit)?)?)\b/g;

// "it's 95 out", "it hit 32 today": a hot day's figure without its unit, in either scale; not a
// figure followed by what it counts ("it was 40 minutes").
const HOT_FIGURE = '(2[6-9]|[34]\\d|8[5-9]|9\\d|1[01]\\d)';
const HOT_DAY = new RegExp(
  `\\b(${HOT_FIGURE} (out|outside|today|in the shade|by (\\d{1,2} ?(am|pm)|noon|lunch|midday|lunchtime))|(its|it is|it was|hit|hitting|reached) ${HOT_FIGURE}(?! ?(min|hour|hr|sec|kg|lb|g|pound|minute|year|month|week|day|percent|%|km|mile|\\d)))\\b`,
  'g',
);

/** Temperatures of a hot day written as the words for one, in already lowercased text. */
export function readTemperatures(text: string): string {
  return text
    .replace(HOT_CELSIUS, 'hot weather')
    .replace(HOT_FAHRENHEIT, 'hot weather')
    .replace(HOT_DAY, 'hot weather');
}

// A pet's temperature, breathing rate and heart rate in figures, read as what they mean for the
// pet named (`vital-signs.ts`).
export { readVitals } from './vital-signs.js';

// "back in 2015", "in the summer of 2019": a year gone by, told as the past it is.
const YEAR_GONE_BY = /\b(?:back in|in the (?:summer|winter|spring|autumn|fall) of) (?:19\d\d|20[0-2]\d)\b/g;

/** A year named as the past read as "years ago", in already lowercased text. */
export function readYearGoneBy(text: string): string {
  return text.replace(YEAR_GONE_BY, 'years ago');
}

// "it's been going twenty minutes ... normally his snorting stops after a few seconds": how the
// usual episodes end, told beside one that has not, is no sign that this one was brief.
const USUAL_EPISODE =
  /\b(?:normally|usually)\b[^.!?]*\b(?:stops?|passes|ends|is over)\b[^.!?]*\b(?:seconds?|a minute)\b[^.!?]*/g;
const GOING_ON_NOW =
  /\b(?:wont|doesnt|will not|does not) stop\b|\bbeen going (?:on )?(?:for )?\w+ (?:minutes|mins|hours)\b/;

/** The usual end of an episode dropped when this one is told to be going on still. */
export function readUsualEpisodeApart(text: string): string {
  return GOING_ON_NOW.test(text) ? text.replace(USUAL_EPISODE, ' ') : text;
}

// "she is in heat", "on heat": a female's season, not hot weather.
const IN_SEASON = /\b(in|on|into) heat\b/g;

/** A female "in heat" as "in season", in already lowercased text. */
export function readSeason(text: string): string {
  return text.replace(IN_SEASON, 'in season');
}

// What the owner got or was given is not what the pet swallowed: "we got a bunch of lilies",
// "I've got a puppy", "the vet gave us Metacam" name no exposure ("he got a grape" still does).
const OWNER_GOT = /\b(i|we|ive|weve|i have|we have|i just|we just) got\b/g;
const GIVEN_TO_PEOPLE = /\bgave (us|me)\b/g;
// "I picked up dog flea drops by mistake": the owner bought or collected it; a pet that "picked
// up" something swallowed it, so only the owner's picking up is read as buying.
// "the puppy we got from you two weeks ago has bloody diarrhoea": how long ago the owner got the
// pet dates its coming home, not what is happening to it, so that date is not read as the past.
const SINCE_THE_OWNER_GOT_IT =
  /\b(i|we|ive|weve|i have|we have) (got|bought|adopted|collected|brought home)\b(?! (back|home|up)\b)([^,.;!?]{0,40}?) (about |around |only |just )?(a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|couple of|\d+) (days?|weeks?|months?|years?) ago\b/g;
const OWNER_PICKED_UP = /\b(i|we|ive|weve|i just|we just) picked up\b/g;

// "she saw our beagle drink from the bucket", "I watched him eat one": an act seen is an act done.
const SEEN_ACT =
  /\b(saw|seen|watched|noticed|caught|spotted) ((?:the |our |my |his |her |their )?(?:\w+ ){0,2}?(?:him|her|it|them|\w+)) (eat|drink|lick|chew|swallow|gulp|lap)\b/g;
const DONE: Readonly<Record<string, string>> = {
  eat: 'ate',
  drink: 'drank',
  lick: 'licked',
  chew: 'chewed',
  swallow: 'swallowed',
  gulp: 'gulped',
  lap: 'lapped',
};

// "no idea how many", "not sure how much he had": an amount the owner cannot tell, not one asked for.
const AMOUNT_UNKNOWN =
  /\b(no idea|dont know|do not know|not sure|unsure|cant tell|cant say|hard to say|unclear) how (many|much)\b/g;

/** What the owner got or was handed, read as having or being prescribed it, in lowercased text. */
export function readOwnersActs(text: string): string {
  return text
    .replace(AMOUNT_UNKNOWN, '$1 of the amount')
    .replace(SEEN_ACT, (seen, verb: string, who: string, act: string) => `${verb} ${who} ${DONE[act] ?? act}`)
    .replace(SINCE_THE_OWNER_GOT_IT, '$1 $2$4')
    .replace(OWNER_GOT, '$1 have')
    .replace(GIVEN_TO_PEOPLE, 'prescribed $1')
    .replace(OWNER_PICKED_UP, '$1 bought');
}

// "no blood or anything", "without bleeding": a sign the owner says is absent is not reported.
const ABSENT_BLEEDING = /\b(no|without|not any|no sign of|no signs of) (blood|bleeding)\b/g;

/** Bleeding the owner says there is none of, as a word no sign is read from, in lowercased text. */
export function readAbsentBleeding(text: string): string {
  return text.replace(ABSENT_BLEEDING, 'bloodless');
}

// "the harness doesnt fit him", "will the crate fit in the car", "it wont fit the squares", "a dog
// that fits both": fit as a matter of size or a match, read as "suit" so it is no seizure. A fit
// had, thrown or started ("had a fit in the car", "started to fit") stays a fit.
const FIT_OF_SIZE =
  /\b(doesnt|dont|didnt|wont|wouldnt|cant|couldnt|not)( quite| really| even| properly)? fit(s|ted)?\b|\b(will|would|does|do|can|could|might|may|should) ((?!(a|an|another|have|has|had|having|get|gets|getting|throw|throws|start|starts|started|begin|begins|began|to)\b)\w+ ){0,3}fit (in|into|inside|through|under|the|our|my)\b|\b(that|which|what|whatever|something|anything) fits? (both|all|my|our|us|your|the|in|into|best|well|everything|those|these|them)\b|\bfits? the (bill|criteria|description)\b|\bfits? (in|into) (my|your|his|her|our|one|a|the)( palm of( my| your| a)?)? (hand|hands|palm|pocket|lap|arms)\b/g;

// "fit as a flea", "fighting fit", "fit and well", "keeping fit", "four and fit", "she is fit":
// fit as good health, read as "healthy"; "had a fit, now fit as a fiddle" keeps the fit that was
// had, and so does "she is fit after fit".
const FIT_OF_HEALTH =
  /\bfit as (a|an) \w+|\bfighting fit\b|\bfit and (well|healthy|active|strong|lively|happy)\b|\b(keep|keeps|keeping|stay|stays|staying|get|getting) fit\b|\bfit for (his|her|its|their) age\b|\b(very|super|really|quite|so) fit\b|\b(?:(?:is|s|are|looks|seems|feels|perfectly|otherwise|pretty|fairly|reasonably|generally)|(?:young|healthy|lean|strong|active|slim|trim|well|old|months|years|year|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+) and) fit\b(?! (?:of|like|for|in|into|on|through|after|again|today|tonight|this|last|earlier|yesterday|at|when|while|during|number|and (?:fit|shook|shake|jerk|twitch)))/g;

// "a sneezing fit", "a fit of coughing", "a hissy fit": a bout of something else, no seizure.
const FIT_OF_SOMETHING =
  /\b(sneezing|sneeze|coughing|cough|hiccup|hiccuping|hiccupping|barking|hissy|laughing|giggling|snorting|reverse sneezing) fits?\b|\bfits? of (sneezing|coughing|hiccups|barking|the giggles|snorting)\b/g;

// "the bucket I used to drain the radiator", "the tray dad used to drain it": a thing used for a
// job, not a habit of the past ("we used to feed him raw").
const USED_AS_A_TOOL =
  /\b((?:the|a|an|that|this) \w+(?: \w+)? (?:(?:my|our|his|her|their) )?\w+ )used to (?=(?:drain|clean|mop|wipe|store|mix|carry|hold|scoop|catch|wash|fill|empty|top|flush|soak|pour|clear|scrub|collect|keep)\b)/g;

/** A thing said to be "used to" do a job read as "used for" it, in already lowercased text. */
export function readUsedAsATool(text: string): string {
  return text.replace(USED_AS_A_TOOL, '$1used for ');
}

// "booked his booster at the surgery in town", "rang the vets surgery": the practice, not an operation.
const SURGERY_AS_A_PLACE =
  /\b((?:at|to|from|ring|call|called|phoned|rang|into|outside|near) (?:the|our|my|a|their|his|her|your) (?:vets? |local |village |town )?)surgery\b|\b(vets?|veterinary|local|village) surgery\b|\bsurgery (?=(?:opens|is open|closes|is closed|in town|hours|reception|receptionist|car park|waiting room)\b)/g;

/** The vet's surgery as a place read as "practice", in already lowercased text. */
export function readSurgeryAsAPlace(text: string): string {
  return text.replace(SURGERY_AS_A_PLACE, (_place, before: string | undefined, kind: string | undefined) =>
    before !== undefined ? `${before}practice` : kind !== undefined ? `${kind} practice` : 'practice ',
  );
}

// "her sides are heaving": the breathing of a pet working hard for air, not retching.
const HEAVING_SIDES = /\b(sides|flanks|flank|chest|belly|tummy)( are| is)? heaving\b/g;

/** Sides that heave read as sides that pump with each breath, in already lowercased text. */
export function readHeavingSides(text: string): string {
  return text.replace(HEAVING_SIDES, '$1$2 pumping');
}

/**
 * Fit as a matter of size read as "suit", fit as good health as "healthy" and a fit of sneezing
 * as a "bout", in already lowercased text with negations contracted.
 */
export function readFitOfSize(text: string): string {
  return text
    .replace(FIT_OF_SIZE, (phrase) => phrase.replace(/\bfit(s|ted)?\b/, 'suit'))
    .replace(FIT_OF_HEALTH, (phrase) => phrase.replace(/\bfit\b/, 'healthy'))
    .replace(FIT_OF_SOMETHING, (phrase) => phrase.replace(/\bfit(s?)\b/, 'bout$1'));
}

// "it's just a cold", "she has a bit of a cold": the illness, read as "the sniffles", not a pet that
// is cold to the touch; "a cold floor" or "a cold nose" keep their temperature.
const COLD_AS_ILLNESS =
  /\ba (?:bit of a |little |slight |mild |bad |nasty |head )?cold\b(?! (?:to|nose|noses|ears|paws|feet|floor|day|days|night|nights|room|garage|water|snap|spell|wind|tiles|hutch|shed|house|morning|evening|weather|bath|concrete|ground))/g;

/** A cold as an illness read as "the sniffles", in already lowercased text. */
export function readColdAsIllness(text: string): string {
  return text.replace(COLD_AS_ILLNESS, 'the sniffles');
}

// "a chocolate labrador", "her chocolate coat": the colour of a coat, read as brown.
const CHOCOLATE_COAT =
  /\bchocolate(?=[ -](?:labs?|labradors?|labrador retrievers?|cockers?|spaniels?|poodles?|points?|merles?|dachshunds?|doodles?|labradoodles?|cockapoos?|cavapoos?|frenchies?|bulldogs?|collies?|setters?|pointers?|coloured|colored|colou?r|coats?|coated|fur|brown)\b)/g;

/** A coat called chocolate read as brown, in already lowercased text. */
export function readCoatColours(text: string): string {
  return text.replace(CHOCOLATE_COAT, 'brown');
}

/** Written-out negations as contractions, in already lowercased text. */
export function contractNegations(text: string): string {
  return NEGATIONS.reduce((result, [pattern, contraction]) => result.replace(pattern, contraction), text);
}

export function stemOf(word: string): string {
  return word.length < MIN_STEMMED_LENGTH ? word : stemmer(word);
}

// Each reader rewrites the lowercased text once, in this order, before it is split into words:
// spellings and negations first, then what words mean in their context.
const TEXT_READERS: ReadonlyArray<(text: string) => string> = [
  (text) => normalizeText(text),
  expandTextSpeak,
  contractNegations,
  readUsedAsATool,
  readSurgeryAsAPlace,
  readHeavingSides,
  readFitOfSize,
  readColdAsIllness,
  readCoatColours,
  readVitals,
  readHoursWithoutUrine,
  readTemperatures,
  readSeason,
  readYearGoneBy,
  readUsualEpisodeApart,
  readOwnersActs,
  readCountsThatFell,
  readAbsentBleeding,
];

/** The words of a text, each with its stem; numbers are kept ("24 hours"). */
export function tokenize(text: string): Token[] {
  return TEXT_READERS.reduce((read, reader) => reader(read), text)
    .split(CLAUSE_BREAK)
    .flatMap((clause, index) =>
      clause
        .split(/[^a-z0-9]+/)
        .filter((word) => word !== '')
        .map((word) => ({ word, stem: stemOf(word), clause: index })),
    );
}

// Where one thing said ends and the next begins: "was fine at breakfast but since lunch he's
// been sick" is two clauses, and a phrase with a gap ("was fine ... since") does not span them.
// "but" is kept as the first word of its clause, for phrases that start with it.
const CLAUSE_BREAK = /[.!?;]+(?:\s|$)|(?=\bbut\b)/;
