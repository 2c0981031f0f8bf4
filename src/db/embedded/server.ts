import { chmod, lstat, unlink } from 'node:fs/promises';
import net from 'node:net';
import type { Document } from 'bson';
import type { CommandContext, ServerCounters } from './commands/context.js';
import { runCommand } from './commands/registry.js';
import { ClientConnection } from './connection.js';
import { CursorRegistry } from './cursors.js';
import { Engine } from './engine/engine.js';
import { expireDocuments } from './engine/ttl.js';
import type { Persistence } from './persistence/types.js';

export interface ServerOptions {
  port: number;
  host: string;
  /** Listen on this Unix domain socket (file mode 0600) instead of TCP; `port` and `host` are then unused. */
  socketPath?: string;
  persistence?: Persistence;
  /** How often TTL indexes are enforced. */
  ttlIntervalMs?: number;
  cursorIdleTimeoutMs?: number;
}

/**
 * The embedded MongoDB-compatible server: a TCP or Unix socket listener, the engine, open cursors
 * and the TTL monitor, all on the event loop of the thread that starts it.
 */
export class EmbeddedMongoServer {
  readonly counters: ServerCounters = {
    connectionsCurrent: 0,
    connectionsTotal: 0,
    commands: 0,
    failedCommands: 0,
    keysExamined: 0,
    docsExamined: 0,
    inserted: 0,
    updated: 0,
    deleted: 0,
    returned: 0,
  };
  private readonly connections = new Set<ClientConnection>();
  private readonly cursors: CursorRegistry;
  private readonly startedAt = new Date();
  private ttlTimer: NodeJS.Timeout | undefined;
  private listener: net.Server | undefined;
  private boundPort = 0;
  private nextConnectionId = 1;

  private constructor(
    private readonly engine: Engine,
    private readonly options: ServerOptions,
  ) {
    this.cursors = new CursorRegistry(options.cursorIdleTimeoutMs);
  }

  static async start(options: ServerOptions): Promise<EmbeddedMongoServer> {
    const engine = new Engine(options.persistence);
    await engine.restore();
    const server = new EmbeddedMongoServer(engine, options);
    try {
      await server.listen();
    } catch (error) {
      await server.stop();
      throw error;
    }
    return server;
  }

  get port(): number {
    return this.boundPort;
  }

  /**
   * `mongodb://127.0.0.1:PORT`, or for a Unix socket its percent-encoded path as the host
   * (`mongodb://%2Fdata%2Fmongod.sock`), the form the connection string spec and the drivers read.
   */
  get uri(): string {
    const socketPath = this.options.socketPath;
    if (socketPath !== undefined) return `mongodb://${encodeURIComponent(socketPath)}`;
    return `mongodb://${this.options.host}:${this.boundPort}`;
  }

  private async listen(): Promise<void> {
    const socketPath = this.options.socketPath;
    if (socketPath !== undefined) await removeStaleSocket(socketPath);
    const listener = net.createServer((socket) => this.accept(socket));
    this.listener = listener;
    this.ttlTimer = setInterval(() => void this.expire(), this.options.ttlIntervalMs ?? 1000);
    this.ttlTimer.unref();
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      const listening = () => {
        listener.off('error', reject);
        const address = listener.address();
        this.boundPort = typeof address === 'object' && address ? address.port : 0;
        resolve();
      };
      if (socketPath !== undefined) listener.listen(socketPath, listening);
      else listener.listen(this.options.port, this.options.host, listening);
    });
    // Connecting to a Unix socket needs write permission on it: owner-only keeps other local users
    // out (there is no authentication). The directory should be private too, which also closes the
    // moment between bind and chmod.
    if (socketPath !== undefined) await chmod(socketPath, 0o600);
  }

  private accept(socket: net.Socket): void {
    const connectionId = this.nextConnectionId++;
    this.counters.connectionsCurrent++;
    this.counters.connectionsTotal++;
    const connection = new ClientConnection(socket, (body, db) => this.run(body, db, connectionId));
    this.connections.add(connection);
    socket.once('close', () => {
      this.connections.delete(connection);
      this.counters.connectionsCurrent--;
    });
  }

  private run(body: Document, db: string, connectionId: number): Promise<Document> {
    const ctx: CommandContext = {
      engine: this.engine,
      cursors: this.cursors,
      db,
      connectionId,
      counters: this.counters,
      startedAt: this.startedAt,
      host: this.options.host,
      port: this.boundPort,
      memory: this.options.persistence === undefined,
    };
    return runCommand(body, ctx);
  }

  private async expire(): Promise<void> {
    try {
      const records = expireDocuments(this.engine, new Date());
      this.counters.deleted += records.length;
      await this.engine.persist(records);
    } catch (error) {
      console.warn(`[embedded-mongo] TTL pass failed: ${(error as Error).message}`);
    }
  }

  /** Stops listening, closes client connections, flushes and closes persistence. */
  async stop(): Promise<void> {
    clearInterval(this.ttlTimer);
    const listener = this.listener;
    this.listener = undefined;
    for (const connection of this.connections) connection.close();
    this.connections.clear();
    if (listener?.listening) await new Promise<void>((resolve) => listener.close(() => resolve()));
    this.cursors.close();
    await this.engine.close();
  }
}

/**
 * A socket file left by a server that crashed would make `listen` fail with EADDRINUSE. It is
 * removed only when nothing answers on it, so a running server's socket is never taken.
 */
async function removeStaleSocket(path: string): Promise<void> {
  const existing = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing === undefined) return;
  if (!existing.isSocket()) throw new Error(`${path} exists and is not a socket; refusing to replace it`);
  const answered = await new Promise<boolean>((resolve) => {
    const probe = net.connect(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (answered) throw new Error(`another server is listening on ${path}`);
  await unlink(path);
}
