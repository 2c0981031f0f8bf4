import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoorFacts } from '../../src/core/access/doorway.js';
import { signUp } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';

const LOGIN_LIMIT = 3;
let service: TestGateway;

beforeAll(async () => {
  service = await startTestGateway({
    RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGIN_LIMIT),
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000',
  });
});
afterAll(() => service.close());

/** The facts of a call presenting a password, as a door would hand them over. */
function withPassword(username: string, password: string, more: Partial<DoorFacts> = {}): DoorFacts {
  return {
    protocol: 'soap',
    ip: '127.0.0.1',
    requestId: `password-${randomUUID()}`,
    bearer: { kind: 'password', username, password },
    ...more,
  };
}

const db = () => service.gateway.database.connection;
const lastLoginAt = async (userId: string) =>
  (
    await db()
      .collection('users')
      .findOne({ _id: userId as never })
  )?.['lastLoginAt'] as Date | undefined;
const admit = (facts: DoorFacts) => service.gateway.core.doorway.admit(facts);

describe('the password credential of the shared admission step', () => {
  it('admits the account by username or email with its role scopes, issuing and recording nothing', async () => {
    const account = await signUp(service.url);
    const auditBefore = await db().collection('audit_logs').countDocuments({ 'resource.id': account.userId });
    const loggedInAt = await lastLoginAt(account.userId);
    expect(loggedInAt).toBeInstanceOf(Date);
    const refreshBefore = await db().collection('refresh_tokens').countDocuments({ userId: account.userId });
    for (let i = 0; i < LOGIN_LIMIT + 2; i += 1) {
      const name = i % 2 === 0 ? account.username.toUpperCase() : account.email;
      const caller = await admit(withPassword(name, account.password));
      expect(caller.principal).toMatchObject({ userId: account.userId, role: 'CUSTOMER' });
      expect(caller.principal?.scopes).toContain('write:orders');
      expect(caller.principal?.tokenId).toBeUndefined();
      expect(caller).toMatchObject({ tenantSource: 'token', protocol: 'soap' });
    }
    expect(await db().collection('refresh_tokens').countDocuments({ userId: account.userId })).toBe(
      refreshBefore,
    );
    expect(await db().collection('audit_logs').countDocuments({ 'resource.id': account.userId })).toBe(
      auditBefore,
    );
    // Not logins: the account's lastLoginAt is still signUp's.
    expect(await lastLoginAt(account.userId)).toEqual(loggedInAt);
    // Successes spent no login budget: REST still logs in.
    const login = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: account.username, password: account.password },
    });
    expect(login.status).toBe(201);
  });

  it('refuses a wrong password as a failed login: audited, and throttled in the login bucket', async () => {
    const account = await signUp(service.url);
    const facts = withPassword(account.username, 'wrong');
    await expect(admit(facts)).rejects.toMatchObject({ kind: 'unauthenticated' });
    const entry = await db().collection('audit_logs').findOne({ requestId: facts.requestId });
    expect(entry).toMatchObject({
      action: 'auth.login',
      outcome: 'failure',
      protocol: 'soap',
      resource: { id: account.userId },
    });
    await expect(admit(withPassword(account.username, 'wrong again'))).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    // signUp's login and two guesses: the third point is gone, right password or not.
    await expect(admit(withPassword(account.username, account.password))).rejects.toMatchObject({
      kind: 'rate_limited',
    });
  });

  it('does not check a password against any tenant when the tenant hint is malformed', async () => {
    const account = await signUp(service.url);
    const facts = withPassword(account.username, 'wrong', { tenantHint: 'not-a-tenant' });
    await expect(admit(facts)).rejects.toMatchObject({ kind: 'validation' });
    expect(await db().collection('audit_logs').countDocuments({ requestId: facts.requestId })).toBe(0);
  });

  it('looks the name up in the tenant hinted only', async () => {
    const account = await signUp(service.url);
    const elsewhere = withPassword(account.username, account.password, { tenantHint: randomUUID() });
    await expect(admit(elsewhere)).rejects.toMatchObject({ kind: 'unauthenticated' });
  });
});
