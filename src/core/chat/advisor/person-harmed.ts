import { lexicon } from './lexicon/index.js';
import { normalizeText } from './lexicon/text-normalizer.js';
import { namesAnAnimal } from './names-an-animal.js';
import { speciesNamedIn } from './species.js';

// "my toddler ate some of the dog's flea tablets", "the dog bit me and it's bleeding a lot",
// "my throat is closing up since I cuddled the cat": harm to a person, whose help is an emergency
// number or a poison centre, not a vet. Foods that harm pets ("my son ate grapes") and a person's
// own medicine taken as meant ("my husband took ibuprofen") are no harm to the person.
const PERSON =
  '(?:i|me|we|my (?:little (?:girl|boy)|grandson|granddaughter|grandchild|grandkids|toddler|baby|son|daughter|child|kid|kids|husband|wife|partner|mum|mom|dad|friend|boyfriend|girlfriend|brother|sister|nan|gran|grandma|grandad|niece|nephew)|our (?:toddler|baby|son|daughter|child|kid|kids)|the (?:kids?|baby|toddler|children))';
// "the collie I'm minding for my son has eaten the grapes": the person named after "for" is
// whom the pet is minded for, and the one who ate is the pet.
const PERSON_EXPOSED = new RegExp(
  `(?<!\\b(?:for|from|with|of) )\\b${PERSON} (?:has |have |just |accidentally |might have |may have )*(?:ate|eaten|swallowed|drank|drunk|licked|chewed|took(?! (?:him|her|them|home|the (?:dog|cat|pup|puppy|kitten)|in)\\b)|taken(?! (?:home|in)\\b)|got into|was eating|were eating|had (?:a|an|some|my|the|two|three) (?:bar|piece|slice|bowl|plate|bite|packet|bag|handful|cup|glass|drink|snack|sandwich|takeaway|biscuit|cookie)s?)\\b`,
);
// A pet's own medicine or parasite product, or a poison laid for pests.
const PET_PRODUCT =
  /\b(dogs|cats|pets|puppys|kittens|rabbits|the dog|the cat)( \w+)? (flea|worm\w*|tick|spot ?on|heartworm|medicine|medication|meds|tablets?|pills?|chews?|treatment|shampoo|collar)\b/;
const PESTICIDES = [
  'toxin.rat-bait',
  'toxin.antifreeze',
  'toxin.general-poison',
  'toxin.permethrin',
  'toxin.fipronil',
];
const PERSON_HURT =
  /\b(bit|bitten|scratched|attacked|mauled) (me|my (hand|finger|thumb|arm|leg|face|son|daughter|baby|child|kid|toddler|husband|wife|partner|sons|daughters|babys|childs|kids|toddlers)|our (son|daughter|baby|child|kid|toddler)|the (kids?|baby|toddler|children))\b/;
const SERIOUS_INJURY = /\b(bleed\w*|blood|deep|stitches|eye|face|swell\w*|puncture\w*|wont stop|gaping)\b/;
const PERSON_BODY =
  /\b(my (throat|lips|tongue|face|eyes?) (is|are) (swelling|swollen|closing)|i (cant|cannot|can not) breathe|(my|the|our) (babys|toddlers|sons|daughters|childs|kids) (eye|face|lip|cheek)s?)\b/;
const SENTENCES = /[.;!?]+/;
// "and the dog did too", "so did the cat", "the rabbit as well": told of an animal (species.ts).
const DID_TOO =
  /\b(?:(?:did|has|had|got)(?: it| some| one)? (?:too|as well|also)|so (?:did|has|had)\b|too|as well)\b/;
const CLAUSES = /[,]+|\b(?:and|but)\b/;
// "so did the dog", "the cat had some too": the animal swallowed it as well ("can he have one
// too?" asks, and tells nothing eaten).
const ATE_TOO =
  /\b(?:(?:did|has|had|got|ate|eaten|licked|swallowed)(?: it| some| one| them| a few)? (?:too|as well|also)|so (?:did|has|had)\b)/;

function swallowedHarm(clause: string, sentence: string): boolean {
  if (!PERSON_EXPOSED.test(clause)) return false;
  if (PET_PRODUCT.test(sentence)) return true;
  const found = lexicon().match(clause);
  return PESTICIDES.some((toxin) => found.has(toxin));
}

/**
 * When the message says a person swallowed something harmful or was hurt: what is left of it once
 * the parts about the person are set aside (to read for a pet's own emergency).
 */
export function personHarmed(question: string): { rest: string } | undefined {
  const text = normalizeText(question);
  let harmed = false;
  const rest: string[] = [];
  for (const sentence of text.split(SENTENCES)) {
    const hurt = (PERSON_HURT.test(sentence) && SERIOUS_INJURY.test(sentence)) || PERSON_BODY.test(sentence);
    if (hurt) {
      harmed = true;
      continue;
    }
    const clauses = sentence.split(CLAUSES);
    // "my toddler ate rat poison and the dog did too": the pet swallowed the same, told once.
    const petToo = clauses.some((clause) => DID_TOO.test(clause) && speciesNamedIn(clause).length > 0);
    for (const clause of clauses) {
      if (!swallowedHarm(clause, sentence)) rest.push(clause);
      else {
        harmed = true;
        if (petToo) rest.push(clause.replace(new RegExp(`\\b${PERSON}\\b`), 'the pet'));
      }
    }
  }
  return harmed ? { rest: rest.join(', ') } : undefined;
}

export const PERSON_EMERGENCY_LINE =
  'If a person has swallowed something harmful, is badly hurt or is struggling to breathe, call your local emergency number (911 in the US, 999 in the UK, 112 in Europe) or a poison control centre for them now: a doctor, not a vet, must advise for people.';

export const PET_TOO_LINE =
  'If your pet may have swallowed some too or is hurt, contact your veterinarian straight away.';

const PET_EXPOSURE = ['intent.exposure', 'framing.eaten-already', 'intent.applied'];
// "we took our collie up the hill", "I took the rescue lurcher to the beach": an animal taken
// somewhere, not a medicine taken.
const TAKEN_ALONG = /\btook ((?:\w+ ){0,2}\w+)/g;
function personSwallowed(clause: string): boolean {
  if (!PERSON_EXPOSED.test(clause)) return false;
  return ![...clause.matchAll(TAKEN_ALONG)].some((taken) => namesAnAnimal(taken[1] ?? ''));
}
/**
 * "I ate some chocolate in front of him, can he have some?", "my husband took ibuprofen, can the
 * dog have one?": the only swallowing told is a person's, so no poison reached the pet.
 */
export function onlyAPersonSwallowed(question: string): boolean {
  const clauses = normalizeText(question).split(new RegExp(`${SENTENCES.source}|${CLAUSES.source}`));
  const persons = clauses.filter(personSwallowed);
  if (persons.length === 0) return false;
  // "my daughter ate a grape and so did the dog": the pet swallowed the same, told once.
  if (clauses.some((clause) => ATE_TOO.test(clause) && speciesNamedIn(clause).length > 0)) return false;
  const rest = lexicon().match(clauses.filter((clause) => !personSwallowed(clause)).join(', '));
  return !PET_EXPOSURE.some((concept) => rest.has(concept));
}
