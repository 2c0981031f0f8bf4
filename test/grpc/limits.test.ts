import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { failedCall, metadataOf, petstoreClients, unaryCall, type PetstoreClients } from './grpc-client.js';

let service: TestGateway;
let clients: PetstoreClients;

beforeAll(async () => {
  service = await startTestGateway({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: '3' });
  clients = petstoreClients(service.grpcAddress);
});
afterAll(async () => {
  clients.close();
  await service.close();
});

describe('gRPC limits', () => {
  it('refuses a message over 4 MB with RESOURCE_EXHAUSTED before admitting it', async () => {
    const huge = { pet: { name: 'Big', description: 'x'.repeat(5 * 1024 * 1024) } };
    await expect(unaryCall(clients.pets, 'CreatePet', huge)).rejects.toMatchObject({
      code: grpc.status.RESOURCE_EXHAUSTED,
    });
  });

  it('shares the anonymous budget with REST and tells RetryInfo when it runs out', async () => {
    // One budget per address for every door: a REST request and gRPC calls count together, and
    // each answer's metadata tells what is left, as REST's RateLimit-* headers do.
    const rest = await fetch(`${service.url}/v1/pets`);
    expect(rest.headers.get('ratelimit-remaining')).toBe('2');
    const budget = (trailers: grpc.Metadata) =>
      Object.fromEntries(
        ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit-policy'].map((name) => [
          name,
          String(trailers.get(name)[0]),
        ]),
      );
    const second = budget((await unaryCall(clients.pets, 'ListPets', {})).trailers);
    expect(second).toMatchObject({
      'ratelimit-limit': '3',
      'ratelimit-remaining': '1',
      'ratelimit-policy': rest.headers.get('ratelimit-policy'),
    });
    expect(Number(second['ratelimit-reset'])).toBeGreaterThan(0);
    expect(budget((await unaryCall(clients.pets, 'ListPets', {})).trailers)['ratelimit-remaining']).toBe('0');
    const refused = await failedCall(
      clients.pets,
      'ListPets',
      {},
      metadataOf({ 'x-request-id': 'limited-1' }),
    );
    expect(refused.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
    expect(refused.rich.errorInfo).toMatchObject({
      reason: 'RATE_LIMITED',
      metadata: { correlationId: 'limited-1' },
    });
    const delay = refused.rich.retryInfo?.retryDelay.seconds ?? 0;
    expect(delay).toBeGreaterThan(0);
    expect(delay).toBeLessThanOrEqual(60);
    expect(refused.rich.errorInfo?.metadata['retryAfterSeconds']).toBe(String(delay));
    expect(budget(refused.trailers)['ratelimit-remaining']).toBe('0');
  });
});
