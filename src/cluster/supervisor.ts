import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../logger.js';
import { isWorkerListening, type WorkerListening } from './messages.js';

export interface SupervisorOptions {
  workers: number;
  /** A worker's own shutdown gets this long (SHUTDOWN_GRACE_MS); the primary waits a little more. */
  shutdownGraceMs: number;
  logger: Logger;
}

/** A worker that lived less than this before dying counts as failing to start: backoff grows. */
const HEALTHY_AFTER_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 30_000;
/** Beyond the grace period, what a worker may need to close its database connection and exit. */
const EXIT_MARGIN_MS = 5_000;

/**
 * Keeps WEB_CONCURRENCY workers serving: forks them (the first alone, so that one process
 * builds the indexes and seeds an empty database while the others wait), restarts any that dies
 * with a growing delay, and on `stop` sends each SIGTERM and waits for them to drain.
 */
export class WorkerSupervisor {
  private readonly live = new Map<number, { worker: Worker; startedAt: number; listening: boolean }>();
  private readonly restarts = new Set<NodeJS.Timeout>();
  private consecutiveFailures = 0;
  private stopping = false;
  private ready = false;
  /** Added to each worker's environment (the embedded database's MONGODB_URI). */
  private env: Record<string, string> = {};

  constructor(private readonly options: SupervisorOptions) {}

  /** Resolves with the first worker's addresses once every worker listens; rejects if one dies first. */
  async start(env: Record<string, string>): Promise<WorkerListening> {
    this.env = env;
    const first = await this.fork();
    if (this.stopping) return first;
    await Promise.all(Array.from({ length: this.options.workers - 1 }, () => this.fork()));
    this.ready = true;
    return first;
  }

  private fork(): Promise<WorkerListening> {
    const worker = cluster.fork(this.env);
    const startedAt = Date.now();
    const entry = { worker, startedAt, listening: false };
    this.live.set(worker.id, entry);
    const { logger } = this.options;
    let listened = false;
    return new Promise((resolve, reject) => {
      worker.on('message', (message: unknown) => {
        if (!isWorkerListening(message)) return;
        listened = true;
        entry.listening = true;
        logger.info({ worker: worker.id, pid: message.pid, url: message.url }, 'worker listening');
        resolve(message);
      });
      worker.once('exit', (code, signal) => {
        this.live.delete(worker.id);
        const fields = { worker: worker.id, pid: worker.process.pid, code, signal };
        if (this.stopping) {
          logger.info(fields, 'worker stopped');
          return;
        }
        if (!this.ready && !listened) {
          reject(new Error(`worker ${worker.id} exited with ${signal ?? code} before it was listening`));
          return;
        }
        const livedMs = Date.now() - startedAt;
        this.consecutiveFailures = livedMs >= HEALTHY_AFTER_MS ? 0 : this.consecutiveFailures + 1;
        const delayMs = Math.min(
          MAX_RESTART_DELAY_MS,
          FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, this.consecutiveFailures - 1),
        );
        logger.error({ ...fields, livedMs, restartInMs: delayMs }, 'worker died; restarting it');
        this.restartLater(delayMs);
      });
    });
  }

  private restartLater(delayMs: number): void {
    const timer = setTimeout(() => {
      this.restarts.delete(timer);
      if (this.stopping) return;
      this.fork().catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'a restarted worker did not start'),
      );
    }, delayMs);
    this.restarts.add(timer);
  }

  /**
   * SIGTERM to every worker (each stops accepting, drains within the grace period and exits),
   * then waits; a worker still running after the grace period and a margin is killed.
   * Resolves true when every worker exited on its own with code 0.
   */
  async stop(): Promise<boolean> {
    this.stopping = true;
    for (const timer of this.restarts) clearTimeout(timer);
    this.restarts.clear();
    const entries = [...this.live.values()];
    const workers = entries.map(({ worker }) => worker);
    const exits = entries.map(
      ({ worker, listening }) =>
        new Promise<boolean>((resolve) => {
          // A worker still loading its code when the signal comes ends by it, with nothing to drain.
          const clean = (code: number | null, signal: NodeJS.Signals | null) =>
            code === 0 || (!listening && signal === 'SIGTERM');
          if (worker.process.exitCode !== null || worker.process.signalCode !== null) {
            resolve(clean(worker.process.exitCode, worker.process.signalCode));
            return;
          }
          worker.process.once('exit', (code, signal) => resolve(clean(code, signal)));
          worker.process.kill('SIGTERM');
        }),
    );
    const deadline = setTimeout(() => {
      for (const worker of workers) {
        if (worker.process.exitCode === null && worker.process.signalCode === null) {
          this.options.logger.warn({ worker: worker.id }, 'worker did not stop in time: killed');
          worker.process.kill('SIGKILL');
        }
      }
    }, this.options.shutdownGraceMs + EXIT_MARGIN_MS);
    const clean = await Promise.all(exits);
    clearTimeout(deadline);
    return clean.every(Boolean);
  }
}
