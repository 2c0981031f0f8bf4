import { describe, expect, it } from 'vitest';
import { OPERATION_BY_NAME } from '../../src/adapters/soap/operations.js';
import { readFields } from '../../src/adapters/soap/request-fields.js';
import { readXml } from '../../src/adapters/soap/xml-reader.js';
import { ValidationError } from '../../src/core/errors.js';

/** ListOrders' wrapper read with the door's own field list, derived from the core's schema. */
function listOrders(inner: string): Record<string, unknown> {
  const shape = OPERATION_BY_NAME.get('ListOrders')?.fields ?? {};
  return readFields(readXml(`<ListOrders xmlns="urn:petstore:soap:v1">${inner}</ListOrders>`), shape);
}

describe('ListOrders’ time window', () => {
  it('reads xs:dateTime as an instant: with a zone, an offset, or none (UTC)', () => {
    const fields = listOrders(
      '<from>2026-01-31T10:00:00Z</from><to>2026-01-31T12:30:00.250+02:00</to><pageSize>5</pageSize>',
    );
    expect(fields['from']).toEqual(new Date('2026-01-31T10:00:00.000Z'));
    expect(fields['to']).toEqual(new Date('2026-01-31T10:30:00.250Z'));
    expect(fields['pageSize']).toBe(5);
    expect(listOrders('<from>2026-01-31T10:00:00</from>')['from']).toEqual(new Date('2026-01-31T10:00:00Z'));
  });

  it('refuses what is not an xs:dateTime, naming the element', () => {
    for (const text of ['yesterday', '2026-01-31', '2026-13-45T99:00:00Z', '']) {
      let refusal: unknown;
      try {
        listOrders(`<from>${text}</from>`);
      } catch (error) {
        refusal = error;
      }
      expect(refusal, text).toBeInstanceOf(ValidationError);
      expect((refusal as ValidationError).fields?.[0], text).toMatchObject({
        field: 'from',
        code: 'invalid_type',
      });
    }
  });
});
