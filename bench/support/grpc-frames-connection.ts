/**
 * A load generator's gRPC connection, written straight in HTTP/2 frames over one TCP socket (as
 * h2load does, and as autocannon writes HTTP/1.1 by hand): the request's HEADERS and DATA frames
 * are built once, and per call only the stream id changes, so a call costs the client next to
 * nothing and the server gets the CPU. Answers are read for real: every header block goes
 * through an HPACK decoder (hpack.js) and a call is OK only when its `grpc-status` says 0.
 *
 * Flow control: the client opens its receive windows wide and tops the connection's up as
 * answers arrive; it keeps within the server's send window, queueing calls when it is spent.
 */
import { createRequire } from 'node:module';
import net from 'node:net';

interface HpackDecompressor {
  write(data: Buffer): void;
  execute(): void;
  read(): { name: string; value: string } | null;
}
const hpack = createRequire(import.meta.url)('hpack.js') as {
  decompressor: { create(options: { table: { size: number } }): HpackDecompressor };
};

const PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');
const DATA = 0x0;
const HEADERS = 0x1;
const RST_STREAM = 0x3;
const SETTINGS = 0x4;
const PING = 0x6;
const GOAWAY = 0x7;
const WINDOW_UPDATE = 0x8;
const CONTINUATION = 0x9;
const END_STREAM = 0x1;
const ACK = 0x1;
const END_HEADERS = 0x4;
const PADDED = 0x8;
const PRIORITY = 0x20;
const WIDE_WINDOW = 0x7fffffff;

function frame(type: number, flags: number, streamId: number, payload: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(9);
  head.writeUIntBE(payload.length, 0, 3);
  head.writeUInt8(type, 3);
  head.writeUInt8(flags, 4);
  head.writeUInt32BE(streamId, 5);
  return Buffer.concat([head, payload]);
}

/** HPACK "literal header field without indexing, new name", no Huffman: valid for any header. */
function literalHeaders(headers: [string, string][]): Buffer {
  const length = (n: number) => {
    if (n < 127) return Buffer.from([n]);
    const bytes = [127];
    for (n -= 127; n >= 128; n >>= 7) bytes.push((n & 0x7f) | 0x80);
    bytes.push(n);
    return Buffer.from(bytes);
  };
  return Buffer.concat(
    headers.flatMap(([name, value]) => [
      Buffer.from([0]),
      length(Buffer.byteLength(name)),
      Buffer.from(name),
      length(Buffer.byteLength(value)),
      Buffer.from(value),
    ]),
  );
}

export interface FramesConnection {
  /** Starts one call; `done(ok)` once its stream has ended. */
  call(done: (ok: boolean) => void): void;
  close(): void;
}

