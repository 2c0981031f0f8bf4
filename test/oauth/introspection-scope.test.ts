import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/core/context.js';
import { createTenantWithStaff, login } from '../helpers/auth.js';
import { TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { authorizationRequest, authorizeByForms, discover } from './helpers.js';

/**
 * RFC 7662 §4: the authorization server may tell a client about the tokens issued to it and
 * nothing more. Another client of the same tenant, or a client of another tenant, learns only
 * `active: false`, for refresh tokens (oidc-provider's) and access tokens (the gateway's JWTs).
 */
let service: TestGateway;
const redirectUri = 'https://partner.example/callback';

/** A confidential code-flow client of `tenantId`, as openid-client sees it. */
async function registerPartner(tenantId: string, name: string) {
  const registered = await service.gateway.core.oauth.clients.register(systemContext(tenantId, 'test'), {
    name,
    kind: 'confidential',
    redirectUris: [redirectUri],
    scopes: ['read:pets', 'read:user'],
  });
  return discover(service, registered.client._id, oidc.ClientSecretBasic(registered.clientSecret ?? ''));
}

let owner: oidc.Configuration;
let sameTenant: oidc.Configuration;
let otherTenant: oidc.Configuration;
let tokens: oidc.TokenEndpointResponse;

beforeAll(async () => {
  service = await sharedTestGateway();
  const tenantA = service.gateway.core.tenants.defaultTenantId();
  const { tenantId: tenantB } = await createTenantWithStaff(service);
  owner = await registerPartner(tenantA, 'Partner portal');
  sameTenant = await registerPartner(tenantA, 'Another partner');
  otherTenant = await registerPartner(tenantB, 'Partner of another shelter');
  const request = await authorizationRequest(owner, redirectUri, 'read:pets read:user');
  const callback = await authorizeByForms(service.url, request.url, 'customer', TEST_SEED_PASSWORD);
  tokens = await oidc.authorizationCodeGrant(owner, callback, {
    pkceCodeVerifier: request.verifier,
    expectedState: request.state,
  });
});

describe('introspection answers only the client a token was issued to', () => {
  it('a refresh token: active to its own client, inactive to any other, in its tenant or not', async () => {
    const refreshToken = tokens.refresh_token ?? '';
    const hint = { token_type_hint: 'refresh_token' };
    expect(await oidc.tokenIntrospection(owner, refreshToken, hint)).toMatchObject({
      active: true,
      client_id: owner.clientMetadata().client_id,
    });
    expect(await oidc.tokenIntrospection(sameTenant, refreshToken, hint)).toEqual({ active: false });
    expect(await oidc.tokenIntrospection(otherTenant, refreshToken, hint)).toEqual({ active: false });
  });

  it("an access token: active to its own client, inactive to any other client's", async () => {
    expect(await oidc.tokenIntrospection(owner, tokens.access_token)).toMatchObject({
      active: true,
      scope: 'read:pets read:user',
      client_id: owner.clientMetadata().client_id,
    });
    expect(await oidc.tokenIntrospection(sameTenant, tokens.access_token)).toEqual({ active: false });
    expect(await oidc.tokenIntrospection(otherTenant, tokens.access_token)).toEqual({ active: false });
  });

  it('a first-party token (POST /v1/auth/tokens) belongs to no client: inactive to every client', async () => {
    const { accessToken } = await login(service.url, 'customer');
    expect(await oidc.tokenIntrospection(owner, accessToken)).toEqual({ active: false });
  });
});
