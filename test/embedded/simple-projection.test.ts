import { describe, expect, it } from 'vitest';
import { compileQuery } from '../../src/db/embedded/engine/filter.js';
import { idFirst } from '../../src/db/embedded/engine/expression-operators.js';
import { compileSimpleProjection } from '../../src/db/embedded/engine/simple-projection.js';
import { useEmbeddedServer } from './helpers.js';

const ctx = useEmbeddedServer();

const DOCS = [
  { _id: 'a', name: 'Rex', owner: { name: 'Ann', city: 'Oslo' }, tags: ['x', 'y'], notes: null },
  { name: 'Tom', _id: 'b', tags: [] },
  { _id: 'c' },
];

/** Top-level fields with 1/0 or true/false: the projections answered without mingo. */
const SIMPLE = [
  { name: 1 },
  { tags: 1, name: 1 },
  { name: 1, _id: 0 },
  { name: true, notes: 1 },
  { missing: 1 },
  { name: 2 },
  { name: -1 },
  { _id: 1 },
  { _id: 0 },
  { _id: false },
  { owner: 0 },
  { owner: 0, tags: false },
  { owner: 0, _id: 0 },
];
/** Left to mingo: dotted paths, operators, and inclusion mixed with exclusion. */
const OTHERS = [{ 'owner.name': 1 }, { tags: { $slice: 1 } }, { owner: 0, _id: 1 }, { name: 'literal' }];

describe('projections without mingo', () => {
  it('answer exactly as mingo does, field order included', () => {
    for (const projection of SIMPLE) {
      const fast = compileSimpleProjection(projection);
      expect(fast, JSON.stringify(projection)).toBeDefined();
      const viaMingo = compileQuery({}).find<Record<string, unknown>>(DOCS, projection).all().map(idFirst);
      const viaFast = DOCS.map((doc) => (fast as NonNullable<typeof fast>)(doc));
      expect(
        viaFast.map((doc) => Object.entries(doc)),
        JSON.stringify(projection),
      ).toEqual(viaMingo.map((doc) => Object.entries(doc)));
    }
  });

  it('leave the other projections to mingo', () => {
    for (const projection of OTHERS) expect(compileSimpleProjection(projection)).toBeUndefined();
  });

  it('over the wire: a point lookup with a projection returns only the fields asked, _id first', async () => {
    const pets = ctx.client.db('simple-projection').collection<Record<string, unknown>>('pets');
    await pets.insertMany(DOCS.map((doc) => ({ ...doc })) as never[]);
    const found = await pets.findOne(
      { _id: 'a' as never, name: 'Rex' },
      { projection: { tags: 1, name: 1 } },
    );
    expect(Object.entries(found ?? {})).toEqual([
      ['_id', 'a'],
      ['name', 'Rex'],
      ['tags', ['x', 'y']],
    ]);
    const without = await pets.findOne({ _id: 'a' as never }, { projection: { owner: 0, tags: 0 } });
    expect(without).toEqual({ _id: 'a', name: 'Rex', notes: null });
    await expect(pets.findOne({}, { projection: { owner: 0, _id: 1 } })).rejects.toThrow(/exclusion/);
  });
});
