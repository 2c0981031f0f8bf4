import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Config } from '../../config.js';
import type { Core } from '../../core/core.js';
import { catalogResponseCachePlugins } from './catalog-response-cache.js';
import { compiledExecutor, fixedSchemaGateway } from './compiled-executor.js';
import type { GraphqlContext } from './context.js';
import { formatError, requestIdPlugin } from './errors.js';
import { costLimitPlugin, limitRules, PARSE_OPTIONS } from './limits.js';
import { mutationChargePlugin } from './mutation-charges.js';
import { countedExecutions, executionsCounter, operationMetricsPlugin } from './metrics.js';
import { resolvers } from './resolvers/index.js';
import { loadTypeDefs } from './schema.js';

/** Executions of one operation by graphql-js before it is compiled (see `compiledExecutor`). */
export const COMPILE_AFTER = 2;

/**
 * The door's Apollo Server, started: the SDL file with the resolvers, the abuse limits, the
 * error formatting and the door's plugins. Execution is Apollo's own (graphql-js) by default;
 * with GRAPHQL_EXECUTOR=compiled it is the compiled executor's, through Apollo's `gateway` hook
 * over one fixed schema. Everything before and after execution is Apollo's either way, and
 * test/graphql/compiled-execution.test.ts holds both executors to the same answers.
 */
export async function startApolloServer(
  core: Core,
  how: Config['graphqlExecutor'],
): Promise<ApolloServer<GraphqlContext>> {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  const executions = executionsCounter(core.metrics);
  const execution =
    how === 'compiled'
      ? {
          gateway: fixedSchemaGateway(
            schema,
            compiledExecutor(schema, {
              compileAfter: COMPILE_AFTER,
              executed: (by) => executions.inc({ executor: by }),
            }),
          ),
        }
      : { schema };
  const server = new ApolloServer<GraphqlContext>({
    ...execution,
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: true,
    // The door stops the server on SIGTERM; Apollo must not install its own handlers.
    stopOnTerminationSignals: false,
    // The default landing page loads from a CDN; the door serves its own explorer (GraphiQL from
    // installed packages) to browsers before Apollo is asked.
    // Inline traces are for federated subgraphs only. The cache hints of the catalog's types
    // decide which answers the response cache keeps (catalog-response-cache.ts).
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      requestIdPlugin(),
      costLimitPlugin(),
      mutationChargePlugin(),
      operationMetricsPlugin(core.metrics),
      ...(how === 'compiled' ? [] : [countedExecutions(() => executions.inc({ executor: 'graphql-js' }))]),
      ...catalogResponseCachePlugins(core),
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
