import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toProblem } from '../../src/adapters/shared/problem.js';
import { errorFrame } from '../../src/adapters/ws/frames.js';
import { ERROR_TABLE } from '../../src/core/error-table.js';
import { DomainError, InternalError, type ErrorKind } from '../../src/core/errors.js';

const ADAPTERS = path.resolve(import.meta.dirname, '../../src/adapters');

function sourcesUnder(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(ADAPTERS, file), text: readFileSync(file, 'utf8') };
    });
}

describe('one way in', () => {
  const sources = sourcesUnder(ADAPTERS);

  it('no door builds a caller, verifies a token or charges a budget itself', () => {
    const offences = sources.flatMap(({ file, text }) =>
      [
        /\btenantSource\s*:/,
        /\b(callerContext|systemContext)\(/,
        /authenticator\.verify\(/,
        /rateLimits\.\w+\(/,
        /Bearer\\s\+/, // a bearer regex of its own
      ]
        .filter((pattern) => pattern.test(text) && file !== path.join('shared', 'bearer.ts'))
        .map((pattern) => `${file}: ${pattern}`),
    );
    expect(offences).toEqual([]);
  });

  it('every door admits its callers through Doorway.admit', () => {
    const admitting = sources.filter(({ text }) => /doorway\.admit\(/.test(text)).map(({ file }) => file);
    expect(admitting.sort()).toEqual([
      path.join('graphql', 'subscriptions', 'admission.ts'),
      path.join('grpc', 'call.ts'),
      path.join('shared', 'http-admission.ts'),
      path.join('ws', 'chat-channel.ts'),
      path.join('ws', 'chat-connection.ts'),
    ]);
  });

  it('the HTTP doors admit through one helper; one formatter names the RateLimit-* fields for every door', () => {
    const httpAdmitting = sources
      .filter(({ text }) => /\badmitHttpRequest\(/.test(text))
      .map(({ file }) => file);
    expect(httpAdmitting.sort()).toEqual([
      path.join('graphql', 'door.ts'),
      path.join('rest', 'middleware', 'admission.ts'),
      path.join('shared', 'http-admission.ts'),
      path.join('soap', 'admission.ts'),
    ]);
    // No door writes a RateLimit field by hand: HTTP headers and gRPC metadata come from one list.
    const handWritten = sources.filter(({ text }) => /\.set\(\s*'RateLimit-/i.test(text));
    expect(handWritten.map(({ file }) => file)).toEqual([]);
    const formatted = sources
      .filter(({ text }) => /\brateLimitFields\(/.test(text))
      .map(({ file }) => file)
      .sort();
    expect(formatted).toEqual([
      path.join('grpc', 'call.ts'),
      path.join('shared', 'http-admission.ts'),
      path.join('shared', 'rate-limit-fields.ts'),
    ]);
  });
});

describe('one error table', () => {
  const kinds = Object.keys(ERROR_TABLE) as ErrorKind[];

  it('names every kind for HTTP, GraphQL, gRPC and SOAP', () => {
    for (const kind of kinds) {
      const view = ERROR_TABLE[kind];
      expect(view.status, kind).toBeGreaterThanOrEqual(400);
      expect(view.graphql, kind).toMatch(/^[A-Z_]+$/);
      expect(view.grpc.code, kind).toBeGreaterThan(0);
      expect(view.grpc.code, kind).toBeLessThanOrEqual(16);
      expect(view.soap.v11 === 'Server', kind).toBe(view.status >= 500);
      expect(view.soap.v12 === 'Receiver', kind).toBe(view.status >= 500);
      expect(view.soap.code, kind).toBe(view.slug.toUpperCase().replaceAll('-', '_'));
    }
  });

  it('the REST problem and the WebSocket frame are views of it, and hide internal details alike', () => {
    for (const kind of kinds) {
      const error = new DomainError(kind, `a ${kind} failure`);
      const frame = errorFrame(error, 'x');
      expect(toProblem(error, '/p', 'r').status, kind).toBe(ERROR_TABLE[kind].status);
      expect(frame.type === 'error' && frame.error.status, kind).toBe(ERROR_TABLE[kind].status);
    }
    const internal = new InternalError('secret detail', new Error('driver said 10.0.0.5'));
    const problem = toProblem(internal, '/p', 'r');
    const frame = errorFrame(internal, 'x');
    expect(JSON.stringify([problem, frame])).not.toMatch(/secret|10\.0\.0\.5/);
    expect(frame.type === 'error' && frame.error.message).toBe(problem.detail);
  });
});
