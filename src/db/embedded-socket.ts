import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../logger.js';
import { MAX_SOCKET_PATH_BYTES } from './embedded/index.js';

export const SOCKET_FILE_NAME = 'mongod.sock';

export interface EmbeddedSocket {
  path: string;
  /** Removes the private temporary directory, if one was made. */
  cleanUp(): Promise<void>;
}

/**
 * Where the service's own embedded server listens: a Unix domain socket, never TCP, because the
 * server has no authentication and any local process could otherwise read and change every
 * tenant's data. Only the owner may connect: the socket is 0600 and its directory is private.
 *
 * - With a data directory: `<dataDir>/mongod.sock`. The data directory holds the whole database,
 *   so it is made owner-only (0700) when it is not already.
 * - In memory, or when that path does not fit in a socket address (about 107 bytes), or the data
 *   directory cannot be made private: a fresh private directory under the system temp directory.
 */
export async function embeddedSocketFor(
  dataDir: string | undefined,
  logger: Logger,
): Promise<EmbeddedSocket> {
  if (dataDir !== undefined) {
    const candidate = path.join(dataDir, SOCKET_FILE_NAME);
    const bytes = Buffer.byteLength(candidate);
    if (bytes > MAX_SOCKET_PATH_BYTES) {
      logger.warn(
        { dataDir, bytes, max: MAX_SOCKET_PATH_BYTES },
        'the data directory path is too long for a Unix socket address; the database socket goes to a private temporary directory',
      );
    } else if (await makePrivate(dataDir, logger)) {
      return { path: candidate, cleanUp: async () => {} };
    }
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'petstore-db-'));
  // mkdtemp already creates 0700; stated so that a permissive umask cannot matter.
  await chmod(dir, 0o700);
  return {
    path: path.join(dir, SOCKET_FILE_NAME),
    cleanUp: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Creates the directory owner-only, or removes group and other access from an existing one. */
async function makePrivate(dir: string, logger: Logger): Promise<boolean> {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const mode = (await stat(dir)).mode & 0o777;
    if ((mode & 0o077) !== 0) {
      await chmod(dir, mode & 0o700);
      logger.info(
        { dataDir: dir, from: mode.toString(8), to: (mode & 0o700).toString(8) },
        'data directory made owner-only: it holds the database and its socket',
      );
    }
    return true;
  } catch (error) {
    logger.warn(
      { dataDir: dir, error: (error as Error).message },
      'the data directory cannot be made owner-only; the database socket goes to a private temporary directory',
    );
    return false;
  }
}
