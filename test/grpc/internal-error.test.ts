import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { failedCall, petstoreClients, unaryCall, withToken, type PetstoreClients } from './grpc-client.js';
import { capturedLogLines } from '../helpers/log-lines.js';

/** Request ids of this run: files share the worker's gateway and its audit trail. */
const RUN = randomUUID();

/** What the service logs, as parsed JSON lines. */
const { lines, sink } = capturedLogLines();

let service: TestGateway;
let clients: PetstoreClients;
let staff: string;

beforeAll(async () => {
  service = await startTestGateway({ LOG_LEVEL: 'info' }, sink);
  clients = petstoreClients(service.grpcAddress);
  staff = (await tokensFor(service.url, 'staff')).accessToken;
});
afterAll(async () => {
  clients.close();
  await service.close();
});

it('an unexpected failure is INTERNAL with the public message and the request id, never the cause', async () => {
  const { response: pet } = await unaryCall(
    clients.pets,
    'CreatePet',
    { pet: { name: 'Corrupt', species: 'SPECIES_CAT', price: '10.00' } },
    withToken(staff),
  );
  // Another program wrote a record the service cannot read: a real failure no error kind covers.
  await service.gateway.database.connection
    .collection('pets')
    .updateOne({ _id: pet['id'] as never }, { $set: { createdAt: 'sometime last spring' } });

  const requestId = `grpc-internal-check-1-${RUN}`;
  const failure = await failedCall(
    clients.pets,
    'GetPet',
    { petId: pet['id'] },
    withToken(staff, { 'x-request-id': requestId }),
  );

  const publicMessage = 'An unexpected error occurred. Quote the requestId when reporting it.';
  expect(failure.code).toBe(grpc.status.INTERNAL);
  expect(failure.details).toBe(publicMessage);
  expect(failure.trailers.get('x-request-id')).toEqual([requestId]);
  expect(failure.rich.code).toBe(grpc.status.INTERNAL);
  expect(failure.rich.message).toBe(publicMessage);
  expect(failure.rich.errorInfo).toEqual({
    reason: 'INTERNAL_ERROR',
    domain: 'petstore-gateway.dev',
    metadata: {
      type: expect.stringMatching(/\/problems\/internal-error$/),
      requestId: failure.trailers.get('x-server-request-id')[0],
      correlationId: requestId,
    },
  });
  expect(failure.rich.badRequest).toBeUndefined();
  const sent = JSON.stringify({ details: failure.details, rich: failure.rich });
  expect(sent).not.toMatch(/toISOString|TypeError|\.ts:\d+|\bat\s+\S+\s*\(/);

  // The operator's log keeps the cause, under the same request id.
  const logged = lines.find((line) => line['msg'] === 'call failed' && line['correlationId'] === requestId);
  expect(JSON.stringify(logged?.['err'])).toMatch(/toISOString/);
  expect(
    lines.find((line) => line['msg'] === 'request' && line['correlationId'] === requestId),
  ).toMatchObject({
    protocol: 'grpc',
    method: '/petstore.v1.PetService/GetPet',
    status: 'INTERNAL',
  });
});
