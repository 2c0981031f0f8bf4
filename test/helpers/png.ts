import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';

export interface DeclaredPng {
  width: number;
  height: number;
  /** Bits per sample. */
  bitDepth: 8 | 16;
  /** PNG colour type: 0 grey, 2 RGB, 6 RGBA. */
  colourType: 0 | 2 | 6;
  /**
   * How many rows of pixel data to include (all of them when omitted). Fewer makes a small,
   * truncated file that still declares its full size in the header.
   */
  rows?: number;
}

const CHANNELS = { 0: 1, 2: 3, 6: 4 } as const;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG written by hand: a header declaring any size, then black rows compressed as they are
 * produced, so a file of a few hundred kilobytes can declare hundreds of megabytes of pixels (a
 * decompression bomb) without this process ever holding them.
 */
export async function declaredPng({
  width,
  height,
  bitDepth,
  colourType,
  rows = height,
}: DeclaredPng): Promise<Buffer> {
  const header = Buffer.alloc(13); // compression, filter and interlace methods 0
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(bitDepth, 8);
  header.writeUInt8(colourType, 9);
  // Filter byte 0 then zeros: one black row, repeated.
  const row = Buffer.alloc(1 + (width * CHANNELS[colourType] * bitDepth) / 8);
  function* allRows() {
    for (let y = 0; y < rows; y += 1) yield row;
  }
  const pixels = await buffer(Readable.from(allRows()).pipe(zlib.createDeflate({ level: 9 })));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
