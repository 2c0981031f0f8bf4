import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  execute,
  GraphQLError,
  Kind,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Executor } from './metrics.js';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
type ExecutorRequest = Parameters<GatewayExecutor>[0];

/** What is known of one operation of one document: how often it ran, and its compiled form. */
interface OperationPlan {
  runs: number;
  /** Compiled (graphql-jit), or `false` when it is never to be (introspection, not compilable). */
  compiled?: CompiledQuery | false;
}

/**
 * Operations left to graphql-js: introspection is rare and costly to compile (about 40 ms for
 * the usual introspection query), and a fragment at the root may hide it.
 */
function asksIntrospection(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.selectionSet.selections.some(
        (selection) =>
          selection.kind !== Kind.FIELD ||
          selection.name.value === '__schema' ||
          selection.name.value === '__type',
      ),
  );
}

/**
 * graphql-jit's errors as graphql-js makes them. Its own are GraphQLErrors by prototype only:
 * without `extensions` when the thrown error had none (Apollo reads `extensions.code` of every
 * error, and would answer a bare "Internal server error"), and with locations already worked
 * out instead of AST nodes. The message, path, locations and what was thrown are kept.
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  // Read-only in the types; graphql-js would compute the same from the nodes graphql-jit did.
  Object.assign(rebuilt, { locations: error.locations });
  return rebuilt;
}

function withGraphqlJsErrors(result: ExecutionResult): ExecutionResult {
  if (result.errors === undefined) return result;
  return { ...result, errors: result.errors.map(asGraphqlJsError) };
}

export interface CompiledExecutorOptions {
  /** Executions of one operation by graphql-js before it is compiled; `Infinity` never compiles. */
  compileAfter: number;
  /** Told of every execution, with what executed it. */
  executed?: (executor: Executor) => void;
}

/**
 * Executes operations as graphql-js does, with queries and mutations that are asked again compiled
 * by graphql-jit into one function each (no per-field interpretation of the document). Compiling
 * costs a few executions' worth of CPU, so an operation runs on graphql-js until it has been
 * seen `compileAfter` times; introspection, subscriptions (over HTTP they only refuse) and what
 * graphql-jit cannot compile stay on graphql-js. Plans live as long as Apollo keeps the document
 * (its document store hands out the same object for the same query text), nothing longer.
 */
export function compiledExecutor(
  schema: GraphQLSchema,
  { compileAfter, executed }: CompiledExecutorOptions,
): GatewayExecutor {
  const plans = new WeakMap<DocumentNode, Map<string, OperationPlan>>();

  const planOf = (document: DocumentNode, operationName: string | undefined): OperationPlan => {
    let byName = plans.get(document);
    if (byName === undefined) plans.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let plan = byName.get(key);
    if (plan === undefined) {
      byName.set(key, (plan = { runs: 0 }));
      if (asksIntrospection(document)) plan.compiled = false;
    }
    return plan;
  };

  const compile = (request: ExecutorRequest): CompiledQuery | false => {
    // Apollo executes even when no operation matched the name, for graphql-js to tell so.
    const operation = request.operation as ExecutorRequest['operation'] | undefined;
    if (operation === undefined || operation.operation === 'subscription') return false;
    const compiled = compileQuery(schema, request.document, request.request.operationName);
    return isCompiledQuery(compiled) ? compiled : false;
  };

  return async (request) => {
    const { document, context } = request;
    const { variables, operationName } = request.request;
    const plan = planOf(document, operationName);
    if (plan.compiled === undefined && plan.runs >= compileAfter) plan.compiled = compile(request);
    plan.runs += 1;
    if (plan.compiled) {
      const result = await plan.compiled.query(undefined, context, variables);
      // Variables that do not coerce: graphql-js tells it, in its own words and error shapes.
      if (result.data !== undefined || result.errors === undefined) {
        executed?.('compiled');
        return withGraphqlJsErrors(result);
      }
    }
    executed?.('graphql-js');
    return execute({
      schema,
      document,
      contextValue: context,
      variableValues: variables,
      ...(operationName === undefined ? {} : { operationName }),
    });
  };
}

/**
 * Apollo Server's supported way to bring its own executor: a "gateway" serving one fixed schema.
 * Apollo still parses (with its document cache), validates (with the limit rules), runs every
 * plugin and formats every error; only execution is the executor's.
 */
export function fixedSchemaGateway(schema: GraphQLSchema, executor: GatewayExecutor): Gateway {
  const listeners = new Set<Parameters<Gateway['onSchemaLoadOrUpdate']>[0]>();
  return {
    onSchemaLoadOrUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      const coreSupergraphSdl = printSchema(schema);
      for (const listener of listeners) listener({ apiSchema: schema, coreSupergraphSdl });
      return { executor };
    },
    async stop() {
      listeners.clear();
    },
  };
}
