import path from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { startEmbeddedMongo, type EmbeddedMongoHandle } from './embedded/index.js';
import { embeddedSocketFor, type EmbeddedSocket } from './embedded-socket.js';
import { DURABLE_CONNECTION_OPTIONS } from './durability.js';

export interface Database {
  connection: Connection;
  /** Where the data lives, for the start-up log (never includes credentials). */
  description: string;
  /**
   * The embedded server this process started, if any: `uri` names it with the database
   * (`mongodb://%2Fpath%2Fmongod.sock/petstore`, a Unix socket) so another process of the same
   * user can share it, e.g. a second gateway.
   */
  embedded: { uri: string; stop(): Promise<void> } | undefined;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const DATABASE_NAME = 'petstore';

/**
 * Connects mongoose to `MONGODB_URI`, or, when it is unset, to the embedded MongoDB-compatible
 * server started in a worker thread: the same driver, the same wire protocol, the same code path.
 * The embedded server listens on an owner-only Unix socket, not TCP (see embedded-socket.ts).
 */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  let embedded: EmbeddedMongoHandle | undefined;
  let socket: EmbeddedSocket | undefined;
  let uri: string;
  let description: string;
  if (config.mongodbUri === undefined) {
    const dbpath = path.resolve(config.dataDir);
    socket = await embeddedSocketFor(config.embeddedDbMemory ? undefined : dbpath, logger);
    try {
      embedded = config.embeddedDbMemory
        ? await startEmbeddedMongo({ socketPath: socket.path, memory: true })
        : await startEmbeddedMongo({ socketPath: socket.path, dbpath });
    } catch (error) {
      await socket.cleanUp();
      throw error;
    }
    uri = embedded.uri;
    description = config.embeddedDbMemory ? 'embedded (in memory)' : `embedded (${dbpath})`;
  } else {
    uri = config.mongodbUri;
    description = redactUri(uri);
  }
  const connection = mongoose.createConnection(uri, {
    ...DURABLE_CONNECTION_OPTIONS,
    dbName: config.mongodbUri === undefined ? DATABASE_NAME : undefined,
    serverSelectionTimeoutMS: 10_000,
    autoIndex: true,
  });
  try {
    await connection.asPromise();
  } catch (error) {
    await embedded?.stop();
    await socket?.cleanUp();
    throw error;
  }
  logger.info({ database: description, socket: socket?.path }, 'database connected');
  return {
    connection,
    description,
    embedded: embedded && {
      uri: `${embedded.uri.replace(/\/+$/, '')}/${DATABASE_NAME}`,
      stop: async () => {
        await embedded?.stop();
        await socket?.cleanUp();
      },
    },
    async ping() {
      try {
        await connection.db?.admin().ping();
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await connection.close();
      await embedded?.stop();
      await socket?.cleanUp();
    },
  };
}

function redactUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}
