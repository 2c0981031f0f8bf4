import sharp from 'sharp';
import { DomainError, UnprocessableError } from '../errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A decompression-bomb guard: a 5 MB file may still claim billions of pixels. */
const MAX_IMAGE_PIXELS = 50_000_000;

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

/**
 * Accepts JPEG, PNG and WebP only, recognised by their magic bytes (415 otherwise), and decodes the
 * whole image so a truncated or corrupt file is refused (422) instead of being served later.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const contentType = sniffImageType(bytes);
  if (contentType === null) {
    throw new DomainError('unsupported_media_type', 'The file is not a JPEG, PNG or WebP image.', {
      extensions: { expected: [...IMAGE_TYPES] },
    });
  }
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
    const metadata = await image.metadata();
    if (metadata.format !== SHARP_FORMATS[contentType]) throw new Error('format mismatch');
    await image.stats();
    return { contentType, width: metadata.width, height: metadata.height };
  } catch {
    throw new UnprocessableError('The image is corrupt, truncated or too large to decode.', [
      { field: 'file', message: 'The image could not be decoded.', code: 'invalid_image' },
    ]);
  }
}
