import type { EvalCase } from '../rubric.js';
import { CATALOG_ASKS } from './catalog-asks.js';
import { CATALOG_WORDING_CASES } from './catalog-wordings.js';
import { EMERGENCY_ADVICE_CASES } from './emergency-advice.js';
import {
  ADVICE_ELSEWHERE_EMERGENCIES,
  ADVICE_ELSEWHERE_NEAR_MISSES,
} from './emergency-advice-from-elsewhere.js';
import { AFTER_FIRST_AID_EMERGENCIES, AFTER_FIRST_AID_NEAR_MISSES } from './emergency-after-first-aid.js';
import { AMERICAN_EMERGENCIES, AMERICAN_NEAR_MISSES } from './emergency-american-brands-and-measures.js';
import { AUTOCORRECTED_EMERGENCIES, AUTOCORRECTED_NEAR_MISSES } from './emergency-autocorrected.js';
import { AWAY_FROM_HOME_EMERGENCIES, AWAY_FROM_HOME_NEAR_MISSES } from './emergency-away-from-home.js';
import { BODY_PART_EMERGENCIES, BODY_PART_NEAR_MISSES } from './emergency-body-parts.js';
import { BURIED_EMERGENCIES, BURIED_NEAR_MISSES } from './emergency-buried.js';
import {
  BY_NAME_AND_HISTORY_EMERGENCIES,
  BY_NAME_AND_HISTORY_NEAR_MISSES,
} from './emergency-by-name-and-history.js';
import { CANNOT_GO_EMERGENCIES, CANNOT_GO_NEAR_MISSES } from './emergency-cannot-go-to-the-vet.js';
import { CAREFUL_EMERGENCIES, CAREFUL_NEAR_MISSES } from './emergency-careful-askers.js';
import { CONVERSATION_EMERGENCIES, CONVERSATION_NEAR_MISSES } from './emergency-conversations.js';
import { DICTATED_EMERGENCIES, DICTATED_NEAR_MISSES } from './emergency-dictated.js';
import {
  DOWNPLAYED_AND_HOME_REMEDIES_EMERGENCIES,
  DOWNPLAYED_AND_HOME_REMEDIES_NEAR_MISSES,
} from './emergency-downplayed-and-home-remedies.js';
import {
  ASKED_AS_QUESTIONS_EMERGENCIES,
  ASKED_AS_QUESTIONS_NEAR_MISSES,
} from './emergency-asked-as-questions.js';
import { ASKER_EMERGENCIES, ASKER_NEAR_MISSES } from './emergency-askers.js';
import { GENERALLY_ASKED_EMERGENCIES, GENERALLY_ASKED_NEAR_MISSES } from './emergency-asked-generally.js';
import {
  MACHINE_TRANSLATED_EMERGENCIES,
  MACHINE_TRANSLATED_NEAR_MISSES,
} from './emergency-machine-translated.js';
import { MANY_ENGLISHES_EMERGENCIES, MANY_ENGLISHES_NEAR_MISSES } from './emergency-many-englishes.js';
import {
  MEDICALLY_LITERATE_EMERGENCIES,
  MEDICALLY_LITERATE_NEAR_MISSES,
} from './emergency-medically-literate.js';
import { MINIMISED_EMERGENCIES, MINIMISED_NEAR_MISSES } from './emergency-minimised.js';
import { SITUATION_EMERGENCIES, SITUATION_NEAR_MISSES } from './emergency-special-situations.js';
import { PIECEMEAL_EMERGENCIES, PIECEMEAL_NEAR_MISSES } from './emergency-in-pieces.js';
import {
  NAMES_AND_PRONOUNS_EMERGENCIES,
  NAMES_AND_PRONOUNS_NEAR_MISSES,
} from './emergency-names-and-pronouns.js';
import {
  NUMBERS_AND_TIMELINES_EMERGENCIES,
  NUMBERS_AND_TIMELINES_NEAR_MISSES,
} from './emergency-numbers-and-timelines.js';
import { NOT_MY_PET_EMERGENCIES, NOT_MY_PET_NEAR_MISSES } from './emergency-not-my-pet.js';
import { BEHAVIOUR_EMERGENCIES, BEHAVIOUR_NEAR_MISSES } from './emergency-behaviour.js';
import { OWN_DIAGNOSIS_EMERGENCIES, OWN_DIAGNOSIS_NEAR_MISSES } from './emergency-own-diagnoses.js';
import { EMERGENCY_SIGN_CASES } from './emergency-signs.js';
import { TIMELINE_EMERGENCIES, TIMELINE_NEAR_MISSES } from './emergency-timelines.js';
import { TWO_AT_ONCE_EMERGENCIES, TWO_AT_ONCE_NEAR_MISSES } from './emergency-two-at-once.js';
import { VOICE_EMERGENCIES, VOICE_NEAR_MISSES } from './emergency-voices.js';
import { SHOP_REMEDY_EMERGENCIES, SHOP_REMEDY_NEAR_MISSES } from './emergency-shop-remedies.js';
import { SPECIES_IMPLIED_EMERGENCIES, SPECIES_IMPLIED_NEAR_MISSES } from './emergency-species-implied.js';
import {
  SPELT_AS_IT_SOUNDS_EMERGENCIES,
  SPELT_AS_IT_SOUNDS_NEAR_MISSES,
} from './emergency-spelt-as-it-sounds.js';
import { SMALL_PET_EMERGENCIES, SMALL_PET_NEAR_MISSES } from './emergency-small-pets.js';
import { DESCRIBED_EMERGENCIES, DESCRIBED_NEAR_MISSES } from './emergency-signs-described.js';
import {
  SLANG_OF_THE_YOUNG_EMERGENCIES,
  SLANG_OF_THE_YOUNG_NEAR_MISSES,
} from './emergency-slang-of-the-young.js';
import { SLOW_REVEALS_EMERGENCIES, SLOW_REVEALS_NEAR_MISSES } from './emergency-slow-reveals.js';
import { EMERGENCY_WORDING_CASES } from './emergency-wordings.js';
import { RELAYED_EMERGENCIES, RELAYED_NEAR_MISSES } from './emergency-relayed.js';
import { REPORTED_EMERGENCY_CASES, REPORTED_UNWELL_CASES } from './emergency-reports.js';
import {
  VENTING_AND_BLAMING_EMERGENCIES,
  VENTING_AND_BLAMING_NEAR_MISSES,
} from './emergency-venting-and-blaming.js';
import { VET_WORDS_EMERGENCIES, VET_WORDS_NEAR_MISSES } from './emergency-vet-words.js';
import { FORMATS_EMERGENCIES, FORMATS_NEAR_MISSES } from './emergency-formats.js';
import { AFTER_ANSWER_EMERGENCIES, AFTER_ANSWER_NEAR_MISSES } from './emergency-after-the-answer.js';
import { LIKENESS_EMERGENCIES, LIKENESS_NEAR_MISSES } from './emergency-likenesses.js';
import { SEVERAL_EMERGENCIES, SEVERAL_NEAR_MISSES } from './emergency-several-pets.js';
import { FORMAL_EMERGENCIES, FORMAL_NEAR_MISSES } from './emergency-formal.js';
import { HUMOUR_EMERGENCIES, HUMOUR_NEAR_MISSES } from './emergency-humour.js';
import { SEASONS_EMERGENCIES, SEASONS_NEAR_MISSES } from './emergency-seasons.js';
import {
  SENSES_AND_BURSTS_EMERGENCIES,
  SENSES_AND_BURSTS_NEAR_MISSES,
} from './emergency-senses-and-bursts.js';
import { IN_PASSING_EMERGENCIES, IN_PASSING_NEAR_MISSES } from './emergency-in-passing.js';
import { MIXED_LANGUAGE_EMERGENCIES, MIXED_LANGUAGE_NEAR_MISSES } from './emergency-mixed-language.js';
import { IS_IT_NORMAL_EMERGENCIES, IS_IT_NORMAL_NEAR_MISSES } from './emergency-is-it-normal.js';
import { COMFORT_EMERGENCIES, COMFORT_NEAR_MISSES } from './emergency-comfort.js';
import { TYPOS_EMERGENCIES, TYPOS_NEAR_MISSES } from './emergency-typos.js';
import {
  UNSURE_AND_SUSPECTED_EMERGENCIES,
  UNSURE_AND_SUSPECTED_NEAR_MISSES,
} from './emergency-unsure-and-suspected.js';
import { UNUSUAL_EMERGENCIES, UNUSUAL_NEAR_MISSES } from './emergency-unusual-animals-and-mixtures.js';
import { OTHER_LANGUAGES_EMERGENCIES, OTHER_LANGUAGES_NEAR_MISSES } from './emergency-other-languages.js';
import { OWNERS_ANEW_EMERGENCIES, OWNERS_ANEW_NEAR_MISSES } from './emergency-owners-anew.js';
import {
  PASTED_AND_QUOTED_EMERGENCIES,
  PASTED_AND_QUOTED_NEAR_MISSES,
} from './emergency-pasted-and-quoted.js';
import {
  PHOTOS_AND_VIDEOS_EMERGENCIES,
  PHOTOS_AND_VIDEOS_NEAR_MISSES,
} from './emergency-photos-and-videos.js';
import { PRACTICAL_EMERGENCIES, PRACTICAL_NEAR_MISSES } from './emergency-practical-questions.js';
import {
  GENERAL_THEN_MINE_EMERGENCIES,
  GENERAL_THEN_MINE_NEAR_MISSES,
} from './emergency-general-then-mine.js';
import { FIGURES_EMERGENCIES, FIGURES_NEAR_MISSES } from './emergency-figures.js';
import { FIRST_TIME_EMERGENCIES, FIRST_TIME_NEAR_MISSES } from './emergency-first-time-owners.js';
import { STORE_CONTEXT_EMERGENCIES, STORE_CONTEXT_NEAR_MISSES } from './emergency-store-context.js';
import { TERSE_EMERGENCIES, TERSE_NEAR_MISSES } from './emergency-terse-and-frightened.js';
import { YOUNG_AND_OLD_EMERGENCIES, YOUNG_AND_OLD_NEAR_MISSES } from './emergency-young-and-old.js';
import { FRESH_OWNER_CASES } from './fresh-owners.js';
import { NEW_VOICE_CASES } from './new-voices.js';
import { OFF_TOPIC_MORE, ON_TOPIC_LOOKALIKES } from './off-topic-more.js';
import { OTHER_SHAPE_CASES } from './other-shapes.js';
import { OWNERS_ASK_CASES } from './owners-ask.js';
import { RARER_EMERGENCY_CASES, RARER_NEAR_MISS_CASES } from './rarer-emergencies.js';
import {
  REWORDED_CATALOG_FOLLOW_UPS_EMERGENCIES,
  REWORDED_OFF_TOPIC,
} from './reworded-catalog-follow-ups-emergencies.js';
import { REWORDED_KNOWLEDGE_SAFETY_FEEDING } from './reworded-knowledge-safety-feeding.js';
import { FIRST_CASES } from './rewording.js';
import { SAFETY_EMERGENCIES, SAFETY_WORDINGS } from './safety-wordings.js';
import { SECOND_LOOK_EMERGENCIES, SECOND_LOOK_NEAR_MISSES } from './second-looks.js';
import { SECOND_OPINION_CASES } from './second-opinions.js';
import { TURNS_LATER_CASES } from './turns-later.js';
import { WILD_CASES } from './wild.js';

