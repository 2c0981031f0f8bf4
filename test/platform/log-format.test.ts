import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { capturedLogLines } from '../helpers/log-lines.js';
import { ROOT, serviceCommand, serviceEnvironment } from '../helpers/service-process.js';

/** What a service writes, as text lines, for formats that are not JSON. */
function capturedText(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((line) => line.trim() !== ''),
      );
      done();
    },
  });
  return { lines, sink };
}

async function until<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never logged: ${what}`);
}

describe('LOG_FORMAT=pretty', () => {
  const { lines, sink } = capturedText();
  let service: TestGateway;

  beforeAll(async () => {
    service = await startTestGateway({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, sink);
  });
  afterAll(() => service?.close());

  it('writes one readable line per request: time, level, message, then the fields', async () => {
    await fetch(`${service.url}/v1/pets?limit=1`, { headers: { 'x-request-id': 'pretty-1' } });
    const line = await until(() => lines.find((text) => text.includes('"pretty-1"')), 'the access line');
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: request \{.*"correlationId":"pretty-1"/);
    expect(line).toContain('"route":"/v1/pets"');
    expect(line).toContain('"status":200');
  });

  it('still blanks secrets', async () => {
    await fetch(`${service.url}/v1/auth/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'pretty-2' },
      body: JSON.stringify({ username: 'customer', password: TEST_SEED_PASSWORD }),
    });
    await until(() => lines.find((text) => text.includes('"pretty-2"')), 'the access line');
    expect(lines.join('\n')).not.toContain(TEST_SEED_PASSWORD);
  });
});

describe('JSON lines (LOG_FORMAT unset, output not a terminal)', () => {
  const { lines, sink } = capturedLogLines();
  let service: TestGateway;

  beforeAll(async () => {
    service = await startTestGateway({ LOG_LEVEL: 'debug' }, sink);
  });
  afterAll(() => service?.close());

  const accessLine = (requestId: string) =>
    until(
      () => lines.find((line) => line['msg'] === 'request' && line['correlationId'] === requestId),
      `the access line of ${requestId}`,
    );

  it('logs health and readiness probes at debug, requests at info', async () => {
    await fetch(`${service.url}/readyz`, { headers: { 'x-request-id': 'probe-ready' } });
    await fetch(`${service.url}/healthz`, { headers: { 'x-request-id': 'probe-live' } });
    await fetch(`${service.url}/v1/pets?limit=1`, { headers: { 'x-request-id': 'not-a-probe' } });
    expect((await accessLine('probe-ready'))['level']).toBe('debug');
    expect((await accessLine('probe-live'))['level']).toBe('debug');
    expect((await accessLine('not-a-probe'))['level']).toBe('info');
  });
});

describe('the default on a terminal', () => {
  it(
    'is pretty: the service (as `npm start` runs it) under a pseudo-terminal writes readable lines',
    { timeout: 120_000 },
    async () => {
      // `script` gives the service a terminal as its standard output, as a developer's shell does.
      const commandLine = serviceCommand('built')
        .flat()
        .map((word) => `'${word}'`)
        .join(' ');
      const child = spawn('script', ['-qfec', commandLine, '/dev/null'], {
        cwd: ROOT,
        env: serviceEnvironment({ EMBEDDED_DB_MEMORY: 'true', LOG_FORMAT: '' }),
        stdio: ['pipe', 'pipe', 'ignore'],
      });
      let output = '';
      try {
        await new Promise<void>((resolve, reject) => {
          child.once('exit', (code) => reject(new Error(`the service exited with ${code}:\n${output}`)));
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes('petstore gateway listening')) resolve();
          });
        });
      } finally {
        // Ctrl+C at the terminal: the service stops as it does for a developer.
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.stdin.write('\u0003');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      const listening = output.split(/\r?\n/).find((line) => line.includes('petstore gateway listening'));
      // Coloured (ANSI escapes) for the terminal, and no JSON object per line.
      expect(listening).toContain('\u001b[');
      expect(listening).toMatch(/INFO.*petstore gateway listening/);
      expect(listening?.trimStart().startsWith('{')).toBe(false);
    },
  );
});
