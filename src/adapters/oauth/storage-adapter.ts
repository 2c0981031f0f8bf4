import { randomBytes } from 'node:crypto';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { OAuthArea } from '../../core/auth/oauth-area.js';
import type { OAuthClientView } from '../../core/auth/oauth-clients.js';
import { isLoopbackRedirect } from '../../core/auth/oauth-client-schemas.js';
import type { OAuthArtifactStore } from '../../core/auth/oauth-storage.js';
import { oidcProvider } from './oidc-provider-package.js';

/** The OpenID scopes every client may ask for besides the product scopes of its registration. */
const OPENID_SCOPES = ['openid', 'offline_access'];

/**
 * What a confidential client's metadata carries as `client_secret`, which oidc-provider requires
 * for `client_secret_basic`: the secret itself is known to no one but the client, its hash only to
 * the core, and the provider asks the core to compare (authorization-server.ts). A value of this
 * process that nobody can know, so nothing presented could ever equal it.
 */
const SECRET_CHECKED_BY_THE_CORE = randomBytes(32).toString('base64url');

/**
 * A client whose redirects are all loopback ones is a native app (RFC 8252): any port is accepted,
 * and the authorization server asks its user for consent on every authorization (§8.6).
 */
export function isNativeClient(client: Pick<OAuthClientView, 'redirectUris'>): boolean {
  return client.redirectUris.length > 0 && client.redirectUris.every(isLoopbackRedirect);
}

/**
 * A registration as oidc-provider reads client metadata. The provider compares secrets through
 * `compareClientSecret`, which the server overrides to ask the core (see authorization-server.ts).
 * Redirect paths on this service resolve against its base URL; all-loopback clients are `native`,
 * which turns on RFC 8252's any-port rule.
 */
export function clientMetadata(client: OAuthClientView, baseUrl: string): AdapterPayload {
  const redirectUris = client.redirectUris.map((uri) => (uri.startsWith('/') ? `${baseUrl}${uri}` : uri));
  // Judged on the registration: a path on this service is a web client's even when the service
  // itself runs on a loopback address.
  const native = isNativeClient(client);
  const interactive = client.grantTypes.includes('authorization_code');
  return {
    client_id: client._id,
    client_name: client.name,
    ...(client.kind === 'public' ? {} : { client_secret: SECRET_CHECKED_BY_THE_CORE }),
    token_endpoint_auth_method: client.kind === 'public' ? 'none' : 'client_secret_basic',
    application_type: native ? 'native' : 'web',
    redirect_uris: redirectUris,
    grant_types: client.grantTypes,
    response_types: interactive ? ['code'] : [],
    scope: [...(interactive ? OPENID_SCOPES : []), ...client.scopes].join(' '),
    tenant_id: client.tenantId,
    service_account_id: client.serviceAccountId ?? undefined,
  };
}

/**
 * oidc-provider's storage interface over the core's stores: clients come from the registry
 * (read-only here; the CLI registers them), everything else is an artifact in MongoDB.
 */
export function storageAdapterFactory(oauth: OAuthArea, baseUrl: () => string) {
  return class StorageAdapter implements Adapter {
    private readonly store: OAuthArtifactStore;

    constructor(private readonly kind: string) {
      this.store = oauth.artifacts(kind);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.kind === 'Client') {
        const client = await oauth.clients.registration(id);
        return client === null ? undefined : clientMetadata(client, baseUrl());
      }
      return (await this.store.find(id)) as AdapterPayload | undefined;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await this.store.upsert(id, payload as Record<string, unknown>, expiresIn);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return (await this.store.findByUid(uid)) as AdapterPayload | undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return (await this.store.findByUserCode(userCode)) as AdapterPayload | undefined;
    }

    /**
     * Only one presentation of a code or refresh token may use it. oidc-provider checks
     * `consumed` before it consumes; presentations at the same moment all pass that check, and
     * the store's conditional update lets one through. The others are what they are, a reuse:
     * refused, and, as for a reuse found by that check, the grant is revoked (RFC 6749 §4.1.2,
     * refresh token rotation).
     */
    async consume(id: string): Promise<void> {
      if (await this.store.consume(id)) return;
      const grantId = (await this.store.find(id))?.['grantId'];
      if (typeof grantId === 'string') await oauth.revokeGrant(grantId);
      throw new (oidcProvider().errors.InvalidGrant)(
        this.kind === 'AuthorizationCode'
          ? 'authorization code already consumed'
          : 'refresh token already used',
      );
    }

    async destroy(id: string): Promise<void> {
      await this.store.destroy(id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await this.store.revokeByGrantId(grantId);
    }
  };
}
