import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Core } from '../../core/core.js';
import { catalogAnswerPlugin } from './catalog-operation.js';
import { compiledExecutor, fixedSchemaGateway } from './compiled-executor.js';
import type { GraphqlContext } from './context.js';
import { formatError, requestIdPlugin } from './errors.js';
import { costLimitPlugin, limitRules, PARSE_OPTIONS } from './limits.js';
import { mutationChargePlugin } from './mutation-charges.js';
import { executionsCounter, operationMetricsPlugin } from './metrics.js';
import { resolvers } from './resolvers/index.js';
import { loadTypeDefs } from './schema.js';

/** Executions of one operation by graphql-js before it is compiled (see `compiledExecutor`). */
export const COMPILE_AFTER = 2;

/**
 * The door's Apollo Server, started: the SDL file with the resolvers, the abuse limits, the
 * error formatting and the door's plugins. Execution is the compiled executor's (Apollo's
 * `gateway` hook, over one fixed schema); everything before and after it is Apollo's.
 */
export async function startApolloServer(core: Core): Promise<ApolloServer<GraphqlContext>> {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  const executions = executionsCounter(core.metrics);
  const executor = compiledExecutor(schema, {
    compileAfter: COMPILE_AFTER,
    executed: (by) => executions.inc({ executor: by }),
  });
  const server = new ApolloServer<GraphqlContext>({
    gateway: fixedSchemaGateway(schema, executor),
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: true,
    // The gateway closes itself on SIGTERM; Apollo must not install its own handlers.
    stopOnTerminationSignals: false,
    // The default landing page loads from a CDN; the door serves its own explorer (GraphiQL from
    // installed packages) to browsers before Apollo is asked.
    // No cache hints are used (answers depend on the caller): Apollo's cache-control plugin would
    // only wrap every field's resolution. Inline traces are for federated subgraphs only.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      requestIdPlugin(),
      costLimitPlugin(),
      mutationChargePlugin(),
      operationMetricsPlugin(core.metrics),
      catalogAnswerPlugin(schema),
    ],
    validationRules: limitRules,
    // The parser stops at the token limit: a document past it is 400 GRAPHQL_PARSE_FAILED.
    parseOptions: PARSE_OPTIONS,
    // Compact JSON, as REST answers: Apollo's default indents every answer, which costs CPU to
    // make and bytes to send (two thirds more for a page of pets).
    stringifyResult: (result) => JSON.stringify(result),
    formatError: formatError(core.logger),
    logger: core.logger,
  });
  await server.start();
  return server;
}
