import type { ParameterizedContext } from 'koa';
import getRawBody from 'raw-body';
import { PayloadTooLargeError } from '../../core/errors.js';

function isTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'entity.too.large'
  );
}

/**
 * The request body as bytes, read up to the limit every door shares: past it the read stops and
 * the call is refused (413), whatever `Content-Length` claimed. raw-body reads with stream events;
 * an async iterator over the request made several promises per read, a visible share of a small
 * cached GraphQL query.
 */
export async function readBodyBytes(ctx: ParameterizedContext, limitBytes: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw new PayloadTooLargeError(limitBytes);
  try {
    return await getRawBody(ctx.req, { limit: limitBytes });
  } catch (error) {
    if (isTooLarge(error)) throw new PayloadTooLargeError(limitBytes);
    throw error;
  }
}
