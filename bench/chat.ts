/**
 * Chat streaming over SSE with the built-in `pet-advisor-1`, against the service started as
 * `npm start` would (a child process: its own event loop, embedded database in memory, demo
 * data seeded), so the figures are not skewed by this process's client work. For each word
 * pacing (CHAT_STREAM_DELAY_MS 0, then the default 15 ms):
 *   1. time to first chunk: BENCH_SEQUENTIAL (200) requests one after another, each read to its
 *      first content chunk and then dropped (which also exercises abort-on-disconnect);
 *   2. sustained concurrency: BENCH_CONCURRENT (500) streams opened at once and read to
 *      `data: [DONE]`: how many completed, errors, wall time, and time to first chunk under load.
 * Rate limits are raised so the bench measures work, not 429s.
 *
 *   npx tsx bench/chat.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SEQUENTIAL = Number(process.env['BENCH_SEQUENTIAL'] ?? 200);
const CONCURRENT = Number(process.env['BENCH_CONCURRENT'] ?? 500);
// With CHAT_ADVISOR_SEMANTIC=true the sentence index is built after readiness: wait this long
// (BENCH_WARMUP_MS) so the figures are those of a service that has been up a while.
const WARMUP_MS = Number(process.env['BENCH_WARMUP_MS'] ?? 0);
const PACINGS_MS = [0, 15];
const PASSWORD = 'bench-password-1234';
const QUESTIONS = [
  'How often should I feed an adult cat?',
  'My dog ate chocolate, what should I do?',
  'How do I stop my puppy from biting?',
  'Which dogs here are good with kids?',
  'What vaccines does a kitten need?',
  'How much exercise does a beagle need?',
  'What should a pet rabbit eat?',
  'How do I introduce a new cat to my dog?',
];

interface StreamResult {
  firstChunkMs: number;
  totalMs: number;
  completed: boolean;
  error?: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startService(delayMs: number): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      GRPC_PORT: '0',
      HOST: '127.0.0.1',
      EMBEDDED_DB_MEMORY: 'true',
      SEED_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      CHAT_STREAM_DELAY_MS: String(delayMs),
      RATE_LIMIT_AUTHENTICATED_PER_MINUTE: '1000000',
      RATE_LIMIT_CHAT_PER_MINUTE: '1000000',
      // One caller opens all the concurrent streams: the per-user and per-address stream caps
      // (32 and 256 by default) would answer most of them 429 once streams are paced.
      STREAMS_PER_USER: '100000',
      STREAMS_PER_ADDRESS: '1000000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ready = await fetch(`${url}/readyz`).catch(() => undefined);
    if (ready?.status === 200) {
      console.log(`  ready after ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
      return { url, child };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the service did not become ready');
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'customer', password: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** One streamed completion; `untilFirstChunk` drops the connection after the first content. */
async function stream(
  url: string,
  token: string,
  question: string,
  untilFirstChunk: boolean,
): Promise<StreamResult> {
  const started = performance.now();
  let firstChunkMs = Number.NaN;
  try {
    const response = await fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        model: 'pet-advisor-1',
        messages: [{ role: 'user', content: question }],
        stream: true,
      }),
    });
    if (response.status !== 201 || response.body === null) {
      return {
        firstChunkMs,
        totalMs: performance.now() - started,
        completed: false,
        error: `HTTP ${response.status}`,
      };
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    // Only the recent text is kept: enough to see the first content and the end of the stream.
    let tail = '';
    let failed = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      tail = (tail + decoder.decode(value, { stream: true })).slice(-4096);
      failed ||= tail.includes('{"error":');
      if (Number.isNaN(firstChunkMs) && /"content":"[^"]/.test(tail)) {
        firstChunkMs = performance.now() - started;
        if (untilFirstChunk) {
          await reader.cancel();
          return { firstChunkMs, totalMs: firstChunkMs, completed: true };
        }
      }
    }
    const completed = tail.endsWith('data: [DONE]\n\n') && !failed;
    return {
      firstChunkMs,
      totalMs: performance.now() - started,
      completed,
      error: completed ? undefined : 'bad stream',
    };
  } catch (error) {
    return { firstChunkMs, totalMs: performance.now() - started, completed: false, error: String(error) };
  }
}

function percentile(values: number[], p: number): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

for (const delayMs of PACINGS_MS) {
  const { url, child } = await startService(delayMs);
  try {
    const token = await login(url);
    for (let i = 0; i < 10; i += 1)
      await stream(url, token, QUESTIONS[i % QUESTIONS.length] as string, false);

    const sequential: StreamResult[] = [];
    for (let i = 0; i < SEQUENTIAL; i += 1) {
      sequential.push(await stream(url, token, QUESTIONS[i % QUESTIONS.length] as string, true));
    }
    const firsts = sequential.map((result) => result.firstChunkMs);

    const started = performance.now();
    const concurrent = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        stream(url, token, QUESTIONS[i % QUESTIONS.length] as string, false),
      ),
    );
    const wallMs = performance.now() - started;
    const completed = concurrent.filter((result) => result.completed).length;
    const errors = new Map<string, number>();
    for (const result of concurrent) {
      if (result.error !== undefined) errors.set(result.error, (errors.get(result.error) ?? 0) + 1);
    }
    const loadedFirsts = concurrent.map((result) => result.firstChunkMs);
    const totals = concurrent.map((result) => result.totalMs);

    console.log(`\npet-advisor-1, CHAT_STREAM_DELAY_MS=${delayMs}`);
    console.log(
      `  time to first chunk, ${SEQUENTIAL} sequential:  p50 ${ms(percentile(firsts, 50))}  p99 ${ms(percentile(firsts, 99))}`,
    );
    console.log(
      `  ${CONCURRENT} concurrent streams: ${completed} completed, ${CONCURRENT - completed} failed, wall ${ms(wallMs)}`,
    );
    console.log(
      `    time to first chunk under load:  p50 ${ms(percentile(loadedFirsts, 50))}  p99 ${ms(percentile(loadedFirsts, 99))}`,
    );
    console.log(
      `    whole stream:                    p50 ${ms(percentile(totals, 50))}  p99 ${ms(percentile(totals, 99))}`,
    );
    if (errors.size > 0) console.log(`    errors: ${JSON.stringify(Object.fromEntries(errors))}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
