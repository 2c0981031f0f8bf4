/** Character data and attribute values with the five XML specials escaped. */
export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => {
    switch (char) {
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '&':
        return '&amp;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

/**
 * A member the answer sends as `<name xsi:nil="true"/>` rather than leaving it out: an element the
 * WSDL declares `nillable`, whose parent must read as an object even when every member is unknown.
 * The response wrapper declares the `xsi` prefix (door.ts).
 */
export const NIL: unique symbol = Symbol('xsi:nil');

/** A value of an answer: text, a number, a boolean, a nested record, a list (repeated elements). */
export type XmlValue = string | number | boolean | null | undefined | typeof NIL | XmlRecord | XmlValue[];
export interface XmlRecord {
  [name: string]: XmlValue;
}

/**
 * Elements for the fields of a record, in the record's order: `null` and `undefined` are left
 * out (the WSDL declares such fields `minOccurs="0"`), a list repeats its element. Unprefixed:
 * the answer's wrapper declares the target namespace as the default one.
 */
export function elements(record: XmlRecord): string {
  let xml = '';
  for (const [name, value] of Object.entries(record)) xml += element(name, value);
  return xml;
}

function element(name: string, value: XmlValue): string {
  if (value === null || value === undefined) return '';
  if (value === NIL) return `<${name} xsi:nil="true"/>`;
  if (Array.isArray(value)) return value.map((item) => element(name, item)).join('');
  if (typeof value === 'object') return `<${name}>${elements(value)}</${name}>`;
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}
