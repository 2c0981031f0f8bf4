import damerauLevenshtein from 'damerau-levenshtein';
import { asksSuperlative, isCatalogQuestion } from '../catalog-intent.js';
import type { CatalogPet, PetCatalogPort } from '../catalog-port.js';
import { isOfKind, kindAsked } from '../catalog-kinds.js';
import { lexicon } from '../lexicon/index.js';
import { normalizeText, tokenize } from '../lexicon/text-normalizer.js';
import { speciesMentionedIn } from '../species.js';
import type { ConversationPets } from './conversation-state.js';
import { asksOverview, recordFactsAsked } from './record-facts.js';

// Capitalised words that start questions or name things other than pets; never looked up.
const NOT_NAMES = new Set(
  (
    'i im ive id is are was were am do does did can could would should will shall may might must has have had ' +
    'what which who whom whose when where why how tell show give list please thanks thank hi hello hey ok okay ' +
    'and but or so then also the a an any some this that these those my our your his her its their he she it ' +
    'they we you me him them us yes no not just about more much many if for with from to of in on at by ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april june july august ' +
    'september october november december easter christmas usd eur gbp vet dr mr mrs ms'
  ).split(' '),
);
const MAX_NAME_LOOKUPS = 4;
const ORDINAL =
  /\bthe (first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th) (one|dog|cat|pet|animal|rabbit|bunny|bird|reptile|kitten|puppy|lizard|snake|turtle)\b/;
const ORDINAL_PLACES: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  last: -1,
};
const BARE_QUESTION_WORDS = 5;
const GENERIC_ANIMAL =
  /^(dogs?|cats?|pupp(y|ies)|pups?|kittens?|kitt(y|ies)|rabbits?|bunn(y|ies)|birds?|pets?|animals?|reptiles?)$/;
// "the girl", "the little boy": a pet of the listing by its sex, as a pronoun would point.
const THE_FEMALE = /\b(she|her|hers|the (little )?(girl|female|lady|doe))\b/;
const THE_MALE = /\b(he|him|his|the (little )?(boy|male|fella|fellow|buck))\b/;
const SINGULAR_PRONOUN = new RegExp(
  `\\b(he|she|him|her|hers|his|it|its|this one|that one|this (dog|cat|rabbit|bird|pet))\\b|${THE_FEMALE.source}|${THE_MALE.source}`,
);
const PLURAL_PRONOUN = /\b(they|them|their|those|these|both|each of them|all of them|any of them)\b/;
const PETS_DISCUSSED =
  /\b(of (the|these|those) (two|three|pair)|of (them|both)|between (them|the two|these two|those two)|the two|these two|those two|both)\b/;
// "my dog ... she" is the user's own pet, not one from the catalog.
const OWN_PET = /\b(my|our|mine|ours)\b/;
// "my grandchildren visit", "our youngest is three", "my garden": the asker's people and places,
// which say nothing of a pet of their own.
const ASKERS_PEOPLE_AND_PLACES =
  /\b(my|our) (\w+ )?(kids?|child|children|grandchildren|grandkids|grandsons?|granddaughters?|sons?|daughters?|husband|wife|partner|family|mum|mom|dad|parents?|twins|toddlers?|baby|babies|youngest|eldest|oldest|sister|brother|house|home|flat|apartment|garden|yard|neighbou?rs?|friends?)\b/g;
// "we have three cats and a tortoise": animals the household has, so "the tortoise" is theirs.
const HOUSEHOLD_HAS = /\b(we|i) (have|own|keep|already have)\b([^.?!]{0,40})/;
function ownsAnimals(text: string): boolean {
  const household = HOUSEHOLD_HAS.exec(text)?.[3];
  return household !== undefined && speciesMentionedIn(household) !== undefined;
}

/**
 * "my dog Bella", "our Bella", "I have a cat called Luna": the user's own pet, whatever the
 * catalog holds. "do you have a dog called Max?" asks the shop, so "called" alone does not count.
 */
