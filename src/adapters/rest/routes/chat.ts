import { RouteGroup } from '../../shared/http-routes.js';
import type { StreamLease } from '../../../core/access/stream-admission.js';
import type { Core } from '../../../core/core.js';
import { isServerSide } from '../../../core/error-table.js';
import { chatEventStream, streamErrorBody } from '../chat-event-stream.js';
import { CLIENT_CLOSED_REQUEST } from '../middleware/client-abort.js';
import { clientSignal } from '../middleware/client-signal.js';
import { readJsonBody } from '../middleware/json-body.js';
import { presentOpenAiCompletion, presentOpenAiModelList } from '../../shared/presenters/openai-chat.js';

/**
 * `/v1/chat/completions` and `/v1/models`. Both forms of a completion answer 201; `stream: true`
 * answers Server-Sent Events written as the chunks are produced. The chat budget (20/min per
 * user) is spent on top of the general one, from the same counter the WebSocket channel uses.
 */
export function chatRouter(core: Core): RouteGroup {
  const router = new RouteGroup({ prefix: '/v1' });

  router.get('/models', (ctx) => {
    ctx.body = presentOpenAiModelList(core.chat.listModels(ctx.state.caller));
  });

  router.post('/chat/completions', clientSignal(), async (ctx) => {
    const caller = ctx.state.caller;
    // A streamed answer is one of the caller's stream leases: capped, and cut short when the
    // caller stops being admitted (token expired, user suspended) with a last error event.
    let lease: StreamLease | undefined;
    try {
      // The body is read only once the caller is admitted (401/403/429 before 400/413/415). A
      // stream resolves at the provider's first output, so an upstream that fails at once is
      // still a plain 502/503/504 problem rather than a stream that ends in an error.
      const answer = await core.chat.answer(caller, () => readJsonBody(ctx), {
        signal: caller.signal,
        streamedAs: 'sse',
        admitStream: () => {
          lease = core.streams.open(caller, ctx.req.socket);
          return lease.signal;
        },
      });
      if (!answer.stream) {
        ctx.status = 201;
        ctx.body = presentOpenAiCompletion(answer.completion);
        return;
      }
      ctx.status = 201;
      ctx.set({
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        // Tells nginx-style proxies not to hold the events back in a buffer.
        'X-Accel-Buffering': 'no',
      });
      ctx.body = chatEventStream(answer.chunks, {
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
      lease?.release();
      // The client left before an answer existed: nobody is there to read one.
      if (caller.signal?.aborted === true) {
        ctx.status = CLIENT_CLOSED_REQUEST;
        ctx.respond = false;
        return;
      }
      throw error;
    }
  });

  return router;
}
