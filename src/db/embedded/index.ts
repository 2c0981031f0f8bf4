import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The embedded MongoDB-compatible server: speaks the MongoDB wire protocol on a Unix domain socket
 * or loopback TCP so that mongoose and the official driver use it exactly as a real server.
 * `startEmbeddedMongo` runs it in a worker thread (off the caller's event loop);
 * `startEmbeddedMongoInProcess` runs it here.
 */
export interface EmbeddedMongoOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Listen address; default 127.0.0.1. */
  host?: string;
  /**
   * Listen on this Unix domain socket instead of TCP (created with mode 0600; keep it in a
   * directory only the owner can enter). The path must end in `.sock`, which is how drivers tell
   * a socket from a host name, and fit in 107 bytes.
   */
  socketPath?: string;
  /** Data directory (journal, snapshots, lock file); default ./data. Ignored with `memory`. */
  dbpath?: string;
  /** Keep everything in memory: nothing survives a restart. */
  memory?: boolean;
}

export interface EmbeddedMongoHandle {
  /** `mongodb://127.0.0.1:PORT`, or `mongodb://%2Fpath%2Fto%2Fmongod.sock` on a Unix socket */
  uri: string;
  /** The TCP port; 0 on a Unix socket. */
  port: number;
  /** Closes client connections, flushes the journal, releases the data directory. */
  stop(): Promise<void>;
}

/**
 * The engine (its query language, mingo, is about 300 modules) is loaded here, on first use: a
 * process that starts the server in a worker, or only connects to one (a second gateway, an
 * operator command), never loads it on its own thread.
 */
export async function startEmbeddedMongoInProcess(
  opts: EmbeddedMongoOptions = {},
): Promise<EmbeddedMongoHandle> {
  const socketPath = opts.socketPath === undefined ? undefined : path.resolve(opts.socketPath);
  if (socketPath !== undefined) checkSocketPath(socketPath);
  const [{ EmbeddedMongoServer }, { FilePersistence }] = await Promise.all([
    import('./server.js'),
    import('./persistence/file-persistence.js'),
  ]);
  const persistence = opts.memory
    ? undefined
    : new FilePersistence({ dir: path.resolve(opts.dbpath ?? './data') });
  const server = await EmbeddedMongoServer.start({
    port: opts.port ?? 0,
    host: opts.host ?? '127.0.0.1',
    socketPath,
    persistence,
  });
  let stopping: Promise<void> | undefined;
  return {
    uri: server.uri,
    port: server.port,
    stop: () => (stopping ??= server.stop()),
  };
}

/** sun_path holds 108 bytes on Linux (104 on macOS), the terminating NUL included. */
export const MAX_SOCKET_PATH_BYTES = process.platform === 'linux' ? 107 : 103;

function checkSocketPath(socketPath: string): void {
  if (!socketPath.endsWith('.sock')) {
    throw new Error(`socket path ${socketPath} must end in .sock (drivers recognise sockets by it)`);
  }
  const bytes = Buffer.byteLength(socketPath);
  if (bytes > MAX_SOCKET_PATH_BYTES) {
    throw new Error(`socket path ${socketPath} is ${bytes} bytes; at most ${MAX_SOCKET_PATH_BYTES} fit`);
  }
}

type WorkerReply =
  { type: 'ready'; uri: string; port: number } | { type: 'error'; message: string } | { type: 'stopped' };

/**
 * The worker's entry point, next to this file. Compiled (`npm start` runs `dist/`), it is imported
 * as it is. As TypeScript (tests, tools), the worker first registers tsx's loader (resolved from
 * here, so it works under `tsx` and under vitest alike), then imports worker.ts.
 */
function workerBootstrap(): string {
  const here = fileURLToPath(import.meta.url);
  const extension = path.extname(here);
  const workerUrl = new URL(`./worker${extension}`, import.meta.url).href;
  const reportFailure = `.catch((error) => { require('node:worker_threads').parentPort.postMessage({ type: 'error', message: String(error && error.stack || error) }); });`;
  if (extension === '.js') return `import(${JSON.stringify(workerUrl)})${reportFailure}`;
  const tsxApi = import.meta.resolve('tsx/esm/api');
  return [
    `import(${JSON.stringify(tsxApi)})`,
    `.then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); })`,
    reportFailure,
  ].join('');
}

export function startEmbeddedMongo(opts: EmbeddedMongoOptions = {}): Promise<EmbeddedMongoHandle> {
  const worker = new Worker(workerBootstrap(), { eval: true, workerData: opts });
  return new Promise((resolve, reject) => {
    const onExit = (code: number): void =>
      reject(new Error(`embedded MongoDB worker exited (code ${code}) before it was ready`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: WorkerReply) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (message.type !== 'ready') {
        void worker.terminate();
        reject(
          new Error(
            `embedded MongoDB failed to start: ${message.type === 'error' ? message.message : message.type}`,
          ),
        );
        return;
      }
      worker.on('error', (error) => console.error('[embedded-mongo] worker error', error));
      let stopping: Promise<void> | undefined;
      resolve({
        uri: message.uri,
        port: message.port,
        stop: () => (stopping ??= stopWorker(worker)),
      });
    });
  });
}

async function stopWorker(worker: Worker): Promise<void> {
  const stopped = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    worker.on('message', (message: WorkerReply) => {
      if (message.type === 'stopped' || message.type === 'error') {
        clearTimeout(timer);
        resolve();
      }
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  worker.postMessage({ type: 'stop' });
  await stopped;
  await worker.terminate();
}
