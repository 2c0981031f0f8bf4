import { DomainError } from '../../core/errors.js';

/**
 * Core inputs that REST carries in request headers. The core names them in domain words; a REST
 * client is told about the header it sent, so field errors about them name the header.
 */
const HEADER_OF_INPUT: Readonly<Record<string, string>> = {
  idempotencyKey: 'Idempotency-Key',
  resumeAfter: 'Last-Event-ID',
};

/** The same error with its field errors about header-borne inputs named by their headers. */
export function withHeaderFieldNames(error: unknown): unknown {
  if (!(error instanceof DomainError) || error.fields === undefined) return error;
  if (!error.fields.some((field) => Object.hasOwn(HEADER_OF_INPUT, field.field))) return error;
  const fields = error.fields.map((field) =>
    Object.hasOwn(HEADER_OF_INPUT, field.field)
      ? { ...field, field: HEADER_OF_INPUT[field.field] ?? field.field }
      : field,
  );
  return new DomainError(error.kind, error.message, { fields, extensions: error.extensions, cause: error });
}

/** Runs a core call whose inputs came (partly) from headers, naming those headers in its errors. */
export async function fromHeaders<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw withHeaderFieldNames(error);
  }
}
