import type { CatalogPet } from '../catalog-port.js';
import { formatAge } from '../pet-format.js';
import type { RecordFact } from './record-facts.js';

const STATUS_LINES: Record<string, (name: string) => string> = {
  AVAILABLE: (name) => `${name} is available for adoption right now.`,
  PENDING: (name) => `${name} is reserved by another adopter at the moment (adoption pending).`,
  ADOPTED: (name) => `${name} has already been adopted and gone to a new home.`,
  NOT_AVAILABLE: (name) => `${name} is not available for adoption at the moment.`,
};
const ASK_STAFF = 'the store staff can check for you';
// Said of a fact the record leaves empty, so the owner knows it is unknown rather than a no.
const NOT_RECORDED = `: it is not recorded, and ${ASK_STAFF}`;

function pronouns(pet: CatalogPet) {
  if (pet.gender === 'FEMALE') return { subject: 'she', object: 'her', is: 'she is', has: 'she has' };
  if (pet.gender === 'MALE') return { subject: 'he', object: 'him', is: 'he is', has: 'he has' };
  return { subject: 'it', object: 'it', is: 'it is', has: 'it has' };
}

/** `**Name** (breed, age)`: the form the conversation reads back to know which pet was meant. */
export function petBadge(pet: CatalogPet): string {
  const traits = [pet.breed, pet.ageMonths > 0 ? formatAge(pet.ageMonths) : ''].filter(
    (trait) => trait !== '',
  );
  return traits.length === 0 ? `**${pet.name}**` : `**${pet.name}** (${traits.join(', ')})`;
}

function yesNo(
  value: boolean | null,
  pet: CatalogPet,
  yes: string,
  no: string,
  unknownAbout: string,
): string {
  if (value === true) return `Yes, ${yes}.`;
  if (value === false) return `No, ${no}.`;
  return `${pet.name}'s record does not say whether ${pronouns(pet).is} ${unknownAbout}${NOT_RECORDED}.`;
}

function neuteredWord(pet: CatalogPet): string {
  return pet.gender === 'FEMALE' ? 'spayed' : 'neutered';
}

function healthLine(pet: CatalogPet): string {
  const { healthNotes, specialNeeds } = pet.medical;
  const needs = specialNeeds === true ? ` ${pet.name} is listed as a special-needs pet.` : '';
  if (healthNotes !== null && healthNotes.trim() !== '') {
    return `${pet.name}'s health notes say: ${healthNotes.trim()}${needs}`;
  }
  return `${pet.name}'s record lists no health issues.${needs}`;
}

function factLine(fact: RecordFact, pet: CatalogPet): string {
  const name = pet.name;
  const them = pronouns(pet);
  switch (fact) {
    case 'status':
      return (STATUS_LINES[pet.status] ?? STATUS_LINES['NOT_AVAILABLE']!)(name);
    case 'age':
      return pet.ageMonths > 0
        ? `${name} is ${formatAge(pet.ageMonths)} old.`
        : `${name}'s age is not recorded; ${ASK_STAFF}.`;
    case 'breed':
      return pet.breed !== '' ? `${name} is a ${pet.breed}.` : `${name}'s breed is not recorded.`;
    case 'price':
      return `${name}'s adoption fee is ${pet.price} ${pet.currency}.`;
    case 'kids':
      return yesNo(
        pet.goodWithKids,
        pet,
        `${name} is good with kids`,
        `${name} is not recommended for a home with children`,
        'good with kids',
      );
    case 'vaccinated':
      return yesNo(
        pet.medical.vaccinated,
        pet,
        `${name} is vaccinated`,
        `${name} is not fully vaccinated yet`,
        'vaccinated',
      );
    case 'neutered':
      return yesNo(
        pet.medical.spayedNeutered,
        pet,
        `${name} is ${neuteredWord(pet)}`,
        `${name} is not ${neuteredWord(pet)} yet`,
        neuteredWord(pet),
      );
    case 'microchipped':
      return yesNo(
        pet.medical.microchipped,
        pet,
        `${name} is microchipped`,
        `${name} is not microchipped yet`,
        'microchipped',
      );
    case 'specialNeeds':
      if (pet.medical.specialNeeds === true) {
        const notes = pet.medical.healthNotes ?? '';
        return `Yes, ${name} has special needs${notes === '' ? '' : `: ${notes}`}`;
      }
      return pet.medical.specialNeeds === false
        ? `No, ${name} has no special needs on record.`
        : `${name}'s record does not say whether ${them.has} special needs${NOT_RECORDED}.`;
    case 'health':
      return healthLine(pet);
    case 'size':
      return pet.size !== ''
        ? `${name} is a ${pet.size.toLowerCase()} ${pet.species.toLowerCase()}.`
        : `${name}'s size is not recorded.`;
    case 'otherPets':
      return `${name}'s record does not say how ${them.subject} gets on with other animals${NOT_RECORDED}; a supervised meeting is the best test.`;
    case 'houseTrained':
      return `${name}'s record does not say whether ${them.is} house-trained${NOT_RECORDED}.`;
    case 'gender':
      return pet.gender === 'UNKNOWN'
        ? `${name}'s sex is not recorded.`
        : `${name} is ${pet.gender.toLowerCase()}.`;
  }
}

