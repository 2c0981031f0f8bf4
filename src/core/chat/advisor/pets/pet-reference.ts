import type { CatalogPet, PetCatalogPort } from '../catalog-port.js';
import { speciesMentionedIn } from '../species.js';
import type { ConversationPets } from './conversation-pets.js';

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
const MAX_NAME_LOOKUPS = 3;
const GENERIC_ANIMAL =
  /^(dogs?|cats?|pupp(y|ies)|pups?|kittens?|kitt(y|ies)|rabbits?|bunn(y|ies)|birds?|pets?|animals?|reptiles?)$/;
const SINGULAR_PRONOUN =
  /\b(he|she|him|her|hers|his|it|its|this one|that one|this (dog|cat|rabbit|bird|pet))\b/;
const PLURAL_PRONOUN = /\b(they|them|their|those|these|both|each of them|all of them|any of them)\b/;
// "my dog ... she" is the user's own pet, not one from the catalog.
const OWN_PET = /\b(my|our|mine|ours)\b/;

/** "my dog Bella", "our Bella", "a cat called Luna": the user's own pet, whatever the catalog holds. */
function namesOwnPet(lowerQuestion: string, lowerName: string): boolean {
  const name = lowerName.replace(/[^\p{L}' -]/gu, '');
  return new RegExp(`\\b((my|our) ([\\p{L}]+ ){0,2}|(called|named) )${name}\\b`, 'u').test(lowerQuestion);
}

/** Pet names in the question: names already mentioned, and capitalised words that may be names. */
function candidateNames(question: string, known: readonly string[]): string[] {
  const lower = question.toLowerCase();
  const fromConversation = known.filter((name) =>
    new RegExp(`\\b${name.toLowerCase().replace(/[^\p{L}' -]/gu, '')}\\b`, 'u').test(lower),
  );
  const capitalised = [...question.matchAll(/\b\p{Lu}[\p{Ll}']{2,}\b/gu)]
    .map((match) => match[0].replace(/['’]s$/, ''))
    .filter((word) => !NOT_NAMES.has(word.toLowerCase()) && speciesMentionedIn(word) === undefined);
  const all = [...fromConversation, ...capitalised];
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
  if (/\b(she|her|hers)\b/.test(text)) return 'FEMALE';
  if (/\b(he|him|his)\b/.test(text)) return 'MALE';
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
  const names = candidateNames(question, pets.mentioned).slice(0, MAX_NAME_LOOKUPS);
  const named = await records(catalog, tenantId, names);
  if (named.length > 0) return named;
  const text = question.toLowerCase().replace(/[’']/g, '');
  if (OWN_PET.test(text) || pets.mentioned.length === 0) return [];

  const listed = pets.lastListing.length > 0 ? pets.lastListing : pets.mentioned.slice(-1);
  const breedWord = /\bthe ([a-z]+( [a-z]+)?)\b/.exec(text);
  if (breedWord !== null && speciesMentionedIn(breedWord[1] ?? '') !== undefined) {
    const candidates = await records(catalog, tenantId, listed);
    // "the cheapest cat" names no breed: generic animal words are not compared with breeds.
    const words = (breedWord[1] ?? '').split(' ').filter((word) => !GENERIC_ANIMAL.test(word));
    const byBreed = candidates.filter((pet) =>
      words.some((word) => pet.breed.toLowerCase().includes(word.replace(/s$/, ''))),
    );
    if (byBreed.length > 0) return byBreed.slice(0, 1);
  }
  if (PLURAL_PRONOUN.test(text) && pets.lastListing.length > 1) {
    return records(catalog, tenantId, pets.lastListing);
  }
  if (!SINGULAR_PRONOUN.test(text)) return [];
  if (pets.focus !== undefined) return records(catalog, tenantId, [pets.focus]);
  const gender = pronounGender(text);
  const candidates = await records(catalog, tenantId, listed);
  const matching = gender === undefined ? candidates : candidates.filter((pet) => pet.gender === gender);
  return matching.length === 1 ? matching : [];
}
