import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The raw body, exactly as sent (signatures are over these bytes). */
  body: string;
  json: Record<string, unknown>;
}

/** How the receiver answers the n-th request (1-based) to a path. */
export type Responder = (request: ReceivedRequest, nth: number) => number | Promise<number>;

/**
 * A webhook receiver the test runs: a real HTTP server on an ephemeral port that records every
 * request and answers as the test tells it (200 with `{}` by default, as the interface shows).
 */
export class TestReceiver {
  readonly requests: ReceivedRequest[] = [];
  private readonly server: http.Server;
  private readonly counts = new Map<string, number>();
  private responders = new Map<string, Responder>();
  private waiters: (() => void)[] = [];
  /** Requests received and not yet answered (a responder is holding them). */
  inFlight = 0;
  url = '';

  constructor() {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(body) as Record<string, unknown>;
        } catch {
          // recorded as is
        }
        const path = req.url ?? '/';
        const request: ReceivedRequest = { method: req.method ?? '', path, headers: req.headers, body, json };
        const nth = (this.counts.get(path) ?? 0) + 1;
        this.counts.set(path, nth);
        const responder = this.responders.get(path);
        this.inFlight += 1;
        for (const wake of this.waiters.splice(0)) wake();
        void Promise.resolve(responder === undefined ? 200 : responder(request, nth)).then((status) => {
          this.inFlight -= 1;
          this.requests.push(request);
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(status >= 200 && status < 300 ? '{}' : '{"error":"not now"}');
          for (const wake of this.waiters.splice(0)) wake();
        });
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  respond(path: string, responder: Responder): void {
    this.responders.set(path, responder);
  }

  at(path: string): ReceivedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  /** Waits until the answered requests satisfy the predicate (or fails after `timeoutMs`). */
  async waitFor(
    predicate: (requests: ReceivedRequest[], receiver: this) => boolean,
    timeoutMs = 15_000,
    what = 'the expected webhook requests',
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.requests, this)) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `Timed out waiting for ${what}; received ${JSON.stringify(this.requests.map((r) => [r.path, r.json]))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
