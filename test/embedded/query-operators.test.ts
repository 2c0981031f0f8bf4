import { beforeAll, describe, expect, it } from 'vitest';
import type { Document } from 'bson';
import { useEmbeddedServer } from './helpers.js';

const t = useEmbeddedServer();
const coll = () => t.client.db('q').collection('docs');
const ids = async (filter: Document) =>
  (
    await coll()
      .find(filter, { sort: { _id: 1 } })
      .toArray()
  ).map((d) => d._id);

beforeAll(async () => {
  await coll().insertMany([
    {
      _id: 1,
      name: 'Alpha',
      n: 1,
      tags: ['a', 'b'],
      items: [
        { sku: 'x', qty: 1 },
        { sku: 'y', qty: 5 },
      ],
      owner: { city: 'Oslo' },
    },
    {
      _id: 2,
      name: 'beta',
      n: 2,
      tags: ['b'],
      items: [{ sku: 'x', qty: 7 }],
      owner: { city: 'Rome' },
      gone: null,
    },
    { _id: 3, name: 'Gamma', n: 3, tags: [], items: [] },
    { _id: 4, name: 'delta', n: 4.5, tags: ['c', 'a', 'b'] },
  ] as never[]);
});

describe('query operators', () => {
  it('matches equality on array elements and whole arrays', async () => {
    expect(await ids({ tags: 'a' })).toEqual([1, 4]);
    expect(await ids({ tags: ['b'] })).toEqual([2]);
    expect(await ids({ 'items.sku': 'y' })).toEqual([1]);
    expect(await ids({ 'owner.city': 'Rome' })).toEqual([2]);
  });

  it('treats null as null or missing', async () => {
    expect(await ids({ gone: null })).toEqual([1, 2, 3, 4]);
    expect(await ids({ gone: { $exists: true } })).toEqual([2]);
    expect(await ids({ owner: { $exists: false } })).toEqual([3, 4]);
    expect(await ids({ owner: { $ne: null } })).toEqual([1, 2]);
  });

  it('supports $or, $and, $nor and $not', async () => {
    expect(await ids({ $or: [{ n: 1 }, { name: 'Gamma' }] })).toEqual([1, 3]);
    expect(await ids({ $and: [{ n: { $gt: 1 } }, { n: { $lt: 4 } }] })).toEqual([2, 3]);
    expect(await ids({ $nor: [{ n: 1 }, { n: 2 }] })).toEqual([3, 4]);
    expect(await ids({ n: { $not: { $gt: 2 } } })).toEqual([1, 2]);
  });

  it('supports $in, $nin, $all, $size and $elemMatch', async () => {
    expect(await ids({ n: { $in: [2, 4.5] } })).toEqual([2, 4]);
    expect(await ids({ tags: { $nin: ['a'] } })).toEqual([2, 3]);
    expect(await ids({ tags: { $all: ['a', 'b'] } })).toEqual([1, 4]);
    expect(await ids({ tags: { $size: 0 } })).toEqual([3]);
    expect(await ids({ items: { $elemMatch: { sku: 'x', qty: { $gt: 5 } } } })).toEqual([2]);
  });

  it('supports $regex with options and regular expression values', async () => {
    expect(await ids({ name: { $regex: '^a', $options: 'i' } })).toEqual([1]);
    expect(await ids({ name: /ta$/ })).toEqual([2, 4]);
    expect(await ids({ name: { $in: [/^g/i, 'beta'] } })).toEqual([2, 3]);
  });

  it('supports $expr, $mod and $type', async () => {
    expect(await ids({ $expr: { $gt: ['$n', 2] } })).toEqual([3, 4]);
    expect(await ids({ n: { $mod: [2, 0] } })).toEqual([2]);
    expect(await ids({ n: { $type: 'double' } })).toEqual([4]);
    expect(await ids({ tags: { $type: 'array' } })).toEqual([1, 2, 3, 4]);
  });

  it('projects with inclusion, exclusion, $slice and $elemMatch', async () => {
    expect(await coll().findOne({ _id: 1 as never }, { projection: { name: 1 } })).toEqual({
      _id: 1,
      name: 'Alpha',
    });
    expect(
      await coll().findOne({ _id: 1 as never }, { projection: { items: 0, owner: 0, tags: 0 } }),
    ).toEqual({ _id: 1, name: 'Alpha', n: 1 });
    expect(
      await coll().findOne({ _id: 4 as never }, { projection: { tags: { $slice: 1 }, _id: 0, name: 1 } }),
    ).toEqual({ name: 'delta', tags: ['c'] });
    expect(
      await coll().findOne({ _id: 1 as never }, { projection: { items: { $elemMatch: { qty: 5 } } } }),
    ).toEqual({ _id: 1, items: [{ sku: 'y', qty: 5 }] });
    expect(await coll().findOne({ 'items.sku': 'y' }, { projection: { 'items.$': 1 } })).toEqual({
      _id: 1,
      items: [{ sku: 'y', qty: 5 }],
    });
  });
});
