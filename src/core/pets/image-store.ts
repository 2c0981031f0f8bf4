import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { type Connection } from 'mongoose';
import type { ImageType } from './image-check.js';

export const PET_IMAGE_BUCKET = 'pet_images';

export interface PetImageMeta {
  tenantId: string;
  petId: string;
  contentType: ImageType;
  width: number;
  height: number;
}

export interface StoredPetImage extends PetImageMeta {
  id: string;
  length: number;
  uploadedAt: Date;
}

interface ImageFileDoc {
  _id: string;
  length: number;
  uploadDate: Date;
  metadata: PetImageMeta;
}

/** Pet photos in MongoDB GridFS (`pet_images.files` / `.chunks`), each file tagged with its tenant and pet. */
export class PetImageStore {
  private bucketInstance: mongoose.mongo.GridFSBucket | undefined;

  constructor(private readonly connection: Connection) {}

  private bucket(): mongoose.mongo.GridFSBucket {
    if (this.bucketInstance === undefined) {
      const db = this.connection.db;
      if (db === undefined) throw new Error('The database is not connected.');
      this.bucketInstance = new mongoose.mongo.GridFSBucket(db, { bucketName: PET_IMAGE_BUCKET });
    }
    return this.bucketInstance;
  }

  async save(id: string, bytes: Buffer, meta: PetImageMeta): Promise<void> {
    const upload = this.bucket().openUploadStreamWithId(id as never, `${id}`, { metadata: meta });
    await pipeline(Readable.from([bytes]), upload);
  }

  /** `tenantId` null: look the image up by its ids alone (see the REST image route for why). */
  async find(tenantId: string | null, petId: string, imageId: string): Promise<StoredPetImage | null> {
    const filter: Record<string, unknown> = { _id: imageId, 'metadata.petId': petId };
    if (tenantId !== null) filter['metadata.tenantId'] = tenantId;
    const [file] = (await this.bucket().find(filter).limit(1).toArray()) as unknown as ImageFileDoc[];
    if (file === undefined) return null;
    return { ...file.metadata, id: file._id, length: file.length, uploadedAt: file.uploadDate };
  }

  openStream(id: string): Readable {
    return this.bucket().openDownloadStream(id as never);
  }

  async delete(id: string): Promise<void> {
    try {
      await this.bucket().delete(id as never);
    } catch (error) {
      // Already gone (a retried cleanup) is the outcome we wanted.
      if (!(error instanceof mongoose.mongo.MongoRuntimeError)) throw error;
    }
  }

  async deleteAllOfPet(tenantId: string, petId: string): Promise<void> {
    const files = (await this.bucket()
      .find({ 'metadata.tenantId': tenantId, 'metadata.petId': petId })
      .toArray()) as unknown as ImageFileDoc[];
    for (const file of files) await this.delete(file._id);
  }
}
