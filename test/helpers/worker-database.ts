import { startEmbeddedMongo } from '../../src/db/embedded/index.js';

let server: Promise<string> | undefined;

/**
 * One embedded MongoDB-compatible server per test worker, started by the first gateway that needs
 * it and kept for the worker's next files (the door tier keeps modules loaded between files).
 * Every gateway gets a database of its own on it (`freshDatabaseUri`), so each still starts as on
 * an empty database while the worker pays for one server start instead of one per gateway. The
 * server listens on loopback TCP, as an external MongoDB does, and goes with the worker process.
 */
export function workerDatabaseServer(): Promise<string> {
  server ??= startEmbeddedMongo({ memory: true }).then(
    (handle) => handle.uri,
    (error: unknown) => {
      server = undefined;
      throw error;
    },
  );
  return server;
}
