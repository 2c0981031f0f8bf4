import type { EvalCase } from '../rubric.js';
import { CARE_CASES, FEEDING_CASES } from './care.js';
import { CATALOG_CASES } from './catalog.js';
import { CONVERSATION_CASES, DOSE_CASES } from './conversations.js';
import { EMERGENCY_CASES } from './emergencies.js';
import { NOT_EMERGENCY_CASES } from './not-emergencies.js';
import { OFF_TOPIC_CASES } from './off-topic.js';

/**
 * The frozen test set of `pet-advisor-1`: written in full before the advisor changes it measures,
 * and never edited afterwards (its file history shows it). Held out: `npm run eval:chat` prints
 * only its counts unless asked with --show-held-out. Nothing here may be copied into the advisor.
 */
export const TEST_SET_CASES: readonly EvalCase[] = [
  ...CARE_CASES,
  ...NOT_EMERGENCY_CASES,
  ...DOSE_CASES,
  ...FEEDING_CASES,
  ...CATALOG_CASES,
  ...CONVERSATION_CASES,
  ...EMERGENCY_CASES,
  ...OFF_TOPIC_CASES,
];
