import { describe, expect, it } from 'vitest';
import { useEmbeddedServer } from './helpers.js';

const t = useEmbeddedServer();
const db = () => t.client.db('crud');

describe('basic CRUD over the wire', () => {
  it('inserts, finds, updates and deletes documents', async () => {
    const pets = db().collection('pets');
    const inserted = await pets.insertMany([
      { name: 'Rex', kind: 'dog', age: 3 },
      { name: 'Tom', kind: 'cat', age: 5 },
      { name: 'Kit', kind: 'cat', age: 1 },
    ]);
    expect(inserted.insertedCount).toBe(3);
    expect(await pets.countDocuments({ kind: 'cat' })).toBe(2);
    const cats = await pets
      .find({ kind: 'cat' }, { sort: { age: 1 }, projection: { _id: 0, name: 1 } })
      .toArray();
    expect(cats).toEqual([{ name: 'Kit' }, { name: 'Tom' }]);

    const updated = await pets.updateOne({ name: 'Rex' }, { $set: { age: 4 }, $inc: { visits: 1 } });
    expect(updated).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await pets.findOne({ name: 'Rex' }, { projection: { _id: 0 } })).toEqual({
      name: 'Rex',
      kind: 'dog',
      age: 4,
      visits: 1,
    });

    const many = await pets.updateMany({ kind: 'cat' }, { $set: { indoor: true } });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const again = await pets.updateMany({ kind: 'cat' }, { $set: { indoor: true } });
    expect(again).toMatchObject({ matchedCount: 2, modifiedCount: 0 });

    expect((await pets.deleteOne({ name: 'Tom' })).deletedCount).toBe(1);
    expect((await pets.deleteMany({})).deletedCount).toBe(2);
    expect(await pets.countDocuments()).toBe(0);
  });

  it('stores _id first and keeps a client-chosen _id of any type', async () => {
    const things = db().collection<{ _id: string | number | { a: number }; v: number }>('things');
    await things.insertOne({ v: 1, _id: 'string-id' });
    await things.insertOne({ _id: 42, v: 2 });
    await things.insertOne({ _id: { a: 1 }, v: 3 });
    expect(Object.keys((await things.findOne({ _id: 'string-id' })) ?? {})).toEqual(['_id', 'v']);
    expect(await things.findOne({ _id: 42.0 })).toEqual({ _id: 42, v: 2 });
    expect(await things.findOne({ _id: { a: 1 } })).toEqual({ _id: { a: 1 }, v: 3 });
    await expect(things.insertOne({ _id: 42, v: 9 })).rejects.toMatchObject({ code: 11000 });
  });

  it('findOneAndUpdate returns the document before or after, and upserts', async () => {
    const counters = db().collection<{ _id: string; seq: number; createdAt?: Date }>('counters');
    const first = await counters.findOneAndUpdate(
      { _id: 'orders' },
      { $inc: { seq: 1 }, $setOnInsert: { createdAt: new Date(0) } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(first).toEqual({ _id: 'orders', seq: 1, createdAt: new Date(0) });
    const before = await counters.findOneAndUpdate(
      { _id: 'orders' },
      { $inc: { seq: 1 }, $setOnInsert: { createdAt: new Date(1) } },
      { returnDocument: 'before' },
    );
    expect(before).toEqual({ _id: 'orders', seq: 1, createdAt: new Date(0) });
    const after = await counters.findOne({ _id: 'orders' });
    expect(after).toEqual({ _id: 'orders', seq: 2, createdAt: new Date(0) });
    const removed = await counters.findOneAndDelete({ _id: 'orders' });
    expect(removed?.seq).toBe(2);
    expect(await counters.findOneAndUpdate({ _id: 'none' }, { $set: { seq: 1 } })).toBeNull();
  });

  it('aggregates with $match and $group, as countDocuments does', async () => {
    const orders = db().collection('orders');
    await orders.insertMany([
      { customer: 'a', total: 10, status: 'paid' },
      { customer: 'b', total: 5, status: 'paid' },
      { customer: 'a', total: 7, status: 'paid' },
      { customer: 'a', total: 100, status: 'cancelled' },
    ]);
    const totals = await orders
      .aggregate([
        { $match: { status: 'paid' } },
        { $group: { _id: '$customer', total: { $sum: '$total' }, n: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(totals).toEqual([
      { _id: 'a', total: 17, n: 2 },
      { _id: 'b', total: 5, n: 1 },
    ]);
    expect(await orders.countDocuments({ status: 'paid' })).toBe(3);
    expect(await orders.estimatedDocumentCount()).toBe(4);
    expect(await orders.distinct('customer')).toEqual(['a', 'b']);
  });

  it('applies concurrent increments from many connections atomically', async () => {
    const counters = db().collection<{ _id: string; n: number }>('atomic');
    await counters.insertOne({ _id: 'c', n: 0 });
    await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        i % 2 === 0
          ? counters.updateOne({ _id: 'c' }, { $inc: { n: 1 } })
          : counters.findOneAndUpdate({ _id: 'c' }, { $inc: { n: 1 } }),
      ),
    );
    expect((await counters.findOne({ _id: 'c' }))?.n).toBe(400);
  });
});
