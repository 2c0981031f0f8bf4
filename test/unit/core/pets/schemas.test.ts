import { describe, expect, it } from 'vitest';
import { CreatePetSchema, ListPetsQuerySchema, ReplacePetSchema } from '../../../../src/core/pets/schemas.js';
import { parseInput } from '../../../../src/core/validation.js';
import { fieldErrors, fieldsNamed } from '../field-errors.js';

const REX = { name: 'Rex', species: 'dog', price: '150.00' };

describe('a new pet', () => {
  it('needs only a name, a species and a price; the rest defaults', () => {
    expect(parseInput(CreatePetSchema, REX)).toEqual({
      name: 'Rex',
      species: 'DOG',
      breed: null,
      ageMonths: null,
      size: null,
      color: null,
      gender: 'UNKNOWN',
      goodWithKids: null,
      priceMinor: 15000,
      currency: 'USD',
      description: null,
      medicalInfo: expect.any(Object) as unknown,
    });
  });

  it('names every missing required field at once', () => {
    expect(fieldsNamed(CreatePetSchema, {}).sort()).toEqual(['name', 'price', 'species']);
  });

  it('trims the name and refuses a blank one', () => {
    expect(parseInput(CreatePetSchema, { ...REX, name: '  Rex  ' }).name).toBe('Rex');
    expect(fieldErrors(CreatePetSchema, { ...REX, name: '   ' })).toEqual([
      { field: 'name', message: 'Must not be empty.', code: 'too_small' },
    ]);
  });

  it('takes a name of 100 characters, not 101', () => {
    expect(fieldErrors(CreatePetSchema, { ...REX, name: 'x'.repeat(100) })).toEqual([]);
    expect(fieldErrors(CreatePetSchema, { ...REX, name: 'x'.repeat(101) })).toMatchObject([
      { field: 'name', code: 'too_big' },
    ]);
  });

  it('refuses a line break in a name, but not in the description', () => {
    expect(fieldErrors(CreatePetSchema, { ...REX, name: 'Rex\nthe dog' })).toMatchObject([
      { field: 'name', code: 'invalid_characters' },
    ]);
    expect(fieldErrors(CreatePetSchema, { ...REX, description: 'Calm.\nLoves walks.' })).toEqual([]);
  });

  it('accepts species in either case and lists the choices when it is unknown', () => {
    expect(parseInput(CreatePetSchema, { ...REX, species: 'CAT' }).species).toBe('CAT');
    expect(fieldErrors(CreatePetSchema, { ...REX, species: 'dragon' })).toEqual([
      {
        field: 'species',
        message: 'Must be one of: dog, cat, rabbit, bird, reptile, other.',
        code: 'invalid_value',
      },
    ]);
  });

  it('takes an age from 0 to 600 whole months', () => {
    expect(fieldErrors(CreatePetSchema, { ...REX, ageMonths: 0 })).toEqual([]);
    expect(fieldErrors(CreatePetSchema, { ...REX, ageMonths: 600 })).toEqual([]);
    expect(fieldErrors(CreatePetSchema, { ...REX, ageMonths: 601 })).toEqual([
      { field: 'ageMonths', message: 'Must be at most 600 (50 years).', code: 'too_big' },
    ]);
    expect(fieldErrors(CreatePetSchema, { ...REX, ageMonths: -1 })).toEqual([
      { field: 'ageMonths', message: 'Must be 0 or more.', code: 'too_small' },
    ]);
    expect(fieldErrors(CreatePetSchema, { ...REX, ageMonths: 2.5 })).toEqual([
      { field: 'ageMonths', message: 'Must be a whole number.', code: 'invalid_type' },
    ]);
  });

  it('wants the price as a two-decimal string', () => {
    for (const price of ['150', '150.5', 150, '1e3', '-1.00']) {
      expect(fieldErrors(CreatePetSchema, { ...REX, price })).toMatchObject([{ field: 'price' }]);
    }
  });

  it('wants an uppercase ISO 4217 currency it knows', () => {
    expect(parseInput(CreatePetSchema, { ...REX, currency: 'EUR' }).currency).toBe('EUR');
    expect(fieldErrors(CreatePetSchema, { ...REX, currency: 'eur' })).toEqual([
      {
        field: 'currency',
        message: 'Must be an ISO 4217 code in uppercase, e.g. "USD".',
        code: 'invalid_format',
      },
    ]);
    expect(fieldErrors(CreatePetSchema, { ...REX, currency: 'XYZ' })).toMatchObject([
      { field: 'currency', message: 'Unknown ISO 4217 currency code.' },
    ]);
  });

  it('refuses a yen price with cents, saying the yen has no minor unit', () => {
    expect(fieldErrors(CreatePetSchema, { ...REX, price: '1.50', currency: 'JPY' })).toEqual([
      {
        field: 'price',
        message: 'JPY has no minor unit: use a whole amount with ".00", e.g. "150.00".',
        code: 'invalid_minor_units',
      },
    ]);
    expect(parseInput(CreatePetSchema, { ...REX, price: '1500.00', currency: 'JPY' }).priceMinor).toBe(
      150000,
    );
  });

  it('reports fields it does not know, nested ones by their path', () => {
    expect(fieldErrors(CreatePetSchema, { ...REX, owner: 'me', medicalInfo: { rabies: true } })).toEqual(
      expect.arrayContaining([
        { field: 'owner', message: 'Unknown field.', code: 'unknown_field' },
        { field: 'medicalInfo.rabies', message: 'Unknown field.', code: 'unknown_field' },
      ]),
    );
  });

  it('refuses MongoDB operators and dotted keys before reading anything', () => {
    expect(fieldErrors(CreatePetSchema, { ...REX, name: { $gt: '' } })).toEqual([
      { field: 'name.$gt', message: 'The key "$gt" is not allowed.', code: 'forbidden_key' },
    ]);
    expect(fieldsNamed(CreatePetSchema, { ...REX, 'medicalInfo.vaccinated': true })).toEqual([
      'medicalInfo.vaccinated',
    ]);
  });
});

