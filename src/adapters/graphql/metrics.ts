import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Counter, Gauge } from 'prom-client';
import type { Metrics } from '../../metrics.js';

/**
 * The operation's label: its root field when there is one (`pets`, `createPet`), `multiple` for
 * several. Root fields are bounded by the schema; client-chosen operation names are not, and
 * would grow a series per name a client invents.
 */
export function operationLabel(operation: OperationDefinitionNode | undefined): string {
  if (operation === undefined) return 'unknown';
  const fields = operation.selectionSet.selections.filter(
    (selection) => selection.kind === Kind.FIELD && selection.name.value !== '__typename',
  );
  const [only] = fields;
  if (fields.length !== 1 || only === undefined || only.kind !== Kind.FIELD) return 'multiple';
  return only.name.value;
}

export type OperationsCounter = Counter<'operation' | 'type' | 'outcome'>;

/** One series object per registry, however many times a door asks for it. */
function perRegistry<T extends object>(make: (metrics: Metrics) => T): (metrics: Metrics) => T {
  const made = new WeakMap<Metrics, T>();
  return (metrics) => {
    let series = made.get(metrics);
    if (series === undefined) made.set(metrics, (series = make(metrics)));
    return series;
  };
}

/**
 * `petstore_graphql_operations_total{operation,type,outcome}`, one series for HTTP and graphql-ws
 * alike: `outcome` is `success` or the first error's code.
 */
export const operationsCounter = perRegistry<OperationsCounter>((metrics) =>
  metrics.counter(
    'graphql_operations_total',
    'GraphQL operations answered, by root field, operation type and outcome (success or the first error code).',
    ['operation', 'type', 'outcome'] as const,
  ),
);

export type Executor = 'compiled' | 'graphql-js';

/**
 * `petstore_graphql_executions_total{executor}`: operations executed over HTTP, by what executed
 * them (`compiled` by graphql-jit, or `graphql-js`): how much of the traffic the compiled
 * executor serves.
 */
export const executionsCounter = perRegistry((metrics) =>
  metrics.counter(
    'graphql_executions_total',
    'GraphQL operations executed over HTTP, by executor (compiled by graphql-jit, or graphql-js).',
    ['executor'] as const,
  ),
);

/**
 * `petstore_graphql_catalog_answers_total{event}`: catalog query answers given again from memory
 * (`hit`) and remembered (`stored`).
 */
export const catalogAnswersCounter = perRegistry((metrics) =>
  metrics.counter(
    'graphql_catalog_answers_total',
    'Answers to public catalog queries given again from memory (hit) or remembered (stored).',
    ['event'] as const,
  ),
);

export interface SubscriptionStreams {
  /** `petstore_graphql_subscriptions_active{operation}`: event streams open now. */
  active: Gauge<'operation'>;
  /** `petstore_graphql_subscriptions_opened_total{operation}`: event streams ever opened. */
  opened: Counter<'operation'>;
}

/**
 * Subscriptions whose event stream is open, i.e. set up far enough that every later event
 * reaches them: how many now, and how many since start.
 */
export const subscriptionStreams = perRegistry<SubscriptionStreams>((metrics) => ({
  active: metrics.gauge(
    'graphql_subscriptions_active',
    'GraphQL subscriptions with an open event stream, by root field.',
    ['operation'] as const,
  ),
  opened: metrics.counter(
    'graphql_subscriptions_opened_total',
    'GraphQL subscription event streams opened, by root field.',
    ['operation'] as const,
  ),
}));

export function operationMetricsPlugin(metrics: Metrics): ApolloServerPlugin {
  const operations = operationsCounter(metrics);
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const code = errors?.[0]?.extensions?.['code'];
          operations.inc({
            operation: operationLabel(operation ?? undefined),
            type: operation?.operation ?? 'unknown',
            outcome: errors === undefined || errors.length === 0 ? 'success' : String(code ?? 'error'),
          });
        },
      };
    },
  };
}

/** Calls `executed` each time Apollo executes an operation itself (GRAPHQL_EXECUTOR=standard). */
export function countedExecutions(executed: () => void): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async executionDidStart() {
          executed();
        },
      };
    },
  };
}
