import path from 'node:path';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { startEmbeddedMongo } from '../db/embedded/index.js';
import { embeddedSocketFor } from '../db/embedded-socket.js';

/** The database name the service uses on the embedded server (as src/db/database.ts does). */
const DATABASE_NAME = 'petstore';

export interface HostedDatabase {
  /** What workers put in MONGODB_URI: the Unix socket and the database name. */
  uri: string;
  description: string;
  /** Flushes the journal, releases the data directory and removes a temporary socket directory. */
  stop(): Promise<void>;
}

/**
 * Starts the embedded server in the primary for its workers: the same owner-only Unix socket
 * (`<DATA_DIR>/mongod.sock`, or a private temporary directory) a single process uses, so workers
 * reach it exactly as a second gateway would, with `MONGODB_URI` naming that socket.
 */
export async function hostEmbeddedDatabase(config: Config, logger: Logger): Promise<HostedDatabase> {
  const dbpath = path.resolve(config.dataDir);
  const socket = await embeddedSocketFor(config.embeddedDbMemory ? undefined : dbpath, logger);
  let server;
  try {
    server = config.embeddedDbMemory
      ? await startEmbeddedMongo({ socketPath: socket.path, memory: true })
      : await startEmbeddedMongo({ socketPath: socket.path, dbpath });
  } catch (error) {
    await socket.cleanUp();
    throw error;
  }
  const embedded = server;
  return {
    uri: `${embedded.uri.replace(/\/+$/, '')}/${DATABASE_NAME}`,
    description: config.embeddedDbMemory ? 'embedded (in memory)' : `embedded (${dbpath})`,
    async stop() {
      await embedded.stop();
      await socket.cleanUp();
    },
  };
}