/**
 * The first development cases: the paraphrase set rewords each of them at least twice. The wild
 * set came later and is itself written in owners' everyday registers, so it has no rewordings.
 */
export const REWORDED_DEV_CASES: readonly EvalCase[] = FIRST_CASES;

/** The development set of `pet-advisor-1`: the cases the advisor may be tuned against. */
export const DEV_CASES: readonly EvalCase[] = [
  ...REWORDED_DEV_CASES,
  ...WILD_CASES,
  ...EMERGENCY_WORDING_CASES,
  ...CATALOG_WORDING_CASES,
  ...FRESH_OWNER_CASES,
  ...TURNS_LATER_CASES,
  ...NEW_VOICE_CASES,
  ...EMERGENCY_SIGN_CASES,
  ...OWNERS_ASK_CASES,
  ...EMERGENCY_ADVICE_CASES,
  ...SECOND_OPINION_CASES,
  ...RARER_EMERGENCY_CASES,
  ...RARER_NEAR_MISS_CASES,
  ...OTHER_SHAPE_CASES,
  ...REPORTED_EMERGENCY_CASES,
  ...REPORTED_UNWELL_CASES,
  ...VOICE_EMERGENCIES,
  ...VOICE_NEAR_MISSES,
  ...DESCRIBED_EMERGENCIES,
  ...DESCRIBED_NEAR_MISSES,
  ...SECOND_LOOK_NEAR_MISSES,
  ...SECOND_LOOK_EMERGENCIES,
  ...CONVERSATION_EMERGENCIES,
  ...CONVERSATION_NEAR_MISSES,
  ...ASKER_EMERGENCIES,
  ...ASKER_NEAR_MISSES,
  ...MINIMISED_EMERGENCIES,
  ...MINIMISED_NEAR_MISSES,
  ...SAFETY_WORDINGS,
  ...SAFETY_EMERGENCIES,
  ...BURIED_EMERGENCIES,
  ...BURIED_NEAR_MISSES,
  ...OFF_TOPIC_MORE,
  ...ON_TOPIC_LOOKALIKES,
  ...SMALL_PET_EMERGENCIES,
  ...SMALL_PET_NEAR_MISSES,
  ...CATALOG_ASKS,
  ...GENERALLY_ASKED_EMERGENCIES,
  ...GENERALLY_ASKED_NEAR_MISSES,
  ...TIMELINE_EMERGENCIES,
  ...TIMELINE_NEAR_MISSES,
  ...SITUATION_EMERGENCIES,
  ...SITUATION_NEAR_MISSES,
  ...PIECEMEAL_EMERGENCIES,
  ...PIECEMEAL_NEAR_MISSES,
  ...BODY_PART_EMERGENCIES,
  ...BODY_PART_NEAR_MISSES,
  ...NOT_MY_PET_EMERGENCIES,
  ...NOT_MY_PET_NEAR_MISSES,
  ...BEHAVIOUR_EMERGENCIES,
  ...BEHAVIOUR_NEAR_MISSES,
  ...OWN_DIAGNOSIS_EMERGENCIES,
  ...OWN_DIAGNOSIS_NEAR_MISSES,
  ...FORMATS_EMERGENCIES,
  ...FORMATS_NEAR_MISSES,
  ...SHOP_REMEDY_EMERGENCIES,
  ...SHOP_REMEDY_NEAR_MISSES,
  ...SPECIES_IMPLIED_EMERGENCIES,
  ...SPECIES_IMPLIED_NEAR_MISSES,
  ...AFTER_FIRST_AID_EMERGENCIES,
  ...AFTER_FIRST_AID_NEAR_MISSES,
  ...VET_WORDS_EMERGENCIES,
  ...VET_WORDS_NEAR_MISSES,
  ...AFTER_ANSWER_EMERGENCIES,
  ...AFTER_ANSWER_NEAR_MISSES,
  ...LIKENESS_EMERGENCIES,
  ...LIKENESS_NEAR_MISSES,
  ...SEVERAL_EMERGENCIES,
  ...SEVERAL_NEAR_MISSES,
  ...FORMAL_EMERGENCIES,
  ...FORMAL_NEAR_MISSES,
  ...SEASONS_EMERGENCIES,
  ...SEASONS_NEAR_MISSES,
  ...IN_PASSING_EMERGENCIES,
  ...IN_PASSING_NEAR_MISSES,
  ...HUMOUR_EMERGENCIES,
  ...HUMOUR_NEAR_MISSES,
  ...MIXED_LANGUAGE_EMERGENCIES,
  ...MIXED_LANGUAGE_NEAR_MISSES,
  ...IS_IT_NORMAL_EMERGENCIES,
  ...IS_IT_NORMAL_NEAR_MISSES,
  ...COMFORT_EMERGENCIES,
  ...COMFORT_NEAR_MISSES,
  ...TYPOS_EMERGENCIES,
  ...TYPOS_NEAR_MISSES,
  ...OTHER_LANGUAGES_EMERGENCIES,
  ...OTHER_LANGUAGES_NEAR_MISSES,
  ...GENERAL_THEN_MINE_EMERGENCIES,
  ...GENERAL_THEN_MINE_NEAR_MISSES,
  ...FIGURES_EMERGENCIES,
  ...FIGURES_NEAR_MISSES,
  ...STORE_CONTEXT_EMERGENCIES,
  ...STORE_CONTEXT_NEAR_MISSES,
  ...OWNERS_ANEW_EMERGENCIES,
  ...OWNERS_ANEW_NEAR_MISSES,
  ...TERSE_EMERGENCIES,
  ...TERSE_NEAR_MISSES,
  ...CAREFUL_EMERGENCIES,
  ...CAREFUL_NEAR_MISSES,
  ...SLOW_REVEALS_EMERGENCIES,
  ...SLOW_REVEALS_NEAR_MISSES,
  ...REWORDED_CATALOG_FOLLOW_UPS_EMERGENCIES,
  ...REWORDED_OFF_TOPIC,
  ...REWORDED_KNOWLEDGE_SAFETY_FEEDING,
  ...FIRST_TIME_EMERGENCIES,
  ...FIRST_TIME_NEAR_MISSES,
  ...AMERICAN_EMERGENCIES,
  ...AMERICAN_NEAR_MISSES,
  ...NAMES_AND_PRONOUNS_EMERGENCIES,
  ...NAMES_AND_PRONOUNS_NEAR_MISSES,
  ...ADVICE_ELSEWHERE_EMERGENCIES,
  ...ADVICE_ELSEWHERE_NEAR_MISSES,
  ...PRACTICAL_EMERGENCIES,
  ...PRACTICAL_NEAR_MISSES,
  ...UNUSUAL_EMERGENCIES,
  ...UNUSUAL_NEAR_MISSES,
  ...CANNOT_GO_EMERGENCIES,
  ...CANNOT_GO_NEAR_MISSES,
  ...ASKED_AS_QUESTIONS_EMERGENCIES,
  ...ASKED_AS_QUESTIONS_NEAR_MISSES,
  ...MANY_ENGLISHES_EMERGENCIES,
  ...MANY_ENGLISHES_NEAR_MISSES,
  ...BY_NAME_AND_HISTORY_EMERGENCIES,
  ...BY_NAME_AND_HISTORY_NEAR_MISSES,
  ...YOUNG_AND_OLD_EMERGENCIES,
  ...YOUNG_AND_OLD_NEAR_MISSES,
  ...AWAY_FROM_HOME_EMERGENCIES,
  ...AWAY_FROM_HOME_NEAR_MISSES,
  ...SENSES_AND_BURSTS_EMERGENCIES,
  ...SENSES_AND_BURSTS_NEAR_MISSES,
  ...TWO_AT_ONCE_EMERGENCIES,
  ...TWO_AT_ONCE_NEAR_MISSES,
  ...DOWNPLAYED_AND_HOME_REMEDIES_EMERGENCIES,
  ...DOWNPLAYED_AND_HOME_REMEDIES_NEAR_MISSES,
  ...NUMBERS_AND_TIMELINES_EMERGENCIES,
  ...NUMBERS_AND_TIMELINES_NEAR_MISSES,
  ...DICTATED_EMERGENCIES,
  ...DICTATED_NEAR_MISSES,
  ...AUTOCORRECTED_EMERGENCIES,
  ...AUTOCORRECTED_NEAR_MISSES,
  ...RELAYED_EMERGENCIES,
  ...RELAYED_NEAR_MISSES,
  ...SPELT_AS_IT_SOUNDS_EMERGENCIES,
  ...SPELT_AS_IT_SOUNDS_NEAR_MISSES,
  ...UNSURE_AND_SUSPECTED_EMERGENCIES,
  ...UNSURE_AND_SUSPECTED_NEAR_MISSES,
  ...MEDICALLY_LITERATE_EMERGENCIES,
  ...MEDICALLY_LITERATE_NEAR_MISSES,
  ...PASTED_AND_QUOTED_EMERGENCIES,
  ...PASTED_AND_QUOTED_NEAR_MISSES,
  ...VENTING_AND_BLAMING_EMERGENCIES,
  ...VENTING_AND_BLAMING_NEAR_MISSES,
  ...PHOTOS_AND_VIDEOS_EMERGENCIES,
  ...PHOTOS_AND_VIDEOS_NEAR_MISSES,
  ...SLANG_OF_THE_YOUNG_EMERGENCIES,
  ...SLANG_OF_THE_YOUNG_NEAR_MISSES,
  ...MACHINE_TRANSLATED_EMERGENCIES,
  ...MACHINE_TRANSLATED_NEAR_MISSES,
];
