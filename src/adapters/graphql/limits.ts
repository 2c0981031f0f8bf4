import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  getNamedType,
  GraphQLError,
  isLeafType,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { ValidationError } from '../../core/errors.js';
import { DEFAULT_PAGE_LIMIT } from '../../core/pagination.js';
import type { GraphqlContext } from './context.js';
import { refusal } from './errors.js';

/** Abuse limits of one operation, each told before anything runs. */
export const MAX_DEPTH = 10;
export const MAX_ALIASES = 30;
/** Objects cost 1, scalars 0, and a connection its page size times what each node costs. */
export const MAX_COST = 1000;
/**
 * Tokens of one document, counted by the parser as it reads (it stops at the first past the
 * limit): ten times the full introspection query GraphiQL sends (183), far beyond any real
 * operation of this schema, and short of what would overflow the parser's or the validation
 * rules' recursion (10,000 fragment spreads, 5,000 nested inline fragments).
 */
export const MAX_TOKENS = 2000;
/** Fragment spreads of one document, counted where they are written (`...Pet` twice is two). */
export const MAX_FRAGMENT_SPREADS = 100;

/** How the door parses every document, over HTTP (Apollo's `parseOptions`) and graphql-ws. */
export const PARSE_OPTIONS = { maxTokens: MAX_TOKENS } as const;

/**
 * Reported as validation errors (400 GRAPHQL_VALIDATION_FAILED), not thrown: graphql-armor throws
 * by default, which Apollo would answer as an internal error.
 */
const asValidationError = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** At most `MAX_FRAGMENT_SPREADS` spreads in the document, told once. */
const maxFragmentSpreadsRule: ValidationRule = (context) => {
  let spreads = 0;
  return {
    FragmentSpread() {
      spreads += 1;
      if (spreads !== MAX_FRAGMENT_SPREADS + 1) return;
      context.reportError(new GraphQLError(`Fragment spread limit of ${MAX_FRAGMENT_SPREADS} exceeded.`));
    },
  };
};

/**
 * Depth (inline fragments and fragment spreads count as a level each: graphql-armor's
 * `flattenFragments` is off), aliases, and fragment spreads: checked with the other validation
 * rules.
 */
export const limitRules: ValidationRule[] = [
  maxDepthRule({ n: MAX_DEPTH, ignoreIntrospection: true, flattenFragments: false, ...asValidationError }),
  // `__typename` counts like any field: its aliases inside an introspection answer multiply it.
  maxAliasesRule({ n: MAX_ALIASES, allowList: [], ...asValidationError }),
  maxFragmentSpreadsRule,
];

/**
 * What the whole schema's introspection (`__schema`) costs, whatever is asked of it: its answer
 * is the size of several pages of pets (GraphiQL's query gets 80 KB, more with aliased
 * `__typename` in every type), and no client needs it twice at once, so an operation or a batch
 * holds at most two.
 */
export const SCHEMA_INTROSPECTION_COST = 500;

/** A connection's fields are asked once per node of the page: its cost multiplies by `first`. */
const costOfField: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (field.name === '__schema') return SCHEMA_INTROSPECTION_COST;
  if (isLeafType(getNamedType(field.type))) return 0;
  if (getNamedType(field.type).name.endsWith('Connection')) {
    const first = typeof args['first'] === 'number' ? args['first'] : DEFAULT_PAGE_LIMIT;
    return 1 + Math.max(first, 0) * childComplexity;
  }
  return 1 + childComplexity;
};

/** What an operation costs by the rules above (variables known). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | null | undefined,
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    ...(operationName == null ? {} : { operationName }),
    estimators: [costOfField],
  });
}

/** The refusal of an operation (or a batch) that costs more than `MAX_COST`. */
export function tooCostly(requested: number, what = 'The operation'): ValidationError {
  return new ValidationError(`${what} costs ${requested}, more than the limit of ${MAX_COST}.`, [
    { field: 'query', message: `Cost ${requested} exceeds ${MAX_COST}.`, code: 'too_costly' },
  ]);
}

/** Variable sets remembered per document: enough for the few a client reuses, bounded for the rest. */
const REMEMBERED_VARIABLE_SETS = 32;

/**
 * The cost of an operation, computed once per document, operation and variables: Apollo keeps
 * parsed and validated documents (the same object for the same query text), so the cost of a
 * repeated query is a look-up instead of a walk of the whole operation with the schema.
 */
function costCache(): (request: CostRequest) => number {
  const costs = new WeakMap<DocumentNode, Map<string, number>>();
  return ({ schema, document, variables, operationName }) => {
    const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
    let known = costs.get(document);
    const cached = known?.get(key);
    if (cached !== undefined) return cached;
    const cost = operationCost(schema, document, variables ?? {}, operationName);
    if (known === undefined) costs.set(document, (known = new Map()));
    if (known.size >= REMEMBERED_VARIABLE_SETS) known.clear();
    known.set(key, cost);
    return cost;
  };
}

interface CostRequest {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables: Record<string, unknown> | undefined;
  operationName: string | null | undefined;
}

/** graphql-js's refusal of a variable's value (it points at the variable's definition). */
function isVariableError(error: unknown): boolean {
  return error instanceof GraphQLError && error.nodes?.[0]?.kind === Kind.VARIABLE_DEFINITION;
}

/**
 * The cost of each operation, computed once it is resolved (variables known): above `MAX_COST` it
 * is refused with 400 before execution, and so is an operation that takes the operations before
 * it in the same batch past `MAX_COST` (a batch is one request, with one limit). Every answer reports it in `extensions.cost`, as public
 * GraphQL APIs do, so clients can see what their queries spend.
 */
export function costLimitPlugin(): ApolloServerPlugin<GraphqlContext> {
  const costOf = costCache();
  return {
    async requestDidStart() {
      let requested: number | undefined;
      return {
        async didResolveOperation({ schema, document, request, contextValue }) {
          try {
            requested = costOf({
              schema,
              document,
              variables: request.variables,
              operationName: request.operationName,
            });
          } catch (error) {
            // Variables that do not fit their types: nothing can run, and execution tells it as
            // GraphQL does (400 BAD_USER_INPUT, every variable's error), not as a failure here.
            if (isVariableError(error)) return;
            throw error;
          }
          if (requested > MAX_COST) throw refusal(tooCostly(requested));
          // The operations of one HTTP request (a batch) share the limit.
          const shared = contextValue.requestCost;
          if (shared === undefined) return;
          if (shared.spent + requested > MAX_COST) {
            throw refusal(tooCostly(shared.spent + requested, 'The batch'));
          }
          shared.spent += requested;
        },
        async willSendResponse({ response }) {
          if (requested === undefined || response.body.kind !== 'single') return;
          const { singleResult } = response.body;
          singleResult.extensions = { ...singleResult.extensions, cost: { requested, maximum: MAX_COST } };
        },
      };
    },
  };
}
