import type { IncomingMessage } from 'node:http';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLError } from 'graphql';
import { handleProtocols, makeServer, type Context } from 'graphql-ws';
import { WebSocket, WebSocketServer } from 'ws';
import type { Core } from '../../../core/core.js';
import { isServerSide } from '../../../core/error-table.js';
import { UnauthenticatedError, type DomainError } from '../../../core/errors.js';
import { newId } from '../../../core/ids.js';
import { MAX_REQUEST_BYTES } from '../../../core/limits/sizes.js';
import { toDomainError } from '../../../core/normalise-error.js';
import { PublicUrls } from '../../shared/public-url.js';
import type { UpgradeHandler } from '../../shared/upgrade-router.js';
import { createGraphqlContext } from '../context.js';
import { refusal } from '../errors.js';
import { chargeMutationFields } from '../mutation-charges.js';
import { operationsCounter, subscriptionStreams } from '../metrics.js';
import { resolvers } from '../resolvers/index.js';
import { loadTypeDefs } from '../schema.js';
import { admitOverSocket, credentialsOf, type SocketCredentials } from './admission.js';
import { closeGoingAway } from '../../shared/ws-going-away.js';
import { CLOSE_FORBIDDEN, closeCodeFor, closeReason } from './close-reasons.js';
import { leaseEndReason } from '../../../core/access/stream-admission.js';
import { prepareOperation } from './operation.js';
import {
  endedBySignal,
  finishOperation,
  formatErrors,
  startStreaming,
  type OperationState,
} from './operation-state.js';

/** Pings keep idle sockets (and the proxies between) open; a peer silent for a whole interval is dropped. */
const HEARTBEAT_MS = 12_000;

/** What the door keeps per socket (graphql-ws's `extra`). */
interface SocketState {
  socket: WebSocket;
  ip: string;
  baseUrl: string;
  credentials?: SocketCredentials;
  /** Ends the socket when its access token expires. */
  expiry?: NodeJS.Timeout;
  operations: Map<string, OperationState>;
}

type SocketContext = Context<Record<string, unknown>, SocketState>;

export interface GraphqlSubscriptions {
  /** Upgrades on `/v1/graphql` (routed here behind the host check of the upgrade router). */
  handleUpgrade: UpgradeHandler;
  /** Closes every socket with 1001; resolves when they are all gone. */
  close(): Promise<void>;
}

/**
 * GraphQL over WebSocket (the graphql-ws protocol, subprotocol `graphql-transport-ws`) on the HTTP
 * door's path and port, over the same schema and resolvers. `connection_init` is admitted by the
 * one admission step (its `connectionParams` carry `authorization` and `x-tenant-id`), and so is
 * every operation; limits and errors are the HTTP door's. A socket whose token expires, or turns
 * out refused when an operation is admitted, is closed with 4403.
 */
