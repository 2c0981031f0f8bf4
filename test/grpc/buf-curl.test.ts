import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';

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

async function bufCurl(path: string, data: object): Promise<unknown> {
  const { stdout } = await run(BUF, [
    'curl',
    '--protocol',
    'grpc',
    '--http2-prior-knowledge',
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
