import { expect } from 'vitest';
import { PROBLEM_BASE_URI, type ProblemDocument } from '../../src/adapters/shared/problem.js';

export type Problem = ProblemDocument;

/** Lines of a V8 stack trace, or source locations: none may ever reach a client. */
const STACK_TRACE = /\n\s+at\s|\bat\s.+\.(ts|js):\d+|node_modules|\/src\//;

/**
 * Reads a response that must be an RFC 9457 problem with `status`, and checks the shape every
 * problem has: a type URI naming the problem, the status, a human detail, the request path as
 * `instance`, and the request id that the X-Server-Request-ID header also carries.
 */
export async function expectProblem(response: Response, status: number): Promise<Problem> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json\b/);
  expect(text).not.toMatch(STACK_TRACE);
  const problem = JSON.parse(text) as Problem;
  expect(problem.type.startsWith(PROBLEM_BASE_URI)).toBe(true);
  expect(() => new URL(problem.type)).not.toThrow();
  expect(problem.status).toBe(status);
  expect(typeof problem.title).toBe('string');
  expect(problem.title.length).toBeGreaterThan(0);
  expect(typeof problem.detail).toBe('string');
  expect(problem.detail.length).toBeGreaterThan(0);
  // The path only: a query string can carry credentials, and would echo back whatever was sent.
  expect(problem.instance).toBe(new URL(response.url).pathname);
  // The service's own id; X-Request-ID echoes the caller's id (correlationId) when it sent one.
  expect(problem.requestId).toBe(response.headers.get('x-server-request-id'));
  expect(response.headers.get('x-request-id')).toBe(problem.correlationId ?? problem.requestId);
  expect(problem).not.toHaveProperty('stack');
  return problem;
}
