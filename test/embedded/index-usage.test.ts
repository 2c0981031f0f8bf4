import { beforeAll, describe, expect, it } from 'vitest';
import type { Document } from 'bson';
import { useEmbeddedServer } from './helpers.js';

const t = useEmbeddedServer();
const coll = () => t.client.db('ix').collection('events');

async function explain(filter: Document, options: { sort?: Document; limit?: number; hint?: Document } = {}) {
  const plan = await coll().find(filter, options).explain('executionStats');
  return {
    stage: plan.queryPlanner.winningPlan.stage as string,
    inputStage: plan.queryPlanner.winningPlan.inputStage?.stage as string | undefined,
    indexName: plan.queryPlanner.winningPlan.inputStage?.indexName as string | undefined,
    docsExamined: plan.executionStats.totalDocsExamined as number,
    returned: plan.executionStats.nReturned as number,
  };
}

beforeAll(async () => {
  await coll().insertMany(
    Array.from({ length: 2000 }, (_, i) => ({
      _id: i,
      seq: i,
      user: `u${i % 100}`,
      at: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
      tags: [`t${i % 7}`, `t${i % 11}`],
    })) as never[],
  );
  await coll().createIndex({ seq: 1 });
  await coll().createIndex({ user: 1, at: -1 });
  await coll().createIndex({ tags: 1 });
});

describe('the query planner uses indexes', () => {
  it('looks an _id up directly', async () => {
    expect(await explain({ _id: 42 })).toMatchObject({ stage: 'IDHACK', docsExamined: 1, returned: 1 });
  });

  it('answers an equality on an indexed field with an index scan', async () => {
    expect(await explain({ seq: 1234 })).toMatchObject({
      stage: 'FETCH',
      inputStage: 'IXSCAN',
      indexName: 'seq_1',
      docsExamined: 1,
      returned: 1,
    });
  });

  it('answers ranges and $in with index scans', async () => {
    expect(await explain({ seq: { $gte: 100, $lt: 110 } })).toMatchObject({
      inputStage: 'IXSCAN',
      docsExamined: 10,
      returned: 10,
    });
    expect(await explain({ seq: { $gt: 1990 } })).toMatchObject({ inputStage: 'IXSCAN', docsExamined: 9 });
    expect(await explain({ seq: { $in: [3, 5, 7000] } })).toMatchObject({
      inputStage: 'IXSCAN',
      docsExamined: 2,
    });
    expect(await coll().countDocuments({ seq: { $gt: 1990 } })).toBe(9);
  });

  it('uses a compound index for equality plus range, and serves its sort order', async () => {
    const since = new Date(Date.UTC(2024, 0, 1) + 1000 * 60_000);
    const plan = await explain({ user: 'u7', at: { $gte: since } }, { sort: { at: -1 }, limit: 3 });
    expect(plan).toMatchObject({ inputStage: 'IXSCAN', indexName: 'user_1_at_-1', returned: 3 });
    expect(plan.docsExamined).toBe(3);
    const docs = await coll()
      .find({ user: 'u7', at: { $gte: since } }, { sort: { at: -1 }, limit: 3 })
      .toArray();
    expect(docs.map((d) => d.seq)).toEqual([1907, 1807, 1707]);
  });

  it('plans the leading $match, $sort and $limit of a pipeline like a find', async () => {
    const since = new Date(Date.UTC(2024, 0, 1) + 1000 * 60_000);
    const pipeline = [
      { $match: { user: 'u7', at: { $gte: since } } },
      { $sort: { at: -1 } },
      { $limit: 3 },
      { $project: { _id: 0, seq: 1 } },
    ];
    const explained = await coll().aggregate(pipeline).explain('executionStats');
    expect(explained.queryPlanner.winningPlan.inputStage.indexName).toBe('user_1_at_-1');
    expect(explained.executionStats.totalDocsExamined).toBe(3);
    expect(await coll().aggregate(pipeline).toArray()).toEqual([{ seq: 1907 }, { seq: 1807 }, { seq: 1707 }]);
  });

  it('serves sort plus limit from an index without a filter', async () => {
    const plan = await explain({}, { sort: { seq: -1 }, limit: 5 });
    expect(plan).toMatchObject({ inputStage: 'IXSCAN', docsExamined: 5, returned: 5 });
    const docs = await coll()
      .find({}, { sort: { seq: -1 }, limit: 5 })
      .toArray();
    expect(docs.map((d) => d.seq)).toEqual([1999, 1998, 1997, 1996, 1995]);
  });

  it('finds array elements through a multikey index once per document', async () => {
    const plan = await explain({ tags: 't3' });
    expect(plan.inputStage).toBe('IXSCAN');
    const expected = Array.from({ length: 2000 }, (_, i) => i).filter(
      (i) => i % 7 === 3 || i % 11 === 3,
    ).length;
    expect(plan.returned).toBe(expected);
    expect(plan.docsExamined).toBe(expected);
  });

  it('unites index scans for an $or whose branches are all indexed', async () => {
    const plan = await coll()
      .find({ $or: [{ seq: 3 }, { seq: { $gte: 1998 } }, { _id: 5 }] } as Document)
      .explain('executionStats');
    expect(plan.queryPlanner.winningPlan.inputStage.stage).toBe('OR');
    expect(plan.executionStats.totalDocsExamined).toBe(4);
    expect(plan.executionStats.nReturned).toBe(4);
    expect((await explain({ $or: [{ seq: 3 }, { unindexed: 1 }] })).stage).toBe('COLLSCAN');
  });

  it('scans the collection when no index applies', async () => {
    expect(await explain({ missing: 1 })).toMatchObject({ stage: 'COLLSCAN', docsExamined: 2000 });
  });

  it('keeps index entries in step with updates and deletes', async () => {
    await coll().updateOne({ _id: 5 as never }, { $set: { seq: 100_005 } });
    expect(await coll().countDocuments({ seq: 5 })).toBe(0);
    expect((await coll().findOne({ seq: 100_005 }))?._id).toBe(5);
    await coll().deleteOne({ seq: 100_005 });
    expect(await coll().countDocuments({ seq: { $gte: 100_000 } })).toBe(0);
  });

  it('counts examined documents in serverStatus', async () => {
    const before = await t.client.db('admin').command({ serverStatus: 1 });
    await coll().findOne({ seq: 777 });
    const after = await t.client.db('admin').command({ serverStatus: 1 });
    expect(after.metrics.queryExecutor.scannedObjects - before.metrics.queryExecutor.scannedObjects).toBe(1);
  });
});
