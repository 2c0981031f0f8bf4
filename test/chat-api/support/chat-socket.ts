import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import type { ServerFrame } from '../../../src/adapters/ws/frames.js';

export type TokenVia = 'header' | 'query' | 'subprotocol';

export interface Refusal {
  status: number;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

export function chatSocketUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/v1/chat/ws`;
}

function connect(
  baseUrl: string,
  token: string | undefined,
  via: TokenVia,
  options: WebSocket.ClientOptions = {},
  path = '/v1/chat/ws',
): WebSocket {
  let url = `${baseUrl.replace(/^http/, 'ws')}${path}`;
  const protocols = ['petstore.chat.v1'];
  const headers: Record<string, string> = {};
  if (token !== undefined && via === 'header') headers['authorization'] = `Bearer ${token}`;
  if (token !== undefined && via === 'query') url += `?access_token=${encodeURIComponent(token)}`;
  if (token !== undefined && via === 'subprotocol') protocols.push(`bearer.${token}`);
  return new WebSocket(url, protocols, { headers, ...options });
}

/** A real `ws` client of the chat channel that records every frame it receives. */
export class ChatSocket {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  /** Opens a socket; rejects when the upgrade is refused or fails. */
  static open(
    baseUrl: string,
    token: string | undefined,
    via: TokenVia = 'header',
    options: WebSocket.ClientOptions = {},
  ): Promise<ChatSocket> {
    const ws = connect(baseUrl, token, via, options);
    const socket = new ChatSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  /** Tries to open a socket that the server must refuse; resolves with the HTTP answer. */
  static refusal(
    baseUrl: string,
    token: string | undefined,
    via: TokenVia = 'header',
    path?: string,
  ): Promise<Refusal> {
    const ws = connect(baseUrl, token, via, {}, path);
    return new Promise((resolve, reject) => {
      ws.once('open', () => {
        ws.close();
        reject(new Error('the upgrade was accepted'));
      });
      ws.once('error', () => undefined);
      ws.once('unexpected-response', (_request, response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (part: string) => (text += part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text) as Record<string, unknown>,
            headers: response.headers,
          }),
        );
      });
    });
  }

  send(frame: object | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  request(id: string, request: Record<string, unknown>): void {
    this.send({ type: 'chat.request', id, request });
  }

  /** The first received frame (past or future) that matches; rejects if the socket closes first. */
  async waitFor<F extends ServerFrame>(matches: (frame: ServerFrame) => frame is F): Promise<F>;
  async waitFor(matches: (frame: ServerFrame) => boolean): Promise<ServerFrame>;
  async waitFor(matches: (frame: ServerFrame) => boolean): Promise<ServerFrame> {
    for (;;) {
      const found = this.frames.find(matches);
      if (found !== undefined) return found;
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error('the socket closed first');
      await new Promise<void>((wake) => this.waiters.push(wake));
    }
  }

  /** Waits for the frame that ends completion `id` (completed, cancelled or error). */
  ending(id: string): Promise<ServerFrame> {
    return this.waitFor(
      (frame) =>
        'id' in frame &&
        frame.id === id &&
        (frame.type === 'chat.completed' || frame.type === 'chat.cancelled' || frame.type === 'error'),
    );
  }

  /** Round trip of a ping: every frame the server sent before its pong has arrived. */
  async roundTrip(): Promise<void> {
    const pongs = this.frames.filter((frame) => frame.type === 'pong').length;
    this.send({ type: 'ping' });
    await this.waitFor(() => this.frames.filter((frame) => frame.type === 'pong').length > pongs);
  }

  framesFor(id: string): ServerFrame[] {
    return this.frames.filter((frame) => 'id' in frame && frame.id === id);
  }

  close(): void {
    this.ws.close();
  }
}

export function contentOfFrames(frames: ServerFrame[]): string {
  return frames
    .map((frame) => (frame.type === 'chat.chunk' ? (frame.chunk.choices[0]?.delta.content ?? '') : ''))
    .join('');
}
