import type { Middleware } from 'koa';
import { fixedFieldsLogger, type Logger } from '../../../logger.js';
import type { RestState } from '../state.js';
import { finalStatus } from './client-abort.js';
import { whenResponseCloses } from '../../shared/response-closed.js';

/**
 * One structured line per answered request, written when the response is done (for a stream,
 * when it ends), carrying the request id that the client and the problem document also see.
 * The path is logged without its query string: queries can carry credentials
 * (`access_token=` on WebSocket upgrades, OAuth parameters) and personal search text.
 */
export function requestLog(redactingLogger: Logger): Middleware<RestState> {
  const logger = fixedFieldsLogger(redactingLogger);
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    whenResponseCloses(ctx.res, () => {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const caller = ctx.state.caller as RestState['caller'] | undefined;
      // A door behind one route that serves many operations (SOAP) names the one called.
      const { operation } = ctx.state as { operation?: string };
      logger.info(
        {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          route: matched === undefined ? undefined : String(matched),
          operation,
          status: finalStatus(ctx),
          durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
          userId: caller?.principal?.userId,
          tenantId: caller?.tenantId,
          ip: caller?.ip ?? ctx.req.socket.remoteAddress,
          completed: ctx.res.writableFinished,
        },
        'request',
      );
    });
    await next();
  };
}
