import { describe, expect, it } from 'vitest';
import { useEmbeddedServer } from './helpers.js';

const t = useEmbeddedServer();
let counter = 0;
/** A fresh collection holding one document; returns it and a reader of its current state. */
async function withDoc(doc: Record<string, unknown>) {
  const c = t.client.db('upd').collection(`c${counter++}`);
  await c.insertOne({ _id: 1, ...doc } as never);
  return { c, read: async () => c.findOne({ _id: 1 as never }, { projection: { _id: 0 } }) };
}

describe('update operators', () => {
  it('applies $set, $unset, $inc, $mul, $min, $max, $rename and $currentDate', async () => {
    const { c, read } = await withDoc({ a: 1, b: 2, n: 10, lo: 5, hi: 5, old: 'x', nested: { x: 1 } });
    await c.updateOne(
      {},
      {
        $set: { 'nested.y': 2, created: 'yes' },
        $unset: { b: '' },
        $inc: { a: 2, fresh: 3 },
        $mul: { n: 1.5 },
        $min: { lo: 3 },
        $max: { hi: 3 },
        $rename: { old: 'renamed' },
        $currentDate: { touched: true },
      },
    );
    const doc = await read();
    expect(doc).toMatchObject({
      a: 3,
      n: 15,
      lo: 3,
      hi: 5,
      renamed: 'x',
      fresh: 3,
      nested: { x: 1, y: 2 },
      created: 'yes',
    });
    expect(doc).not.toHaveProperty('b');
    expect(doc).not.toHaveProperty('old');
    expect(doc?.touched).toBeInstanceOf(Date);
  });

  it('applies array operators: $push with modifiers, $addToSet, $pull, $pullAll, $pop', async () => {
    const { c, read } = await withDoc({ xs: [3, 1], tags: ['a'], ys: [1, 2, 3, 4], zs: [1, 2, 3] });
    await c.updateOne({}, {
      $push: { xs: { $each: [5, 2], $sort: 1, $slice: 3 } },
      $addToSet: { tags: { $each: ['a', 'b'] } },
      $pull: { ys: { $gte: 3 } },
      $pop: { zs: -1 },
    } as never);
    expect(await read()).toEqual({ xs: [1, 2, 3], tags: ['a', 'b'], ys: [1, 2], zs: [2, 3] });
    await c.updateOne({}, { $pullAll: { tags: ['a'] } } as never);
    expect((await read())?.tags).toEqual(['b']);
  });

  it('updates array elements by position: $, $[] and $[identifier] with arrayFilters', async () => {
    const { c, read } = await withDoc({
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 2 },
        { sku: 'c', qty: 3 },
      ],
    });
    await c.updateOne({ 'items.sku': 'b' }, { $inc: { 'items.$.qty': 10 } });
    await c.updateOne({}, { $set: { 'items.$[].seen': true } });
    await c.updateOne(
      {},
      { $set: { 'items.$[big].big': true } },
      { arrayFilters: [{ 'big.qty': { $gte: 3 } }] },
    );
    expect(await read()).toEqual({
      items: [
        { sku: 'a', qty: 1, seen: true },
        { sku: 'b', qty: 12, seen: true, big: true },
        { sku: 'c', qty: 3, seen: true, big: true },
      ],
    });
  });

  it('replaces a whole document but keeps its _id', async () => {
    const { c } = await withDoc({ a: 1 });
    await c.replaceOne({ _id: 1 as never }, { b: 2 });
    expect(await c.findOne({})).toEqual({ _id: 1, b: 2 });
    await expect(c.replaceOne({ _id: 1 as never }, { _id: 2, b: 3 } as never)).rejects.toMatchObject({
      code: 66,
    });
  });

  it('runs pipeline updates', async () => {
    const { c, read } = await withDoc({ price: 10, qty: 3 });
    await c.updateOne({}, [{ $set: { total: { $multiply: ['$price', '$qty'] } } }, { $unset: 'qty' }]);
    expect(await read()).toEqual({ price: 10, total: 30 });
  });

  it('upserts from the equality parts of the filter, applying $setOnInsert only on insert', async () => {
    const c = t.client.db('upd').collection('upserts');
    const r = await c.updateOne(
      { name: 'rex', 'owner.id': 7, age: { $gt: 1 }, $and: [{ kind: 'dog' }] },
      { $set: { seen: 1 }, $setOnInsert: { createdAt: 'now' } },
      { upsert: true },
    );
    expect(r.upsertedCount).toBe(1);
    const doc = await c.findOne({ _id: r.upsertedId as never }, { projection: { _id: 0 } });
    expect(doc).toEqual({ name: 'rex', owner: { id: 7 }, kind: 'dog', seen: 1, createdAt: 'now' });
    const again = await c.updateOne(
      { name: 'rex' },
      { $set: { seen: 2 }, $setOnInsert: { createdAt: 'later' } },
      { upsert: true },
    );
    expect(again).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect((await c.findOne({ name: 'rex' }))?.createdAt).toBe('now');
    const replaced = await c.replaceOne({ _id: 'fixed' as never }, { v: 1 }, { upsert: true });
    expect(replaced.upsertedId).toBe('fixed');
  });

  it('refuses $inc on a non-number with TypeMismatch (14) and unknown operators with 9', async () => {
    const { c, read } = await withDoc({ name: 'x' });
    await expect(c.updateOne({}, { $inc: { name: 1 } })).rejects.toMatchObject({ code: 14 });
    await expect(c.updateOne({}, { $inc: { n: 'one' } } as never)).rejects.toMatchObject({ code: 14 });
    await expect(c.updateOne({}, { $frobnicate: { a: 1 } } as never)).rejects.toMatchObject({ code: 9 });
    expect(await read()).toEqual({ name: 'x' });
  });

  it('updates many documents, some of which need no change', async () => {
    const c = t.client.db('upd').collection('many');
    await c.insertMany([
      { k: 1, v: 0 },
      { k: 1, v: 1 },
      { k: 2, v: 0 },
    ]);
    const r = await c.updateMany({ k: 1 }, { $set: { v: 1 } });
    expect(r).toMatchObject({ matchedCount: 2, modifiedCount: 1 });
  });
});
