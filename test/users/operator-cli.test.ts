import { spawn, type ChildProcess } from 'node:child_process';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/json-api.js';
import { login } from '../helpers/auth.js';
import {
  operatorProgram,
  ROOT,
  serviceCommand,
  serviceEnvironment,
  type OperatorTool,
} from '../helpers/service-process.js';

const FIRST_PASSWORD = 'tulip-anchor-marble-cactus';
const SERVICE_TIMEOUT = { timeout: 180_000 };
const TOOLS: OperatorTool[] = ['users', 'tenants', 'oauth-clients'];

interface RunningService {
  child: ChildProcess;
  url: string;
  /** Everything the service wrote to stdout up to its banner. */
  banner: string;
}

/** The service as `npm start` runs it (`node dist/main.js`), on a data directory, until its banner. */
function startService(dataDir: string, env: Record<string, string>): Promise<RunningService> {
  return new Promise((resolve, reject) => {
    const [command, args] = serviceCommand('built');
    const child = spawn(command, args, {
      cwd: ROOT,
      env: serviceEnvironment({ DATA_DIR: dataDir, ...env }),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.once('exit', (code) => reject(new Error(`the service exited with ${code}: ${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /REST API\s+(http:\/\/\S+)\/v1\/pets/.exec(output)?.[1];
      if (url !== undefined && output.includes('First requests')) resolve({ child, url, banner: output });
    });
  });
}

function stopService(service: RunningService | undefined): Promise<void> {
  if (service === undefined || service.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    service.child.once('exit', () => resolve());
    service.child.kill('SIGTERM');
  });
}

/**
 * An operator command with `input` on standard input: its compiled program (operatorProgram), the
 * code `npm run <command> -- ...args` runs from source.
 */
function operatorRun(
  command: OperatorTool,
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const [program, programArgs] = operatorProgram(command);
    const child = spawn(program, [...programArgs, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end(input ?? '');
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

it('each operator command is an npm script running its compiled program, built first as `npm start` does', async () => {
  const { scripts } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  for (const tool of TOOLS) {
    expect(scripts[tool]).toBe(`node dist/cli/${tool}.js`);
    expect(scripts[`pre${tool}`]).toBe(scripts['prestart']);
    await access(path.join(ROOT, 'dist/cli', `${tool}.js`));
  }
});

describe('operators while the service runs', SERVICE_TIMEOUT, () => {
  let dataDir: string;
  let service: RunningService | undefined;
  const env = () => ({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'petstore-operators-'));
    service = await startService(dataDir, { SEED_PASSWORD: FIRST_PASSWORD, LOG_LEVEL: 'error' });
  }, 180_000);
  afterAll(async () => {
    await stopService(service);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the first start banner names every door, the tenant and the accounts', () => {
    const banner = service!.banner;
    for (const line of ['REST API', 'API reference', 'GraphQL', 'gRPC', 'SOAP WSDL', 'Admin console']) {
      expect(banner).toContain(line);
    }
    expect(banner).toMatch(/Tenant\s+Demo Shelter: X-Tenant-ID demo or [0-9a-f-]{36}/);
    expect(banner).toContain('admin (ADMIN), staff (STAFF), customer (CUSTOMER). Password: SEED_PASSWORD.');
  });

  it('--help of every command answers at once, without the database', async () => {
    for (const command of TOOLS) {
      const run = await operatorRun(command, ['--help'], env());
      expect(run.code, `${command}: ${run.stderr}`).toBe(0);
      expect(run.stdout).toMatch(/Usage/);
    }
  });

  it('tenants and OAuth clients are listed through the running service', async () => {
    const tenants = await operatorRun('tenants', ['list'], env());
    expect(tenants.code, tenants.stderr).toBe(0);
    expect(tenants.stdout).toMatch(/ demo {2}Demo Shelter {2}\(default\)/);
    const clients = await operatorRun('oauth-clients', ['list', '--tenant', 'demo'], env());
    expect(clients.code, clients.stderr).toBe(0);
    expect(clients.stdout).toContain('"clientId": "petstore-demo"');
  });

  it('a weak new password is refused with the rule, and nothing changes', async () => {
    const run = await operatorRun(
      'users',
      ['set-password', 'staff', '--password-stdin'],
      env(),
      'petstore12345\n',
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/too easy to guess/i);
    await login(service!.url, 'staff', FIRST_PASSWORD);
  });

  it('set-password lets an operator back in: new password works, old one and old tokens do not, audited', async () => {
    const before = await login(service!.url, 'customer', FIRST_PASSWORD);
    const newPassword = 'harbour-violet-lantern-moss';
    const run = await operatorRun(
      'users',
      ['set-password', 'customer', '--password-stdin'],
      env(),
      `${newPassword}\n`,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Password of customer set');
    expect(run.stdout).not.toContain(newPassword);

    await login(service!.url, 'customer', newPassword);
    const old = await api(service!.url, 'POST', '/v1/auth/tokens', {
      body: { username: 'customer', password: FIRST_PASSWORD },
    });
    expect(old.status).toBe(401);
    const stale = await api(service!.url, 'GET', '/v1/users/me', { token: before.accessToken });
    expect(stale.status).toBe(401);

    const admin = await login(service!.url, 'admin', FIRST_PASSWORD);
    const trail = await api(service!.url, 'GET', '/v1/admin/audit-logs?action=user.reset_password', {
      token: admin.accessToken,
    });
    expect(trail.status).toBe(200);
    const entries = trail.body['data'] as { action: string; actor: unknown; resource: { id: string } }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]?.action).toBe('user.reset_password');
  });

  it('without --password-stdin a strong password is generated and shown once', async () => {
    const run = await operatorRun('users', ['set-password', 'staff'], env());
    expect(run.code, run.stderr).toBe(0);
    const shown = /New password \(shown this once\): (\S+)/.exec(run.stdout)?.[1];
    expect(shown).toBeDefined();
    await login(service!.url, 'staff', shown!);
  });

  it('a restart with another SEED_PASSWORD says it was not used, and the accounts keep theirs', async () => {
    await stopService(service);
    service = await startService(dataDir, {
      SEED_PASSWORD: 'quartz-meadow-pickle-ember',
      LOG_LEVEL: 'error',
    });
    expect(service.banner).toContain('SEED_PASSWORD was not used: it seeds only an empty database.');
    expect(service.banner).toContain('npm run users -- set-password <username>');
    await login(service.url, 'admin', FIRST_PASSWORD);
  });
});
