import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallerContext } from '../../src/core/context.js';
import { signUp, tokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { envelope, postSoap, type SoapVersion } from './soap-client.js';

const LOGIN_LIMIT = 3;
let service: TestGateway;

beforeAll(async () => {
  service = await startTestGateway({
    RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGIN_LIMIT),
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await service.close();
});

function usernameToken(username: string, password: string): string {
  const wsse = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
  return (
    `<wsse:Security xmlns:wsse="${wsse}"><wsse:UsernameToken><wsse:Username>${username}</wsse:Username>` +
    `<wsse:Password>${password}</wsse:Password></wsse:UsernameToken></wsse:Security>`
  );
}

const inventory = (version: SoapVersion, username: string, password: string, requestId?: string) =>
  postSoap(
    service.url,
    version,
    'GetInventory',
    envelope(version, '<p:GetInventory/>', usernameToken(username, password)),
    requestId === undefined ? {} : { 'x-request-id': requestId },
  );

const faultCode = (text: string) => /<code>([A-Z_]+)<\/code>/.exec(text)?.[1];

const restLogin = (username: string, password: string) =>
  api(service.url, 'POST', '/v1/auth/tokens', { body: { username, password } });

const db = () => service.gateway.database.connection;

describe('WS-Security UsernameToken through the shared admission step', () => {
  it('many good calls in a row neither spend the login budget nor issue refresh tokens', async () => {
    const staff = await tokensFor(service.url, 'staff');
    const staffId = (await service.gateway.core.authenticator.verify(staff.accessToken)).userId;
    const refreshBefore = await db().collection('refresh_tokens').countDocuments({ userId: staffId });
    const loginsBefore = await db().collection('audit_logs').countDocuments({ action: 'auth.login' });
    for (let i = 0; i < LOGIN_LIMIT * 3; i += 1) {
      const answer = await inventory(i % 2 === 0 ? '1.1' : '1.2', 'staff', 'correct-horse-battery-staple');
      expect(answer.status, answer.text).toBe(200);
      expect(answer.text).toContain('<GetInventoryResponse');
      // The account's general budget was charged, not the login bucket.
      expect(answer.headers.get('ratelimit-policy')).toBe('600;w=60');
    }
    expect(await db().collection('refresh_tokens').countDocuments({ userId: staffId })).toBe(refreshBefore);
    expect(await db().collection('audit_logs').countDocuments({ action: 'auth.login' })).toBe(loginsBefore);
    // The login throttle of the account is untouched: REST logs in at once.
    expect((await restLogin('staff', 'correct-horse-battery-staple')).status).toBe(201);
  });

  it('a wrong password is a Client / Sender UNAUTHENTICATED fault, audited and throttled as REST login', async () => {
    const account = await signUp(service.url); // one REST login: one point of the budget spent
    const wrong11 = await inventory('1.1', account.username, 'not-the-password', 'soap-wrong-password');
    expect(wrong11.status).toBe(500);
    expect(wrong11.text).toContain('<faultcode>soap:Client</faultcode>');
    expect(faultCode(wrong11.text)).toBe('UNAUTHENTICATED');
    const wrong12 = await inventory('1.2', account.email, 'not-the-password');
    expect(wrong12.status).toBe(400);
    expect(wrong12.text).toMatch(/<env:Value>env:Sender<\/env:Value>/);
    expect(faultCode(wrong12.text)).toBe('UNAUTHENTICATED');

    const entry = await db()
      .collection('audit_logs')
      .findOne({ action: 'auth.login', correlationId: 'soap-wrong-password' });
    expect(entry).toMatchObject({
      protocol: 'soap',
      outcome: 'failure',
      resource: { type: 'user', id: account.userId },
      changes: { after: { reason: 'invalid_credentials' } },
    });

    // signUp's login and the two SOAP guesses spent the account's three points: REST is refused
    // even with the right password, and so is SOAP.
    expect((await restLogin(account.username, account.password)).status).toBe(429);
    const throttled = await inventory('1.1', account.username, account.password);
    expect(faultCode(throttled.text)).toBe('RATE_LIMITED');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('REST guesses throttle SOAP calls of the same account too', async () => {
    const account = await signUp(service.url);
    for (let i = 0; i < LOGIN_LIMIT - 1; i += 1) {
      expect((await restLogin(account.username, `wrong-${i}`)).status).toBe(401);
    }
    expect(faultCode((await inventory('1.2', account.username, account.password)).text)).toBe('RATE_LIMITED');
  });

  it('refuses a suspended account (FORBIDDEN with the right password, as REST login)', async () => {
    const account = await signUp(service.url);
    const admin = await service.gateway.core.authenticator.verify(
      (await tokensFor(service.url, 'admin')).accessToken,
    );
    const adminCaller: CallerContext = {
      principal: admin,
      tenantId: admin.tenantId,
      tenantSource: 'token',
      requestId: 'soap-suspend',
      protocol: 'rest',
      ip: '127.0.0.1',
    };
    await service.gateway.core.users.setStatus(adminCaller, account.userId, 'SUSPENDED', 'abuse');
    const refused = await inventory('1.2', account.username, account.password);
    expect(refused.status).toBe(400);
    expect(faultCode(refused.text)).toBe('FORBIDDEN');
    expect(refused.text).toContain('suspended');
  });

  it('refuses two UsernameTokens in one Security header, or two names in one token, in 1.1 and 1.2', async () => {
    const wsse = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
    const token = (inner: string) => `<wsse:UsernameToken>${inner}</wsse:UsernameToken>`;
    const name = (value: string) => `<wsse:Username>${value}</wsse:Username>`;
    const password = (value: string) => `<wsse:Password>${value}</wsse:Password>`;
    const good = 'correct-horse-battery-staple';
    const headers = [
      // The first token is a good one: it must not be used while another rides along.
      token(name('staff') + password(good)) + token(name('admin') + password('a-guess')),
      token(name('staff') + name('admin') + password(good)),
      token(name('staff') + password(good) + password('a-guess')),
    ];
    for (const version of ['1.1', '1.2'] as const) {
      for (const inside of headers) {
        const security = `<wsse:Security xmlns:wsse="${wsse}">${inside}</wsse:Security>`;
        const answer = await postSoap(
          service.url,
          version,
          'GetInventory',
          envelope(version, '<p:GetInventory/>', security),
        );
        expect(answer.status, answer.text).toBe(version === '1.1' ? 500 : 400);
        expect(answer.text).not.toContain('<GetInventoryResponse');
        expect(answer.text).toMatch(
          version === '1.1' ? /<faultcode>soap:Client<\/faultcode>/ : /<env:Value>env:Sender<\/env:Value>/,
        );
        expect(faultCode(answer.text)).toBe('UNAUTHENTICATED');
      }
    }
  });
});
