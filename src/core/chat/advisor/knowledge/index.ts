import { ADOPTION_ENTRIES } from './adoption.js';
import { DOG_BEHAVIOUR_ENTRIES } from './behaviour-dogs.js';
import { OTHER_BEHAVIOUR_ENTRIES } from './behaviour-cats-and-others.js';
import { BREED_ENTRIES } from './breeds.js';
import { CAT_SEASON_ENTRIES } from './cats-in-season.js';
import { EMERGENCY_CANNABIS_ENTRIES } from './emergency-cannabis.js';
import { EMERGENCY_TICK_PARALYSIS_ENTRIES } from './emergency-tick-paralysis.js';
import { EMERGENCY_DEHYDRATION_ENTRIES } from './emergency-dehydration.js';
import { GENITAL_EMERGENCY_ENTRIES } from './emergency-genital-crises.js';
import { REPTILE_CALCIUM_EMERGENCY_ENTRIES } from './emergency-reptile-calcium.js';
import { EMERGENCY_WILDLIFE_ENCOUNTER_ENTRIES } from './emergency-wildlife-encounters.js';
import { EMERGENCY_BREED_AND_EXOTIC_ENTRIES } from './emergency-breeds-and-exotics.js';
import { EMERGENCY_FIRST_AID_ENTRIES } from './emergency-first-aid.js';
import { EMERGENCY_NAMED_CONDITION_ENTRIES } from './emergency-named-conditions.js';
import { EMERGENCY_OPERATION_AND_LITTER_ENTRIES } from './emergency-operations-and-litters.js';
import { EMERGENCY_TOXIN_ENTRIES } from './emergency-toxins.js';
import { EMERGENCY_TOLD_IN_FIGURES_ENTRIES } from './emergency-told-in-figures.js';
import {
  AMOUNTS_ADOPTION_ENTRIES,
  AMOUNTS_HEALTH_ENTRIES,
  AMOUNTS_NUTRITION_ENTRIES,
} from './amounts-and-timings.js';
import { EXOTIC_HEALTH_ENTRIES } from './health-exotics.js';
import { HEALTH_CONDITION_ENTRIES } from './health-conditions.js';
import { HEALTH_ENTRIES } from './health.js';
import {
  HOME_CARE_ADOPTION_ENTRIES,
  HOME_CARE_BEHAVIOUR_ENTRIES,
  HOME_CARE_HEALTH_ENTRIES,
} from './home-care-questions.js';
import {
  MINOR_WORRY_ADOPTION_ENTRIES,
  MINOR_WORRY_BEHAVIOUR_ENTRIES,
  MINOR_WORRY_HEALTH_ENTRIES,
} from './minor-worries.js';
import { NUTRITION_ENTRIES } from './nutrition.js';
import { PURRING_ENTRIES, SHEDDING_ENTRIES } from './purring-and-shedding.js';
import {
  NORMAL_OR_NOT_ADOPTION_ENTRIES,
  NORMAL_OR_NOT_BEHAVIOUR_ENTRIES,
  NORMAL_OR_NOT_HEALTH_ENTRIES,
  NORMAL_OR_NOT_NUTRITION_ENTRIES,
} from './normal-or-not.js';
import { SMALL_PET_AND_TRAVEL_ENTRIES } from './small-pets-and-travel.js';
import { SMALL_ANIMAL_EMERGENCY_ENTRIES } from './emergency-small-animals.js';
import {
  SMALL_ANIMAL_NORMAL_BEHAVIOUR_ENTRIES,
  SMALL_ANIMAL_NORMAL_HEALTH_ENTRIES,
  SMALL_ANIMAL_NORMAL_NUTRITION_ENTRIES,
} from './small-animals-normal-or-not.js';
import type { KnowledgeEntry } from './types.js';
import { FISH_CARE_ADOPTION_ENTRIES, WEIGHT_AND_WALK_HEALTH_ENTRIES } from './weights-walks-and-fish.js';

/** The curated knowledge base of `pet-advisor-1`, every category in one list. */
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  ...HEALTH_ENTRIES,
  ...HEALTH_CONDITION_ENTRIES,
  ...EXOTIC_HEALTH_ENTRIES,
  ...NUTRITION_ENTRIES,
  ...DOG_BEHAVIOUR_ENTRIES,
  ...OTHER_BEHAVIOUR_ENTRIES,
  ...BREED_ENTRIES,
  ...ADOPTION_ENTRIES,
  ...SMALL_PET_AND_TRAVEL_ENTRIES,
  ...HOME_CARE_HEALTH_ENTRIES,
  ...HOME_CARE_BEHAVIOUR_ENTRIES,
  ...HOME_CARE_ADOPTION_ENTRIES,
  ...EMERGENCY_TOXIN_ENTRIES,
  ...EMERGENCY_FIRST_AID_ENTRIES,
  ...EMERGENCY_OPERATION_AND_LITTER_ENTRIES,
  ...EMERGENCY_DEHYDRATION_ENTRIES,
  ...GENITAL_EMERGENCY_ENTRIES,
  ...REPTILE_CALCIUM_EMERGENCY_ENTRIES,
  ...EMERGENCY_WILDLIFE_ENCOUNTER_ENTRIES,
  ...NORMAL_OR_NOT_HEALTH_ENTRIES,
  ...NORMAL_OR_NOT_BEHAVIOUR_ENTRIES,
  ...NORMAL_OR_NOT_NUTRITION_ENTRIES,
  ...NORMAL_OR_NOT_ADOPTION_ENTRIES,
  ...MINOR_WORRY_HEALTH_ENTRIES,
  ...MINOR_WORRY_ADOPTION_ENTRIES,
  ...MINOR_WORRY_BEHAVIOUR_ENTRIES,
  ...SMALL_ANIMAL_EMERGENCY_ENTRIES,
  ...SMALL_ANIMAL_NORMAL_HEALTH_ENTRIES,
  ...SMALL_ANIMAL_NORMAL_BEHAVIOUR_ENTRIES,
  ...SMALL_ANIMAL_NORMAL_NUTRITION_ENTRIES,
  ...EMERGENCY_BREED_AND_EXOTIC_ENTRIES,
  ...WEIGHT_AND_WALK_HEALTH_ENTRIES,
  ...FISH_CARE_ADOPTION_ENTRIES,
  ...EMERGENCY_NAMED_CONDITION_ENTRIES,
  ...PURRING_ENTRIES,
  ...SHEDDING_ENTRIES,
  ...EMERGENCY_TOLD_IN_FIGURES_ENTRIES,
  ...AMOUNTS_NUTRITION_ENTRIES,
  ...AMOUNTS_HEALTH_ENTRIES,
  ...AMOUNTS_ADOPTION_ENTRIES,
  // Entries added later go last, so that those before them are embedded as they always were.
  ...EMERGENCY_CANNABIS_ENTRIES,
  ...CAT_SEASON_ENTRIES,
  ...EMERGENCY_TICK_PARALYSIS_ENTRIES,
];
