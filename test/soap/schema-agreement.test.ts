import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { WSDL_FILE } from '../../src/adapters/soap/wsdl-document.js';
import { readXml, type XmlElement } from '../../src/adapters/soap/xml-reader.js';
import { GENDERS, PET_SORTS, PET_STATUSES, SIZES, SPECIES } from '../../src/core/pets/types.js';
import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '../../src/core/store/types.js';

/**
 * The WSDL's enumerations against the core's vocabulary, answers included. Every request wrapper
 * (and the door's field list) is held to the core's schemas field by field in
 * test/unit/contracts/soap.test.ts.
 */
const definitions = readXml(readFileSync(WSDL_FILE, 'utf8'), { maxDepth: 64, maxElements: 100_000 });
const schema = definitions.children
  .find((child) => child.local === 'types')
  ?.children.find((child) => child.local === 'schema') as XmlElement;

const named = (local: string, name: string) =>
  schema.children.find((child) => child.local === local && child.attributes.get('name') === name);

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
