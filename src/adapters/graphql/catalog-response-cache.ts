import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { Core } from '../../core/core.js';
import type { GraphqlContext } from './context.js';
import { catalogAnswersCounter } from './metrics.js';

type RequestContext = GraphQLRequestContext<GraphqlContext>;

/**
 * Whole answers to public catalog queries, by Apollo's response-cache plugin. What may be kept
 * is said by the schema: the catalog's types carry `@cacheControl` hints (schema/petstore.graphql)
 * and nothing else does, so an answer is cacheable only when every field it asks for is the
 * catalog's (Apollo gives a field with no hint a max age of 0, which makes the whole answer
 * uncacheable). The plugin has no freshness of its own here: each answer is kept under the core's
 * catalog version (`core.pets.catalogVersion`), which moves with every change this process makes
 * and at the end of every catalog cache period, so a kept answer is never read after the core's
 * own cached pets and pages would have been dropped. The hints' max age only bounds how long an
 * answer of a retired version may sit in Apollo's bounded cache before it goes.
 *
 * Admission (authentication, the rate-limit charge) happens in the door before Apollo runs, and
 * the operation metrics count in `willSendResponse`, which Apollo calls for a cached answer too.
 */
export function catalogResponseCachePlugins(core: Core): ApolloServerPlugin<GraphqlContext>[] {
  const answers = catalogAnswersCounter(core.metrics);
  /** The version the request was admitted under, unless its caller reads the stored catalog. */
  const versionOf = ({ contextValue }: RequestContext) => contextValue.catalogVersion;
  /**
   * Kept only if the version did not move while the answer was made: a read that began before a
   * change and ended after it may hold the old state.
   */
  const mayKeep = (request: RequestContext) => {
    const version = versionOf(request);
    return version !== undefined && core.pets.catalogVersion(request.contextValue.caller) === version;
  };
  const counting: ApolloServerPlugin<GraphqlContext> = {
    async requestDidStart() {
      return {
        async willSendResponse(request) {
          if (request.operation?.operation !== 'query' || request.response.body.kind !== 'single') return;
          if (request.metrics.responseCacheHit === true) {
            answers.inc({ event: 'hit' });
            return;
          }
          const { data, errors } = request.response.body.singleResult;
          const cacheable = request.overallCachePolicy.policyIfCacheable() !== null;
          if (cacheable && data != null && errors === undefined && mayKeep(request))
            answers.inc({ event: 'stored' });
        },
      };
    },
  };
  return [
    // The hints decide what may be kept; no `Cache-Control` header comes of them: an HTTP cache
    // would keep an answer past the next change, which the catalog version cannot reach.
    ApolloServerPluginCacheControl({ defaultMaxAge: 0, calculateHttpHeaders: false }),
    responseCachePlugin<GraphqlContext>({
      // Callers who read the stored catalog (pet writers) never read or leave a shared answer.
      shouldReadFromCache: async (request) => versionOf(request) !== undefined,
      shouldWriteToCache: async (request) => mayKeep(request),
      // Signed-in callers' answers are kept apart from anonymous ones (and any answer a hint ever
      // made private, per caller).
      sessionId: async ({ contextValue: { caller } }) =>
        caller.principal === null ? null : `${caller.tenantId}/${caller.principal.userId}`,
      // Besides the query, operation name and variables (the plugin's own key): the tenant, the
      // catalog version and the base of the photo URLs, which are absolute.
      extraCacheKeyData: async (request) => ({
        tenantId: request.contextValue.caller.tenantId,
        version: versionOf(request),
        baseUrl: request.contextValue.baseUrl,
      }),
    }),
    counting,
  ];
}
