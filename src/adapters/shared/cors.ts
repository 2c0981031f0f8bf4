import cors from '@koa/cors';
import type { Middleware } from 'koa';
import type { Config } from '../../config.js';

/** Hosts of a developer's own machine: pages served there may call the API in development. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Which browser origins may read the API's answers: those of `CORS_ORIGINS`, every one for `*`,
 * and plain-http loopback pages on any port when `allowLoopback` is on (development).
 */
export class CorsOrigins {
  private readonly listed: Set<string>;
  private readonly any: boolean;

  constructor(private readonly config: Config['cors']) {
    this.listed = new Set(config.origins.filter((origin) => origin !== '*'));
    this.any = config.origins.includes('*');
  }

  allows(origin: string): boolean {
    if (origin === '') return false;
    if (this.any || this.listed.has(origin)) return true;
    return this.config.allowLoopback && isLoopbackOrigin(origin);
  }

  /** What `Access-Control-Allow-Origin` says for this origin: `*` when any is allowed, else the origin. */
  allowOriginFor(origin: string): string {
    if (!this.allows(origin)) return '';
    return this.any && !this.listed.has(origin) ? '*' : origin;
  }
}

/** `http://localhost:5173`, `http://127.0.0.1:8000`, `http://[::1]:3000` (any port, or none). */
export function isLoopbackOrigin(origin: string): boolean {
  const url = URL.parse(origin);
  return (
    url !== null && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.origin === origin
  );
}

/** The request headers the API reads (besides the CORS-safelisted ones). */
const ALLOW_HEADERS = [
  'Authorization',
  'Content-Type',
  'If-Match',
  'If-None-Match',
  'Idempotency-Key',
  'Last-Event-ID',
  'X-Request-ID',
  'X-Tenant-ID',
  // GraphQL: Apollo's CSRF prevention accepts these as proof of a non-simple request.
  'Apollo-Require-Preflight',
  'X-Apollo-Operation-Name',
];

/** The response headers a page may read (besides the CORS-safelisted ones). */
const EXPOSE_HEADERS = [
  'ETag',
  'Location',
  'Link',
  'Allow',
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
  'Idempotent-Replayed',
  'WWW-Authenticate',
  'X-Request-ID',
];

/** Browsers may cache a preflight answer this long (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The API under `/v1` (REST and `/v1/graphql`) and the documents a browser app fetches. */
function isApiPath(path: string): boolean {
  return (
    path === '/v1' ||
    path.startsWith('/v1/') ||
    path === '/.well-known/oauth-authorization-server' ||
    path === '/.well-known/openid-configuration' ||
    path === '/oauth/jwks'
  );
}

/** The token endpoints, where OAuth clients and first-party callers both post. */
const TOKEN_PATHS = new Set(['/oauth/token', '/oauth/refresh', '/oauth/revoke']);

/**
 * CORS for browser apps on other origins, answered before admission so a preflight costs no
 * budget and needs no token. `/v1` and the OAuth documents follow `CorsOrigins`. On the token
 * endpoints a preflight is answered for any origin (it reveals nothing and names no client); the
 * answer to a registered client's request is the authorization server's, which allows its
 * redirect origins (`clientBasedCORS`), and a first-party request's follows `CorsOrigins`.
 * Never `Access-Control-Allow-Credentials`: the API takes bearer tokens, not cookies.
 */
export function corsMiddleware(origins: CorsOrigins): Middleware {
  const common = {
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ALLOW_HEADERS,
    exposeHeaders: EXPOSE_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    credentials: false,
    keepHeadersOnError: true,
  };
  const api = cors({ ...common, origin: (ctx) => origins.allowOriginFor(ctx.get('Origin')) });
  const tokenPreflight = cors({
    ...common,
    allowMethods: ['POST'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Request-ID', 'X-Tenant-ID'],
    origin: (ctx) => ctx.get('Origin'),
  });
  return async (ctx, next) => {
    if (isApiPath(ctx.path)) return api(ctx, next);
    if (!TOKEN_PATHS.has(ctx.path)) return next();
    ctx.vary('Origin');
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '') {
      return tokenPreflight(ctx, next);
    }
    const allowOrigin = origins.allowOriginFor(ctx.get('Origin'));
    const firstParty = () => {
      // The authorization server wrote its own answer (`respond = false`), CORS headers included.
      if (ctx.respond === false || allowOrigin === '') return;
      ctx.set('Access-Control-Allow-Origin', allowOrigin);
      ctx.set('Access-Control-Expose-Headers', EXPOSE_HEADERS.join(','));
    };
    try {
      await next();
    } finally {
      firstParty();
    }
  };
}

/**
 * Whether a page at `origin` is where a client's registered redirect URI lands: the same origin,
 * or for a loopback redirect the same host on any port (RFC 8252 §7.3: a native or local app
 * picks its port when it runs, and registers none).
 */
export function isRedirectOrigin(redirectUri: string, origin: string): boolean {
  const redirect = URL.parse(redirectUri);
  if (redirect === null) return false;
  if (redirect.origin === origin) return true;
  const page = URL.parse(origin);
  return (
    page !== null &&
    isLoopbackOrigin(redirect.origin) &&
    isLoopbackOrigin(origin) &&
    page.hostname === redirect.hostname
  );
}
