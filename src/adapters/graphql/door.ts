import { Readable } from 'node:stream';
import { HeaderMap } from '@apollo/server';
import type { Middleware, ParameterizedContext } from 'koa';
import { untilAborted, type CallerContext } from '../../core/context.js';
import type { Core } from '../../core/core.js';
import type { DomainError } from '../../core/errors.js';
import { toDomainError } from '../../core/normalise-error.js';
import { admitHttpRequest } from '../shared/http-admission.js';
import type { HttpRequestState } from '../shared/http-state.js';
import { PublicUrls } from '../shared/public-url.js';
import { startApolloServer } from './apollo-server.js';
import { admitBatch } from './batch.js';
import { parseGraphqlBody, readGraphqlText } from './body.js';
import { createGraphqlContext } from './context.js';
import { refusal, tagRequestId, withRequestId } from './errors.js';
import { graphqlExplorer } from './explorer/explorer.js';
import { whenResponseCloses } from '../shared/response-closed.js';

export const GRAPHQL_PATH = '/v1/graphql';

export interface GraphqlDoor {
  /** Answers `/v1/graphql`; every other path passes on. Mount it behind the host check. */
  middleware: Middleware<HttpRequestState>;
  stop(): Promise<void>;
}

/** The request's headers as Apollo reads them. */
function headerMapOf(ctx: ParameterizedContext): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** Apollo's answer as the HTTP response. */
function present(
  ctx: ParameterizedContext,
  caller: CallerContext | undefined,
  answer: { status: number; headers: Iterable<readonly [string, string]>; body: string | Readable },
): void {
  ctx.status = answer.status;
  for (const [name, value] of answer.headers) ctx.set(name, value);
  // What an authenticated caller is told is for that caller alone: no shared or stored copy.
  if (caller?.principal != null && !ctx.response.get('Cache-Control')) {
    ctx.set('Cache-Control', 'private, no-store');
  }
  ctx.body = answer.body;
}

/**
 * The GraphQL door: Apollo Server on the REST app's port, behind a small Koa middleware around
 * `executeHTTPGraphQLRequest` (the Koa integration package needs a newer Node). Every request is
 * admitted by the one admission step (protocol `graphql`) before Apollo runs, so it is counted
 * even when refused; a refusal is answered by Apollo as a GraphQL error with its HTTP status.
 */
export async function createGraphqlDoor(core: Core): Promise<GraphqlDoor> {
  const server = await startApolloServer(core, core.config.graphqlExecutor);
  const publicUrls = new PublicUrls(core.config.publicUrl);

  const explorer = graphqlExplorer(GRAPHQL_PATH);

  const answerGraphql: Middleware<HttpRequestState> = async (ctx, next) => {
    if (ctx.path !== GRAPHQL_PATH) return next();
    // The route label of the HTTP metrics (a router sets it for REST's routes).
    (ctx as { _matchedRoute?: string })._matchedRoute = GRAPHQL_PATH;
    ctx.vary(['Authorization', 'X-Tenant-ID']);
    const { requestId } = ctx.state;

    // The HTTP port's admission, as REST's: the same counters, the same headers, the caller on
    // the request state for the access line.
    const admit = () => admitHttpRequest(core.doorway, ctx, { protocol: 'graphql' });
    let refused: DomainError | undefined;
    let caller: CallerContext | undefined;
    try {
      caller = await admit();
    } catch (thrown) {
      refused = toDomainError(thrown);
    }
    let text: string | undefined;
    if (refused === undefined) {
      try {
        text = await readGraphqlText(ctx);
      } catch (thrown) {
        refused = toDomainError(thrown);
      }
    }
    const baseUrl = publicUrls.base({ protocol: ctx.protocol, host: ctx.host });
    let body: unknown;
    if (refused === undefined && text !== undefined) {
      try {
        body = parseGraphqlBody(text);
        await admitBatch(body, admit);
      } catch (thrown) {
        refused = toDomainError(thrown);
      }
    }
    // Whether an operation got as far as the pipeline, whose plugin tags its errors.
    let admitted = false;
    const requestCost = { spent: 0 };
    const result = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: ctx.method.toUpperCase(),
        headers: headerMapOf(ctx),
        search: ctx.querystring === '' ? '' : `?${ctx.querystring}`,
        body,
      },
      context: async () => {
        if (refused !== undefined) {
          const error = refusal(refused);
          tagRequestId(error, requestId);
          throw error;
        }
        admitted = true;
        // Told when the client goes away, for work that outlives a quick answer (a chat
        // completion).
        const abort = new AbortController();
        whenResponseCloses(ctx.res, () => {
          if (!ctx.res.writableFinished) abort.abort();
        });
        const running = untilAborted(caller as CallerContext, abort.signal);
        const catalogVersion = core.pets.catalogVersion(running);
        return {
          ...createGraphqlContext(core, running, baseUrl),
          ...(catalogVersion === undefined ? {} : { catalogVersion }),
          requestCost,
        };
      },
    });

    if (result.body.kind === 'complete') {
      present(ctx, caller, {
        status: result.status ?? 200,
        headers: result.headers,
        body: admitted ? result.body.string : withRequestId(result.body.string, requestId),
      });
    } else {
      const body = Readable.from(result.body.asyncIterator);
      present(ctx, caller, { status: result.status ?? 200, headers: result.headers, body });
    }
  };

  // A browser's `GET /v1/graphql` (and the explorer's files) is the explorer; the rest is GraphQL.
  const middleware: Middleware<HttpRequestState> = (ctx, next) =>
    explorer(ctx, () => answerGraphql(ctx, next));

  return { middleware, stop: () => server.stop() };
}
