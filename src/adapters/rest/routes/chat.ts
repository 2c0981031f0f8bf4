import Router from '@koa/router';
import { viaProtocol } from '../../../core/context.js';
import type { Core } from '../../../core/core.js';
import { isServerSide } from '../../../core/error-table.js';
import { chatEventStream, streamErrorBody } from '../chat-event-stream.js';
import { CLIENT_CLOSED_REQUEST } from '../middleware/client-abort.js';
import { clientSignal } from '../middleware/client-signal.js';
import { jsonBody } from '../middleware/json-body.js';
import { presentOpenAiCompletion, presentOpenAiModelList } from '../../shared/presenters/openai-chat.js';
import type { RestState } from '../state.js';

/**
 * `/v1/chat/completions` and `/v1/models`. Both forms of a completion answer 201; `stream: true`
 * answers Server-Sent Events written as the chunks are produced. The chat budget (20/min per
 * user) is spent on top of the general one, from the same counter the WebSocket channel uses.
 */
export function chatRouter(core: Core): Router<RestState> {
  const router = new Router<RestState>({ prefix: '/v1' });

  router.get('/models', (ctx) => {
    ctx.body = presentOpenAiModelList(core.chat.listModels(ctx.state.caller));
  });

  router.post(
    '/chat/completions',
    clientSignal(),
    // 401/403/429 are decided before the body is read.
    async (ctx, next) => {
      await core.chat.begin(ctx.state.caller);
      await next();
    },
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
        // A streamed answer is one of the caller's stream leases: capped, and cut short when the
        // caller stops being admitted (token expired, user suspended) with a last error event.
        const lease = core.streams.open(caller, ctx.req.socket);
        let chunks;
        try {
          const signal = AbortSignal.any([lease.signal, ...(caller.signal ? [caller.signal] : [])]);
          chunks = await core.chat.stream(request, viaProtocol(caller, 'sse'), signal);
        } catch (error) {
          lease.release();
          throw error;
        }
        ctx.status = 201;
        ctx.set({
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-cache',
          // Tells nginx-style proxies not to hold the events back in a buffer.
          'X-Accel-Buffering': 'no',
        });
        ctx.body = chatEventStream(chunks, {
          signal: caller.signal,
          lease,
          describeError: (error, thrown) => {
            if (isServerSide(error)) {
              core.logger.error({ err: thrown, requestId: caller.requestId }, 'chat stream failed');
            }
            return streamErrorBody(error, ctx.path, caller.requestId);
          },
        });
        ctx.res.flushHeaders();
      } catch (error) {
        // The client left before an answer existed: nobody is there to read one.
        if (caller.signal?.aborted === true) {
          ctx.status = CLIENT_CLOSED_REQUEST;
          ctx.respond = false;
          return;
        }
        throw error;
      }
    },
  );

  return router;
}
