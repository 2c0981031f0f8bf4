import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * The Content-Security-Policy of every HTML answer under `/oauth`: nothing loads from elsewhere,
 * no script runs (unless listed by hash, see below), no `<base>` may re-root the page's links,
 * nothing frames it, and forms go to this service or to `formTargets`. Those are the origins of
 * the client's redirect URI, already checked against its registration: after the last form the
 * browser is redirected there (or, with `response_mode=form_post`, posts there), and browsers
 * hold a form submission's redirects to `form-action` too.
 */
export function pageSecurityPolicy(formTargets: readonly string[] = []): string {
  const formAction = ["'self'", ...new Set(formTargets)].join(' ');
  return [
    "default-src 'none'",
    "script-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action ${formAction}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of a redirect URI, for `form-action`; nothing for anything that is not a URL. */
export function redirectOrigin(redirectUri: unknown): string[] {
  const origin = typeof redirectUri === 'string' ? URL.parse(redirectUri)?.origin : undefined;
  return origin === undefined || origin === 'null' ? [] : [origin];
}

/**
 * oidc-provider middleware: the same headers on the provider's own answers (its error pages,
 * `form_post` responses). The provider adds the hash of an inline script it writes to an existing
 * `script-src` as it renders, so the policy is in place before, with an empty `script-src` it may
 * fill, and completed after: the client's redirect origin once the provider has accepted it, and
 * `'none'` for scripts when none was added.
 */
export async function providerPageHeaders(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  ctx.set('Content-Security-Policy', pageSecurityPolicy().replace("script-src 'none'", 'script-src'));
  ctx.set('X-Frame-Options', 'DENY');
  await next();
  const redirectUri = ctx.oidc?.params?.['redirect_uri'];
  const accepted =
    typeof redirectUri === 'string' && ctx.oidc?.client?.redirectUriAllowed(redirectUri) === true;
  const scripts = /script-src((?: '[^']+')*)/.exec(ctx.response.get('Content-Security-Policy'))?.[1] ?? '';
  ctx.set(
    'Content-Security-Policy',
    pageSecurityPolicy(accepted ? redirectOrigin(redirectUri) : []).replace(
      "script-src 'none'",
      scripts === '' ? "script-src 'none'" : `script-src${scripts}`,
    ),
  );
}
