import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, systemContext, type CallerContext } from '../../src/core/context.js';
import { createAccount, type TestAccount } from '../helpers/auth.js';
import { TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import {
  authorizationRequest,
  authorizeByForms,
  authorizeUnknownClient,
  discover,
  oauthError,
  peek,
} from './helpers.js';

let service: TestGateway;
let tenantId: string;
let serviceAccount: TestAccount;
let clientId: string;
let clientSecret: string;
let config: oidc.Configuration;

beforeAll(async () => {
  service = await sharedTestGateway();
  const { core } = service.gateway;
  tenantId = core.tenants.defaultTenantId();
  serviceAccount = await createAccount(service, tenantId, 'STAFF');
  // Registered for `admin` too, which the STAFF account it acts as may not have.
  const registered = await core.oauth.clients.register(systemContext(tenantId, 'test'), {
    name: 'Inventory sync',
    kind: 'confidential',
    grantTypes: ['client_credentials'],
    scopes: ['read:pets', 'write:pets', 'admin'],
    serviceAccount: serviceAccount.username,
  });
  clientId = registered.client._id;
  clientSecret = registered.clientSecret ?? '';
  config = await discover(service, clientId, oidc.ClientSecretBasic(clientSecret));
});

describe('client_credentials (a confidential service client)', () => {
  it('issues the gateway JWT for the account the client acts as, which the API accepts', async () => {
    const tokens = await oidc.clientCredentialsGrant(config, { scope: 'read:pets write:pets' });
    expect(tokens.refresh_token).toBeUndefined();
    const { header, claims } = peek(tokens.access_token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    expect(claims).toMatchObject({
      sub: serviceAccount.userId,
      tenant: tenantId,
      role: 'STAFF',
      scope: 'read:pets write:pets',
      client_id: clientId,
      aud: 'petstore-gateway',
      iss: service.url,
    });
    const me = await api(service.url, 'GET', '/v1/users/me', { token: tokens.access_token });
    // The token carries no read:user: the API says so, which proves it authenticated the token.
    expect(me.status).toBe(403);
    expect((await api(service.url, 'GET', '/v1/pets', { token: tokens.access_token })).status).toBe(200);
  });

  it('a scope beyond the registration, or beyond the account role, is invalid_scope', async () => {
    expect(await oauthError(oidc.clientCredentialsGrant(config, { scope: 'write:orders' }))).toBe(
      'invalid_scope',
    );
    expect(await oauthError(oidc.clientCredentialsGrant(config, { scope: 'admin' }))).toBe('invalid_scope');
  });

  it('a wrong secret, or the stored hash presented as the secret, is invalid_client', async () => {
    const wrong = await discover(service, clientId, oidc.ClientSecretBasic('not-the-secret'));
    expect(await oauthError(oidc.clientCredentialsGrant(wrong, { scope: 'read:pets' }))).toBe(
      'invalid_client',
    );
    const stored = await service.gateway.core.oauth.clients.find(clientId);
    const hashAsSecret = await discover(service, clientId, oidc.ClientSecretBasic(stored?.secretHash ?? ''));
    expect(await oauthError(oidc.clientCredentialsGrant(hashAsSecret, { scope: 'read:pets' }))).toBe(
      'invalid_client',
    );
  });

  it('introspects access tokens (RFC 7662) with the same checks the API applies', async () => {
    const tokens = await oidc.clientCredentialsGrant(config, { scope: 'read:pets' });
    const active = await oidc.tokenIntrospection(config, tokens.access_token);
    expect(active).toMatchObject({
      active: true,
      sub: serviceAccount.userId,
      scope: 'read:pets',
      client_id: clientId,
    });
    const login = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: 'customer', password: 'correct-horse-battery-staple' },
    });
    // A first-party token was issued to no client: this client may not learn about it.
    expect(await oidc.tokenIntrospection(config, String(login.body['accessToken']))).toEqual({
      active: false,
    });
    expect(await oidc.tokenIntrospection(config, 'not-a-token')).toEqual({ active: false });
  });

  it('introspection is for confidential clients only', async () => {
    const tokens = await oidc.clientCredentialsGrant(config, { scope: 'read:pets' });
    const response = await api(service.url, 'POST', '/oauth/introspect', {
      rawBody: new URLSearchParams({ token: tokens.access_token, client_id: 'petstore-demo' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: 'invalid_client' });
  });

  it("suspending the client's account revokes its tokens and stops new ones", async () => {
    const tokens = await oidc.clientCredentialsGrant(config, { scope: 'read:pets' });
    const admin: CallerContext = {
      ...systemContext(tenantId, 'test'),
      protocol: 'rest',
      principal: { userId: 'an-administrator', tenantId, role: 'ADMIN', scopes: SCOPES },
    };
    await service.gateway.core.users.setStatus(admin, serviceAccount.userId, 'SUSPENDED', 'rotating keys');
    expect((await api(service.url, 'GET', '/v1/pets', { token: tokens.access_token })).status).toBe(401);
    expect(await oidc.tokenIntrospection(config, tokens.access_token)).toEqual({ active: false });
    expect(await oauthError(oidc.clientCredentialsGrant(config, { scope: 'read:pets' }))).toBe(
      'invalid_grant',
    );
  });
});

describe('authorization code for a confidential client', () => {
  it('exchanges the code only with the client secret (and the PKCE verifier)', async () => {
    const { core } = service.gateway;
    const registered = await core.oauth.clients.register(systemContext(tenantId, 'test'), {
      name: 'Partner portal',
      kind: 'confidential',
      redirectUris: ['https://partner.example/callback'],
      scopes: ['read:pets', 'read:user', 'admin'],
    });
    const id = registered.client._id;
    const partner = await discover(service, id, oidc.ClientSecretBasic(registered.clientSecret ?? ''));
    const request = await authorizationRequest(
      partner,
      'https://partner.example/callback',
      'read:user admin',
    );
    const callback = await authorizeByForms(service.url, request.url, 'admin', TEST_SEED_PASSWORD);
    expect(callback.origin + callback.pathname).toBe('https://partner.example/callback');

    const withoutSecret = await discover(service, id);
    const checks = { pkceCodeVerifier: request.verifier, expectedState: request.state };
    expect(await oauthError(oidc.authorizationCodeGrant(withoutSecret, callback, checks))).toBe(
      'invalid_client',
    );
    const tokens = await oidc.authorizationCodeGrant(partner, callback, checks);
    expect(peek(tokens.access_token).claims).toMatchObject({
      role: 'ADMIN',
      scope: 'read:user admin',
      client_id: id,
    });
    expect(
      (await api(service.url, 'GET', '/v1/users/me', { token: tokens.access_token })).body,
    ).toMatchObject({
      username: 'admin',
    });
  });

  it('an unknown client is an error page, never a redirect', async () => {
    const response = await authorizeUnknownClient(service);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('invalid_client');
  });
});
