import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Core } from '../../../core/core.js';
import { assertCanChat, chatBudgetKey } from '../../../core/chat/policy.js';
import { chatEventStream, streamErrorBody } from '../chat-event-stream.js';
import { jsonBody } from '../middleware/json-body.js';
import { bucketLimit } from '../middleware/rate-limit.js';
import { presentOpenAiCompletion, presentOpenAiModelList } from '../../shared/presenters/openai-chat.js';
import type { RestState } from '../state.js';

/** 401 without a token, 403 without `chat:write`: decided before the body is read. */
function canChat(): Middleware<RestState> {
  return async (ctx, next) => {
    assertCanChat(ctx.state.caller);
    await next();
  };
}

/**
 * `/v1/chat/completions` and `/v1/models`. Both forms of a completion answer 201; `stream: true`
 * answers Server-Sent Events written as the chunks are produced. The chat budget (20/min per
 * user) is spent on top of the general one, from the same counter the WebSocket channel uses.
 */
export function chatRouter(core: Core): Router<RestState> {
  const router = new Router<RestState>({ prefix: '/v1' });

  // Behind `chat:write`, as completions are: the list is only useful to callers who may chat.
  router.get('/models', canChat(), (ctx) => {
    ctx.body = presentOpenAiModelList(core.chat.listModels());
  });

  router.post(
    '/chat/completions',
    canChat(),
    bucketLimit(core.rateLimits, 'chat', (ctx) => chatBudgetKey(assertCanChat(ctx.state.caller))),
    jsonBody(),
    async (ctx) => {
      const caller = ctx.state.caller;
      const request = core.chat.parseRequest(ctx.request.body);
      try {
        if (!request.stream) {
          const completion = await core.chat.complete(request, caller, caller.signal);
          ctx.status = 201;
          ctx.body = presentOpenAiCompletion(completion);
          return;
        }
        // Resolves at the provider's first output, so an upstream that fails at once is still a
        // plain 502/503/504 problem rather than a stream that ends in an error.
        const chunks = await core.chat.stream(request, caller, caller.signal);
        ctx.status = 201;
        ctx.set({
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-cache',
          // Tells nginx-style proxies not to hold the events back in a buffer.
          'X-Accel-Buffering': 'no',
        });
        ctx.body = chatEventStream(chunks, {
          signal: caller.signal,
          describeError: (error, thrown) => {
            if (error.kind === 'internal') {
              core.logger.error({ err: thrown, requestId: caller.requestId }, 'chat stream failed');
            }
            return streamErrorBody(error, ctx.originalUrl, caller.requestId);
          },
        });
        ctx.res.flushHeaders();
      } catch (error) {
        // The client left before an answer existed: nobody is there to read one.
        if (caller.signal?.aborted === true) {
          ctx.respond = false;
          return;
        }
        throw error;
      }
    },
  );

  return router;
}
