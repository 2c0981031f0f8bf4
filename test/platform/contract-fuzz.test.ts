import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadOpenApiDocument, type OpenApiDocument } from '../../src/adapters/rest/openapi.js';
import { startTestGateway, TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { signUp, tokensFor } from '../helpers/auth.js';
import { ContractValidator } from './openapi-validator.js';
import { sseData } from './contract-client.js';
import type { ArbitraryOptions } from './schema-arbitrary.js';
import { encodeRequest, requestArbitrary, type GeneratedRequest } from './operation-requests.js';

/**
 * Contract fuzzing: for every operation of the served OpenAPI document, requests generated from
 * the document's own schemas (parameters and bodies), sent to the real service anonymously and
 * with the tokens of a customer, a staff member and an administrator. Whatever the request, the
 * service must not fail (no 5xx) and must answer as the document says: a documented status, its
 * headers, its content type and a body (or each event of a stream) matching its schema.
 *
 * The run is reproducible: the seed is fixed (fast-check prints it, with the shrunk request, on
 * a failure). CONTRACT_FUZZ_RUNS and CONTRACT_FUZZ_SEED explore further locally, e.g.
 * `CONTRACT_FUZZ_RUNS=500 CONTRACT_FUZZ_SEED=7 npx vitest run test/platform/contract-fuzz.test.ts`;
 * CONTRACT_FUZZ_REPORT=1 prints the statuses each operation answered (how deep the requests got).
 */
const RUNS = Number(process.env['CONTRACT_FUZZ_RUNS'] ?? 15);
const SEED = Number(process.env['CONTRACT_FUZZ_SEED'] ?? 20261123);

const source = loadOpenApiDocument();
// Deletions last, so that the other operations still meet the resources made for them.
const OPERATIONS = new ContractValidator(source)
  .operations()
  .sort((a, b) => Number(a.startsWith('DELETE ')) - Number(b.startsWith('DELETE ')));

let service: TestGateway;
let validator: ContractValidator;
let served: OpenApiDocument;
const tokens: Record<string, string> = {};
/**
 * Values that exist, by parameter or property name (ids, seeded accounts): generated ones alone
 * would only ever reach 404 or 401.
 */
const known: Record<string, string[]> = {
  username: ['customer', 'staff'],
  password: [TEST_SEED_PASSWORD],
};
let png: Buffer;

// Receiver URLs that refuse at once: webhook deliveries and order callbacks the fuzz causes go
// nowhere and never wait on DNS.
const options: ArbitraryOptions = {
  known,
  formats: {
    uri: fc.constantFrom(
      'http://127.0.0.1:9/hook',
      'http://localhost:9/callback?x=1',
      'https://127.0.0.1:9/',
    ),
  },
};

beforeAll(async () => {
  service = await startTestGateway({
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
    RATE_LIMIT_AUTHENTICATED_PER_MINUTE: '1000000',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
  });
  const response = await fetch(`${service.url}/v1/openapi.json`);
  served = (await response.json()) as OpenApiDocument;
  validator = new ContractValidator(served);
  for (const role of ['customer', 'staff', 'admin'])
    tokens[role] = (await tokensFor(service.url, role)).accessToken;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa5500' } })
    .png()
    .toBuffer();
  await createKnownResources();
}, 60_000);

afterAll(async () => {
  if (process.env['CONTRACT_FUZZ_REPORT'] !== undefined) {
    for (const [key, counts] of statuses) {
      console.log(key, JSON.stringify(Object.fromEntries([...counts].sort(([a], [b]) => a - b))));
    }
  }
  await service?.close();
});

/** What request generation works from, once the service is up. */
function generation() {
  return { document: served, validator, options, known, image: new Uint8Array(png) };
}

async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}` } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(`${service.url}${path}`, init);
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status >= 300)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function createKnownResources(): Promise<void> {
  const staff = tokens['staff'] as string;
  const customer = tokens['customer'] as string;
  const pet = await call('POST', '/v1/pets', staff, { name: 'Fuzzy', species: 'cat', price: '10.00' });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const withPhoto = await call('POST', `/v1/pets/${String(pet['id'])}/images`, staff, form);
  const reserved = await call('POST', '/v1/pets', staff, { name: 'Ordered', species: 'dog', price: '20.00' });
  const order = await call('POST', '/v1/store/orders', customer, { petId: reserved['id'] });
  const webhook = await call('POST', '/v1/webhooks', staff, {
    url: 'http://127.0.0.1:9/hook',
    events: ['payment.success'],
  });
  const other = await signUp(service.url);
  known['petId'] = [String(pet['id']), String(reserved['id'])];
  known['imageId'] = [String((withPhoto['photos'] as string[])[0]?.split('/').pop())];
  known['orderId'] = [String(order['id'])];
  known['webhookId'] = [String(webhook['id'])];
  known['userId'] = [other.userId];
}

/**
 * The 400s a request made from the document may still get: checks the document states in words
 * because JSON Schema cannot express them. Any other 400 means the document calls valid a request
 * the server refuses: the document (or the server) is wrong.
 */
const CHECKS_BEYOND_SCHEMA: { field: RegExp; code: RegExp; why: string }[] = [
  { field: /^cursor$/, code: /^invalid_cursor$/, why: 'a cursor is opaque: only a nextCursor is valid' },
  { field: /^X-Tenant-ID$/, code: /^unknown_tenant$/, why: 'a slug must name an existing tenant' },
  {
    field: /^(redirectUris|serviceAccount|grantTypes|kind)$/,
    code: /^(custom|not_found)$/,
    why: 'a client registration relates its kind, grants, redirect URIs and service account (an account of the tenant)',
  },
  {
    field: /^method\./,
    code: /^(invalid_card_number|invalid_card_length|card_expired|invalid_expiry|invalid_cvc|invalid_routing_number|invalid_account_number)$/,
    why: 'Luhn and ABA checksums, expiry against today',
  },
  { field: /^minAgeMonths$/, code: /^custom$/, why: 'minAgeMonths <= maxAgeMonths relates two parameters' },
  { field: /^scope$/, code: /^invalid_scope$/, why: 'the scopes an account may have depend on its role' },
  { field: /^price$/, code: /^invalid_minor_units$/, why: "a price must fit its currency's minor units" },
  {
    field: /^password$/,
    code: /^weak_password$/,
    why: 'a new password must be hard to guess, as a strength estimator judges it',
  },
];
/** OAuth answers an unknown token or grant with 400 and an RFC 6749 §5.2 error code, not a schema error. */
const OAUTH_ERRORS = new Set(['invalid_grant', 'unsupported_grant_type', 'invalid_request']);

function refusalOfValidRequest(template: string, body: unknown): string[] {
  if (template.startsWith('/oauth/') && OAUTH_ERRORS.has(String((body as { error?: unknown }).error)))
    return [];
  const errors = ((body as { errors?: { field: string; code: string }[] }).errors ?? []).filter(
    (error) =>
      !CHECKS_BEYOND_SCHEMA.some((check) => check.field.test(error.field) && check.code.test(error.code)),
  );
  const hasErrors = Array.isArray((body as { errors?: unknown }).errors);
  if (hasErrors && errors.length === 0 && (body as { errors: unknown[] }).errors.length > 0) return [];
  return [`a request valid by the document was refused with 400: ${JSON.stringify(body).slice(0, 600)}`];
}

/** Statuses answered, per operation: how far into each operation the generated requests got. */
const statuses = new Map<string, Map<number, number>>();

function record(key: string, status: number): void {
  const counts = statuses.get(key) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statuses.set(key, counts);
}

/** Sends one generated request and returns what is wrong with the answer (nothing, if all is well). */
async function exchange(method: string, template: string, request: GeneratedRequest): Promise<string[]> {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.path[name] ?? ''),
  );
  const query = new URLSearchParams(request.query).toString();
  const url = `${service.url}${path}${query === '' ? '' : `?${query}`}`;
  const token = request.caller === 'anonymous' ? undefined : tokens[request.caller];
  const { headers, body } = encodeRequest(request, token);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 15_000);
  try {
    const response = await fetch(url, {
      method: method.toUpperCase(),
      headers,
      body,
      signal: controller.signal,
    });
    record(`${method.toUpperCase()} ${template}`, response.status);
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const problems: string[] = [];
    if (response.status >= 500) problems.push(`server error ${response.status}`);
    if (contentType === 'text/event-stream') {
      problems.push(...validator.check(method, template, response.status, response.headers, undefined));
      if (template === '/v1/events') {
        // A live feed never ends: its status and headers are what can be checked here.
        controller.abort();
        await response.body?.cancel().catch(() => {});
      } else {
        const events = sseData(await response.text()).filter((data) => data !== '[DONE]');
        problems.push(...validator.checkEvents(method, template, response.status, events));
      }
      return problems;
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (/json$/.test(contentType) && text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        problems.push(`a ${contentType} body that is not JSON: ${text.slice(0, 200)}`);
      }
    }
    problems.push(...validator.check(method, template, response.status, response.headers, parsed));
    if (response.status === 400) problems.push(...refusalOfValidRequest(template, parsed));
    if (problems.length > 0) problems.push(`answer: ${response.status} ${text.slice(0, 500)}`);
    return problems;
  } finally {
    clearTimeout(timer);
  }
}

test('the served document has the operations the fuzz covers', () => {
  expect(validator.operations().sort()).toEqual([...OPERATIONS].sort());
});

describe('every operation, fuzzed from the document, answers as the document says and never fails', () => {
  for (const key of OPERATIONS) {
    const [method, template] = key.split(' ') as [string, string];
    test(
      key,
      async () => {
        await fc.assert(
          fc.asyncProperty(
            requestArbitrary(generation(), template, method.toLowerCase()),
            async (request) => {
              const problems = await exchange(method.toLowerCase(), template, request);
              if (problems.length > 0) throw new Error(problems.join('\n'));
            },
          ),
          { numRuns: RUNS, seed: SEED },
        );
      },
      60_000,
    );
  }
});
