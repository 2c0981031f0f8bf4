import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { MAX_MESSAGE_SIZE_BYTES } from './commands/handshake.js';
import { CommandError, ErrorCodes, toCommandError } from './errors.js';
import {
  buildOpMsg,
  buildOpReply,
  HEADER_SIZE,
  MsgFlags,
  OpCode,
  parseOpMsg,
  parseOpQuery,
  ProtocolError,
  readHeader,
} from './wire/messages.js';

export type RunCommand = (body: Document, db: string) => Promise<Document>;

/**
 * One client connection: splits the byte stream into messages and answers them one at a time,
 * in order. A malformed message gets an error reply (or, when the stream itself cannot be
 * framed any more, the connection is closed); it never takes the server down.
 */
export class ClientConnection {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private readonly queue: Buffer[] = [];
  private processing = false;
  private closed = false;

  constructor(
    private readonly socket: Socket,
    private readonly run: RunCommand,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => this.close());
    socket.on('close', () => {
      this.closed = true;
    });
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    if (this.closed) return;
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (this.buffered >= 4) {
      const length = this.peekLength();
      if (length < HEADER_SIZE || length > MAX_MESSAGE_SIZE_BYTES) {
        this.refuseAndClose(length);
        return;
      }
      if (this.buffered < length) break;
      this.queue.push(this.take(length));
    }
    if (!this.processing) void this.drain();
  }

  private peekLength(): number {
    const first = this.chunks[0] as Buffer;
    if (first.length >= 4) return first.readInt32LE(0);
    return Buffer.concat(this.chunks, 4).readInt32LE(0);
  }

  private take(length: number): Buffer {
    const all =
      this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks, this.buffered);
    const message = all.subarray(0, length);
    const rest = all.subarray(length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return message;
  }

  private refuseAndClose(length: number): void {
    const error = new CommandError(
      ErrorCodes.BSONObjectTooLarge,
      `message length ${length} is outside the allowed range [${HEADER_SIZE}, ${MAX_MESSAGE_SIZE_BYTES}]`,
    );
    const requestId = this.buffered >= 8 ? Buffer.concat(this.chunks, 8).readInt32LE(4) : 0;
    this.closed = true;
    this.chunks = [];
    this.socket.end(buildOpMsg(requestId, error.toReply()));
    setTimeout(() => this.socket.destroy(), 1000).unref();
  }

  private async drain(): Promise<void> {
    this.processing = true;
    try {
      while (this.queue.length > 0 && !this.closed) {
        const reply = await this.handle(this.queue.shift() as Buffer);
        if (reply && !this.closed) this.socket.write(reply);
      }
    } finally {
      this.processing = false;
    }
  }

  private async handle(message: Buffer): Promise<Buffer | undefined> {
    const header = readHeader(message);
    try {
      switch (header.opCode) {
        case OpCode.MSG: {
          const { flags, body } = parseOpMsg(message);
          const db = typeof body.$db === 'string' ? body.$db : 'admin';
          const reply = await this.run(body, db);
          return flags & MsgFlags.moreToCome ? undefined : this.encode(header.requestId, reply, buildOpMsg);
        }
        case OpCode.QUERY: {
          const { collection, query } = parseOpQuery(message);
          if (!collection.endsWith('.$cmd')) {
            const refused = { $err: 'OP_QUERY is only supported for commands', code: 5739101, ok: 0 };
            return buildOpReply(header.requestId, refused);
          }
          const command = (query.$query ?? query.query ?? query) as Document;
          const reply = await this.run(command, collection.slice(0, -'.$cmd'.length));
          return this.encode(header.requestId, reply, buildOpReply);
        }
        default:
          // OP_COMPRESSED was not offered in the handshake; legacy opcodes are gone since 6.0.
          this.close();
          return undefined;
      }
    } catch (error) {
      const reason =
        error instanceof ProtocolError
          ? new CommandError(ErrorCodes.FailedToParse, error.message)
          : toCommandError(error);
      const failure = new CommandError(
        reason.code === ErrorCodes.InternalError ? ErrorCodes.InvalidBSON : reason.code,
        `invalid message: ${reason.message}`,
      );
      return header.opCode === OpCode.QUERY
        ? buildOpReply(header.requestId, failure.toReply())
        : buildOpMsg(header.requestId, failure.toReply());
    }
  }

  private encode(requestId: number, reply: Document, build: (to: number, doc: Document) => Buffer): Buffer {
    try {
      return build(requestId, reply);
    } catch (error) {
      const failure = new CommandError(
        ErrorCodes.BSONObjectTooLarge,
        `reply could not be encoded: ${(error as Error).message}`,
      );
      return build(requestId, failure.toReply());
    }
  }
}
