import { randomInt, randomUUID } from 'node:crypto';
import type { Gateway } from '../../src/gateway.js';
import type { Role } from '../../src/core/context.js';
import { systemContext } from '../../src/core/context.js';
import type { User } from '../../src/core/users/model.js';
import { TEST_SEED_PASSWORD, timesStartedAt, type TestGateway } from './gateway.js';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  scope: string;
}

export interface TestAccount extends Tokens {
  userId: string;
  username: string;
  email: string;
  password: string;
  tenantId: string;
}

/** `{ Authorization: 'Bearer …' }`, plus `X-Tenant-ID` when given. */
export function bearer(accessToken: string, tenantId?: string): Record<string, string> {
  return {
    authorization: `Bearer ${accessToken}`,
    ...(tenantId === undefined ? {} : { 'x-tenant-id': tenantId }),
  };
}

/**
 * A strong password for a new test account: 16 random letters. The strength check judges such a
 * run in a few milliseconds, where a UUID's digits make it try letter-for-digit substitutions for
 * about 60 ms of CPU a sign-up, and the suite signs up hundreds of accounts.
 */
export function newPassword(): string {
  return Array.from({ length: 16 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

/** A username no other test uses (3..50 of `[a-zA-Z0-9_.-]`). */
export function uniqueUsername(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/**
 * `POST /v1/auth/tokens` as `username` (the seeded `admin`, `staff`, `customer` by default use
 * TEST_SEED_PASSWORD). Throws with the response body when the login fails. Logins are limited to
 * 10/min per address and username: a file that logs in as one account more often should reuse the
 * tokens (see `tokensFor`) or start its gateway with RATE_LIMIT_LOGIN_PER_MINUTE raised.
 */
export async function login(
  url: string,
  username: string,
  password: string = TEST_SEED_PASSWORD,
  tenantId?: string,
): Promise<Tokens> {
  const response = await fetch(`${url}/v1/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(tenantId ? { 'x-tenant-id': tenantId } : {}) },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 201) {
    throw new Error(`login as ${username} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return {
    accessToken: body['accessToken'] as string,
    refreshToken: body['refreshToken'] as string,
    scope: body['scope'] as string,
  };
}

/**
 * Logins are reused for five minutes, a third of an access token's default lifetime: the door tier
 * keeps this module loaded from file to file, so one worker's files share a gateway and this cache
 * for longer than a token lives.
 */
const REUSE_MS = 5 * 60_000;
const cachedTokens = new Map<string, { tokens: Promise<Tokens>; at: number }>();

/** `login`, once per gateway and account: for seeded accounts used by many tests of a file. */
export function tokensFor(url: string, username: string, tenantId?: string): Promise<Tokens> {
  const key = `${url}#${timesStartedAt(url)}|${tenantId ?? ''}|${username}`;
  const cached = cachedTokens.get(key);
  if (cached !== undefined && Date.now() - cached.at < REUSE_MS) return cached.tokens;
  const tokens = login(url, username, TEST_SEED_PASSWORD, tenantId);
  tokens.catch(() => cachedTokens.delete(key));
  cachedTokens.set(key, { tokens, at: Date.now() });
  return tokens;
}

/** The access tokens of seeded accounts, one per username in the order given (via `tokensFor`). */
export async function accessTokensFor<const Names extends readonly string[]>(
  url: string,
  ...usernames: Names
): Promise<{ -readonly [K in keyof Names]: string }> {
  const tokens = await Promise.all(usernames.map((username) => tokensFor(url, username)));
  return tokens.map((each) => each.accessToken) as { -readonly [K in keyof Names]: string };
}

/** Signs up a fresh CUSTOMER over HTTP (public sign-up) and logs it in. */
export async function signUp(
  url: string,
  overrides: Record<string, unknown> = {},
  tenantId?: string,
): Promise<TestAccount> {
  const username = uniqueUsername('customer');
  const input = {
    username,
    email: `${username}@example.test`,
    password: newPassword(),
    ...overrides,
  } as { username: string; email: string; password: string };
  const response = await fetch(`${url}/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(tenantId ? { 'x-tenant-id': tenantId } : {}) },
    body: JSON.stringify(input),
  });
  const user = (await response.json()) as Record<string, unknown>;
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(user)}`);
  const tokens = await login(url, input.username, input.password, tenantId);
  return {
    ...tokens,
    userId: user['id'] as string,
    username: user['username'] as string,
    email: user['email'] as string,
    password: input.password,
    tenantId: user['tenantId'] as string,
  };
}

/**
 * Creates an account of any role directly through the core (STAFF and ADMIN accounts have no
 * public sign-up; the core lets seeding and administrators create them), then logs it in.
 */
export async function createAccount(
  gateway: TestGateway | Gateway,
  tenantId: string,
  role: Role,
  overrides: Record<string, unknown> = {},
): Promise<TestAccount> {
  const core = 'gateway' in gateway ? gateway.gateway.core : gateway.core;
  const username = uniqueUsername(role.toLowerCase());
  const password = newPassword();
  const user: User = await core.users.createAccount(
    systemContext(tenantId, 'test'),
    { username, email: `${username}@example.test`, password, ...overrides },
    role,
  );
  const tokens = await login(gateway.url, user.username, password, tenantId);
  return { ...tokens, userId: user.id, username: user.username, email: user.email, password, tenantId };
}

/** A second tenant with its own STAFF (or ADMIN) account, for tenant-isolation tests. */
export async function createTenantWithStaff(
  gateway: TestGateway | Gateway,
  role: Role = 'STAFF',
): Promise<{ tenantId: string; account: TestAccount }> {
  const core = 'gateway' in gateway ? gateway.gateway.core : gateway.core;
  const slug = `shelter-${randomUUID().slice(0, 8)}`;
  const tenant = await core.tenants.create(`Shelter ${slug}`, slug);
  const account = await createAccount(gateway, tenant._id, role);
  return { tenantId: tenant._id, account };
}
