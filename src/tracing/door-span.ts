/**
 * Server spans the doors open themselves, where no instrumentation sees a request begin: a chat
 * completion asked over an open WebSocket (the HTTP upgrade that opened the socket is long over).
 * With tracing off the API's no-op tracer hands out a span that records nothing.
 */
import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

const tracer = trace.getTracer('petstore-gateway');

/**
 * Runs `work` as the active server span `name`, so the database calls it makes are its children;
 * the span ends when `work` settles, and a failure marks it as an error.
 */
export function inServerSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.SERVER, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks the active span as failed, for work that answers its errors rather than throwing them. */
export function markFailed(span: Span, message: string): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}
