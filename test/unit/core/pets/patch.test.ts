import { describe, expect, it } from 'vitest';
import { patchedReplacement, patchPaths } from '../../../../src/core/pets/patch.js';
import { ReplacePetSchema } from '../../../../src/core/pets/schemas.js';
import { toMedicalInfo, type Pet } from '../../../../src/core/pets/types.js';
import { parseInput } from '../../../../src/core/validation.js';

const REX: Pet = {
  id: 'pet-1',
  tenantId: 'tenant-a',
  name: 'Rex',
  species: 'DOG',
  breed: 'Beagle',
  ageMonths: 30,
  size: 'SMALL',
  color: null,
  gender: 'MALE',
  goodWithKids: true,
  priceMinor: 12050,
  currency: 'USD',
  description: 'Loves walks.',
  medicalInfo: toMedicalInfo({ vaccinated: false, spayedNeutered: true, healthNotes: 'Old note' }),
  status: 'AVAILABLE',
  photos: [],
  version: 3,
  reservedByOrderId: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
};

/** The patch as the core stores it: the replacement it amounts to, validated as PUT's input. */
function patched(changes: Record<string, unknown>, mask?: string[]) {
  return parseInput(ReplacePetSchema, patchedReplacement(REX, changes, patchPaths(changes, { mask })), 'pet');
}

describe('a patch with a field mask', () => {
  it('sets the masked fields only, and clears a masked field the changes leave out', () => {
    const { fields, status } = patched({ name: 'Renamed', price: '999.00', status: 'NOT_AVAILABLE' }, [
      'name',
      'status',
      'breed',
    ]);
    expect(fields).toMatchObject({ name: 'Renamed', breed: null, priceMinor: 12050, size: 'SMALL' });
    expect(status).toBe('NOT_AVAILABLE');
  });

  it('without a mask sets exactly the fields given', () => {
    const { fields, status } = patched({ ageMonths: 31 });
    expect(fields).toMatchObject({
      name: 'Rex',
      ageMonths: 31,
      breed: 'Beagle',
      description: 'Loves walks.',
    });
    expect(status).toBeUndefined();
  });

  it('keeps the status when the mask names it but the changes do not', () => {
    expect(patched({}, ['status']).status).toBeUndefined();
  });

  it('merges one medical fact into the stored ones, clearing a masked fact left out', () => {
    const { fields } = patched({ medicalInfo: { vaccinated: true, microchipped: true } }, [
      'medicalInfo.vaccinated',
      'medicalInfo.healthNotes',
    ]);
    expect(fields.medicalInfo).toEqual(
      toMedicalInfo({ vaccinated: true, spayedNeutered: true, microchipped: null, healthNotes: null }),
    );
  });

  it('applies paths in order: the whole medical info replaced, then one fact merged', () => {
    const { fields } = patched({ medicalInfo: { microchipped: true } }, [
      'medicalInfo',
      'medicalInfo.vaccinated',
    ]);
    expect(fields.medicalInfo).toEqual(toMedicalInfo({ microchipped: true }));
  });

  it('obeys every rule a replacement does: clearing the name is a 400 on name', () => {
    expect(() => patched({}, ['name'])).toThrow(
      expect.objectContaining({ kind: 'validation', fields: [expect.objectContaining({ field: 'name' })] }),
    );
  });

  it('refuses every path that names nothing settable, each by name, spelled as the door spells them', () => {
    const spell = (path: string) => path.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    try {
      patchPaths({}, { mask: ['name', 'tenantId', 'medicalInfo.bloodType'], pathName: spell });
      expect.unreachable('the mask was accepted');
    } catch (error) {
      const fields = (error as { fields: { field: string; message: string }[] }).fields;
      expect(fields.map((field) => field.field)).toEqual(['mask', 'mask']);
      expect(fields[0]?.message).toMatch(/^"tenantId" cannot be updated/);
      expect(fields[1]?.message).toMatch(/^"medicalInfo\.bloodType" cannot be updated/);
      expect(fields[0]?.message).toContain('medical_info.vaccinated');
    }
  });
});
