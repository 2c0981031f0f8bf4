import { PLURAL, withNotice } from './answer-composer.js';
import type { CatalogPet, CatalogQuery, CatalogSort, MedicalFact } from './catalog-port.js';
import type { KnowledgeEntry } from './knowledge/types.js';
import { kindPlural } from './catalog-kinds.js';
import { describePet, formatAge } from './pet-format.js';
import type { PetSpecies } from './knowledge/types.js';

/** How many matches are left after a page; `atLeast` when there were too many to count. */
export interface MoreMatches {
  count: number;
  atLeast: boolean;
}

/** Where a page sits in its listing. */
export interface ListingPage {
  kind: string | undefined;
  /** Matches shown before this page (0 for a new listing). */
  offset: number;
  more: MoreMatches;
}

const FIRST_PAGE: ListingPage = { kind: undefined, offset: 0, more: { count: 0, atLeast: false } };

function moreLine(more: MoreMatches): string | undefined {
  if (more.count === 0) return undefined;
  const count = `${more.atLeast ? 'At least ' : ''}${more.count}`;
  const verb = more.count === 1 && !more.atLeast ? 'matches' : 'match';
  return `${count} more ${verb}: say "show me more" to see ${more.count === 1 ? 'it' : 'them'}.`;
}

const money = (minor: number) => (minor / 100).toFixed(2);

/** Echoes the bound as asked: "under 50" is stored as at most 49.99, "over 50" as at least 50.01. */
function priceWords(query: CatalogQuery): string[] {
  const words: string[] = [];
  const max = query.maxPriceMinor;
  const low = query.minPriceMinor;
  if (max !== undefined && low !== undefined && low % 100 !== 1)
    return [`from ${money(low)} to ${money(max)}`];
  if (max !== undefined)
    words.push((max + 1) % 100 === 0 ? `under ${money(max + 1)}` : `up to ${money(max)}`);
  // "over 50" is stored as at least 50.01; the low end of a range ("between 50 and 100") as 50.00.
  const min = query.minPriceMinor;
  if (min !== undefined) words.push(min % 100 === 1 ? `over ${money(min - 1)}` : `from ${money(min)}`);
  return words;
}

const MEDICAL_NAMES: Record<MedicalFact, [yes: string, no: string]> = {
  vaccinated: ['vaccinated', 'not vaccinated'],
  spayedNeutered: ['spayed or neutered', 'not spayed or neutered'],
  microchipped: ['microchipped', 'not microchipped'],
  specialNeeds: ['with special needs', 'without special needs'],
};

// "vaccinated and microchipped pets": the record's facts asked for, as the listing says them.
function medicalWords(query: CatalogQuery): string[] {
  const facts = Object.entries(query.medical ?? {}) as Array<[MedicalFact, boolean]>;
  const said = facts.map(([fact, wanted]) => MEDICAL_NAMES[fact][wanted ? 0 : 1]);
  const needs = said.filter((words) => words.startsWith('with'));
  const states = said.filter((words) => !words.startsWith('with'));
  // "dogs that are good with kids and microchipped": one relative clause for every state.
  const opening = query.goodWithKids === undefined ? 'that are' : 'and';
  const words = states.length === 0 ? [] : [`${opening} ${states.join(' and ')}`];
  return [...words, ...needs];
}

