import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionTenant } from '../../src/core/admin/tenant-provisioning.js';
import { login } from '../helpers/auth.js';
import { api } from '../helpers/json-api.js';
import { operatorProgram } from '../helpers/service-process.js';
import { startAdminTestGateway } from './support.js';

const run = promisify(execFile);
let dataDir: string;

/** `npm run tenants -- ...` (its compiled program) as an operator runs it: a child process on a data directory. */
async function tenants(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const [program, programArgs] = operatorProgram('tenants');
    const { stdout, stderr } = await run(program, [...programArgs, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function field(output: string, name: string): string {
  const match = new RegExp(`^${name}:\\s+(\\S+)$`, 'm').exec(output);
  if (match === null) throw new Error(`no "${name}" in ${output}`);
  return match[1] as string;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'petstore-tenants-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run tenants', () => {
  it(
    'creates a tenant whose administrator signs in with the one-time password and runs the admin API',
    { timeout: 120_000 },
    async () => {
      const created = await tenants(
        'create',
        'Happy Paws Shelter',
        '--admin',
        'paws-admin',
        '--email',
        'Admin@Paws.test',
      );
      expect(created.code, created.stderr).toBe(0);
      const tenantId = field(created.stdout, 'tenant id');
      const password = field(created.stdout, 'admin password');
      expect(field(created.stdout, 'tenant slug')).toBe('happy-paws-shelter');
      expect(password).toHaveLength(24);

      const invalid = await tenants('create', 'Broken', '--admin', 'x', '--email', 'not-an-email');
      expect(invalid.code).toBe(1);
      expect(invalid.stderr).toMatch(/adminEmail/);
      expect((await tenants('create', 'No admin')).code).toBe(2);

      const listed = await tenants('list');
      expect(listed.code, listed.stderr).toBe(0);
      const lines = listed.stdout.trim().split('\n');
      expect(lines).toHaveLength(2); // the default tenant and the shelter; nothing of "Broken"
      expect(
        lines.some((line) => line.startsWith(`${tenantId}  happy-paws-shelter  Happy Paws Shelter`)),
      ).toBe(true);

      const service = await startAdminTestGateway({ EMBEDDED_DB_MEMORY: 'false', DATA_DIR: dataDir });
      try {
        const { accessToken, scope } = await login(service.url, 'paws-admin', password, tenantId);
        expect(scope.split(' ')).toContain('admin');
        const users = await api(service.url, 'GET', '/v1/admin/users', { token: accessToken });
        expect(users.status).toBe(200);
        expect(users.body['data']).toEqual([
          expect.objectContaining({ username: 'paws-admin', role: 'ADMIN', tenantId }),
        ]);
        const trail = await api(service.url, 'GET', '/v1/admin/audit-logs?protocol=system', {
          token: accessToken,
        });
        expect((trail.body['data'] as { action: string }[]).map((entry) => entry.action)).toEqual([
          'user.create',
          'tenant.create',
        ]);

        // A name already taken gets the next free slug, and its own administrator.
        const second = await provisionTenant(service.gateway.core, {
          name: 'Happy Paws Shelter',
          adminUsername: 'paws-admin',
          adminEmail: 'admin@paws.test',
        });
        expect(second.tenant.slug).toBe('happy-paws-shelter-2');
        expect(second.admin.tenantId).toBe(second.tenant._id);
      } finally {
        await service.close();
      }
    },
  );
});
