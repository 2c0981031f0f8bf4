import { oauthErrorView } from '../../core/error-table.js';
import { DomainError } from '../../core/errors.js';
import { oidcProvider } from './oidc-provider-package.js';

/**
 * A core error as oidc-provider answers it: the OAuth column of the error table names the code,
 * and the provider's own class for that code frames it, so the answer reads as the provider's
 * (`invalid_grant` keeps its generic description; the core's reason is its detail, for the log).
 * Anything else (errors OAuth has no word for, the provider's own) goes on as it is.
 */
export function providerError(thrown: unknown): unknown {
  const view = thrown instanceof DomainError ? oauthErrorView(thrown) : undefined;
  const { errors } = oidcProvider();
  if (view === undefined) return thrown;
  switch (view.error) {
    case 'invalid_grant':
      return new errors.InvalidGrant(view.description);
    case 'invalid_scope':
      return new errors.InvalidScope(view.description, view.scope as string);
    case 'access_denied':
      return new errors.AccessDenied(view.description);
    case 'invalid_request':
      return new errors.InvalidRequest(view.description);
    default:
      return new errors.CustomOIDCProviderError(view.error, view.description);
  }
}

/** Runs a core call for oidc-provider, its errors told the provider's way (`providerError`). */
export async function forProvider<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (thrown) {
    throw providerError(thrown);
  }
}
