import type { Middleware } from 'koa';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../core/errors.js';
import type { HttpRequestState } from './http-state.js';

/** OAuth requests are a few short parameters; anything near this size is not one. */
const TOKEN_REQUEST_LIMIT_BYTES = 16 * 1024;

/**
 * The body of an OAuth endpoint: `application/x-www-form-urlencoded` as RFC 6749 requires, or
 * JSON for clients that prefer it. Either way `ctx.request.body` becomes a plain object.
 */
export function tokenRequestBody(): Middleware<HttpRequestState> {
  return async (ctx, next) => {
    const form = ctx.is('application/x-www-form-urlencoded') !== false;
    if (!form && ctx.is('application/json') === false) {
      throw new UnsupportedMediaTypeError(['application/x-www-form-urlencoded', 'application/json']);
    }
    const text = await readText(ctx.req, TOKEN_REQUEST_LIMIT_BYTES);
    ctx.request.body = form ? parseForm(text) : parseJson(text);
    await next();
  };
}

async function readText(stream: AsyncIterable<Buffer>, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of stream) {
    received += chunk.length;
    if (received > limit) throw new PayloadTooLargeError(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** RFC 6749 §3.2: a parameter must not appear twice. */
function parseForm(text: string): Record<string, string> {
  const params = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(text)) {
    if (params.has(key)) {
      throw new ValidationError('A parameter was sent more than once.', [
        { field: key, message: 'Repeated parameter.', code: 'repeated' },
      ]);
    }
    params.set(key, value);
  }
  // fromEntries defines own properties, so a `__proto__` parameter is data (later refused), not a prototype.
  return Object.fromEntries(params);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON.', [
      { field: '', message: 'Malformed JSON.', code: 'malformed_json' },
    ]);
  }
}
