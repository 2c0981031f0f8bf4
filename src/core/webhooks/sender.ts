import http from 'node:http';
import https from 'node:https';
import { guardedLookup, literalHostBlocked } from './url-safety.js';

export interface SendRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivateNetworks: boolean;
  /** Aborted when the dispatcher stops. */
  signal: AbortSignal;
}

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  success: boolean;
}

/** Enough of a reply to see it finish; receivers are asked for 200 and an empty JSON object. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * One POST to a receiver. 2xx within the timeout is success; anything else (another status, a
 * redirect, a refused connection, a timeout, a blocked address) is a failure with its reason.
 * Redirects are not followed: a receiver cannot bounce a delivery into a private network.
 */
export class WebhookSender {
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 64 });

  send(request: SendRequest): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const url = new URL(request.url);
    if (!request.allowPrivateNetworks && literalHostBlocked(url)) {
      return Promise.resolve(failure(null, elapsed(), 'The receiver address is private or reserved.'));
    }
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(request.timeoutMs)]);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<SendResult>((resolve) => {
      let settled = false;
      const finish = (result: SendResult) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      const req = client.request(
        url,
        {
          method: 'POST',
          headers: { ...request.headers, 'Content-Length': Buffer.byteLength(request.body) },
          agent: url.protocol === 'https:' ? this.httpsAgent : this.httpAgent,
          lookup: request.allowPrivateNetworks ? undefined : guardedLookup,
          signal,
        },
        (res) => {
          let received = 0;
          res.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received > MAX_RESPONSE_BYTES) res.destroy();
          });
          const done = () => {
            const status = res.statusCode ?? 0;
            const ok = status >= 200 && status < 300;
            finish(
              ok
                ? success(status, elapsed())
                : failure(status, elapsed(), `The receiver answered ${status}.`),
            );
          };
          res.on('end', done);
          res.on('close', done);
          res.on('error', done);
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        finish(failure(null, elapsed(), describe(error, request.signal.aborted, request.timeoutMs)));
      });
      req.end(request.body);
    });
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

function success(statusCode: number, durationMs: number): SendResult {
  return { statusCode, durationMs, error: null, success: true };
}

function failure(statusCode: number | null, durationMs: number, error: string): SendResult {
  return { statusCode, durationMs, error, success: false };
}

function describe(error: NodeJS.ErrnoException, stopped: boolean, timeoutMs: number): string {
  if (stopped) return 'The delivery was interrupted by a shutdown.';
  if (error.name === 'AbortError' || error.name === 'TimeoutError') {
    return `No response within ${timeoutMs} ms.`;
  }
  if (error.code === 'EBLOCKED') return 'The receiver address is private or reserved.';
  if (error.code === 'ECONNREFUSED') return 'The connection was refused.';
  if (error.code === 'ENOTFOUND') return 'The host name does not resolve.';
  if (error.code === 'ECONNRESET') return 'The connection was reset.';
  return error.code !== undefined ? `Request failed (${error.code}).` : 'The request failed.';
}
