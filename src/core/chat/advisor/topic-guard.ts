import { lexicon, type ConceptMatches } from './lexicon/index.js';
import { speciesMentionedIn } from './species.js';
import { namedSubject } from './named-subject.js';

// Signs of illness ("throwing up", "won't eat") place a question in pet care without a pet word.
const SIGN_DOMAINS = ['symptom', 'toxin'];

// Words that place a question in pet care even when no species is named.
const PET_VOCABULARY =
  /\b(pets?|animals?|hamsters?|guinea ?pigs?|guinea ?pigg(?:y|ies|ie)|ginn(?:y|ie) ?pigs?|ferrets?|gerbils?|chinchillas?|vets?|veterinar\w*|adopt\w*|breeds?|breeders?|shelters?|rescues?|litter\w*|collars?|harness\w*|leash\w*|crates?|cages?|hutch\w*|vivarium|terrarium|aquarium|paws?|fur|coat|tails?|claws?|whiskers?|groom\w*|fleas?|ticks?|worms?|wormer|barks?|barking|meow\w*|purr\w*|hiss\w*|kibble|treats?|feed|feeding|vaccin\w*|neuter\w*|spay\w*|microchip\w*|shedding|moult\w*|molt\w*|hay|pellets?|perch\w*|kennels?|owners?|pedigree|whelp\w*|spraying|hairballs?|zoomies|frap\w*|bink(y|ies)|pet-?sitter|dewclaws?|muzzle|heartworm|parvo\w*|rabies|distemper|mange|ringworm|declaw\w*|aquariums?|fish ?tanks?|goldfish|bettas?|guppies|guppy|tropical fish|fighting fish|koi|pet fish|pon(y|ies)|horses?|hens?|chickens?|bantams?|pullets?|roosters?|cockerels?|ducklings?|degus?|ratt(?:y|ie|ies)|(?<=\b(?:pet|fancy|my|our|both|two|three|his|her|their|kids|sons|daughters) )(?:rats?|mice|mouse)|(?<=\b(?:can|do|should|could) )(?:rats|mice) (?=(?:have|eat)\b))\b/;

// Training cues are pet words only after "teach": "how do I teach sit?".
const TRAINING_CUE =
  /\bteach(ing)? (him|her|it|them|my \w+ )?(to )?(sit|stay|come|heel|fetch|lie down|roll over|shake|leave it|drop it|wait|touch|target)\b/;

const CREATIVE_REQUEST =
  /\b(write|compose|create|make up|tell me|give me|generate|draft|redraft|proofread)\b.*\b(poem|poetry|haiku|sonnet|song|lyrics|rap|story|essay|joke|limerick|screenplay|speech|cover letter|covering letter|cv|resume|job application|personal statement)\b|\b(poem|haiku|sonnet|limerick)\b|\b(cover|covering|formal|complaint|resignation) (email|letter)\b|\b(birthday|greeting|christmas|anniversary|wedding|retirement|get well|thank you) (card|message|note|toast)s?\b|\b(captions?|hashtags?)\b|\b(instagram|tiktok|facebook|social media) (posts?|bio|reel|story)\b/;

const CODE_REQUEST =
  /\b(code|coding|programming|javascript|typescript|java|c\+\+|golang|sql|regex|html|css|react(js| component| app)|algorithm|compile\w*|debug\w*|stack trace|function in|python (script|code|function|program|homework|assignment|course|class|project|error|exercise|library|package|module|tutorial)|(learn\w*|install\w*) python|numpy|dataframes?|pip install|pandas (dataframe|library|package|groupby|function|import))\b/;

// "in Python" is code when the message speaks of software too: "pandas in python, pip says...".
const PYTHON_AS_CODE = /\b(in|with|using) python\b|\bpython \d/;
const SOFTWARE_WORDS =
  /\b(pip|install\w*|functions?|scripts?|errors?|library|libraries|packages?|modules?|windows|linux|macos|terminal|command line|loops?|syntax|imports?|variables?|strings?|groupby|pandas|lists?|sort\w*|arrays?|dict\w*|class(es)?|csv|json|api|data science|dataframes?|tutorials?|course)\b/;

