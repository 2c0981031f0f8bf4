import { fixedFieldsLogger, type Logger } from '../../../logger.js';
import type { RestContext, RestState } from '../state.js';
import { finalStatus } from './client-abort.js';

/** Writes the access line of one finished request. */
export type AccessLine = (ctx: RestContext, durationMs: number) => void;

/**
 * One structured line per answered request, written when the response is done (for a stream,
 * when it ends), carrying the request id that the client and the problem document also see.
 * The path is logged without its query string: queries can carry credentials
 * (`access_token=` on WebSocket upgrades, OAuth parameters) and personal search text. The request
 * frame calls it from its one close hook.
 */
export function accessLog(redactingLogger: Logger): AccessLine {
  const logger = fixedFieldsLogger(redactingLogger);
  return (ctx, durationMs) => {
    const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
    const caller = ctx.state.caller as RestState['caller'] | undefined;
    // A door behind one route that serves many operations (SOAP) names the one called.
    const { operation } = ctx.state as { operation?: string };
    logger.info(
      {
        requestId: ctx.state.requestId,
        correlationId: ctx.state.correlationId,
        method: ctx.method,
        path: ctx.path,
        route: matched === undefined ? undefined : String(matched),
        operation,
        status: finalStatus(ctx),
        durationMs: Math.round(durationMs * 100) / 100,
        userId: caller?.principal?.userId,
        tenantId: caller?.tenantId,
        ip: caller?.ip ?? ctx.req.socket.remoteAddress,
        completed: ctx.res.writableFinished,
      },
      'request',
    );
  };
}
