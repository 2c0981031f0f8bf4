import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { TEST_SEED_PASSWORD } from '../helpers/gateway.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let child: ChildProcess | undefined;

afterAll(() => {
  if (child !== undefined && child.exitCode === null) child.kill('SIGKILL');
});

interface LogLine {
  msg?: string;
  url?: string;
  level?: string;
}

/**
 * Runs `npm start`, the README's command, on ephemeral ports. The signal goes to npm, as a
 * container runtime or process manager sends it: npm must hand it on and the service must end.
 */
function startService(): { child: ChildProcess; lines: LogLine[]; listening: Promise<string> } {
  const started = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      GRPC_PORT: '0',
      HOST: '127.0.0.1',
      EMBEDDED_DB_MEMORY: 'true',
      SEED_PASSWORD: TEST_SEED_PASSWORD,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const lines: LogLine[] = [];
  const listening = new Promise<string>((resolve, reject) => {
    started.once('exit', (code) => reject(new Error(`the service exited with ${code} before listening`)));
    createInterface({ input: started.stdout! }).on('line', (line) => {
      let entry: LogLine;
      try {
        entry = JSON.parse(line) as LogLine;
      } catch {
        return;
      }
      lines.push(entry);
      if (entry.msg === 'petstore gateway listening' && entry.url !== undefined) resolve(entry.url);
    });
  });
  return { child: started, lines, listening };
}

test('SIGTERM to `npm start` closes the service cleanly with exit code 0', { timeout: 120_000 }, async () => {
  const service = startService();
  child = service.child;
  const url = await service.listening;

  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  expect((await fetch(`${url}/readyz`)).status).toBe(200);

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    service.child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  service.child.kill('SIGTERM');
  expect(await exited).toEqual({ code: 0, signal: null });
  // The service process itself is gone too, not orphaned: nothing listens on its port any more.
  await expect(fetch(`${url}/healthz`)).rejects.toThrow();

  const messages = service.lines.map((line) => line.msg);
  expect(messages).toContain('shutting down');
  expect(messages).toContain('stopped cleanly');
  expect(service.lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
});
