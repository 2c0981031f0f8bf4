import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../../src/db/embedded/index.js';

describe('the server in a worker thread', () => {
  it('serves mongoose and stops cleanly', async () => {
    const server = await startEmbeddedMongo({ memory: true });
    expect(server.uri).toBe(`mongodb://127.0.0.1:${server.port}`);
    const connection = await mongoose.createConnection(server.uri, { dbName: 'worker' }).asPromise();
    const Pet = connection.model('Pet', new mongoose.Schema({ name: String }));
    await Pet.create({ name: 'Rex' });
    expect((await Pet.findOne({ name: 'Rex' }).lean())?.name).toBe('Rex');
    await connection.close();
    await server.stop();
    await server.stop();
    const probe = new mongoose.mongo.MongoClient(server.uri, { serverSelectionTimeoutMS: 500 });
    await expect(probe.connect()).rejects.toThrow();
  });
});
