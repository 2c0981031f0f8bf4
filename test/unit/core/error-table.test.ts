import { describe, expect, it } from 'vitest';
import {
  ERROR_TABLE,
  isServerSide,
  oauthErrorView,
  publicExtensions,
  publicMessage,
} from '../../../src/core/error-table.js';
import {
  DomainError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
  type ErrorKind,
} from '../../../src/core/errors.js';

const KINDS = Object.keys(ERROR_TABLE) as ErrorKind[];

/** The rows as a caller meets them on every door: HTTP status, gRPC status, SOAP fault side. */
const ROWS: [ErrorKind, number, string, 'Client' | 'Server'][] = [
  ['validation', 400, 'INVALID_ARGUMENT', 'Client'],
  ['unauthenticated', 401, 'UNAUTHENTICATED', 'Client'],
  ['payment_declined', 402, 'FAILED_PRECONDITION', 'Client'],
  ['forbidden', 403, 'PERMISSION_DENIED', 'Client'],
  ['not_found', 404, 'NOT_FOUND', 'Client'],
  ['method_not_allowed', 405, 'UNIMPLEMENTED', 'Client'],
  ['conflict', 409, 'FAILED_PRECONDITION', 'Client'],
  ['last_admin', 409, 'FAILED_PRECONDITION', 'Client'],
  ['precondition_failed', 412, 'FAILED_PRECONDITION', 'Client'],
  ['payload_too_large', 413, 'RESOURCE_EXHAUSTED', 'Client'],
  ['unsupported_media_type', 415, 'INVALID_ARGUMENT', 'Client'],
  ['unprocessable', 422, 'FAILED_PRECONDITION', 'Client'],
  ['rate_limited', 429, 'RESOURCE_EXHAUSTED', 'Client'],
  ['internal', 500, 'INTERNAL', 'Server'],
  ['bad_gateway', 502, 'UNAVAILABLE', 'Server'],
  ['service_unavailable', 503, 'UNAVAILABLE', 'Server'],
  ['gateway_timeout', 504, 'DEADLINE_EXCEEDED', 'Server'],
];

/** gRPC's status names and numbers (grpc/doc/statuscodes.md). */
const GRPC_CODES: Record<string, number> = {
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  UNAUTHENTICATED: 16,
};

describe('the error table', () => {
  it('has one row for every kind of error and no other', () => {
    expect(KINDS.sort()).toEqual(ROWS.map(([kind]) => kind).sort());
  });

  it.each(ROWS)('%s is HTTP %i, gRPC %s, a SOAP %s fault', (kind, status, grpc, soap) => {
    const view = ERROR_TABLE[kind];
    expect(view.status).toBe(status);
    expect(view.grpc).toEqual({ name: grpc, code: GRPC_CODES[grpc] });
    expect(view.soap.v11).toBe(soap);
    // SOAP 1.2 names the same sides Sender and Receiver.
    expect(view.soap.v12).toBe(soap === 'Client' ? 'Sender' : 'Receiver');
  });

  it.each(KINDS)('%s reads the same in every door: slug, GraphQL code and SOAP detail code agree', (kind) => {
    const view = ERROR_TABLE[kind];
    expect(view.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(view.soap.code).toBe(view.slug.replace(/-/g, '_').toUpperCase());
    expect(view.graphql).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    expect(view.title).toMatch(/^[A-Z].*\.$/);
  });

  it('no two kinds share a problem type, so clients can tell them apart', () => {
    const slugs = KINDS.map((kind) => ERROR_TABLE[kind].slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('only 5xx kinds are the service own failures (logged for the operator)', () => {
    const serverSide = KINDS.filter((kind) => isServerSide(new DomainError(kind, 'x')));
    expect(serverSide.sort()).toEqual(['bad_gateway', 'gateway_timeout', 'internal', 'service_unavailable']);
  });
});

describe('what a caller may read of an error', () => {
  it('an internal error hides its message and extensions and asks for the request id', () => {
    const error = new DomainError('internal', 'E11000 at /srv/app/db.ts:12', {
      extensions: { collection: 'orders' },
    });
    expect(publicMessage(error)).toBe('An unexpected error occurred. Quote the requestId when reporting it.');
    expect(publicExtensions(error)).toBeUndefined();
  });

  it('any other error shows its own message and facts', () => {
    const error = new NotFoundError('Pet', 'p-1');
    expect(publicMessage(error)).toBe('Pet p-1 not found.');
    expect(publicExtensions(error)).toEqual({ resource: 'Pet' });
  });

  it('a bad gateway is the service side but its message is still the caller to read', () => {
    const error = new DomainError('bad_gateway', 'The payment processor did not answer.');
    expect(isServerSide(error)).toBe(true);
    expect(publicMessage(error)).toBe('The payment processor did not answer.');
  });
});

describe('the OAuth column', () => {
  it('names an OAuth error only where OAuth has a word for the kind', () => {
    const named = KINDS.filter((kind) => ERROR_TABLE[kind].oauth !== undefined);
    expect(Object.fromEntries(named.map((kind) => [kind, ERROR_TABLE[kind].oauth]))).toEqual({
      validation: 'invalid_request',
      unauthenticated: 'invalid_grant',
      forbidden: 'access_denied',
    });
  });

  it('tells a refused grant, a bad request and a refused scope the OAuth way', () => {
    expect(oauthErrorView(new DomainError('unauthenticated', 'The refresh token is not valid.'))).toEqual({
      error: 'invalid_grant',
      description: 'The refresh token is not valid.',
    });
    const missing = new ValidationError('The token request is invalid.', [
      { field: 'refresh_token', message: 'Required.', code: 'required' },
    ]);
    expect(oauthErrorView(missing)).toEqual({
      error: 'invalid_request',
      description: 'refresh_token: Required.',
    });
    const beyond = new DomainError('validation', 'The requested scope is not valid.', {
      fields: [{ field: 'scope', message: 'beyond the role', code: 'invalid_scope' }],
      extensions: { scope: 'admin' },
    });
    expect(oauthErrorView(beyond)).toEqual({
      error: 'invalid_scope',
      description: 'beyond the role',
      scope: 'admin',
    });
  });

  it('leaves the rest to problem documents (429 keeps its Retry-After)', () => {
    expect(oauthErrorView(new RateLimitedError(30))).toBeUndefined();
    expect(oauthErrorView(new DomainError('internal', 'boom'))).toBeUndefined();
  });
});