export function createGraphqlSubscriptions(core: Core): GraphqlSubscriptions {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  const counter = operationsCounter(core.metrics);
  const streams = subscriptionStreams(core.metrics);
  const publicUrls = new PublicUrls(core.config.publicUrl);
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: true,
    maxPayload: MAX_REQUEST_BYTES,
    handleProtocols: (offered) => handleProtocols(offered),
  });
  const answeredPing = new WeakSet<WebSocket>();

  const closeSocket = (state: SocketState, code: number, reason: string) => {
    clearTimeout(state.expiry);
    if (state.socket.readyState === WebSocket.OPEN) state.socket.close(code, reason);
  };
  /** A refused `connection_init`: graphql-ws's own 4403. */
  const refuseSocket = (state: SocketState, error: DomainError) =>
    closeSocket(state, CLOSE_FORBIDDEN, closeReason(error));
  /** An accepted socket whose caller is no longer admitted: 4401 (or 4403 when forbidden). */
  const endSocket = (state: SocketState, error: DomainError) =>
    closeSocket(state, closeCodeFor(error), closeReason(error));

  const server = makeServer<Record<string, unknown>, SocketState>({
    schema,
    // A socket that does not say `connection_init` within this is closed (4408). Operations are
    // parsed and checked in `onSubscribe`, so graphql-ws's own parse and validate are unused.
    connectionInitWaitTimeout: 3000,

    onConnect: async (ctx: SocketContext) => {
      const state = ctx.extra;
      const credentials = credentialsOf(ctx.connectionParams);
      try {
        const caller = await admitOverSocket(core, credentials, { ip: state.ip, requestId: newId() });
        state.credentials = credentials;
        const expiresAt = caller.principal?.expiresAt;
        if (expiresAt !== undefined) {
          const expired = new UnauthenticatedError('The access token has expired.');
          state.expiry = setTimeout(
            () => endSocket(state, expired),
            Math.max(0, expiresAt * 1000 - Date.now()),
          );
          state.expiry.unref();
        }
        return true;
      } catch (thrown) {
        const error = toDomainError(thrown);
        if (isServerSide(error)) core.logger.error({ err: thrown }, 'graphql-ws connection failed');
        refuseSocket(state, error);
        return false;
      }
    },

    onSubscribe: async (ctx: SocketContext, id, payload) => {
      const state = ctx.extra;
      const operation: OperationState = {
        requestId: newId(),
        controller: new AbortController(),
        label: 'unknown',
        type: 'unknown',
        counted: false,
      };
      state.operations.set(id, operation);
      let caller;
      try {
        caller = await admitOverSocket(core, state.credentials ?? credentialsOf(undefined), {
          ip: state.ip,
          requestId: operation.requestId,
          signal: operation.controller.signal,
        });
      } catch (thrown) {
        const error = toDomainError(thrown);
        // The token the socket was opened with no longer works: the socket ends after this answer.
        if (error.kind === 'unauthenticated' && state.credentials?.bearer.kind === 'value') {
          setImmediate(() => endSocket(state, error));
        }
        return [refusal(error)];
      }
      const context = createGraphqlContext(core, caller, state.baseUrl, { remember: false });
      const prepared = prepareOperation(schema, payload, context);
      operation.type = prepared.type;
      operation.label = prepared.label;
      if (prepared.kind === 'refused') return prepared.errors;
      try {
        await chargeMutationFields(core, caller, {
          schema,
          document: prepared.args.document,
          operationName: payload.operationName,
          variables: payload.variables ?? undefined,
        });
      } catch (thrown) {
        return [refusal(toDomainError(thrown))];
      }
      if (prepared.type === 'subscription') {
        // A subscription holds a stream lease: capped per socket, user and address (a refusal is
        // this operation's `error`, RATE_LIMITED), and re-checked while it runs.
        try {
          operation.lease = core.streams.open(caller, state);
        } catch (thrown) {
          return [refusal(toDomainError(thrown))];
        }
        const { signal } = operation.lease;
        signal.addEventListener('abort', () => {
          const ended = leaseEndReason(signal);
          if (ended !== undefined) endSocket(state, ended);
        });
      }
      return prepared.args;
    },

    onOperation: (ctx: SocketContext, id, _payload, _args, result) => {
      const operation = ctx.extra.operations.get(id);
      if (operation === undefined || !isAsyncGenerator(result)) return undefined;
      startStreaming(streams, operation);
      return endedBySignal(result, operation.controller);
    },

    onNext: (ctx: SocketContext, id, _payload, _args, result) => {
      const operation = ctx.extra.operations.get(id);
      if (operation === undefined || result.errors === undefined) return undefined;
      return { ...result, errors: formatErrors(core.logger, operation, result.errors) };
    },

    onError: (ctx: SocketContext, id, _payload, errors: readonly GraphQLError[]) => {
      const operation = ctx.extra.operations.get(id);
      if (operation === undefined) return undefined;
      const formatted = formatErrors(core.logger, operation, errors);
      // An error ends the operation: graphql-ws sends no `complete` after it.
      ctx.extra.operations.delete(id);
      finishOperation(counter, streams, operation);
      return formatted;
    },

    onComplete: (ctx: SocketContext, id) => {
      const operation = ctx.extra.operations.get(id);
      if (operation === undefined) return;
      ctx.extra.operations.delete(id);
      finishOperation(counter, streams, operation);
    },

    onClose: (ctx: SocketContext) => {
      clearTimeout(ctx.extra.expiry);
      for (const operation of ctx.extra.operations.values()) finishOperation(counter, streams, operation);
      ctx.extra.operations.clear();
    },
  });

  const accept = (socket: WebSocket, request: IncomingMessage) => {
    const state: SocketState = {
      socket,
      ip: request.socket.remoteAddress ?? 'unknown',
      baseUrl: publicUrls.base({ protocol: 'http', host: request.headers.host ?? '' }),
      operations: new Map(),
    };
    answeredPing.add(socket);
    socket.on('pong', () => answeredPing.add(socket));
    // Protocol violations (oversized frames) close the socket with their code; nothing more to do.
    socket.on('error', (error) => core.logger.debug({ err: error }, 'graphql-ws socket error'));
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== WebSocket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => closeSocket(state, code ?? 1000, reason ?? ''),
        onMessage: (receive) =>
          socket.on('message', (data) => {
            receive(String(data)).catch((error: unknown) => {
              core.logger.error({ err: error }, 'graphql-ws message failed');
              closeSocket(state, 4500, 'Internal server error');
            });
          }),
      },
      state,
    );
    socket.once('close', (code, reason) => void closed(code, String(reason)));
  };

  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (!answeredPing.has(socket)) {
        socket.terminate();
        continue;
      }
      answeredPing.delete(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    handleUpgrade: async (request, socket, head) => {
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request));
    },
    async close() {
      clearInterval(heartbeat);
      await Promise.all([...wss.clients].map(closeGoingAway));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function isAsyncGenerator(value: unknown): value is AsyncGenerator<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AsyncGenerator)[Symbol.asyncIterator] === 'function' &&
    typeof (value as AsyncGenerator).return === 'function'
  );
}
