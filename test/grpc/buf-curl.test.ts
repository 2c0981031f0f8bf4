import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';

/**
 * `buf curl` builds its schema from server reflection alone, as grpcurl does, and refuses a
 * service whose descriptors do not link (imports not named, map entries misnamed): this is the
 * README's example run for real.
 */
const run = promisify(execFile);
const BUF = fileURLToPath(new URL('../../node_modules/.bin/buf', import.meta.url));

let service: TestGateway;

beforeAll(async () => {
  service = await startTestGateway();
});
afterAll(async () => {
  await service.close();
});

const CURL = ['curl', '--protocol', 'grpc', '--http2-prior-knowledge'];

async function bufCurl(path: string, data: object, headers: string[] = []): Promise<unknown> {
  const { stdout } = await run(BUF, [
    ...CURL,
    ...headers.flatMap((header) => ['-H', header]),
    '--data',
    JSON.stringify(data),
    `http://${service.grpcAddress}/${path}`,
  ]);
  return JSON.parse(stdout);
}

it('calls PetService and Health by reflection, with the proto files’ field names', async () => {
  const list = (await bufCurl('petstore.v1.PetService/ListPets', {
    page_size: 2,
    species: 'SPECIES_DOG',
  })) as {
    pets: { species: string; createTime: string }[];
  };
  expect(list.pets).toHaveLength(2);
  expect(list.pets[0]).toMatchObject({ species: 'SPECIES_DOG', createTime: expect.any(String) });
  expect(await bufCurl('grpc.health.v1.Health/Check', { service: '' })).toEqual({ status: 'SERVING' });
});

it('finds ListInventories and the WatchPetStatus stream by reflection, and calls both', async () => {
  const { stdout } = await run(BUF, [...CURL, '--list-methods', `http://${service.grpcAddress}`]);
  expect(stdout.split('\n')).toEqual(
    expect.arrayContaining([
      'petstore.v1.StoreService/ListInventories',
      'petstore.v1.PetService/WatchPetStatus',
    ]),
  );
  const staff = (await tokensFor(service.url, 'staff')).accessToken;
  const auth = `authorization: Bearer ${staff}`;
  const inventories = (await bufCurl('petstore.v1.StoreService/ListInventories', {}, [auth])) as {
    inventories: { species: string }[];
  };
  expect(inventories.inventories.map((row) => row.species)).toContain('SPECIES_DOG');

  // A stream: buf curl prints each message as it comes; with -v the headers, the call's (after the
  // reflection requests, the one with our token) once the watch has started.
  const created = await api(service.url, 'POST', '/v1/pets', {
    token: staff,
    body: { name: 'Curled', species: 'dog', price: '150.00' },
  });
  const petId = created.body['id'] as string;
  const curl = spawn(BUF, [
    ...CURL,
    '-v',
    '-H',
    auth,
    '--data',
    JSON.stringify({ pet_id: petId }),
    `http://${service.grpcAddress}/petstore.v1.PetService/WatchPetStatus`,
  ]);
  let out = '';
  let err = '';
  curl.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  curl.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  try {
    await expect
      .poll(() => err, { timeout: 15_000 })
      .toMatch(/Authorization:[\s\S]*< \(#\d+\) Content-Type: application\/grpc/);
    const edited = await api(service.url, 'PUT', `/v1/pets/${petId}`, {
      token: staff,
      body: { name: 'Curled', species: 'dog', price: '150.00', status: 'NOT_AVAILABLE' },
    });
    expect(edited.status).toBe(200);
    await expect.poll(() => out, { timeout: 15_000 }).toContain('PET_STATUS_NOT_AVAILABLE');
    expect(JSON.parse(out)).toMatchObject({
      petId,
      previousStatus: 'PET_STATUS_AVAILABLE',
      status: 'PET_STATUS_NOT_AVAILABLE',
      pet: { id: petId, name: 'Curled' },
    });
  } finally {
    curl.kill();
  }
});