// "mi perro Rocky", "mein Hund Max", "mera dog Bruno": the owner's word for "my" in the language
// the message is mixed with.
const MY_IN_OTHER_LANGUAGES =
  'mi|mis|mon|mes|mein|meine|meinen|meinem|mijn|mio|meu|minha|nuestro|nuestra|notre|unser|unsere|mera|meri|mere|aking|wor';
// "picked Daisy up after her spay", "Bella (8, not done)": a pet the owner brings back from its
// own vet, or tells the age of in passing, is theirs.
const OWN_PET_AFTER_NAME =
  ' (?:(?:up|home|back) )?(?:from|after) (?:his|her|its|their|the) (?:spay|op|operation|surgery|castration|neuter|dental|vets?|groomers?|kennels?|cattery|jabs?|booster)\\b| ?\\(\\d';

// The catalog's names come back question after question: each one's pattern is built once.
const OWN_PET_PATTERNS_REMEMBERED = 1_000;
const ownPetPatterns = new Map<string, RegExp>();
function ownPetPattern(lowerName: string): RegExp {
  const remembered = ownPetPatterns.get(lowerName);
  if (remembered !== undefined) return remembered;
  const name = lowerName.replace(/[^\p{L}' -]/gu, '');
  const pattern = new RegExp(
    `\\b((my|our|${MY_IN_OTHER_LANGUAGES}) ([\\p{L}]+ ){0,2}((is )?(called|named) )?|(i|we) (have|got|adopted|rescued) (a|an) ([\\p{L}]+ ){0,2}(called|named) )${name}\\b|\\b${name}(?:${OWN_PET_AFTER_NAME})`,
    'u',
  );
  if (ownPetPatterns.size >= OWN_PET_PATTERNS_REMEMBERED) ownPetPatterns.clear();
  ownPetPatterns.set(lowerName, pattern);
  return pattern;
}

function namesOwnPet(lowerQuestion: string, lowerName: string): boolean {
  return ownPetPattern(lowerName).test(lowerQuestion);
}

// A name is a run of capitalised words, with the small words names carry ("Duke of York").
const CAPITALISED_RUN = /\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:of|the|de|del|la|le|von|van)\s+)?\p{Lu}[\p{L}'’-]*)*/gu;

function wordsOf(run: string): string[] {
  return run.split(/\s+/).map((word) => word.replace(/['’]s$/, ''));
}

/** "Is Mister Pickles vaccinated?" gives "Mister Pickles" (and each word, in case only one is the name). */
function capitalisedCandidates(question: string): string[] {
  const candidates: string[] = [];
  for (const match of question.matchAll(CAPITALISED_RUN)) {
    const words = wordsOf(match[0]);
    while (words.length > 0 && NOT_NAMES.has((words[0] ?? '').toLowerCase())) words.shift();
    while (words.length > 0 && NOT_NAMES.has((words.at(-1) ?? '').toLowerCase())) words.pop();
    const useful = words.filter(
      (word) =>
        word.length >= 2 && !NOT_NAMES.has(word.toLowerCase()) && speciesMentionedIn(word) === undefined,
    );
    if (useful.length === 0) continue;
    if (words.length > 1) candidates.push(words.join(' '));
    candidates.push(...useful);
  }
  return candidates;
}

// Lowercase words that are ordinary English, though the knowledge base may not use them.
const EVERYDAY_WORDS = new Set(
  (
    'still available adopt adoption adopted buy sell price cost costs much old age info information details ' +
    'about like want looking interested meet see visit anything something thing one ones guys u ur pls plz ' +
    'cheap cheapest good nice cute really very too there here now today yet got get does doing done'
  ).split(' '),
);

const NAME_ENDING_SENTENCE =
  /\b(adopt|adopting|about|meet|meeting|called|named) ([a-z][a-z'-]{1,20})\s*(?=[?.!,]|$)/g;

/**
 * "tell me about mister pickles", "is chloe still available": names typed in lowercase are runs
 * of words that are neither in the advisor's vocabulary nor everyday words, tried as a whole and
 * word by word.
 */
function lowercaseCandidates(question: string): string[] {
  const runs: string[][] = [[]];
  // "max 200 bucks", "max. £150": a limit, not a pet called Max.
  for (const { word } of tokenize(question.replace(/\bmax(imum)?\.?\s*(of\s*)?[$£€]?\d/gi, ' '))) {
    const name =
      word.length >= 2 &&
      !/^\d/.test(word) &&
      !NOT_NAMES.has(word) &&
      !EVERYDAY_WORDS.has(word) &&
      !lexicon().knows(word) &&
      speciesMentionedIn(word) === undefined;
    if (name) runs.at(-1)?.push(word);
    else if ((runs.at(-1)?.length ?? 0) > 0) runs.push([]);
  }
  // "the cost of adopting peanut", "tell me about biscuit": a word that ends the sentence after
  // "adopt", "about", "meet" or "called" is tried as a name even when it is also a common word.
  const ending = [...question.toLowerCase().matchAll(NAME_ENDING_SENTENCE)].map((match) => match[2] ?? '');
  if (ending.length > 0) runs.push(ending);
  // "chloes price": a possessive typed without its apostrophe is tried without the "s" too.
  return runs
    .filter((run) => run.length > 0)
    .flatMap((run) => (run.length > 1 ? [run.join(' '), ...run] : run))
    .flatMap((name) => (/[a-z]{3,}s$/.test(name) ? [name, name.slice(0, -1)] : [name]));
}

/**
 * Pet names in the question: names the conversation already looked up (compared with case and
 * accents folded, so "zoe" finds Zoë), then capitalised words that may be names.
 */
function candidateNames(question: string, known: readonly string[]): string[] {
  const folded = ` ${normalizeText(question).replace(/[^a-z0-9]+/g, ' ')} `;
  const fromConversation = known.filter((name) =>
    folded.includes(
      ` ${normalizeText(name)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()} `,
    ),
  );
  const lower = question.toLowerCase();
  const capitalised = capitalisedCandidates(question);
  const all = [
    ...fromConversation,
    ...(capitalised.length > 0 || fromConversation.length > 0 ? capitalised : lowercaseCandidates(question)),
  ];
  return all.filter(
    (name, index) =>
      all.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index &&
      !namesOwnPet(lower, name.toLowerCase()),
  );
}

/** Among namesakes, the pet on offer is the one meant. */
function preferAvailable(pets: readonly CatalogPet[]): CatalogPet | undefined {
  return pets.find((pet) => pet.status === 'AVAILABLE') ?? pets[0];
}

async function records(
  catalog: PetCatalogPort,
  tenantId: string,
  names: readonly string[],
): Promise<CatalogPet[]> {
  const found = await Promise.all(names.map((name) => catalog.findByName(tenantId, name)));
  return found.map(preferAvailable).filter((pet): pet is CatalogPet => pet !== undefined);
}

function pronounGender(text: string): string | undefined {
  if (THE_FEMALE.test(text)) return 'FEMALE';
  if (THE_MALE.test(text)) return 'MALE';
  return undefined;
}

/**
 * The catalog pets a question is about, by name ("is Daisy vaccinated?"), by breed among the pets
 * just listed ("is the beagle vaccinated?"), or by pronoun ("how old is she?", "are they good
 * with kids?"). Each is read fresh from the catalog, so answers come from the record itself.
 */
export async function referencedPets(
  question: string,
  pets: ConversationPets,
  catalog: PetCatalogPort,
  tenantId: string,
): Promise<CatalogPet[]> {
  const names = candidateNames(withTitlesSpelledOut(question), pets.mentioned).slice(0, MAX_NAME_LOOKUPS);
  const named = await records(catalog, tenantId, names);
  // "Mister Pickles" was found: its single words ("Pickles") are not other pets.
  if (named.length > 0) return withoutPartsOf(named);
  const text = question.toLowerCase().replace(/[’']/g, '');
  if (OWN_PET.test(text.replace(ASKERS_PEOPLE_AND_PLACES, ' ')) || ownsAnimals(text)) return [];
  // "how much is thumpr", "DAISEY how much": a name typed with a slip, about a pet on offer.
  // A request for pets ("Small dogs for an apartment?") names none.
  const asksOfAPet = recordFactsAsked(question).length > 0 || asksOverview(question);
  if (names.length > 0 && asksOfAPet && !isCatalogQuestion(question)) {
    const misspelt = await availableNamedLike(names, catalog, tenantId);
    if (misspelt !== undefined) return [misspelt];
  }
  if (pets.mentioned.length === 0) {
    // "how much is the bearded dragon?": in a shop's chat, a fact asked of "the" breed or kind
    // means the shop's pet of that breed, when it has exactly one.
    if (recordFactsAsked(question).length === 0) return [];
    const byBreed = await availableOfBreedNamed(text, catalog, tenantId);
    return byBreed.length === 1 ? byBreed : [];
  }

  const listed = pets.lastListing.length > 0 ? pets.lastListing : pets.mentioned.slice(-1);
  // "is the first one neutered?", "how much is the last cat?": a place in the listing just shown.
  const ordinal = ORDINAL.exec(text)?.[1];
  if (ordinal !== undefined && pets.lastListing.length > 0) {
    const place = ORDINAL_PLACES[ordinal] ?? 0;
    const name = place < 0 ? pets.lastListing.at(-1) : pets.lastListing[place];
    if (name !== undefined) return records(catalog, tenantId, [name]);
  }
  // "is the beagle vaccinated?", "is the longhair good with kids?": a breed word of a pet just
  // listed (only the listed pets' breeds are compared, so any word may be one).
  const breedWord = /\bthe ([a-z]+( [a-z]+)?)\b/.exec(text);
  if (breedWord !== null && !NOT_NAMES.has((breedWord[1] ?? '').split(' ')[0] ?? '')) {
    const candidates = await records(catalog, tenantId, listed);
    // "the cheapest cat" names no breed: generic animal words are not compared with breeds.
    const words = (breedWord[1] ?? '').split(' ').filter((word) => !GENERIC_ANIMAL.test(word));
    const byBreed = candidates.filter((pet) =>
      words.some((word) => pet.breed.toLowerCase().includes(word.replace(/s$/, ''))),
    );
    if (byBreed.length > 0) return byBreed.slice(0, 1);
  }
  // "beagle had her shots?": a listed pet's breed opening a terse question, without "the".
  const opening = /^\W*([a-z]{4,})\b/.exec(text)?.[1];
  if (opening !== undefined && !NOT_NAMES.has(opening) && !GENERIC_ANIMAL.test(opening)) {
    const candidates = await records(catalog, tenantId, listed);
    const stem = opening.replace(/s$/, '');
    const byBreed = candidates.filter((pet) => new RegExp(`\\b${stem}`).test(pet.breed.toLowerCase()));
    if (byBreed.length === 1) return byBreed;
  }
  // "which of the two is cheaper?" after Thumper, then Clover: the pets just discussed, not a listing.
  const group = PETS_DISCUSSED.exec(text);
  if (group !== null && pets.lastListing.length <= 1 && pets.mentioned.length >= 2) {
    const count = /\bthree\b/.test(group[0]) ? 3 : 2;
    return records(catalog, tenantId, pets.mentioned.slice(-count));
  }
  // "of these, which has the lowest age?": an ordering of the listing, not each pet's age.
  if (PLURAL_PRONOUN.test(text) && pets.lastListing.length > 1 && !asksSuperlative(question)) {
    return records(catalog, tenantId, pets.lastListing);
  }
  // "how old?", "and the price?": a bare question about a record is about the pet in focus.
  const bareFactQuestion =
    recordFactsAsked(question).length > 0 &&
    // "and the most expensive?" after "the cheapest dog" asks for another ordering, not a fact.
    !asksSuperlative(question) &&
    text.split(/\s+/).length <= BARE_QUESTION_WORDS &&
    speciesMentionedIn(text) === undefined;
  if (bareFactQuestion && pets.focus !== undefined) return focusOrNamesake(text, pets, catalog, tenantId);
  // "good with little kids?" right after a listing, no pet in focus: asked of each pet listed.
  if (bareFactQuestion && pets.lastListing.length > 1 && !SINGULAR_PRONOUN.test(text)) {
    return records(catalog, tenantId, pets.lastListing);
  }
  if (!SINGULAR_PRONOUN.test(text)) return [];
  if (pets.focus !== undefined) return focusOrNamesake(text, pets, catalog, tenantId);
  const gender = pronounGender(text);
  const candidates = await records(catalog, tenantId, listed);
  const matching = gender === undefined ? candidates : candidates.filter((pet) => pet.gender === gender);
  return matching.length === 1 ? matching : [];
}

// "is Nala available?", "has Biscuit been adopted?", "how much is Rex?": a question about one
// pet by name and nothing more, so a name the catalog does not know is answered as unknown.
const STATUS_OF_NAME =
  /^\W*(?:(?:is|has|are) (NAME) (?:still |already |now )?(?:available|adoptable|adopted|been adopted|taken|reserved|up for adoption|for adoption|still (?:there|here|around))|how much (?:is|for) (NAME)|(?:whats|what's|what is) (?:the )?(?:price|fee|adoption fee|cost) (?:of|for) (NAME)|(?:can|could) (?:i|I|we) (?:adopt|meet|see|visit) (NAME))(?:[.?!]+(?:\s|$)|\s*$)/;
const CAPITALISED_NAME = String.raw`\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)?`;
const NAME_STATUS_QUESTION = new RegExp(STATUS_OF_NAME.source.replace(/NAME/g, CAPITALISED_NAME), 'u');

/**
 * The name a question asks about when it asks only whether that pet is on offer or its price,
 * the name capitalised as names are ("is Nala available?"). Undefined for anything else.
 */
export function petNameAskedAbout(question: string): string | undefined {
  // The question word may open the sentence capitalised ("Is Nala available?"); the name may not.
  const opening = question
    .trim()
    .replace(/^(\W*)(\p{Lu})/u, (_, space: string, letter: string) => space + letter.toLowerCase());
  const match = NAME_STATUS_QUESTION.exec(withTitlesSpelledOut(opening));
  const name = match?.slice(1).find((group) => group !== undefined);
  if (name === undefined) return undefined;
  const words = name.split(' ');
  const notAName = words.some(
    (word) => NOT_NAMES.has(word.toLowerCase()) || speciesMentionedIn(word) !== undefined,
  );
  return notAName ? undefined : name;
}

// A slip is forgiven in longer names only, as in the lexicon: one edit from five letters, two
// from nine, so "Luna" is never taken for "Lina".
const MIN_FUZZY_NAME = 5;
const TWO_EDITS_NAME = 9;
const foldName = (name: string) =>
  normalizeText(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The one available pet whose name is a slip away from a name the question gives ("thumpr" is
 * Thumper): only the tenant's pets on offer are compared, and only when one alone is that close.
 */
async function availableNamedLike(
  names: readonly string[],
  catalog: PetCatalogPort,
  tenantId: string,
): Promise<CatalogPet | undefined> {
  const typed = names.map(foldName).filter((name) => name.length >= MIN_FUZZY_NAME);
  if (typed.length === 0) return undefined;
  const offered = await catalog.searchAvailable(tenantId, { limit: BREED_SEARCH_LIMIT });
  const close = offered.filter((pet) => {
    const name = foldName(pet.name);
    const edits = name.length >= TWO_EDITS_NAME ? 2 : 1;
    return typed.some((word) => damerauLevenshtein(word, name).steps <= edits);
  });
  return close.length === 1 ? close[0] : undefined;
}

const MAX_PRONOUN_LOOKBACK = 3;

/**
 * The pet in focus, unless the pronoun does not fit it: "is he vaccinated?" after Rocky, then
 * Daisy, is about Rocky. The pets discussed most recently are tried, newest first; a pet whose
 * sex is not recorded fits either pronoun.
 */
async function focusOrNamesake(
  text: string,
  pets: ConversationPets,
  catalog: PetCatalogPort,
  tenantId: string,
): Promise<CatalogPet[]> {
  const focus = await records(catalog, tenantId, [pets.focus ?? '']);
  const gender = pronounGender(text);
  const fits = (pet: CatalogPet) => gender === undefined || pet.gender === gender || pet.gender === 'UNKNOWN';
  if (focus.every(fits)) return focus;
  const recent = pets.mentioned
    .filter((name) => name !== pets.focus)
    .slice(-MAX_PRONOUN_LOOKBACK)
    .reverse();
  for (const pet of await records(catalog, tenantId, recent)) {
    if (fits(pet)) return [pet];
  }
  return focus;
}

function withoutPartsOf(pets: readonly CatalogPet[]): CatalogPet[] {
  return pets.filter(
    (pet) =>
      !pets.some(
        (other) => other !== pet && other.name.length > pet.name.length && other.name.includes(pet.name),
      ) && pets.findIndex((other) => other.id === pet.id) === pets.indexOf(pet),
  );
}

// Titles written short: "mr pickles" is Mister Pickles.
const TITLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bMr\.?(?=\s)/g, 'Mister'],
  [/\bmr\.?(?=\s)/g, 'mister'],
  [/\bMrs\.?(?=\s)/g, 'Missus'],
  [/\bmrs\.?(?=\s)/g, 'missus'],
  [/\bDr\.?(?=\s)/g, 'Doctor'],
  [/\bdr\.?(?=\s)/g, 'doctor'],
];

function withTitlesSpelledOut(question: string): string {
  return TITLES.reduce((text, [short, long]) => text.replace(short, long), question);
}

const MAX_BREED_WORDS = 3;
// Every pet on offer is read to compare breeds; a shop's catalog is far smaller than this.
const BREED_SEARCH_LIMIT = 200;

// Everyday words that begin a breed's word: "the long grass" is no Domestic Longhair, "the short
// walk" no Shorthair. They name a breed only as a whole word.
const WHOLE_WORD_ONLY = new Set([
  'long',
  'short',
  'old',
  'new',
  'big',
  'small',
  'tall',
  'high',
  'low',
  'young',
]);

/**
 * The available pets whose breed the words after "the" name ("the leopard gecko", "the
 * chihuahua good with kids" tries "chihuahua good with", "chihuahua good", then "chihuahua").
 */
async function availableOfBreedNamed(
  text: string,
  catalog: PetCatalogPort,
  tenantId: string,
): Promise<CatalogPet[]> {
  // "the price of the bearded dragon": every "the" is tried, not only the first.
  const phrases = [...text.matchAll(/\b(?:the|that|this) (?=([a-z]+(?: [a-z]+){0,2}))/g)].map(
    (match) => match[1] ?? '',
  );
  const tried = phrases
    .map((after) => after.split(' ').slice(0, MAX_BREED_WORDS))
    .filter((words) => !GENERIC_ANIMAL.test(words[0] ?? '') && !NOT_NAMES.has(words[0] ?? ''));
  if (tried.length === 0) return [];
  const offered = await catalog.searchAvailable(tenantId, { limit: BREED_SEARCH_LIMIT });
  for (const words of tried) {
    for (let count = words.length; count > 0; count -= 1) {
      const wanted = words.slice(0, count).map((word) => word.replace(/s$/, ''));
      if (NOT_NAMES.has(wanted.at(-1) ?? '')) continue;
      const matching = offered.filter((pet) => {
        const breed = pet.breed.toLowerCase();
        return wanted.every((word) =>
          new RegExp(`\\b${word}${WHOLE_WORD_ONLY.has(word) ? '\\b' : ''}`).test(breed),
        );
      });
      if (matching.length > 0) return matching;
    }
    // "the budgie" is a Budgerigar, "the lizard" a Leopard Gecko: a kind the lexicon knows.
    const kind = kindAsked(words.join(' '));
    const ofKind = kind === undefined ? [] : offered.filter((pet) => isOfKind(pet, kind));
    if (ofKind.length > 0) return ofKind;
  }
  return [];
}
