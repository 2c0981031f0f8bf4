import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { Keyring, signingKeyModel } from '../../src/core/auth/signing-keys.js';

/** Runs `start` while collecting what the process writes to stdout (the one-time banner). */
async function capturingStdout<T>(start: () => Promise<T>): Promise<{ result: T; output: string }> {
  const original = process.stdout.write.bind(process.stdout);
  let output = '';
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return original(chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    return { result: await start(), output };
  } finally {
    process.stdout.write = original;
  }
}

describe('first start on an empty database, then a restart', () => {
  let dataDir: string;
  // A fixed issuer: the ephemeral port changes between the two starts, the tokens' issuer must not.
  const env = () => ({
    EMBEDDED_DB_MEMORY: 'false',
    DATA_DIR: dataDir,
    SEED_PASSWORD: '',
    TOKEN_ISSUER: 'https://petstore.test',
  });
  let first: { service: TestGateway; output: string };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'petstore-first-start-'));
    const started = await capturingStdout(() => startTestGateway(env()));
    first = { service: started.result, output: started.output };
  });
  afterAll(async () => {
    await first.service.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds admin, staff and customer with a random password printed once, then keeps data and keys on restart', async () => {
    const match = /Password \(shown once, never again\): (\S+)/.exec(first.output);
    expect(match).not.toBeNull();
    const password = match?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);

    const roles: Record<string, unknown> = {};
    let adminToken = '';
    for (const username of ['admin', 'staff', 'customer']) {
      const login = await api(first.service.url, 'POST', '/v1/auth/tokens', { body: { username, password } });
      expect(login.status).toBe(201);
      const me = await api(first.service.url, 'GET', '/v1/users/me', {
        token: String(login.body['accessToken']),
      });
      roles[username] = me.body['role'];
      if (username === 'admin') adminToken = String(login.body['accessToken']);
    }
    expect(roles).toEqual({ admin: 'ADMIN', staff: 'STAFF', customer: 'CUSTOMER' });
    const { keys: keysBefore } = (await api(first.service.url, 'GET', '/oauth/jwks')).body as {
      keys: { kid: string }[];
    };
    await first.service.close();

    const restarted = await capturingStdout(() => startTestGateway(env()));
    const second = restarted.result;
    try {
      expect(restarted.output).not.toContain('shown once');
      expect(restarted.output).not.toContain(password);
      // The same persisted key: a token issued before the restart is still good.
      const { keys: keysAfter } = (await api(second.url, 'GET', '/oauth/jwks')).body as {
        keys: { kid: string }[];
      };
      expect(keysAfter.map((key) => key.kid)).toEqual(keysBefore.map((key) => key.kid));
      const me = await api(second.url, 'GET', '/v1/users/me', { token: adminToken });
      expect(me.status).toBe(200);
      expect(me.body['username']).toBe('admin');
      const users = await second.gateway.database.connection
        .collection('users')
        .countDocuments({ username: 'admin' });
      expect(users).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('seeding switched off', () => {
  it('SEED_DEMO_DATA=false starts with no accounts', async () => {
    const service = await startTestGateway({ SEED_DEMO_DATA: 'false' });
    try {
      const login = await api(service.url, 'POST', '/v1/auth/tokens', {
        body: { username: 'admin', password: 'correct-horse-battery-staple' },
      });
      expect(login.status).toBe(401);
      expect(await service.gateway.database.connection.collection('users').countDocuments({})).toBe(0);
    } finally {
      await service.close();
    }
  });
});

describe('signing key creation', () => {
  it('two processes creating the first key at once end up signing with the same key', async () => {
    const service = await startTestGateway({ SEED_DEMO_DATA: 'false' });
    try {
      // A fresh database on the same server: as if two gateways started on it together.
      const connection = service.gateway.database.connection.useDb(`keyring-race-${Date.now()}`);
      const keys = signingKeyModel(connection);
      await keys.createIndexes();
      const [a, b] = await Promise.all([Keyring.load(keys), Keyring.load(keys)]);
      expect(a.kid).toBe(b.kid);
      expect(await keys.countDocuments({})).toBe(1);
      await connection.dropDatabase();
    } finally {
      await service.close();
    }
  });
});
