import { lexicon } from './lexicon/index.js';
import { normalizeText } from './lexicon/text-normalizer.js';
import { PERSON_EMERGENCY_LINE, personHarmed } from './person-harmed.js';

// "the dog I'm walking", "my neighbour's cat", "a stray": the pet is someone else's, and its
// people need to know, though help must not wait for them.
const SOMEONE_ELSES_PET =
  /\b(neighbou?rs?s?|(im|i am) (walking|minding|looking after|pet sitting|dog sitting|cat sitting|fostering)|(walking|minding|looking after) (a|the|my \w+s|someones|their)|strays?|someones (pet|dog|cat|rabbit|bunny)|not (my|our) (dog|cat|pet|rabbit)|(a|the) (dog|cat|rabbit) (i|we) found)\b/;
// "we are 10", "I'm 9 and my mum is out": a child is asking.
const A_CHILD_ASKING =
  /\b(we are|were|i am|im) (\d|1[0-3]|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)( years old)?\b(?! (kg|kilos?|weeks|months|lb))/;

// "my nan's cat", "my sister's old lab": a relative's, said of an animal. "my nan's aspirin" is the
// owner's medicine cabinet, not someone else's pet.
const SOMEONES =
  /\b((my|our) (sister|brother|mum|mom|dad|friend|nan|gran|grandma|grandad|grandparents|parents|flatmate|housemate|aunt|uncle|cousin|boss|landlord)s)(?<after>(?: \w+){1,3})/g;
const ANIMAL_DOMAINS = ['animal', 'kind'];
function someonesAnimal(text: string): boolean {
  return [...text.matchAll(SOMEONES)].some((match) => {
    const after = match.groups?.after ?? '';
    const found = lexicon().match(after);
    return /\bpets?\b/.test(after) || ANIMAL_DOMAINS.some((domain) => found.inDomain(domain).length > 0);
  });
}

// "a hedgehog out in daylight", "a fledgling fell out of the nest": a wild animal, whose help is a
// vet or a wildlife rescue. "our dog was bitten by a fox" is about the dog.
const A_WILD_ANIMAL =
  /\b(wild (animal|bird|rabbit|hare|duck|mouse|rat)s?|wildlife|hedgehogs?|foxe?s?|squirrels?|pigeons?|fledglings?|(fell|fallen) (out of|from) (the|its|a) nest|deer|badgers?|seagulls?|gulls?)\b/;
const OWN_PET = /\b(my|our) (dog|cat|puppy|pup|kitten|rabbit|bunny|pet)s?\b/;

/** Lines an emergency answer adds for who is asking: someone else's pet, a wild animal, or a child. */
export function linesForWhoIsAsking(question: string): string[] {
  const text = normalizeText(question);
  const lines: string[] = [];
  if (SOMEONE_ELSES_PET.test(text) || someonesAnimal(text))
    lines.push(
      'If the pet is not yours, tell its owner or family straight away, but do not wait for them before getting it help.',
    );
  if (A_WILD_ANIMAL.test(text) && !OWN_PET.test(text))
    lines.push(
      'If it is a wild animal, a vet or a local wildlife rescue will help: lift it with gloves or a towel into a ventilated box, and keep it dark, quiet and warm on the way.',
    );
  if (A_CHILD_ASKING.test(text)) lines.push('Ask an adult to help you call the vet now.');
  if (personHarmed(question) !== undefined) lines.push(PERSON_EMERGENCY_LINE);
  return lines;
}
