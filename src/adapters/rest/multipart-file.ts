import multer from '@koa/multer';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../core/errors.js';
import type { RestContext } from './state.js';

/** Room for the multipart envelope around the file when judging a declared Content-Length. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Reads one file from a `multipart/form-data` body into memory: 415 for another content type,
 * 413 past the limit, 400 when the field is missing or the form is malformed. Returns the bytes;
 * their type is for the core to judge (by content, never by name).
 */
export function multipartFile(field: string, limitBytes: number): (ctx: RestContext) => Promise<Buffer> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: limitBytes, files: 1, fields: 10, parts: 20, fieldSize: 16 * 1024 },
  }).single(field);
  return async (ctx) => {
    if (!ctx.is('multipart/form-data')) throw new UnsupportedMediaTypeError(['multipart/form-data']);
    const declared = Number(ctx.get('content-length'));
    if (Number.isFinite(declared) && declared > limitBytes + ENVELOPE_BYTES) {
      // Far too large to be worth reading: answer now and drop the connection.
      ctx.set('Connection', 'close');
      throw new PayloadTooLargeError(limitBytes);
    }
    try {
      await upload(ctx, async () => undefined);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'LIMIT_FILE_SIZE') throw new PayloadTooLargeError(limitBytes);
      const reason = error instanceof Error ? error.message : 'Malformed multipart body.';
      throw new ValidationError('The multipart body is not valid.', [
        {
          field,
          message: reason,
          code: typeof code === 'string' ? code.toLowerCase() : 'malformed_multipart',
        },
      ]);
    }
    const file = (ctx.request as { file?: { buffer?: Buffer } }).file;
    if (file?.buffer === undefined) {
      throw new ValidationError('No file was uploaded.', [
        { field, message: `Send the image as the multipart field "${field}".`, code: 'required' },
      ]);
    }
    return file.buffer;
  };
}
