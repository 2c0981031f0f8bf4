import { formatMoney } from '../../../core/money.js';
import type { MedicalInfo, Pet } from '../../../core/pets/index.js';

/** The Pet of the interface document, field for field. */
export interface PetResource {
  id: string;
  species: string;
  name: string;
  breed: string | null;
  ageMonths: number | null;
  size: string | null;
  color: string | null;
  gender: string;
  goodWithKids: boolean | null;
  /** Two-decimal string, e.g. "150.00". */
  price: string;
  currency: string;
  description: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
  tenantId: string;
  /** Absolute URLs of the pet's images. */
  photos: string[];
  medicalInfo: MedicalInfo | null;
}

/** Where a pet's photo is served: the HTTP image endpoint that every door's answers link to. */
export function petImagePath(petId: string, imageId: string): string {
  return `/v1/pets/${petId}/images/${imageId}`;
}

/**
 * The Pet shape of every door. `baseUrl` (e.g. `https://pets.example`, from `PublicUrls`) makes
 * photo URLs absolute, as the Pet shape asks.
 */
export function presentPet(pet: Pet, baseUrl: string): PetResource {
  return {
    id: pet.id,
    species: pet.species,
    name: pet.name,
    breed: pet.breed,
    ageMonths: pet.ageMonths,
    size: pet.size,
    color: pet.color,
    gender: pet.gender,
    goodWithKids: pet.goodWithKids,
    price: formatMoney(pet.priceMinor),
    currency: pet.currency,
    description: pet.description,
    status: pet.status,
    createdAt: pet.createdAt.toISOString(),
    updatedAt: pet.updatedAt.toISOString(),
    tenantId: pet.tenantId,
    photos: pet.photos.map((imageId) => baseUrl + petImagePath(pet.id, imageId)),
    medicalInfo: pet.medicalInfo === null ? null : { ...pet.medicalInfo },
  };
}
