import { ValidationError } from '../../core/errors.js';
import type { XmlElement } from './xml-reader.js';

/** The namespace of the contract's messages (wsdl/petstore.wsdl `targetNamespace`). */
export const PETSTORE_NS = 'urn:petstore:soap:v1';

export type SoapVersion = '1.1' | '1.2';

export const ENVELOPE_NS: Record<SoapVersion, string> = {
  '1.1': 'http://schemas.xmlsoap.org/soap/envelope/',
  '1.2': 'http://www.w3.org/2003/05/soap-envelope',
};

/** The media type of each version (SOAP 1.1 §6.1.1, SOAP 1.2 Part 2 §7.1.4). */
export const MEDIA_TYPE: Record<SoapVersion, string> = {
  '1.1': 'text/xml',
  '1.2': 'application/soap+xml',
};

/** An envelope taken apart: its header entries and the one element of its body. */
export interface Envelope {
  headers: XmlElement[];
  /** The body's element: the operation's request wrapper. */
  payload: XmlElement;
}

function malformed(message: string, code = 'invalid_envelope'): ValidationError {
  return new ValidationError(message, [{ field: '', message, code }]);
}

/**
 * The envelope of the version the content type announced: `Envelope`, an optional `Header`, a
 * `Body` with exactly one element (document/literal wrapped). Another version's envelope than
 * the content type's is refused, as is anything else in the envelope.
 */
export function openEnvelope(root: XmlElement, version: SoapVersion): Envelope {
  const ns = ENVELOPE_NS[version];
  if (root.local !== 'Envelope' || root.uri !== ns) {
    const other = version === '1.1' ? '1.2' : '1.1';
    throw malformed(
      root.local === 'Envelope' && root.uri === ENVELOPE_NS[other]
        ? `A SOAP ${other} envelope was sent with the SOAP ${version} content type (${MEDIA_TYPE[version]}).`
        : `The root element must be the SOAP ${version} Envelope ({${ns}}Envelope).`,
      'version_mismatch',
    );
  }
  const parts = root.children;
  const [first, second] = parts;
  const header = first?.uri === ns && first.local === 'Header' ? first : undefined;
  const body = header === undefined ? first : second;
  if (body === undefined || body.uri !== ns || body.local !== 'Body') {
    throw malformed('The envelope must hold an optional Header and then a Body.');
  }
  if (parts.length !== (header === undefined ? 1 : 2)) {
    throw malformed('Nothing may follow the Body in the envelope.');
  }
  const [payload, ...rest] = body.children;
  if (payload === undefined || rest.length > 0) {
    throw malformed('The Body must hold exactly one element: the operation, e.g. <GetPet>.');
  }
  return { headers: header?.children ?? [], payload };
}

/** The prefix answers bind to the envelope namespace: `soap:Client` in 1.1, `env:Sender` in 1.2. */
export const ENVELOPE_PREFIX: Record<SoapVersion, string> = { '1.1': 'soap', '1.2': 'env' };

/** XML Schema instance: `xsi:nil` in requests (null) and answers (a nillable member unknown). */
export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

/** The answer's envelope around a body's content. */
export function envelopeXml(version: SoapVersion, body: string): string {
  const p = ENVELOPE_PREFIX[version];
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<${p}:Envelope xmlns:${p}="${ENVELOPE_NS[version]}"><${p}:Body>${body}</${p}:Body></${p}:Envelope>`
  );
}
