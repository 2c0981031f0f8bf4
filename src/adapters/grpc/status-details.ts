import path from 'node:path';
import protobuf from 'protobufjs';
import { errorView, publicExtensions, publicMessage } from '../../core/error-table.js';
import type { DomainError } from '../../core/errors.js';
import { MAX_PROBLEM_ERRORS, PROBLEM_BASE_URI } from '../shared/problem.js';
import { ERROR_MODEL_PROTO_FILES, PROTO_ROOT } from './proto-files.js';

/** ErrorInfo's domain: the service that tells the reason. */
export const ERROR_DOMAIN = 'petstore-gateway.dev';

const TYPE_URL_PREFIX = 'type.googleapis.com/';

function loadRichErrorModel(): protobuf.Root {
  const root = new protobuf.Root();
  // google/protobuf/* are built into protobufjs; google/rpc/* ship in protos/.
  root.resolvePath = (_origin, target) => path.join(PROTO_ROOT, target);
  return root.loadSync(ERROR_MODEL_PROTO_FILES);
}

const model = loadRichErrorModel();
const StatusType = model.lookupType('google.rpc.Status');
const ErrorInfoType = model.lookupType('google.rpc.ErrorInfo');
const BadRequestType = model.lookupType('google.rpc.BadRequest');
const RetryInfoType = model.lookupType('google.rpc.RetryInfo');

function packAny(type: protobuf.Type, value: Record<string, unknown>) {
  return {
    type_url: TYPE_URL_PREFIX + type.fullName.replace(/^\./, ''),
    value: type.encode(type.fromObject(value)).finish(),
  };
}

/** `validation-error` as an ErrorInfo reason: `VALIDATION_ERROR` (AIP-193's UPPER_SNAKE_CASE). */
export function reasonOf(error: DomainError): string {
  return errorView(error.kind).slug.replace(/-/g, '_').toUpperCase();
}

/** Field paths of the core (`medicalInfo.vaccinated`) in the request's proto names. */
export type FieldPathMapper = (coreField: string) => string;

/**
 * The rich error model carried in `grpc-status-details-bin`, as Google's APIs send it: a
 * `google.rpc.Status` with an ErrorInfo (the reason names the problem type, the metadata carries
 * its URI, the request id, the caller's correlation id and the error's public facts), BadRequest field violations, RetryInfo
 * on rate limits. Built from the one error table; internal errors tell nothing but the request id.
 */
export function statusDetails(
  error: DomainError,
  ids: { requestId: string; correlationId: string | undefined },
  fieldPath: FieldPathMapper,
): Buffer {
  const view = errorView(error.kind);
  const metadata: Record<string, string> = { type: PROBLEM_BASE_URI + view.slug, requestId: ids.requestId };
  if (ids.correlationId !== undefined) metadata['correlationId'] = ids.correlationId;
  for (const [key, value] of Object.entries(publicExtensions(error) ?? {})) {
    if (!(key in metadata)) metadata[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  const details = [packAny(ErrorInfoType, { reason: reasonOf(error), domain: ERROR_DOMAIN, metadata })];
  const fields = error.fields ?? [];
  if (fields.length > 0) {
    const fieldViolations = fields.slice(0, MAX_PROBLEM_ERRORS).map((field) => ({
      field: fieldPath(field.field),
      description: field.message,
      reason: field.code,
    }));
    details.push(packAny(BadRequestType, { fieldViolations }));
  }
  const retryAfter = error.extensions?.['retryAfterSeconds'];
  if (error.kind === 'rate_limited' && typeof retryAfter === 'number') {
    details.push(packAny(RetryInfoType, { retryDelay: { seconds: retryAfter, nanos: 0 } }));
  }
  const status = StatusType.fromObject({ code: view.grpc.code, message: publicMessage(error), details });
  return Buffer.from(StatusType.encode(status).finish());
}

/** Reads `grpc-status-details-bin` back: for clients and tests of the door. */
export function decodeStatusDetails(bytes: Uint8Array): {
  code: number;
  message: string;
  errorInfo?: { reason: string; domain: string; metadata: Record<string, string> };
  badRequest?: { fieldViolations: { field: string; description: string; reason: string }[] };
  retryInfo?: { retryDelay: { seconds: number; nanos: number } };
} {
  const status = StatusType.toObject(StatusType.decode(bytes), { longs: Number, defaults: true }) as {
    code: number;
    message: string;
    details: { type_url: string; value: Uint8Array }[];
  };
  const decoded: ReturnType<typeof decodeStatusDetails> = { code: status.code, message: status.message };
  for (const detail of status.details) {
    const name = detail.type_url.slice(TYPE_URL_PREFIX.length);
    const options = { longs: Number, defaults: true, arrays: true, objects: true };
    if (name === 'google.rpc.ErrorInfo') {
      decoded.errorInfo = ErrorInfoType.toObject(ErrorInfoType.decode(detail.value), options) as never;
    } else if (name === 'google.rpc.BadRequest') {
      decoded.badRequest = BadRequestType.toObject(BadRequestType.decode(detail.value), options) as never;
    } else if (name === 'google.rpc.RetryInfo') {
      decoded.retryInfo = RetryInfoType.toObject(RetryInfoType.decode(detail.value), options) as never;
    }
  }
  return decoded;
}
