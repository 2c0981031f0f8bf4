import type { ParameterizedContext } from 'koa';
import { ValidationError } from '../../core/errors.js';
import { MAX_REQUEST_BYTES } from '../../core/limits/sizes.js';
import { readBodyBytes } from '../shared/body-bytes.js';

/**
 * Whether the request is a POST with a JSON body. The usual spellings of the media type are
 * recognised at once (with a body, as type-is requires one); anything else is read by type-is
 * through Koa, whose parsing was a visible share of a small remembered query.
 */
function postsJson(ctx: ParameterizedContext): boolean {
  if (ctx.method !== 'POST') return false;
  const { headers } = ctx.req;
  const type = headers['content-type'] ?? '';
  const hasBody = headers['transfer-encoding'] !== undefined || headers['content-length'] !== undefined;
  if (hasBody && (type === 'application/json' || type.startsWith('application/json;'))) return true;
  return Boolean(ctx.is('application/json'));
}

/**
 * A POST's JSON body as text, read up to the limit every door shares (413 past it, stopping the
 * read). Other content types are left unread (`undefined`): Apollo refuses them, and its CSRF
 * prevention refuses the "simple" ones a browser form could send.
 */
export async function readGraphqlText(
  ctx: ParameterizedContext,
  limitBytes = MAX_REQUEST_BYTES,
): Promise<string | undefined> {
  if (!postsJson(ctx)) return undefined;
  return (await readBodyBytes(ctx, limitBytes)).toString('utf8');
}

/** The body's JSON, or the malformed-JSON refusal REST gives. */
export function parseGraphqlBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON.', [
      { field: '', message: 'Malformed JSON.', code: 'malformed_json' },
    ]);
  }
}
