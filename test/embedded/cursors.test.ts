import { describe, expect, it } from 'vitest';
import { CursorRegistry } from '../../src/db/embedded/cursors.js';
import { useEmbeddedServer } from './helpers.js';

const t = useEmbeddedServer();

async function seeded(name: string, count: number) {
  const c = t.client.db('cursors').collection<{ _id: number; pad: string }>(name);
  if ((await c.estimatedDocumentCount()) === 0) {
    await c.insertMany(Array.from({ length: count }, (_, i) => ({ _id: i, pad: 'x'.repeat(100) })));
  }
  return c;
}

describe('cursors', () => {
  it('reads 1,000 documents in batches of 50', async () => {
    const c = await seeded('thousand', 1000);
    const ids: number[] = [];
    for await (const doc of c.find({}, { batchSize: 50, sort: { _id: 1 } })) ids.push(doc._id);
    expect(ids).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });

  it('reads 1,000 documents with the default batch size', async () => {
    const c = await seeded('thousand', 1000);
    expect(await c.find({ _id: { $gte: 0 } }).toArray()).toHaveLength(1000);
    const agg = await c.aggregate([{ $match: {} }, { $project: { pad: 0 } }]).toArray();
    expect(agg).toHaveLength(1000);
  });

  it('honours skip, limit, negative limit and singleBatch', async () => {
    const c = await seeded('thousand', 1000);
    const page = await c.find({}, { sort: { _id: -1 }, skip: 10, limit: 5 }).toArray();
    expect(page.map((d) => d._id)).toEqual([989, 988, 987, 986, 985]);
    const reply = await t.client.db('cursors').command({ find: 'thousand', limit: -3 });
    expect(reply.cursor.firstBatch).toHaveLength(3);
    expect(Number(reply.cursor.id)).toBe(0);
  });

  it('kills a cursor on request and reports unknown ones', async () => {
    await seeded('thousand', 1000);
    const db = t.client.db('cursors');
    const first = await db.command({ find: 'thousand', batchSize: 2 });
    const id = first.cursor.id;
    expect(Number(id)).not.toBe(0);
    const killed = await db.command({ killCursors: 'thousand', cursors: [id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    await expect(db.command({ getMore: id, collection: 'thousand' })).rejects.toMatchObject({ code: 43 });
  });

  it('a cursor abandoned by a broken loop is reaped once idle', async () => {
    const registry = new CursorRegistry(50);
    const batch = registry.firstBatch('db.c', [{ a: 1 }, { a: 2 }, { a: 3 }], 1, false);
    expect(registry.openCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(registry.getMore(batch.cursorId.toBigInt(), 'db.c', 1)).toBeUndefined();
    expect(registry.openCount).toBe(0);
    registry.close();
  });
});
