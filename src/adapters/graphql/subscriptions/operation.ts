import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import type { GraphqlContext } from '../context.js';
import { refusal } from '../errors.js';
import { limitRules, MAX_COST, operationCost, PARSE_OPTIONS, tooCostly } from '../limits.js';
import { operationLabel } from '../metrics.js';

/** Apollo's codes for a document refused before execution, so both transports tell them alike. */
const PARSE_FAILED = 'GRAPHQL_PARSE_FAILED';
const VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';

function coded(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    ...(error.nodes === undefined ? {} : { nodes: error.nodes }),
    ...(error.source === undefined ? {} : { source: error.source }),
    ...(error.positions === undefined ? {} : { positions: error.positions }),
    extensions: { ...error.extensions, code },
  });
}

/** `type` and `label` are the metrics' (`query`, `subscription`...; the root field). */
export type PreparedOperation =
  | { kind: 'ready'; args: ExecutionArgs; type: string; label: string; cost: number }
  | { kind: 'refused'; errors: readonly GraphQLError[]; type: string; label: string };

/**
 * A graphql-ws operation checked as an HTTP one is, before anything runs: syntax, validation with
 * the same depth and alias rules, and the same cost budget (a subscription's cost is what one
 * delivered result costs).
 */
export function prepareOperation(
  schema: GraphQLSchema,
  payload: SubscribePayload,
  contextValue: GraphqlContext,
): PreparedOperation {
  let document: DocumentNode;
  try {
    document = parse(payload.query, PARSE_OPTIONS);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { kind: 'refused', errors: [coded(error, PARSE_FAILED)], type: 'unknown', label: 'unknown' };
  }
  const operation = getOperationAST(document, payload.operationName ?? undefined);
  const type = operation?.operation ?? 'unknown';
  const label = operationLabel(operation ?? undefined);
  const invalid = validate(schema, document, [...specifiedRules, ...limitRules]);
  if (invalid.length > 0) {
    return { kind: 'refused', errors: invalid.map((error) => coded(error, VALIDATION_FAILED)), type, label };
  }
  if (operation === null) {
    const error = new GraphQLError('Name the operation to run (operationName).');
    return { kind: 'refused', errors: [coded(error, VALIDATION_FAILED)], type, label };
  }
  const variableValues = payload.variables ?? {};
  let cost: number;
  try {
    cost = operationCost(schema, document, variableValues, payload.operationName);
  } catch (error) {
    // Variables that do not fit their types: Apollo's code for them over HTTP.
    if (!(error instanceof GraphQLError)) throw error;
    return { kind: 'refused', errors: [coded(error, 'BAD_USER_INPUT')], type, label };
  }
  if (cost > MAX_COST) return { kind: 'refused', errors: [refusal(tooCostly(cost))], type, label };
  return {
    kind: 'ready',
    type,
    label,
    cost,
    args: {
      schema,
      document,
      variableValues,
      ...(payload.operationName == null ? {} : { operationName: payload.operationName }),
      contextValue,
    },
  };
}
