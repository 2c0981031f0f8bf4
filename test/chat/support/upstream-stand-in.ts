import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export type StandInHandler = (response: ServerResponse, request: RecordedRequest) => void | Promise<void>;

/**
 * A small, real OpenAI-compatible model server for tests: records what it receives and answers
 * with whatever the test's handler writes. `closedRequests` counts requests whose connection
 * closed before the handler finished, which is how an upstream notices a client went away.
 */
export class UpstreamStandIn {
  readonly requests: RecordedRequest[] = [];
  closedEarly = 0;
  baseUrl = '';
  private readonly server: Server;
  private closedWaiters: Array<() => void> = [];

  private constructor(handler: StandInHandler) {
    this.server = createServer((incoming, response) => {
      let raw = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (part: string) => (raw += part));
      incoming.on('end', () => {
        const recorded: RecordedRequest = {
          method: incoming.method ?? '',
          path: incoming.url ?? '',
          headers: incoming.headers,
          body: JSON.parse(raw || '{}') as Record<string, unknown>,
        };
        this.requests.push(recorded);
        response.on('close', () => {
          if (!response.writableFinished) this.noteClosedEarly();
        });
        void handler(response, recorded);
      });
    });
  }

  static async start(handler: StandInHandler): Promise<UpstreamStandIn> {
    const standIn = new UpstreamStandIn(handler);
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.server.address() as AddressInfo;
    standIn.baseUrl = `http://127.0.0.1:${port}/v1`;
    return standIn;
  }

  /** Resolves once some request's connection has closed before its answer was complete. */
  closedEarlyOnce(): Promise<void> {
    if (this.closedEarly > 0) return Promise.resolve();
    return new Promise((resolve) => this.closedWaiters.push(resolve));
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private noteClosedEarly(): void {
    this.closedEarly += 1;
    for (const resolve of this.closedWaiters.splice(0)) resolve();
  }
}

export function sseChunk(content: string | null, finishReason: string | null = null): string {
  const delta = content === null ? {} : { content };
  const chunk = {
    id: 'chatcmpl-upstream',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'upstream-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

export function startEventStream(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

export const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
