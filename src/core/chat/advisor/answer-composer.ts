import type { CatalogPet, CatalogQuery } from './catalog-port.js';
import type { KnowledgeEntry, PetSpecies } from './knowledge/types.js';
import type { RetrievalHit } from './retrieval.js';

/** Carried by every answer the advisor gives, whatever its kind. */
export const VETERINARY_NOTICE =
  'This is general guidance, not a substitute for a licensed veterinarian who can examine your pet.';

export const URGENT_VET_ADVICE =
  'This may be an emergency: contact your veterinarian or the nearest emergency veterinary clinic right now.';

const POISON_LINE =
  'If a poison may be involved, you can also call a pet poison helpline such as ASPCA Animal Poison ' +
  'Control, (888) 426-4435; have the product or packaging at hand.';

const PLURAL: Record<PetSpecies, string> = {
  dog: 'dogs',
  cat: 'cats',
  rabbit: 'rabbits',
  bird: 'birds',
  reptile: 'reptiles',
};

function withNotice(parts: string[]): string {
  return [...parts, `_${VETERINARY_NOTICE}_`].join('\n\n');
}

/** The urgent advice is always the very first sentence; first aid follows. */
export function composeEmergencyAnswer(entries: readonly KnowledgeEntry[], poisoning: boolean): string {
  const lead = poisoning ? `${URGENT_VET_ADVICE} ${POISON_LINE}` : URGENT_VET_ADVICE;
  const steps = entries.map((entry) => `**${entry.title}.** ${entry.text}`);
  return withNotice([lead, 'While you arrange help:', ...steps]);
}

export interface SpeciesFraming {
  species: PetSpecies | undefined;
  fromEarlierTurn: boolean;
}

function opening(framing: SpeciesFraming, main: KnowledgeEntry): string | undefined {
  const { species } = framing;
  if (species === undefined) return undefined;
  if (main.species === species) {
    return framing.fromEarlierTurn
      ? `Since you mentioned your ${species}, here is the ${species}-specific advice.`
      : `Here is what applies to your ${species}.`;
  }
  if (main.species === 'any' && framing.fromEarlierTurn) {
    return `Since you mentioned your ${species}, here is advice that applies to ${PLURAL[species]} too.`;
  }
  return undefined;
}

/** A knowledge answer: the best entry in full, up to two closely related ones after it. */
export function composeKnowledgeAnswer(hits: readonly RetrievalHit[], framing: SpeciesFraming): string {
  const [main, ...others] = hits;
  if (main === undefined) return composeNoMatchAnswer(framing.species);
  const parts: string[] = [];
  const intro = opening(framing, main.entry);
  if (intro !== undefined) parts.push(intro);
  parts.push(`**${main.entry.title}.** ${main.entry.text}`);
  for (const hit of others) parts.push(`**${hit.entry.title}.** ${hit.entry.text}`);
  return withNotice(parts);
}

function describeWanted(query: CatalogQuery): string {
  const words: string[] = [];
  if (query.size !== undefined) words.push(query.size);
  if (query.gender !== undefined) words.push(query.gender);
  if (query.maxAgeMonths !== undefined && query.maxAgeMonths <= 12) words.push('young');
  if (query.minAgeMonths !== undefined && query.minAgeMonths >= 84) words.push('senior');
  words.push(query.species === undefined ? 'pets' : PLURAL[query.species]);
  if (query.goodWithKids === true) words.push('that are good with kids');
  return words.join(' ');
}

export function formatAge(ageMonths: number): string {
  if (ageMonths < 12) return `${ageMonths} month${ageMonths === 1 ? '' : 's'}`;
  const years = Math.floor(ageMonths / 12);
  const months = ageMonths % 12;
  const yearsText = `${years} year${years === 1 ? '' : 's'}`;
  return months === 0 ? yearsText : `${yearsText} ${months} month${months === 1 ? '' : 's'}`;
}

function describePet(pet: CatalogPet): string {
  // The catalog reports unknown facts as '' or 0; those are left out rather than shown.
  const age = pet.ageMonths > 0 ? formatAge(pet.ageMonths) : '';
  const traits = [pet.breed, age, pet.gender.toLowerCase(), pet.size.toLowerCase()];
  if (pet.goodWithKids) traits.push('good with kids');
  return `- **${pet.name}**: ${traits.filter((trait) => trait !== '').join(', ')}; ${pet.price} ${pet.currency}`;
}

/** Lists the real pets the catalog returned; never invents one. */
export function composeCatalogAnswer(
  query: CatalogQuery,
  pets: readonly CatalogPet[],
  tip: KnowledgeEntry | undefined,
): string {
  const wanted = describeWanted(query);
  const parts: string[] = [];
  if (pets.length === 0) {
    parts.push(
      `I could not find any ${wanted} available for adoption right now. New pets arrive regularly: ` +
        'check back soon, or widen the search (another size or age) and I will look again.',
    );
  } else {
    const heading =
      pets.length === 1
        ? `One pet matches (${wanted}) and is available right now:`
        : `These ${pets.length} ${wanted} are available right now:`;
    parts.push(`${heading}\n${pets.map(describePet).join('\n')}`);
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

const SCOPE =
  'pet health and wellness, nutrition, behaviour and training, breeds, adoption, and emergency first aid';

export function composeOffTopicAnswer(): string {
  return withNotice([
    `I'm sorry, but I can only help with pet care: ${SCOPE}. ` +
      'Is there something about your dog, cat, rabbit, bird or reptile I can help you with?',
  ]);
}

export function composeGreetingAnswer(): string {
  return withNotice([
    `Hello! I'm Pet Advisor. Ask me about ${SCOPE}, or about the pets available for adoption here.`,
  ]);
}

export function composePetIntroductionAnswer(species: PetSpecies): string {
  return withNotice([
    `Lovely, thanks for telling me about your ${species}! Ask me anything about its health, feeding, ` +
      `behaviour and training, and I will tailor the advice to ${PLURAL[species]}.`,
  ]);
}

export function composeThanksAnswer(): string {
  return withNotice([
    "You're welcome! Let me know if there is anything else about your pet I can help with.",
  ]);
}

export function composeNoMatchAnswer(species: PetSpecies | undefined): string {
  const pet = species === undefined ? 'your pet' : `your ${species}`;
  return withNotice([
    `I don't have specific guidance on that in my knowledge base. For a question about ${pet}'s ` +
      `individual situation, your veterinarian is the best person to ask. I can help with ${SCOPE}.`,
  ]);
}
