import type { ParameterizedContext } from 'koa';
import { ValidationError } from '../../core/errors.js';
import { MAX_REQUEST_BYTES } from '../../core/limits/sizes.js';
import { readBodyBytes } from '../shared/body-bytes.js';

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
  const bytes = await readBodyBytes(ctx, limitBytes);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ValidationError('The request body is not valid JSON.', [
      { field: '', message: 'Malformed JSON.', code: 'malformed_json' },
    ]);
  }
}
