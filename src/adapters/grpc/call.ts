import * as grpc from '@grpc/grpc-js';
import type { CallerContext } from '../../core/context.js';
import type { Core } from '../../core/core.js';
import { errorView, isServerSide, publicMessage } from '../../core/error-table.js';
import { toDomainError } from '../../core/normalise-error.js';
import type { Logger } from '../../logger.js';
import { activeSpan, traceIdOf } from '../../tracing/active-span.js';
import { bearerFromAuthorization } from '../shared/bearer.js';
import type { AllowedHosts } from '../shared/allowed-hosts.js';
import type { PublicUrls } from '../shared/public-url.js';
import { rateLimitFields } from '../shared/rate-limit-fields.js';
import { correlationIdOf, freshRequestId, SERVER_REQUEST_ID_HEADER } from '../shared/request-id.js';
import { snakeCasePath } from './field-paths.js';
import type { GrpcMetrics } from './metrics.js';
import { statusDetails } from './status-details.js';

/** What every handler of the door shares. */
export interface GrpcDoor {
  core: Core;
  logger: Logger;
  /**
   * Writes each call's `request` line: its fields are fixed by the door and none is a key the
   * log's redaction looks for, so it skips that pass (`fixedFieldsLogger`), as REST's access line.
   */
  accessLog: Logger;
  publicUrls: PublicUrls;
  /** The hosts the HTTP doors answer: a call's `:authority` names photo URLs only if allowed. */
  allowedHosts: AllowedHosts;
  metrics: GrpcMetrics;
}

/** A handler's view of one call: the admitted caller and the request message. */
export interface CallContext<Req> {
  caller: CallerContext;
  request: Req;
  /**
   * The base of absolute URLs (photos): `PUBLIC_URL`, else the host the call reached
   * (`:authority`) on the HTTP server's port, else the HTTP server's address.
   */
  baseUrl: string;
}

export interface UnaryOptions<Req> {
  /** How field errors of the core name the request's fields; default: the same path in snake_case. */
  fieldPath?: (coreField: string, request: Req) => string;
  /**
   * The handler's core work watches the caller's signal (`caller.signal`, aborted when the client
   * cancels or the deadline passes): a chat completion. Off by default: a quick call's work is
   * not worth stopping, and a signal per call is a visible share of a cheap one.
   */
  watchesCancel?: boolean;
}

function firstValue(metadata: grpc.Metadata, key: string): string | undefined {
  const value = metadata.get(key)[0];
  return typeof value === 'string' ? value : undefined;
}

/** `127.0.0.1:5000`, `[::1]:5000` or `ipv4:127.0.0.1:5000` as the bare address. */
export function peerAddress(peer: string): string {
  const bare = peer.replace(/^ipv[46]:/, '');
  const match = /^\[?(.*?)\]?:\d+$/.exec(bare);
  return match?.[1] ?? (bare || 'unknown');
}

/** Aborted when the client cancels or the call's deadline passes: core work watching it stops. */
export interface CallSignal {
  signal: AbortSignal;
  /** Stops watching the call (once it ended). */
  release(): void;
}

/** A signal for a call's core work (streams, and unary calls that ask: `watchesCancel`). */
export function callSignal(
  call: grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, unknown>,
): CallSignal {
  const abort = new AbortController();
  const onCancel = () => abort.abort();
  call.once('cancelled', onCancel);
  const deadline = call.getDeadline();
  const at = deadline instanceof Date ? deadline.getTime() : Number(deadline);
  const timer = Number.isFinite(at) ? setTimeout(onCancel, Math.max(0, at - Date.now())) : undefined;
  timer?.unref();
  return {
    signal: abort.signal,
    release: () => {
      clearTimeout(timer);
      call.removeListener('cancelled', onCancel);
    },
  };
}

/** The life of one call, whatever its shape: admission, the log line and metrics, the failure. */
export interface CallLife {
  requestId: string;
  /** Trailing metadata: the request id, the `ratelimit-*` budget, the rich error model on failure. */
  trailer: grpc.Metadata;
  /** The call's signal, when it was begun with one. */
  signal: AbortSignal | undefined;
  admit(): Promise<CallerContext>;
  /** Writes the log line and metrics once, when the call ends with `code`. */
  finish(code: grpc.status): void;
  /** A thrown failure as the status to send, or undefined when the client already left. */
  failure(thrown: unknown, fieldPath: (coreField: string) => string): grpc.ServiceError | undefined;
}

