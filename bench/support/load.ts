import autocannon from 'autocannon';

/** One load target: a GET, or a POST of a fixed body with its headers. */
export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, plus errors and timeouts: a bench with any is not measuring work. */
  non2xx: number;
}

export interface LoadSettings {
  seconds: number;
  connections: number;
  warmUpSeconds: number;
}

/** `BENCH_SECONDS` (10) and `BENCH_CONNECTIONS` (32) from the environment, 2 s of warm-up. */
export function loadSettingsFromEnv(): LoadSettings {
  return {
    seconds: Number(process.env['BENCH_SECONDS'] ?? 10),
    connections: Number(process.env['BENCH_CONNECTIONS'] ?? 32),
    warmUpSeconds: 2,
  };
}

function run(target: LoadTarget, settings: LoadSettings, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: settings.connections,
    duration: seconds,
    workers: 1,
  });
}

/** Warms the target up, then loads it for the measured seconds. */
export async function measureLoad(target: LoadTarget, settings: LoadSettings): Promise<LoadFigures> {
  await run(target, settings, settings.warmUpSeconds);
  const result = await run(target, settings, settings.seconds);
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/** The figures as a table on standard output. */
export function printLoadTable(rows: LoadFigures[], settings: LoadSettings): void {
  console.log(
    `\n${settings.connections} connections, ${settings.seconds} s each after ${settings.warmUpSeconds} s of warm-up\n`,
  );
  const header = ['target'.padEnd(44), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8)];
  console.log([...header, 'non-2xx'.padStart(8)].join(' '));
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(44),
        row.requestsPerSecond.toFixed(0).padStart(9),
        row.p50.toFixed(1).padStart(8),
        row.p99.toFixed(1).padStart(8),
        String(row.non2xx).padStart(8),
      ].join(' '),
    );
  }
}
