import mongoose from 'mongoose';
import { afterAll, beforeAll } from 'vitest';
import { startEmbeddedMongoInProcess } from '../../src/db/embedded/index.js';
import type { EmbeddedMongoHandle } from '../../src/db/embedded/index.js';

export const { MongoClient } = mongoose.mongo;
export type MongoClientType = InstanceType<typeof MongoClient>;

export interface TestServer {
  server: EmbeddedMongoHandle;
  client: MongoClientType;
}

/** Starts an in-memory embedded server and a connected driver client for one test file. */
export function useEmbeddedServer(): TestServer {
  const ctx = {} as TestServer;
  beforeAll(async () => {
    ctx.server = await startEmbeddedMongoInProcess({ memory: true });
    ctx.client = new MongoClient(ctx.server.uri, { serverSelectionTimeoutMS: 5000 });
    await ctx.client.connect();
  });
  afterAll(async () => {
    await ctx.client?.close();
    await ctx.server?.stop();
  });
  return ctx;
}