const GENERAL_KNOWLEDGE =
  /\b(capital (city )?of|president|prime minister|elections?|politic\w*|stocks?|stock market|shares|crypto\w*|bitcoin|invest\w*|forex|mortgage|tax(es)?|weather|recipe|football|soccer|basketball|nba|nfl|movies?|films?|celebrit\w*|homework|math\w*|equation|calculus|physics|chemistry|translate|translation|history of|who (won|invented|wrote|is the)|population|how many (people|ppl|persons|humans|inhabitants|residents|citizens) (live|living|are there|reside)|(number|count) of (people|inhabitants|residents|citizens)|inhabitants|distance (from|between))\b/;

// Further subjects that are nobody's pet care: school work, literature, geography, devices and
// software, cooking for people. Like general knowledge, they decline only a request that is not
// also about a pet ("can my dog eat duck breast?" is pet care).
const OTHER_SUBJECTS =
  /\b(exams?|revision|revising|coursework|assignments?|essays?|biology|geography|photosynthesis|plot of|summari[sz]e (the|this|a) (book|novel|play|film|movie|plot|story|chapter|article)|(tallest|highest|longest|largest|biggest|deepest) (mountain|river|building|lake|ocean|country|city|desert|volcano)s?|iphones?|android (phones?|apps?)|smartphones?|laptops?|(wireless|computer|gaming|bluetooth|usb) (mouse|keyboard|headphones|earbuds)|excel|spreadsheets?|powerpoint|word document|wi-?fi|router|printer|(pizza|bread|pasta) dough|wine|pairing|(roast|stew|casserole|curry|soup|pie|fillet|breast|thighs?|wings|steak) (recipe|for dinner|for tea|for lunch)|for (dinner|tea|lunch) (tonight|party)|how (long|many minutes) (does it take |do i need |should i |do you )?to (boil|cook|bake|roast|fry|grill|poach|steam)|(steps|instructions|directions|method) (for|to) (bake|baking|make|making|cook|cooking)|(bake|baking|make|making) (a |an |the |some |my )?(\w+ ){0,2}(cakes?|loaf|loaves|cupcakes?|muffins?|brownies|pancakes?|scones?|sponge|bread|tarts?|crumble|cheesecake|pudding)|restaurants?|takeaways?|(pizza|burger|coffee|sushi) (place|shop|joint|bar)s?|phone cases?|(mobile|cell) phones?|(what is|whats|calculate|how much is) \d+(\.\d+)? ?(times|plus|minus|divided by|multiplied by|\+|\*|x) ?\d+|(house|property|petrol|gas|fuel|energy) prices|interest rates?|inflation|recession|(what time is it|whats the time|time is it) in|time ?zones?|for cooking|(bake|cook|roast|grill|fry|boil|poach|smoke)\w* (a |an |the )?(\d+ ?(kg|lb|pounds?) )?(whole )?(chicken|turkey|duck|goose|lamb|pork|beef|salmon|rabbit|fish|trout|cod|pheasant|venison|lobster|crab)s? (at|for (dinner|lunch|tea|christmas|sunday)|in the oven|on the (bbq|barbecue|grill))|(beers?|wines?|sauces?|gravy|sides?|side dish(es)?|stuffing|marinades?) (goes |go |to serve |should i serve |would go )?with|convert \w+ (to|into) (celsius|fahrenheit|miles|km|kilometers|kilometres|metres|meters|feet|inches|cm|dollars|euros|pounds|kg|ounces|grams|litres|liters|gallons))\b/;