/** The client left: cancelled, or its deadline passed (grpc-js has told it already, either way). */
function clientLeft(
  call: grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, unknown>,
) {
  if (call.cancelled) return true;
  const deadline = call.getDeadline();
  const at = deadline instanceof Date ? deadline.getTime() : Number(deadline);
  return Number.isFinite(at) && at <= Date.now();
}

export function beginCall(
  door: GrpcDoor,
  method: string,
  call: grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, unknown>,
  cancel?: CallSignal,
): CallLife {
  const started = process.hrtime.bigint();
  // The call's server span when tracing is on: its trace id goes on the log line.
  const traceId = traceIdOf(activeSpan());
  // The service's own id, and the caller's `x-request-id` beside it (see shared/request-id.ts);
  // the trailers echo the caller's as REST's headers do.
  const requestId = freshRequestId();
  const correlationId = correlationIdOf(firstValue(call.metadata, 'x-request-id'));
  const trailer = new grpc.Metadata();
  trailer.set('x-request-id', correlationId ?? requestId);
  trailer.set(SERVER_REQUEST_ID_HEADER.toLowerCase(), requestId);
  const signal = cancel?.signal;
  const ip = peerAddress(call.getPeer());
  let caller: CallerContext | undefined;
  let finished = false;
  const finish = (code: grpc.status) => {
    if (finished) return;
    finished = true;
    cancel?.release();
    const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
    const codeName = grpc.status[code] ?? String(code);
    door.metrics.observe(method, codeName, durationMs);
    door.accessLog.info(
      {
        requestId,
        traceId,
        correlationId,
        protocol: 'grpc',
        method,
        status: codeName,
        durationMs,
        userId: caller?.principal?.userId,
        tenantId: caller?.tenantId,
        ip: caller?.ip ?? ip,
      },
      'request',
    );
  };
  return {
    requestId,
    trailer,
    signal,
    finish,
    async admit() {
      caller = await door.core.doorway.admit({
        protocol: 'grpc',
        ip,
        requestId,
        correlationId,
        bearer: bearerFromAuthorization(firstValue(call.metadata, 'authorization')),
        tenantHint: firstValue(call.metadata, 'x-tenant-id'),
        tenantHintField: 'x-tenant-id',
        signal,
        // Every budget charged for the call, sent with its answer or its refusal.
        onBudget: (report) => {
          for (const [name, value] of rateLimitFields(report)) trailer.set(name.toLowerCase(), value);
        },
      });
      return caller;
    },
    failure(thrown, fieldPath) {
      if (signal?.aborted ?? clientLeft(call)) {
        // The client left or its deadline passed: grpc-js has told it already.
        door.logger.info({ requestId, method }, 'client cancelled the call');
        finish(grpc.status.CANCELLED);
        return undefined;
      }
      const error = toDomainError(thrown);
      if (isServerSide(error))
        door.logger.error({ err: thrown, requestId, correlationId, method }, 'call failed');
      const code = errorView(error.kind).grpc.code as grpc.status;
      trailer.set('grpc-status-details-bin', statusDetails(error, { requestId, correlationId }, fieldPath));
      finish(code);
      return Object.assign(new Error(publicMessage(error)), {
        code,
        details: publicMessage(error),
        metadata: trailer,
      });
    },
  };
}

/**
 * One unary method of the door: the call's facts (peer address, `authorization`, `x-tenant-id`,
 * `x-request-id` metadata) go through the one admission step; the handler calls the core; a
 * failure becomes the status of the one error table with the rich error model attached. The
 * request id comes back in the trailing metadata either way, and every call writes one
 * `request` log line and its metrics.
 */
export function unary<Req extends object, Res extends object>(
  door: GrpcDoor,
  method: string,
  handler: (context: CallContext<Req>) => Promise<Res>,
  options: UnaryOptions<Req> = {},
): grpc.handleUnaryCall<Req, Res> {
  const fieldPath = options.fieldPath ?? snakeCasePath;
  const watchesCancel = options.watchesCancel ?? false;
  return (call, callback) => {
    const life = beginCall(door, method, call, watchesCancel ? callSignal(call) : undefined);
    void (async () => {
      try {
        const caller = await life.admit();
        const response = await handler({ caller, request: call.request, baseUrl: baseUrlOf(door, call) });
        life.finish(grpc.status.OK);
        callback(null, response, life.trailer);
      } catch (thrown) {
        const status = life.failure(thrown, (field) => fieldPath(field, call.request));
        if (status !== undefined) callback(status);
      }
    })();
  };
}

/** The base of a call's absolute URLs (`CallContext.baseUrl`). */
export function baseUrlOf(door: GrpcDoor, call: { getHost(): string }): string {
  return door.publicUrls.baseForAuthority(call.getHost(), door.allowedHosts);
}
