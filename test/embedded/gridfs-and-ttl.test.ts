import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { useEmbeddedServer } from './helpers.js';

const t = useEmbeddedServer();

describe('GridFS', () => {
  it('round-trips a 6 MB file through GridFSBucket', async () => {
    const bucket = new mongoose.mongo.GridFSBucket(t.client.db('files'), { bucketName: 'images' });
    const content = randomBytes(6 * 1024 * 1024 + 123);
    const upload = bucket.openUploadStream('photo.bin', { metadata: { pet: 'rex' } });
    await new Promise<void>((resolve, reject) => {
      Readable.from([content])
        .pipe(upload)
        .on('finish', () => resolve())
        .on('error', reject);
    });
    const [file] = await bucket.find({ filename: 'photo.bin' }).toArray();
    expect(file?.length).toBe(content.length);
    expect(file?.metadata).toEqual({ pet: 'rex' });
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(upload.id)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
    const partial: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(upload.id, { start: 300_000, end: 300_010 }))
      partial.push(chunk as Buffer);
    expect(Buffer.concat(partial).equals(content.subarray(300_000, 300_010))).toBe(true);
    await bucket.delete(upload.id);
    expect(await t.client.db('files').collection('images.chunks').countDocuments()).toBe(0);
  });
});

describe('TTL indexes', () => {
  it('deletes documents whose date is older than expireAfterSeconds', async () => {
    const tokens = t.client.db('ttl').collection('tokens');
    await tokens.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await tokens.createIndex({ createdAt: 1 }, { expireAfterSeconds: 3600 });
    await tokens.insertMany([
      { name: 'expired', expiresAt: new Date(Date.now() - 1000) },
      { name: 'fresh', expiresAt: new Date(Date.now() + 60_000) },
      { name: 'old', createdAt: new Date(Date.now() - 7200_000) },
      { name: 'young', createdAt: new Date() },
      { name: 'not-a-date', expiresAt: 'tomorrow' },
    ]);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await tokens.countDocuments()) > 3) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const names = (await tokens.find().toArray()).map((d) => d.name).sort();
    expect(names).toEqual(['fresh', 'not-a-date', 'young']);
  });
});
