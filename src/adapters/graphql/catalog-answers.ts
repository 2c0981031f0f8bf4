import { LRUCache } from 'lru-cache';
import type { Counter } from 'prom-client';
import type { CallerContext } from '../../core/context.js';
import type { Core } from '../../core/core.js';
import { catalogAnswersCounter, operationsCounter, type OperationsCounter } from './metrics.js';

/** What Apollo answered to a catalog query over HTTP, to be given again to the same request. */
export interface CatalogAnswer {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: string;
  /** The operation's metrics label (its root field), when it read only the catalog. */
  catalogOperation: string | undefined;
}

/** What an answer to a catalog query depends on, besides the caller's tenant and catalog version. */
export interface CatalogAnswerRequest {
  /** Photo URLs are absolute. */
  baseUrl: string;
  /** Apollo chooses the answer's media type by it. */
  accept: string;
  /** The POST body, as sent. */
  text: string;
}

/** Where one request's answer is (or would be) remembered. */
export interface AnswerSlot {
  key: string;
  caller: CallerContext;
  /** The catalog version when the request came. */
  version: string;
}

/** Longer requests are rare among repeated reads, and would make long keys. */
const MAX_BODY_CHARS = 8 * 1024;
/** A full page of pets with every field is about 20 KB. */
const MAX_ANSWER_CHARS = 256 * 1024;
const MAX_TOTAL_CHARS = 32 * 1024 * 1024;
const OPERATION_KEYS: ReadonlySet<string> = new Set(['query', 'operationName', 'variables']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A body of one operation: a query, perhaps an operation name and variables, nothing else. */
function isOneOperation(body: unknown): boolean {
  if (!isPlainObject(body)) return false;
  for (const key in body) if (!OPERATION_KEYS.has(key)) return false;
  const { query, operationName = null, variables = null } = body;
  return (
    typeof query === 'string' &&
    (operationName === null || typeof operationName === 'string') &&
    (variables === null || isPlainObject(variables))
  );
}

/**
 * Answers to public catalog queries, remembered under the catalog version they were made from.
 * A catalog read over GraphQL costs parsing the body, the pipeline of plugins, execution and
 * serialising the result, on every request, while REST gives a cached pet's remembered JSON text;
 * a repeated query now costs a look-up too. The door still admits every request (authentication,
 * the rate-limit charge) before it looks, and counts what it answers.
 *
 * Only what cannot differ between two such requests is remembered: the answer Apollo gave, without
 * errors, to one query reading nothing but the catalog (see `readsCatalogOnly`), for the same
 * tenant, catalog version, base URL, `Accept` header and body text (query, operation name and
 * variables as sent).
 * The version moves with every change this process makes and when the catalog cache's entries
 * expire, so an answer is never staler than the catalog cache itself.
 */
export class CatalogAnswers {
  private readonly answers: LRUCache<string, CatalogAnswer>;
  private readonly events: Counter<'event'>;
  private readonly operations: OperationsCounter;

  constructor(private readonly core: Core) {
    this.answers = new LRUCache<string, CatalogAnswer>({
      max: core.config.catalogCache.maxEntries,
      maxSize: MAX_TOTAL_CHARS,
      sizeCalculation: (answer, key) => answer.body.length + key.length,
    });
    this.events = catalogAnswersCounter(core.metrics);
    this.operations = operationsCounter(core.metrics);
  }

  /**
   * Where the answer to an admitted caller's request would be remembered: by the body's text as
   * sent, so a request answered again from memory is not even parsed; undefined for a caller who
   * reads the stored catalog, and for long bodies. Only bodies of one operation are ever kept.
   */
  slotOf(caller: CallerContext, { baseUrl, accept, text }: CatalogAnswerRequest): AnswerSlot | undefined {
    const version = this.core.pets.catalogVersion(caller);
    if (version === undefined || text.length > MAX_BODY_CHARS) return undefined;
    return { key: `${caller.tenantId}\n${version}\n${baseUrl}\n${accept}\n${text}`, caller, version };
  }

  /** The answer given before to the same request under the same version, counted as answered. */
  recall(slot: AnswerSlot): CatalogAnswer | undefined {
    const answer = this.answers.get(slot.key);
    if (answer?.catalogOperation === undefined) return undefined;
    this.events.inc({ event: 'hit' });
    this.operations.inc({ operation: answer.catalogOperation, type: 'query', outcome: 'success' });
    return answer;
  }

  /**
   * Remembers Apollo's answer when it is one to remember: a 200 to one query (not a batch, no
   * extensions) that read only the catalog, without errors, and made while the catalog version
   * stood (a read that began before a change and ended after it may hold the old state).
   */
  keep(slot: AnswerSlot, body: unknown, answer: CatalogAnswer): void {
    if (answer.catalogOperation === undefined || answer.status !== 200 || !isOneOperation(body)) return;
    if (answer.body.length > MAX_ANSWER_CHARS) return;
    if (this.core.pets.catalogVersion(slot.caller) !== slot.version) return;
    this.answers.set(slot.key, answer);
    this.events.inc({ event: 'stored' });
  }
}
