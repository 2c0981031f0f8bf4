import type { Context, Middleware } from 'koa';
import { DomainError, UnsupportedMediaTypeError, ValidationError } from '../../../core/errors.js';
import { MAX_REQUEST_BYTES } from '../../../core/limits/sizes.js';
import { readBodyBytes } from '../../shared/body-bytes.js';
import type { RestState } from '../state.js';

declare module 'koa' {
  interface Request {
    /** The parsed JSON body, set by `jsonBody()` on routes that take one. */
    body?: unknown;
  }
}

/**
 * Reads a JSON request body: 415 for another content type, 413 past the limit (stopping the read
 * early), 400 for malformed JSON. Routes that take a body put this in their chain.
 */
export function jsonBody(limitBytes = MAX_REQUEST_BYTES): Middleware<RestState> {
  return async (ctx, next) => {
    ctx.request.body = await readJsonBody(ctx, limitBytes);
    await next();
  };
}

/**
 * `jsonBody()`'s read, for a route whose use case decides when the body is read (chat reads it
 * only once the caller is admitted).
 */
export async function readJsonBody(ctx: Context, limitBytes = MAX_REQUEST_BYTES): Promise<unknown> {
  if (!ctx.is('application/json', 'application/*+json')) {
    throw new UnsupportedMediaTypeError(['application/json']);
  }
  // Compressed bodies are not decoded (a small gzip body can inflate past any limit): 415 with
  // the codings accepted, as RFC 9110 §15.5.16 asks, rather than a 400 for "malformed JSON".
  const codings = ctx
    .get('content-encoding')
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim());
  if (codings.some((coding) => coding !== '' && coding !== 'identity')) {
    ctx.set('Accept-Encoding', 'identity');
    throw new DomainError(
      'unsupported_media_type',
      'Content-Encoding is not supported; send the body uncompressed.',
      {
        extensions: { supportedEncodings: ['identity'] },
      },
    );
  }
  const text = (await readBodyBytes(ctx, limitBytes)).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError('The request body is not valid JSON.', [
      { field: '', message: 'Malformed JSON.', code: 'malformed_json' },
    ]);
  }
}