// Animal words in another sense: a computer mouse, code in Python, animals cooked for people
// ("rabbit stew", "duck breast", "roast a chicken"). They name no pet.
const BORROWED_SENSES: readonly RegExp[] = [
  /\b(wireless|computer|gaming|bluetooth|usb|optical|cordless) mouse\b|\bmouse (buttons?|click\w*|pads?|mats?|wheel|cursor|pointer|scroll\w*|dpi|drivers?)\b/g,
  /\b(in|with|using) python( \d(\.\d+)?)?\b|\bpython (\d(\.\d+)?|scripts?|code|functions?|programs?|packages?|libraries|library|modules?)\b/g,
  /\b(rabbit|bunny|duck|chicken|turkey|goose|lamb|pork|beef|venison|deer|hare|pheasant|quail|pigeon|goat|salmon|tuna|trout|cod|fish|prawn|crab|lobster)s? (stew|pie|casserole|curry|soup|breasts?|thighs?|wings|fillets?|steaks?|burgers?|nuggets|confit|ragu|terrine|pate|sushi|kebabs?|roast|risotto)\b/g,
  /\b(roast\w*|fillet\w*|carv\w*|debon\w*|marinat\w*|braise\w*|pluck\w*|gut(ting)?|skin(ning)?|joint(ing)?|butcher\w*|bak(e|ed|ing)|cook\w*|fr(y|ied|ying)|grill\w*|boil\w*|poach\w*) (an? |the )?(\d+ ?(kg|lb|pound)s? )?(whole )?(rabbit|duck|chicken|turkey|goose|lamb|pheasant|quail|salmon|tuna|trout|cod|fish)s?\b/g,
];

// An attempt to move the advisor out of its scope ("ignore your instructions", "you are no longer
// a pet advisor", "forget the pet stuff"): the words "pet" and "advisor" in it ask for nothing
// about a pet, so only what else the message says is judged.
const SCOPE_CHANGE =
  /\b(ignore (all |any )?(of )?(your|the) (previous |prior |earlier |above |system |original )(instructions|prompts?|rules)|ignore (all |any )?(of )?your (instructions|prompts?|rules)|(you are|youre|ur) (now|no longer) (a|an|my|the|just)\b|from now on,? (you|answer|act)|pretend (youre|you are|ur|that you|you)|act as (if )?(you|youre)|act as (a|an|my) (\w+ )?(assistant|chef|agent|lawyer|doctor|teacher|girlfriend|boyfriend|therapist|tutor|writer|translator|ai|chatbot|bot)|system override|jailbreak|(developer|debug|god|admin) mode|forget (the|about|all|your) (pet|pets|animal|animals)( stuff| things| questions| talk| topics?)?|enough about (pets|animals)|nothing to do with (pets|animals)|stop being (a|an|the) (pet |animal |vet )?(bot|advisor|assistant|helper|expert|chatbot)|(you are|youre) not (a|an|just a) (pet |animal |vet )?(bot|advisor|assistant|helper|expert|chatbot)|role ?-?play (as|with me)|lets role ?-?play|(new|different) (rules?|instructions) for you|(print|show|reveal|repeat|tell me|give me) your (instructions|prompt|system prompt|rules)|system prompt)\b/;

const GREETING =
  /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings|yo)\b[\s!.,]*(there|pet advisor|advisor)?[\s!.,]*$/;
const THANKS =
  /^\s*((ok(ay)?|great|perfect|awesome|cool|got it)[\s,!.]*)?(thanks?|thank you|thx|cheers|ty)( (so|very) much| a lot)?[\s!.,]*$/;

export type TopicVerdict = 'pet-care' | 'off-topic' | 'greeting' | 'thanks' | 'unclear';

/**
 * Decides whether a question belongs to pet care. Creative writing and code are declined even
 * about pets (we are an advisor, not a writer); general knowledge is declined unless the question
 * is also about pets; anything else without pet words is `unclear` and left to retrieval.
 */
