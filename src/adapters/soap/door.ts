import type { Middleware } from 'koa';
import type { Core } from '../../core/core.js';
import { errorView, isServerSide } from '../../core/error-table.js';
import { DomainError, RateLimitedError, UnauthenticatedError, ValidationError } from '../../core/errors.js';
import { MAX_REQUEST_BYTES } from '../../core/limits/sizes.js';
import { toDomainError } from '../../core/normalise-error.js';
import { bearerFromAuthorization } from '../shared/bearer.js';
import { PublicUrls } from '../shared/public-url.js';
import type { HttpRequestContext, HttpRequestState } from '../shared/http-state.js';
import { admitCall, admitDocumentRequest, admitWithUsernameToken, type SoapAdmission } from './admission.js';
import { readBodyBytes } from '../shared/body-bytes.js';
import { envelopeXml, MEDIA_TYPE, openEnvelope, PETSTORE_NS, type SoapVersion } from './envelope.js';
import { faultAnswer } from './faults.js';
import { soapMetrics } from './metrics.js';
import { OPERATION_BY_NAME, type Operation } from './operations.js';
import { checkAction, checkMediaType, versionOfMediaType } from './transport.js';
import { usernameTokenOf } from './ws-security.js';
import { WsdlDocument } from './wsdl-document.js';
import { DEFAULT_XML_LIMITS, readXml, type XmlElement } from './xml-reader.js';
import { whenResponseCloses } from '../shared/response-closed.js';

export const SOAP_PATH = '/v1/soap';

function operationOf(payload: XmlElement): Operation {
  const operation = payload.uri === PETSTORE_NS ? OPERATION_BY_NAME.get(payload.local) : undefined;
  if (operation === undefined) {
    const message = `<${payload.local}> in {${payload.uri}} is not an operation of this service.`;
    throw new ValidationError(message, [{ field: payload.local, message, code: 'unknown_operation' }]);
  }
  return operation;
}

/**
 * The SOAP door at `/v1/soap`, a Koa middleware on the REST app's port behind the host check (see
 * docs/soap.md): `GET ?wsdl` serves wsdl/petstore.wsdl; a POST is counted by the shared admission
 * step, its body read within the shared size limit, parsed by a parser that refuses DTDs,
 * entities and XInclude before anything else, checked against its SOAPAction / `action`, then
 * handed to the operation's core service. Failures are faults of the one error table.
 */
export function createSoapDoor(core: Core): Middleware<HttpRequestState> {
  const publicUrls = new PublicUrls(core.config.publicUrl);
  const wsdl = new WsdlDocument();
  const metrics = soapMetrics(core.metrics);

  const serveWsdl = async (ctx: HttpRequestContext, admission: SoapAdmission) => {
    await admitDocumentRequest(core, ctx, admission);
    const base = publicUrls.base({ protocol: ctx.protocol, host: ctx.host });
    ctx.type = 'text/xml; charset=utf-8';
    ctx.body = wsdl.at(base + SOAP_PATH);
  };

  /** Answers a POST; `found.operation` is set as soon as the Body names one (for faults, metrics). */
  const call = async (
    ctx: HttpRequestContext,
    admission: SoapAdmission,
    version: SoapVersion | undefined,
    found: { operation?: Operation },
  ): Promise<string> => {
    const bearer = bearerFromAuthorization(ctx.get('authorization'));
    // Counted first: every refusal below costs the caller like REST's refusals of a body.
    let caller = await admitCall(core, ctx, admission, bearer);
    const spoken = checkMediaType(ctx, version);
    const bytes = await readBodyBytes(ctx, MAX_REQUEST_BYTES);
    const envelope = openEnvelope(readXml(bytes.toString('utf8'), DEFAULT_XML_LIMITS), spoken);
    const operation = operationOf(envelope.payload);
    found.operation = operation;
    ctx.state.operation = operation.name;
    checkAction(ctx, spoken, operation.name);
    const token = usernameTokenOf(envelope.headers, spoken);
    if (token !== undefined) {
      if (bearer.kind !== 'absent') {
        throw new UnauthenticatedError('Send either a UsernameToken or an Authorization header, not both.');
      }
      caller = await admitWithUsernameToken(core, ctx, admission, token);
    }
    const baseUrl = publicUrls.base({ protocol: ctx.protocol, host: ctx.host });
    const content = await operation.run({ core, caller, payload: envelope.payload, baseUrl });
    const response = `${operation.name}Response`;
    return envelopeXml(spoken, `<${response} xmlns="${PETSTORE_NS}">${content}</${response}>`);
  };

  return async (ctx, next) => {
    if (ctx.path !== SOAP_PATH) return next();
    // The route label of the HTTP metrics and the access log line.
    (ctx as { _matchedRoute?: string })._matchedRoute = SOAP_PATH;
    ctx.vary(['Authorization', 'X-Tenant-ID']);
    const started = process.hrtime.bigint();
    const abort = new AbortController();
    whenResponseCloses(ctx.res, () => {
      if (!ctx.res.writableFinished) abort.abort();
    });
    const admission: SoapAdmission = { signal: abort.signal };
    const version = versionOfMediaType(ctx);
    const answeredIn = version ?? '1.1';
    const found: { operation?: Operation } = {};
    let wsdlRequest = false;
    let outcome = 'success';
    try {
      const wantsWsdl = Object.keys(ctx.query).some((key) => key.toLowerCase() === 'wsdl');
      if ((ctx.method === 'GET' || ctx.method === 'HEAD') && wantsWsdl) {
        wsdlRequest = true;
        ctx.state.operation = 'wsdl';
        await serveWsdl(ctx, admission);
        return;
      }
      if (ctx.method !== 'POST') {
        ctx.set('Allow', 'POST, GET');
        const refuseMethod = () => {
          throw new DomainError('method_not_allowed', `${ctx.method} is not allowed on ${SOAP_PATH}.`, {
            extensions: { allow: ['POST', 'GET'] },
          });
        };
        // Counted like REST's 405, which outranks a bad credential there too.
        await admitCall(
          core,
          ctx,
          { ...admission, doorChecks: refuseMethod },
          bearerFromAuthorization(ctx.get('authorization')),
        );
        refuseMethod();
      }
      const xml = await call(ctx, admission, version, found);
      ctx.status = 200;
      ctx.type = `${MEDIA_TYPE[answeredIn]}; charset=utf-8`;
      ctx.body = xml;
    } catch (thrown) {
      const error = toDomainError(thrown);
      if (isServerSide(error)) {
        core.logger.error(
          { err: thrown, requestId: ctx.state.requestId, path: ctx.path },
          'SOAP call failed',
        );
      }
      if (error instanceof RateLimitedError) ctx.set('Retry-After', String(error.retryAfterSeconds));
      outcome = errorView(error.kind).soap.code;
      const fault = faultAnswer(error, answeredIn, ctx.state.requestId, found.operation?.fieldName);
      ctx.status = fault.status;
      ctx.type = `${MEDIA_TYPE[answeredIn]}; charset=utf-8`;
      ctx.body = fault.xml;
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const operation = wsdlRequest ? 'wsdl' : (found.operation?.name ?? 'unknown');
      metrics.observe(operation, answeredIn, outcome, durationMs);
    }
  };
}
