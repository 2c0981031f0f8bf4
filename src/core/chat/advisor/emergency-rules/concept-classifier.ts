import type { PetSpecies } from '../knowledge/types.js';
import type { ConceptMatches } from '../lexicon/index.js';
import type { EmergencyMatch } from './rule.js';
import data from './concept-rules.json' with { type: 'json' };

/** A concept (`symptom.collapse`), a derived sign (`sign.blue-gums`), or any of several. */
type Term = string | readonly string[];

interface Condition {
  all?: readonly Term[];
  /** Two terms within so many words of each other ("gums" ... "blue"). */
  near?: ReadonlyArray<readonly [Term, Term, number]>;
  none?: readonly string[];
  species?: ReadonlyArray<string | null>;
}

interface ConceptRule {
  entry: string;
  poisoning: boolean;
  /** Something was eaten, licked or drunk (not asked about). */
  exposure?: boolean;
  /** A product was put on the animal (not asked about). */
  applied?: boolean;
  /** Something is happening to this animal now. */
  personal?: boolean;
  /** `null`: the species is not known. */
  species?: ReadonlyArray<string | null>;
  unless?: readonly string[];
  when: readonly Condition[];
}

const SIGNS = data.signs as unknown as Record<string, readonly Condition[]>;
const RULES = data.rules as unknown as readonly ConceptRule[];

/** What the rest of the question says, computed once by the caller. */
export interface EmergencyCues {
  personal: boolean;
  species: PetSpecies | undefined;
  /** The exposure is told as prevention or as a past event already treated. */
  exposureIsHistory?: boolean;
  /** A report of a few words naming an animal and a poison ("cat antifreeze"): it was taken. */
  terseExposure?: boolean;
  /**
   * Signs of illness now beside a poison named ("shaking since he was in the garden where the
   * slug pellets are"): the poison is the likely cause, though nobody saw it eaten.
   */
  signsBesidePoison?: boolean;
  /** "he had a grape", "she tried a paracetamol": taken, told in a word that alone is no exposure. */
  takenInAPlainWord?: boolean;
  /** "just crumbs left, and the spaniel must have got up there": taken, told by what is gone. */
  takenByTheOnlySuspect?: boolean;
}

/** Every knowledge entry the concept rules can cite. */
export const CONCEPT_RULE_ENTRY_IDS: readonly string[] = RULES.map((rule) => rule.entry);
/**
 * Whether what the question says explains the entry's signs away ("twitching in his sleep" is
 * dreaming, not a fit): a context that one of the entry's concept rules names as its exception.
 */
export function explainedAway(found: ConceptMatches, entryId: string): boolean {
  return RULES.some((rule) => rule.entry === entryId && (rule.unless ?? []).some((term) => found.has(term)));
}

/** The contexts that explain an entry's signs away, as its concept rules name them. */
export function explanationsOf(entryId: string): string[] {
  return RULES.filter((rule) => rule.entry === entryId).flatMap((rule) => rule.unless ?? []);
}

const EPISODE_CONTEXTS: ReadonlySet<string> = new Set(data.episodeContexts);
/**
 * Whether a context, once told anywhere in a message, explains the whole episode (over in
 * seconds, winding down for winter) and so holds for each sentence read alone.
 */
export function isEpisodeContext(concept: string): boolean {
  return EPISODE_CONTEXTS.has(concept);
}

const EXPLANATIONS: ReadonlySet<string> = new Set([
  ...data.episodeContexts,
  ...RULES.flatMap((rule) => rule.unless ?? []),
]);
/** Whether a concept is one that some concept rule names as explaining its signs away. */
export function isExplanation(concept: string): boolean {
  return EXPLANATIONS.has(concept);
}

/** The entries whose concept rules are poisonings. */
export const CONCEPT_RULE_POISONING_IDS: readonly string[] = RULES.filter((rule) => rule.poisoning).map(
  (rule) => rule.entry,
);

const SIGNS_OF_A_REACTION = [
  'symptom.tremors',
  'symptom.shaking',
  'symptom.seizure',
  'symptom.drooling',
  'symptom.vomiting',
  'symptom.collapse',
  'symptom.unsteady',
  'symptom.breathing-trouble',
];

/**
 * Emergencies recognised from concepts rather than phrases: a rule holds when one of its
 * conditions does (every term present, near terms close together), so any wording that names
 * the same signs (in any order, inflection or with a small typo) is recognised.
 */
export function classifyByConcepts(found: ConceptMatches, cues: EmergencyCues): EmergencyMatch[] {
  const signs = new Set<string>();
  const present = (term: Term): boolean =>
    typeof term === 'string' ? found.has(term) || signs.has(term) : term.some(present);
  const holds = (condition: Condition): boolean =>
    (condition.species === undefined || condition.species.includes(cues.species ?? null)) &&
    (condition.all ?? []).every(present) &&
    (condition.near ?? []).every(([left, right, window]) => near(found, left, right, window)) &&
    !(condition.none ?? []).some(present);
  for (const [name, conditions] of Object.entries(SIGNS)) {
    if (conditions.some(holds)) signs.add(`sign.${name}`);
  }
  const exposed =
    cues.exposureIsHistory !== true &&
    (cues.terseExposure === true ||
      cues.signsBesidePoison === true ||
      cues.takenInAPlainWord === true ||
      cues.takenByTheOnlySuspect === true ||
      found.has('intent.exposure') ||
      (found.has('intent.exposure-ongoing') && !found.has('intent.hypothetical')));
  // "I put the dog's spot-on on her and she's twitching and drooling, should I wash her bed?": what
  // is asked comes after signs already shown, so the product was put on.
  // "my housemate already used his staffy's drops on our kitten and now she's trembling, should we
  // bin the packet?": one sign, with the putting on told before anything is asked.
  const signsShown = SIGNS_OF_A_REACTION.filter((sign) => found.has(sign)).length;
  const toldBeforeAsked =
    Math.min(...found.positions('intent.applied')) < Math.min(...found.positions('intent.hypothetical'));
  // "bought the dog's spot-on, not used it yet, and we have a cat": a putting-on denied is none.
  const applied =
    cues.exposureIsHistory !== true &&
    found.has('intent.applied') &&
    (!found.has('intent.hypothetical') || signsShown >= 2 || (signsShown === 1 && toldBeforeAsked));
  const matches: EmergencyMatch[] = [];
  for (const rule of RULES) {
    if (rule.species !== undefined && !rule.species.includes(cues.species ?? null)) continue;
    if (rule.exposure === true && !exposed) continue;
    if (rule.applied === true && !applied) continue;
    if (rule.personal === true && !cues.personal) continue;
    if ((rule.unless ?? []).some(present)) continue;
    if (!rule.when.some(holds)) continue;
    if (!matches.some((match) => match.entryId === rule.entry)) {
      matches.push({ entryId: rule.entry, poisoning: rule.poisoning });
    }
  }
  return matches;
}

function positionsOf(found: ConceptMatches, term: Term): readonly number[] {
  return typeof term === 'string' ? found.positions(term) : term.flatMap((one) => found.positions(one));
}

function near(found: ConceptMatches, left: Term, right: Term, window: number): boolean {
  const rights = positionsOf(found, right);
  return positionsOf(found, left).some((at) => rights.some((other) => Math.abs(other - at) <= window));
}
