/**
 * Child processes for the out-of-process benches: the service, the floors and the load generator
 * each get their own process (and event loop), as they would on real machines.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export const REPOSITORY = new URL('../../', import.meta.url).pathname;

export interface Started {
  child: ChildProcess;
  /** SIGTERM, then waits for the exit (a CPU profile is written on a clean exit). */
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  };
}

/** Runs a TypeScript entry point under tsx and returns the first JSON line it prints. */
export async function startTsProcess<T>(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<Started & { first: T }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: REPOSITORY,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code} before it was ready`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as T));
  });
  // Whatever it prints later is read and dropped, so a full pipe never blocks it.
  lines.on('line', () => {});
  return { child, first, stop: stopper(child) };
}

/**
 * Runs `npm start`'s own commands (read from package.json, so the two cannot drift: `prestart`,
 * then `start`) through the shell, whose `exec` makes the service the child itself; its log lines go to `logFd`.
 * `nodeFlags` go right after `node` (`--cpu-prof` is not allowed in NODE_OPTIONS).
 */
export async function startNpmStart(
  env: NodeJS.ProcessEnv,
  logFd: number,
  nodeFlags: string[] = [],
): Promise<Started> {
  const manifest = JSON.parse(await readFile(`${REPOSITORY}package.json`, 'utf8')) as {
    scripts: Record<string, string>;
  };
  const command = manifest.scripts['start'];
  if (command === undefined || !/\bnode /.test(command)) throw new Error('no `node` in the start script');
  // What npm runs before `start` (compiling to dist/), as npm would.
  const prestart = manifest.scripts['prestart'];
  if (prestart !== undefined) {
    const bin = path.join(REPOSITORY, 'node_modules', '.bin');
    execFileSync('/bin/sh', ['-c', prestart], {
      cwd: REPOSITORY,
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}` },
      stdio: 'inherit',
    });
  }
  const withFlags = command.replace(/\bnode /, `node ${nodeFlags.map((flag) => `'${flag}' `).join('')}`);
  const child = spawn('/bin/sh', ['-c', withFlags], {
    cwd: REPOSITORY,
    env: { ...process.env, ...env },
    stdio: ['ignore', logFd, 'inherit'],
  });
  return { child, stop: stopper(child) };
}

/** Polls a log file of JSON lines until one satisfies `match`; fails if `child` exits first. */
export async function waitForLogLine(
  logFile: string,
  child: ChildProcess,
  match: (entry: Record<string, unknown>) => boolean,
  timeoutMs = 120_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
    const text = await readFile(logFile, 'utf8').catch(() => '');
    for (const line of text.split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (match(entry)) return entry;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no matching line in ${logFile} within ${timeoutMs} ms`);
}

/** CPU time (user + system, every thread) a process has used so far, in ms; Linux `/proc` only. */
export async function cpuMillis(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at `state`; utime and stime are
  // fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface LoadFigures {
  /** Requests answered during the run. */
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers (304 included), errors and timeouts. */
  failures: number;
}

export interface ChildLoad {
  connections: number;
  seconds: number;
  workers?: number;
  headers?: Record<string, string>;
  /** POSTed as JSON on every request instead of a GET. */
  jsonBody?: unknown;
}

/**
 * Loads `url` from a separate autocannon process (its CLI, `--json`), so load generation never
 * shares the measured process's event loop.
 */
export async function loadFromChild(url: string, options: ChildLoad): Promise<LoadFigures> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = [cli, '-j', '-n', '-c', String(options.connections), '-d', String(options.seconds)];
  if (options.workers !== undefined && options.workers > 1) args.push('-w', String(options.workers));
  const headers = { ...options.headers };
  if (options.jsonBody !== undefined) {
    headers['content-type'] = 'application/json';
    args.push('-m', 'POST', '-b', JSON.stringify(options.jsonBody));
  }
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = JSON.parse(output) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
