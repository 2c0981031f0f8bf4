import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '../../logger.js';
import { isServerSide } from '../../core/error-table.js';
import { DomainError, RateLimitedError } from '../../core/errors.js';
import { toDomainError } from '../../core/normalise-error.js';
import { newId } from '../../core/ids.js';
import { misdirected, type AllowedHosts } from './allowed-hosts.js';
import { toProblem, wwwAuthenticate } from './problem.js';
import { SERVER_REQUEST_ID_HEADER } from './request-id.js';

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>;

/**
 * Routes the HTTP server's `upgrade` requests by path to the WebSocket doors (the chat channel;
 * GraphQL's graphql-ws on `/v1/graphql`), after the host check every HTTP door applies. Unknown paths are refused with 404,
 * and a handler that fails is answered with 500: a socket is never left hanging.
 */
export class UpgradeRouter {
  private readonly routes = new Map<string, UpgradeHandler>();
  private closing = false;

  constructor(
    private readonly logger: Logger,
    private readonly allowedHosts: AllowedHosts,
  ) {}

  route(path: string, handler: UpgradeHandler): this {
    this.routes.set(path, handler);
    return this;
  }

  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      // A client that resets mid-handshake must not crash the process.
      socket.on('error', () => socket.destroy());
      void this.dispatch(request, socket, head);
    });
  }

  /** New upgrades are refused with 503 from now on (shutdown). */
  stopAccepting(): void {
    this.closing = true;
  }

  private async dispatch(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const path = pathOf(request);
    const handler = this.routes.get(path);
    if (!this.allowedHosts.allows(request.headers.host)) {
      refuseUpgrade(socket, request, misdirected());
      return;
    }
    if (this.closing) {
      refuseUpgrade(socket, request, new DomainError('service_unavailable', 'The server is shutting down.'));
      return;
    }
    if (handler === undefined) {
      refuseUpgrade(socket, request, new DomainError('not_found', `No WebSocket endpoint at ${path}.`));
      return;
    }
    try {
      await handler(request, socket, head);
    } catch (thrown) {
      const error = toDomainError(thrown);
      if (isServerSide(error)) this.logger.error({ err: thrown, path }, 'WebSocket upgrade failed');
      refuseUpgrade(socket, request, error);
    }
  }
}

/**
 * Answers an upgrade request with a plain HTTP problem response (the same RFC 9457 document a
 * REST call gets) and closes the connection: refusals happen before any WebSocket exists, so
 * clients see an ordinary status (401, 403, 429...).
 */
export function refuseUpgrade(socket: Duplex, request: IncomingMessage, error: DomainError): void {
  if (socket.destroyed || !socket.writable) return;
  const headers: Record<string, string> = {};
  if (error instanceof RateLimitedError) headers['Retry-After'] = String(error.retryAfterSeconds);
  const challenge = wwwAuthenticate(error);
  if (challenge !== undefined) headers['WWW-Authenticate'] = challenge;
  // The path only: the query may carry an access token.
  const problem = toProblem(error, pathOf(request), newId());
  const text = JSON.stringify(problem);
  const lines = [
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status] ?? ''}`,
    'Connection: close',
    'Content-Type: application/problem+json',
    `Content-Length: ${Buffer.byteLength(text)}`,
    `X-Request-ID: ${problem.requestId}`,
    `${SERVER_REQUEST_ID_HEADER}: ${problem.requestId}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.once('finish', () => socket.destroy());
  socket.end(`${lines.join('\r\n')}\r\n\r\n${text}`);
}

export function pathOf(request: IncomingMessage): string {
  return new URL(request.url ?? '/', 'http://upgrade.invalid').pathname;
}
