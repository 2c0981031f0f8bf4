import { Schema, type Connection, type Model } from 'mongoose';
import { newId } from '../ids.js';
import { GENDERS, PET_STATUSES, SIZES, SPECIES, toMedicalInfo, type MedicalInfo, type Pet } from './types.js';

/** A stored pet: the core's Pet under `_id`, plus what only queries need. */
export interface PetDoc extends Omit<Pet, 'id'> {
  _id: string;
  /** Lower-cased name: the key of the `name` sort, so "bella" and "Bella" sort together. */
  nameKey: string;
}

const MedicalInfoSchema = new Schema<MedicalInfo>(
  {
    spayedNeutered: { type: Boolean, default: null },
    vaccinated: { type: Boolean, default: null },
    microchipped: { type: Boolean, default: null },
    specialNeeds: { type: Boolean, default: null },
    healthNotes: { type: String, default: null },
  },
  { _id: false },
);

const PetSchema = new Schema<PetDoc>(
  {
    _id: { type: String, default: newId },
    tenantId: { type: String, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, required: true },
    species: { type: String, enum: SPECIES, required: true },
    breed: { type: String, default: null },
    ageMonths: { type: Number, default: null },
    size: { type: String, enum: [...SIZES, null], default: null },
    color: { type: String, default: null },
    gender: { type: String, enum: GENDERS, default: 'UNKNOWN' },
    goodWithKids: { type: Boolean, default: null },
    priceMinor: { type: Number, required: true },
    currency: { type: String, required: true },
    description: { type: String, default: null },
    medicalInfo: { type: MedicalInfoSchema, default: null },
    status: { type: String, enum: PET_STATUSES, required: true, default: 'AVAILABLE' },
    photos: { type: [String], default: [] },
    version: { type: Number, required: true, default: 1 },
    reservedByOrderId: { type: String, default: null },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
// One index per list shape: the default listing (status + a sort, with _id as tie-breaker for
// cursors), species within status, and the store's look-up of the pet an order holds.
PetSchema.index({ tenantId: 1, status: 1, createdAt: -1, _id: -1 });
PetSchema.index({ tenantId: 1, status: 1, priceMinor: 1, _id: 1 });
PetSchema.index({ tenantId: 1, status: 1, nameKey: 1, _id: 1 });
PetSchema.index({ tenantId: 1, species: 1, status: 1, createdAt: -1 });
PetSchema.index({ tenantId: 1, reservedByOrderId: 1 });

export type PetModel = Model<PetDoc>;

export function petModel(connection: Connection): PetModel {
  return connection.model<PetDoc>('Pet', PetSchema, 'pets');
}

/** The stored document as the core's plain `Pet` (no `_id`, no internal sort keys). */
export function toPet(doc: PetDoc): Pet {
  return {
    id: doc._id,
    tenantId: doc.tenantId,
    name: doc.name,
    species: doc.species,
    breed: doc.breed ?? null,
    ageMonths: doc.ageMonths ?? null,
    size: doc.size ?? null,
    color: doc.color ?? null,
    gender: doc.gender,
    goodWithKids: doc.goodWithKids ?? null,
    priceMinor: doc.priceMinor,
    currency: doc.currency,
    description: doc.description ?? null,
    medicalInfo: toMedicalInfo(doc.medicalInfo),
    status: doc.status,
    photos: [...(doc.photos ?? [])],
    version: doc.version,
    reservedByOrderId: doc.reservedByOrderId ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}
