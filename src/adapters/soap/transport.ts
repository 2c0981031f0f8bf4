import type { ParameterizedContext } from 'koa';
import { UnsupportedMediaTypeError, ValidationError } from '../../core/errors.js';
import { MEDIA_TYPE, type SoapVersion } from './envelope.js';
import { actionOf } from './operations.js';

/** The SOAP version a request's media type announces: `text/xml` 1.1, `application/soap+xml` 1.2. */
export function versionOfMediaType(ctx: ParameterizedContext): SoapVersion | undefined {
  const type = ctx.request.type;
  if (type === MEDIA_TYPE['1.1']) return '1.1';
  if (type === MEDIA_TYPE['1.2']) return '1.2';
  return undefined;
}

/** Refuses (415) a media type that is not SOAP's, or a charset other than UTF-8. */
export function checkMediaType(ctx: ParameterizedContext, version: SoapVersion | undefined): SoapVersion {
  const charset = ctx.request.charset;
  if (version === undefined || (charset !== '' && charset !== 'utf-8' && charset !== 'utf8')) {
    throw new UnsupportedMediaTypeError([
      `${MEDIA_TYPE['1.1']}; charset=utf-8`,
      `${MEDIA_TYPE['1.2']}; charset=utf-8`,
    ]);
  }
  return version;
}

function unquoted(value: string): string {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1)
    : trimmed;
}

/** The `action` parameter of a SOAP 1.2 content type, if given. */
function actionParameter(contentType: string): string | undefined {
  const match = /;\s*action\s*=\s*("[^"]*"|[^;\s]*)/i.exec(contentType);
  return match?.[1] === undefined ? undefined : unquoted(match[1]);
}

function actionMismatch(field: string, sent: string, operation: string): ValidationError {
  const expected = actionOf(operation);
  const message = `${field} "${sent}" does not name the operation in the Body; expected "${expected}".`;
  return new ValidationError(message, [{ field, message, code: 'action_mismatch' }]);
}

/**
 * The action the caller declared must be the operation its Body holds: SOAP 1.1's `SOAPAction`
 * header (required by the SOAP 1.1 HTTP binding), SOAP 1.2's optional `action` parameter.
 */
export function checkAction(ctx: ParameterizedContext, version: SoapVersion, operation: string): void {
  if (version === '1.1') {
    const header = ctx.get('soapaction');
    if (ctx.headers['soapaction'] === undefined) {
      const message = `The SOAPAction header is required; for this Body it is "${actionOf(operation)}".`;
      throw new ValidationError(message, [{ field: 'SOAPAction', message, code: 'required' }]);
    }
    if (unquoted(header) !== actionOf(operation)) throw actionMismatch('SOAPAction', header, operation);
    return;
  }
  const action = actionParameter(ctx.get('content-type'));
  if (action !== undefined && action !== actionOf(operation))
    throw actionMismatch('action', action, operation);
}