function describeWanted(query: CatalogQuery, kind?: string): string {
  const words: string[] = [];
  if (query.size !== undefined) words.push(query.size);
  if (query.gender !== undefined) words.push(query.gender);
  if (query.maxAgeMonths !== undefined && query.maxAgeMonths <= 12) words.push('young');
  if (query.minAgeMonths !== undefined && query.minAgeMonths >= 84) words.push('senior');
  // "siamese" is the same for one and many: "Siamese cats" says it is a listing.
  if (kind !== undefined && kindPlural(kind) === kind && query.species !== undefined) {
    words.push(`${kind} ${PLURAL[query.species]}`);
  } else if (kind !== undefined) words.push(kindPlural(kind));
  else words.push(query.species === undefined ? 'pets' : PLURAL[query.species]);
  const excluded = query.species === undefined ? (query.excludeSpecies ?? []) : [];
  if (excluded.length > 0) {
    const plurals = excluded.map((species) => PLURAL[species]);
    const last = plurals.pop() ?? '';
    words.push(`other than ${plurals.length > 0 ? `${plurals.join(', ')} and ${last}` : last}`);
  }
  if (query.goodWithKids === true) words.push('that are good with kids');
  if (query.goodWithKids === false) words.push('that are not suited to kids');
  words.push(...medicalWords(query));
  if (query.maxAgeMonths !== undefined && query.maxAgeMonths > 12) {
    words.push(`up to ${formatAge(query.maxAgeMonths)} old`);
  }
  words.push(...priceWords(query));
  return words.join(' ');
}

const SUPERLATIVES: Record<CatalogSort, { word: string; fact: (pet: CatalogPet) => string; order: string }> =
  {
    'price-asc': {
      word: 'cheapest',
      fact: (pet) => `at ${pet.price} ${pet.currency}`,
      order: 'Cheapest first',
    },
    'price-desc': {
      word: 'most expensive',
      fact: (pet) => `at ${pet.price} ${pet.currency}`,
      order: 'Most expensive first',
    },
    'age-asc': {
      word: 'youngest',
      fact: (pet) => `${formatAge(pet.ageMonths)} old`,
      order: 'Youngest first',
    },
    'age-desc': { word: 'oldest', fact: (pet) => `${formatAge(pet.ageMonths)} old`, order: 'Oldest first' },
  };

/** Lists the real pets the catalog returned; never invents one. A superlative names its winner first. */
export function composeCatalogAnswer(
  query: CatalogQuery,
  pets: readonly CatalogPet[],
  tip: KnowledgeEntry | undefined,
  page: ListingPage = FIRST_PAGE,
): string {
  const wanted = describeWanted(query, page.kind);
  const parts: string[] = [];
  const [first] = pets;
  const more = moreLine(page.more);
  if (page.offset > 0) {
    if (first === undefined) {
      parts.push(
        `That is all: no more ${wanted} are available right now beyond the ${page.offset} already shown.`,
      );
    } else {
      const lead = pets.length === 1 ? 'One more is' : `${pets.length} more ${wanted} are`;
      parts.push(`${lead} available right now:\n${pets.map(describePet).join('\n')}`);
      if (more !== undefined) parts.push(more);
      parts.push('Ask about any of them by name, or visit the store to meet them in person.');
    }
  } else if (first === undefined) {
    parts.push(
      `I could not find any ${wanted} available for adoption right now. New pets arrive regularly: ` +
        'check back soon, or widen the search (another size, age or price) and I will look again.',
    );
  } else if (query.sort !== undefined) {
    const superlative = SUPERLATIVES[query.sort];
    parts.push(
      `The ${superlative.word} of the available ${wanted} is ${first.name}, ${superlative.fact(first)}.`,
    );
    parts.push(`${superlative.order}:\n${pets.map(describePet).join('\n')}`);
    if (more !== undefined) parts.push(more);
    parts.push(`Ask me about ${first.name} or the others by name.`);
  } else {
    // "how many dogs do you have?": when the page is not the whole listing, the heading gives the
    // total, so a count is never read off the first page.
    const total = page.more.atLeast ? `More than ${pets.length}` : String(pets.length + page.more.count);
    const heading =
      page.more.count > 0
        ? `${total} ${wanted} are available right now; here are the first ${pets.length}:`
        : pets.length === 1
          ? `One pet matches (${wanted}) and is available right now:`
          : `These ${pets.length} ${wanted} are available right now:`;
    parts.push(`${heading}\n${pets.map(describePet).join('\n')}`);
    if (more !== undefined) parts.push(more);
    parts.push('Ask about any of them by name, or visit the store to meet them in person.');
  }
  if (tip !== undefined) parts.push(`**${tip.title}.** ${tip.text}`);
  return withNotice(parts);
}

