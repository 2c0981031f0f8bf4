import type { RestContext } from './state.js';

/**
 * The base of absolute URLs in responses: PUBLIC_URL when configured, else the scheme and host the
 * caller reached. (Koa 3's `ctx.origin` is the request's `Origin` header, not this.)
 */
export function publicBaseUrl(ctx: RestContext, publicUrl: string | undefined): string {
  return publicUrl ?? `${ctx.protocol}://${ctx.host || 'localhost'}`;
}
