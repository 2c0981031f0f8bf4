import { SaxesParser, type SaxesAttributeNS } from 'saxes';
import { ValidationError } from '../../core/errors.js';

/** An element of a request, as far as the door reads one: names, attributes, children, text. */
export interface XmlElement {
  /** Namespace URI, `''` when none. */
  uri: string;
  local: string;
  /** Attributes by `{uri}local` (or `local` when in no namespace). */
  attributes: Map<string, string>;
  children: XmlElement[];
  /** The element's own character data, concatenated. */
  text: string;
}

export interface XmlLimits {
  /** Elements nested deeper than this are refused (the envelope itself is depth 1). */
  maxDepth: number;
  /** More elements than this in one request are refused. */
  maxElements: number;
}

export const DEFAULT_XML_LIMITS: XmlLimits = { maxDepth: 32, maxElements: 10_000 };

const XINCLUDE = 'http://www.w3.org/2001/XInclude';

/**
 * Declarations a request may not carry, looked for in the raw text before any parsing: a DOCTYPE
 * (and with it internal or external entities: XXE, billion laughs) or an ENTITY declaration.
 */
const DECLARATION = /<!\s*(?:DOCTYPE|ENTITY)/i;

function unsafe(message: string, code: string): ValidationError {
  return new ValidationError(message, [{ field: '', message, code }]);
}

export function attributeKey(uri: string, local: string): string {
  return uri === '' ? local : `{${uri}}${local}`;
}

/**
 * A request body as an element tree, refusing before any processing what could make the parser
 * fetch, expand or recurse: a DOCTYPE or ENTITY declaration (checked on the raw text first, and
 * again on the parser's first events), XInclude elements, processing instructions (SOAP forbids
 * them), nesting past `maxDepth`, more than `maxElements` elements. The parser (saxes) knows only
 * the five predefined entities and character references; any other reference is an error.
 */
export function readXml(text: string, limits: XmlLimits = DEFAULT_XML_LIMITS): XmlElement {
  if (DECLARATION.test(text)) {
    throw unsafe('DOCTYPE and ENTITY declarations are not accepted.', 'doctype_not_allowed');
  }
  const parser = new SaxesParser({ xmlns: true, position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let count = 0;
  let refusal: ValidationError | undefined;
  const refuse = (error: ValidationError): never => {
    refusal = error;
    throw error;
  };

  parser.on('doctype', () =>
    refuse(unsafe('DOCTYPE and ENTITY declarations are not accepted.', 'doctype_not_allowed')),
  );
  parser.on('processinginstruction', () =>
    refuse(unsafe('Processing instructions are not accepted.', 'processing_instruction_not_allowed')),
  );
  parser.on('opentag', (tag) => {
    const uri = tag.uri ?? '';
    if (uri === XINCLUDE) refuse(unsafe('XInclude is not accepted.', 'xinclude_not_allowed'));
    count += 1;
    if (count > limits.maxElements) {
      refuse(unsafe(`More than ${limits.maxElements} elements.`, 'too_many_elements'));
    }
    if (stack.length + 1 > limits.maxDepth) {
      refuse(unsafe(`Elements nest deeper than ${limits.maxDepth} levels.`, 'too_deep'));
    }
    const attributes = new Map<string, string>();
    for (const attribute of Object.values(tag.attributes as Record<string, SaxesAttributeNS>)) {
      attributes.set(attributeKey(attribute.uri, attribute.local), attribute.value);
    }
    const element: XmlElement = { uri, local: tag.local ?? tag.name, attributes, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent === undefined) root = element;
    else parent.children.push(element);
    stack.push(element);
  });
  const addText = (data: string) => {
    const current = stack.at(-1);
    if (current !== undefined) current.text += data;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    stack.pop();
  });

  try {
    parser.write(text).close();
  } catch (thrown) {
    if (refusal !== undefined) throw refusal;
    const reason = thrown instanceof Error ? thrown.message.split('\n')[0] : 'not well-formed';
    throw new ValidationError('The request is not well-formed XML.', [
      { field: '', message: reason ?? 'not well-formed', code: 'malformed_xml' },
    ]);
  }
  if (root === undefined) {
    throw new ValidationError('The request is not well-formed XML.', [
      { field: '', message: 'No root element.', code: 'malformed_xml' },
    ]);
  }
  return root;
}
