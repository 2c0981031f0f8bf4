/**
 * The OpenTelemetry SDK, started by `main.ts` before it loads the gateway, and only when tracing
 * is on (OTEL_TRACES_EXPORTER=otlp): with tracing off none of this is even loaded, and the
 * `@opentelemetry/api` calls the doors make answer from its no-op implementation.
 *
 * Auto-instrumentation patches modules as they are first required (require-in-the-middle), so it
 * must be registered before the gateway's modules are imported. Node's own `http` (every HTTP
 * door: REST, GraphQL, SOAP, SSE), `@grpc/grpc-js`, `graphql` and the `mongodb` driver behind
 * mongoose are CommonJS, required when the gateway is imported after this ran, under tsx as in
 * `dist/`; no loader hook is needed.
 */
import { diag, DiagLogLevel, type DiagLogger } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';

/** Probes and scrapes: polled every few seconds, a trace each would bury the requests. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The exporter for OTEL_EXPORTER_OTLP_PROTOCOL; it reads the endpoint, headers and timeout itself. */
async function otlpExporter(protocol: Config['tracing']['protocol']): Promise<SpanExporter> {
  if (protocol === 'http/json') {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter();
  }
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter();
}

/** The SDK's own complaints (an unreachable collector, a refused export) as service log lines. */
function diagnosticsTo(logger: Logger): DiagLogger {
  const log = logger.child({ component: 'opentelemetry' });
  return {
    error: (message, ...args) => log.error({ args }, message),
    warn: (message, ...args) => log.warn({ args }, message),
    info: (message, ...args) => log.debug({ args }, message),
    debug: () => undefined,
    verbose: () => undefined,
  };
}

/** Starts tracing; the function returned sends what is still buffered and stops it. */
export async function startTracing(
  settings: Config['tracing'],
  logger: Logger,
): Promise<() => Promise<void>> {
  diag.setLogger(diagnosticsTo(logger), DiagLogLevel.WARN);
  const resource = defaultResource()
    .merge(detectResources({ detectors: [envDetector] }))
    .merge(resourceFromAttributes({ 'service.name': settings.serviceName }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(await otlpExporter(settings.protocol))],
  });
  // The global tracer, AsyncLocalStorage context and W3C `traceparent` propagation.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      new GrpcInstrumentation({ ignoreGrpcMethods: [/^grpc\.(health|reflection)\./] }),
      // One span per operation (parse, validate, execute), not per field resolved.
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, ignoreResolveSpans: true }),
      new MongoDBInstrumentation(),
    ],
  });
  logger.info(
    { serviceName: settings.serviceName, protocol: settings.protocol },
    'tracing on: spans exported over OTLP',
  );
  return () => provider.shutdown();
}