describe('replacing a pet', () => {
  it('lets staff set available or not_available, never pending or adopted', () => {
    expect(parseInput(ReplacePetSchema, { ...REX, status: 'not_available' }).status).toBe('NOT_AVAILABLE');
    expect(parseInput(ReplacePetSchema, REX).status).toBeUndefined();
    for (const status of ['pending', 'adopted']) {
      expect(fieldErrors(ReplacePetSchema, { ...REX, status })).toEqual([
        {
          field: 'status',
          message: 'Must be available or not_available; pending and adopted are set by the order flow.',
          code: 'invalid_value',
        },
      ]);
    }
  });
});

describe('a catalog query', () => {
  it('defaults to 20 newest first', () => {
    expect(parseInput(ListPetsQuerySchema, {})).toMatchObject({ limit: 20, sort: '-createdAt' });
  });

  it('pages by 1 to 100', () => {
    expect(fieldErrors(ListPetsQuerySchema, { limit: 100 })).toEqual([]);
    expect(fieldsNamed(ListPetsQuerySchema, { limit: 101 })).toEqual(['limit']);
    expect(fieldsNamed(ListPetsQuerySchema, { limit: 0 })).toEqual(['limit']);
  });

  it('refuses a minimum age above the maximum', () => {
    expect(fieldErrors(ListPetsQuerySchema, { minAgeMonths: 24, maxAgeMonths: 12 })).toEqual([
      { field: 'minAgeMonths', message: 'Must not exceed maxAgeMonths.', code: 'custom' },
    ]);
    expect(fieldErrors(ListPetsQuerySchema, { minAgeMonths: 12, maxAgeMonths: 12 })).toEqual([]);
    // Out of range is told the range, not that the number should be whole.
    expect(fieldErrors(ListPetsQuerySchema, { minAgeMonths: 601 })).toEqual([
      { field: 'minAgeMonths', message: 'Must be at most 600 (50 years).', code: 'too_big' },
    ]);
    expect(fieldErrors(ListPetsQuerySchema, { maxAgeMonths: -3 })).toEqual([
      { field: 'maxAgeMonths', message: 'Must be 0 or more.', code: 'too_small' },
    ]);
  });

  it('takes several statuses in any case and drops repeats', () => {
    expect(parseInput(ListPetsQuerySchema, { status: ['available', 'PENDING', 'Available'] }).status).toEqual(
      ['AVAILABLE', 'PENDING'],
    );
    expect(fieldErrors(ListPetsQuerySchema, { status: ['sold'] })).toEqual([
      {
        field: 'status[0]',
        message: 'Each status must be one of: available, pending, adopted, not_available.',
        code: 'invalid_value',
      },
    ]);
  });

  it('searches 1 to 100 characters of text', () => {
    expect(fieldsNamed(ListPetsQuerySchema, { q: ' ' })).toEqual(['q']);
    expect(fieldsNamed(ListPetsQuerySchema, { q: 'x'.repeat(101) })).toEqual(['q']);
  });
});
