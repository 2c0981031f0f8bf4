import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmbeddedServer } from './helpers.js';

const t = useEmbeddedServer();
const db = () => t.client.db('uniq');

describe('unique indexes', () => {
  it('rejects a duplicate insert with the MongoDB E11000 write error', async () => {
    const users = db().collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ email: 'a@x.io' });
    const error = await users.insertOne({ email: 'a@x.io' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'a@x.io' },
    });
    expect((error as Error).message).toBe(
      'E11000 duplicate key error collection: uniq.users index: email_1 dup key: { email: "a@x.io" }',
    );
    expect(await users.countDocuments()).toBe(1);
  });

  it('reports the failing statement of an unordered batch and keeps the others', async () => {
    const tags = db().collection('tags');
    await tags.createIndex({ name: 1 }, { unique: true });
    const error = await tags
      .insertMany([{ name: 'a' }, { name: 'a' }, { name: 'b' }], { ordered: false })
      .catch((e: { writeErrors?: Array<{ index: number; code: number }> }) => e);
    expect(
      (error as { writeErrors: Array<{ index: number; code: number }> }).writeErrors.map((w) => [
        w.index,
        w.code,
      ]),
    ).toEqual([[1, 11000]]);
    expect(await tags.countDocuments()).toBe(2);
  });

  it('rejects an update that would duplicate a key', async () => {
    const users = db().collection('users2');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany([{ email: 'a' }, { email: 'b' }]);
    await expect(users.updateOne({ email: 'b' }, { $set: { email: 'a' } })).rejects.toMatchObject({
      code: 11000,
      keyValue: { email: 'a' },
    });
    const fam = await users
      .findOneAndUpdate({ email: 'b' }, { $set: { email: 'a' } })
      .catch((e: unknown) => e);
    expect(fam).toMatchObject({ code: 11000, codeName: 'DuplicateKey', keyValue: { email: 'a' } });
    expect(await users.findOne({ email: 'b' })).not.toBeNull();
  });

  it('enforces compound, sparse and partial unique indexes', async () => {
    const c = db().collection('mixed');
    await c.createIndex({ shop: 1, sku: 1 }, { unique: true });
    await c.createIndex({ code: 1 }, { unique: true, sparse: true });
    await c.createIndex({ slug: 1 }, { unique: true, partialFilterExpression: { published: true } });
    await c.insertMany([
      { shop: 1, sku: 'x' },
      { shop: 2, sku: 'x' },
      { shop: 3, sku: 'y', slug: 'p', published: false },
      { shop: 4, sku: 'y', slug: 'p', published: false },
      { shop: 5, sku: 'y', slug: 'p', published: true },
    ]);
    await expect(c.insertOne({ shop: 1, sku: 'x' })).rejects.toMatchObject({
      code: 11000,
      keyValue: { shop: 1, sku: 'x' },
    });
    await c.insertOne({ shop: 6, sku: 'z', code: 'c1' });
    await expect(c.insertOne({ shop: 7, sku: 'z', code: 'c1' })).rejects.toMatchObject({ code: 11000 });
    await expect(c.insertOne({ shop: 8, sku: 'z', slug: 'p', published: true })).rejects.toMatchObject({
      code: 11000,
    });
    await c.insertOne({ shop: 9, sku: 'z', slug: 'p' });
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const c = db().collection('predup');
    await c.insertMany([{ k: 1 }, { k: 1 }]);
    await expect(c.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });
});

describe('unique indexes through mongoose', () => {
  let connection: mongoose.Connection;
  beforeAll(async () => {
    connection = await mongoose.createConnection(t.server.uri, { dbName: 'mongoose_uniq' }).asPromise();
  });
  afterAll(async () => {
    await connection.close();
  });

  it('raises code 11000 with keyValue', async () => {
    const User = connection.model(
      'User',
      new mongoose.Schema({ email: { type: String, unique: true }, name: String }, { timestamps: true }),
    );
    await User.init();
    await User.create({ email: 'x@y.z', name: 'X' });
    await expect(User.create({ email: 'x@y.z', name: 'Y' })).rejects.toMatchObject({
      code: 11000,
      keyValue: { email: 'x@y.z' },
    });
    const updated = await User.findOneAndUpdate(
      { email: 'x@y.z' },
      { name: 'Z' },
      { returnDocument: 'after' },
    ).lean();
    expect(updated?.name).toBe('Z');
    expect(updated?.updatedAt).toBeInstanceOf(Date);
    const upserted = await User.findOneAndUpdate(
      { email: 'new@y.z' },
      { name: 'N' },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(upserted).toMatchObject({ email: 'new@y.z', name: 'N' });
    expect(upserted?.createdAt).toBeInstanceOf(Date);
    expect(await User.countDocuments()).toBe(2);
  });
});
