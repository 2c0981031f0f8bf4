import { Writable } from 'node:stream';
import { GraphQLError } from 'graphql';
import { describe, expect, test } from 'vitest';
import { formatError, tagRequestId } from '../../src/adapters/graphql/errors.js';
import { ValidationError } from '../../src/core/errors.js';
import { createLogger } from '../../src/logger.js';

/** An unexpected failure cannot be caused on purpose over HTTP, so its formatting is checked here. */
function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('error', destination), lines };
}

/** A resolver's throw, as graphql-js hands it to Apollo: wrapped, with the field's path. */
function thrownByResolver(error: Error): GraphQLError {
  return new GraphQLError(error.message, { path: ['pet'], originalError: error });
}

describe('formatError', () => {
  test('an unexpected error says only INTERNAL_SERVER_ERROR and the request id; the log keeps the cause', async () => {
    const { logger, lines } = capturingLogger();
    const bug = new TypeError('Cannot read properties of undefined (reading "secret-detail")');
    const error = thrownByResolver(bug);
    tagRequestId(error, 'req-internal-1');
    const formatted = formatError(logger)({ message: error.message, path: ['pet'] }, error);
    expect(formatted).toEqual({
      message: 'An unexpected error occurred. Quote the requestId when reporting it.',
      path: ['pet'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'req-internal-1' },
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.join('')).toMatch(/secret-detail/);
    expect(lines.join('')).toMatch(/req-internal-1/);
  });

  test('a domain error keeps its message, code and field list, and is not logged', () => {
    const { logger, lines } = capturingLogger();
    const fields = [{ field: 'name', message: 'Must not be empty.', code: 'too_small' }];
    const error = thrownByResolver(new ValidationError('Invalid pet.', fields));
    tagRequestId(error, 'req-2');
    const formatted = formatError(logger)({ message: error.message }, error);
    expect(formatted).toEqual({
      message: 'Invalid pet.',
      extensions: { code: 'BAD_USER_INPUT', requestId: 'req-2', errors: fields },
    });
    expect(lines).toEqual([]);
  });
});
