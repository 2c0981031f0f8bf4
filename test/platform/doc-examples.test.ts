import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Shell blocks (```sh, ```bash, ```shell), also indented in a list item, are run; `no-run` after
 * the language opts one out.
 */
const FENCE = /^( *)```(sh|bash|shell)([^\n]*)\n([\s\S]*?)^\1```$/gm;

interface Example {
  file: string;
  line: number;
  script: string;
}

function documents(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs];
}

function examplesOf(file: string): Example[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const found: Example[] = [];
  for (const match of text.matchAll(FENCE)) {
    const indent = match[1] ?? '';
    const info = (match[3] ?? '').trim().split(/\s+/);
    if (info.includes('no-run')) continue;
    const line = text.slice(0, match.index).split('\n').length;
    const script = (match[4] ?? '')
      .split('\n')
      .map((each) => (each.startsWith(indent) ? each.slice(indent.length) : each))
      .join('\n');
    found.push({ file, line, script });
  }
  return found;
}

/**
 * The documents' own addresses (`localhost:8080`, `localhost:50051`) pointed at the service the
 * test started; nothing else of a command is changed.
 */
function pointedAt(script: string, service: TestGateway): string {
  const http = new URL(service.url).host;
  return script
    .replace(/\b(localhost|127\.0\.0\.1):8080\b/g, http)
    .replace(/\b(localhost|127\.0\.0\.1):50051\b/g, service.grpcAddress);
}

function runShell(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * `npx <tool>` as npx runs a tool the project installs (`node_modules/.bin`), without starting
 * npm itself each time: half a second of CPU per call, a dozen calls. A tool the project does not
 * install fails here instead of being downloaded.
 */
const NPX_OF_INSTALLED_PACKAGES = `npx() { PATH="${path.join(ROOT, 'node_modules/.bin')}:$PATH" command "$@"; }`;

let service: TestGateway;
let dataDir: string;

beforeAll(async () => {
  // On a data directory, as `npm start` runs: the operator commands reach it through its socket.
  dataDir = await mkdtemp(path.join(tmpdir(), 'petstore-doc-examples-'));
  // curl exits non-zero on an HTTP error answer, so an example that gets a 4xx or 5xx fails here.
  await writeFile(path.join(dataDir, '.curlrc'), 'fail-with-body\nshow-error\n');
  service = await startTestGateway({
    EMBEDDED_DB_MEMORY: 'false',
    DATA_DIR: dataDir,
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10000',
  });
});
afterAll(async () => {
  await service.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('every runnable example of the README and docs runs as written', { timeout: 300_000 }, () => {
  const withExamples = documents().filter((file) => examplesOf(file).length > 0);

  it('the documents have examples to run (the tour among them)', () => {
    expect(withExamples).toContain('docs/tour.md');
  });

  // The documents run side by side (each in its own shell): most of their time is spent waiting for
  // the commands they start. Each document's steps stay in order.
  for (const file of withExamples) {
    it.concurrent(`${file}: its shell blocks, in order, in one shell`, async () => {
      const examples = examplesOf(file);
      // One shell per document: a step may use what an earlier step of the same page set.
      const script = [
        NPX_OF_INSTALLED_PACKAGES,
        ...examples.map(
          (example) => `# ${example.file}:${example.line}\n${pointedAt(example.script, service)}`,
        ),
      ].join('\n');
      const run = await runShell(script, {
        PASSWORD: TEST_SEED_PASSWORD,
        DATA_DIR: dataDir,
        CURL_HOME: dataDir,
        LOG_LEVEL: 'warn',
      });
      expect(run.code, `${file} failed:\n${run.output}`).toBe(0);
    });
  }
});
