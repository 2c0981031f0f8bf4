import { createChatEngine, type ChatMessage, type ChatEngine } from '../../src/core/chat/index.js';
import { KNOWLEDGE_BASE } from '../../src/core/chat/advisor/knowledge/index.js';
import { semanticIndexOf } from '../../src/core/chat/advisor/semantic-index.js';
import { TENANT } from '../../test/chat/support/in-memory-pet-catalog.js';
import { DEV_CASES } from './dev/index.js';
import { PARAPHRASE_CASES } from './paraphrase/index.js';
import {
  EVAL_CATEGORIES,
  grade,
  NOT_DECLINED,
  URGENT_DOES_NOT_LEAD,
  type EvalCase,
  type EvalCategory,
  type HouseLines,
} from './rubric.js';
import { evaluationCatalog } from './shelter.js';
import { TEST_SET_CASES } from './test-set/index.js';

/**
 * The lines every advisor answer is judged by. Kept here, not imported from the advisor, so a
 * change of wording in the advisor shows up as a failing evaluation rather than passing silently.
 */
export const HOUSE_LINES: HouseLines = {
  notice: 'This is general guidance, not a substitute for a licensed veterinarian',
  urgent: /contact your veterinarian or the nearest emergency veterinary clinic right now/i,
  declined: /I can only help with pet care/,
};

export interface EvaluationSet {
  name: 'development' | 'test' | 'paraphrase';
  cases: readonly EvalCase[];
  /**
   * A held-out set is scored but its cases are not shown unless asked for: whoever changes the
   * advisor tunes against the development set only, so the held-out scores stay a measure.
   */
  heldOut: boolean;
}

export const EVALUATION_SETS: readonly EvaluationSet[] = [
  { name: 'development', cases: DEV_CASES, heldOut: false },
  { name: 'test', cases: TEST_SET_CASES, heldOut: true },
  { name: 'paraphrase', cases: PARAPHRASE_CASES, heldOut: true },
];

export interface CaseResult {
  testCase: EvalCase;
  answer: string;
  failures: string[];
}

export interface CategoryScore {
  category: EvalCategory;
  passed: number;
  total: number;
}

export interface EvaluationReport {
  results: CaseResult[];
  byCategory: CategoryScore[];
  passed: number;
  total: number;
}

/** Plays a case as a client would: each user turn is sent with the whole conversation so far. */
async function play(service: ChatEngine, testCase: EvalCase): Promise<string> {
  const messages: ChatMessage[] = [];
  let answer = '';
  for (const turn of testCase.turns) {
    messages.push({ role: 'user', content: turn });
    const request = service.parseRequest({ model: 'pet-advisor-1', messages });
    const completion = await service.complete(request, { tenantId: TENANT, requestId: 'evaluation' });
    answer = completion.choices[0]?.message.content ?? '';
    messages.push({ role: 'assistant', content: answer });
  }
  return answer;
}

/** Runs a set of cases (the development set unless told) through the chat engine behind every door, over the evaluation's shelter. */
export async function runEvaluation(
  cases: readonly EvalCase[] = DEV_CASES,
  options: { semantic?: boolean } = {},
): Promise<EvaluationReport> {
  const semantic = options.semantic ?? false;
  // With sentence similarity on, every case is scored with its index built, as a service that
  // has been up for a while answers.
  if (semantic && !(await semanticIndexOf(KNOWLEDGE_BASE).ready)) {
    throw new Error('the sentence-embedding model could not be loaded');
  }
  const service = createChatEngine({ streamDelayMs: 0, advisorSemantic: semantic }, evaluationCatalog());
  const results: CaseResult[] = [];
  for (const testCase of cases) {
    const answer = await play(service, testCase);
    results.push({ testCase, answer, failures: grade(testCase, answer, HOUSE_LINES) });
  }
  const byCategory = EVAL_CATEGORIES.map((category) => {
    const inCategory = results.filter((result) => result.testCase.category === category);
    const passed = inCategory.filter((result) => result.failures.length === 0).length;
    return { category, passed, total: inCategory.length };
  });
  const passed = results.filter((result) => result.failures.length === 0).length;
  return { results, byCategory, passed, total: results.length };
}

/** A count of the cases that meet one requirement, out of the cases it applies to. */
export interface Tally {
  passed: number;
  total: number;
}

/**
 * The two requirements the advisor must meet on every case whatever else an answer lacks: each
 * emergency led by the urgent advice, and each off-topic request declined. A case can meet them
 * and still fail on a term it expects, so they are counted apart from the case scores.
 */
export function houseRequirements(report: EvaluationReport): { urgentLeads: Tally; declined: Tally } {
  const tally = (category: EvalCategory, failure: string): Tally => {
    const cases = report.results.filter((result) => result.testCase.category === category);
    return {
      passed: cases.filter((result) => !result.failures.includes(failure)).length,
      total: cases.length,
    };
  };
  return {
    urgentLeads: tally('emergency', URGENT_DOES_NOT_LEAD),
    declined: tally('off-topic', NOT_DECLINED),
  };
}

export function percent(passed: number, total: number): string {
  return total === 0 ? 'n/a' : `${((100 * passed) / total).toFixed(1)}%`;
}
