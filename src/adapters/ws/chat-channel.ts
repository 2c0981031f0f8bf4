import type { WebSocket } from 'ws';
import type { StreamLease } from '../../core/access/stream-admission.js';
import { WebSocketServer } from 'ws';
import type { Core } from '../../core/core.js';
import { isDomainError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { MAX_REQUEST_BYTES } from '../../core/limits/sizes.js';
import { ChatConnection, type ChatDoors } from './chat-connection.js';
import { closeGoingAway } from '../shared/ws-going-away.js';
import { refuseUpgrade, type UpgradeHandler } from '../shared/upgrade-router.js';
import { credentialsOf, selectSubprotocol } from './upgrade-credentials.js';

export const CHAT_WS_PATH = '/v1/chat/ws';
/** Largest frame a client may send: the same 1 MB a REST JSON body may have. Larger: close 1009. */
export const CHAT_WS_MAX_PAYLOAD_BYTES = MAX_REQUEST_BYTES;

export interface ChatChannelOptions {
  core: ChatDoors & Pick<Core, 'doorway' | 'streams'>;
  /** Ping interval; a peer that has not answered the previous ping by the next one is dropped. */
  heartbeatMs: number;
  maxPayloadBytes?: number;
}

/**
 * The chat WebSocket door at `/v1/chat/ws`. The caller is authenticated, authorized and counted
 * during the HTTP upgrade, and refused there with an ordinary HTTP status: no socket is opened
 * for a caller who may not chat. Open sockets get heartbeats and are closed (1001) on shutdown.
 */
export class ChatChannel {
  private readonly server: WebSocketServer;
  private readonly answeredPing = new WeakSet<WebSocket>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: ChatChannelOptions) {
    this.server = new WebSocketServer({
      noServer: true,
      clientTracking: true,
      maxPayload: options.maxPayloadBytes ?? CHAT_WS_MAX_PAYLOAD_BYTES,
      handleProtocols: (offered) => selectSubprotocol(offered),
    });
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  readonly handleUpgrade: UpgradeHandler = async (request, socket, head) => {
    const { core } = this.options;
    const credentials = credentialsOf(request);
    const ip = request.socket.remoteAddress ?? 'unknown';
    let lease: StreamLease;
    try {
      // Counted like any HTTP request (a bad credential too), before its failure is told.
      const caller = await core.doorway.admit({
        protocol: 'ws',
        ip,
        requestId: newId(),
        bearer: credentials,
      });
      core.chat.authorize(caller);
      // The socket is one of the caller's streams: capped (429 here), and closed with 4401 when
      // the caller stops being admitted, even while it is idle.
      lease = core.streams.open(caller, socket);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      refuseUpgrade(socket, request, error);
      return;
    }
    if (credentials.kind !== 'value' || socket.destroyed) {
      lease.release();
      return;
    }
    const token = credentials.token;
    socket.once('close', () => lease.release());
    this.server.handleUpgrade(request, socket, head, (ws) => this.accept(ws, token, ip, lease));
  };

  /** Closes every socket with 1001 and stops the heartbeats; resolves when they are all gone. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    await Promise.all([...this.server.clients].map(closeGoingAway));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(ws: WebSocket, token: string, ip: string, lease: StreamLease): void {
    this.answeredPing.add(ws);
    ws.on('pong', () => this.answeredPing.add(ws));
    // Protocol violations (oversized or malformed frames) close the socket with their code; the
    // error itself needs no more handling than that.
    ws.on('error', (error) => this.options.core.logger.debug({ err: error }, 'chat socket error'));
    ws.once('close', () => lease.release());
    new ChatConnection({ core: this.options.core, socket: ws, token, ip, lease });
  }

  private beat(): void {
    for (const ws of this.server.clients) {
      if (!this.answeredPing.has(ws)) {
        ws.terminate();
        continue;
      }
      this.answeredPing.delete(ws);
      ws.ping();
    }
  }
}
