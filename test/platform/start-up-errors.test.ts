import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from '../helpers/gateway.js';
import { ROOT, serviceCommand, serviceEnvironment } from '../helpers/service-process.js';

const STACK_LINE = /^\s+at .+\(?.*:\d+:\d+\)?$/m;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The service as `npm start` runs it (`node dist/main.js`), to its exit. */
function runService(env: Record<string, string>, args: string[] = []): Promise<Run> {
  return new Promise((resolve, reject) => {
    const [command, launchArgs] = serviceCommand('built');
    const child = spawn(command, [...launchArgs, ...args], {
      cwd: ROOT,
      env: serviceEnvironment({ LOG_LEVEL: 'error', ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the service did not exit: ${stdout}${stderr}`));
    }, 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe(
  'a weak SEED_PASSWORD stops the start with the variable and the rule named',
  { timeout: 120_000 },
  () => {
    it('too short: exit 2, names SEED_PASSWORD and the length rule, no stack trace', async () => {
      const run = await runService({ SEED_PASSWORD: 'changeme', EMBEDDED_DB_MEMORY: 'true' });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/SEED_PASSWORD: must be at least 12 characters long/);
      expect(run.stderr).not.toMatch(STACK_LINE);
    });

    it('long enough but common: exit 2, names the strength rule', async () => {
      const run = await runService({ SEED_PASSWORD: 'Password1234', EMBEDDED_DB_MEMORY: 'true' });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/SEED_PASSWORD: is too easy to guess/);
      expect(run.stderr).not.toMatch(STACK_LINE);
    });
  },
);

describe('--help', { timeout: 120_000 }, () => {
  it('prints the usage and exits without starting anything', async () => {
    const run = await runService({ PORT: '1', EMBEDDED_DB_MEMORY: 'true' }, ['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: npm start/);
    expect(run.stdout).toContain('npm run users -- --help');
    expect(run.stderr).toBe('');
  });
});

describe('a port in use', { timeout: 120_000 }, () => {
  let occupied: Server;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'petstore-port-in-use-'));
    occupied = createServer();
    await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
    port = (occupied.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => occupied.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('PORT taken: one line naming PORT, exit 1, and the data directory is released', async () => {
    const run = await runService({ PORT: String(port), GRPC_PORT: '0', DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`PORT=${port} is already in use on 127.0.0.1`);
    expect(run.stderr).not.toMatch(STACK_LINE);
    // Its lock is gone: the next start on the same data directory opens it.
    const next = await startTestGateway({ EMBEDDED_DB_MEMORY: 'false', DATA_DIR: dataDir });
    await next.close();
  });

  it('GRPC_PORT taken: one line naming GRPC_PORT, exit 1', async () => {
    const run = await runService({ PORT: '0', GRPC_PORT: String(port), DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`GRPC_PORT=${port} is already in use on 127.0.0.1`);
    expect(run.stderr).not.toMatch(STACK_LINE);
  });
});
