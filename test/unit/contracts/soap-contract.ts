import { readFileSync } from 'node:fs';
import type { Shape } from '../../../src/adapters/soap/request-fields.js';
import { WSDL_FILE } from '../../../src/adapters/soap/wsdl-document.js';
import { readXml, type XmlElement } from '../../../src/adapters/soap/xml-reader.js';
import { field, type Door, type Field, type Kind, type Rule } from './fields.js';

/**
 * Rule SOAP_LIST_NAMES: ListPets and ListOrders page with `pageSize` and `pageToken`, the names SOAP toolkits
 * and the other doors' users know, where the core (and REST) say `limit` and `cursor`.
 */
const SOAP_LIST_NAMES: Record<string, string> = { limit: 'pageSize', cursor: 'pageToken' };

const nameOf = (core: Field) => SOAP_LIST_NAMES[core.name] ?? core.name;

/**
 * The WSDL: element names are the core's, required is `minOccurs`, enumerations are the core's
 * values. Rule WSDL_NO_BOUNDS: lengths and ranges are left to the core, whose fault names the
 * field (a restricted simple type per bounded field would double the schema users read);
 * a pattern or bound the WSDL does state must be the core's.
 */
export const WSDL_DOOR: Door = {
  contract: 'WSDL',
  nameOf,
  states: { required: true, enums: true, bounds: false, patterns: false, defaults: false },
  // Rule SOAP_FLAT_UNION: a payment method is one element of every variant's fields with its
  // `type` (document/literal has no tagged union that SOAP toolkits map well).
  unions: 'flattened',
};

/**
 * The SOAP door's field lists (`Operation.fields`): they say how each element's text is read
 * (a string, an xs:int, an xs:boolean, repeated, nested) and nothing else: Rule SOAP_CORE_DECIDES,
 * whether a field is required or valid is the core's one validation, as for every door.
 */
export const SOAP_FIELDS_DOOR: Door = {
  contract: 'SOAP door field list',
  nameOf,
  states: { required: false, enums: false, bounds: false, patterns: false, defaults: false },
  unions: 'flattened',
};

/**
 * Rule SOAP_IDS_AND_HEADERS: what REST carries in its path (the id) and headers (`If-Match` as
 * `ifMatch`, `Idempotency-Key` as `idempotencyKey`) the wrapper carries as elements.
 */
export const SOAP_IDS_AND_HEADERS: Rule = {
  why: 'REST carries these in its path and headers; a SOAP request has only its wrapper.',
  contractOnly: ['id', 'orderId', 'ifMatch', 'idempotencyKey'],
};

const SHAPE_KINDS: Record<string, Kind> = {
  string: 'string',
  int: 'integer',
  boolean: 'boolean',
  dateTime: 'date',
};

/** A field list of the SOAP door as fields. */
export function shapeFields(shape: Shape): Field[] {
  return Object.entries(shape).map(([name, type]) => {
    if (typeof type === 'string') return field(name, [SHAPE_KINDS[type] ?? 'any']);
    if ('list' in type) return field(name, [SHAPE_KINDS[type.list] ?? 'any'], { list: true });
    return field(name, ['object'], { fields: shapeFields(type.record) });
  });
}

const definitions = readXml(readFileSync(WSDL_FILE, 'utf8'), { maxDepth: 64, maxElements: 100_000 });
const schema = definitions.children
  .find((child) => child.local === 'types')
  ?.children.find((child) => child.local === 'schema') as XmlElement;

function named(local: string, name: string): XmlElement | undefined {
  return schema.children.find((child) => child.local === local && child.attributes.get('name') === name);
}

const child = (element: XmlElement | undefined, local: string) =>
  element?.children.find((each) => each.local === local);

const XS_KINDS: Record<string, Kind> = {
  'xs:string': 'string',
  'xs:anyURI': 'string',
  'xs:int': 'integer',
  'xs:long': 'integer',
  'xs:integer': 'integer',
  'xs:decimal': 'number',
  'xs:double': 'number',
  'xs:boolean': 'boolean',
  'xs:dateTime': 'date',
};

/** The elements of a sequence, group references resolved. */
function sequenceFields(sequence: XmlElement | undefined): Field[] {
  return (sequence?.children ?? []).flatMap((each) => {
    if (each.local === 'group') {
      const group = named('group', (each.attributes.get('ref') ?? '').replace(/^tns:/, ''));
      return sequenceFields(child(group, 'sequence'));
    }
    const name = each.attributes.get('name') ?? '';
    const common = {
      required: each.attributes.get('minOccurs') !== '0',
      list: each.attributes.get('maxOccurs') === 'unbounded',
    };
    const type = each.attributes.get('type') ?? '';
    if (!type.startsWith('tns:')) return [field(name, [XS_KINDS[type] ?? 'any'], common)];
    const local = type.slice('tns:'.length);
    const complex = named('complexType', local);
    if (complex !== undefined)
      return [field(name, ['object'], { ...common, fields: sequenceFields(child(complex, 'sequence')) })];
    const restriction = child(named('simpleType', local), 'restriction');
    const facets = (facet: string) =>
      (restriction?.children ?? [])
        .filter((each) => each.local === facet)
        .map((each) => each.attributes.get('value') ?? '');
    const values = facets('enumeration');
    const [pattern] = facets('pattern');
    const bounds = Object.fromEntries(
      (
        [
          ['minLength', 'minLength'],
          ['maxLength', 'maxLength'],
          ['minInclusive', 'minimum'],
          ['maxInclusive', 'maximum'],
        ] as const
      ).flatMap(([facet, key]) => facets(facet).map((value) => [key, Number(value)])),
    );
    const base = XS_KINDS[restriction?.attributes.get('base') ?? ''] ?? 'any';
    return [
      field(name, [base], {
        ...common,
        bounds,
        ...(values.length > 0 ? { enum: values } : {}),
        ...(pattern === undefined ? {} : { pattern }),
      }),
    ];
  });
}

/** A request wrapper element of the WSDL (`CreatePet`) as fields. */
export function wrapperFields(element: string): Field[] | undefined {
  const wrapper = named('element', element);
  return wrapper === undefined ? undefined : sequenceFields(child(child(wrapper, 'complexType'), 'sequence'));
}

/** The operations of the WSDL's port type, in the order written. */
export function wsdlOperations(): string[] {
  const portType = definitions.children.find((each) => each.local === 'portType');
  return (portType?.children ?? [])
    .filter((each) => each.local === 'operation')
    .map((each) => each.attributes.get('name') ?? '');
}
