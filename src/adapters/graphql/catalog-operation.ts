import type { ApolloServerPlugin, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import {
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { GraphqlContext } from './context.js';
import { operationLabel } from './metrics.js';

/** The root fields that read only the public catalog (the core's `pets.get` and `pets.list`). */
export const CATALOG_ROOT_FIELDS: ReadonlySet<string> = new Set(['pet', 'pets']);

/**
 * The object types those fields reach. Their fields present the pet records and pages the core
 * returns, and nothing else: nothing of the caller, no orders, no users. A test keeps this set
 * equal to what the schema lets `pet` and `pets` reach, so a field added to `Pet` that reads
 * anything more has to be looked at here first.
 */
export const CATALOG_TYPES: ReadonlySet<string> = new Set([
  'Pet',
  'MedicalInfo',
  'PetConnection',
  'PetEdge',
  'PageInfo',
]);

const verdicts = new WeakMap<DocumentNode, boolean>();

/**
 * Whether every field the document asks for (in every operation and fragment) is a catalog root
 * field, a field of a catalog type or `__typename`: then an answer to its query depends on the
 * tenant's catalog, the variables and the base URL alone. Introspection and anything else is not.
 * Worked out once per document: Apollo hands out the same parsed document for the same text.
 */
export function readsCatalogOnly(schema: GraphQLSchema, document: DocumentNode): boolean {
  const known = verdicts.get(document);
  if (known !== undefined) return known;
  const queryType = schema.getQueryType();
  const typeInfo = new TypeInfo(schema);
  let catalogOnly = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const name = node.name.value;
        const allowed =
          name === '__typename' ||
          (parent === queryType && CATALOG_ROOT_FIELDS.has(name)) ||
          (parent != null && parent !== queryType && CATALOG_TYPES.has(parent.name));
        if (!allowed) catalogOnly = false;
      },
    }),
  );
  verdicts.set(document, catalogOnly);
  return catalogOnly;
}

/** Set by the pipeline when a request's answer may be remembered: its operation's label. */
export interface CatalogAnswerNote {
  operation?: string;
}

function isCatalogQuery(
  schema: GraphQLSchema,
  document: DocumentNode | undefined,
  operation: OperationDefinitionNode | undefined | null,
): boolean {
  return operation?.operation === 'query' && document !== undefined && readsCatalogOnly(schema, document);
}

/**
 * Notes, for the door, that a request answered a catalog-only query without any error. Only the
 * door's own HTTP requests carry a note; subscriptions and refusals do not.
 */
export function catalogAnswerPlugin(schema: GraphQLSchema): ApolloServerPlugin<GraphqlContext> {
  const listener = {
    async willSendResponse({
      contextValue,
      document,
      operation,
      response,
    }: GraphQLRequestContextWillSendResponse<GraphqlContext>) {
      const note = contextValue.catalogAnswer;
      if (note === undefined || response.body.kind !== 'single') return;
      const { errors } = response.body.singleResult;
      if (errors !== undefined && errors.length > 0) return;
      if (isCatalogQuery(schema, document, operation))
        note.operation = operationLabel(operation ?? undefined);
    },
  };
  return { requestDidStart: async () => listener };
}
