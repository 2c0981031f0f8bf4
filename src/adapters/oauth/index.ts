import { hkdfSync } from 'node:crypto';
import type { RouteGroup } from '../shared/http-routes.js';
import type { Middleware } from 'koa';
import type { Core } from '../../core/core.js';
import type { AdmittedHttpState as RestState } from '../shared/http-state.js';
import { AuthorizationServer } from './authorization-server.js';
import { ClientRequests } from './client-requests.js';
import { CsrfGuard } from './csrf.js';
import { Interactions } from './interactions.js';
import { authorizationServerDocuments, authorizationServerRouter } from './router.js';

export { ClientRequests, isOAuthClientAuthentication } from './client-requests.js';

/**
 * The OAuth 2.0 authorization server (oidc-provider) of the REST door: its public documents (to
 * mount behind admission that ignores credentials), its router (behind the usual admission), and
 * the hand-over the first-party `/oauth/token|refresh|revoke` routes use for registered clients.
 */
export function createAuthorizationServer(core: Core): {
  documents: (admit: Middleware<RestState>) => RouteGroup;
  router: RouteGroup;
  clientRequests: ClientRequests;
} {
  const server = new AuthorizationServer(core);
  // Shared by every process through the persisted signing key, like the provider's cookie keys.
  const d = core.keyring.signingJwk.d ?? '';
  const csrf = new CsrfGuard(Buffer.from(hkdfSync('sha256', d, 'petstore-gateway', 'oauth csrf', 32)));
  const interactions = new Interactions(core, server, csrf);
  return {
    documents: (admit) => authorizationServerDocuments(server, admit),
    router: authorizationServerRouter(core, server, interactions),
    clientRequests: new ClientRequests(server),
  };
}
