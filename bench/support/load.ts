import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type Koa from 'koa';

/** How long and how hard each target is loaded: `BENCH_SECONDS`, `BENCH_CONNECTIONS`. */
export interface LoadSettings {
  seconds: number;
  connections: number;
  warmUpSeconds: number;
}

export function loadSettings(): LoadSettings {
  return {
    seconds: Number(process.env['BENCH_SECONDS'] ?? 10),
    connections: Number(process.env['BENCH_CONNECTIONS'] ?? 32),
    warmUpSeconds: 2,
  };
}

/** One thing to load: a GET of `url`, a POST of `body` as JSON, or a POST of `rawBody` as is. */
export interface LoadTarget {
  name: string;
  url: string;
  body?: unknown;
  /** Sent as it is with `headers` (an XML envelope, say) instead of `body` as JSON. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /**
   * CPU time of this whole process (servers, load generator, embedded database) per request, in
   * microseconds: unlike req/s it hardly depends on how much of a shared machine the run got.
   */
  cpuPerRequest: number;
  /** Answers that were not 2xx, plus errors and timeouts: a bench with any measured the wrong thing. */
  failed: number;
}

function run(target: LoadTarget, connections: number, seconds: number): Promise<autocannon.Result> {
  const post =
    target.rawBody !== undefined
      ? { method: 'POST' as const, headers: target.headers ?? {}, body: target.rawBody }
      : target.body === undefined
        ? { headers: target.headers ?? {} }
        : {
            method: 'POST' as const,
            headers: { 'content-type': 'application/json', ...target.headers },
            body: JSON.stringify(target.body),
          };
  // One worker thread generates the load, off the event loop of the servers being measured.
  return autocannon({ url: target.url, connections, duration: seconds, workers: 1, ...post });
}

/** Loads the target for a warm-up (JIT, caches; unless `warm` says it was), then measures it. */
export async function measure(target: LoadTarget, settings: LoadSettings, warm = false): Promise<Figures> {
  if (!warm) await run(target, settings.connections, settings.warmUpSeconds);
  const cpuBefore = process.cpuUsage();
  const result = await run(target, settings.connections, settings.seconds);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    cpuPerRequest: (cpu.user + cpu.system) / Math.max(result.requests.total, 1),
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** A small Koa app on an ephemeral port of this host (its URL without a trailing slash). */
export async function listen(app: Koa): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The figures as a table; `share` adds a column of each row's req/s as a share of another's. */
export function printFigures(
  rows: Figures[],
  settings: LoadSettings,
  share?: { title: string; of: (row: Figures) => Figures | undefined },
): void {
  console.log(`\n${settings.connections} connections, ${settings.seconds} s each\n`);
  const width = Math.max(...rows.map((row) => row.name.length), 6) + 2;
  const header = [
    'target'.padEnd(width),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'cpu µs/req'.padStart(11),
  ];
  if (share !== undefined) header.push(share.title.padStart(8));
  console.log([...header, 'failed'.padStart(8)].join(' '));
  for (const row of rows) {
    const cells = [
      row.name.padEnd(width),
      row.requestsPerSecond.toFixed(0).padStart(9),
      row.p50.toFixed(1).padStart(8),
      row.p99.toFixed(1).padStart(8),
      row.cpuPerRequest.toFixed(0).padStart(11),
    ];
    if (share !== undefined) {
      const base = share.of(row);
      cells.push((base === undefined ? '' : percent(row, base)).padStart(8));
    }
    console.log([...cells, String(row.failed).padStart(8)].join(' '));
  }
}

/** `row`'s req/s as a percentage of `base`'s. */
export function percent(row: Figures, base: Figures): string {
  return `${((row.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(1)}%`;
}
