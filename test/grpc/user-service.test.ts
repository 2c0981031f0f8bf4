import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { uniqueUsername } from '../helpers/auth.js';
import { api } from '../helpers/json-api.js';
import {
  failedCall,
  metadataOf,
  petstoreClients,
  unaryCall,
  withToken,
  type PetstoreClients,
} from './grpc-client.js';

let service: TestGateway;
let clients: PetstoreClients;

const PASSWORD = 'a-long-and-unusual-passphrase-42';

async function signUp(): Promise<{ user: Record<string, unknown>; token: string }> {
  const username = uniqueUsername('grpc');
  const { response: user } = await unaryCall(clients.users, 'CreateUser', {
    user: { username, email: `${username}@example.com`, firstName: 'Grace' },
    password: PASSWORD,
  });
  const { response: grant } = await unaryCall(clients.users, 'CreateToken', { username, password: PASSWORD });
  return { user, token: String(grant['accessToken']) };
}

beforeAll(async () => {
  service = await sharedTestGateway();
  clients = petstoreClients(service.grpcAddress);
});
afterAll(async () => {
  clients.close();
});

describe('UserService', () => {
  it('signs up a customer, issues a token, and reads the account with it (GetMe, GetUser, REST)', async () => {
    const { user, token } = await signUp();
    expect(user).toMatchObject({ firstName: 'Grace', role: 'ROLE_CUSTOMER', status: 'USER_STATUS_ACTIVE' });
    expect(user).not.toHaveProperty('password');
    const me = await unaryCall(clients.users, 'GetMe', {}, withToken(token));
    expect(me.response).toEqual(user);
    const byId = await unaryCall(clients.users, 'GetUser', { userId: user['id'] }, withToken(token));
    expect(byId.response).toEqual(user);
    const rest = await api(service.url, 'GET', '/v1/users/me', { token });
    expect(rest.body).toMatchObject({ id: user['id'], username: user['username'], role: 'CUSTOMER' });
  });

  it('issues a token for the seeded staff account, with its scopes', async () => {
    const { response } = await unaryCall(clients.users, 'CreateToken', {
      username: 'staff',
      password: TEST_SEED_PASSWORD,
    });
    expect(response).toMatchObject({ tokenType: 'Bearer' });
    expect(String(response['scope'])).toContain('write:pets');
    expect(Number(response['expiresIn'])).toBeGreaterThan(0);
  });

  it('refuses a wrong password with UNAUTHENTICATED', async () => {
    const refused = await failedCall(clients.users, 'CreateToken', {
      username: 'staff',
      password: 'not-the-password',
    });
    expect(refused.code).toBe(grpc.status.UNAUTHENTICATED);
    expect(refused.rich.errorInfo?.reason).toBe('UNAUTHENTICATED');
  });

  it('updates the masked fields only, clearing a masked personal field left unset', async () => {
    const { user, token } = await signUp();
    const { response } = await unaryCall(
      clients.users,
      'UpdateUser',
      {
        user: { id: user['id'], lastName: 'Hopper', email: 'ignored@example.com' },
        updateMask: { paths: ['last_name', 'first_name'] },
      },
      withToken(token),
    );
    expect(response).toMatchObject({ lastName: 'Hopper', email: user['email'] });
    expect(response['firstName']).toBeUndefined();
  });

  it('names invalid sign-up fields in the request’s terms', async () => {
    const refused = await failedCall(clients.users, 'CreateUser', {
      user: { username: uniqueUsername('bad'), email: 'not-an-email' },
      password: 'short',
    });
    expect(refused.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(refused.rich.badRequest?.fieldViolations.map((violation) => violation.field).sort()).toEqual([
      'password',
      'user.email',
    ]);
  });

  it('deletes one’s own account, after which its token no longer admits', async () => {
    const { user, token } = await signUp();
    await unaryCall(clients.users, 'DeleteUser', { userId: user['id'] }, withToken(token));
    const after = await failedCall(clients.users, 'GetMe', {}, withToken(token));
    expect(after.code).toBe(grpc.status.UNAUTHENTICATED);
    const anonymous = await failedCall(clients.users, 'GetMe', {}, metadataOf());
    expect(anonymous.code).toBe(grpc.status.UNAUTHENTICATED);
  });
});
