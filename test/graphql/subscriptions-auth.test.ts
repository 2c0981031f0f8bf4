import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { login } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { graphql, onlyError } from './client.js';
import { Collected, wsClient } from './ws-client.js';

/** Who may open a graphql-ws socket, how long it lasts, and the limits of what it runs. */
let service: TestGateway;

/** Access tokens live 2 s here, so a subscription outlives its token within the test. */
beforeAll(async () => {
  service = await startTestGateway({ ACCESS_TOKEN_TTL_SECONDS: '2' });
});
afterAll(() => service.close());

const PETS = 'subscription { petStatusChanged { petId status } }';

describe('the socket', () => {
  test('a bad token is refused at connection_init: closed with 4403 and the error code', async () => {
    const client = wsClient(service.url, { authorization: 'Bearer not-a-token' });
    try {
      const watch = new Collected(client, PETS);
      await watch.end();
      expect(watch.closeEvent?.code).toBe(4403);
      expect(watch.closeEvent?.reason).toMatch(/^UNAUTHENTICATED: /);
    } finally {
      await client.dispose();
    }
  });

  test('a subscription ends when its access token expires: the socket closes with 4401', async () => {
    const { accessToken } = await login(service.url, 'staff');
    const client = wsClient(service.url, { authorization: `Bearer ${accessToken}` });
    try {
      const watch = new Collected(client, PETS);
      await watch.end(10_000);
      expect(watch.closeEvent).toEqual({
        code: 4401,
        reason: 'UNAUTHENTICATED: The access token has expired.',
      });
      expect(watch.completed).toBe(false);
    } finally {
      await client.dispose();
    }
  });

  test('the host check of the HTTP doors applies to the upgrade', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(
        `${service.url.replace(/^http/, 'ws')}/v1/graphql`,
        'graphql-transport-ws',
        {
          headers: { host: 'evil.example' },
        },
      );
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => reject(new Error('opened')));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(400);
  });
});

describe('limits and errors of operations over the socket', () => {
  test('depth beyond 10 is GRAPHQL_VALIDATION_FAILED before anything runs', async () => {
    // Introspection types nest as deep as asked (subscriptions hold one root field and no cycles).
    let selection = 'name';
    for (let level = 1; level < 12; level += 1) selection = `ofType { ${selection} }`;
    const client = wsClient(service.url);
    try {
      const watch = new Collected(client, `{ __type(name: "Pet") { fields { type { ${selection} } } } }`);
      await watch.end();
      expect(watch.results).toEqual([]);
      expect(watch.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
      expect(watch.errors?.[0]?.message).toMatch(/depth/i);
    } finally {
      await client.dispose();
    }
  });

  test('a subscription sent over HTTP is refused, pointing to the socket', async () => {
    const answer = await graphql(service.url, PETS);
    const error = onlyError(answer, 'BAD_USER_INPUT');
    expect(error.extensions['errors']).toEqual([expect.objectContaining({ code: 'subscription_over_http' })]);
  });

  test('a syntax error is GRAPHQL_PARSE_FAILED with a request id', async () => {
    const client = wsClient(service.url);
    try {
      const watch = new Collected(client, 'subscription { petStatusChanged {');
      await watch.end();
      expect(watch.errors?.[0]?.extensions).toMatchObject({
        code: 'GRAPHQL_PARSE_FAILED',
        requestId: expect.any(String),
      });
    } finally {
      await client.dispose();
    }
  });

  test('too many aliases is GRAPHQL_VALIDATION_FAILED', async () => {
    const client = wsClient(service.url);
    try {
      const aliases = Array.from({ length: 31 }, (_, n) => `a${n}: petId`).join(' ');
      const watch = new Collected(client, `subscription { petStatusChanged { ${aliases} } }`);
      await watch.end();
      expect(watch.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    } finally {
      await client.dispose();
    }
  });

  test('an operation beyond the cost budget is BAD_USER_INPUT too_costly', async () => {
    const client = wsClient(service.url);
    try {
      const watch = new Collected(
        client,
        'query { pets(first: 100) { edges { node { medicalInfo { vaccinated } } } } a: pets(first: 100) { edges { node { medicalInfo { vaccinated } } } } b: pets(first: 100) { edges { node { medicalInfo { vaccinated } } } } c: pets(first: 100) { edges { node { medicalInfo { vaccinated } } } } }',
      );
      await watch.end();
      expect(watch.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        errors: [expect.objectContaining({ code: 'too_costly' })],
      });
    } finally {
      await client.dispose();
    }
  });
});
