import { beforeAll, describe, expect, it } from 'vitest';
import { useEmbeddedServer } from './helpers.js';

const t = useEmbeddedServer();
const db = () => t.client.db('agg');

beforeAll(async () => {
  await db()
    .collection('owners')
    .insertMany([
      { _id: 1, name: 'Ann' },
      { _id: 2, name: 'Bob' },
    ] as never[]);
  await db()
    .collection('pets')
    .insertMany([
      { name: 'Rex', owner: 1, tags: ['good', 'loud'], age: 3 },
      { name: 'Tom', owner: 2, tags: ['quiet'], age: 5 },
      { name: 'Kit', owner: 1, tags: [], age: 1 },
    ]);
});

describe('aggregation stages', () => {
  it('runs $project, $sort, $skip and $limit', async () => {
    const out = await db()
      .collection('pets')
      .aggregate([
        { $sort: { age: -1 } },
        { $skip: 1 },
        { $limit: 1 },
        { $project: { _id: 0, name: 1, older: { $gt: ['$age', 2] } } },
      ])
      .toArray();
    expect(out).toEqual([{ name: 'Rex', older: true }]);
  });

  it('runs $unwind and $count', async () => {
    const out = await db()
      .collection('pets')
      .aggregate([{ $unwind: '$tags' }, { $count: 'n' }])
      .toArray();
    expect(out).toEqual([{ n: 3 }]);
  });

  it('joins with $lookup and reshapes with $addFields, $set and $replaceRoot', async () => {
    const out = await db()
      .collection('pets')
      .aggregate([
        { $match: { name: 'Tom' } },
        { $lookup: { from: 'owners', localField: 'owner', foreignField: '_id', as: 'ownerDocs' } },
        { $addFields: { ownerName: { $first: '$ownerDocs.name' } } },
        { $set: { label: { $concat: ['$name', '/', '$ownerName'] } } },
        { $replaceRoot: { newRoot: { label: '$label' } } },
      ])
      .toArray();
    expect(out).toEqual([{ label: 'Tom/Bob' }]);
  });

  it('runs $facet', async () => {
    const [out] = await db()
      .collection('pets')
      .aggregate([
        {
          $facet: {
            young: [{ $match: { age: { $lt: 4 } } }, { $count: 'n' }],
            names: [{ $sort: { name: 1 } }, { $project: { _id: 0, name: 1 } }],
          },
        },
      ])
      .toArray();
    expect(out).toEqual({ young: [{ n: 2 }], names: [{ name: 'Kit' }, { name: 'Rex' }, { name: 'Tom' }] });
  });

  it('leaves stored documents untouched by mutating stages', async () => {
    await db()
      .collection('pets')
      .aggregate([{ $set: { name: 'changed' } }, { $unwind: '$tags' }])
      .toArray();
    expect(await db().collection('pets').countDocuments({ name: 'changed' })).toBe(0);
  });

  it('groups and joins on ObjectIds and converts Decimal128 in expressions', async () => {
    const { ObjectId, Decimal128 } = await import('bson');
    const owner = new ObjectId();
    await db().collection('people').insertOne({ _id: owner, name: 'Cy' });
    await db()
      .collection('bills')
      .insertMany([
        { owner, amount: Decimal128.fromString('1.10') },
        { owner: new ObjectId(owner.toHexString()), amount: Decimal128.fromString('2.20') },
      ]);
    const [grouped] = await db()
      .collection('bills')
      .aggregate([
        { $group: { _id: '$owner', total: { $sum: '$amount' }, n: { $sum: 1 } } },
        { $lookup: { from: 'people', localField: '_id', foreignField: '_id', as: 'who' } },
        {
          $project: {
            n: 1,
            total: { $toString: '$total' },
            kind: { $type: '$total' },
            doubled: { $multiply: ['$total', 2] },
            name: { $first: '$who.name' },
          },
        },
      ])
      .toArray();
    expect(grouped).toMatchObject({ _id: owner, n: 2, total: '3.30', kind: 'decimal', name: 'Cy' });
    expect(String(grouped?.doubled)).toBe('6.60');
    expect(Object.keys(grouped ?? {})[0]).toBe('_id');
  });

  it('answers explain and rejects unknown stages', async () => {
    const explained = await db()
      .collection('pets')
      .aggregate([{ $match: { age: 3 } }])
      .explain();
    expect(explained.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
    await expect(
      db()
        .collection('pets')
        .aggregate([{ $bogus: {} }])
        .toArray(),
    ).rejects.toMatchObject({ code: 40324 });
  });
});
