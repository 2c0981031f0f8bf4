import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { TEST_SEED_PASSWORD } from '../helpers/gateway.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX_LOADER = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;

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
    const environment: NodeJS.ProcessEnv = { ...process.env, PORT: '0' };
    for (const name of [
      'GRPC_PORT',
      'HOST',
      'EMBEDDED_DB_MEMORY',
      'SEED_PASSWORD',
      'LOG_LEVEL',
      'LOG_FORMAT',
    ]) {
      delete environment[name];
    }
    const child = spawn(process.execPath, ['--import', TSX_LOADER, path.join(ROOT, 'src/main.ts')], {
      cwd: directory,
      env: environment,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: Record<string, unknown>[] = [];
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`the service exited with ${code}`)));
        createInterface({ input: child.stdout }).on('line', (text) => {
          try {
            const line = JSON.parse(text) as Record<string, unknown>;
            lines.push(line);
            if (line['msg'] === 'petstore gateway listening') resolve(String(line['url']));
          } catch {
            // Not a JSON line.
          }
        });
      });
      // HOST, LOG_FORMAT and the rest came from the file; PORT=0 from the environment beat PORT=1.
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(url).not.toMatch(/:1$/);
      expect(lines.find((line) => line['envFile'] === '.env')?.['msg']).toBe(
        'settings read from the environment and .env',
      );
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  },
);
