import { connect } from 'node:net';
import path from 'node:path';
import { stat } from 'node:fs/promises';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { openDatabase, type Database } from '../db/database.js';
import { SOCKET_FILE_NAME } from '../db/embedded-socket.js';

/** `mongodb://<socket>/petstore`: the running service's embedded server, as a second gateway reaches it. */
function socketUri(socketPath: string): string {
  return `mongodb://${encodeURIComponent(socketPath)}/petstore`;
}

/** Whether a server answers on the Unix socket (a file left by a crashed service does not). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

async function isSocket(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isSocket();
  } catch {
    return false;
  }
}

/**
 * The database an operator command works on: the one the service uses. `MONGODB_URI` when set;
 * else, while the service runs, its embedded server through the socket in DATA_DIR (the data
 * directory is locked by the service, and this is how a second process shares it); else the
 * embedded server opened on DATA_DIR by this command.
 */
export async function openOperatorDatabase(
  config: Config,
  logger: Logger,
): Promise<{ database: Database; via: 'uri' | 'running service' | 'data directory' }> {
  if (config.mongodbUri !== undefined) return { database: await openDatabase(config, logger), via: 'uri' };
  const socketPath = path.join(path.resolve(config.dataDir), SOCKET_FILE_NAME);
  if (!config.embeddedDbMemory && (await isSocket(socketPath)) && (await answers(socketPath))) {
    const database = await openDatabase({ ...config, mongodbUri: socketUri(socketPath) }, logger);
    return { database, via: 'running service' };
  }
  return { database: await openDatabase(config, logger), via: 'data directory' };
}
