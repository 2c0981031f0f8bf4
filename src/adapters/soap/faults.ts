import { errorView, publicMessage } from '../../core/error-table.js';
import type { DomainError } from '../../core/errors.js';
import { ENVELOPE_PREFIX, envelopeXml, PETSTORE_NS, type SoapVersion } from './envelope.js';
import { elements, escapeXml } from './xml-writer.js';

/** A fault as the door sends it: the HTTP status and the envelope. */
export interface FaultAnswer {
  status: number;
  xml: string;
}

/** Refusals of the transport itself keep their HTTP status whatever the SOAP version (docs/soap.md). */
const TRANSPORT_KINDS = new Set(['method_not_allowed', 'payload_too_large', 'unsupported_media_type']);

/**
 * The HTTP status of a fault: SOAP 1.1 answers every fault with 500 (SOAP 1.1 §6.2); SOAP 1.2
 * answers `Sender` with 400 and `Receiver` with 500 (SOAP 1.2 Part 2 §7.5.2.2). A request that is
 * not a SOAP message (a method other than POST, a body too large, another media type) keeps
 * REST's 405 / 413 / 415: it was refused before it was read as SOAP.
 */
export function faultStatus(error: DomainError, version: SoapVersion): number {
  const view = errorView(error.kind);
  if (TRANSPORT_KINDS.has(error.kind)) return view.status;
  if (version === '1.1') return 500;
  return view.soap.v12 === 'Sender' ? 400 : 500;
}

/** `PetstoreFault`, the typed detail the WSDL declares: the same facts as REST's problem document. */
export function petstoreFaultXml(
  error: DomainError,
  requestId: string,
  fieldName = (field: string) => field,
) {
  const view = errorView(error.kind);
  const hidden = error.kind === 'internal';
  return (
    `<PetstoreFault xmlns="${PETSTORE_NS}">` +
    elements({
      code: view.soap.code,
      status: view.status,
      message: publicMessage(error),
      requestId,
      fieldErrors: hidden
        ? []
        : (error.fields ?? []).map((field) => ({
            field: fieldName(field.field),
            code: field.code,
            message: field.message,
          })),
    }) +
    `</PetstoreFault>`
  );
}

/** The fault envelope of a failure in the version the caller spoke, from the one error table. */
export function faultAnswer(
  error: DomainError,
  version: SoapVersion,
  requestId: string,
  fieldName?: (field: string) => string,
): FaultAnswer {
  const view = errorView(error.kind);
  const p = ENVELOPE_PREFIX[version];
  const reason = escapeXml(publicMessage(error));
  const detail = petstoreFaultXml(error, requestId, fieldName);
  const fault =
    version === '1.1'
      ? `<${p}:Fault><faultcode>${p}:${view.soap.v11}</faultcode><faultstring xml:lang="en">${reason}</faultstring>` +
        `<detail>${detail}</detail></${p}:Fault>`
      : `<${p}:Fault><${p}:Code><${p}:Value>${p}:${view.soap.v12}</${p}:Value></${p}:Code>` +
        `<${p}:Reason><${p}:Text xml:lang="en">${reason}</${p}:Text></${p}:Reason>` +
        `<${p}:Detail>${detail}</${p}:Detail></${p}:Fault>`;
  return { status: faultStatus(error, version), xml: envelopeXml(version, fault) };
}
