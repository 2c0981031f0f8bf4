import { beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { uniqueUsername } from '../helpers/auth.js';
import { api } from '../helpers/json-api.js';

let service: TestGateway;
beforeAll(async () => {
  // Sign-ups and logins are anonymous requests: more of them than the default budget of 60/min.
  service = await sharedTestGateway();
});

function newUser(overrides: Record<string, unknown> = {}) {
  const username = uniqueUsername('signup');
  return { username, email: `${username}@example.test`, password: 'a-long-enough-password', ...overrides };
}

describe('public sign-up (POST /v1/users)', () => {
  it('creates a CUSTOMER and answers 201 with Location and the user, never the password', async () => {
    const input = newUser({
      firstName: 'Nina',
      lastName: 'Novak',
      phone: '+386 1 234 5678',
      email: 'Nina.X@Example.TEST',
    });
    const response = await api(service.url, 'POST', '/v1/users', { body: input });

    expect(response.status).toBe(201);
    const user = response.body;
    expect(response.headers.get('location')).toBe(`${service.url}/v1/users/${String(user['id'])}`);
    expect(Object.keys(user).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'phone',
        'role',
        'status',
        'tenantId',
        'updatedAt',
        'username',
      ].sort(),
    );
    expect(user).toMatchObject({
      username: input.username,
      email: 'nina.x@example.test',
      firstName: 'Nina',
      lastName: 'Novak',
      phone: '+386 1 234 5678',
      role: 'CUSTOMER',
      status: 'ACTIVE',
      tenantId: service.gateway.core.tenants.defaultTenantId(),
    });
    expect(String(user['id'])).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(new Date(String(user['createdAt'])).toISOString()).toBe(user['createdAt']);
    expect(JSON.stringify(user)).not.toContain('a-long-enough-password');
    expect(JSON.stringify(user)).not.toMatch(/argon2|hash/i);
  });

  it('stores the password as an argon2id hash', async () => {
    const input = newUser();
    const response = await api(service.url, 'POST', '/v1/users', { body: input });
    const stored = await service.gateway.database.connection
      .collection('users')
      .findOne({ _id: response.body['id'] as never });
    expect(String(stored?.['passwordHash'])).toMatch(/^\$argon2id\$/);
  });

  it('a taken username gets 409, whatever its case', async () => {
    const first = newUser();
    expect((await api(service.url, 'POST', '/v1/users', { body: first })).status).toBe(201);
    const again = newUser({ username: first.username.toUpperCase() });
    const response = await api(service.url, 'POST', '/v1/users', { body: again });
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.body).toMatchObject({ status: 409, field: 'username' });
  });

  it('a taken email gets 409, whatever its case', async () => {
    const first = newUser();
    expect((await api(service.url, 'POST', '/v1/users', { body: first })).status).toBe(201);
    const response = await api(service.url, 'POST', '/v1/users', {
      body: newUser({ email: first.email.toUpperCase() }),
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ status: 409, field: 'email' });
  });

  it('invalid fields get 400 with one error per field', async () => {
    const response = await api(service.url, 'POST', '/v1/users', {
      body: { username: 'a b', email: 'not-an-email', password: 'short' },
    });
    expect(response.status).toBe(400);
    expect(response.body['type']).toBe('https://petstore-gateway.dev/problems/validation-error');
    const fields = (response.body['errors'] as { field: string }[]).map((error) => error.field).sort();
    expect(fields).toEqual(['email', 'password', 'username']);
  });

  it('a weak password is 400 with advice on the password field, and creates nobody', async () => {
    for (const password of ['aaaaaaaaaaaa', 'password1234', 'qwertyuiop12', '123456789012', 'abcdefghijkl']) {
      const input = newUser({ password });
      const response = await api(service.url, 'POST', '/v1/users', { body: input });
      expect(response.status, password).toBe(400);
      expect(response.body['errors'], password).toEqual([
        {
          field: 'password',
          code: 'weak_password',
          message: expect.stringMatching(/too easy to guess.+\S/),
        },
      ]);
      const login = await api(service.url, 'POST', '/v1/auth/tokens', {
        body: { username: input.username, password },
      });
      expect(login.status).toBe(401);
    }
  });

  it("a password built from the account's own names is weak too", async () => {
    const username = uniqueUsername('marmaduke');
    const response = await api(service.url, 'POST', '/v1/users', {
      body: { username, email: `${username}@example.test`, password: `${username}1`, firstName: 'Marmaduke' },
    });
    expect(response.status).toBe(400);
    expect(response.body['errors']).toEqual([
      expect.objectContaining({ field: 'password', code: 'weak_password' }),
    ]);
  });

  it('a missing required field gets 400 naming it', async () => {
    const { password: _password, ...withoutPassword } = newUser();
    const response = await api(service.url, 'POST', '/v1/users', { body: withoutPassword });
    expect(response.status).toBe(400);
    expect(response.body['errors']).toEqual([expect.objectContaining({ field: 'password' })]);
  });

  it('a role in the sign-up body is an unknown field (400): nobody signs up as staff', async () => {
    const input = newUser({ role: 'ADMIN' });
    const response = await api(service.url, 'POST', '/v1/users', { body: input });
    expect(response.status).toBe(400);
    expect(response.body['errors']).toEqual([
      expect.objectContaining({ field: 'role', code: 'unknown_field' }),
    ]);
    const login = await api(service.url, 'POST', '/v1/auth/tokens', {
      body: { username: input.username, password: input.password },
    });
    expect(login.status).toBe(401);
  });

  it('a __proto__ key is rejected with 400 and creates nobody', async () => {
    const input = newUser();
    const raw = `{"username":"${input.username}","email":"${input.email}","password":"${input.password}","__proto__":{"role":"ADMIN"}}`;
    const response = await api(service.url, 'POST', '/v1/users', {
      rawBody: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body['errors']).toEqual([
      expect.objectContaining({ field: '__proto__', code: 'forbidden_key' }),
    ]);
    const count = await service.gateway.database.connection
      .collection('users')
      .countDocuments({ username: input.username });
    expect(count).toBe(0);
  });

  it('an operator in a field is rejected with 400', async () => {
    const response = await api(service.url, 'POST', '/v1/users', {
      body: newUser({ email: { $gt: '' } }),
    });
    expect(response.status).toBe(400);
    expect(response.body['errors']).toEqual([
      expect.objectContaining({ field: 'email.$gt', code: 'forbidden_key' }),
    ]);
  });

  it('malformed JSON gets 400 and a non-JSON body 415', async () => {
    const malformed = await api(service.url, 'POST', '/v1/users', {
      rawBody: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const form = await api(service.url, 'POST', '/v1/users', {
      rawBody: 'username=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('signing up into a tenant that does not exist gets 404', async () => {
    const response = await api(service.url, 'POST', '/v1/users', {
      body: newUser(),
      headers: { 'x-tenant-id': '01900000-0000-7000-8000-000000000000' },
    });
    expect(response.status).toBe(404);
  });
});
