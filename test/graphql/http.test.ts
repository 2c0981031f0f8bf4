import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { MAX_REQUEST_BYTES } from '../../src/core/limits/sizes.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { countStoredPets } from '../pets/pet-api.js';
import { graphql, onlyError, readAnswer } from './client.js';

/** Request ids of this run: files share the worker's gateway and its audit trail. */
const RUN = randomUUID();

/** GraphQL over HTTP on the REST port: methods, media types, CSRF, limits, refusals before execution. */
let service: TestGateway;
let endpoint: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  endpoint = `${service.url}/v1/graphql`;
});

const CREATE_PET = 'mutation { createPet(input: { name: "Rex", species: DOG, price: "10.00" }) { id } }';

describe('transport', () => {
  test('a POSTed query answers JSON, with the request id the caller sent', async () => {
    const answer = await graphql(service.url, '{ inventory { total } }', {
      headers: { 'x-request-id': `gql-transport-1-${RUN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('x-request-id')).toBe(`gql-transport-1-${RUN}`);
    expect(answer.data).toEqual({ inventory: { total: expect.any(Number) } });
  });

  test('application/graphql-response+json when the client asks for it', async () => {
    const answer = await graphql(service.url, '{ inventory { total } }', {
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
  });

  test('GET runs queries (with a preflight header, as CSRF prevention asks) but never mutations', async () => {
    const query = encodeURIComponent('{ inventory { total } }');
    const get = await fetch(`${endpoint}?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
    expect((await readAnswer(get)).data).toEqual({ inventory: { total: expect.any(Number) } });

    const before = await countStoredPets(service);
    const mutation = await fetch(`${endpoint}?query=${encodeURIComponent(CREATE_PET)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(mutation.status).toBe(405);
    onlyError(await readAnswer(mutation), 'BAD_REQUEST');
    expect(await countStoredPets(service)).toBe(before);
  });

  test('CSRF prevention: a simple request (a form could send it) is refused before execution', async () => {
    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ inventory { total } }' }),
    });
    expect(answer.status).toBe(400);
    const parsed = await readAnswer(answer);
    expect(parsed.data).toBeUndefined();
    expect(parsed.errors?.[0]?.message).toMatch(/Cross-Site Request Forgery/);
    expect(parsed.errors?.[0]?.extensions.requestId).toEqual(expect.any(String));
  });

  test('syntax and validation errors are 400, told with their code and the request id', async () => {
    const syntax = await graphql(service.url, '{ pets { ');
    expect(syntax.status).toBe(400);
    onlyError(syntax, 'GRAPHQL_PARSE_FAILED');
    const validation = await graphql(service.url, '{ pets { edges { node { noSuchField } } } }');
    expect(validation.status).toBe(400);
    onlyError(validation, 'GRAPHQL_VALIDATION_FAILED');
  });

  test('introspection is on', async () => {
    const answer = await graphql<{ __schema: { queryType: { name: string } } }>(
      service.url,
      '{ __schema { queryType { name } } }',
    );
    expect(answer.data?.__schema.queryType.name).toBe('Query');
  });
});

describe('refusals before execution', () => {
  test('a body past the shared request limit is 413 PAYLOAD_TOO_LARGE', async () => {
    const padding = 'x'.repeat(MAX_REQUEST_BYTES);
    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ inventory { total } } # ${padding}` }),
    });
    expect(answer.status).toBe(413);
    const error = onlyError(await readAnswer(answer), 'PAYLOAD_TOO_LARGE');
    expect(error.extensions['limitBytes']).toBe(MAX_REQUEST_BYTES);
  });

  test('malformed JSON is 400 BAD_USER_INPUT', async () => {
    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(answer.status).toBe(400);
    onlyError(await readAnswer(answer), 'BAD_USER_INPUT');
  });

  test('a stale token is 401 UNAUTHENTICATED with the Bearer challenge, nothing executed', async () => {
    const before = await countStoredPets(service);
    const answer = await graphql(service.url, CREATE_PET, { token: 'not.a.valid-token' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(answer.data).toBeUndefined();
    onlyError(answer, 'UNAUTHENTICATED');
    expect(await countStoredPets(service)).toBe(before);
  });

  test('an unknown X-Tenant-ID is 400 BAD_USER_INPUT naming the header, as REST does', async () => {
    const answer = await graphql(service.url, '{ inventory { total } }', {
      headers: { 'x-tenant-id': 'nope' },
    });
    expect(answer.status).toBe(400);
    const error = onlyError(answer, 'BAD_USER_INPUT');
    expect(error.extensions['errors']).toEqual([
      { field: 'X-Tenant-ID', message: 'No tenant has this slug.', code: 'unknown_tenant' },
    ]);
  });
});
