import type { KnowledgeEntry, PetSpecies } from './knowledge/types.js';
import type { RetrievalHit } from './retrieval.js';

/** Carried by every answer the advisor gives, whatever its kind. */
export const VETERINARY_NOTICE =
  'This is general guidance, not a substitute for a licensed veterinarian who can examine your pet.';

export const URGENT_VET_ADVICE =
  'This may be an emergency: contact your veterinarian or the nearest emergency veterinary clinic right now.';

const POISON_LINE =
  'If a poison may be involved, you can also call a pet poison helpline such as ASPCA Animal Poison ' +
  'Control, (888) 426-4435; have the product or packaging at hand. Do not make your pet sick unless a ' +
  'vet or the helpline tells you to.';

export const PLURAL: Record<PetSpecies, string> = {
  dog: 'dogs',
  cat: 'cats',
  rabbit: 'rabbits',
  bird: 'birds',
  reptile: 'reptiles',
};

export function withNotice(parts: string[]): string {
  return [...parts, `_${VETERINARY_NOTICE}_`].join('\n\n');
}

// Why "he seems fine" does not change the advice.
const SEEMING_WELL =
  'Seeming well does not mean the danger has passed: poisons and many emergencies do their harm ' +
  'before any sign shows (kidney damage from grapes or antifreeze, bleeding from rat bait, a blocked ' +
  'bladder or a twisting stomach get worse by the hour), and treatment works best, and costs least, ' +
  'before signs appear. Please do not wait to see what happens: a vet can tell you on the phone ' +
  'whether to come in now.';

/**
 * The urgent advice is always the very first sentence; first aid follows. A follow-up that
 * doubts the urgency (`doubted`) keeps it, and is told why.
 */
export function composeEmergencyAnswer(
  entries: readonly KnowledgeEntry[],
  poisoning: boolean,
  doubted = false,
  /** What the poison named does, when the entries only give the general advice. */
  poisonNamed?: { named: string; harm: string },
  /** Said first to whoever is asking (someone else's pet, a child) and about reaching the vet. */
  forWhoIsAsking: readonly string[] = [],
): string {
  const lead = [
    poisoning ? `${URGENT_VET_ADVICE} ${POISON_LINE}` : URGENT_VET_ADVICE,
    ...forWhoIsAsking,
  ].join(' ');
  const steps = entries.map((entry) => `**${entry.title}.** ${entry.text}`);
  const harm = poisonNamed === undefined ? [] : [`**About ${poisonNamed.named}.** ${poisonNamed.harm}`];
  return withNotice([lead, ...(doubted ? [SEEMING_WELL] : []), 'While you arrange help:', ...steps, ...harm]);
}

export interface SpeciesFraming {
  species: PetSpecies | undefined;
  fromEarlierTurn: boolean;
}

// A new arrival is greeted before the advice; anything else leads with the advice itself.
// "he's just got fat" is no arrival: what was just got is a pet.
const NEW_ARRIVAL =
  /\b(just got (a|an|our|my|him|her|them|two|three)\b|just (adopted|brought home|rescued)|we (have )?adopted|i (have )?adopted)\b/i;

function opening(framing: SpeciesFraming, main: KnowledgeEntry, question: string): string | undefined {
  const { species } = framing;
  if (species === undefined) return undefined;
  if (!framing.fromEarlierTurn && NEW_ARRIVAL.test(question))
    return `Congratulations on your new ${species}!`;
  if (!framing.fromEarlierTurn) return undefined;
  if (main.species === species)
    return `Since you mentioned your ${species}, here is the ${species}-specific advice.`;
  if (main.species === 'any') {
    return `Since you mentioned your ${species}, here is advice that applies to ${PLURAL[species]} too.`;
  }
  return undefined;
}

/** A knowledge answer: the best entry in full, up to two closely related ones after it. */
export function composeKnowledgeAnswer(
  hits: readonly RetrievalHit[],
  framing: SpeciesFraming,
  question = '',
  extra: readonly string[] = [],
  lead?: string,
): string {
  const [main, ...others] = hits;
  if (main === undefined) return composeNoMatchAnswer(framing.species);
  const parts: string[] = [];
  const intro = lead ?? opening(framing, main.entry, question);
  if (intro !== undefined) parts.push(intro);
  parts.push(`**${main.entry.title}.** ${main.entry.text}`);
  for (const hit of others) parts.push(`**${hit.entry.title}.** ${hit.entry.text}`);
  return withNotice([...parts, ...extra]);
}

/** A safety verdict leads ("No: ..."); related first aid or advice may follow. */
export function composeSafetyAnswer(verdict: string, related: readonly KnowledgeEntry[]): string {
  return withNotice([verdict, ...related.map((entry) => `**${entry.title}.** ${entry.text}`)]);
}

/** Answers built elsewhere (feeding estimates, pet records) still carry the notice. */
export function composePlainAnswer(parts: readonly string[]): string {
  return withNotice([...parts]);
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

export function composeThanksAnswer(afterEmergency = false): string {
  // Thanked just after an emergency, the advice to go now is said once more, first.
  if (afterEmergency)
    return withNotice([URGENT_VET_ADVICE, "You're welcome, and I hope your pet is all right."]);
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
