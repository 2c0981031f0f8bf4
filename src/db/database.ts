import path from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { startEmbeddedMongo, type EmbeddedMongoHandle } from './embedded/index.js';

export interface Database {
  connection: Connection;
  /** Where the data lives, for the start-up log (never includes credentials). */
  description: string;
  /**
   * The embedded server this process started, if any: `uri` names it with the database
   * (`mongodb://127.0.0.1:PORT/petstore`) so another process can share it, e.g. a second gateway.
   */
  embedded: { uri: string; stop(): Promise<void> } | undefined;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const DATABASE_NAME = 'petstore';

/**
 * Connects mongoose to `MONGODB_URI`, or, when it is unset, to the embedded MongoDB-compatible
 * server started in a worker thread: the same driver, the same wire protocol, the same code path.
 */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  let embedded: EmbeddedMongoHandle | undefined;
  let uri: string;
  let description: string;
  if (config.mongodbUri === undefined) {
    const dbpath = path.resolve(config.dataDir);
    embedded = config.embeddedDbMemory
      ? await startEmbeddedMongo({ port: 0, memory: true })
      : await startEmbeddedMongo({ port: 0, dbpath });
    uri = embedded.uri;
    description = config.embeddedDbMemory ? 'embedded (in memory)' : `embedded (${dbpath})`;
  } else {
    uri = config.mongodbUri;
    description = redactUri(uri);
  }
  const connection = mongoose.createConnection(uri, {
    dbName: config.mongodbUri === undefined ? DATABASE_NAME : undefined,
    serverSelectionTimeoutMS: 10_000,
    autoIndex: true,
  });
  try {
    await connection.asPromise();
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  logger.info({ database: description }, 'database connected');
  return {
    connection,
    description,
    embedded: embedded && {
      uri: `${embedded.uri.replace(/\/+$/, '')}/${DATABASE_NAME}`,
      stop: embedded.stop,
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
    },
  };
}

function redactUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}
