/**
 * Load from native generators, out of process: `wrk` for HTTP/1.1 and `h2load` for gRPC (HTTP/2).
 * Both sustain far more than any door of the service on one core, so the floors they measure are
 * the servers' and not the load generator's (autocannon, in Node, tops out near the bare Koa
 * floor and compresses every ratio taken against it).
 *
 * When either is missing, `ensureNativeLoadGenerators` installs Debian's packages (`wrk`,
 * `nghttp2-client`) with apt-get, through sudo when not root, and says so. Only the benches need
 * them; the tests never do.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

const WRK_SCRIPT = new URL('./wrk-report.lua', import.meta.url).pathname;
const PACKAGES: Record<string, string> = { wrk: 'wrk', h2load: 'nghttp2-client' };

export interface NativeFigures {
  /** Requests answered during the measured run. */
  requests: number;
  requestsPerSecond: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  /** Non-2xx answers, socket errors and timeouts; for gRPC, calls that did not carry a whole answer. */
  failures: number;
}

function onPath(command: string): boolean {
  try {
    execFileSync('/bin/sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Installs `wrk` and `h2load` from Debian's packages when either is missing. */
export function ensureNativeLoadGenerators(): void {
  const missing = Object.keys(PACKAGES).filter((command) => !onPath(command));
  if (missing.length === 0) return;
  const packages = missing.map((command) => PACKAGES[command] as string);
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : ['sudo'];
  console.log(
    `${missing.join(' and ')} not found: installing ${packages.join(' ')} with ` +
      `${asRoot ? '' : 'sudo '}apt-get (Debian's packages)`,
  );
  const run = (args: string[]) => {
    const [command, ...rest] = [...prefix, ...args] as [string, ...string[]];
    execFileSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', ...packages]);
  const still = missing.filter((command) => !onPath(command));
  if (still.length > 0) throw new Error(`still missing after apt-get: ${still.join(', ')}`);
}

async function runTool(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} exited with ${code}: ${errors.trim() || output.trim()}`);
  return output;
}

export interface HttpLoad {
  connections: number;
  seconds: number;
  /** wrk's threads (each runs its own share of the connections). */
  threads: number;
  headers?: Record<string, string>;
  /** POSTed as is on every request (with its content type in `headers`); a GET when absent. */
  body?: string;
}

/** Loads `url` with wrk for `seconds` and reads its figures from the report script's JSON line. */
export async function wrkLoad(url: string, load: HttpLoad): Promise<NativeFigures> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'petstore-wrk-'));
  try {
    const env: NodeJS.ProcessEnv = { WRK_BODY_FILE: '' };
    if (load.body !== undefined) {
      env['WRK_BODY_FILE'] = path.join(workDir, 'body');
      await writeFile(env['WRK_BODY_FILE'], load.body);
    }
    const args = ['-t', String(Math.min(load.threads, load.connections)), '-c', String(load.connections)];
    args.push('-d', `${load.seconds}s`, '--timeout', '10s', '-s', WRK_SCRIPT);
    for (const [name, value] of Object.entries(load.headers ?? {})) args.push('-H', `${name}: ${value}`);
    args.push(url);
    const output = await runTool('wrk', args, env);
    const line = output.split('\n').find((text) => text.startsWith('{"requests"'));
    if (line === undefined) throw new Error(`no figures in wrk's output:\n${output}`);
    const report = JSON.parse(line) as {
      requests: number;
      durationMicros: number;
      p50: number;
      p99: number;
      non2xx: number;
      socketErrors: number;
    };
    return {
      requests: report.requests,
      requestsPerSecond: report.requests / (report.durationMicros / 1e6),
      p50: report.p50 / 1000,
      p99: report.p99 / 1000,
      failures: report.non2xx + report.socketErrors,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** A gRPC message as it travels: one byte (not compressed), its length (4 bytes, big-endian), itself. */
export function grpcFrame(message: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt32BE(message.length, 1);
  return Buffer.concat([header, message]);
}

/**
 * One unary call over a fresh HTTP/2 connection, as h2load will make it; fails unless it ends
 * with `grpc-status: 0`. Answers the bytes of the response's DATA frames (5-byte prefix included).
 */
export async function grpcCallOnce(address: string, method: string, frame: Buffer): Promise<number> {
  const session = http2.connect(`http://${address}`);
  try {
    return await new Promise<number>((resolve, reject) => {
      session.once('error', reject);
      const stream = session.request({
        ':method': 'POST',
        ':path': method,
        'content-type': 'application/grpc',
        te: 'trailers',
      });
      let bytes = 0;
      let status: string | undefined;
      let message = '';
      const read = (headers: http2.IncomingHttpHeaders) => {
        status ??= headers['grpc-status'] as string | undefined;
        message ||= String(headers['grpc-message'] ?? '');
      };
      stream.on('response', read);
      stream.on('trailers', read);
      stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
      stream.once('error', reject);
      stream.once('close', () => {
        if (status === '0') resolve(bytes);
        else reject(new Error(`${method}: grpc-status ${status ?? 'none'} ${decodeURIComponent(message)}`));
      });
      stream.end(frame);
    });
  } finally {
    session.close();
  }
}

export interface GrpcLoad {
  /** Calls in flight: `connections` HTTP/2 connections with `streams / connections` streams each. */
  streams: number;
  connections: number;
  /** h2load's threads (`-t`, at most one per connection): as many as wrk gets, or it is the bottleneck. */
  threads: number;
  seconds: number;
  /** The DATA bytes of one whole answer (`grpcCallOnce`): answers short of it are failures. */
  answerBytes: number;
}

/**
 * Loads one unary gRPC method with h2load: every request POSTs the same framed message with gRPC's
 * headers. h2load knows HTTP statuses, not gRPC's trailers, so a call counts as answered only by
 * the bytes it brought back: DATA bytes over the size of one whole answer.
 */
export async function h2loadGrpc(
  address: string,
  method: string,
  frame: Buffer,
  load: GrpcLoad,
): Promise<NativeFigures> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'petstore-h2load-'));
  try {
    const bodyFile = path.join(workDir, 'request');
    const logFile = path.join(workDir, 'requests.log');
    await writeFile(bodyFile, frame);
    const connections = Math.max(1, Math.min(load.connections, load.streams));
    const output = await runTool('h2load', [
      '-t',
      String(Math.max(1, Math.min(load.threads, connections))),
      '-c',
      String(connections),
      '-m',
      String(Math.max(1, Math.ceil(load.streams / connections))),
      '-D',
      String(load.seconds),
      '-d',
      bodyFile,
      '-H',
      'content-type: application/grpc',
      '-H',
      'te: trailers',
      `--log-file=${logFile}`,
      `http://${address}${method}`,
    ]);
    const finished = /finished in ([\d.]+)s/.exec(output);
    const succeeded =
      /requests: \d+ total, \d+ started, \d+ done, (\d+) succeeded, (\d+) failed, (\d+) errored, (\d+) timeout/.exec(
        output,
      );
    const data = /traffic: .*?, .*?\((\d+)\) headers .*?, .*?\((\d+)\) data/.exec(output);
    if (finished === null || succeeded === null || data === null) {
      throw new Error(`unexpected h2load output:\n${output}`);
    }
    const done = Number(succeeded[1]);
    const whole = Math.min(done, Math.floor(Number(data[2]) / load.answerBytes));
    const latencies = (await readFile(logFile, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => Number(line.split('\t')[2]))
      .sort((a, b) => a - b);
    const percentile = (p: number) =>
      (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0) / 1000;
    return {
      requests: done,
      requestsPerSecond: done / Number(finished[1]),
      p50: percentile(50),
      p99: percentile(99),
      failures: done - whole + Number(succeeded[2]) + Number(succeeded[3]) + Number(succeeded[4]),
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
