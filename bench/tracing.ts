/**
 * What OpenTelemetry tracing costs the REST door, off (the default) and on, measured out of
 * process as `bench/http.ts` measures: the service as `npm start` runs it, loaded by a separate
 * autocannon process, CPU time of the service per request besides req/s and latency.
 *
 *   - off: no OTEL_* variable set, as the service ships; the SDK is never loaded and the doors'
 *     calls into `@opentelemetry/api` answer from its no-op implementation;
 *   - on: OTEL_TRACES_EXPORTER=otlp, every span exported over OTLP/HTTP (protobuf, the default
 *     protocol) to a collector this script runs on 127.0.0.1, which counts and discards them.
 *
 * Then the off path alone, in this process: the two API calls an HTTP request makes with tracing
 * off (the active span, its trace id), timed over many iterations.
 *
 *   npm run bench:tracing     (BENCH_SECONDS=10 BENCH_CONNECTIONS=32 BENCH_WARMUP_SECONDS=5 BENCH_ROUNDS=1)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { activeSpan, traceIdOf } from '../src/tracing/active-span.js';
import { cpuMillis, loadFromChild, type LoadFigures } from './support/processes.js';
import { startBenchService } from './support/service.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const WARM_UP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 5);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 1);

/** A collector that accepts every export and keeps only counts. */
async function discardingCollector(): Promise<{ endpoint: string; exports: () => number; close(): void }> {
  let exports = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      exports += 1;
      response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, exports: () => exports, close: () => server.close() };
}

type Row = LoadFigures & { cpuMicrosPerRequest: number };

async function measureMode(mode: 'off' | 'on', collectorEndpoint: string): Promise<Map<string, Row>> {
  const workDir = await mkdtemp(path.join(tmpdir(), `petstore-bench-tracing-${mode}-`));
  const env: Record<string, string> =
    mode === 'on' ? { OTEL_TRACES_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_ENDPOINT: collectorEndpoint } : {};
  const service = await startBenchService(workDir, [], env);
  const rows = new Map<string, Row>();
  try {
    const page = (await (await fetch(`${service.url}/v1/pets?limit=1`)).json()) as { data: { id: string }[] };
    const petId = page.data[0]?.id;
    if (petId === undefined) throw new Error('no pet to read');
    const routes = {
      'GET /v1/pets/{id}': `${service.url}/v1/pets/${petId}`,
      'GET /v1/pets?limit=20': `${service.url}/v1/pets?limit=20`,
    };
    const pid = service.child.pid!;
    for (const [name, url] of Object.entries(routes)) {
      await loadFromChild(url, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
      const cpuBefore = await cpuMillis(pid);
      const measured = await loadFromChild(url, { connections: CONNECTIONS, seconds: SECONDS });
      const cpuMicrosPerRequest =
        (((await cpuMillis(pid)) - cpuBefore) * 1000) / Math.max(1, measured.requests);
      rows.set(name, { ...measured, cpuMicrosPerRequest });
    }
  } finally {
    await service.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  return rows;
}

/** Nanoseconds per request of the off path: looking up the active span and its trace id. */
function offPathNanoseconds(): number {
  const iterations = 5_000_000;
  let found = 0;
  for (let i = 0; i < iterations / 10; i++) if (traceIdOf(activeSpan()) !== undefined) found++;
  const start = performance.now();
  for (let i = 0; i < iterations; i++) if (traceIdOf(activeSpan()) !== undefined) found++;
  const elapsed = performance.now() - start;
  if (found !== 0) throw new Error('a span was active with tracing off');
  return (elapsed * 1e6) / iterations;
}

const collector = await discardingCollector();
try {
  const results: { mode: string; rows: Map<string, Row> }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of ['off', 'on'] as const) {
      results.push({ mode, rows: await measureMode(mode, collector.endpoint) });
    }
  }
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per route after ${WARM_UP_SECONDS} s of warm-up` +
      ` (service: npm start, durable embedded database, LOG_LEVEL=info), ${ROUNDS} round(s)\n`,
  );
  console.log('tracing  route                    req/s     p50 ms  p99 ms  CPU µs/req  failures');
  for (const { mode, rows } of results) {
    for (const [name, row] of rows) {
      console.log(
        `${mode.padEnd(8)} ${name.padEnd(24)} ${row.requestsPerSecond.toFixed(0).padStart(7)}  ` +
          `${String(row.p50).padStart(6)}  ${String(row.p99).padStart(6)}  ` +
          `${row.cpuMicrosPerRequest.toFixed(0).padStart(10)}  ${row.failures}`,
      );
    }
  }
  console.log(`\nOTLP exports received while on: ${collector.exports()}`);
  console.log(`Off path per request (active span + trace id lookups): ${offPathNanoseconds().toFixed(1)} ns`);
} finally {
  collector.close();
}
