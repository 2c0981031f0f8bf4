import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmbeddedServer } from './helpers.js';

const t = useEmbeddedServer();
let connection: mongoose.Connection;

const ownerSchema = new mongoose.Schema({ name: { type: String, required: true } });
const petSchema = new mongoose.Schema(
  {
    name: { type: String, required: true },
    owner: { type: mongoose.Schema.Types.ObjectId, ref: 'Owner' },
    price: mongoose.Schema.Types.Decimal128,
    weight: mongoose.Schema.Types.Double,
    tags: [String],
    status: { type: String, enum: ['AVAILABLE', 'PENDING', 'ADOPTED'], default: 'AVAILABLE' },
    version: { type: Number, default: 0 },
  },
  { timestamps: true },
);
petSchema.index({ owner: 1, name: 1 }, { unique: true });

beforeAll(async () => {
  connection = await mongoose.createConnection(t.server.uri, { dbName: 'shop' }).asPromise();
});
afterAll(async () => {
  await connection.close();
});

describe('mongoose models on the embedded server', () => {
  it('creates, populates, queries and updates documents', async () => {
    const Owner = connection.model('Owner', ownerSchema);
    const Pet = connection.model('Pet', petSchema);
    await Pet.init();
    const ann = await Owner.create({ name: 'Ann' });
    await Pet.create([
      { name: 'Rex', owner: ann._id, price: '150.00', weight: 12, tags: ['dog'] },
      { name: 'Tom', owner: ann._id, price: '80.50', weight: 4.5, tags: ['cat'] },
    ]);
    const rex = await Pet.findOne({ name: 'Rex' }).populate<{ owner: { name: string } }>('owner');
    expect(rex?.owner.name).toBe('Ann');
    expect(rex?.price?.toString()).toBe('150.00');
    expect(rex?.createdAt).toBeInstanceOf(Date);
    const raw = await connection.db!.collection('pets').findOne({ name: 'Rex' }, { promoteValues: false });
    expect(raw?.weight?._bsontype).toBe('Double');

    const reserved = await Pet.findOneAndUpdate(
      { _id: rex!._id, status: 'AVAILABLE', version: 0 },
      { $set: { status: 'PENDING' }, $inc: { version: 1 } },
      { returnDocument: 'after' },
    ).lean();
    expect(reserved).toMatchObject({ status: 'PENDING', version: 1 });
    const second = await Pet.findOneAndUpdate(
      { _id: rex!._id, status: 'AVAILABLE' },
      { $set: { status: 'PENDING' } },
    );
    expect(second).toBeNull();

    expect(await Pet.countDocuments({ owner: ann._id })).toBe(2);
    expect(await Pet.exists({ name: 'Tom' })).toBeTruthy();
    expect((await Pet.distinct('tags')).sort()).toEqual(['cat', 'dog']);
    const cheap = await Pet.find({ price: { $lt: mongoose.Types.Decimal128.fromString('100') } }).lean();
    expect(cheap.map((p) => p.name)).toEqual(['Tom']);
    await expect(Pet.create({ name: 'Rex', owner: ann._id })).rejects.toMatchObject({
      code: 11000,
      keyValue: { owner: ann._id, name: 'Rex' },
    });
  });

  it('streams a query cursor, runs bulk writes and syncs indexes', async () => {
    const Item = connection.model('Item', new mongoose.Schema({ n: { type: Number, index: true } }));
    await Item.insertMany(Array.from({ length: 300 }, (_, n) => ({ n })));
    let total = 0;
    await Item.find({ n: { $gte: 100 } })
      .sort({ n: 1 })
      .batchSize(25)
      .cursor()
      .eachAsync((doc) => {
        total += doc.n ?? 0;
      });
    expect(total).toBe(Array.from({ length: 200 }, (_, i) => i + 100).reduce((a, b) => a + b, 0));
    const result = await Item.bulkWrite([
      { insertOne: { document: { n: 1000 } } },
      { updateMany: { filter: { n: { $lt: 10 } }, update: { $inc: { n: 10_000 } } } },
      { deleteOne: { filter: { n: 299 } } },
      { updateOne: { filter: { n: -1 }, update: { $set: { n: -1 } }, upsert: true } },
    ]);
    expect(result).toMatchObject({ insertedCount: 1, modifiedCount: 10, deletedCount: 1, upsertedCount: 1 });
    expect(await Item.syncIndexes()).toEqual([]);
    expect((await Item.listIndexes()).map((i) => i.name)).toEqual(['_id_', 'n_1']);
    const [stats] = await Item.aggregate<{ _id: null; count: number; max: number }>([
      { $group: { _id: null, count: { $sum: 1 }, max: { $max: '$n' } } },
    ]);
    expect(stats).toEqual({ _id: null, count: 301, max: 10_009 });
  });

  it('reports transactions and change streams as unsupported, like a standalone server', async () => {
    const Item = connection.model('Item');
    const session = await connection.startSession();
    await expect(session.withTransaction(() => Item.create([{ n: 5 }], { session }))).rejects.toThrow();
    await session.endSession();
    const stream = Item.watch();
    const error = await new Promise((resolve) => stream.once('error', resolve));
    expect(error).toMatchObject({ code: 40573 });
    await stream.close();
  });
});
