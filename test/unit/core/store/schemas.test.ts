import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CancelOrderSchema,
  ForceCancelOrderSchema,
  ListOrdersQuerySchema,
  PlaceOrderSchema,
} from '../../../../src/core/store/schemas.js';
import { parseInput } from '../../../../src/core/validation.js';
import { fieldErrors, fieldsNamed } from '../field-errors.js';

describe('placing an order', () => {
  const petId = randomUUID();

  it('needs the pet id as a UUID', () => {
    expect(parseInput(PlaceOrderSchema, { petId })).toEqual({ petId });
    expect(fieldErrors(PlaceOrderSchema, { petId: 'rex' })).toEqual([
      { field: 'petId', message: 'Must be a UUID.', code: 'custom' },
    ]);
    expect(fieldsNamed(PlaceOrderSchema, {})).toEqual(['petId']);
  });

  it('takes notes of up to 2000 characters, on several lines', () => {
    expect(fieldErrors(PlaceOrderSchema, { petId, notes: 'Line one\nline two' })).toEqual([]);
    expect(fieldErrors(PlaceOrderSchema, { petId, notes: 'x'.repeat(2000) })).toEqual([]);
    expect(fieldsNamed(PlaceOrderSchema, { petId, notes: 'x'.repeat(2001) })).toEqual(['notes']);
  });

  it('takes a callback URL of up to 2048 characters', () => {
    expect(
      fieldsNamed(PlaceOrderSchema, { petId, callbackUrl: `https://a.example/${'x'.repeat(2048)}` }),
    ).toEqual(['callbackUrl']);
  });

  it('does not let a customer set the price or status', () => {
    expect(fieldErrors(PlaceOrderSchema, { petId, totalAmount: '0.01', status: 'DELIVERED' })).toEqual([
      { field: 'totalAmount', message: 'Unknown field.', code: 'unknown_field' },
      { field: 'status', message: 'Unknown field.', code: 'unknown_field' },
    ]);
  });
});

describe('cancelling an order', () => {
  it('a customer may give a reason or none', () => {
    expect(fieldErrors(CancelOrderSchema, {})).toEqual([]);
    expect(fieldErrors(CancelOrderSchema, { reason: 'Changed my mind' })).toEqual([]);
    expect(fieldsNamed(CancelOrderSchema, { reason: '  ' })).toEqual(['reason']);
  });

  it('an admin force-cancelling must say why, in at most 500 characters', () => {
    expect(fieldsNamed(ForceCancelOrderSchema, {})).toEqual(['reason']);
    expect(fieldErrors(ForceCancelOrderSchema, { reason: 'x'.repeat(500) })).toEqual([]);
    expect(fieldsNamed(ForceCancelOrderSchema, { reason: 'x'.repeat(501) })).toEqual(['reason']);
  });
});

describe('listing orders', () => {
  it('takes the status in any case', () => {
    expect(parseInput(ListOrdersQuerySchema, { status: 'placed' }).status).toBe('PLACED');
    expect(fieldsNamed(ListOrdersQuerySchema, { status: 'shipped' })).toEqual(['status']);
  });

  it('pages by 1 to 100, 20 by default', () => {
    expect(parseInput(ListOrdersQuerySchema, {}).limit).toBe(20);
    expect(fieldsNamed(ListOrdersQuerySchema, { limit: 101 })).toEqual(['limit']);
  });
});
