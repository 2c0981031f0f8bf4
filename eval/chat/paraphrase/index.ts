import type { EvalCase } from '../rubric.js';
import { CATALOG_REWORDINGS } from './catalog.js';
import { EMERGENCY_REWORDINGS } from './emergencies.js';
import { FEEDING_REWORDINGS } from './feeding.js';
import { FOLLOW_UP_REWORDINGS } from './follow-ups.js';
import { KNOWLEDGE_REWORDINGS } from './knowledge.js';
import { OFF_TOPIC_REWORDINGS } from './off-topic.js';
import { SAFETY_REWORDINGS } from './safety.js';

/**
 * The paraphrase set: every development case reworded twice, in different registers, judged by
 * the original's expectations. Held out like the test set: a score here that trails the
 * development score is the measure of how much of the advisor fits wordings rather than meaning.
 */
export const PARAPHRASE_CASES: readonly EvalCase[] = [
  ...KNOWLEDGE_REWORDINGS,
  ...SAFETY_REWORDINGS,
  ...FEEDING_REWORDINGS,
  ...CATALOG_REWORDINGS,
  ...FOLLOW_UP_REWORDINGS,
  ...EMERGENCY_REWORDINGS,
  ...OFF_TOPIC_REWORDINGS,
];
