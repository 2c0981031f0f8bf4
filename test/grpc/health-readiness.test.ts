import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongoHandle } from '../../src/db/embedded/index.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { petstoreClients, unaryCall, type PetstoreClients } from './grpc-client.js';

/**
 * Health follows the database's readiness (REST's /readyz): the gateway runs on a database server
 * this test owns, which it stops and starts again on the same socket, for real.
 */
let directory: string;
let socketPath: string;
let database: EmbeddedMongoHandle;
let service: TestGateway;
let clients: PetstoreClients;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'grpc-health-'));
  socketPath = path.join(directory, 'db.sock');
  database = await startEmbeddedMongo({ socketPath, memory: true });
  service = await startTestGateway({ MONGODB_URI: `${database.uri.replace(/\/+$/, '')}/petstore` });
  clients = petstoreClients(service.grpcAddress);
});
afterAll(async () => {
  clients?.close();
  await service?.close();
  await database?.stop();
  await rm(directory, { recursive: true, force: true });
});

function watch(service: string): { statuses: string[]; cancel(): void } {
  const stream = (
    clients.health as unknown as { Watch(request: object): grpc.ClientReadableStream<{ status: string }> }
  ).Watch({ service });
  const statuses: string[] = [];
  stream.on('data', (update: { status: string }) => statuses.push(update.status));
  stream.on('error', () => undefined); // the cancel below
  return { statuses, cancel: () => stream.cancel() };
}

async function check(service: string): Promise<unknown> {
  return (await unaryCall(clients.health, 'Check', { service })).response['status'];
}

async function readyz(): Promise<number> {
  return (await fetch(`${service.url}/readyz`)).status;
}

it('Watch sees NOT_SERVING while the database is down, and SERVING once it is back', async () => {
  const server = watch('');
  const pets = watch('petstore.v1.PetService');
  await expect.poll(() => server.statuses).toEqual(['SERVING']);
  await expect.poll(() => pets.statuses).toEqual(['SERVING']);

  await database.stop();
  await expect
    .poll(() => server.statuses, { timeout: 10_000, interval: 100 })
    .toEqual(['SERVING', 'NOT_SERVING']);
  expect(pets.statuses).toEqual(['SERVING', 'NOT_SERVING']);
  expect(await check('')).toBe('NOT_SERVING');
  expect(await check('petstore.v1.StoreService')).toBe('NOT_SERVING');
  expect(await readyz()).toBe(503);

  database = await startEmbeddedMongo({ socketPath, memory: true });
  await expect
    .poll(() => server.statuses, { timeout: 15_000, interval: 100 })
    .toEqual(['SERVING', 'NOT_SERVING', 'SERVING']);
  expect(pets.statuses).toEqual(['SERVING', 'NOT_SERVING', 'SERVING']);
  expect(await check('petstore.v1.PetService')).toBe('SERVING');
  expect(await readyz()).toBe(200);
  server.cancel();
  pets.cancel();
});
