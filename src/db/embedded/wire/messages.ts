import { deserialize, serialize } from 'bson';
import type { Document } from 'bson';
import { toInternal } from '../engine/values.js';
import { crc32c } from './crc32c.js';

/**
 * The MongoDB wire messages the server reads and writes.
 * https://www.mongodb.com/docs/manual/reference/mongodb-wire-protocol/
 */
export const OpCode = { REPLY: 1, QUERY: 2004, COMPRESSED: 2012, MSG: 2013 } as const;

export const MsgFlags = {
  checksumPresent: 1 << 0,
  moreToCome: 1 << 1,
  exhaustAllowed: 1 << 16,
} as const;

export const HEADER_SIZE = 16;

export class ProtocolError extends Error {}

export interface MessageHeader {
  messageLength: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export function readHeader(message: Buffer): MessageHeader {
  return {
    messageLength: message.readInt32LE(0),
    requestId: message.readInt32LE(4),
    responseTo: message.readInt32LE(8),
    opCode: message.readInt32LE(12),
  };
}

/** Wire BSON in, engine values out (see values.ts for why numbers are not promoted here). */
export function decodeDocument(bytes: Uint8Array): Document {
  return toInternal(deserialize(bytes, { promoteValues: false, validation: { utf8: false } })) as Document;
}

function documentLength(message: Buffer, at: number, end: number): number {
  if (at + 5 > end) throw new ProtocolError('truncated BSON document');
  const length = message.readInt32LE(at);
  if (length < 5 || at + length > end) throw new ProtocolError('invalid BSON document length');
  return length;
}

export interface OpMsgRequest {
  flags: number;
  body: Document;
}

/** Parses OP_MSG: the body, with kind-1 document sequences folded in as arrays. */
export function parseOpMsg(message: Buffer): OpMsgRequest {
  const flags = message.readUInt32LE(HEADER_SIZE);
  let end = message.length;
  if (flags & MsgFlags.checksumPresent) {
    end -= 4;
    if (end < HEADER_SIZE + 4) throw new ProtocolError('message too short for its checksum');
    const expected = message.readUInt32LE(end);
    if (crc32c(message.subarray(0, end)) !== expected) throw new ProtocolError('OP_MSG checksum mismatch');
  }
  let at = HEADER_SIZE + 4;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (at < end) {
    const kind = message[at];
    at += 1;
    if (kind === 0) {
      const length = documentLength(message, at, end);
      if (body) throw new ProtocolError('OP_MSG has more than one body section');
      body = decodeDocument(message.subarray(at, at + length));
      at += length;
    } else if (kind === 1) {
      if (at + 4 > end) throw new ProtocolError('truncated document sequence');
      const size = message.readInt32LE(at);
      const sectionEnd = at + size;
      if (size < 5 || sectionEnd > end) throw new ProtocolError('invalid document sequence size');
      const nameEnd = message.indexOf(0, at + 4);
      if (nameEnd < 0 || nameEnd >= sectionEnd) throw new ProtocolError('invalid document sequence name');
      const name = message.toString('utf8', at + 4, nameEnd);
      const docs: Document[] = [];
      let p = nameEnd + 1;
      while (p < sectionEnd) {
        const length = documentLength(message, p, sectionEnd);
        docs.push(decodeDocument(message.subarray(p, p + length)));
        p += length;
      }
      sequences.push([name, docs]);
      at = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [name, docs] of sequences) {
    const existing: unknown = body[name];
    body[name] = Array.isArray(existing) ? [...(existing as Document[]), ...docs] : docs;
  }
  return { flags, body };
}

export interface OpQueryRequest {
  collection: string;
  query: Document;
}

export function parseOpQuery(message: Buffer): OpQueryRequest {
  let at = HEADER_SIZE + 4;
  const nameEnd = message.indexOf(0, at);
  if (nameEnd < 0) throw new ProtocolError('OP_QUERY without a collection name');
  const collection = message.toString('utf8', at, nameEnd);
  at = nameEnd + 1 + 8;
  const length = documentLength(message, at, message.length);
  return { collection, query: decodeDocument(message.subarray(at, at + length)) };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const out = Buffer.allocUnsafe(HEADER_SIZE);
  out.writeInt32LE(length, 0);
  out.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(opCode, 12);
  return out;
}

const SERIALIZE_OPTIONS = { ignoreUndefined: true } as const;

export function buildOpMsg(responseTo: number, body: Document): Buffer {
  const bson = serialize(body, SERIALIZE_OPTIONS);
  const prefix = Buffer.alloc(5); // flagBits = 0, section kind 0
  const length = HEADER_SIZE + prefix.length + bson.length;
  return Buffer.concat([header(length, responseTo, OpCode.MSG), prefix, bson], length);
}

export function buildOpReply(responseTo: number, doc: Document): Buffer {
  const bson = serialize(doc, SERIALIZE_OPTIONS);
  const fields = Buffer.alloc(20); // responseFlags, cursorID (0), startingFrom (0), numberReturned
  fields.writeInt32LE(1, 16);
  const length = HEADER_SIZE + fields.length + bson.length;
  return Buffer.concat([header(length, responseTo, OpCode.REPLY), fields, bson], length);
}
