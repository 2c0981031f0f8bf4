import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { envelope, postSoap } from './soap-client.js';
import { capturedLogLines } from '../helpers/log-lines.js';

/** Request ids of this run: files share the worker's gateway and its audit trail. */
const RUN = randomUUID();

let service: TestGateway;
let staffToken: string;

/** What the service logs, as parsed JSON lines. */
const { lines, sink } = capturedLogLines();

beforeAll(async () => {
  service = await startTestGateway(
    { LOG_LEVEL: 'info', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '12', RATE_LIMIT_LOGIN_PER_MINUTE: '3' },
    sink,
  );
  staffToken = (await tokensFor(service.url, 'staff')).accessToken;
});
afterAll(async () => {
  await service.close();
});

const inventory = (version: '1.1' | '1.2', headers: Record<string, string> = {}, header = '') =>
  postSoap(service.url, version, 'GetInventory', envelope(version, '<p:GetInventory/>', header), headers);

function usernameToken(username: string, password: string): string {
  const wsse = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
  return (
    `<wsse:Security xmlns:wsse="${wsse}"><wsse:UsernameToken><wsse:Username>${username}</wsse:Username>` +
    `<wsse:Password>${password}</wsse:Password></wsse:UsernameToken></wsse:Security>`
  );
}

describe('one budget, one login throttle, one log line per call', () => {
  it('wrong UsernameToken passwords spend the login budget of POST /v1/auth/tokens', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await inventory('1.1', {}, usernameToken('customer', 'wrong password'));
      outcomes.push(/<code>([A-Z_]+)<\/code>/.exec(answer.text)?.[1] ?? String(answer.status));
    }
    expect(outcomes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
    // The same throttle as REST's login: the account is refused there too now.
    const rest = await fetch(`${service.url}/v1/auth/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'customer', password: 'wrong password' }),
    });
    expect(rest.status).toBe(429);
  });

  it('spends the anonymous budget REST spends, and refuses past it with RATE_LIMITED', async () => {
    const first = await inventory('1.2');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('12');
    const remaining = Number(first.headers.get('ratelimit-remaining'));
    // REST and SOAP draw on the same counter.
    const rest = await fetch(`${service.url}/v1/store/inventory`);
    expect(Number(rest.headers.get('ratelimit-remaining'))).toBe(remaining - 1);
    let refused = first;
    for (let i = 0; i < 12 && refused.status !== 400; i += 1) refused = await inventory('1.2');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('<code>RATE_LIMITED</code>');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('writes one request log line per call, with the route, operation, request id and status', async () => {
    // With a token: the address's anonymous budget is spent by now.
    await inventory('1.1', { 'x-request-id': `soap-log-1-${RUN}`, authorization: `Bearer ${staffToken}` });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mine = lines.filter(
      (line) => line['correlationId'] === `soap-log-1-${RUN}` && line['msg'] === 'request',
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      route: '/v1/soap',
      path: '/v1/soap',
      method: 'POST',
      operation: 'GetInventory',
    });
  });
});
