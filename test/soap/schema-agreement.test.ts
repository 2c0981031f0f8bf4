import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { WSDL_FILE } from '../../src/adapters/soap/wsdl-document.js';
import { readXml, type XmlElement } from '../../src/adapters/soap/xml-reader.js';
import { OrderPaymentSchema } from '../../src/core/payments/schemas.js';
import { CreatePetSchema, ListPetsQuerySchema, ReplacePetSchema } from '../../src/core/pets/schemas.js';
import { GENDERS, PET_SORTS, PET_STATUSES, SIZES, SPECIES } from '../../src/core/pets/types.js';
import { CancelOrderSchema, PlaceOrderSchema } from '../../src/core/store/schemas.js';
import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '../../src/core/store/types.js';
import { zodJsonSchema } from '../platform/schema-agreement.js';

/** The WSDL's request wrappers against the core's zod schemas, as the OpenAPI and SDL tests do. */
const definitions = readXml(readFileSync(WSDL_FILE, 'utf8'), { maxDepth: 64, maxElements: 100_000 });
const schema = definitions.children
  .find((child) => child.local === 'types')
  ?.children.find((child) => child.local === 'schema') as XmlElement;

const named = (local: string, name: string) =>
  schema.children.find((child) => child.local === local && child.attributes.get('name') === name);

/** The elements of a sequence, group references resolved: name and whether it is required. */
function sequenceFields(sequence: XmlElement | undefined): { name: string; required: boolean }[] {
  return (sequence?.children ?? []).flatMap((child) => {
    if (child.local === 'group') {
      const group = named('group', (child.attributes.get('ref') ?? '').replace(/^tns:/, ''));
      return sequenceFields(group?.children.find((each) => each.local === 'sequence'));
    }
    return [
      { name: child.attributes.get('name') ?? '', required: child.attributes.get('minOccurs') !== '0' },
    ];
  });
}

function wrapperFields(element: string, renamed: Record<string, string>, besides: string[]) {
  const sequence = named('element', element)
    ?.children.find((child) => child.local === 'complexType')
    ?.children.find((child) => child.local === 'sequence');
  const fields = sequenceFields(sequence)
    .filter((field) => !besides.includes(field.name))
    .map((field) => ({ ...field, name: renamed[field.name] ?? field.name }));
  return {
    fields: fields.map((field) => field.name).sort(),
    required: fields
      .filter((field) => field.required)
      .map((field) => field.name)
      .sort(),
  };
}

function zodShape(zodSchema: z.ZodType) {
  const json = zodJsonSchema(zodSchema) as { properties?: Record<string, unknown>; required?: string[] };
  return { fields: Object.keys(json.properties ?? {}).sort(), required: [...(json.required ?? [])].sort() };
}

describe('request wrappers have the core schema fields, required alike', () => {
  const pairs: [string, z.ZodType, Record<string, string>, string[]][] = [
    ['CreatePet', CreatePetSchema, {}, []],
    // The id is REST's path, ifMatch its If-Match header; UpdatePet is PUT's whole pet.
    ['UpdatePet', ReplacePetSchema, {}, ['id', 'ifMatch']],
    ['ListPets', ListPetsQuerySchema, { pageSize: 'limit', pageToken: 'cursor' }, []],
    ['PlaceOrder', PlaceOrderSchema, {}, []],
    ['CancelOrder', CancelOrderSchema, {}, ['id']],
    // The order id is REST's path, the idempotency key its header.
    ['PayOrder', OrderPaymentSchema, {}, ['orderId', 'idempotencyKey']],
  ];
  test.each(pairs)('%s', (element, zodSchema, renamed, besides) => {
    const wsdl = wrapperFields(element, renamed, besides);
    const core = zodShape(zodSchema);
    expect(wsdl.fields).toEqual(core.fields);
    // Fields with a default (sort, limit) are optional in the WSDL and in the core's input.
    expect(wsdl.required).toEqual(core.required);
  });
});

describe('enumerations are the REST values', () => {
  const enumerations: [string, readonly string[]][] = [
    ['Species', SPECIES],
    ['Size', SIZES],
    ['Gender', GENDERS],
    ['PetStatus', PET_STATUSES],
    ['PetSort', PET_SORTS],
    ['OrderStatus', ORDER_STATUSES],
    ['OrderPaymentStatus', ORDER_PAYMENT_STATUSES],
  ];
  test.each(enumerations)('%s', (type, values) => {
    const restriction = named('simpleType', type)?.children.find((child) => child.local === 'restriction');
    const declared = (restriction?.children ?? []).map((child) => child.attributes.get('value'));
    expect(declared).toEqual([...values]);
  });
});
