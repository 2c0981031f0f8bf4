/**
 * What the doors read of the trace they run in, through `@opentelemetry/api` alone: with tracing
 * off (no SDK registered) the API answers from its no-op context, so each call is a lookup that
 * finds nothing.
 */
import { isSpanContextValid, trace, type Span } from '@opentelemetry/api';

/** The span of the work under way (a door's request), if tracing is on. */
export function activeSpan(): Span | undefined {
  return trace.getActiveSpan();
}

/** The trace id to put on a log line, or undefined (left out of the line) without a trace. */
export function traceIdOf(span: Span | undefined): string | undefined {
  if (span === undefined) return undefined;
  const context = span.spanContext();
  return isSpanContextValid(context) ? context.traceId : undefined;
}
