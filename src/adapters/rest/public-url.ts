import { PublicUrls } from '../shared/public-url.js';
import type { RestContext } from './state.js';

/**
 * The base of absolute URLs in responses, by the rule every door shares (`PublicUrls`):
 * PUBLIC_URL when configured, else the scheme and host the caller reached. (Koa 3's `ctx.origin`
 * is the request's `Origin` header, not this.)
 */
export function publicBaseUrl(ctx: RestContext, publicUrl: string | undefined): string {
  return new PublicUrls(publicUrl).base({ protocol: ctx.protocol, host: ctx.host });
}