export function composeCatalogUnavailableAnswer(): string {
  return withNotice([
    'I cannot look at the pet catalog from here right now. Please browse the available pets in the store, ' +
      'and ask me anything about caring for them.',
  ]);
}

/**
 * An animal the shelter has none of on offer ("any ferrets?", "a pony?"): said plainly, with no
 * other pet offered in its place.
 */
export function composeNoneOfKindAnswer(kind: string): string {
  const plural = kindPlural(kind);
  return withNotice([
    `Sorry, there are no ${plural} among the pets available for adoption right now. New pets arrive ` +
      'regularly, so do check back; ask me "what pets do you have?" to see everything on offer today.',
  ]);
}

/** The catalog is searched by dog, cat, rabbit, bird and reptile; other animals are filed together. */
export function composeUnsearchableAnimalAnswer(animal: string): string {
  return withNotice([
    `I can't search the catalog for ${animal}: I can look up dogs, cats, rabbits, birds and reptiles. ` +
      `Please ask the store staff whether they have any ${animal} at the moment.`,
  ]);
}

/** How many pets of one species are on offer; `atLeast` when there were more than counted. */
export interface SpeciesCount {
  species: PetSpecies | 'other';
  count: number;
  atLeast: boolean;
}

const SINGULAR: Record<PetSpecies | 'other', string> = {
  dog: 'dog',
  cat: 'cat',
  rabbit: 'rabbit',
  bird: 'bird',
  reptile: 'reptile',
  other: 'other pet (guinea pigs and other small animals)',
};
const OTHER_PLURAL = 'other pets (guinea pigs and other small animals)';

/** "What kinds of animals do you have?": how many of each species are on offer now. */
export function composeSpeciesOverview(counts: readonly SpeciesCount[]): string {
  const offered = counts.filter((entry) => entry.count > 0);
  if (offered.length === 0) {
    return withNotice([
      'No pets are available for adoption right now. New pets arrive regularly: check back soon.',
    ]);
  }
  const phrases = offered.map(({ species, count, atLeast }) => {
    const noun =
      count === 1 && !atLeast ? SINGULAR[species] : species === 'other' ? OTHER_PLURAL : PLURAL[species];
    return `${atLeast ? 'at least ' : ''}${count} ${noun}`;
  });
  const list = phrases.length === 1 ? phrases[0] : `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
  return withNotice([
    `Right now these pets are available for adoption: ${list}.`,
    'Ask for the ones you would like to see ("show me the cats", "cheapest rabbit"), or ask about any pet by name.',
  ]);
}

const COMPARATIVES: Record<CatalogSort, string> = {
  'price-asc': 'cheaper',
  'price-desc': 'more expensive',
  'age-asc': 'younger',
  'age-desc': 'older',
};

/** "Which of the two is cheaper?": the pets discussed, ranked by the ordering asked, winner first. */
export function composeComparison(pets: readonly CatalogPet[], sort: CatalogSort): string {
  const known = sort.startsWith('age') ? pets.filter((pet) => pet.ageMonths > 0) : [...pets];
  const minor = (pet: CatalogPet) => Math.round(Number(pet.price) * 100);
  const key = sort.startsWith('age') ? (pet: CatalogPet) => pet.ageMonths : minor;
  const ranked = [...known].sort((left, right) =>
    sort.endsWith('asc') ? key(left) - key(right) : key(right) - key(left),
  );
  const [winner] = ranked;
  const superlative = SUPERLATIVES[sort];
  const names = pets.map((pet) => pet.name);
  const among =
    names.length === 2
      ? `${names[0]} and ${names[1]}`
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const word = pets.length === 2 ? COMPARATIVES[sort] : superlative.word;
  const lead =
    winner === undefined
      ? `The records of ${among} do not say enough to compare them.`
      : `Of ${among}, ${winner.name} is the ${word}, ${superlative.fact(winner)}.`;
  return [lead, pets.map(describePet).join('\n')].join('\n\n');
}
