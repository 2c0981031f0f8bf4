import type { ApolloServerPlugin } from '@apollo/server';
import {
  getDirectiveValues,
  getOperationAST,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { CallerContext } from '../../core/context.js';
import type { Core } from '../../core/core.js';
import { isDomainError } from '../../core/errors.js';
import type { GraphqlContext } from './context.js';
import { refusal } from './errors.js';

/** An operation as the door resolved it, before it runs. */
export interface OperationToCharge {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName: string | null | undefined;
  variables: Record<string, unknown> | undefined;
}

/**
 * How many root fields of the operation run: one per response key (fields of one key merge into
 * one execution, aliases make new ones), through fragments, without those `@skip`ped or not
 * `@include`d, as graphql-js collects them. Variables that do not fit: none (nothing will run).
 */
function executedRootFields(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): number {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors !== undefined) return 0;
  const values = coerced.coerced;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const keys = new Set<string>();
  const visited = new Set<string>();
  const runs = (node: Parameters<typeof getDirectiveValues>[1]) =>
    getDirectiveValues(GraphQLSkipDirective, node, values)?.['if'] !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, values)?.['if'] !== false;
  // Iterative: a document may nest fragments as deep as its token limit lets it.
  const pending: SelectionSetNode[] = [operation.selectionSet];
  for (let set = pending.pop(); set !== undefined; set = pending.pop()) {
    for (const selection of set.selections) {
      if (!runs(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        // `__typename` is answered by the door itself: no operation of the core.
        if (selection.name.value !== '__typename') keys.add((selection.alias ?? selection.name).value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) pending.push(selection.selectionSet);
      else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment !== undefined) pending.push(fragment.selectionSet);
      }
    }
  }
  return keys.size;
}

/**
 * Each mutation field is one operation of the caller's general budget, as one REST request for
 * it is: the call's admission paid for the first, the others are charged here, all at once and
 * before any runs (`Doorway.chargeFurther`), so aliases and repeated fields do not multiply the
 * budget. The budgets of their own (login, chat) are spent by the core service each field calls.
 * Queries and subscriptions are one operation each: their size is bounded by the cost limit.
 */
export async function chargeMutationFields(
  core: Pick<Core, 'doorway'>,
  caller: CallerContext,
  request: OperationToCharge,
): Promise<void> {
  const operation = getOperationAST(request.document, request.operationName ?? undefined);
  if (operation?.operation !== 'mutation') return;
  const fields = executedRootFields(request.schema, request.document, operation, request.variables);
  await core.doorway.chargeFurther(caller, fields - 1);
}

/**
 * The HTTP pipeline's charge of mutation fields, once the operation is resolved (after the cost
 * limit): refused with 429 RATE_LIMITED and `Retry-After` when the budget does not hold them all.
 */
export function mutationChargePlugin(): ApolloServerPlugin<GraphqlContext> {
  const listener = {
    async didResolveOperation({
      schema,
      document,
      request,
      contextValue,
    }: {
      schema: GraphQLSchema;
      document: DocumentNode;
      request: { operationName?: string; variables?: Record<string, unknown> };
      contextValue: GraphqlContext;
    }) {
      try {
        await chargeMutationFields(contextValue.core, contextValue.caller, {
          schema,
          document,
          operationName: request.operationName,
          variables: request.variables,
        });
      } catch (error) {
        if (isDomainError(error)) throw refusal(error);
        throw error;
      }
    },
  };
  return { requestDidStart: async () => listener };
}
