import type { PetSpecies } from './knowledge/types.js';
import { NAMED_EMERGENCY_RULES } from './emergency-rules/named-emergencies.js';
import type { EmergencyMatch, EmergencyRule } from './emergency-rules/rule.js';
import { SYMPTOM_PATTERN_RULES } from './emergency-rules/symptom-patterns.js';
import { TOXIN_RULES } from './emergency-rules/toxins.js';

export type { EmergencyMatch } from './emergency-rules/rule.js';

const EXPOSURE =
  /\b(ate|eaten|swallowed|chewed|chewing on|got into|gotten into|got hold of|got at|lick\w*|ingest\w*|consumed|drank|drunk|drinking|stole|scoffed|gobbled|wolfed|munched|nibbled|raided|snatched|exposed|helped (him|her|it)self|(is|was|been|keeps?) eating|just had|had some|(had|took) a bite|after (eating|drinking|licking|chewing)|might have|may have|could have|think (he|she|it|they)|applied|put (a|some)|used (a|some))\b/;

// "had a seizure last year" is history, not an emergency happening now.
const PAST_EVENT =
  /\b(last (year|month|week|summer|winter)|(years?|months?|weeks?) ago|in the past|history of|used to|once had)\b/;

// "how can I prevent bloat in my dog?" plans ahead; nothing is happening now.
const PREVENTION =
  /\b(prevent\w*|avoid\w*|reduce the risk|lower the risk|risk of|protect (him|her|it|them|my \w+) from)\b/;

const PERSONAL_CUE =
  /\b(my|our|mine|he|she|hes|shes|him|her|its|it is|just|right now|now|currently|suddenly|keeps|wont|cant|isnt|is having|has been|started|help)\b/;

// Order matters: poisons and named emergencies are the most specific; symptom patterns come
// after them. At most two matches are answered.
const RULES: EmergencyRule[] = [...TOXIN_RULES, ...NAMED_EMERGENCY_RULES, ...SYMPTOM_PATTERN_RULES];

/** Every knowledge entry an emergency answer can cite (the knowledge base must contain them). */
export const EMERGENCY_ENTRY_IDS: readonly string[] = [...new Set(RULES.map((rule) => rule.entryId))];

function applies(rule: EmergencyRule, text: string): boolean {
  if (rule.pattern !== undefined && !rule.pattern.test(text)) return false;
  if (rule.unless?.test(text) === true) return false;
  return (rule.allOf ?? []).every((sign) => sign.test(text));
}

/**
 * Recognises questions that describe an emergency happening now. Apostrophes are dropped first
 * so that "can't" and "cant" read the same. Returns at most two matches, most specific first.
 */
export function recognizeEmergencies(question: string, species: PetSpecies | undefined): EmergencyMatch[] {
  const text = question.toLowerCase().replace(/[’']/g, '');
  const exposed = EXPOSURE.test(text);
  const personal = PERSONAL_CUE.test(text) && !PAST_EVENT.test(text) && !PREVENTION.test(text);
  const matches: EmergencyMatch[] = [];
  for (const rule of RULES) {
    if (rule.species !== undefined && rule.species !== species) continue;
    if (rule.needsExposure === true && !exposed) continue;
    if (rule.needsPersonalCue === true && !personal) continue;
    if (!applies(rule, text)) continue;
    if (matches.some((match) => match.entryId === rule.entryId)) continue;
    matches.push({ entryId: rule.entryId, poisoning: rule.poisoning });
    if (matches.length === 2) break;
  }
  return matches;
}
