import net from 'node:net';
import { deserialize, serialize } from 'bson';
import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { crc32c } from '../../src/db/embedded/wire/crc32c.js';
import { useEmbeddedServer } from './helpers.js';

const t = useEmbeddedServer();
let requestId = 1;

function header(length: number, opCode: number, id = requestId++): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(id, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

function opMsg(
  body: Document,
  options: { flags?: number; sequences?: Record<string, Document[]>; checksum?: boolean } = {},
): Buffer {
  const sections: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  for (const [name, docs] of Object.entries(options.sequences ?? {})) {
    const payload = Buffer.concat([Buffer.from(`${name}\0`), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4);
    sections.push(Buffer.from([1]), size, payload);
  }
  const flags = Buffer.alloc(4);
  flags.writeUInt32LE((options.flags ?? 0) | (options.checksum ? 1 : 0));
  const bodyBytes = Buffer.concat([flags, ...sections]);
  const length = 16 + bodyBytes.length + (options.checksum ? 4 : 0);
  const message = Buffer.concat([header(length, 2013), bodyBytes]);
  if (!options.checksum) return message;
  const sum = Buffer.alloc(4);
  sum.writeUInt32LE(crc32c(message));
  return Buffer.concat([message, sum]);
}

/** A raw socket that collects replies, for speaking the protocol by hand. */
async function rawClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffer = Buffer.alloc(0);
  const waiters: Array<(reply: Buffer) => void> = [];
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    while (buffer.length >= 4 && buffer.length >= buffer.readInt32LE(0)) {
      const length = buffer.readInt32LE(0);
      const message = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      waiters.shift()?.(message);
    }
  });
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  const next = (): Promise<Buffer> => new Promise((resolve) => waiters.push(resolve));
  return {
    socket,
    isClosed: () => closed,
    async send(bytes: Buffer): Promise<Document> {
      const reply = next();
      socket.write(bytes);
      const message = await reply;
      const opCode = message.readInt32LE(12);
      return deserialize(opCode === 1 ? message.subarray(36) : message.subarray(21));
    },
    close: () => socket.destroy(),
  };
}

describe('wire protocol', () => {
  it('answers the legacy OP_QUERY handshake with OP_REPLY', async () => {
    const client = await rawClient(t.server.port);
    const query = Buffer.concat([
      Buffer.alloc(4),
      Buffer.from('admin.$cmd\0'),
      Buffer.alloc(4),
      Buffer.from([255, 255, 255, 255]),
      Buffer.from(serialize({ isMaster: 1, helloOk: true })),
    ]);
    const reply = await client.send(Buffer.concat([header(16 + query.length, 2004), query]));
    expect(reply).toMatchObject({ ok: 1, ismaster: true, helloOk: true, maxWireVersion: 21 });
    expect(reply).not.toHaveProperty('topologyVersion');
    client.close();
  });

  it('accepts documents as kind-1 sequences and verifies CRC-32C checksums', async () => {
    const client = await rawClient(t.server.port);
    const inserted = await client.send(
      opMsg(
        { insert: 'seq', $db: 'wire' },
        { sequences: { documents: [{ _id: 1 }, { _id: 2 }] }, checksum: true },
      ),
    );
    expect(inserted).toMatchObject({ n: 2, ok: 1 });
    const bad = opMsg({ ping: 1, $db: 'wire' }, { checksum: true });
    bad.writeUInt32LE((bad.readUInt32LE(bad.length - 4) + 1) >>> 0, bad.length - 4);
    expect(await client.send(bad)).toMatchObject({ ok: 0 });
    expect(await client.send(opMsg({ ping: 1, $db: 'wire' }))).toMatchObject({ ok: 1 });
    client.close();
  });

  it('sends no reply when moreToCome is set, and keeps order', async () => {
    const client = await rawClient(t.server.port);
    client.socket.write(
      opMsg(
        { insert: 'quiet', documents: [{ _id: 'x' }], writeConcern: { w: 0 }, $db: 'wire' },
        { flags: 2 },
      ),
    );
    const reply = await client.send(opMsg({ count: 'quiet', $db: 'wire' }));
    expect(reply).toMatchObject({ n: 1, ok: 1 });
    client.close();
  });

  it('survives malformed messages', async () => {
    const client = await rawClient(t.server.port);
    const garbage = Buffer.concat([header(16 + 9, 2013), Buffer.from([0, 0, 0, 0, 0, 99, 0, 0, 0])]);
    expect(await client.send(garbage)).toMatchObject({ ok: 0 });
    const badSection = Buffer.concat([
      header(16 + 5 + 5, 2013),
      Buffer.from([0, 0, 0, 0, 7]),
      Buffer.from([5, 0, 0, 0, 0]),
    ]);
    expect(await client.send(badSection)).toMatchObject({ ok: 0 });
    const badBson = Buffer.concat([
      header(16 + 5 + 8, 2013),
      Buffer.from([0, 0, 0, 0, 0]),
      Buffer.from([8, 0, 0, 0, 0x10, 0x61, 0, 0]),
    ]);
    expect(await client.send(badBson)).toMatchObject({ ok: 0 });
    expect(await client.send(opMsg({ ping: 1, $db: 'wire' }))).toMatchObject({ ok: 1 });
    client.close();

    const liar = await rawClient(t.server.port);
    const reply = await liar.send(Buffer.concat([header(3, 2013), Buffer.alloc(8)]));
    expect(reply).toMatchObject({ ok: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(liar.isClosed()).toBe(true);
    expect((await t.client.db('wire').command({ ping: 1 })).ok).toBe(1);
  });

  it('refuses a message above maxMessageSizeBytes and closes the connection', async () => {
    const client = await rawClient(t.server.port);
    const reply = await client.send(header(48_000_001, 2013));
    expect(reply).toMatchObject({ ok: 0, code: 10334 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.isClosed()).toBe(true);
  });

  it('closes the connection on an unknown opcode', async () => {
    const client = await rawClient(t.server.port);
    client.socket.write(Buffer.concat([header(20, 2002), Buffer.alloc(4)]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.isClosed()).toBe(true);
    expect((await t.client.db('wire').command({ ping: 1 })).ok).toBe(1);
  });
});
