import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/core/context.js';
import { auditEntries } from '../admin/support.js';
import { signUp, tokensFor, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { authorizationRequest, authorizeByForms, discover, oauthError } from './helpers.js';

/**
 * `DELETE /oauth/consents/{clientId}` ends the user's consent to an app. An app may give up its
 * own consent; reaching into the user's other apps takes `write:user`, the scope of the
 * account's own settings. Both outcomes are in the audit trail.
 */
let service: TestGateway;
let demo: oidc.Configuration;
let partner: oidc.Configuration;
let partnerId: string;
let user: TestAccount;
const partnerRedirect = 'https://partner.example/callback';
const demoRedirect = 'http://127.0.0.1:7200/callback';

beforeAll(async () => {
  service = await sharedTestGateway();
  const tenantId = service.gateway.core.tenants.defaultTenantId();
  const registered = await service.gateway.core.oauth.clients.register(systemContext(tenantId, 'test'), {
    name: 'Partner portal',
    kind: 'confidential',
    redirectUris: [partnerRedirect],
    scopes: ['read:pets', 'read:orders'],
  });
  partnerId = registered.client._id;
  partner = await discover(service, partnerId, oidc.ClientSecretBasic(registered.clientSecret ?? ''));
  demo = await discover(service, 'petstore-demo');
  user = await signUp(service.url);
});

/** Tokens of `config` for the user, through the login and consent forms. */
async function tokensOf(config: oidc.Configuration, redirectUri: string, scope: string) {
  const request = await authorizationRequest(config, redirectUri, scope);
  const callback = await authorizeByForms(service.url, request.url, user.username, user.password);
  return oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: request.verifier,
    expectedState: request.state,
  });
}

const withdraw = (clientId: string, token: string) =>
  api(service.url, 'DELETE', `/oauth/consents/${clientId}`, { token });

async function trail(outcome: 'success' | 'denied', action = 'oauth_consent.withdraw') {
  const { accessToken } = await tokensFor(service.url, 'admin');
  const entries = await auditEntries(service.url, accessToken, { actorId: user.userId, outcome });
  return entries.filter((entry) => entry.action === action);
}

describe('consenting to an app', () => {
  it('is audited: the app, the account, what was granted and what its role refused', async () => {
    // A customer asks for write:pets, beyond the role: the consent grants the rest only.
    const tokens = await tokensOf(demo, demoRedirect, 'read:pets write:pets');
    expect(tokens.scope?.split(' ')).not.toContain('write:pets');
    expect(await trail('success', 'oauth_consent.grant')).toEqual([
      expect.objectContaining({
        resource: { type: 'oauth_client', id: 'petstore-demo' },
        actor: expect.objectContaining({ userId: user.userId, role: 'CUSTOMER' }),
        tenantId: service.gateway.core.tenants.defaultTenantId(),
        changes: { before: null, after: { scopes: ['read:pets'], refused: ['write:pets'] } },
      }),
    ]);
  });
});

describe('withdrawing consent to another app (DELETE /oauth/consents/{clientId})', () => {
  it('an app token with only read:pets may not: 403, the other app keeps its grant, audited', async () => {
    const partnerTokens = await tokensOf(partner, partnerRedirect, 'read:pets read:orders');
    const demoTokens = await tokensOf(demo, demoRedirect, 'read:pets');

    const refused = await withdraw(partnerId, demoTokens.access_token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ detail: 'This operation requires the write:user scope.' });
    // The partner's refresh token still works.
    const refreshed = await oidc.refreshTokenGrant(partner, partnerTokens.refresh_token ?? '');
    expect(refreshed.access_token).toBeTruthy();
    expect(await trail('denied')).toEqual([
      expect.objectContaining({
        resource: { type: 'oauth_client', id: partnerId },
        actor: expect.objectContaining({ userId: user.userId }),
        outcome: 'denied',
      }),
    ]);
  });

  it('a token with write:user may: 204, the grant and its refresh tokens end, audited', async () => {
    const partnerTokens = await tokensOf(partner, partnerRedirect, 'read:pets');
    const settings = await tokensOf(demo, demoRedirect, 'read:pets write:user');

    expect((await withdraw(partnerId, settings.access_token)).status).toBe(204);
    expect(await oauthError(oidc.refreshTokenGrant(partner, partnerTokens.refresh_token ?? ''))).toBe(
      'invalid_grant',
    );
    expect(await trail('success')).toEqual([
      expect.objectContaining({ resource: { type: 'oauth_client', id: partnerId }, outcome: 'success' }),
    ]);
  });

  it('an app may always give up its own consent, whatever its scopes', async () => {
    const demoTokens = await tokensOf(demo, demoRedirect, 'read:pets');
    expect((await withdraw('petstore-demo', demoTokens.access_token)).status).toBe(204);
    expect(await oauthError(oidc.refreshTokenGrant(demo, demoTokens.refresh_token ?? ''))).toBe(
      'invalid_grant',
    );
  });
});
