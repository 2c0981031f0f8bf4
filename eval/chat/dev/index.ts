import type { EvalCase } from '../rubric.js';
import { CATALOG_ASKS } from './catalog-asks.js';
import { CATALOG_WORDING_CASES } from './catalog-wordings.js';
import { EMERGENCY_ADVICE_CASES } from './emergency-advice.js';
import {
  ADVICE_ELSEWHERE_EMERGENCIES,
  ADVICE_ELSEWHERE_NEAR_MISSES,
} from './emergency-advice-from-elsewhere.js';
import {
  ACCEPTANCE_LIST_FRESH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_FRESH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-fresh-exam.js';
import {
  ACCEPTANCE_LIST_SECOND_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_SECOND_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-second-exam.js';
import {
  ACCEPTANCE_LIST_THIRD_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_THIRD_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-third-exam.js';
import {
  ACTIVITIES_AND_SPORT_EMERGENCIES,
  ACTIVITIES_AND_SPORT_NEAR_MISSES,
} from './emergency-activities-and-sport.js';
import { AFTER_FIRST_AID_EMERGENCIES, AFTER_FIRST_AID_NEAR_MISSES } from './emergency-after-first-aid.js';
import {
  AFTER_TREATMENTS_AND_PROCEDURES_EMERGENCIES,
  AFTER_TREATMENTS_AND_PROCEDURES_NEAR_MISSES,
} from './emergency-after-treatments-and-procedures.js';
import {
  ALARMING_BUT_CALM_EMERGENCIES,
  ALARMING_BUT_CALM_NEAR_MISSES,
} from './emergency-alarming-but-calm.js';
import {
  ALARMING_BUT_CALM_FOUR_EMERGENCIES,
  ALARMING_BUT_CALM_FOUR_NEAR_MISSES,
} from './emergency-alarming-but-calm-four.js';
import {
  ALARMING_BUT_CALM_THREE_EMERGENCIES,
  ALARMING_BUT_CALM_THREE_NEAR_MISSES,
} from './emergency-alarming-but-calm-three.js';
import {
  ALARMING_BUT_CALM_TWO_EMERGENCIES,
  ALARMING_BUT_CALM_TWO_NEAR_MISSES,
} from './emergency-alarming-but-calm-two.js';
import { ALL_BETTER_NOW_EMERGENCIES, ALL_BETTER_NOW_NEAR_MISSES } from './emergency-all-better-now.js';
import { AMERICAN_EMERGENCIES, AMERICAN_NEAR_MISSES } from './emergency-american-brands-and-measures.js';
import { AUTOCORRECTED_EMERGENCIES, AUTOCORRECTED_NEAR_MISSES } from './emergency-autocorrected.js';
import { AWAY_FROM_HOME_EMERGENCIES, AWAY_FROM_HOME_NEAR_MISSES } from './emergency-away-from-home.js';
import { BODY_LOOKED_OVER_EMERGENCIES, BODY_LOOKED_OVER_NEAR_MISSES } from './emergency-body-looked-over.js';
import { BODY_PART_EMERGENCIES, BODY_PART_NEAR_MISSES } from './emergency-body-parts.js';
import { BRANDS_WORLDWIDE_EMERGENCIES, BRANDS_WORLDWIDE_NEAR_MISSES } from './emergency-brands-worldwide.js';
import {
  BREEDS_NOT_SPECIES_EMERGENCIES,
  BREEDS_NOT_SPECIES_NEAR_MISSES,
} from './emergency-breeds-not-species.js';
import { BURIED_EMERGENCIES, BURIED_NEAR_MISSES } from './emergency-buried.js';
import {
  BY_NAME_AND_HISTORY_EMERGENCIES,
  BY_NAME_AND_HISTORY_NEAR_MISSES,
} from './emergency-by-name-and-history.js';
import { CANNOT_GO_EMERGENCIES, CANNOT_GO_NEAR_MISSES } from './emergency-cannot-go-to-the-vet.js';
import { CAREFUL_EMERGENCIES, CAREFUL_NEAR_MISSES } from './emergency-careful-askers.js';
import {
  CHILDREN_AND_TEENS_EMERGENCIES,
  CHILDREN_AND_TEENS_NEAR_MISSES,
} from './emergency-children-and-teens.js';
import { CITY_LIVING_EMERGENCIES, CITY_LIVING_NEAR_MISSES } from './emergency-city-living.js';
import {
  CLIMATES_AROUND_THE_WORLD_EMERGENCIES,
  CLIMATES_AROUND_THE_WORLD_NEAR_MISSES,
} from './emergency-climates-around-the-world.js';
import { CONVERSATION_EMERGENCIES, CONVERSATION_NEAR_MISSES } from './emergency-conversations.js';
import {
  CUSTOMERS_OF_THE_SHOP_EMERGENCIES,
  CUSTOMERS_OF_THE_SHOP_NEAR_MISSES,
} from './emergency-customers-of-the-shop.js';
import { DICTATED_EMERGENCIES, DICTATED_NEAR_MISSES } from './emergency-dictated.js';
import { DISPUTED_ANSWERS_EMERGENCIES, DISPUTED_ANSWERS_NEAR_MISSES } from './emergency-disputed-answers.js';
import {
  DOUBTS_AND_DOSES_UNNAMED_EMERGENCIES,
  DOUBTS_AND_DOSES_UNNAMED_NEAR_MISSES,
} from './emergency-doubts-and-doses-unnamed.js';
import {
  DOWNPLAYED_AND_HOME_REMEDIES_EMERGENCIES,
  DOWNPLAYED_AND_HOME_REMEDIES_NEAR_MISSES,
} from './emergency-downplayed-and-home-remedies.js';
import {
  DRIFTING_CONVERSATIONS_EMERGENCIES,
  DRIFTING_CONVERSATIONS_NEAR_MISSES,
} from './emergency-drifting-conversations.js';
import {
  EITHER_OR_DECISIONS_EMERGENCIES,
  EITHER_OR_DECISIONS_NEAR_MISSES,
} from './emergency-either-or-decisions.js';
import {
  EMOJI_AND_REACTIONS_EMERGENCIES,
  EMOJI_AND_REACTIONS_NEAR_MISSES,
} from './emergency-emoji-and-reactions.js';
import {
  ASKED_AS_QUESTIONS_EMERGENCIES,
  ASKED_AS_QUESTIONS_NEAR_MISSES,
} from './emergency-asked-as-questions.js';
import {
  ASKED_TO_REPEAT_OR_SUMMARISE_EMERGENCIES,
  ASKED_TO_REPEAT_OR_SUMMARISE_NEAR_MISSES,
} from './emergency-asked-to-repeat-or-summarise.js';
import { ASKER_EMERGENCIES, ASKER_NEAR_MISSES } from './emergency-askers.js';
import { GENERALLY_ASKED_EMERGENCIES, GENERALLY_ASKED_NEAR_MISSES } from './emergency-asked-generally.js';
import {
  LONG_CONVERSATIONS_EMERGENCIES,
  LONG_CONVERSATIONS_NEAR_MISSES,
} from './emergency-long-conversations.js';
import {
  LONG_RAMBLING_MESSAGES_EMERGENCIES,
  LONG_RAMBLING_MESSAGES_NEAR_MISSES,
} from './emergency-long-rambling-messages.js';
import {
  LONG_TALKS_ASKING_WHY_EMERGENCIES,
  LONG_TALKS_ASKING_WHY_NEAR_MISSES,
} from './emergency-long-talks-asking-why.js';
import {
  LONG_TALKS_ABOUT_GETTING_THERE_EMERGENCIES,
  LONG_TALKS_ABOUT_GETTING_THERE_NEAR_MISSES,
} from './emergency-long-talks-about-getting-there.js';
import {
  LONG_TALKS_ABOUT_THE_SHOP_EMERGENCIES,
  LONG_TALKS_ABOUT_THE_SHOP_NEAR_MISSES,
} from './emergency-long-talks-about-the-shop.js';
import {
  LONG_TALKS_ACROSS_THE_DAY_EMERGENCIES,
  LONG_TALKS_ACROSS_THE_DAY_NEAR_MISSES,
} from './emergency-long-talks-across-the-day.js';
import {
  LONG_TALKS_WITH_NEAR_MISSES_EMERGENCIES,
  LONG_TALKS_WITH_NEAR_MISSES_NEAR_MISSES,
} from './emergency-long-talks-with-near-misses.js';
import {
  LONG_TALKS_TOLD_IN_PIECES_EMERGENCIES,
  LONG_TALKS_TOLD_IN_PIECES_NEAR_MISSES,
} from './emergency-long-talks-told-in-pieces.js';
import {
  MACHINE_TRANSLATED_EMERGENCIES,
  MACHINE_TRANSLATED_NEAR_MISSES,
} from './emergency-machine-translated.js';
import { MANY_ENGLISHES_EMERGENCIES, MANY_ENGLISHES_NEAR_MISSES } from './emergency-many-englishes.js';
import {
  MEDICALLY_LITERATE_EMERGENCIES,
  MEDICALLY_LITERATE_NEAR_MISSES,
} from './emergency-medically-literate.js';
import {
  MEDICATION_MIX_UPS_EMERGENCIES,
  MEDICATION_MIX_UPS_NEAR_MISSES,
} from './emergency-medication-mix-ups.js';
import { MINIMISED_EMERGENCIES, MINIMISED_NEAR_MISSES } from './emergency-minimised.js';
import { SET_AS_AN_EXAM_EMERGENCIES, SET_AS_AN_EXAM_NEAR_MISSES } from './emergency-set-as-an-exam.js';
import { SITUATION_EMERGENCIES, SITUATION_NEAR_MISSES } from './emergency-special-situations.js';
import { PIECEMEAL_EMERGENCIES, PIECEMEAL_NEAR_MISSES } from './emergency-in-pieces.js';
import {
  NAMES_AND_PRONOUNS_EMERGENCIES,
  NAMES_AND_PRONOUNS_NEAR_MISSES,
} from './emergency-names-and-pronouns.js';
import {
  NEGATIONS_AND_ABSENCES_EMERGENCIES,
  NEGATIONS_AND_ABSENCES_NEAR_MISSES,
} from './emergency-negations-and-absences.js';
import {
  NUMBERS_AND_TIMELINES_EMERGENCIES,
  NUMBERS_AND_TIMELINES_NEAR_MISSES,
} from './emergency-numbers-and-timelines.js';
import { NEVER_NAMED_EMERGENCIES, NEVER_NAMED_NEAR_MISSES } from './emergency-never-named.js';
import { NOT_MY_PET_EMERGENCIES, NOT_MY_PET_NEAR_MISSES } from './emergency-not-my-pet.js';
import {
  NOT_SURE_IT_COUNTS_EMERGENCIES,
  NOT_SURE_IT_COUNTS_NEAR_MISSES,
} from './emergency-not-sure-it-counts.js';
import { BEHAVIOUR_EMERGENCIES, BEHAVIOUR_NEAR_MISSES } from './emergency-behaviour.js';
import {
  BETTER_THEN_WORSE_EMERGENCIES,
  BETTER_THEN_WORSE_NEAR_MISSES,
} from './emergency-better-then-worse.js';
import { OWN_DIAGNOSIS_EMERGENCIES, OWN_DIAGNOSIS_NEAR_MISSES } from './emergency-own-diagnoses.js';
import {
  QUALIFIED_AND_UNSURE_WORDS_EMERGENCIES,
  QUALIFIED_AND_UNSURE_WORDS_NEAR_MISSES,
} from './emergency-qualified-and-unsure-words.js';
import {
  QUESTIONS_ABOUT_THE_ANSWER_EMERGENCIES,
  QUESTIONS_ABOUT_THE_ANSWER_NEAR_MISSES,
} from './emergency-questions-about-the-answer.js';
import { EMERGENCY_SIGN_CASES } from './emergency-signs.js';
import { TIMELINE_EMERGENCIES, TIMELINE_NEAR_MISSES } from './emergency-timelines.js';
import {
  TOLD_THE_NEXT_MORNING_EMERGENCIES,
  TOLD_THE_NEXT_MORNING_NEAR_MISSES,
} from './emergency-told-the-next-morning.js';
import { TWO_AT_ONCE_EMERGENCIES, TWO_AT_ONCE_NEAR_MISSES } from './emergency-two-at-once.js';
import {
  VARIED_OWNERS_AGAIN_EMERGENCIES,
  VARIED_OWNERS_AGAIN_NEAR_MISSES,
} from './emergency-varied-owners-again.js';
import {
  VARIED_OWNERS_SINGLE_TURN_EMERGENCIES,
  VARIED_OWNERS_SINGLE_TURN_NEAR_MISSES,
} from './emergency-varied-owners-single-turn.js';
import {
  VARIED_OWNERS_CONVERSATIONS_EMERGENCIES,
  VARIED_OWNERS_CONVERSATIONS_NEAR_MISSES,
} from './emergency-varied-owners-conversations.js';
import { VOICE_EMERGENCIES, VOICE_NEAR_MISSES } from './emergency-voices.js';
import {
  SHORT_AND_UNNAMED_EMERGENCIES,
  SHORT_AND_UNNAMED_NEAR_MISSES,
} from './emergency-short-and-unnamed.js';
import {
  SECOND_LANGUAGE_THREE_EMERGENCIES,
  SECOND_LANGUAGE_THREE_NEAR_MISSES,
} from './emergency-second-language-three.js';
import {
  SECOND_LANGUAGE_TWO_EMERGENCIES,
  SECOND_LANGUAGE_TWO_NEAR_MISSES,
} from './emergency-second-language-two.js';
import {
  SHORT_SECOND_LANGUAGE_EMERGENCIES,
  SHORT_SECOND_LANGUAGE_NEAR_MISSES,
} from './emergency-short-second-language.js';
import { SHOP_REMEDY_EMERGENCIES, SHOP_REMEDY_NEAR_MISSES } from './emergency-shop-remedies.js';
import { SPECIES_IMPLIED_EMERGENCIES, SPECIES_IMPLIED_NEAR_MISSES } from './emergency-species-implied.js';
import {
  SPELT_AS_IT_SOUNDS_EMERGENCIES,
  SPELT_AS_IT_SOUNDS_NEAR_MISSES,
} from './emergency-spelt-as-it-sounds.js';
import {
  SYMBOLS_AND_SHORTHAND_EMERGENCIES,
  SYMBOLS_AND_SHORTHAND_NEAR_MISSES,
} from './emergency-symbols-and-shorthand.js';
import {
  SMALL_AND_SCALY_UNNAMED_EMERGENCIES,
  SMALL_AND_SCALY_UNNAMED_NEAR_MISSES,
} from './emergency-small-and-scaly-unnamed.js';
import { SMALL_PET_EMERGENCIES, SMALL_PET_NEAR_MISSES } from './emergency-small-pets.js';
import { DESCRIBED_EMERGENCIES, DESCRIBED_NEAR_MISSES } from './emergency-signs-described.js';
import {
  SLANG_OF_THE_YOUNG_EMERGENCIES,
  SLANG_OF_THE_YOUNG_NEAR_MISSES,
} from './emergency-slang-of-the-young.js';
import { SLOW_REVEALS_EMERGENCIES, SLOW_REVEALS_NEAR_MISSES } from './emergency-slow-reveals.js';
import { WHAT_THE_PET_DID_EMERGENCIES, WHAT_THE_PET_DID_NEAR_MISSES } from './emergency-what-the-pet-did.js';
import {
  WITH_A_REQUEST_ATTACHED_EMERGENCIES,
  WITH_A_REQUEST_ATTACHED_NEAR_MISSES,
} from './emergency-with-a-request-attached.js';
import { EMERGENCY_WORDING_CASES } from './emergency-wordings.js';
import {
  WRONG_HARMLESS_GUESS_EMERGENCIES,
  WRONG_HARMLESS_GUESS_NEAR_MISSES,
} from './emergency-wrong-harmless-guess.js';
import { RELAYED_EMERGENCIES, RELAYED_NEAR_MISSES } from './emergency-relayed.js';
import {
  ROOMS_OF_THE_HOUSE_EMERGENCIES,
  ROOMS_OF_THE_HOUSE_NEAR_MISSES,
} from './emergency-rooms-of-the-house.js';
import {
  RUN_ON_WITHOUT_STOPS_EMERGENCIES,
  RUN_ON_WITHOUT_STOPS_NEAR_MISSES,
} from './emergency-run-on-without-stops.js';
import {
  RESCUERS_AND_FOSTERERS_EMERGENCIES,
  RESCUERS_AND_FOSTERERS_NEAR_MISSES,
} from './emergency-rescuers-and-fosterers.js';
import { REPORTED_EMERGENCY_CASES, REPORTED_UNWELL_CASES } from './emergency-reports.js';
import {
  VENTING_AND_BLAMING_EMERGENCIES,
  VENTING_AND_BLAMING_NEAR_MISSES,
} from './emergency-venting-and-blaming.js';
import { VET_WORDS_EMERGENCIES, VET_WORDS_NEAR_MISSES } from './emergency-vet-words.js';
import {
  WAITING_AND_WATCHING_EMERGENCIES,
  WAITING_AND_WATCHING_NEAR_MISSES,
} from './emergency-waiting-and-watching.js';
import { FORMATS_EMERGENCIES, FORMATS_NEAR_MISSES } from './emergency-formats.js';
import { AFTER_ANSWER_EMERGENCIES, AFTER_ANSWER_NEAR_MISSES } from './emergency-after-the-answer.js';
import { LIKENESS_EMERGENCIES, LIKENESS_NEAR_MISSES } from './emergency-likenesses.js';
import { SEVERAL_EMERGENCIES, SEVERAL_NEAR_MISSES } from './emergency-several-pets.js';
import { FORMAL_EMERGENCIES, FORMAL_NEAR_MISSES } from './emergency-formal.js';
import {
  HOUSEHOLDS_OF_ANIMALS_EMERGENCIES,
  HOUSEHOLDS_OF_ANIMALS_NEAR_MISSES,
} from './emergency-households-of-animals.js';
import {
  HEARD_IN_THE_NIGHT_EMERGENCIES,
  HEARD_IN_THE_NIGHT_NEAR_MISSES,
} from './emergency-heard-in-the-night.js';
import { HUMOUR_EMERGENCIES, HUMOUR_NEAR_MISSES } from './emergency-humour.js';
import { SEASONS_EMERGENCIES, SEASONS_NEAR_MISSES } from './emergency-seasons.js';
import {
  SEEMS_OVER_ALREADY_EMERGENCIES,
  SEEMS_OVER_ALREADY_NEAR_MISSES,
} from './emergency-seems-over-already.js';
import {
  SELF_CORRECTIONS_AND_ASIDES_EMERGENCIES,
  SELF_CORRECTIONS_AND_ASIDES_NEAR_MISSES,
} from './emergency-self-corrections-and-asides.js';
import {
  SENSES_AND_BURSTS_EMERGENCIES,
  SENSES_AND_BURSTS_NEAR_MISSES,
} from './emergency-senses-and-bursts.js';
import {
  HEDGED_AS_HYPOTHETICALS_EMERGENCIES,
  HEDGED_AS_HYPOTHETICALS_NEAR_MISSES,
} from './emergency-hedged-as-hypotheticals.js';
import {
  IMPROVING_A_LITTLE_EMERGENCIES,
  IMPROVING_A_LITTLE_NEAR_MISSES,
} from './emergency-improving-a-little.js';
import { IN_PASSING_EMERGENCIES, IN_PASSING_NEAR_MISSES } from './emergency-in-passing.js';
import { MIXED_LANGUAGE_EMERGENCIES, MIXED_LANGUAGE_NEAR_MISSES } from './emergency-mixed-language.js';
import { IS_IT_NORMAL_EMERGENCIES, IS_IT_NORMAL_NEAR_MISSES } from './emergency-is-it-normal.js';
import { KEEPERS_JARGON_EMERGENCIES, KEEPERS_JARGON_NEAR_MISSES } from './emergency-keepers-jargon.js';
import { KNOWN_CONDITIONS_EMERGENCIES, KNOWN_CONDITIONS_NEAR_MISSES } from './emergency-known-conditions.js';
import { COMFORT_EMERGENCIES, COMFORT_NEAR_MISSES } from './emergency-comfort.js';
import { TYPOS_EMERGENCIES, TYPOS_NEAR_MISSES } from './emergency-typos.js';
import {
  UNSURE_AND_SUSPECTED_EMERGENCIES,
  UNSURE_AND_SUSPECTED_NEAR_MISSES,
} from './emergency-unsure-and-suspected.js';
import { UNUSUAL_EMERGENCIES, UNUSUAL_NEAR_MISSES } from './emergency-unusual-animals-and-mixtures.js';
import {
  ONE_DETAIL_DECIDES_EMERGENCIES,
  ONE_DETAIL_DECIDES_NEAR_MISSES,
} from './emergency-one-detail-decides.js';
import {
  ONE_SIGN_THEN_A_PRACTICAL_QUESTION_EMERGENCIES,
  ONE_SIGN_THEN_A_PRACTICAL_QUESTION_NEAR_MISSES,
} from './emergency-one-sign-then-a-practical-question.js';
import { OLD_AND_AILING_EMERGENCIES, OLD_AND_AILING_NEAR_MISSES } from './emergency-old-and-ailing.js';
import {
  OLD_FASHIONED_WORDS_EMERGENCIES,
  OLD_FASHIONED_WORDS_NEAR_MISSES,
} from './emergency-old-fashioned-words.js';
import { ON_THE_WAY_EMERGENCIES, ON_THE_WAY_NEAR_MISSES } from './emergency-on-the-way.js';
import { OTHER_LANGUAGES_EMERGENCIES, OTHER_LANGUAGES_NEAR_MISSES } from './emergency-other-languages.js';
import {
  OVER_BY_THE_NEXT_TURN_EMERGENCIES,
  OVER_BY_THE_NEXT_TURN_NEAR_MISSES,
} from './emergency-over-by-the-next-turn.js';
import { OWNERS_ANEW_EMERGENCIES, OWNERS_ANEW_NEAR_MISSES } from './emergency-owners-anew.js';
import {
  PASTED_AND_QUOTED_EMERGENCIES,
  PASTED_AND_QUOTED_NEAR_MISSES,
} from './emergency-pasted-and-quoted.js';
import {
  PET_PROFESSIONALS_EMERGENCIES,
  PET_PROFESSIONALS_NEAR_MISSES,
} from './emergency-pet-professionals.js';
import { PET_TECH_ALERTS_EMERGENCIES, PET_TECH_ALERTS_NEAR_MISSES } from './emergency-pet-tech-alerts.js';
import {
  PETS_NAMED_AFTER_FOODS_EMERGENCIES,
  PETS_NAMED_AFTER_FOODS_NEAR_MISSES,
} from './emergency-pets-named-after-foods.js';
import {
  PHONED_FOR_ADVICE_EMERGENCIES,
  PHONED_FOR_ADVICE_NEAR_MISSES,
} from './emergency-phoned-for-advice.js';
import {
  PHOTOS_AND_VIDEOS_EMERGENCIES,
  PHOTOS_AND_VIDEOS_NEAR_MISSES,
} from './emergency-photos-and-videos.js';
import {
  PLAIN_AND_COMPLETE_EMERGENCIES,
  PLAIN_AND_COMPLETE_NEAR_MISSES,
} from './emergency-plain-and-complete.js';
import { PRACTICAL_EMERGENCIES, PRACTICAL_NEAR_MISSES } from './emergency-practical-questions.js';
import {
  PRODUCTS_BY_LOOK_AND_PLACE_EMERGENCIES,
  PRODUCTS_BY_LOOK_AND_PLACE_NEAR_MISSES,
} from './emergency-products-by-look-and-place.js';
import {
  PUSHBACK_AFTER_THE_ANSWER_EMERGENCIES,
  PUSHBACK_AFTER_THE_ANSWER_NEAR_MISSES,
} from './emergency-pushback-after-the-answer.js';
import {
  QUANTITIES_AND_PORTIONS_EMERGENCIES,
  QUANTITIES_AND_PORTIONS_NEAR_MISSES,
} from './emergency-quantities-and-portions.js';
import {
  RABBITS_REPTILES_SLANG_TYPOS_EMERGENCIES,
  RABBITS_REPTILES_SLANG_TYPOS_NEAR_MISSES,
} from './emergency-rabbits-reptiles-slang-typos.js';
import {
  GENERAL_THEN_MINE_EMERGENCIES,
  GENERAL_THEN_MINE_NEAR_MISSES,
} from './emergency-general-then-mine.js';
import {
  GRAMMAR_TURNED_AROUND_EMERGENCIES,
  GRAMMAR_TURNED_AROUND_NEAR_MISSES,
} from './emergency-grammar-turned-around.js';
import {
  EVERYDAY_COMPARISONS_EMERGENCIES,
  EVERYDAY_COMPARISONS_NEAR_MISSES,
} from './emergency-everyday-comparisons.js';
import {
  EXAM_WITHOUT_NAMES_UK_EMERGENCIES,
  EXAM_WITHOUT_NAMES_UK_NEAR_MISSES,
} from './emergency-exam-without-names-uk.js';
import {
  EXAM_WITHOUT_NAMES_US_EMERGENCIES,
  EXAM_WITHOUT_NAMES_US_NEAR_MISSES,
} from './emergency-exam-without-names-us.js';
import { EXOTICS_EVERYDAY_EMERGENCIES, EXOTICS_EVERYDAY_NEAR_MISSES } from './emergency-exotics-everyday.js';
import { FARM_AND_WORKING_EMERGENCIES, FARM_AND_WORKING_NEAR_MISSES } from './emergency-farm-and-working.js';
import { FEWEST_SIGNS_EMERGENCIES, FEWEST_SIGNS_NEAR_MISSES } from './emergency-fewest-signs.js';
import {
  FEWEST_SIGNS_SMALL_AND_SCALY_EMERGENCIES,
  FEWEST_SIGNS_SMALL_AND_SCALY_NEAR_MISSES,
} from './emergency-fewest-signs-small-and-scaly.js';
import { FIGURES_EMERGENCIES, FIGURES_NEAR_MISSES } from './emergency-figures.js';
import { FIRST_TIME_EMERGENCIES, FIRST_TIME_NEAR_MISSES } from './emergency-first-time-owners.js';
import {
  FOODS_THAT_HIDE_A_POISON_EMERGENCIES,
  FOODS_THAT_HIDE_A_POISON_NEAR_MISSES,
} from './emergency-foods-that-hide-a-poison.js';
import {
  FOUND_ON_COMING_HOME_EMERGENCIES,
  FOUND_ON_COMING_HOME_NEAR_MISSES,
} from './emergency-found-on-coming-home.js';
import {
  FRAGMENTS_ACROSS_TURNS_EMERGENCIES,
  FRAGMENTS_ACROSS_TURNS_NEAR_MISSES,
} from './emergency-fragments-across-turns.js';
import { FUR_BABY_TALK_EMERGENCIES, FUR_BABY_TALK_NEAR_MISSES } from './emergency-fur-baby-talk.js';
import {
  HANDED_OVER_MID_TALK_EMERGENCIES,
  HANDED_OVER_MID_TALK_NEAR_MISSES,
} from './emergency-handed-over-mid-talk.js';
import {
  HAPPENED_BEFORE_AND_AGAIN_EMERGENCIES,
  HAPPENED_BEFORE_AND_AGAIN_NEAR_MISSES,
} from './emergency-happened-before-and-again.js';
import { STORE_CONTEXT_EMERGENCIES, STORE_CONTEXT_NEAR_MISSES } from './emergency-store-context.js';
import { TERSE_EMERGENCIES, TERSE_NEAR_MISSES } from './emergency-terse-and-frightened.js';
import { TEXT_SPEAK_EMERGENCIES, TEXT_SPEAK_NEAR_MISSES } from './emergency-text-speak.js';
import {
  TXT_SPEAK_FRAGMENTS_EMERGENCIES,
  TXT_SPEAK_FRAGMENTS_NEAR_MISSES,
} from './emergency-txt-speak-fragments.js';
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
import {
  ACCEPTANCE_LIST_FOURTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_FOURTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-fourth-exam.js';
import {
  ACCEPTANCE_LIST_FIFTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_FIFTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-fifth-exam.js';
import {
  ACCEPTANCE_LIST_SIXTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_SIXTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-sixth-exam.js';
import {
  FIRST_MESSAGES_TO_A_NEW_BOT_EMERGENCIES,
  FIRST_MESSAGES_TO_A_NEW_BOT_NEAR_MISSES,
} from './emergency-first-messages-to-a-new-bot.js';
import {
  EXOTICS_ACCEPTANCE_LIST_EMERGENCIES,
  EXOTICS_ACCEPTANCE_LIST_NEAR_MISSES,
} from './emergency-exotics-acceptance-list.js';
import {
  ACCEPTANCE_LIST_SEVENTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_SEVENTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-seventh-exam.js';
import {
  WRONG_HARMLESS_FIRST_GUESS_EMERGENCIES,
  WRONG_HARMLESS_FIRST_GUESS_NEAR_MISSES,
} from './emergency-wrong-harmless-first-guess.js';
import {
  LAST_TURN_PRACTICAL_EMERGENCIES,
  LAST_TURN_PRACTICAL_NEAR_MISSES,
} from './emergency-last-turn-practical.js';
import {
  CALM_SAME_SUBJECTS_EMERGENCIES,
  CALM_SAME_SUBJECTS_NEAR_MISSES,
} from './emergency-calm-same-subjects.js';
import { TOLD_BY_OTHERS_EMERGENCIES, TOLD_BY_OTHERS_NEAR_MISSES } from './emergency-told-by-others.js';
import {
  ACCEPTANCE_LIST_EIGHTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_EIGHTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-eighth-exam.js';
import {
  THREE_LENGTHS_EACH_EMERGENCIES,
  THREE_LENGTHS_EACH_NEAR_MISSES,
} from './emergency-three-lengths-each.js';
import {
  CANNOT_GET_TO_A_VET_EMERGENCIES,
  CANNOT_GET_TO_A_VET_NEAR_MISSES,
} from './emergency-cannot-get-to-a-vet.js';
import {
  EVERYDAY_QUESTIONS_SAME_SUBJECTS_EMERGENCIES,
  EVERYDAY_QUESTIONS_SAME_SUBJECTS_NEAR_MISSES,
} from './emergency-everyday-questions-same-subjects.js';
import {
  HOUSEHOLDS_AND_LATE_SPECIES_EMERGENCIES,
  HOUSEHOLDS_AND_LATE_SPECIES_NEAR_MISSES,
} from './emergency-households-and-late-species.js';
import {
  ACCEPTANCE_LIST_NINTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_NINTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-ninth-exam.js';
import {
  TIMES_DOSES_AND_FIGURES_EMERGENCIES,
  TIMES_DOSES_AND_FIGURES_NEAR_MISSES,
} from './emergency-times-doses-and-figures.js';
import {
  ASKED_ABOUT_THE_SIGN_EMERGENCIES,
  ASKED_ABOUT_THE_SIGN_NEAR_MISSES,
} from './emergency-asked-about-the-sign.js';
import {
  FOLDED_INTO_A_REQUEST_EMERGENCIES,
  FOLDED_INTO_A_REQUEST_NEAR_MISSES,
} from './emergency-folded-into-a-request.js';
import {
  LETTERS_AND_REGIONAL_IDIOM_EMERGENCIES,
  LETTERS_AND_REGIONAL_IDIOM_NEAR_MISSES,
} from './emergency-letters-and-regional-idiom.js';
import {
  ACCEPTANCE_LIST_TENTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_TENTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-tenth-exam.js';
import {
  TEENS_AND_BUSY_PARENTS_EMERGENCIES,
  TEENS_AND_BUSY_PARENTS_NEAR_MISSES,
} from './emergency-teens-and-busy-parents.js';
import {
  PAST_AND_PRESENT_MIXED_EMERGENCIES,
  PAST_AND_PRESENT_MIXED_NEAR_MISSES,
} from './emergency-past-and-present-mixed.js';
import {
  CORRECTIONS_AND_UPDATES_EMERGENCIES,
  CORRECTIONS_AND_UPDATES_NEAR_MISSES,
} from './emergency-corrections-and-updates.js';
import {
  SOUNDS_URGENT_BUT_IS_NOT_EMERGENCIES,
  SOUNDS_URGENT_BUT_IS_NOT_NEAR_MISSES,
} from './emergency-sounds-urgent-but-is-not.js';
import {
  ACCEPTANCE_LIST_ELEVENTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_ELEVENTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-eleventh-exam.js';
import {
  SPECIES_SPECIFIC_CONDITIONS_EMERGENCIES,
  SPECIES_SPECIFIC_CONDITIONS_NEAR_MISSES,
} from './emergency-species-specific-conditions.js';
import {
  POISONS_EVERY_WAY_EMERGENCIES,
  POISONS_EVERY_WAY_NEAR_MISSES,
} from './emergency-poisons-every-way.js';
import { KEY_FACT_LAST_EMERGENCIES, KEY_FACT_LAST_NEAR_MISSES } from './emergency-key-fact-last.js';
import { SIGNS_ONLY_EMERGENCIES, SIGNS_ONLY_NEAR_MISSES } from './emergency-signs-only.js';
import {
  ACCEPTANCE_LIST_TWELFTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_TWELFTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-twelfth-exam.js';
import {
  ACCEPTANCE_LIST_THIRTEENTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_THIRTEENTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-thirteenth-exam.js';
import {
  ACCEPTANCE_LIST_FOURTEENTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_FOURTEENTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-fourteenth-exam.js';
import {
  ACCEPTANCE_LIST_FIFTEENTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_FIFTEENTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-fifteenth-exam.js';
import {
  ACCEPTANCE_LIST_SIXTEENTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_SIXTEENTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-sixteenth-exam.js';
import {
  ACCEPTANCE_LIST_SEVENTEENTH_EXAM_EMERGENCIES,
  ACCEPTANCE_LIST_SEVENTEENTH_EXAM_NEAR_MISSES,
} from './emergency-acceptance-list-seventeenth-exam.js';
import {
  OTHER_KINDS_FIRST_EXAM_EMERGENCIES,
  OTHER_KINDS_FIRST_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-first-exam.js';
import {
  OTHER_KINDS_SECOND_EXAM_EMERGENCIES,
  OTHER_KINDS_SECOND_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-second-exam.js';
import {
  OTHER_KINDS_THIRD_EXAM_EMERGENCIES,
  OTHER_KINDS_THIRD_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-third-exam.js';
import {
  OTHER_KINDS_FOURTH_EXAM_EMERGENCIES,
  OTHER_KINDS_FOURTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-fourth-exam.js';
import {
  OTHER_KINDS_FIFTH_EXAM_EMERGENCIES,
  OTHER_KINDS_FIFTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-fifth-exam.js';
import {
  OTHER_KINDS_SIXTH_EXAM_EMERGENCIES,
  OTHER_KINDS_SIXTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-sixth-exam.js';
import {
  OTHER_KINDS_SEVENTH_EXAM_EMERGENCIES,
  OTHER_KINDS_SEVENTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-seventh-exam.js';
import {
  OTHER_KINDS_EIGHTH_EXAM_EMERGENCIES,
  OTHER_KINDS_EIGHTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-eighth-exam.js';
import {
  OTHER_KINDS_NINTH_EXAM_EMERGENCIES,
  OTHER_KINDS_NINTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-ninth-exam.js';
import {
  OTHER_KINDS_TENTH_EXAM_EMERGENCIES,
  OTHER_KINDS_TENTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-tenth-exam.js';
import {
  OTHER_KINDS_ELEVENTH_EXAM_EMERGENCIES,
  OTHER_KINDS_ELEVENTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-eleventh-exam.js';
import {
  OTHER_KINDS_TWELFTH_EXAM_EMERGENCIES,
  OTHER_KINDS_TWELFTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-twelfth-exam.js';
import {
  OTHER_KINDS_THIRTEENTH_EXAM_EMERGENCIES,
  OTHER_KINDS_THIRTEENTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-thirteenth-exam.js';
import {
  OTHER_KINDS_FOURTEENTH_EXAM_EMERGENCIES,
  OTHER_KINDS_FOURTEENTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-fourteenth-exam.js';
import {
  OTHER_KINDS_FIFTEENTH_EXAM_EMERGENCIES,
  OTHER_KINDS_FIFTEENTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-fifteenth-exam.js';
import {
  EVERY_KIND_FIRST_EXAM_EMERGENCIES,
  EVERY_KIND_FIRST_EXAM_NEAR_MISSES,
} from './emergency-every-kind-first-exam.js';
import {
  EVERY_KIND_SECOND_EXAM_EMERGENCIES,
  EVERY_KIND_SECOND_EXAM_NEAR_MISSES,
} from './emergency-every-kind-second-exam.js';
import {
  EVERY_KIND_THIRD_EXAM_EMERGENCIES,
  EVERY_KIND_THIRD_EXAM_NEAR_MISSES,
} from './emergency-every-kind-third-exam.js';
import {
  EVERY_KIND_FOURTH_EXAM_EMERGENCIES,
  EVERY_KIND_FOURTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-fourth-exam.js';
import {
  EVERY_KIND_FIFTH_EXAM_EMERGENCIES,
  EVERY_KIND_FIFTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-fifth-exam.js';
import {
  EVERY_KIND_SIXTH_EXAM_EMERGENCIES,
  EVERY_KIND_SIXTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-sixth-exam.js';
import {
  EVERY_KIND_SEVENTH_EXAM_EMERGENCIES,
  EVERY_KIND_SEVENTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-seventh-exam.js';
import {
  EVERY_KIND_EIGHTH_EXAM_EMERGENCIES,
  EVERY_KIND_EIGHTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-eighth-exam.js';
import {
  EVERY_KIND_NINTH_EXAM_EMERGENCIES,
  EVERY_KIND_NINTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-ninth-exam.js';
import {
  EVERY_KIND_TENTH_EXAM_EMERGENCIES,
  EVERY_KIND_TENTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-tenth-exam.js';
import {
  PERMISSION_THEN_TOLD_EMERGENCIES,
  PERMISSION_THEN_TOLD_NEAR_MISSES,
} from './emergency-permission-then-told.js';
import {
  HARMLESS_GUESS_ASKED_EMERGENCIES,
  HARMLESS_GUESS_ASKED_NEAR_MISSES,
} from './emergency-harmless-guess-asked.js';
import {
  YES_NO_ABOUT_THE_PET_EMERGENCIES,
  YES_NO_ABOUT_THE_PET_NEAR_MISSES,
} from './emergency-yes-no-about-the-pet.js';
import {
  NUMBERS_AND_MEASURES_EMERGENCIES,
  NUMBERS_AND_MEASURES_NEAR_MISSES,
} from './emergency-numbers-and-measures.js';
import {
  GREETINGS_AND_SIGN_OFFS_EMERGENCIES,
  GREETINGS_AND_SIGN_OFFS_NEAR_MISSES,
} from './emergency-greetings-and-sign-offs.js';
import {
  CORRECTIONS_OF_WHAT_WAS_EATEN_EMERGENCIES,
  CORRECTIONS_OF_WHAT_WAS_EATEN_NEAR_MISSES,
} from './emergency-corrections-of-what-was-eaten.js';
import {
  DESCRIBED_BEFORE_NAMED_EMERGENCIES,
  DESCRIBED_BEFORE_NAMED_NEAR_MISSES,
} from './emergency-described-before-named.js';
import {
  THINGS_BY_WHOSE_THEY_ARE_EMERGENCIES,
  THINGS_BY_WHOSE_THEY_ARE_NEAR_MISSES,
} from './emergency-things-by-whose-they-are.js';
import {
  WRONG_WORDS_FOR_IT_EMERGENCIES,
  WRONG_WORDS_FOR_IT_NEAR_MISSES,
} from './emergency-wrong-words-for-it.js';
import {
  EVERY_KIND_ELEVENTH_EXAM_EMERGENCIES,
  EVERY_KIND_ELEVENTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-eleventh-exam.js';
import {
  TOLD_BY_WHAT_THE_OWNER_DID_EMERGENCIES,
  TOLD_BY_WHAT_THE_OWNER_DID_NEAR_MISSES,
} from './emergency-told-by-what-the-owner-did.js';
import { WORLD_KITCHENS_EMERGENCIES, WORLD_KITCHENS_NEAR_MISSES } from './emergency-world-kitchens.js';
import {
  SHORT_ANSWERS_LATER_EMERGENCIES,
  SHORT_ANSWERS_LATER_NEAR_MISSES,
} from './emergency-short-answers-later.js';
import {
  SAID_IN_A_SIDE_CLAUSE_EMERGENCIES,
  SAID_IN_A_SIDE_CLAUSE_NEAR_MISSES,
} from './emergency-said-in-a-side-clause.js';
import {
  UNUSUAL_PETS_EVERY_KIND_EMERGENCIES,
  UNUSUAL_PETS_EVERY_KIND_NEAR_MISSES,
} from './emergency-unusual-pets-every-kind.js';
import { WHICH_IS_WORSE_EMERGENCIES, WHICH_IS_WORSE_NEAR_MISSES } from './emergency-which-is-worse.js';
import {
  COMPLAINTS_TO_THE_SHOP_EMERGENCIES,
  COMPLAINTS_TO_THE_SHOP_NEAR_MISSES,
} from './emergency-complaints-to-the-shop.js';
import {
  ROLES_NOT_SPECIES_EMERGENCIES,
  ROLES_NOT_SPECIES_NEAR_MISSES,
} from './emergency-roles-not-species.js';
import {
  SYMPTOM_CHECKLISTS_EMERGENCIES,
  SYMPTOM_CHECKLISTS_NEAR_MISSES,
} from './emergency-symptom-checklists.js';
import {
  EVERY_KIND_TWELFTH_EXAM_EMERGENCIES,
  EVERY_KIND_TWELFTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-twelfth-exam.js';
import {
  REGRET_AND_HINDSIGHT_EMERGENCIES,
  REGRET_AND_HINDSIGHT_NEAR_MISSES,
} from './emergency-regret-and-hindsight.js';
import {
  NEGATIVE_QUESTIONS_EMERGENCIES,
  NEGATIVE_QUESTIONS_NEAR_MISSES,
} from './emergency-negative-questions.js';
import { REAL_IF_CLAUSES_EMERGENCIES, REAL_IF_CLAUSES_NEAR_MISSES } from './emergency-real-if-clauses.js';
import {
  GOOD_AND_BAD_SIGNS_MIXED_EMERGENCIES,
  GOOD_AND_BAD_SIGNS_MIXED_NEAR_MISSES,
} from './emergency-good-and-bad-signs-mixed.js';
import {
  EVERY_KIND_THIRTEENTH_EXAM_EMERGENCIES,
  EVERY_KIND_THIRTEENTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-thirteenth-exam.js';
import { VOICE_DICTATION_EMERGENCIES, VOICE_DICTATION_NEAR_MISSES } from './emergency-voice-dictation.js';
import {
  SEVERAL_PETS_AT_ONCE_EMERGENCIES,
  SEVERAL_PETS_AT_ONCE_NEAR_MISSES,
} from './emergency-several-pets-at-once.js';
import { LEARNERS_ENGLISH_EMERGENCIES, LEARNERS_ENGLISH_NEAR_MISSES } from './emergency-learners-english.js';
import {
  PASTED_LABELS_AND_POSTS_EMERGENCIES,
  PASTED_LABELS_AND_POSTS_NEAR_MISSES,
} from './emergency-pasted-labels-and-posts.js';
import {
  MEDICAL_JARGON_OWNERS_EMERGENCIES,
  MEDICAL_JARGON_OWNERS_NEAR_MISSES,
} from './emergency-medical-jargon-owners.js';
import {
  SLANG_AND_BABY_TALK_EMERGENCIES,
  SLANG_AND_BABY_TALK_NEAR_MISSES,
} from './emergency-slang-and-baby-talk.js';
import {
  SHOUTING_AND_PANIC_EMERGENCIES,
  SHOUTING_AND_PANIC_NEAR_MISSES,
} from './emergency-shouting-and-panic.js';
import { MINIMISERS_EMERGENCIES, MINIMISERS_NEAR_MISSES } from './emergency-minimisers.js';
import {
  BURIED_IN_A_LONG_STORY_EMERGENCIES,
  BURIED_IN_A_LONG_STORY_NEAR_MISSES,
} from './emergency-buried-in-a-long-story.js';
import {
  ASKS_A_SIDE_QUESTION_EMERGENCIES,
  ASKS_A_SIDE_QUESTION_NEAR_MISSES,
} from './emergency-asks-a-side-question.js';
import {
  PET_SITTERS_AND_WALKERS_EMERGENCIES,
  PET_SITTERS_AND_WALKERS_NEAR_MISSES,
} from './emergency-pet-sitters-and-walkers.js';
import {
  SARCASM_AND_IRONY_EMERGENCIES,
  SARCASM_AND_IRONY_NEAR_MISSES,
} from './emergency-sarcasm-and-irony.js';
import { STRUCTURED_FORMS_EMERGENCIES, STRUCTURED_FORMS_NEAR_MISSES } from './emergency-structured-forms.js';
import { CODE_SWITCHING_EMERGENCIES, CODE_SWITCHING_NEAR_MISSES } from './emergency-code-switching.js';
import {
  EVERY_KIND_FOURTEENTH_EXAM_EMERGENCIES,
  EVERY_KIND_FOURTEENTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-fourteenth-exam.js';
import {
  AUTOCORRECT_SLIPS_EMERGENCIES,
  AUTOCORRECT_SLIPS_NEAR_MISSES,
} from './emergency-autocorrect-slips.js';
import {
  CODE_SWITCHING_SECOND_EMERGENCIES,
  CODE_SWITCHING_SECOND_NEAR_MISSES,
} from './emergency-code-switching-second.js';
import { WORLD_ENGLISHES_EMERGENCIES, WORLD_ENGLISHES_NEAR_MISSES } from './emergency-world-englishes.js';
import { OLDER_OWNERS_EMERGENCIES, OLDER_OWNERS_NEAR_MISSES } from './emergency-older-owners.js';
import {
  EVERY_KIND_FIFTEENTH_EXAM_EMERGENCIES,
  EVERY_KIND_FIFTEENTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-fifteenth-exam.js';
import {
  CODE_SWITCHING_THIRD_EMERGENCIES,
  CODE_SWITCHING_THIRD_NEAR_MISSES,
} from './emergency-code-switching-third.js';
import {
  SPECIES_NEVER_NAMED_EMERGENCIES,
  SPECIES_NEVER_NAMED_NEAR_MISSES,
} from './emergency-species-never-named.js';
import {
  UNCERTAIN_WHAT_HAPPENED_EMERGENCIES,
  UNCERTAIN_WHAT_HAPPENED_NEAR_MISSES,
} from './emergency-uncertain-what-happened.js';
import {
  QUOTING_THE_ADVISOR_BACK_EMERGENCIES,
  QUOTING_THE_ADVISOR_BACK_NEAR_MISSES,
} from './emergency-quoting-the-advisor-back.js';
import {
  EVERY_KIND_SIXTEENTH_EXAM_EMERGENCIES,
  EVERY_KIND_SIXTEENTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-sixteenth-exam.js';
import {
  OTHER_SCRIPTS_MIXED_EMERGENCIES,
  OTHER_SCRIPTS_MIXED_NEAR_MISSES,
} from './emergency-other-scripts-mixed.js';
import { EMOJI_HEAVY_EMERGENCIES, EMOJI_HEAVY_NEAR_MISSES } from './emergency-emoji-heavy.js';
import {
  HOME_REMEDY_TRIED_EMERGENCIES,
  HOME_REMEDY_TRIED_NEAR_MISSES,
} from './emergency-home-remedy-tried.js';
import {
  EVERY_KIND_SEVENTEENTH_EXAM_EMERGENCIES,
  EVERY_KIND_SEVENTEENTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-seventeenth-exam.js';
import { SPELLED_BY_EAR_EMERGENCIES, SPELLED_BY_EAR_NEAR_MISSES } from './emergency-spelled-by-ear.js';
import {
  MACHINE_TRANSLATED_SECOND_EMERGENCIES,
  MACHINE_TRANSLATED_SECOND_NEAR_MISSES,
} from './emergency-machine-translated-second.js';
import {
  FEELINGS_AND_EUPHEMISMS_EMERGENCIES,
  FEELINGS_AND_EUPHEMISMS_NEAR_MISSES,
} from './emergency-feelings-and-euphemisms.js';
import {
  EVERY_KIND_EIGHTEENTH_EXAM_EMERGENCIES,
  EVERY_KIND_EIGHTEENTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-eighteenth-exam.js';
import {
  OTHER_KINDS_EIGHTEENTH_EXAM_EMERGENCIES,
  OTHER_KINDS_EIGHTEENTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-eighteenth-exam.js';
import {
  EVERY_KIND_NINETEENTH_EXAM_EMERGENCIES,
  EVERY_KIND_NINETEENTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-nineteenth-exam.js';
import {
  CALM_SAME_SUBJECTS_SECOND_EMERGENCIES,
  CALM_SAME_SUBJECTS_SECOND_NEAR_MISSES,
} from './emergency-calm-same-subjects-second.js';
import {
  CODE_SWITCHING_FOURTH_EMERGENCIES,
  CODE_SWITCHING_FOURTH_NEAR_MISSES,
} from './emergency-code-switching-fourth.js';
import {
  OTHER_KINDS_NINETEENTH_EXAM_EMERGENCIES,
  OTHER_KINDS_NINETEENTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-nineteenth-exam.js';
import { SENSES_NOT_SIGHT_EMERGENCIES, SENSES_NOT_SIGHT_NEAR_MISSES } from './emergency-senses-not-sight.js';
import {
  SEARCH_ENGINE_QUERIES_EMERGENCIES,
  SEARCH_ENGINE_QUERIES_NEAR_MISSES,
} from './emergency-search-engine-queries.js';
import { GRADUAL_REVEAL_EMERGENCIES, GRADUAL_REVEAL_NEAR_MISSES } from './emergency-gradual-reveal.js';
import {
  GLOSSARY_LANGUAGES_MIXED_EMERGENCIES,
  GLOSSARY_LANGUAGES_MIXED_NEAR_MISSES,
} from './emergency-glossary-languages-mixed.js';
import {
  EVERY_KIND_TWENTIETH_EXAM_EMERGENCIES,
  EVERY_KIND_TWENTIETH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-twentieth-exam.js';
import {
  OTHER_KINDS_TWENTIETH_EXAM_EMERGENCIES,
  OTHER_KINDS_TWENTIETH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-twentieth-exam.js';
import {
  EVERY_KIND_TWENTY_FIRST_EXAM_EMERGENCIES,
  EVERY_KIND_TWENTY_FIRST_EXAM_NEAR_MISSES,
} from './emergency-every-kind-twenty-first-exam.js';
import {
  DOUBTS_AND_HOME_REMEDIES_EMERGENCIES,
  DOUBTS_AND_HOME_REMEDIES_NEAR_MISSES,
} from './emergency-doubts-and-home-remedies.js';
import {
  CHAT_LOGS_AND_ALERTS_EMERGENCIES,
  CHAT_LOGS_AND_ALERTS_NEAR_MISSES,
} from './emergency-chat-logs-and-alerts.js';
import {
  CODE_SWITCHING_FIFTH_EMERGENCIES,
  CODE_SWITCHING_FIFTH_NEAR_MISSES,
} from './emergency-code-switching-fifth.js';
import {
  OTHER_KINDS_TWENTY_FIRST_EXAM_EMERGENCIES,
  OTHER_KINDS_TWENTY_FIRST_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-twenty-first-exam.js';
import {
  EVERY_KIND_TWENTY_SECOND_EXAM_EMERGENCIES,
  EVERY_KIND_TWENTY_SECOND_EXAM_NEAR_MISSES,
} from './emergency-every-kind-twenty-second-exam.js';
import {
  OTHER_KINDS_TWENTY_SECOND_EXAM_EMERGENCIES,
  OTHER_KINDS_TWENTY_SECOND_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-twenty-second-exam.js';
import {
  CHILDREN_AND_TEENS_WRITING_EMERGENCIES,
  CHILDREN_AND_TEENS_WRITING_NEAR_MISSES,
} from './emergency-children-and-teens-writing.js';
import {
  TRAVEL_AND_AWAY_FROM_HOME_EMERGENCIES,
  TRAVEL_AND_AWAY_FROM_HOME_NEAR_MISSES,
} from './emergency-travel-and-away-from-home.js';
import {
  SHOP_REQUESTS_MID_EMERGENCY_EMERGENCIES,
  SHOP_REQUESTS_MID_EMERGENCY_NEAR_MISSES,
} from './emergency-shop-requests-mid-emergency.js';
import {
  AFTER_A_VET_VISIT_EMERGENCIES,
  AFTER_A_VET_VISIT_NEAR_MISSES,
} from './emergency-after-a-vet-visit.js';
import {
  EVERY_KIND_TWENTY_THIRD_EXAM_EMERGENCIES,
  EVERY_KIND_TWENTY_THIRD_EXAM_NEAR_MISSES,
} from './emergency-every-kind-twenty-third-exam.js';
import {
  OTHER_KINDS_TWENTY_THIRD_EXAM_EMERGENCIES,
  OTHER_KINDS_TWENTY_THIRD_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-twenty-third-exam.js';
import {
  PIDGINS_AND_CREOLES_EMERGENCIES,
  PIDGINS_AND_CREOLES_NEAR_MISSES,
} from './emergency-pidgins-and-creoles.js';
import {
  BREEDS_AND_NICKNAMES_EMERGENCIES,
  BREEDS_AND_NICKNAMES_NEAR_MISSES,
} from './emergency-breeds-and-nicknames.js';
import {
  EVERY_KIND_TWENTY_FOURTH_EXAM_EMERGENCIES,
  EVERY_KIND_TWENTY_FOURTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-twenty-fourth-exam.js';
import {
  OTHER_KINDS_TWENTY_FOURTH_EXAM_EMERGENCIES,
  OTHER_KINDS_TWENTY_FOURTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-twenty-fourth-exam.js';
import {
  STRAYS_AND_FOUND_ANIMALS_EMERGENCIES,
  STRAYS_AND_FOUND_ANIMALS_NEAR_MISSES,
} from './emergency-strays-and-found-animals.js';
import {
  OLD_AGE_OR_EMERGENCY_EMERGENCIES,
  OLD_AGE_OR_EMERGENCY_NEAR_MISSES,
} from './emergency-old-age-or-emergency.js';
import {
  NEW_PUPPY_AND_KITTEN_OWNERS_EMERGENCIES,
  NEW_PUPPY_AND_KITTEN_OWNERS_NEAR_MISSES,
} from './emergency-new-puppy-and-kitten-owners.js';
import {
  OTHER_KINDS_TWENTY_FIFTH_EXAM_EMERGENCIES,
  OTHER_KINDS_TWENTY_FIFTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-twenty-fifth-exam.js';
import {
  CLASS_PETS_AND_WORKING_ANIMALS_EMERGENCIES,
  CLASS_PETS_AND_WORKING_ANIMALS_NEAR_MISSES,
} from './emergency-class-pets-and-working-animals.js';
import { WHAT_GOOGLE_SAID_EMERGENCIES, WHAT_GOOGLE_SAID_NEAR_MISSES } from './emergency-what-google-said.js';
import {
  FARM_AND_SMALLHOLDING_EMERGENCIES,
  FARM_AND_SMALLHOLDING_NEAR_MISSES,
} from './emergency-farm-and-smallholding.js';
import {
  EVERY_KIND_TWENTY_SIXTH_EXAM_EMERGENCIES,
  EVERY_KIND_TWENTY_SIXTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-twenty-sixth-exam.js';
import {
  OTHER_KINDS_TWENTY_SIXTH_EXAM_EMERGENCIES,
  OTHER_KINDS_TWENTY_SIXTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-twenty-sixth-exam.js';
import {
  HOLIDAYS_AND_CELEBRATIONS_EMERGENCIES,
  HOLIDAYS_AND_CELEBRATIONS_NEAR_MISSES,
} from './emergency-holidays-and-celebrations.js';
import {
  BREEDERS_AND_LITTERS_EMERGENCIES,
  BREEDERS_AND_LITTERS_NEAR_MISSES,
} from './emergency-breeders-and-litters.js';
import {
  EVERY_KIND_TWENTY_EIGHTH_EXAM_EMERGENCIES,
  EVERY_KIND_TWENTY_EIGHTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-twenty-eighth-exam.js';
import {
  EVERY_KIND_TWENTY_FIFTH_EXAM_EMERGENCIES,
  EVERY_KIND_TWENTY_FIFTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-twenty-fifth-exam.js';
import {
  EVERY_KIND_TWENTY_NINTH_EXAM_EMERGENCIES,
  EVERY_KIND_TWENTY_NINTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-twenty-ninth-exam.js';
import { GRIEF_AND_GUILT_EMERGENCIES, GRIEF_AND_GUILT_NEAR_MISSES } from './emergency-grief-and-guilt.js';
import {
  MONEY_AND_INSURANCE_WORRIES_EMERGENCIES,
  MONEY_AND_INSURANCE_WORRIES_NEAR_MISSES,
} from './emergency-money-and-insurance-worries.js';
import {
  OTHER_KINDS_TWENTY_EIGHTH_EXAM_EMERGENCIES,
  OTHER_KINDS_TWENTY_EIGHTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-twenty-eighth-exam.js';
import {
  OTHER_KINDS_TWENTY_NINTH_EXAM_EMERGENCIES,
  OTHER_KINDS_TWENTY_NINTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-twenty-ninth-exam.js';
import {
  OTHER_KINDS_TWENTY_SEVENTH_EXAM_EMERGENCIES,
  OTHER_KINDS_TWENTY_SEVENTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-twenty-seventh-exam.js';
import {
  OUT_OF_HOURS_AND_WEEKENDS_EMERGENCIES,
  OUT_OF_HOURS_AND_WEEKENDS_NEAR_MISSES,
} from './emergency-out-of-hours-and-weekends.js';
import {
  PAST_EXPERIENCES_COMPARED_EMERGENCIES,
  PAST_EXPERIENCES_COMPARED_NEAR_MISSES,
} from './emergency-past-experiences-compared.js';
import {
  PETS_ON_MEDICATION_EMERGENCIES,
  PETS_ON_MEDICATION_NEAR_MISSES,
} from './emergency-pets-on-medication.js';
import {
  PHOTOS_AND_VIDEOS_DESCRIBED_EMERGENCIES,
  PHOTOS_AND_VIDEOS_DESCRIBED_NEAR_MISSES,
} from './emergency-photos-and-videos-described.js';
import {
  REGIONAL_HAZARDS_WORLDWIDE_EMERGENCIES,
  REGIONAL_HAZARDS_WORLDWIDE_NEAR_MISSES,
} from './emergency-regional-hazards-worldwide.js';
import {
  SHARED_CARE_AND_RELATIVES_PETS_EMERGENCIES,
  SHARED_CARE_AND_RELATIVES_PETS_NEAR_MISSES,
} from './emergency-shared-care-and-relatives-pets.js';
import {
  SPORTS_SHOWS_AND_WORKING_DOGS_EMERGENCIES,
  SPORTS_SHOWS_AND_WORKING_DOGS_NEAR_MISSES,
} from './emergency-sports-shows-and-working-dogs.js';
import {
  COLOURS_AND_TEXTURES_EMERGENCIES,
  COLOURS_AND_TEXTURES_NEAR_MISSES,
} from './emergency-colours-and-textures.js';
import {
  DIY_AND_HOME_RENOVATION_EMERGENCIES,
  DIY_AND_HOME_RENOVATION_NEAR_MISSES,
} from './emergency-diy-and-home-renovation.js';
import {
  EVERY_KIND_THIRTIETH_EXAM_EMERGENCIES,
  EVERY_KIND_THIRTIETH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-thirtieth-exam.js';
import {
  EVERY_KIND_THIRTY_FIRST_EXAM_EMERGENCIES,
  EVERY_KIND_THIRTY_FIRST_EXAM_NEAR_MISSES,
} from './emergency-every-kind-thirty-first-exam.js';
import {
  FOSTERS_AND_RESCUE_VOLUNTEERS_EMERGENCIES,
  FOSTERS_AND_RESCUE_VOLUNTEERS_NEAR_MISSES,
} from './emergency-fosters-and-rescue-volunteers.js';
import {
  OTHER_KINDS_THIRTIETH_EXAM_EMERGENCIES,
  OTHER_KINDS_THIRTIETH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-thirtieth-exam.js';
import {
  OTHER_KINDS_THIRTY_FIRST_EXAM_EMERGENCIES,
  OTHER_KINDS_THIRTY_FIRST_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-thirty-first-exam.js';
import {
  SEASONAL_HAZARDS_THROUGH_THE_YEAR_EMERGENCIES,
  SEASONAL_HAZARDS_THROUGH_THE_YEAR_NEAR_MISSES,
} from './emergency-seasonal-hazards-through-the-year.js';
import {
  EVERY_KIND_THIRTY_SECOND_EXAM_EMERGENCIES,
  EVERY_KIND_THIRTY_SECOND_EXAM_NEAR_MISSES,
} from './emergency-every-kind-thirty-second-exam.js';
import {
  OTHER_KINDS_THIRTY_SECOND_EXAM_EMERGENCIES,
  OTHER_KINDS_THIRTY_SECOND_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-thirty-second-exam.js';
import {
  OUTDOORS_HIKING_CAMPING_AND_BEACHES_EMERGENCIES,
  OUTDOORS_HIKING_CAMPING_AND_BEACHES_NEAR_MISSES,
} from './emergency-outdoors-hiking-camping-and-beaches.js';
import {
  MOVING_HOUSE_NEW_BABIES_AND_LIFE_CHANGES_EMERGENCIES,
  MOVING_HOUSE_NEW_BABIES_AND_LIFE_CHANGES_NEAR_MISSES,
} from './emergency-moving-house-new-babies-and-life-changes.js';
import {
  HOBBIES_CRAFTS_AND_GARAGE_CHEMICALS_EMERGENCIES,
  HOBBIES_CRAFTS_AND_GARAGE_CHEMICALS_NEAR_MISSES,
} from './emergency-hobbies-crafts-and-garage-chemicals.js';
import {
  EVERY_KIND_THIRTY_THIRD_EXAM_EMERGENCIES,
  EVERY_KIND_THIRTY_THIRD_EXAM_NEAR_MISSES,
} from './emergency-every-kind-thirty-third-exam.js';
import {
  OTHER_KINDS_THIRTY_THIRD_EXAM_EMERGENCIES,
  OTHER_KINDS_THIRTY_THIRD_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-thirty-third-exam.js';
import {
  SECOND_OPINIONS_AND_CONFLICTING_ADVICE_EMERGENCIES,
  SECOND_OPINIONS_AND_CONFLICTING_ADVICE_NEAR_MISSES,
} from './emergency-second-opinions-and-conflicting-advice.js';
import {
  ASSISTANCE_THERAPY_AND_WORKING_ANIMALS_EMERGENCIES,
  ASSISTANCE_THERAPY_AND_WORKING_ANIMALS_NEAR_MISSES,
} from './emergency-assistance-therapy-and-working-animals.js';
import {
  HALF_ASLEEP_IN_THE_SMALL_HOURS_EMERGENCIES,
  HALF_ASLEEP_IN_THE_SMALL_HOURS_NEAR_MISSES,
} from './emergency-half-asleep-in-the-small-hours.js';
import {
  EVERY_KIND_THIRTY_FOURTH_EXAM_EMERGENCIES,
  EVERY_KIND_THIRTY_FOURTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-thirty-fourth-exam.js';
import {
  OTHER_KINDS_THIRTY_FOURTH_EXAM_EMERGENCIES,
  OTHER_KINDS_THIRTY_FOURTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-thirty-fourth-exam.js';
import {
  NEIGHBOURS_GARDENS_AND_ALLOTMENTS_EMERGENCIES,
  NEIGHBOURS_GARDENS_AND_ALLOTMENTS_NEAR_MISSES,
} from './emergency-neighbours-gardens-and-allotments.js';
import {
  PET_CAMS_AND_SMART_DEVICES_EMERGENCIES,
  PET_CAMS_AND_SMART_DEVICES_NEAR_MISSES,
} from './emergency-pet-cams-and-smart-devices.js';
import {
  OWNERS_WITH_LIMITED_MOBILITY_OR_SIGHT_EMERGENCIES,
  OWNERS_WITH_LIMITED_MOBILITY_OR_SIGHT_NEAR_MISSES,
} from './emergency-owners-with-limited-mobility-or-sight.js';
import {
  EVERY_KIND_THIRTY_FIFTH_EXAM_EMERGENCIES,
  EVERY_KIND_THIRTY_FIFTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-thirty-fifth-exam.js';
import {
  OTHER_KINDS_THIRTY_FIFTH_EXAM_EMERGENCIES,
  OTHER_KINDS_THIRTY_FIFTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-thirty-fifth-exam.js';
import {
  SCHOOL_HOLIDAYS_AND_CHILDREN_AT_HOME_EMERGENCIES,
  SCHOOL_HOLIDAYS_AND_CHILDREN_AT_HOME_NEAR_MISSES,
} from './emergency-school-holidays-and-children-at-home.js';
import {
  URBAN_FLATS_BALCONIES_AND_CITY_HAZARDS_EMERGENCIES,
  URBAN_FLATS_BALCONIES_AND_CITY_HAZARDS_NEAR_MISSES,
} from './emergency-urban-flats-balconies-and-city-hazards.js';
import {
  PARTIES_GUESTS_AND_VISITORS_EMERGENCIES,
  PARTIES_GUESTS_AND_VISITORS_NEAR_MISSES,
} from './emergency-parties-guests-and-visitors.js';
import {
  EVERY_KIND_THIRTY_SIXTH_EXAM_EMERGENCIES,
  EVERY_KIND_THIRTY_SIXTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-thirty-sixth-exam.js';
import {
  OTHER_KINDS_THIRTY_SIXTH_EXAM_EMERGENCIES,
  OTHER_KINDS_THIRTY_SIXTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-thirty-sixth-exam.js';
import {
  STORMS_FLOODS_AND_POWER_CUTS_EMERGENCIES,
  STORMS_FLOODS_AND_POWER_CUTS_NEAR_MISSES,
} from './emergency-storms-floods-and-power-cuts.js';
import {
  GROOMING_BOARDING_AND_DAYCARE_EMERGENCIES,
  GROOMING_BOARDING_AND_DAYCARE_NEAR_MISSES,
} from './emergency-grooming-boarding-and-daycare.js';
import {
  KITCHENS_COOKING_AND_LEFTOVERS_EMERGENCIES,
  KITCHENS_COOKING_AND_LEFTOVERS_NEAR_MISSES,
} from './emergency-kitchens-cooking-and-leftovers.js';
import {
  EVERY_KIND_THIRTY_SEVENTH_EXAM_EMERGENCIES,
  EVERY_KIND_THIRTY_SEVENTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-thirty-seventh-exam.js';
import {
  OTHER_KINDS_THIRTY_SEVENTH_EXAM_EMERGENCIES,
  OTHER_KINDS_THIRTY_SEVENTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-thirty-seventh-exam.js';
import {
  CARAVANS_BOATS_AND_NARROWBOATS_EMERGENCIES,
  CARAVANS_BOATS_AND_NARROWBOATS_NEAR_MISSES,
} from './emergency-caravans-boats-and-narrowboats.js';
import {
  CLEANING_DAY_LAUNDRY_AND_BATHROOMS_EMERGENCIES,
  CLEANING_DAY_LAUNDRY_AND_BATHROOMS_NEAR_MISSES,
} from './emergency-cleaning-day-laundry-and-bathrooms.js';
import {
  COMMUTERS_CHECKING_IN_FROM_WORK_EMERGENCIES,
  COMMUTERS_CHECKING_IN_FROM_WORK_NEAR_MISSES,
} from './emergency-commuters-checking-in-from-work.js';
import {
  EVERY_KIND_THIRTY_EIGHTH_EXAM_EMERGENCIES,
  EVERY_KIND_THIRTY_EIGHTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-thirty-eighth-exam.js';
import {
  OTHER_KINDS_THIRTY_EIGHTH_EXAM_EMERGENCIES,
  OTHER_KINDS_THIRTY_EIGHTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-thirty-eighth-exam.js';
import {
  ADOPTED_THIS_WEEK_EMERGENCIES,
  ADOPTED_THIS_WEEK_NEAR_MISSES,
} from './emergency-adopted-this-week.js';
import {
  MEDICINE_CABINETS_AND_PRESCRIPTIONS_EMERGENCIES,
  MEDICINE_CABINETS_AND_PRESCRIPTIONS_NEAR_MISSES,
} from './emergency-medicine-cabinets-and-prescriptions.js';
import {
  WALKS_PARKS_AND_DOG_FIELDS_EMERGENCIES,
  WALKS_PARKS_AND_DOG_FIELDS_NEAR_MISSES,
} from './emergency-walks-parks-and-dog-fields.js';
import {
  EVERY_KIND_THIRTY_NINTH_EXAM_EMERGENCIES,
  EVERY_KIND_THIRTY_NINTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-thirty-ninth-exam.js';
import {
  OTHER_KINDS_THIRTY_NINTH_EXAM_EMERGENCIES,
  OTHER_KINDS_THIRTY_NINTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-thirty-ninth-exam.js';
import {
  FARM_SHOPS_FEED_STORES_AND_MARKETS_EMERGENCIES,
  FARM_SHOPS_FEED_STORES_AND_MARKETS_NEAR_MISSES,
} from './emergency-farm-shops-feed-stores-and-markets.js';
import {
  NIGHTS_OUT_AND_HANGOVERS_EMERGENCIES,
  NIGHTS_OUT_AND_HANGOVERS_NEAR_MISSES,
} from './emergency-nights-out-and-hangovers.js';
import {
  GARDENERS_AND_ALLOTMENT_SHEDS_EMERGENCIES,
  GARDENERS_AND_ALLOTMENT_SHEDS_NEAR_MISSES,
} from './emergency-gardeners-and-allotment-sheds.js';
import {
  EVERY_KIND_FORTIETH_EXAM_EMERGENCIES,
  EVERY_KIND_FORTIETH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-fortieth-exam.js';
import {
  OTHER_KINDS_FORTIETH_EXAM_EMERGENCIES,
  OTHER_KINDS_FORTIETH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-fortieth-exam.js';
import {
  HOLIDAYS_ABROAD_AND_PET_PASSPORTS_EMERGENCIES,
  HOLIDAYS_ABROAD_AND_PET_PASSPORTS_NEAR_MISSES,
} from './emergency-holidays-abroad-and-pet-passports.js';
import {
  SHELTER_VOLUNTEERS_AND_FOSTERERS_EMERGENCIES,
  SHELTER_VOLUNTEERS_AND_FOSTERERS_NEAR_MISSES,
} from './emergency-shelter-volunteers-and-fosterers.js';
import {
  ELDERLY_PETS_AND_LONG_TERM_CONDITIONS_EMERGENCIES,
  ELDERLY_PETS_AND_LONG_TERM_CONDITIONS_NEAR_MISSES,
} from './emergency-elderly-pets-and-long-term-conditions.js';
import {
  EVERY_KIND_FORTY_FIRST_EXAM_EMERGENCIES,
  EVERY_KIND_FORTY_FIRST_EXAM_NEAR_MISSES,
} from './emergency-every-kind-forty-first-exam.js';
import {
  OTHER_KINDS_FORTY_FIRST_EXAM_EMERGENCIES,
  OTHER_KINDS_FORTY_FIRST_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-forty-first-exam.js';
import {
  MOVING_IN_WITH_A_PARTNER_AND_MIXED_HOUSEHOLDS_EMERGENCIES,
  MOVING_IN_WITH_A_PARTNER_AND_MIXED_HOUSEHOLDS_NEAR_MISSES,
} from './emergency-moving-in-with-a-partner-and-mixed-households.js';
import {
  CHRISTMAS_BIRTHDAYS_AND_CELEBRATIONS_EMERGENCIES,
  CHRISTMAS_BIRTHDAYS_AND_CELEBRATIONS_NEAR_MISSES,
} from './emergency-christmas-birthdays-and-celebrations.js';
import {
  VET_NURSES_AND_ANIMAL_PROFESSIONALS_OFF_DUTY_EMERGENCIES,
  VET_NURSES_AND_ANIMAL_PROFESSIONALS_OFF_DUTY_NEAR_MISSES,
} from './emergency-vet-nurses-and-animal-professionals-off-duty.js';
import {
  EVERY_KIND_FORTY_SECOND_EXAM_EMERGENCIES,
  EVERY_KIND_FORTY_SECOND_EXAM_NEAR_MISSES,
} from './emergency-every-kind-forty-second-exam.js';
import {
  OTHER_KINDS_FORTY_SECOND_EXAM_EMERGENCIES,
  OTHER_KINDS_FORTY_SECOND_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-forty-second-exam.js';
import {
  STUDENTS_AND_SHARED_HOUSES_EMERGENCIES,
  STUDENTS_AND_SHARED_HOUSES_NEAR_MISSES,
} from './emergency-students-and-shared-houses.js';
import {
  ISLANDS_AND_REMOTE_RURAL_HOMES_EMERGENCIES,
  ISLANDS_AND_REMOTE_RURAL_HOMES_NEAR_MISSES,
} from './emergency-islands-and-remote-rural-homes.js';
import {
  NIGHT_SHIFT_AND_EARLY_STARTS_EMERGENCIES,
  NIGHT_SHIFT_AND_EARLY_STARTS_NEAR_MISSES,
} from './emergency-night-shift-and-early-starts.js';
import {
  EVERY_KIND_FORTY_THIRD_EXAM_EMERGENCIES,
  EVERY_KIND_FORTY_THIRD_EXAM_NEAR_MISSES,
} from './emergency-every-kind-forty-third-exam.js';
import {
  OTHER_KINDS_FORTY_THIRD_EXAM_EMERGENCIES,
  OTHER_KINDS_FORTY_THIRD_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-forty-third-exam.js';
import {
  PUBS_CAFES_AND_DOG_FRIENDLY_PLACES_EMERGENCIES,
  PUBS_CAFES_AND_DOG_FRIENDLY_PLACES_NEAR_MISSES,
} from './emergency-pubs-cafes-and-dog-friendly-places.js';
import {
  CONSTRUCTION_TRADES_AND_WORKSHOPS_EMERGENCIES,
  CONSTRUCTION_TRADES_AND_WORKSHOPS_NEAR_MISSES,
} from './emergency-construction-trades-and-workshops.js';
import {
  PARENTS_OF_BABIES_AND_TODDLERS_EMERGENCIES,
  PARENTS_OF_BABIES_AND_TODDLERS_NEAR_MISSES,
} from './emergency-parents-of-babies-and-toddlers.js';
import {
  EVERY_KIND_FORTY_FOURTH_EXAM_EMERGENCIES,
  EVERY_KIND_FORTY_FOURTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-forty-fourth-exam.js';
import {
  OTHER_KINDS_FORTY_FOURTH_EXAM_EMERGENCIES,
  OTHER_KINDS_FORTY_FOURTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-forty-fourth-exam.js';
import {
  SPORTS_FANS_AND_MATCH_DAYS_EMERGENCIES,
  SPORTS_FANS_AND_MATCH_DAYS_NEAR_MISSES,
} from './emergency-sports-fans-and-match-days.js';
import {
  CLEANERS_CARERS_AND_HOUSE_SITTERS_EMERGENCIES,
  CLEANERS_CARERS_AND_HOUSE_SITTERS_NEAR_MISSES,
} from './emergency-cleaners-carers-and-house-sitters.js';
import {
  SLEEPOVERS_AND_VISITING_RELATIVES_EMERGENCIES,
  SLEEPOVERS_AND_VISITING_RELATIVES_NEAR_MISSES,
} from './emergency-sleepovers-and-visiting-relatives.js';
import {
  EVERY_KIND_FORTY_FIFTH_EXAM_EMERGENCIES,
  EVERY_KIND_FORTY_FIFTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-forty-fifth-exam.js';
import {
  GRANDPARENTS_MINDING_PETS_EMERGENCIES,
  GRANDPARENTS_MINDING_PETS_NEAR_MISSES,
} from './emergency-grandparents-minding-pets.js';
import {
  WET_WEATHER_MUD_AND_AUTUMN_WALKS_EMERGENCIES,
  WET_WEATHER_MUD_AND_AUTUMN_WALKS_NEAR_MISSES,
} from './emergency-wet-weather-mud-and-autumn-walks.js';
import {
  SMALL_BUSINESSES_SHOPS_AND_OFFICES_EMERGENCIES,
  SMALL_BUSINESSES_SHOPS_AND_OFFICES_NEAR_MISSES,
} from './emergency-small-businesses-shops-and-offices.js';
import {
  EVERY_KIND_FORTY_SIXTH_EXAM_EMERGENCIES,
  EVERY_KIND_FORTY_SIXTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-forty-sixth-exam.js';
import {
  OTHER_KINDS_FORTY_SIXTH_EXAM_EMERGENCIES,
  OTHER_KINDS_FORTY_SIXTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-forty-sixth-exam.js';
import {
  CAMPERS_VANS_AND_FESTIVALS_EMERGENCIES,
  CAMPERS_VANS_AND_FESTIVALS_NEAR_MISSES,
} from './emergency-campers-vans-and-festivals.js';
import {
  EVERY_KIND_FORTY_SEVENTH_EXAM_EMERGENCIES,
  EVERY_KIND_FORTY_SEVENTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-forty-seventh-exam.js';
import {
  NEIGHBOURS_AND_SHARED_GARDENS_EMERGENCIES,
  NEIGHBOURS_AND_SHARED_GARDENS_NEAR_MISSES,
} from './emergency-neighbours-and-shared-gardens.js';
import {
  TEACHERS_NURSES_AND_SHIFT_PARENTS_EMERGENCIES,
  TEACHERS_NURSES_AND_SHIFT_PARENTS_NEAR_MISSES,
} from './emergency-teachers-nurses-and-shift-parents.js';
import {
  FIRST_WEEK_WITH_A_RESCUE_EMERGENCIES,
  FIRST_WEEK_WITH_A_RESCUE_NEAR_MISSES,
} from './emergency-first-week-with-a-rescue.js';
import {
  EVERY_KIND_FORTY_EIGHTH_EXAM_EMERGENCIES,
  EVERY_KIND_FORTY_EIGHTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-forty-eighth-exam.js';
import {
  OTHER_KINDS_FORTY_EIGHTH_EXAM_EMERGENCIES,
  OTHER_KINDS_FORTY_EIGHTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-forty-eighth-exam.js';
import {
  HAIRDRESSERS_AND_BEAUTY_SALONS_EMERGENCIES,
  HAIRDRESSERS_AND_BEAUTY_SALONS_NEAR_MISSES,
} from './emergency-hairdressers-and-beauty-salons.js';
import {
  RUNNERS_CYCLISTS_AND_GYM_GOERS_EMERGENCIES,
  RUNNERS_CYCLISTS_AND_GYM_GOERS_NEAR_MISSES,
} from './emergency-runners-cyclists-and-gym-goers.js';
import {
  GAMERS_AND_STREAMERS_EMERGENCIES,
  GAMERS_AND_STREAMERS_NEAR_MISSES,
} from './emergency-gamers-and-streamers.js';
import {
  EVERY_KIND_FORTY_NINTH_EXAM_EMERGENCIES,
  EVERY_KIND_FORTY_NINTH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-forty-ninth-exam.js';
import {
  OTHER_KINDS_FORTY_NINTH_EXAM_EMERGENCIES,
  OTHER_KINDS_FORTY_NINTH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-forty-ninth-exam.js';
import {
  DELIVERY_DRIVERS_AND_COURIERS_EMERGENCIES,
  DELIVERY_DRIVERS_AND_COURIERS_NEAR_MISSES,
} from './emergency-delivery-drivers-and-couriers.js';
import {
  EXPATS_AND_NEW_ARRIVALS_EMERGENCIES,
  EXPATS_AND_NEW_ARRIVALS_NEAR_MISSES,
} from './emergency-expats-and-new-arrivals.js';
import {
  BAKERS_AND_HOME_BAKING_DAYS_EMERGENCIES,
  BAKERS_AND_HOME_BAKING_DAYS_NEAR_MISSES,
} from './emergency-bakers-and-home-baking-days.js';
import {
  EVERY_KIND_FIFTIETH_EXAM_EMERGENCIES,
  EVERY_KIND_FIFTIETH_EXAM_NEAR_MISSES,
} from './emergency-every-kind-fiftieth-exam.js';
import {
  OTHER_KINDS_FIFTIETH_EXAM_EMERGENCIES,
  OTHER_KINDS_FIFTIETH_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-fiftieth-exam.js';
import {
  ANGLERS_AND_FISHING_TRIPS_EMERGENCIES,
  ANGLERS_AND_FISHING_TRIPS_NEAR_MISSES,
} from './emergency-anglers-and-fishing-trips.js';
import {
  STABLE_YARDS_AND_HORSE_OWNERS_EMERGENCIES,
  STABLE_YARDS_AND_HORSE_OWNERS_NEAR_MISSES,
} from './emergency-stable-yards-and-horse-owners.js';
import {
  PET_PHOTOGRAPHERS_AND_INFLUENCERS_EMERGENCIES,
  PET_PHOTOGRAPHERS_AND_INFLUENCERS_NEAR_MISSES,
} from './emergency-pet-photographers-and-influencers.js';
import {
  EVERY_KIND_FIFTY_FIRST_EXAM_EMERGENCIES,
  EVERY_KIND_FIFTY_FIRST_EXAM_NEAR_MISSES,
} from './emergency-every-kind-fifty-first-exam.js';
import {
  OTHER_KINDS_FIFTY_FIRST_EXAM_EMERGENCIES,
  OTHER_KINDS_FIFTY_FIRST_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-fifty-first-exam.js';
import {
  BEEKEEPERS_AND_WILDLIFE_GARDENERS_EMERGENCIES,
  BEEKEEPERS_AND_WILDLIFE_GARDENERS_NEAR_MISSES,
} from './emergency-beekeepers-and-wildlife-gardeners.js';
import {
  MUSICIANS_AND_TOURING_BANDS_EMERGENCIES,
  MUSICIANS_AND_TOURING_BANDS_NEAR_MISSES,
} from './emergency-musicians-and-touring-bands.js';
import {
  SECURITY_GUARDS_AND_SITE_DOGS_EMERGENCIES,
  SECURITY_GUARDS_AND_SITE_DOGS_NEAR_MISSES,
} from './emergency-security-guards-and-site-dogs.js';
import {
  EVERY_KIND_FIFTY_SECOND_EXAM_EMERGENCIES,
  EVERY_KIND_FIFTY_SECOND_EXAM_NEAR_MISSES,
} from './emergency-every-kind-fifty-second-exam.js';
import {
  OTHER_KINDS_FIFTY_SECOND_EXAM_EMERGENCIES,
  OTHER_KINDS_FIFTY_SECOND_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-fifty-second-exam.js';
import {
  TATTOO_ARTISTS_AND_PIERCERS_EMERGENCIES,
  TATTOO_ARTISTS_AND_PIERCERS_NEAR_MISSES,
} from './emergency-tattoo-artists-and-piercers.js';
import {
  DENTAL_PRACTICE_STAFF_EMERGENCIES,
  DENTAL_PRACTICE_STAFF_NEAR_MISSES,
} from './emergency-dental-practice-staff.js';
import {
  ZOOKEEPERS_AND_ANIMAL_PARK_STAFF_EMERGENCIES,
  ZOOKEEPERS_AND_ANIMAL_PARK_STAFF_NEAR_MISSES,
} from './emergency-zookeepers-and-animal-park-staff.js';
import {
  EVERY_KIND_FIFTY_THIRD_EXAM_EMERGENCIES,
  EVERY_KIND_FIFTY_THIRD_EXAM_NEAR_MISSES,
} from './emergency-every-kind-fifty-third-exam.js';
import {
  OTHER_KINDS_FIFTY_THIRD_EXAM_EMERGENCIES,
  OTHER_KINDS_FIFTY_THIRD_EXAM_NEAR_MISSES,
} from './emergency-other-kinds-fifty-third-exam.js';
import {
  SCHOOL_RUN_PARENTS_EMERGENCIES,
  SCHOOL_RUN_PARENTS_NEAR_MISSES,
} from './emergency-school-run-parents.js';
import {
  WINTER_SNOW_AND_ICE_DAYS_EMERGENCIES,
  WINTER_SNOW_AND_ICE_DAYS_NEAR_MISSES,
} from './emergency-winter-snow-and-ice-days.js';
import {
  BUTCHERS_FISHMONGERS_AND_CHEFS_EMERGENCIES,
  BUTCHERS_FISHMONGERS_AND_CHEFS_NEAR_MISSES,
} from './emergency-butchers-fishmongers-and-chefs.js';

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
  ...KEEPERS_JARGON_EMERGENCIES,
  ...KEEPERS_JARGON_NEAR_MISSES,
  ...FARM_AND_WORKING_EMERGENCIES,
  ...FARM_AND_WORKING_NEAR_MISSES,
  ...CITY_LIVING_EMERGENCIES,
  ...CITY_LIVING_NEAR_MISSES,
  ...MEDICATION_MIX_UPS_EMERGENCIES,
  ...MEDICATION_MIX_UPS_NEAR_MISSES,
  ...ACTIVITIES_AND_SPORT_EMERGENCIES,
  ...ACTIVITIES_AND_SPORT_NEAR_MISSES,
  ...CLIMATES_AROUND_THE_WORLD_EMERGENCIES,
  ...CLIMATES_AROUND_THE_WORLD_NEAR_MISSES,
  ...KNOWN_CONDITIONS_EMERGENCIES,
  ...KNOWN_CONDITIONS_NEAR_MISSES,
  ...SET_AS_AN_EXAM_EMERGENCIES,
  ...SET_AS_AN_EXAM_NEAR_MISSES,
  ...CUSTOMERS_OF_THE_SHOP_EMERGENCIES,
  ...CUSTOMERS_OF_THE_SHOP_NEAR_MISSES,
  ...HEDGED_AS_HYPOTHETICALS_EMERGENCIES,
  ...HEDGED_AS_HYPOTHETICALS_NEAR_MISSES,
  ...DRIFTING_CONVERSATIONS_EMERGENCIES,
  ...DRIFTING_CONVERSATIONS_NEAR_MISSES,
  ...FUR_BABY_TALK_EMERGENCIES,
  ...FUR_BABY_TALK_NEAR_MISSES,
  ...EMOJI_AND_REACTIONS_EMERGENCIES,
  ...EMOJI_AND_REACTIONS_NEAR_MISSES,
  ...GRAMMAR_TURNED_AROUND_EMERGENCIES,
  ...GRAMMAR_TURNED_AROUND_NEAR_MISSES,
  ...QUALIFIED_AND_UNSURE_WORDS_EMERGENCIES,
  ...QUALIFIED_AND_UNSURE_WORDS_NEAR_MISSES,
  ...RESCUERS_AND_FOSTERERS_EMERGENCIES,
  ...RESCUERS_AND_FOSTERERS_NEAR_MISSES,
  ...PET_TECH_ALERTS_EMERGENCIES,
  ...PET_TECH_ALERTS_NEAR_MISSES,
  ...TEXT_SPEAK_EMERGENCIES,
  ...TEXT_SPEAK_NEAR_MISSES,
  ...ON_THE_WAY_EMERGENCIES,
  ...ON_THE_WAY_NEAR_MISSES,
  ...NEVER_NAMED_EMERGENCIES,
  ...NEVER_NAMED_NEAR_MISSES,
  ...BODY_LOOKED_OVER_EMERGENCIES,
  ...BODY_LOOKED_OVER_NEAR_MISSES,
  ...ONE_DETAIL_DECIDES_EMERGENCIES,
  ...ONE_DETAIL_DECIDES_NEAR_MISSES,
  ...EVERYDAY_COMPARISONS_EMERGENCIES,
  ...EVERYDAY_COMPARISONS_NEAR_MISSES,
  ...WHAT_THE_PET_DID_EMERGENCIES,
  ...WHAT_THE_PET_DID_NEAR_MISSES,
  ...ALARMING_BUT_CALM_EMERGENCIES,
  ...ALARMING_BUT_CALM_NEAR_MISSES,
  ...EXAM_WITHOUT_NAMES_UK_EMERGENCIES,
  ...EXAM_WITHOUT_NAMES_UK_NEAR_MISSES,
  ...ALARMING_BUT_CALM_TWO_EMERGENCIES,
  ...ALARMING_BUT_CALM_TWO_NEAR_MISSES,
  ...EXAM_WITHOUT_NAMES_US_EMERGENCIES,
  ...EXAM_WITHOUT_NAMES_US_NEAR_MISSES,
  ...SMALL_AND_SCALY_UNNAMED_EMERGENCIES,
  ...SMALL_AND_SCALY_UNNAMED_NEAR_MISSES,
  ...ALARMING_BUT_CALM_THREE_EMERGENCIES,
  ...ALARMING_BUT_CALM_THREE_NEAR_MISSES,
  ...DOUBTS_AND_DOSES_UNNAMED_EMERGENCIES,
  ...DOUBTS_AND_DOSES_UNNAMED_NEAR_MISSES,
  ...WRONG_HARMLESS_GUESS_EMERGENCIES,
  ...WRONG_HARMLESS_GUESS_NEAR_MISSES,
  ...PRODUCTS_BY_LOOK_AND_PLACE_EMERGENCIES,
  ...PRODUCTS_BY_LOOK_AND_PLACE_NEAR_MISSES,
  ...OLD_FASHIONED_WORDS_EMERGENCIES,
  ...OLD_FASHIONED_WORDS_NEAR_MISSES,
  ...SHORT_AND_UNNAMED_EMERGENCIES,
  ...SHORT_AND_UNNAMED_NEAR_MISSES,
  ...ALARMING_BUT_CALM_FOUR_EMERGENCIES,
  ...ALARMING_BUT_CALM_FOUR_NEAR_MISSES,
  ...FEWEST_SIGNS_EMERGENCIES,
  ...FEWEST_SIGNS_NEAR_MISSES,
  ...SHORT_SECOND_LANGUAGE_EMERGENCIES,
  ...SHORT_SECOND_LANGUAGE_NEAR_MISSES,
  ...FEWEST_SIGNS_SMALL_AND_SCALY_EMERGENCIES,
  ...FEWEST_SIGNS_SMALL_AND_SCALY_NEAR_MISSES,
  ...ONE_SIGN_THEN_A_PRACTICAL_QUESTION_EMERGENCIES,
  ...ONE_SIGN_THEN_A_PRACTICAL_QUESTION_NEAR_MISSES,
  ...FRAGMENTS_ACROSS_TURNS_EMERGENCIES,
  ...FRAGMENTS_ACROSS_TURNS_NEAR_MISSES,
  ...SECOND_LANGUAGE_TWO_EMERGENCIES,
  ...SECOND_LANGUAGE_TWO_NEAR_MISSES,
  ...CHILDREN_AND_TEENS_EMERGENCIES,
  ...CHILDREN_AND_TEENS_NEAR_MISSES,
  ...RUN_ON_WITHOUT_STOPS_EMERGENCIES,
  ...RUN_ON_WITHOUT_STOPS_NEAR_MISSES,
  ...SECOND_LANGUAGE_THREE_EMERGENCIES,
  ...SECOND_LANGUAGE_THREE_NEAR_MISSES,
  ...TXT_SPEAK_FRAGMENTS_EMERGENCIES,
  ...TXT_SPEAK_FRAGMENTS_NEAR_MISSES,
  ...SEEMS_OVER_ALREADY_EMERGENCIES,
  ...SEEMS_OVER_ALREADY_NEAR_MISSES,
  ...PLAIN_AND_COMPLETE_EMERGENCIES,
  ...PLAIN_AND_COMPLETE_NEAR_MISSES,
  ...WAITING_AND_WATCHING_EMERGENCIES,
  ...WAITING_AND_WATCHING_NEAR_MISSES,
  ...IMPROVING_A_LITTLE_EMERGENCIES,
  ...IMPROVING_A_LITTLE_NEAR_MISSES,
  ...NOT_SURE_IT_COUNTS_EMERGENCIES,
  ...NOT_SURE_IT_COUNTS_NEAR_MISSES,
  ...OVER_BY_THE_NEXT_TURN_EMERGENCIES,
  ...OVER_BY_THE_NEXT_TURN_NEAR_MISSES,
  ...PUSHBACK_AFTER_THE_ANSWER_EMERGENCIES,
  ...PUSHBACK_AFTER_THE_ANSWER_NEAR_MISSES,
  ...TOLD_THE_NEXT_MORNING_EMERGENCIES,
  ...TOLD_THE_NEXT_MORNING_NEAR_MISSES,
  ...PET_PROFESSIONALS_EMERGENCIES,
  ...PET_PROFESSIONALS_NEAR_MISSES,
  ...OLD_AND_AILING_EMERGENCIES,
  ...OLD_AND_AILING_NEAR_MISSES,
  ...DISPUTED_ANSWERS_EMERGENCIES,
  ...DISPUTED_ANSWERS_NEAR_MISSES,
  ...ALL_BETTER_NOW_EMERGENCIES,
  ...ALL_BETTER_NOW_NEAR_MISSES,
  ...BETTER_THEN_WORSE_EMERGENCIES,
  ...BETTER_THEN_WORSE_NEAR_MISSES,
  ...PHONED_FOR_ADVICE_EMERGENCIES,
  ...PHONED_FOR_ADVICE_NEAR_MISSES,
  ...WITH_A_REQUEST_ATTACHED_EMERGENCIES,
  ...WITH_A_REQUEST_ATTACHED_NEAR_MISSES,
  ...HOUSEHOLDS_OF_ANIMALS_EMERGENCIES,
  ...HOUSEHOLDS_OF_ANIMALS_NEAR_MISSES,
  ...LONG_CONVERSATIONS_EMERGENCIES,
  ...LONG_CONVERSATIONS_NEAR_MISSES,
  ...LONG_TALKS_ASKING_WHY_EMERGENCIES,
  ...LONG_TALKS_ASKING_WHY_NEAR_MISSES,
  ...LONG_TALKS_ABOUT_GETTING_THERE_EMERGENCIES,
  ...LONG_TALKS_ABOUT_GETTING_THERE_NEAR_MISSES,
  ...LONG_TALKS_ABOUT_THE_SHOP_EMERGENCIES,
  ...LONG_TALKS_ABOUT_THE_SHOP_NEAR_MISSES,
  ...LONG_TALKS_ACROSS_THE_DAY_EMERGENCIES,
  ...LONG_TALKS_ACROSS_THE_DAY_NEAR_MISSES,
  ...LONG_TALKS_WITH_NEAR_MISSES_EMERGENCIES,
  ...LONG_TALKS_WITH_NEAR_MISSES_NEAR_MISSES,
  ...LONG_TALKS_TOLD_IN_PIECES_EMERGENCIES,
  ...LONG_TALKS_TOLD_IN_PIECES_NEAR_MISSES,
  ...BREEDS_NOT_SPECIES_EMERGENCIES,
  ...BREEDS_NOT_SPECIES_NEAR_MISSES,
  ...NEGATIONS_AND_ABSENCES_EMERGENCIES,
  ...NEGATIONS_AND_ABSENCES_NEAR_MISSES,
  ...SELF_CORRECTIONS_AND_ASIDES_EMERGENCIES,
  ...SELF_CORRECTIONS_AND_ASIDES_NEAR_MISSES,
  ...QUANTITIES_AND_PORTIONS_EMERGENCIES,
  ...QUANTITIES_AND_PORTIONS_NEAR_MISSES,
  ...SYMBOLS_AND_SHORTHAND_EMERGENCIES,
  ...SYMBOLS_AND_SHORTHAND_NEAR_MISSES,
  ...ASKED_TO_REPEAT_OR_SUMMARISE_EMERGENCIES,
  ...ASKED_TO_REPEAT_OR_SUMMARISE_NEAR_MISSES,
  ...PETS_NAMED_AFTER_FOODS_EMERGENCIES,
  ...PETS_NAMED_AFTER_FOODS_NEAR_MISSES,
  ...FOODS_THAT_HIDE_A_POISON_EMERGENCIES,
  ...FOODS_THAT_HIDE_A_POISON_NEAR_MISSES,
  ...LONG_RAMBLING_MESSAGES_EMERGENCIES,
  ...LONG_RAMBLING_MESSAGES_NEAR_MISSES,
  ...EITHER_OR_DECISIONS_EMERGENCIES,
  ...EITHER_OR_DECISIONS_NEAR_MISSES,
  ...HAPPENED_BEFORE_AND_AGAIN_EMERGENCIES,
  ...HAPPENED_BEFORE_AND_AGAIN_NEAR_MISSES,
  ...VARIED_OWNERS_AGAIN_EMERGENCIES,
  ...VARIED_OWNERS_AGAIN_NEAR_MISSES,
  ...VARIED_OWNERS_SINGLE_TURN_EMERGENCIES,
  ...VARIED_OWNERS_SINGLE_TURN_NEAR_MISSES,
  ...VARIED_OWNERS_CONVERSATIONS_EMERGENCIES,
  ...VARIED_OWNERS_CONVERSATIONS_NEAR_MISSES,
  ...EXOTICS_EVERYDAY_EMERGENCIES,
  ...EXOTICS_EVERYDAY_NEAR_MISSES,
  ...ACCEPTANCE_LIST_FRESH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_FRESH_EXAM_NEAR_MISSES,
  ...AFTER_TREATMENTS_AND_PROCEDURES_EMERGENCIES,
  ...AFTER_TREATMENTS_AND_PROCEDURES_NEAR_MISSES,
  ...HANDED_OVER_MID_TALK_EMERGENCIES,
  ...HANDED_OVER_MID_TALK_NEAR_MISSES,
  ...QUESTIONS_ABOUT_THE_ANSWER_EMERGENCIES,
  ...QUESTIONS_ABOUT_THE_ANSWER_NEAR_MISSES,
  ...RABBITS_REPTILES_SLANG_TYPOS_EMERGENCIES,
  ...RABBITS_REPTILES_SLANG_TYPOS_NEAR_MISSES,
  ...ROOMS_OF_THE_HOUSE_EMERGENCIES,
  ...ROOMS_OF_THE_HOUSE_NEAR_MISSES,
  ...ACCEPTANCE_LIST_SECOND_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_SECOND_EXAM_NEAR_MISSES,
  ...HEARD_IN_THE_NIGHT_EMERGENCIES,
  ...HEARD_IN_THE_NIGHT_NEAR_MISSES,
  ...ACCEPTANCE_LIST_THIRD_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_THIRD_EXAM_NEAR_MISSES,
  ...FOUND_ON_COMING_HOME_EMERGENCIES,
  ...FOUND_ON_COMING_HOME_NEAR_MISSES,
  ...BRANDS_WORLDWIDE_EMERGENCIES,
  ...BRANDS_WORLDWIDE_NEAR_MISSES,
  ...ACCEPTANCE_LIST_FOURTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_FOURTH_EXAM_NEAR_MISSES,
  ...ACCEPTANCE_LIST_FIFTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_FIFTH_EXAM_NEAR_MISSES,
  ...ACCEPTANCE_LIST_SIXTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_SIXTH_EXAM_NEAR_MISSES,
  ...FIRST_MESSAGES_TO_A_NEW_BOT_EMERGENCIES,
  ...FIRST_MESSAGES_TO_A_NEW_BOT_NEAR_MISSES,
  ...EXOTICS_ACCEPTANCE_LIST_EMERGENCIES,
  ...EXOTICS_ACCEPTANCE_LIST_NEAR_MISSES,
  ...ACCEPTANCE_LIST_SEVENTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_SEVENTH_EXAM_NEAR_MISSES,
  ...WRONG_HARMLESS_FIRST_GUESS_EMERGENCIES,
  ...WRONG_HARMLESS_FIRST_GUESS_NEAR_MISSES,
  ...LAST_TURN_PRACTICAL_EMERGENCIES,
  ...LAST_TURN_PRACTICAL_NEAR_MISSES,
  ...CALM_SAME_SUBJECTS_EMERGENCIES,
  ...CALM_SAME_SUBJECTS_NEAR_MISSES,
  ...TOLD_BY_OTHERS_EMERGENCIES,
  ...TOLD_BY_OTHERS_NEAR_MISSES,
  ...ACCEPTANCE_LIST_EIGHTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_EIGHTH_EXAM_NEAR_MISSES,
  ...THREE_LENGTHS_EACH_EMERGENCIES,
  ...THREE_LENGTHS_EACH_NEAR_MISSES,
  ...CANNOT_GET_TO_A_VET_EMERGENCIES,
  ...CANNOT_GET_TO_A_VET_NEAR_MISSES,
  ...EVERYDAY_QUESTIONS_SAME_SUBJECTS_EMERGENCIES,
  ...EVERYDAY_QUESTIONS_SAME_SUBJECTS_NEAR_MISSES,
  ...HOUSEHOLDS_AND_LATE_SPECIES_EMERGENCIES,
  ...HOUSEHOLDS_AND_LATE_SPECIES_NEAR_MISSES,
  ...ACCEPTANCE_LIST_NINTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_NINTH_EXAM_NEAR_MISSES,
  ...TIMES_DOSES_AND_FIGURES_EMERGENCIES,
  ...TIMES_DOSES_AND_FIGURES_NEAR_MISSES,
  ...ASKED_ABOUT_THE_SIGN_EMERGENCIES,
  ...ASKED_ABOUT_THE_SIGN_NEAR_MISSES,
  ...FOLDED_INTO_A_REQUEST_EMERGENCIES,
  ...FOLDED_INTO_A_REQUEST_NEAR_MISSES,
  ...LETTERS_AND_REGIONAL_IDIOM_EMERGENCIES,
  ...LETTERS_AND_REGIONAL_IDIOM_NEAR_MISSES,
  ...ACCEPTANCE_LIST_TENTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_TENTH_EXAM_NEAR_MISSES,
  ...TEENS_AND_BUSY_PARENTS_EMERGENCIES,
  ...TEENS_AND_BUSY_PARENTS_NEAR_MISSES,
  ...PAST_AND_PRESENT_MIXED_EMERGENCIES,
  ...PAST_AND_PRESENT_MIXED_NEAR_MISSES,
  ...CORRECTIONS_AND_UPDATES_EMERGENCIES,
  ...CORRECTIONS_AND_UPDATES_NEAR_MISSES,
  ...SOUNDS_URGENT_BUT_IS_NOT_EMERGENCIES,
  ...SOUNDS_URGENT_BUT_IS_NOT_NEAR_MISSES,
  ...ACCEPTANCE_LIST_ELEVENTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_ELEVENTH_EXAM_NEAR_MISSES,
  ...SPECIES_SPECIFIC_CONDITIONS_EMERGENCIES,
  ...SPECIES_SPECIFIC_CONDITIONS_NEAR_MISSES,
  ...POISONS_EVERY_WAY_EMERGENCIES,
  ...POISONS_EVERY_WAY_NEAR_MISSES,
  ...KEY_FACT_LAST_EMERGENCIES,
  ...KEY_FACT_LAST_NEAR_MISSES,
  ...SIGNS_ONLY_EMERGENCIES,
  ...SIGNS_ONLY_NEAR_MISSES,
  ...ACCEPTANCE_LIST_TWELFTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_TWELFTH_EXAM_NEAR_MISSES,
  ...ACCEPTANCE_LIST_THIRTEENTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_THIRTEENTH_EXAM_NEAR_MISSES,
  ...ACCEPTANCE_LIST_FOURTEENTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_FOURTEENTH_EXAM_NEAR_MISSES,
  ...ACCEPTANCE_LIST_FIFTEENTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_FIFTEENTH_EXAM_NEAR_MISSES,
  ...ACCEPTANCE_LIST_SIXTEENTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_SIXTEENTH_EXAM_NEAR_MISSES,
  ...ACCEPTANCE_LIST_SEVENTEENTH_EXAM_EMERGENCIES,
  ...ACCEPTANCE_LIST_SEVENTEENTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FIRST_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FIRST_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_SECOND_EXAM_EMERGENCIES,
  ...OTHER_KINDS_SECOND_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_THIRD_EXAM_EMERGENCIES,
  ...OTHER_KINDS_THIRD_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FOURTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FOURTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FIFTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FIFTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_SIXTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_SIXTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_SEVENTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_SEVENTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_EIGHTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_EIGHTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_NINTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_NINTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_TENTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_TENTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_ELEVENTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_ELEVENTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_TWELFTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_TWELFTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_THIRTEENTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_THIRTEENTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FOURTEENTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FOURTEENTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FIFTEENTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FIFTEENTH_EXAM_NEAR_MISSES,
  ...EVERY_KIND_FIRST_EXAM_EMERGENCIES,
  ...EVERY_KIND_FIRST_EXAM_NEAR_MISSES,
  ...EVERY_KIND_SECOND_EXAM_EMERGENCIES,
  ...EVERY_KIND_SECOND_EXAM_NEAR_MISSES,
  ...EVERY_KIND_THIRD_EXAM_EMERGENCIES,
  ...EVERY_KIND_THIRD_EXAM_NEAR_MISSES,
  ...EVERY_KIND_FOURTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_FOURTH_EXAM_NEAR_MISSES,
  ...EVERY_KIND_FIFTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_FIFTH_EXAM_NEAR_MISSES,
  ...EVERY_KIND_SIXTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_SIXTH_EXAM_NEAR_MISSES,
  ...EVERY_KIND_SEVENTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_SEVENTH_EXAM_NEAR_MISSES,
  ...EVERY_KIND_EIGHTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_EIGHTH_EXAM_NEAR_MISSES,
  ...EVERY_KIND_NINTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_NINTH_EXAM_NEAR_MISSES,
  ...EVERY_KIND_TENTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_TENTH_EXAM_NEAR_MISSES,
  ...PERMISSION_THEN_TOLD_EMERGENCIES,
  ...PERMISSION_THEN_TOLD_NEAR_MISSES,
  ...HARMLESS_GUESS_ASKED_EMERGENCIES,
  ...HARMLESS_GUESS_ASKED_NEAR_MISSES,
  ...YES_NO_ABOUT_THE_PET_EMERGENCIES,
  ...YES_NO_ABOUT_THE_PET_NEAR_MISSES,
  ...NUMBERS_AND_MEASURES_EMERGENCIES,
  ...NUMBERS_AND_MEASURES_NEAR_MISSES,
  ...GREETINGS_AND_SIGN_OFFS_EMERGENCIES,
  ...GREETINGS_AND_SIGN_OFFS_NEAR_MISSES,
  ...CORRECTIONS_OF_WHAT_WAS_EATEN_EMERGENCIES,
  ...CORRECTIONS_OF_WHAT_WAS_EATEN_NEAR_MISSES,
  ...DESCRIBED_BEFORE_NAMED_EMERGENCIES,
  ...DESCRIBED_BEFORE_NAMED_NEAR_MISSES,
  ...THINGS_BY_WHOSE_THEY_ARE_EMERGENCIES,
  ...THINGS_BY_WHOSE_THEY_ARE_NEAR_MISSES,
  ...WRONG_WORDS_FOR_IT_EMERGENCIES,
  ...WRONG_WORDS_FOR_IT_NEAR_MISSES,
  ...EVERY_KIND_ELEVENTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_ELEVENTH_EXAM_NEAR_MISSES,
  ...TOLD_BY_WHAT_THE_OWNER_DID_EMERGENCIES,
  ...TOLD_BY_WHAT_THE_OWNER_DID_NEAR_MISSES,
  ...WORLD_KITCHENS_EMERGENCIES,
  ...WORLD_KITCHENS_NEAR_MISSES,
  ...SHORT_ANSWERS_LATER_EMERGENCIES,
  ...SHORT_ANSWERS_LATER_NEAR_MISSES,
  ...SAID_IN_A_SIDE_CLAUSE_EMERGENCIES,
  ...SAID_IN_A_SIDE_CLAUSE_NEAR_MISSES,
  ...UNUSUAL_PETS_EVERY_KIND_EMERGENCIES,
  ...UNUSUAL_PETS_EVERY_KIND_NEAR_MISSES,
  ...WHICH_IS_WORSE_EMERGENCIES,
  ...WHICH_IS_WORSE_NEAR_MISSES,
  ...COMPLAINTS_TO_THE_SHOP_EMERGENCIES,
  ...COMPLAINTS_TO_THE_SHOP_NEAR_MISSES,
  ...ROLES_NOT_SPECIES_EMERGENCIES,
  ...ROLES_NOT_SPECIES_NEAR_MISSES,
  ...SYMPTOM_CHECKLISTS_EMERGENCIES,
  ...SYMPTOM_CHECKLISTS_NEAR_MISSES,
  ...EVERY_KIND_TWELFTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_TWELFTH_EXAM_NEAR_MISSES,
  ...REGRET_AND_HINDSIGHT_EMERGENCIES,
  ...REGRET_AND_HINDSIGHT_NEAR_MISSES,
  ...NEGATIVE_QUESTIONS_EMERGENCIES,
  ...NEGATIVE_QUESTIONS_NEAR_MISSES,
  ...REAL_IF_CLAUSES_EMERGENCIES,
  ...REAL_IF_CLAUSES_NEAR_MISSES,
  ...GOOD_AND_BAD_SIGNS_MIXED_EMERGENCIES,
  ...GOOD_AND_BAD_SIGNS_MIXED_NEAR_MISSES,
  ...EVERY_KIND_THIRTEENTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_THIRTEENTH_EXAM_NEAR_MISSES,
  ...VOICE_DICTATION_EMERGENCIES,
  ...VOICE_DICTATION_NEAR_MISSES,
  ...SEVERAL_PETS_AT_ONCE_EMERGENCIES,
  ...SEVERAL_PETS_AT_ONCE_NEAR_MISSES,
  ...LEARNERS_ENGLISH_EMERGENCIES,
  ...LEARNERS_ENGLISH_NEAR_MISSES,
  ...PASTED_LABELS_AND_POSTS_EMERGENCIES,
  ...PASTED_LABELS_AND_POSTS_NEAR_MISSES,
  ...MEDICAL_JARGON_OWNERS_EMERGENCIES,
  ...MEDICAL_JARGON_OWNERS_NEAR_MISSES,
  ...SLANG_AND_BABY_TALK_EMERGENCIES,
  ...SLANG_AND_BABY_TALK_NEAR_MISSES,
  ...SHOUTING_AND_PANIC_EMERGENCIES,
  ...SHOUTING_AND_PANIC_NEAR_MISSES,
  ...MINIMISERS_EMERGENCIES,
  ...MINIMISERS_NEAR_MISSES,
  ...BURIED_IN_A_LONG_STORY_EMERGENCIES,
  ...BURIED_IN_A_LONG_STORY_NEAR_MISSES,
  ...ASKS_A_SIDE_QUESTION_EMERGENCIES,
  ...ASKS_A_SIDE_QUESTION_NEAR_MISSES,
  ...PET_SITTERS_AND_WALKERS_EMERGENCIES,
  ...PET_SITTERS_AND_WALKERS_NEAR_MISSES,
  ...SARCASM_AND_IRONY_EMERGENCIES,
  ...SARCASM_AND_IRONY_NEAR_MISSES,
  ...STRUCTURED_FORMS_EMERGENCIES,
  ...STRUCTURED_FORMS_NEAR_MISSES,
  ...CODE_SWITCHING_EMERGENCIES,
  ...CODE_SWITCHING_NEAR_MISSES,
  ...EVERY_KIND_FOURTEENTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_FOURTEENTH_EXAM_NEAR_MISSES,
  ...AUTOCORRECT_SLIPS_EMERGENCIES,
  ...AUTOCORRECT_SLIPS_NEAR_MISSES,
  ...CODE_SWITCHING_SECOND_EMERGENCIES,
  ...CODE_SWITCHING_SECOND_NEAR_MISSES,
  ...WORLD_ENGLISHES_EMERGENCIES,
  ...WORLD_ENGLISHES_NEAR_MISSES,
  ...OLDER_OWNERS_EMERGENCIES,
  ...OLDER_OWNERS_NEAR_MISSES,
  ...EVERY_KIND_FIFTEENTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_FIFTEENTH_EXAM_NEAR_MISSES,
  ...CODE_SWITCHING_THIRD_EMERGENCIES,
  ...CODE_SWITCHING_THIRD_NEAR_MISSES,
  ...SPECIES_NEVER_NAMED_EMERGENCIES,
  ...SPECIES_NEVER_NAMED_NEAR_MISSES,
  ...UNCERTAIN_WHAT_HAPPENED_EMERGENCIES,
  ...UNCERTAIN_WHAT_HAPPENED_NEAR_MISSES,
  ...QUOTING_THE_ADVISOR_BACK_EMERGENCIES,
  ...QUOTING_THE_ADVISOR_BACK_NEAR_MISSES,
  ...EVERY_KIND_SIXTEENTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_SIXTEENTH_EXAM_NEAR_MISSES,
  ...OTHER_SCRIPTS_MIXED_EMERGENCIES,
  ...OTHER_SCRIPTS_MIXED_NEAR_MISSES,
  ...EMOJI_HEAVY_EMERGENCIES,
  ...EMOJI_HEAVY_NEAR_MISSES,
  ...HOME_REMEDY_TRIED_EMERGENCIES,
  ...HOME_REMEDY_TRIED_NEAR_MISSES,
  ...EVERY_KIND_SEVENTEENTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_SEVENTEENTH_EXAM_NEAR_MISSES,
  ...SPELLED_BY_EAR_EMERGENCIES,
  ...SPELLED_BY_EAR_NEAR_MISSES,
  ...MACHINE_TRANSLATED_SECOND_EMERGENCIES,
  ...MACHINE_TRANSLATED_SECOND_NEAR_MISSES,
  ...FEELINGS_AND_EUPHEMISMS_EMERGENCIES,
  ...FEELINGS_AND_EUPHEMISMS_NEAR_MISSES,
  ...EVERY_KIND_EIGHTEENTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_EIGHTEENTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_EIGHTEENTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_EIGHTEENTH_EXAM_NEAR_MISSES,
  ...EVERY_KIND_NINETEENTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_NINETEENTH_EXAM_NEAR_MISSES,
  ...CALM_SAME_SUBJECTS_SECOND_EMERGENCIES,
  ...CALM_SAME_SUBJECTS_SECOND_NEAR_MISSES,
  ...CODE_SWITCHING_FOURTH_EMERGENCIES,
  ...CODE_SWITCHING_FOURTH_NEAR_MISSES,
  ...OTHER_KINDS_NINETEENTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_NINETEENTH_EXAM_NEAR_MISSES,
  ...SENSES_NOT_SIGHT_EMERGENCIES,
  ...SENSES_NOT_SIGHT_NEAR_MISSES,
  ...SEARCH_ENGINE_QUERIES_EMERGENCIES,
  ...SEARCH_ENGINE_QUERIES_NEAR_MISSES,
  ...GRADUAL_REVEAL_EMERGENCIES,
  ...GRADUAL_REVEAL_NEAR_MISSES,
  ...GLOSSARY_LANGUAGES_MIXED_EMERGENCIES,
  ...GLOSSARY_LANGUAGES_MIXED_NEAR_MISSES,
  ...EVERY_KIND_TWENTIETH_EXAM_EMERGENCIES,
  ...EVERY_KIND_TWENTIETH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_TWENTIETH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_TWENTIETH_EXAM_NEAR_MISSES,
  ...EVERY_KIND_TWENTY_FIRST_EXAM_EMERGENCIES,
  ...EVERY_KIND_TWENTY_FIRST_EXAM_NEAR_MISSES,
  ...DOUBTS_AND_HOME_REMEDIES_EMERGENCIES,
  ...DOUBTS_AND_HOME_REMEDIES_NEAR_MISSES,
  ...CHAT_LOGS_AND_ALERTS_EMERGENCIES,
  ...CHAT_LOGS_AND_ALERTS_NEAR_MISSES,
  ...CODE_SWITCHING_FIFTH_EMERGENCIES,
  ...CODE_SWITCHING_FIFTH_NEAR_MISSES,
  ...OTHER_KINDS_TWENTY_FIRST_EXAM_EMERGENCIES,
  ...OTHER_KINDS_TWENTY_FIRST_EXAM_NEAR_MISSES,
  ...EVERY_KIND_TWENTY_SECOND_EXAM_EMERGENCIES,
  ...EVERY_KIND_TWENTY_SECOND_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_TWENTY_SECOND_EXAM_EMERGENCIES,
  ...OTHER_KINDS_TWENTY_SECOND_EXAM_NEAR_MISSES,
  ...CHILDREN_AND_TEENS_WRITING_EMERGENCIES,
  ...CHILDREN_AND_TEENS_WRITING_NEAR_MISSES,
  ...TRAVEL_AND_AWAY_FROM_HOME_EMERGENCIES,
  ...TRAVEL_AND_AWAY_FROM_HOME_NEAR_MISSES,
  ...SHOP_REQUESTS_MID_EMERGENCY_EMERGENCIES,
  ...SHOP_REQUESTS_MID_EMERGENCY_NEAR_MISSES,
  ...AFTER_A_VET_VISIT_EMERGENCIES,
  ...AFTER_A_VET_VISIT_NEAR_MISSES,
  ...EVERY_KIND_TWENTY_THIRD_EXAM_EMERGENCIES,
  ...EVERY_KIND_TWENTY_THIRD_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_TWENTY_THIRD_EXAM_EMERGENCIES,
  ...OTHER_KINDS_TWENTY_THIRD_EXAM_NEAR_MISSES,
  ...PIDGINS_AND_CREOLES_EMERGENCIES,
  ...PIDGINS_AND_CREOLES_NEAR_MISSES,
  ...BREEDS_AND_NICKNAMES_EMERGENCIES,
  ...BREEDS_AND_NICKNAMES_NEAR_MISSES,
  ...EVERY_KIND_TWENTY_FOURTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_TWENTY_FOURTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_TWENTY_FOURTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_TWENTY_FOURTH_EXAM_NEAR_MISSES,
  ...STRAYS_AND_FOUND_ANIMALS_EMERGENCIES,
  ...STRAYS_AND_FOUND_ANIMALS_NEAR_MISSES,
  ...OLD_AGE_OR_EMERGENCY_EMERGENCIES,
  ...OLD_AGE_OR_EMERGENCY_NEAR_MISSES,
  ...NEW_PUPPY_AND_KITTEN_OWNERS_EMERGENCIES,
  ...NEW_PUPPY_AND_KITTEN_OWNERS_NEAR_MISSES,
  ...OTHER_KINDS_TWENTY_FIFTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_TWENTY_FIFTH_EXAM_NEAR_MISSES,
  ...CLASS_PETS_AND_WORKING_ANIMALS_EMERGENCIES,
  ...CLASS_PETS_AND_WORKING_ANIMALS_NEAR_MISSES,
  ...WHAT_GOOGLE_SAID_EMERGENCIES,
  ...WHAT_GOOGLE_SAID_NEAR_MISSES,
  ...FARM_AND_SMALLHOLDING_EMERGENCIES,
  ...FARM_AND_SMALLHOLDING_NEAR_MISSES,
  ...EVERY_KIND_TWENTY_SIXTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_TWENTY_SIXTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_TWENTY_SIXTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_TWENTY_SIXTH_EXAM_NEAR_MISSES,
  ...HOLIDAYS_AND_CELEBRATIONS_EMERGENCIES,
  ...HOLIDAYS_AND_CELEBRATIONS_NEAR_MISSES,
  ...BREEDERS_AND_LITTERS_EMERGENCIES,
  ...BREEDERS_AND_LITTERS_NEAR_MISSES,
  ...EVERY_KIND_TWENTY_EIGHTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_TWENTY_EIGHTH_EXAM_NEAR_MISSES,
  ...EVERY_KIND_TWENTY_FIFTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_TWENTY_FIFTH_EXAM_NEAR_MISSES,
  ...EVERY_KIND_TWENTY_NINTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_TWENTY_NINTH_EXAM_NEAR_MISSES,
  ...GRIEF_AND_GUILT_EMERGENCIES,
  ...GRIEF_AND_GUILT_NEAR_MISSES,
  ...MONEY_AND_INSURANCE_WORRIES_EMERGENCIES,
  ...MONEY_AND_INSURANCE_WORRIES_NEAR_MISSES,
  ...OTHER_KINDS_TWENTY_EIGHTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_TWENTY_EIGHTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_TWENTY_NINTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_TWENTY_NINTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_TWENTY_SEVENTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_TWENTY_SEVENTH_EXAM_NEAR_MISSES,
  ...OUT_OF_HOURS_AND_WEEKENDS_EMERGENCIES,
  ...OUT_OF_HOURS_AND_WEEKENDS_NEAR_MISSES,
  ...PAST_EXPERIENCES_COMPARED_EMERGENCIES,
  ...PAST_EXPERIENCES_COMPARED_NEAR_MISSES,
  ...PETS_ON_MEDICATION_EMERGENCIES,
  ...PETS_ON_MEDICATION_NEAR_MISSES,
  ...PHOTOS_AND_VIDEOS_DESCRIBED_EMERGENCIES,
  ...PHOTOS_AND_VIDEOS_DESCRIBED_NEAR_MISSES,
  ...REGIONAL_HAZARDS_WORLDWIDE_EMERGENCIES,
  ...REGIONAL_HAZARDS_WORLDWIDE_NEAR_MISSES,
  ...SHARED_CARE_AND_RELATIVES_PETS_EMERGENCIES,
  ...SHARED_CARE_AND_RELATIVES_PETS_NEAR_MISSES,
  ...SPORTS_SHOWS_AND_WORKING_DOGS_EMERGENCIES,
  ...SPORTS_SHOWS_AND_WORKING_DOGS_NEAR_MISSES,
  ...COLOURS_AND_TEXTURES_EMERGENCIES,
  ...COLOURS_AND_TEXTURES_NEAR_MISSES,
  ...DIY_AND_HOME_RENOVATION_EMERGENCIES,
  ...DIY_AND_HOME_RENOVATION_NEAR_MISSES,
  ...EVERY_KIND_THIRTIETH_EXAM_EMERGENCIES,
  ...EVERY_KIND_THIRTIETH_EXAM_NEAR_MISSES,
  ...EVERY_KIND_THIRTY_FIRST_EXAM_EMERGENCIES,
  ...EVERY_KIND_THIRTY_FIRST_EXAM_NEAR_MISSES,
  ...FOSTERS_AND_RESCUE_VOLUNTEERS_EMERGENCIES,
  ...FOSTERS_AND_RESCUE_VOLUNTEERS_NEAR_MISSES,
  ...OTHER_KINDS_THIRTIETH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_THIRTIETH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_THIRTY_FIRST_EXAM_EMERGENCIES,
  ...OTHER_KINDS_THIRTY_FIRST_EXAM_NEAR_MISSES,
  ...SEASONAL_HAZARDS_THROUGH_THE_YEAR_EMERGENCIES,
  ...SEASONAL_HAZARDS_THROUGH_THE_YEAR_NEAR_MISSES,
  ...EVERY_KIND_THIRTY_SECOND_EXAM_EMERGENCIES,
  ...EVERY_KIND_THIRTY_SECOND_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_THIRTY_SECOND_EXAM_EMERGENCIES,
  ...OTHER_KINDS_THIRTY_SECOND_EXAM_NEAR_MISSES,
  ...OUTDOORS_HIKING_CAMPING_AND_BEACHES_EMERGENCIES,
  ...OUTDOORS_HIKING_CAMPING_AND_BEACHES_NEAR_MISSES,
  ...MOVING_HOUSE_NEW_BABIES_AND_LIFE_CHANGES_EMERGENCIES,
  ...MOVING_HOUSE_NEW_BABIES_AND_LIFE_CHANGES_NEAR_MISSES,
  ...HOBBIES_CRAFTS_AND_GARAGE_CHEMICALS_EMERGENCIES,
  ...HOBBIES_CRAFTS_AND_GARAGE_CHEMICALS_NEAR_MISSES,
  ...EVERY_KIND_THIRTY_THIRD_EXAM_EMERGENCIES,
  ...EVERY_KIND_THIRTY_THIRD_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_THIRTY_THIRD_EXAM_EMERGENCIES,
  ...OTHER_KINDS_THIRTY_THIRD_EXAM_NEAR_MISSES,
  ...SECOND_OPINIONS_AND_CONFLICTING_ADVICE_EMERGENCIES,
  ...SECOND_OPINIONS_AND_CONFLICTING_ADVICE_NEAR_MISSES,
  ...ASSISTANCE_THERAPY_AND_WORKING_ANIMALS_EMERGENCIES,
  ...ASSISTANCE_THERAPY_AND_WORKING_ANIMALS_NEAR_MISSES,
  ...HALF_ASLEEP_IN_THE_SMALL_HOURS_EMERGENCIES,
  ...HALF_ASLEEP_IN_THE_SMALL_HOURS_NEAR_MISSES,
  ...EVERY_KIND_THIRTY_FOURTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_THIRTY_FOURTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_THIRTY_FOURTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_THIRTY_FOURTH_EXAM_NEAR_MISSES,
  ...NEIGHBOURS_GARDENS_AND_ALLOTMENTS_EMERGENCIES,
  ...NEIGHBOURS_GARDENS_AND_ALLOTMENTS_NEAR_MISSES,
  ...PET_CAMS_AND_SMART_DEVICES_EMERGENCIES,
  ...PET_CAMS_AND_SMART_DEVICES_NEAR_MISSES,
  ...OWNERS_WITH_LIMITED_MOBILITY_OR_SIGHT_EMERGENCIES,
  ...OWNERS_WITH_LIMITED_MOBILITY_OR_SIGHT_NEAR_MISSES,
  ...EVERY_KIND_THIRTY_FIFTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_THIRTY_FIFTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_THIRTY_FIFTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_THIRTY_FIFTH_EXAM_NEAR_MISSES,
  ...SCHOOL_HOLIDAYS_AND_CHILDREN_AT_HOME_EMERGENCIES,
  ...SCHOOL_HOLIDAYS_AND_CHILDREN_AT_HOME_NEAR_MISSES,
  ...URBAN_FLATS_BALCONIES_AND_CITY_HAZARDS_EMERGENCIES,
  ...URBAN_FLATS_BALCONIES_AND_CITY_HAZARDS_NEAR_MISSES,
  ...PARTIES_GUESTS_AND_VISITORS_EMERGENCIES,
  ...PARTIES_GUESTS_AND_VISITORS_NEAR_MISSES,
  ...EVERY_KIND_THIRTY_SIXTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_THIRTY_SIXTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_THIRTY_SIXTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_THIRTY_SIXTH_EXAM_NEAR_MISSES,
  ...STORMS_FLOODS_AND_POWER_CUTS_EMERGENCIES,
  ...STORMS_FLOODS_AND_POWER_CUTS_NEAR_MISSES,
  ...GROOMING_BOARDING_AND_DAYCARE_EMERGENCIES,
  ...GROOMING_BOARDING_AND_DAYCARE_NEAR_MISSES,
  ...KITCHENS_COOKING_AND_LEFTOVERS_EMERGENCIES,
  ...KITCHENS_COOKING_AND_LEFTOVERS_NEAR_MISSES,
  ...EVERY_KIND_THIRTY_SEVENTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_THIRTY_SEVENTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_THIRTY_SEVENTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_THIRTY_SEVENTH_EXAM_NEAR_MISSES,
  ...CARAVANS_BOATS_AND_NARROWBOATS_EMERGENCIES,
  ...CARAVANS_BOATS_AND_NARROWBOATS_NEAR_MISSES,
  ...CLEANING_DAY_LAUNDRY_AND_BATHROOMS_EMERGENCIES,
  ...CLEANING_DAY_LAUNDRY_AND_BATHROOMS_NEAR_MISSES,
  ...COMMUTERS_CHECKING_IN_FROM_WORK_EMERGENCIES,
  ...COMMUTERS_CHECKING_IN_FROM_WORK_NEAR_MISSES,
  ...EVERY_KIND_THIRTY_EIGHTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_THIRTY_EIGHTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_THIRTY_EIGHTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_THIRTY_EIGHTH_EXAM_NEAR_MISSES,
  ...ADOPTED_THIS_WEEK_EMERGENCIES,
  ...ADOPTED_THIS_WEEK_NEAR_MISSES,
  ...MEDICINE_CABINETS_AND_PRESCRIPTIONS_EMERGENCIES,
  ...MEDICINE_CABINETS_AND_PRESCRIPTIONS_NEAR_MISSES,
  ...WALKS_PARKS_AND_DOG_FIELDS_EMERGENCIES,
  ...WALKS_PARKS_AND_DOG_FIELDS_NEAR_MISSES,
  ...EVERY_KIND_THIRTY_NINTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_THIRTY_NINTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_THIRTY_NINTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_THIRTY_NINTH_EXAM_NEAR_MISSES,
  ...FARM_SHOPS_FEED_STORES_AND_MARKETS_EMERGENCIES,
  ...FARM_SHOPS_FEED_STORES_AND_MARKETS_NEAR_MISSES,
  ...NIGHTS_OUT_AND_HANGOVERS_EMERGENCIES,
  ...NIGHTS_OUT_AND_HANGOVERS_NEAR_MISSES,
  ...GARDENERS_AND_ALLOTMENT_SHEDS_EMERGENCIES,
  ...GARDENERS_AND_ALLOTMENT_SHEDS_NEAR_MISSES,
  ...EVERY_KIND_FORTIETH_EXAM_EMERGENCIES,
  ...EVERY_KIND_FORTIETH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FORTIETH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FORTIETH_EXAM_NEAR_MISSES,
  ...HOLIDAYS_ABROAD_AND_PET_PASSPORTS_EMERGENCIES,
  ...HOLIDAYS_ABROAD_AND_PET_PASSPORTS_NEAR_MISSES,
  ...SHELTER_VOLUNTEERS_AND_FOSTERERS_EMERGENCIES,
  ...SHELTER_VOLUNTEERS_AND_FOSTERERS_NEAR_MISSES,
  ...ELDERLY_PETS_AND_LONG_TERM_CONDITIONS_EMERGENCIES,
  ...ELDERLY_PETS_AND_LONG_TERM_CONDITIONS_NEAR_MISSES,
  ...EVERY_KIND_FORTY_FIRST_EXAM_EMERGENCIES,
  ...EVERY_KIND_FORTY_FIRST_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FORTY_FIRST_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FORTY_FIRST_EXAM_NEAR_MISSES,
  ...MOVING_IN_WITH_A_PARTNER_AND_MIXED_HOUSEHOLDS_EMERGENCIES,
  ...MOVING_IN_WITH_A_PARTNER_AND_MIXED_HOUSEHOLDS_NEAR_MISSES,
  ...CHRISTMAS_BIRTHDAYS_AND_CELEBRATIONS_EMERGENCIES,
  ...CHRISTMAS_BIRTHDAYS_AND_CELEBRATIONS_NEAR_MISSES,
  ...VET_NURSES_AND_ANIMAL_PROFESSIONALS_OFF_DUTY_EMERGENCIES,
  ...VET_NURSES_AND_ANIMAL_PROFESSIONALS_OFF_DUTY_NEAR_MISSES,
  ...EVERY_KIND_FORTY_SECOND_EXAM_EMERGENCIES,
  ...EVERY_KIND_FORTY_SECOND_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FORTY_SECOND_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FORTY_SECOND_EXAM_NEAR_MISSES,
  ...STUDENTS_AND_SHARED_HOUSES_EMERGENCIES,
  ...STUDENTS_AND_SHARED_HOUSES_NEAR_MISSES,
  ...ISLANDS_AND_REMOTE_RURAL_HOMES_EMERGENCIES,
  ...ISLANDS_AND_REMOTE_RURAL_HOMES_NEAR_MISSES,
  ...NIGHT_SHIFT_AND_EARLY_STARTS_EMERGENCIES,
  ...NIGHT_SHIFT_AND_EARLY_STARTS_NEAR_MISSES,
  ...EVERY_KIND_FORTY_THIRD_EXAM_EMERGENCIES,
  ...EVERY_KIND_FORTY_THIRD_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FORTY_THIRD_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FORTY_THIRD_EXAM_NEAR_MISSES,
  ...PUBS_CAFES_AND_DOG_FRIENDLY_PLACES_EMERGENCIES,
  ...PUBS_CAFES_AND_DOG_FRIENDLY_PLACES_NEAR_MISSES,
  ...CONSTRUCTION_TRADES_AND_WORKSHOPS_EMERGENCIES,
  ...CONSTRUCTION_TRADES_AND_WORKSHOPS_NEAR_MISSES,
  ...PARENTS_OF_BABIES_AND_TODDLERS_EMERGENCIES,
  ...PARENTS_OF_BABIES_AND_TODDLERS_NEAR_MISSES,
  ...EVERY_KIND_FORTY_FOURTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_FORTY_FOURTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FORTY_FOURTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FORTY_FOURTH_EXAM_NEAR_MISSES,
  ...SPORTS_FANS_AND_MATCH_DAYS_EMERGENCIES,
  ...SPORTS_FANS_AND_MATCH_DAYS_NEAR_MISSES,
  ...CLEANERS_CARERS_AND_HOUSE_SITTERS_EMERGENCIES,
  ...CLEANERS_CARERS_AND_HOUSE_SITTERS_NEAR_MISSES,
  ...SLEEPOVERS_AND_VISITING_RELATIVES_EMERGENCIES,
  ...SLEEPOVERS_AND_VISITING_RELATIVES_NEAR_MISSES,
  ...EVERY_KIND_FORTY_FIFTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_FORTY_FIFTH_EXAM_NEAR_MISSES,
  ...GRANDPARENTS_MINDING_PETS_EMERGENCIES,
  ...GRANDPARENTS_MINDING_PETS_NEAR_MISSES,
  ...WET_WEATHER_MUD_AND_AUTUMN_WALKS_EMERGENCIES,
  ...WET_WEATHER_MUD_AND_AUTUMN_WALKS_NEAR_MISSES,
  ...SMALL_BUSINESSES_SHOPS_AND_OFFICES_EMERGENCIES,
  ...SMALL_BUSINESSES_SHOPS_AND_OFFICES_NEAR_MISSES,
  ...EVERY_KIND_FORTY_SIXTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_FORTY_SIXTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FORTY_SIXTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FORTY_SIXTH_EXAM_NEAR_MISSES,
  ...CAMPERS_VANS_AND_FESTIVALS_EMERGENCIES,
  ...CAMPERS_VANS_AND_FESTIVALS_NEAR_MISSES,
  ...EVERY_KIND_FORTY_SEVENTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_FORTY_SEVENTH_EXAM_NEAR_MISSES,
  ...NEIGHBOURS_AND_SHARED_GARDENS_EMERGENCIES,
  ...NEIGHBOURS_AND_SHARED_GARDENS_NEAR_MISSES,
  ...TEACHERS_NURSES_AND_SHIFT_PARENTS_EMERGENCIES,
  ...TEACHERS_NURSES_AND_SHIFT_PARENTS_NEAR_MISSES,
  ...FIRST_WEEK_WITH_A_RESCUE_EMERGENCIES,
  ...FIRST_WEEK_WITH_A_RESCUE_NEAR_MISSES,
  ...EVERY_KIND_FORTY_EIGHTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_FORTY_EIGHTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FORTY_EIGHTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FORTY_EIGHTH_EXAM_NEAR_MISSES,
  ...HAIRDRESSERS_AND_BEAUTY_SALONS_EMERGENCIES,
  ...HAIRDRESSERS_AND_BEAUTY_SALONS_NEAR_MISSES,
  ...RUNNERS_CYCLISTS_AND_GYM_GOERS_EMERGENCIES,
  ...RUNNERS_CYCLISTS_AND_GYM_GOERS_NEAR_MISSES,
  ...GAMERS_AND_STREAMERS_EMERGENCIES,
  ...GAMERS_AND_STREAMERS_NEAR_MISSES,
  ...EVERY_KIND_FORTY_NINTH_EXAM_EMERGENCIES,
  ...EVERY_KIND_FORTY_NINTH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FORTY_NINTH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FORTY_NINTH_EXAM_NEAR_MISSES,
  ...DELIVERY_DRIVERS_AND_COURIERS_EMERGENCIES,
  ...DELIVERY_DRIVERS_AND_COURIERS_NEAR_MISSES,
  ...EXPATS_AND_NEW_ARRIVALS_EMERGENCIES,
  ...EXPATS_AND_NEW_ARRIVALS_NEAR_MISSES,
  ...BAKERS_AND_HOME_BAKING_DAYS_EMERGENCIES,
  ...BAKERS_AND_HOME_BAKING_DAYS_NEAR_MISSES,
  ...EVERY_KIND_FIFTIETH_EXAM_EMERGENCIES,
  ...EVERY_KIND_FIFTIETH_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FIFTIETH_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FIFTIETH_EXAM_NEAR_MISSES,
  ...ANGLERS_AND_FISHING_TRIPS_EMERGENCIES,
  ...ANGLERS_AND_FISHING_TRIPS_NEAR_MISSES,
  ...STABLE_YARDS_AND_HORSE_OWNERS_EMERGENCIES,
  ...STABLE_YARDS_AND_HORSE_OWNERS_NEAR_MISSES,
  ...PET_PHOTOGRAPHERS_AND_INFLUENCERS_EMERGENCIES,
  ...PET_PHOTOGRAPHERS_AND_INFLUENCERS_NEAR_MISSES,
  ...EVERY_KIND_FIFTY_FIRST_EXAM_EMERGENCIES,
  ...EVERY_KIND_FIFTY_FIRST_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FIFTY_FIRST_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FIFTY_FIRST_EXAM_NEAR_MISSES,
  ...BEEKEEPERS_AND_WILDLIFE_GARDENERS_EMERGENCIES,
  ...BEEKEEPERS_AND_WILDLIFE_GARDENERS_NEAR_MISSES,
  ...MUSICIANS_AND_TOURING_BANDS_EMERGENCIES,
  ...MUSICIANS_AND_TOURING_BANDS_NEAR_MISSES,
  ...SECURITY_GUARDS_AND_SITE_DOGS_EMERGENCIES,
  ...SECURITY_GUARDS_AND_SITE_DOGS_NEAR_MISSES,
  ...EVERY_KIND_FIFTY_SECOND_EXAM_EMERGENCIES,
  ...EVERY_KIND_FIFTY_SECOND_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FIFTY_SECOND_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FIFTY_SECOND_EXAM_NEAR_MISSES,
  ...TATTOO_ARTISTS_AND_PIERCERS_EMERGENCIES,
  ...TATTOO_ARTISTS_AND_PIERCERS_NEAR_MISSES,
  ...DENTAL_PRACTICE_STAFF_EMERGENCIES,
  ...DENTAL_PRACTICE_STAFF_NEAR_MISSES,
  ...ZOOKEEPERS_AND_ANIMAL_PARK_STAFF_EMERGENCIES,
  ...ZOOKEEPERS_AND_ANIMAL_PARK_STAFF_NEAR_MISSES,
  ...EVERY_KIND_FIFTY_THIRD_EXAM_EMERGENCIES,
  ...EVERY_KIND_FIFTY_THIRD_EXAM_NEAR_MISSES,
  ...OTHER_KINDS_FIFTY_THIRD_EXAM_EMERGENCIES,
  ...OTHER_KINDS_FIFTY_THIRD_EXAM_NEAR_MISSES,
  ...SCHOOL_RUN_PARENTS_EMERGENCIES,
  ...SCHOOL_RUN_PARENTS_NEAR_MISSES,
  ...WINTER_SNOW_AND_ICE_DAYS_EMERGENCIES,
  ...WINTER_SNOW_AND_ICE_DAYS_NEAR_MISSES,
  ...BUTCHERS_FISHMONGERS_AND_CHEFS_EMERGENCIES,
  ...BUTCHERS_FISHMONGERS_AND_CHEFS_NEAR_MISSES,
];
