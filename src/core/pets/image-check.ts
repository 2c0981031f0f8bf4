import pLimit from 'p-limit';
import type Sharp from 'sharp';
import { DomainError, UnprocessableError } from '../errors.js';
import { loadOnFirstUse } from '../load-on-first-use.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * A pet photo needs no more than 4096x4096 (16.7 megapixels; a 4K screen is 8.3). The cap is what
 * stops decompression bombs: a 381 KB PNG can declare 7000x7000 16-bit RGBA, ~390 MB once decoded.
 * Judged on the header before any pixel is decoded; sharp's own limit backs it up.
 */
export const MAX_IMAGE_PIXELS = 4096 * 4096;
/**
 * Decodes at once, process-wide: each takes a core for up to a few hundred milliseconds and tens
 * of megabytes, so uploads in bulk queue here instead of taking the process's memory and CPU.
 */
const PARALLEL_DECODES = 2;
const decodeSlot = pLimit(PARALLEL_DECODES);
// libvips keeps recent operations and their pixels in a cache by default (up to 50 MB and 100
// operations): useless for one-off checks, and it keeps memory after the uploads are done.
const loadSharp = loadOnFirstUse<typeof Sharp>('sharp', (library) => library.cache(false));

/** libvips, loaded by the first photo checked (a sixth of a second that most processes never need). */
function sharp(...args: Parameters<typeof Sharp>): ReturnType<typeof Sharp> {
  return loadSharp()(...args);
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export interface CheckedImage {
  contentType: ImageType;
  width: number;
  height: number;
}

const SHARP_FORMATS: Record<ImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The type the bytes themselves declare; a file's name and declared type are never trusted. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

function undecodable(): UnprocessableError {
  return new UnprocessableError('The image is corrupt, truncated or too large to decode.', [
    { field: 'file', message: 'The image could not be decoded.', code: 'invalid_image' },
  ]);
}

function tooManyPixels(width: number, height: number): UnprocessableError {
  return new UnprocessableError('The image has too many pixels for a pet photo.', [
    {
      field: 'file',
      message: `The image is ${width}x${height}; at most ${MAX_IMAGE_PIXELS.toLocaleString('en')} pixels (4096x4096) are accepted. Scale it down and upload it again.`,
      code: 'image_too_large',
    },
  ]);
}

/**
 * Accepts JPEG, PNG and WebP only, recognised by their magic bytes (415 otherwise). The header
 * alone says how many pixels the image declares (sharp's metadata() decodes none): too many is a
 * 422 before any decoding. Then the whole image is decoded, a few at a time, so a truncated or
 * corrupt file is refused (422) instead of being served later.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const contentType = sniffImageType(bytes);
  if (contentType === null) {
    throw new DomainError('unsupported_media_type', 'The file is not a JPEG, PNG or WebP image.', {
      extensions: { expected: [...IMAGE_TYPES] },
    });
  }
  let width: number;
  let height: number;
  try {
    // No pixel limit here: sharp would refuse the header of a large image with a bare error,
    // and the caller deserves to learn the size it sent against the size accepted.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== SHARP_FORMATS[contentType]) throw new Error('format mismatch');
    ({ width, height } = metadata);
  } catch {
    throw undecodable();
  }
  if (width * height > MAX_IMAGE_PIXELS) throw tooManyPixels(width, height);
  try {
    // A small thumbnail still reads every pixel (and fails on a truncated or corrupt stream), but
    // libvips streams the rows through it instead of holding the whole decoded image: a
    // 4096x4096 16-bit PNG peaks at ~40 MB this way, ~160 MB with stats().
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
    await decodeSlot(() => image.resize(64, 64, { fit: 'inside' }).raw().toBuffer());
  } catch {
    throw undecodable();
  }
  return { contentType, width, height };
}
