import * as grpc from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { startTestGateway } from '../helpers/gateway.js';
import { petstoreClients, unaryCall } from './grpc-client.js';

describe('gRPC shutdown', () => {
  it('tells health watchers NOT_SERVING, then stops within the grace period', async () => {
    const service = await startTestGateway({ SHUTDOWN_GRACE_MS: '500' });
    const clients = petstoreClients(service.grpcAddress);
    const watch = (
      clients.health as unknown as { Watch(request: object): grpc.ClientReadableStream<{ status: string }> }
    ).Watch({ service: '' });
    const statuses: string[] = [];
    const ended = new Promise<void>((resolve) => {
      watch.on('data', (update: { status: string }) => statuses.push(update.status));
      watch.on('error', () => resolve());
      watch.on('end', () => resolve());
    });
    await expect.poll(() => statuses).toEqual(['SERVING']);

    const started = Date.now();
    await service.close();
    await ended;
    // The open Watch stream holds the drain; it is cut once the grace period is over.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(statuses).toEqual(['SERVING', 'NOT_SERVING']);
    await expect(
      unaryCall(clients.pets, 'ListPets', {}, undefined, { deadline: Date.now() + 1000 }),
    ).rejects.toMatchObject({
      code: grpc.status.UNAVAILABLE,
    });
    clients.close();
  });
});
