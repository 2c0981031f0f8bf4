import { expect } from 'vitest';
import type { TestGateway } from '../helpers/gateway.js';

export interface GraphqlError {
  message: string;
  path?: (string | number)[];
  extensions: Record<string, unknown> & { code: string; requestId?: string };
}

export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: T | null;
  errors?: GraphqlError[];
  /** The raw text, to check what is never in it (stack traces). */
  text: string;
}

export interface GraphqlRequest {
  variables?: Record<string, unknown>;
  token?: string;
  headers?: Record<string, string>;
}

/** One GraphQL-over-HTTP POST to `/v1/graphql`, with JSON in and out. */
export async function graphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  request: GraphqlRequest = {},
): Promise<GraphqlAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...request.headers };
  if (request.token !== undefined) headers['authorization'] = `Bearer ${request.token}`;
  const response = await fetch(`${url}/v1/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: request.variables }),
  });
  return readAnswer<T>(response);
}

export async function readAnswer<T>(response: Response): Promise<GraphqlAnswer<T>> {
  const text = await response.text();
  const body = JSON.parse(text) as { data?: T | null; errors?: GraphqlError[] };
  return { status: response.status, headers: response.headers, text, ...body };
}

/** The answer's only error, checked for what every error carries: a code, a request id, no stack. */
export function onlyError(answer: GraphqlAnswer<unknown>, code: string): GraphqlError {
  expect(answer.errors, answer.text).toHaveLength(1);
  const error = (answer.errors ?? [])[0] as GraphqlError;
  expect(error.extensions.code, answer.text).toBe(code);
  expect(error.extensions.requestId).toEqual(expect.any(String));
  expect(answer.text).not.toMatch(/stacktrace|\bat .*\.(ts|js):\d+/);
  return error;
}

/** The stored audit entries of the request sent with this `X-Request-ID`, read with the driver. */
export async function auditEntriesOf(
  service: TestGateway,
  correlationId: string,
): Promise<Record<string, unknown>[]> {
  const db = service.gateway.database.connection.db;
  if (db === undefined) throw new Error('database not connected');
  return db.collection('audit_logs').find({ correlationId }).toArray();
}

export const PET_FIELDS = `id tenantId name species breed ageMonths size color gender goodWithKids price currency
  description status photos createdAt updatedAt etag
  medicalInfo { spayedNeutered vaccinated microchipped specialNeeds healthNotes }`;

export const ORDER_FIELDS = `id tenantId petId userId status paymentStatus totalAmount currency callbackUrl notes
  cancelReason createdAt updatedAt`;
