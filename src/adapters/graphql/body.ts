import type { ParameterizedContext } from 'koa';
import { PayloadTooLargeError, ValidationError } from '../../core/errors.js';
import { MAX_REQUEST_BYTES } from '../../core/limits/sizes.js';

/**
 * A POST's JSON body, read up to the limit every door shares (413 past it, stopping the read).
 * Other content types are left unread (`undefined`): Apollo refuses them, and its CSRF
 * prevention refuses the "simple" ones a browser form could send.
 */
export async function readGraphqlBody(
  ctx: ParameterizedContext,
  limitBytes = MAX_REQUEST_BYTES,
): Promise<unknown> {
  if (ctx.method !== 'POST' || !ctx.is('application/json')) return undefined;
  const declared = Number(ctx.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw new PayloadTooLargeError(limitBytes);
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > limitBytes) throw new PayloadTooLargeError(limitBytes);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ValidationError('The request body is not valid JSON.', [
      { field: '', message: 'Malformed JSON.', code: 'malformed_json' },
    ]);
  }
}
