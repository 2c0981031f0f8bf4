import type { ChildProcess } from 'node:child_process';
import { afterAll, expect, test } from 'vitest';
import { spawnService } from '../helpers/service-process.js';

let child: ChildProcess | undefined;

afterAll(() => {
  if (child !== undefined && child.exitCode === null) child.kill('SIGKILL');
});

test('SIGTERM to `npm start` closes the service cleanly with exit code 0', { timeout: 120_000 }, async () => {
  // The README's command; the signal goes to npm, as a container runtime or process manager
  // sends it: npm must hand it on and the service must end.
  const service = spawnService({
    launch: 'npm start',
    env: { EMBEDDED_DB_MEMORY: 'true' },
    stderr: 'ignore',
  });
  child = service.child;
  const { url } = await service.listening;

  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  expect((await fetch(`${url}/readyz`)).status).toBe(200);

  expect(await service.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  // The service process itself is gone too, not orphaned: nothing listens on its port any more.
  await expect(fetch(`${url}/healthz`)).rejects.toThrow();

  const messages = service.lines.map((line) => line['msg']);
  expect(messages).toContain('shutting down');
  expect(messages).toContain('stopped cleanly');
  expect(service.lines.filter((line) => line['level'] === 'error' || line['level'] === 'fatal')).toEqual([]);
});