/** One connection for `path`, sending the same encoded request message (gRPC framing included). */
export function framesConnection(address: string, path: string, grpcMessage: Buffer): FramesConnection {
  const [host, port] = [address.slice(0, address.lastIndexOf(':')), Number(address.split(':').pop())];
  const socket = net.connect({ host, port, noDelay: true });
  const block = literalHeaders([
    [':method', 'POST'],
    [':scheme', 'http'],
    [':path', path],
    [':authority', address],
    ['content-type', 'application/grpc'],
    ['te', 'trailers'],
  ]);
  // The call's frames, copied per call with its stream id written in.
  const template = Buffer.concat([
    frame(HEADERS, END_HEADERS, 1, block),
    frame(DATA, END_STREAM, 1, grpcMessage),
  ]);
  const dataOffset = 9 + block.length;
  const settings = Buffer.alloc(6);
  settings.writeUInt16BE(0x4, 0); // SETTINGS_INITIAL_WINDOW_SIZE
  settings.writeUInt32BE(WIDE_WINDOW, 2);
  const widen = Buffer.alloc(4);
  widen.writeUInt32BE(WIDE_WINDOW - 65_535, 0);
  socket.write(Buffer.concat([PREFACE, frame(SETTINGS, 0, 0, settings), frame(WINDOW_UPDATE, 0, 0, widen)]));

  const decoder = hpack.decompressor.create({ table: { size: 4096 } });
  const calls = new Map<number, { status?: string; done(ok: boolean): void }>();
  const waiting: ((ok: boolean) => void)[] = [];
  let nextStream = 1;
  let sendWindow = 65_535;
  let received = 0;
  let headerBlock: { streamId: number; flags: number; parts: Buffer[] } | undefined;
  let pending: Buffer = Buffer.alloc(0);
  let closed = false;

  const fail = () => {
    closed = true;
    for (const { done } of calls.values()) done(false);
    calls.clear();
    for (const done of waiting.splice(0)) done(false);
  };
  const start = (done: (ok: boolean) => void) => {
    // Told on a later turn, so a closed connection cannot recurse through its caller.
    if (closed) return void setImmediate(() => done(false));
    if (sendWindow < grpcMessage.length) return void waiting.push(done);
    sendWindow -= grpcMessage.length;
    const streamId = nextStream;
    nextStream += 2;
    const frames = Buffer.from(template);
    frames.writeUInt32BE(streamId, 5);
    frames.writeUInt32BE(streamId, dataOffset + 5);
    calls.set(streamId, { done });
    socket.write(frames);
  };
  const headersDone = (streamId: number, flags: number, fragment: Buffer) => {
    decoder.write(fragment);
    decoder.execute();
    const call = calls.get(streamId);
    for (let field = decoder.read(); field !== null; field = decoder.read()) {
      if (field.name === 'grpc-status' && call !== undefined) call.status = field.value;
    }
    if (flags & END_STREAM && call !== undefined) {
      calls.delete(streamId);
      call.done(call.status === '0');
    }
  };
  const onFrame = (type: number, flags: number, streamId: number, payload: Buffer) => {
    if (type === HEADERS) {
      let start = 0;
      let end = payload.length;
      if (flags & PADDED) end -= payload.readUInt8(start++);
      if (flags & PRIORITY) start += 5;
      const fragment = payload.subarray(start, end);
      if (flags & END_HEADERS) headersDone(streamId, flags, fragment);
      else headerBlock = { streamId, flags, parts: [fragment] };
    } else if (type === CONTINUATION && headerBlock !== undefined) {
      headerBlock.parts.push(payload);
      if (flags & END_HEADERS) {
        const { streamId: id, flags: first, parts } = headerBlock;
        headerBlock = undefined;
        headersDone(id, first, Buffer.concat(parts));
      }
    } else if (type === DATA) {
      received += payload.length;
      // Give back what was read before the connection's (wide) window runs low.
      if (received > 1 << 20) {
        const increment = Buffer.alloc(4);
        increment.writeUInt32BE(received, 0);
        socket.write(frame(WINDOW_UPDATE, 0, 0, increment));
        received = 0;
      }
      const call = calls.get(streamId);
      if (flags & END_STREAM && call !== undefined) {
        calls.delete(streamId);
        call.done(false); // a gRPC answer ends with trailers, not with data
      }
    } else if (type === SETTINGS && !(flags & ACK)) {
      socket.write(frame(SETTINGS, ACK, 0));
    } else if (type === PING && !(flags & ACK)) {
      socket.write(frame(PING, ACK, 0, payload));
    } else if (type === WINDOW_UPDATE && streamId === 0) {
      sendWindow += payload.readUInt32BE(0) & 0x7fffffff;
      while (waiting.length > 0 && sendWindow >= grpcMessage.length)
        start(waiting.shift() as (ok: boolean) => void);
    } else if (type === RST_STREAM) {
      calls.get(streamId)?.done(false);
      calls.delete(streamId);
    } else if (type === GOAWAY) {
      fail();
    }
  };
  socket.on('data', (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let offset = 0;
    while (pending.length - offset >= 9) {
      const length = pending.readUIntBE(offset, 3);
      if (pending.length - offset < 9 + length) break;
      const payload = pending.subarray(offset + 9, offset + 9 + length);
      onFrame(
        pending.readUInt8(offset + 3),
        pending.readUInt8(offset + 4),
        pending.readUInt32BE(offset + 5) & 0x7fffffff,
        payload,
      );
      offset += 9 + length;
    }
    pending = pending.subarray(offset);
  });
  socket.on('error', fail);
  socket.on('close', fail);
  return {
    call: start,
    close: () => {
      closed = true;
      socket.end(frame(GOAWAY, 0, 0, Buffer.alloc(8)));
    },
  };
}
