import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT, serviceCommand, serviceEnvironment } from '../helpers/service-process.js';

/** One JSON log line of the service, with the fields the cluster tests read. */
export interface LogLine {
  level?: string;
  msg?: string;
  role?: string;
  worker?: number;
  pid?: number;
  url?: string;
  grpcAddress?: string;
  requestId?: string;
  status?: number | string;
  [field: string]: unknown;
}

/**
 * The service as `npm start` runs it (`node dist/main.js`), in a child process on ephemeral ports over a fresh data
 * directory, with every log line kept so tests can see which worker answered a request.
 */
export class ClusterService {
  readonly lines: LogLine[] = [];
  url = '';
  grpcAddress = '';
  private waiters: (() => void)[] = [];
  private constructor(
    readonly child: ChildProcess,
    readonly dataDir: string,
  ) {}

  static async start(env: Record<string, string>): Promise<ClusterService> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'petstore-cluster-'));
    const [command, args] = serviceCommand('built');
    const child = spawn(command, args, {
      cwd: ROOT,
      env: serviceEnvironment({ DATA_DIR: dataDir, ...env }),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const service = new ClusterService(child, dataDir);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        service.lines.push(JSON.parse(line) as LogLine);
      } catch {
        return;
      }
      for (const wake of service.waiters.splice(0)) wake();
    });
    child.once('exit', () => {
      for (const wake of service.waiters.splice(0)) wake();
    });
    // Generous: two workers each load the whole service, which takes long on a busy machine.
    const ready = await service.waitForLine((line) => line.msg === 'all workers listening', 170_000);
    service.url = ready.url as string;
    service.grpcAddress = ready.grpcAddress as string;
    return service;
  }

  /** The first log line (from `from` on) that matches, waiting for it up to `timeoutMs`. */
  async waitForLine(match: (line: LogLine) => boolean, timeoutMs = 20_000, from = 0): Promise<LogLine> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.lines.slice(from).find(match);
      if (found !== undefined) return found;
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`the service exited (${this.child.exitCode ?? this.child.signalCode}) first`);
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for a log line');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The worker whose `request` line carries this request id (HTTP and gRPC doors log one each). */
  async workerThatServed(requestId: string): Promise<number> {
    const line = await this.waitForLine(
      (entry) => entry.msg === 'request' && entry.correlationId === requestId,
    );
    if (typeof line.worker !== 'number') throw new Error(`request ${requestId} was logged without a worker`);
    return line.worker;
  }

  /** The pids of the workers now listening, by worker id, from the primary's log. */
  workerPids(): Map<number, number> {
    const pids = new Map<number, number>();
    for (const line of this.lines) {
      if (line.role !== 'primary' || typeof line.worker !== 'number' || typeof line.pid !== 'number')
        continue;
      if (line.msg === 'worker listening') pids.set(line.worker, line.pid);
      else pids.delete(line.worker);
    }
    return pids;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
