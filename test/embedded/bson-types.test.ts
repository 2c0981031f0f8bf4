import { describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { useEmbeddedServer } from './helpers.js';

const { Decimal128, Double, Int32, Long, ObjectId, UUID, Binary } = mongoose.mongo.BSON;
const t = useEmbeddedServer();
const raw = { promoteValues: false, promoteLongs: false } as const;

describe('BSON type fidelity', () => {
  it('round-trips Int32, Double, Long, Decimal128, Date, UUID and Binary with their types', async () => {
    const c = t.client.db('bson').collection('roundtrip');
    const when = new Date('2024-05-01T10:00:00.123Z');
    const uuid = new UUID();
    await c.insertOne({
      _id: 1 as never,
      int: new Int32(7),
      dbl: new Double(7),
      frac: 7.5,
      long: Long.fromString('9007199254740993'),
      dec: Decimal128.fromString('12.30'),
      when,
      uuid,
      bin: new Binary(Buffer.from([1, 2, 3])),
    });
    const doc = await c.findOne({ _id: 1 as never }, raw);
    expect(doc?.int).toBeInstanceOf(Int32);
    expect(doc?.dbl).toBeInstanceOf(Double);
    expect((doc?.dbl as InstanceType<typeof Double>).value).toBe(7);
    expect((doc?.frac as InstanceType<typeof Double>).value).toBe(7.5);
    expect(doc?.long).toBeInstanceOf(Long);
    expect(String(doc?.long)).toBe('9007199254740993');
    expect(String(doc?.dec)).toBe('12.30');
    expect(doc?.when).toEqual(when);
    const promoted = await c.findOne({ _id: 1 as never });
    expect((promoted?.uuid as InstanceType<typeof Binary>).toUUID().toHexString()).toBe(uuid.toHexString());
    expect(await c.countDocuments({ uuid })).toBe(1);
    expect(await c.countDocuments({ dbl: { $type: 'double' } })).toBe(1);
    expect(await c.countDocuments({ int: { $type: 'int' } })).toBe(1);
    expect(await c.countDocuments({ long: { $type: 'long' } })).toBe(1);
    expect(await c.countDocuments({ dec: { $type: 'decimal' } })).toBe(1);
    expect(await c.countDocuments({ _id: { $type: 'number' } } as never)).toBe(1);
  });

  it('compares numbers across int, long, double and decimal', async () => {
    const c = t.client.db('bson').collection('numbers');
    await c.insertMany([
      { _id: 'int', v: 5 },
      { _id: 'double', v: 5.5 },
      { _id: 'long', v: Long.fromNumber(6) },
      { _id: 'decimal', v: Decimal128.fromString('4.99') },
      { _id: 'string', v: '5' },
    ] as never[]);
    expect(await c.countDocuments({ v: 5 })).toBe(1);
    expect(await c.countDocuments({ v: Decimal128.fromString('5.0') })).toBe(1);
    expect(await c.countDocuments({ v: { $gt: 5 } })).toBe(2);
    expect(await c.countDocuments({ v: { $lt: Decimal128.fromString('5.5') } })).toBe(2);
    const sorted = await c.find({}, { sort: { v: 1 } }).toArray();
    expect(sorted.map((d) => d._id)).toEqual(['decimal', 'int', 'double', 'long', 'string']);
  });

  it('adds Decimal128 exactly in $inc and $sum', async () => {
    const c = t.client.db('bson').collection('money');
    await c.insertMany([
      { _id: 'a', amount: Decimal128.fromString('0.10') },
      { _id: 'b', amount: Decimal128.fromString('0.20') },
    ] as never[]);
    await c.updateOne({ _id: 'a' as never }, { $inc: { amount: Decimal128.fromString('0.05') } });
    expect(String((await c.findOne({ _id: 'a' as never }))?.amount)).toBe('0.15');
    const [total] = await c.aggregate([{ $group: { _id: null, sum: { $sum: '$amount' } } }]).toArray();
    expect(String(total?.sum)).toBe('0.35');
    await c.updateOne({ _id: 'b' as never }, { $inc: { count: Long.fromNumber(2) } });
    await c.updateOne({ _id: 'b' as never }, { $inc: { count: 1 } });
    const b = await c.findOne({ _id: 'b' as never }, raw);
    expect(b?.count).toBeInstanceOf(Long);
    expect(String(b?.count)).toBe('3');
  });

  it('sorts across types in MongoDB order and ObjectIds by creation', async () => {
    const c = t.client.db('bson').collection('mixed');
    const early = ObjectId.createFromTime(1_000_000);
    const late = ObjectId.createFromTime(2_000_000);
    await c.insertMany([
      { _id: 1, v: true },
      { _id: 2, v: new Date(0) },
      { _id: 3, v: late },
      { _id: 4, v: early },
      { _id: 5, v: 'text' },
      { _id: 6, v: 3 },
      { _id: 7, v: null },
      { _id: 8, v: { a: 1 } },
      { _id: 9, v: [0] },
      { _id: 10 },
    ] as never[]);
    const ids = (await c.find({}, { sort: { v: 1, _id: 1 } }).toArray()).map((d) => d._id);
    // null and missing, numbers (the array [0] sorts by its element), string, object, ObjectIds, bool, date
    expect(ids).toEqual([7, 10, 9, 6, 5, 8, 4, 3, 1, 2]);
    expect(await c.countDocuments({ v: { $gt: early } })).toBe(1);
  });
});
