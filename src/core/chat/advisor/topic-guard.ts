import { lexicon, type ConceptMatches } from './lexicon/index.js';
import { speciesMentionedIn } from './species.js';

// Signs of illness ("throwing up", "won't eat") place a question in pet care without a pet word.
const SIGN_DOMAINS = ['symptom', 'toxin'];

// Words that place a question in pet care even when no species is named.
const PET_VOCABULARY =
  /\b(pets?|animals?|hamsters?|guinea ?pigs?|ferrets?|gerbils?|chinchillas?|vets?|veterinar\w*|adopt\w*|breeds?|breeders?|shelters?|rescues?|litter\w*|collars?|harness\w*|leash\w*|crates?|cages?|hutch\w*|vivarium|terrarium|aquarium|paws?|fur|coat|tails?|claws?|whiskers?|groom\w*|fleas?|ticks?|worms?|wormer|barks?|barking|meow\w*|purr\w*|hiss\w*|kibble|treats?|feed|feeding|vaccin\w*|neuter\w*|spay\w*|microchip\w*|shedding|moult\w*|molt\w*|hay|pellets?|perch\w*|kennels?|owners?|pedigree|spraying|hairballs?|pet-?sitter|dewclaws?|muzzle|heartworm|parvo\w*|rabies|distemper|mange|ringworm|declaw\w*|aquariums?|fish ?tanks?|goldfish|bettas?|guppies|guppy|tropical fish|koi|pet fish)\b/;

// Training cues are pet words only after "teach": "how do I teach sit?".
const TRAINING_CUE =
  /\bteach(ing)? (him|her|it|them|my \w+ )?(to )?(sit|stay|come|heel|fetch|lie down|roll over|shake|leave it|drop it|wait|touch|target)\b/;

const CREATIVE_REQUEST =
  /\b(write|compose|create|make up|tell me|give me|generate|draft|redraft|proofread)\b.*\b(poem|poetry|haiku|sonnet|song|lyrics|rap|story|essay|joke|limerick|screenplay|speech|cover letter|covering letter|cv|resume|job application|personal statement)\b|\b(poem|haiku|sonnet|limerick)\b/;

const CODE_REQUEST =
  /\b(code|coding|programming|javascript|typescript|java|c\+\+|golang|sql|regex|html|css|react(js| component| app)|algorithm|compile\w*|debug\w*|stack trace|function in|python (script|code|function|program|homework|assignment|course|class|project|error|exercise|library|package|module|tutorial)|(learn\w*|install\w*) python)\b/;

const GENERAL_KNOWLEDGE =
  /\b(capital (city )?of|president|prime minister|elections?|politic\w*|stocks?|stock market|shares|crypto\w*|bitcoin|invest\w*|forex|mortgage|tax(es)?|weather|recipe|football|soccer|basketball|nba|nfl|movies?|films?|celebrit\w*|homework|math\w*|equation|calculus|physics|chemistry|translate|translation|history of|who (won|invented|wrote|is the)|population of|distance (from|between))\b/;

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
  const namesPets =
    speciesMentionedIn(text) !== undefined || PET_VOCABULARY.test(text) || TRAINING_CUE.test(text);
  const found = lexicon().match(text);
  // "I have a headache", "my son has a cough": a person's health, not a pet's.
  const aboutPeople = found.has('context.human-sufferer') || found.has('context.human-only-complaint');
  if (aboutPeople && !namesPets) return 'off-topic';
  const aboutPets = namesPets || describesIllness(found);
  if (GENERAL_KNOWLEDGE.test(text) && !aboutPets) return 'off-topic';
  return aboutPets ? 'pet-care' : 'unclear';
}

// The pet of the turn before, referred to by pronoun: "what if he does it to my kids?".
const PET_PRONOUN = /\b(he|she|it|they|him|her|them|his|its)\b/;

/**
 * The topic of a turn within its conversation: a turn that names only people ("my kids") but
 * speaks of "he" or "she" right after a pet-care question is about that pet and the people it
 * affects, so it is not declined; requests for writing, code or general knowledge still are.
 */
export function classifyTopicInConversation(question: string, earlier: string | undefined): TopicVerdict {
  const verdict = classifyTopic(question);
  if (verdict !== 'off-topic' || earlier === undefined) return verdict;
  const text = question.toLowerCase().replace(/[’']/g, '');
  if (CREATIVE_REQUEST.test(text) || CODE_REQUEST.test(text) || GENERAL_KNOWLEDGE.test(text)) return verdict;
  return PET_PRONOUN.test(text) && classifyTopic(earlier) === 'pet-care' ? 'unclear' : verdict;
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

/** Symptoms or toxins the lexicon knows, other than the words too common to tell ("sick of"). */
function describesIllness(found: ConceptMatches): boolean {
  return SIGN_DOMAINS.some((domain) => found.inDomain(domain).some((concept) => !NOT_TELLING.has(concept)));
}
