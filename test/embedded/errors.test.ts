import { describe, expect, it } from 'vitest';
import { useEmbeddedServer } from './helpers.js';

const t = useEmbeddedServer();
const db = () => t.client.db('errs');

describe('unsupported things get MongoDB-style errors', () => {
  it('answers an unknown command with CommandNotFound (59)', async () => {
    await expect(db().command({ frobnicate: 1 })).rejects.toMatchObject({
      code: 59,
      codeName: 'CommandNotFound',
      message: "no such command: 'frobnicate'",
    });
  });

  it('matches command names case-insensitively', async () => {
    expect((await db().command({ BuildInfo: 1 })).version).toMatch(/^\d+\.\d+/);
    expect((await db().command({ isMaster: 1 })).ismaster).toBe(true);
  });

  it('refuses transactions as a standalone does (20)', async () => {
    const session = t.client.startSession();
    try {
      session.startTransaction();
      // The driver wraps code 20 in its own "does not support retryable writes" advice, as it
      // does against a real standalone mongod.
      const error = await db()
        .collection('tx')
        .insertOne({ a: 1 }, { session })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ originalError: { code: 20, codeName: 'IllegalOperation' } });
    } finally {
      await session.abortTransaction().catch(() => undefined);
      await session.endSession();
    }
    await expect(t.client.db('admin').command({ commitTransaction: 1 })).rejects.toMatchObject({ code: 20 });
    await expect(db().command({ insert: 'tx', documents: [{ a: 1 }], txnNumber: 1 })).rejects.toMatchObject({
      code: 20,
    });
  });

  it('refuses server-side JavaScript, text and geo queries, $out and $merge', async () => {
    const c = db().collection('ops');
    await c.insertOne({ a: 1 });
    await expect(c.find({ $where: 'this.a == 1' }).toArray()).rejects.toMatchObject({
      code: 238,
      codeName: 'NotImplemented',
    });
    await expect(
      c.find({ $expr: { $function: { body: 'return 1', args: [], lang: 'js' } } }).toArray(),
    ).rejects.toMatchObject({ code: 238 });
    await expect(c.find({ $text: { $search: 'x' } }).toArray()).rejects.toMatchObject({ code: 27 });
    await expect(c.find({ loc: { $near: [0, 0] } }).toArray()).rejects.toMatchObject({ code: 238 });
    await expect(c.aggregate([{ $out: 'copy' }]).toArray()).rejects.toMatchObject({ code: 238 });
    await expect(c.aggregate([{ $merge: { into: 'copy' } }]).toArray()).rejects.toMatchObject({ code: 238 });
    await expect(c.createIndex({ body: 'text' })).rejects.toMatchObject({ code: 238 });
  });

  it('refuses change streams as a standalone does (40573)', async () => {
    await expect(
      db()
        .collection('ops')
        .aggregate([{ $changeStream: {} }])
        .toArray(),
    ).rejects.toMatchObject({ code: 40573 });
  });

  it('reports missing namespaces (26) and existing ones (48)', async () => {
    await expect(db().command({ drop: 'nope' })).rejects.toMatchObject({ code: 26 });
    expect(await db().collection('nope').drop()).toBe(false);
    await expect(db().command({ listIndexes: 'nope' })).rejects.toMatchObject({ code: 26 });
    await db().createCollection('once');
    await expect(db().createCollection('once')).rejects.toMatchObject({ code: 48 });
  });

  it('reports a bad query operator as a bad value instead of hanging', async () => {
    await expect(
      db()
        .collection('ops')
        .find({ a: { $bogus: 1 } })
        .toArray(),
    ).rejects.toMatchObject({ code: 2 });
  });
});

describe('collections and databases', () => {
  it('lists, renames and drops collections and databases', async () => {
    const d = t.client.db('ddl');
    await d.collection('a').insertOne({ x: 1 });
    await d.collection('b').insertOne({ x: 2 });
    expect((await d.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort()).toEqual([
      'a',
      'b',
    ]);
    expect((await d.listCollections({ name: 'a' }).toArray()).map((c) => c.name)).toEqual(['a']);
    await d.collection('a').createIndex({ x: 1 });
    await d.renameCollection('a', 'c');
    expect((await d.collection('c').listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'x_1']);
    expect(await d.collection('c').findOne({}, { projection: { _id: 0 } })).toEqual({ x: 1 });
    const dbs = await t.client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((x) => x.name)).toContain('ddl');
    expect((await d.stats()).collections).toBe(2);
    await d.collection('c').dropIndex('x_1');
    expect((await d.collection('c').listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    await d.dropDatabase();
    expect((await t.client.db('admin').admin().listDatabases()).databases.map((x) => x.name)).not.toContain(
      'ddl',
    );
  });
});
