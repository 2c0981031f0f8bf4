import { RouteGroup } from '../../shared/http-routes.js';
import { PassThrough } from 'node:stream';
import { leaseEndReason } from '../../../core/access/stream-admission.js';
import { viaProtocol } from '../../../core/context.js';
import type { Core } from '../../../core/core.js';
import { toProblem } from '../../shared/problem.js';
import { fromHeaders } from '../header-inputs.js';
import { clientSignal } from '../middleware/client-signal.js';

/** Comments keep idle connections (and the proxies between) from timing out. */
const HEARTBEAT_MS = 15_000;

/**
 * `GET /v1/events`: the caller's domain events as Server-Sent Events. Each event carries `id:` (its
 * position), `event:` (its name) and `data:` (the webhook body). A reconnecting client sends
 * `Last-Event-ID` (or `?lastEventId=`) and receives everything after it.
 *
 * A stream is one of the caller's stream leases (over the caps: 429 before the stream starts).
 * When the caller is no longer admitted while it runs (token expired, user suspended, password
 * changed), the stream's last event is `event: error` carrying the problem document (401), and
 * the response ends: reconnecting needs a fresh token.
 */
export function eventsRouter(core: Core): RouteGroup {
  const router = new RouteGroup({ prefix: '/v1' });

  router.get('/events', clientSignal(), async (ctx) => {
    const caller = viaProtocol(ctx.state.caller, 'sse');
    const header = ctx.get('last-event-id');
    const query = typeof ctx.query['lastEventId'] === 'string' ? ctx.query['lastEventId'] : undefined;
    // Authorization and the start position are settled before any byte of the stream is sent.
    const { start } = await fromHeaders(() => core.eventStream.open(caller, header !== '' ? header : query));
    const lease = core.streams.open(caller, ctx.req.socket);

    const stream = new PassThrough();
    const done = new AbortController();
    const stop = () => done.abort();
    caller.signal?.addEventListener('abort', stop);
    stream.on('close', stop);
    const signal = AbortSignal.any([done.signal, lease.signal, ...(caller.signal ? [caller.signal] : [])]);

    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.status = 200;
    ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
    ctx.set('Cache-Control', 'no-cache, no-transform');
    ctx.set('Connection', 'keep-alive');
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = stream;
    stream.write('retry: 2000\n: connected\n\n');

    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    void (async () => {
      try {
        for await (const event of core.eventStream.events(caller, start, signal)) {
          stream.write(`id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
        }
        const ended = leaseEndReason(lease.signal);
        if (ended !== undefined && !stream.destroyed) {
          const problem = toProblem(ended, ctx.path, caller.requestId);
          stream.write(`event: error\ndata: ${JSON.stringify(problem)}\n\n`);
        }
      } catch (error) {
        core.logger.error({ err: error, requestId: caller.requestId }, 'event stream failed');
      } finally {
        lease.release();
        clearInterval(heartbeat);
        caller.signal?.removeEventListener('abort', stop);
        stream.end();
      }
    })();
  });

  return router;
}
