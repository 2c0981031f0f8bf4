import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { TEST_SEED_PASSWORD } from '../helpers/gateway.js';
import { spawnService } from '../helpers/service-process.js';

let directory: string | undefined;
afterAll(() => (directory === undefined ? undefined : rm(directory, { recursive: true, force: true })));

test(
  'the service reads .env from its working directory; the environment wins over it',
  { timeout: 120_000 },
  async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'petstore-env-file-'));
    await writeFile(
      path.join(directory, '.env'),
      [
        '# a comment',
        'PORT=1',
        'GRPC_PORT=0',
        'HOST=127.0.0.1',
        'EMBEDDED_DB_MEMORY=true',
        `SEED_PASSWORD=${TEST_SEED_PASSWORD}`,
        'LOG_LEVEL=info',
        'LOG_FORMAT=json',
        '',
      ].join('\n'),
    );
    // PORT=0 from the environment; every other setting only from the file.
    const service = spawnService({
      launch: 'built',
      cwd: directory,
      env: {
        PORT: '0',
        GRPC_PORT: undefined,
        HOST: undefined,
        EMBEDDED_DB_MEMORY: undefined,
        SEED_PASSWORD: undefined,
        LOG_LEVEL: undefined,
        LOG_FORMAT: undefined,
      },
    });
    try {
      const { url } = await service.listening;
      const lines = service.lines;
      // HOST, LOG_FORMAT and the rest came from the file; PORT=0 from the environment beat PORT=1.
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(url).not.toMatch(/:1$/);
      expect(lines.find((line) => line['envFile'] === '.env')?.['msg']).toBe(
        'settings read from the environment and .env',
      );
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      await service.stop();
    }
  },
);
