import type { ParameterizedContext } from 'koa';
import { PayloadTooLargeError } from '../../core/errors.js';

/**
 * The request body as bytes, read up to the limit every door shares: past it the read stops and
 * the call is refused (413), whatever `Content-Length` claimed.
 */
export async function readBodyBytes(ctx: ParameterizedContext, limitBytes: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw new PayloadTooLargeError(limitBytes);
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > limitBytes) throw new PayloadTooLargeError(limitBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