export function classifyTopic(question: string): TopicVerdict {
  const text = question.toLowerCase().replace(/[’']/g, '');
  if (GREETING.test(text)) return 'greeting';
  if (THANKS.test(text)) return 'thanks';
  if (CREATIVE_REQUEST.test(text) || CODE_REQUEST.test(text)) return 'off-topic';
  if (PYTHON_AS_CODE.test(text) && SOFTWARE_WORDS.test(text)) return 'off-topic';
  const scopeChange = SCOPE_CHANGE.test(text);
  // "you are no longer a pet advisor. ... best pizza dough recipe?": judged without the attempt.
  const request = scopeChange ? withoutScopeChange(text) : text;
  const judged = withoutBorrowedSenses(request);
  if (CREATIVE_REQUEST.test(judged) || CODE_REQUEST.test(judged)) return 'off-topic';
  const namesPets = namesAPet(judged);
  const found = lexicon().match(judged);
  // "I have a headache", "my son has a cough": a person's health, not a pet's. "my boyfriend says
  // there's pollen on her face": a person who tells what they saw is not the one it happens to.
  const told = lexicon().match(judged.replace(SOMEONE_TELLING, ' '));
  const aboutPeople = told.has('context.human-sufferer') || told.has('context.human-only-complaint');
  // "my husband left gum on the sofa and Biscuit has eaten it": a pet called by its name is told of.
  const petByName = namedSubject(question) && describesIllness(found);
  if (aboutPeople && !namesPets && !petByName) return 'off-topic';
  const aboutPets = namesPets || describesIllness(found);
  if ((GENERAL_KNOWLEDGE.test(request) || OTHER_SUBJECTS.test(request)) && !aboutPets) return 'off-topic';
  // "my wireless mouse stopped clicking, is it the battery?": a device's battery poisons no pet.
  // "will house prices fall?": a sign word with no animal and no one it happens to is not a sign.
  const someone = PERSONAL_PRONOUN.test(judged);
  if (OTHER_SUBJECTS.test(request) && !namesPets && (!describesSymptoms(found) || !someone))
    return 'off-topic';
  if (scopeChange && !namesPets) return 'off-topic';
  if (aboutPets && petNamedInPassing(request)) return 'off-topic';
  return aboutPets ? 'pet-care' : 'unclear';
}

// Someone close who tells, sees or finds: "my husband says", "my daughter just spotted".
const SOMEONE_CLOSE =
  '(?:husband|wife|partner|boyfriend|girlfriend|son|daughter|kids?|mum|mom|dad|friend|brother|sister|flatmate|roommate|housemate)';
const TELLS =
  '(?:just |has |had |)(?:says?|said|saw|seen|sees|noticed|notices|spotted|found|finds|thinks|reckons|told me|tells me|is saying|pointed out|wants to know|asks|asked|is asking|wonders|wondered|would like to know)';
const SOMEONE_TELLING = new RegExp(`\\bmy ${SOMEONE_CLOSE} ${TELLS}\\b`, 'g');
const RELAY_OPENING = new RegExp(`^\\W*(?:my|our) ${SOMEONE_CLOSE} ${TELLS}\\b[\\s,:;-]*`, 'i');

/** The question without its opening relay: "my wife asks, why is it worse for dogs?" asks "why...". */
export function withoutTheRelay(question: string): string {
  return question.replace(/[’']/g, '').replace(RELAY_OPENING, '');
}

// A person referred to, who may be a pet of the conversation: "is she ok?", "shes chewed it".
const PERSONAL_PRONOUN = /\b(he|she|him|her|his|hers|hes|shes)\b/;

/**
 * An off-topic request that names no pet, refers to no one and describes no sign of illness
 * ("my wireless mouse stopped clicking, is it broken?"): declined before the emergency rules read
 * words like "broken" or "battery" that mean harm only when said of an animal.
 */
export function plainlyOffTopic(question: string): boolean {
  if (classifyTopic(question) !== 'off-topic') return false;
  const text = question.toLowerCase().replace(/[’']/g, '');
  const judged = withoutBorrowedSenses(SCOPE_CHANGE.test(text) ? withoutScopeChange(text) : text);
  const said = lexicon().match(judged);
  // "Dora got the corn cobs out of the bbq bin": raiding a bin is what pets do, named or not.
  return (
    !namesAPet(judged) &&
    !PERSONAL_PRONOUN.test(judged) &&
    !describesSymptoms(said) &&
    !said.has('context.bin-raid')
  );
}

/** A request for writing or code: declined even about a pet on offer ("a poem about Luna"). */
export function asksForWritingOrCode(question: string): boolean {
  const text = question.toLowerCase().replace(/[’']/g, '');
  return CREATIVE_REQUEST.test(text) || CODE_REQUEST.test(text);
}

/** The clause that asks: the last sentence or comma-separated part of the question. */
export function requestClause(question: string): string {
  return clausesOf(question.toLowerCase().replace(/[’']/g, '')).at(-1) ?? '';
}

function namesAPet(text: string): boolean {
  return (
    speciesMentionedIn(text) !== undefined ||
    PET_VOCABULARY.test(text) ||
    TRAINING_CUE.test(text) ||
    // Aquarium fish by their kinds ("neon tetras", "mollies"), as the lexicon knows them.
    lexicon().match(text).has('context.fish')
  );
}

function withoutBorrowedSenses(text: string): string {
  return BORROWED_SENSES.reduce((rest, sense) => rest.replace(sense, ' '), text);
}

// The clauses that try to change the advisor's scope, dropped; the request that follows stays.
function withoutScopeChange(text: string): string {
  return clausesOf(text)
    .filter((clause) => !SCOPE_CHANGE.test(clause))
    .join('. ');
}

// Sentences, and the parts of a sentence a comma or a change of subject ("anyway", "unrelated
// but") separates.
function clausesOf(text: string): string[] {
  return text
    .split(
      /[.?!;:]+\s*|,\s+|\s+[-–—]+\s+|\b(?:anyway|btw|by the way|(?:totally |completely )?unrelated(?: question)?(?: but)?)\b/,
    )
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0);
}

// What an owner does with the pet: "we have a labrador. is the weather too hot for a walk?".
const CARE_ACTIVITY =
  /\b(walk\w*|exercis\w*|hikes?|hiking|garden|park|outside|outdoors|too (hot|cold|warm))\b/;

// Food for the pet said before a question about a recipe: the recipe is the pet's.
const FOOD_TALK = /\b(treats?|food|feed\w*|kibble|diet|meals?|bak\w*|cook\w*|snacks?|biscuits?|cakes?)\b/;
const COOKING_WORDS = /\b(recipes?|ingredients?|dough|bak\w*|cook\w*|oven)\b/;

// He, she or they in the request refers back to the pet named before it: "what does he need?".
const PET_REFERENCE = /\b(he|she|him|her|his|hers|they|them|their|its)\b/;

/**
 * "my dog's name is Max, what's the weather in Paris?", "walking the dog rn, who won the game":
 * the pet is small talk before a request about something else. The last clause asks it, names no
 * pet and refers to none, and nothing said before it describes illness or asks anything.
 */
function petNamedInPassing(text: string): boolean {
  const clauses = clausesOf(text);
  const request = clauses.at(-1);
  if (request === undefined || clauses.length < 2) return false;
  if (!GENERAL_KNOWLEDGE.test(request) && !OTHER_SUBJECTS.test(request)) return false;
  // "how many minutes to poach salmon?": the salmon is food, not a pet.
  const asked = withoutBorrowedSenses(request);
  if (namesAPet(asked) || PET_REFERENCE.test(asked) || CARE_ACTIVITY.test(asked)) return false;
  const before = clauses.slice(0, -1).join(' ');
  // "I'm baking treats for my dog, what should I leave out of the recipe?": the pet's care is
  // the subject before, so the request is about it.
  if (FOOD_TALK.test(before) && COOKING_WORDS.test(request)) return false;
  return (
    !describesIllness(lexicon().match(before)) && !clauses.slice(0, -1).some((clause) => ASKS.test(clause))
  );
}

// A clause that asks something: a question word at its start, or a request.
const ASKS =
  /^(what|whats|how|why|when|where|which|who|should|can|could|is|are|does|do|will|would|any (tips|advice|ideas))\b/;

const TURNS_THAT_SET_THE_TOPIC = 3;

// The pet of the turn before, referred to by pronoun: "what if he does it to my kids?".
const PET_PRONOUN = /\b(he|she|it|they|him|her|them|his|its|hes|shes|theyre|theyve)\b/;

/**
 * The topic of a turn within its conversation: a turn that names only people ("my kids") but
 * speaks of "he" or "she" right after a pet-care question is about that pet and the people it
 * affects, and one that tells someone's doubt of it is about that worry, so neither is declined;
 * requests for writing, code or general knowledge still are. The conversation is about a pet when
 * one of the few turns before is: "how long until symptoms?" between the poisoning and the doubt
 * names no pet, but the doubt is still about it.
 */
export function classifyTopicInConversation(
  question: string,
  earlier: readonly string[],
  /** An emergency told a few turns ago: the conversation is about that pet however long it runs. */
  emergencyOngoing = false,
): TopicVerdict {
  const verdict = classifyTopic(question);
  if (verdict !== 'off-topic' || earlier.length === 0) return verdict;
  const text = question.toLowerCase().replace(/[’']/g, '');
  if (CREATIVE_REQUEST.test(text) || CODE_REQUEST.test(text) || SCOPE_CHANGE.test(text)) return verdict;
  const aboutAPet =
    emergencyOngoing ||
    earlier.slice(-TURNS_THAT_SET_THE_TOPIC).some((turn) => classifyTopic(turn) === 'pet-care');
  if (!aboutAPet) return verdict;
  // "does it happen more in hot weather?", "I feel awful, how do people not know this": during an
  // emergency a turn that asks for nothing else is about it, whatever it names.
  if (
    emergencyOngoing &&
    !OTHER_SUBJECTS.test(text) &&
    (PET_PRONOUN.test(text) || !GENERAL_KNOWLEDGE.test(text))
  ) {
    return 'unclear';
  }
  const doubtOnly = lexicon().match(text);
  // "I'm not driving in this weather, stop telling me to go": the trip to the vet doubted, whatever
  // else the words around it name.
  if (doubtOnly.has('intent.going-doubted') && !OTHER_SUBJECTS.test(text)) return 'unclear';
  if (GENERAL_KNOWLEDGE.test(text)) return verdict;
  // "my husband says I'm overreacting": someone's doubt of the worry told just before, not their health.
  const othersDoubt =
    doubtOnly.has('intent.doubt') && !describesIllness(doubtOnly) && !OTHER_SUBJECTS.test(text);
  return PET_PRONOUN.test(text) || othersDoubt ? 'unclear' : verdict;
}

// Words too common to tell ("sick of", "fast", "a letter"): they only qualify a sign of illness.
const NOT_TELLING = new Set([
  'unwell',
  'weak',
  'itching',
  'intensity',
  'impaired',
  'standing',
  'urination-place',
  'repeated-trips',
  'lying-still',
  'unstoppable',
  'scant-amount',
  'breathing-effort',
  'swelling-word',
  'crying',
]);

function describesSymptoms(found: ConceptMatches): boolean {
  return found.inDomain('symptom').some((concept) => !NOT_TELLING.has(concept));
}

/** Symptoms or toxins the lexicon knows, other than the words too common to tell ("sick of"). */
function describesIllness(found: ConceptMatches): boolean {
  return SIGN_DOMAINS.some((domain) => found.inDomain(domain).some((concept) => !NOT_TELLING.has(concept)));
}