function medicalSummary(pet: CatalogPet): string {
  const { vaccinated, spayedNeutered, microchipped } = pet.medical;
  const facts = [
    vaccinated === null ? undefined : vaccinated ? 'vaccinated' : 'not fully vaccinated',
    spayedNeutered === null ? undefined : spayedNeutered ? neuteredWord(pet) : `not ${neuteredWord(pet)}`,
    microchipped === null ? undefined : microchipped ? 'microchipped' : 'not microchipped',
  ].filter((fact): fact is string => fact !== undefined);
  return facts.length === 0 ? '' : `Medical: ${facts.join(', ')}.`;
}

/** Everything the record says, status first: "tell me about Daisy"; facts already answered are not repeated. */
export function composePetOverview(pet: CatalogPet, answered: readonly RecordFact[] = []): string {
  const traits = [pet.gender === 'UNKNOWN' ? '' : pet.gender.toLowerCase(), pet.size.toLowerCase()]
    .filter((trait) => trait !== '')
    .join(', ');
  const kids =
    pet.goodWithKids === null
      ? ''
      : pet.goodWithKids
        ? 'Good with kids.'
        : 'Not recommended for a home with children.';
  return [
    `${petBadge(pet)}${traits === '' ? '' : `, ${traits}`}: adoption fee ${pet.price} ${pet.currency}. ${factLine('status', pet)}`,
    [
      answered.includes('kids') ? '' : kids,
      medicalSummary(pet),
      answered.includes('health') || answered.includes('specialNeeds') ? '' : healthLine(pet),
      pet.description,
    ]
      .filter((part) => part !== '')
      .join(' '),
  ].join('\n\n');
}

/** Answers the facts asked, the pet named first so the answer reads on its own. */
export function composePetFacts(pet: CatalogPet, facts: readonly RecordFact[]): string {
  const lines = facts.map((fact) => factLine(fact, pet));
  // A pet that is no longer on offer is said so, whatever was asked.
  if (pet.status !== 'AVAILABLE' && !facts.includes('status')) lines.push(factLine('status', pet));
  const summary =
    pet.status === 'AVAILABLE' ? `available, adoption fee ${pet.price} ${pet.currency}` : 'not on offer';
  return `${lines.join(' ')}\n\n${petBadge(pet)}: ${summary}. Ask me anything else about ${pronouns(pet).object}.`;
}

/** One line per pet, in the listing form, for "are they good with kids?". */
export function composeFactsForEach(pets: readonly CatalogPet[], facts: readonly RecordFact[]): string {
  return pets
    .map((pet) => `- **${pet.name}**: ${facts.map((fact) => factLine(fact, pet)).join(' ')}`)
    .join('\n');
}

/**
 * A pet asked about by a name no pet on offer here has. Nothing is said of pets elsewhere: the
 * catalog is read for this shop only.
 */
export function composeUnknownPetAnswer(name: string): string {
  return (
    `I couldn't find a pet called ${name} among our pets: no pet of that name is listed here. ` +
    'The pet may go by another name: ask me "what pets do you have?" to see who is available now, ' +
    `or ${ASK_STAFF}.`
  );
}
