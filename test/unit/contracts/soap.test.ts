import type { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { OPERATIONS } from '../../../src/adapters/soap/operations.js';
import { OrderPaymentSchema } from '../../../src/core/payments/schemas.js';
import { CreatePetSchema, ListPetsQuerySchema, ReplacePetSchema } from '../../../src/core/pets/schemas.js';
import { CancelOrderSchema, PlaceOrderSchema } from '../../../src/core/store/schemas.js';
import { coreFields, disagreements } from './fields.js';
import {
  SOAP_FIELDS_DOOR,
  SOAP_IDS_AND_HEADERS,
  WSDL_DOOR,
  shapeFields,
  wrapperFields,
} from './soap-contract.js';

/**
 * The SOAP door's two copies of each request, the WSDL's wrapper element and the door's field
 * list (`Operation.fields`), against the core schema the operation feeds.
 */
const SCHEMAS: Record<string, z.ZodType> = {
  CreatePet: CreatePetSchema,
  UpdatePet: ReplacePetSchema,
  ListPets: ListPetsQuerySchema,
  PlaceOrder: PlaceOrderSchema,
  CancelOrder: CancelOrderSchema,
  PayOrder: OrderPaymentSchema,
};

const compared = OPERATIONS.filter((operation) => SCHEMAS[operation.name] !== undefined);

describe('every SOAP request agrees with the core, field by field', () => {
  test.each(compared.map((operation) => [operation.name, operation] as const))(
    '%s: the WSDL wrapper',
    (name) => {
      const core = coreFields(SCHEMAS[name] as z.ZodType);
      expect(disagreements(core, wrapperFields(name) ?? [], WSDL_DOOR, name, [SOAP_IDS_AND_HEADERS])).toEqual(
        [],
      );
    },
  );

  test.each(compared.map((operation) => [operation.name, operation] as const))(
    '%s: the door’s field list',
    (name, operation) => {
      const core = coreFields(SCHEMAS[name] as z.ZodType);
      const fields = shapeFields(operation.fields);
      expect(disagreements(core, fields, SOAP_FIELDS_DOOR, name, [SOAP_IDS_AND_HEADERS])).toEqual([]);
    },
  );

  test('every operation is compared, or takes ids and nothing else, in the WSDL and the door alike', () => {
    const ids = new Set(SOAP_IDS_AND_HEADERS.contractOnly);
    const unchecked: string[] = [];
    for (const operation of OPERATIONS) {
      const wsdl = wrapperFields(operation.name);
      if (wsdl === undefined) unchecked.push(`${operation.name}: no wrapper element in the WSDL`);
      if (SCHEMAS[operation.name] !== undefined) continue;
      const others = [...Object.keys(operation.fields), ...(wsdl ?? []).map((each) => each.name)].filter(
        (name) => !ids.has(name),
      );
      if (others.length > 0) unchecked.push(`${operation.name}: [${others}]`);
    }
    expect(unchecked).toEqual([]);
  });
});
