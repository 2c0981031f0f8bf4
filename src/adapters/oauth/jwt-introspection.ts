import type { Core } from '../../core/core.js';
import type { PresentedClient } from '../../core/auth/token-introspection.js';
import type { AdmittedHttpContext as RestContext } from '../shared/http-state.js';

/** RFC 6749 §2.3.1: HTTP Basic (form-encoded id and secret), or the two body parameters. */
function presentedClient(ctx: RestContext, body: Record<string, unknown>): PresentedClient | undefined {
  const header = ctx.get('authorization');
  if (header.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    try {
      return {
        id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
        secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
      };
    } catch {
      return undefined;
    }
  }
  const { client_id: id, client_secret: secret } = body;
  return typeof id === 'string' && typeof secret === 'string' ? { id, secret } : undefined;
}

/**
 * RFC 7662 for the gateway's JWT access tokens, answered by the core (the same verification as
 * every request); this reads the client's credentials and frames the answer.
 */
export async function introspectJwt(
  core: Core,
  ctx: RestContext,
  body: Record<string, unknown>,
): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  const answer = await core.tokenIntrospection.introspectJwt(
    presentedClient(ctx, body),
    String(body['token']),
  );
  if (answer.kind === 'invalid_client') {
    ctx.status = 401;
    ctx.set('WWW-Authenticate', 'Basic realm="oauth"');
    ctx.body = { error: 'invalid_client', error_description: 'Client authentication failed.' };
    return;
  }
  ctx.body = answer.body;
}
