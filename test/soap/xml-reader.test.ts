import { describe, expect, it } from 'vitest';
import { readXml } from '../../src/adapters/soap/xml-reader.js';
import { ValidationError } from '../../src/core/errors.js';

function refusalCode(text: string, limits?: { maxDepth: number; maxElements: number }): string | undefined {
  try {
    readXml(text, limits);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).fields?.[0]?.code;
  }
}

describe('the request reader', () => {
  it('reads names, namespaces, attributes, text and CDATA, with the predefined entities only', () => {
    const root = readXml(
      '<a xmlns="urn:x" xmlns:y="urn:y" y:k="v"><b>1 &lt; 2 &amp; <![CDATA[<3>]]>&#65;</b><y:c/></a>',
    );
    expect(root).toMatchObject({ uri: 'urn:x', local: 'a' });
    expect(root.attributes.get('{urn:y}k')).toBe('v');
    expect(root.children.map((child) => [child.uri, child.local])).toEqual([
      ['urn:x', 'b'],
      ['urn:y', 'c'],
    ]);
    expect(root.children[0]?.text).toBe('1 < 2 & <3>A');
  });

  it('refuses what could fetch, expand or recurse, and what is not well-formed', () => {
    expect(refusalCode('<!DOCTYPE a><a/>')).toBe('doctype_not_allowed');
    expect(refusalCode('<! DOCTYPE a><a/>')).toBe('doctype_not_allowed');
    expect(refusalCode('<a>&ext;</a>')).toBe('malformed_xml');
    expect(refusalCode('<a><?pi x?></a>')).toBe('processing_instruction_not_allowed');
    expect(
      refusalCode('<a xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="/etc/passwd"/></a>'),
    ).toBe('xinclude_not_allowed');
    expect(refusalCode('<a><b><c/></b></a>', { maxDepth: 2, maxElements: 100 })).toBe('too_deep');
    expect(refusalCode('<a><b/><b/><b/></a>', { maxDepth: 8, maxElements: 3 })).toBe('too_many_elements');
    expect(refusalCode('<a><b></a>')).toBe('malformed_xml');
    expect(refusalCode('<u:a/>')).toBe('malformed_xml');
    expect(refusalCode('')).toBe('malformed_xml');
  });
});
