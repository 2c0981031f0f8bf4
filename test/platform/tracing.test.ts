import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnService, type LogLine } from '../helpers/service-process.js';
import { startOtlpReceiver, type ReceivedSpan } from '../helpers/otlp-receiver.js';
import { petstoreClients, unaryCall, metadataOf } from '../grpc/grpc-client.js';
import { envelope, postSoap } from '../soap/soap-client.js';

const SERVER = 2;
const MONGODB_SCOPE = '@opentelemetry/instrumentation-mongodb';

interface RunningService {
  child: ChildProcess;
  lines: LogLine[];
  url: string;
  grpcAddress: string;
}

/**
 * The service as a user runs it, in its own process, with `env` besides: compiled, as `npm start`
 * runs it. The catalog cache is off, so that every read reaches the database.
 */
async function startService(env: Record<string, string>): Promise<RunningService> {
  const service = spawnService({
    launch: 'built',
    env: { EMBEDDED_DB_MEMORY: 'true', LOG_FORMAT: 'json', CATALOG_CACHE_TTL_MS: '0', ...env },
  });
  const { url, grpcAddress } = await service.listening;
  return { child: service.child, lines: service.lines, url, grpcAddress };
}

async function stop(service: RunningService | undefined): Promise<void> {
  if (service === undefined || service.child.exitCode !== null || service.child.signalCode !== null) return;
  const exited = new Promise((resolve) => service.child.once('exit', resolve));
  service.child.kill('SIGTERM');
  await exited;
}

/** The access (or gRPC) line of the request the caller sent this id with, once it is written. */
async function accessLine(service: RunningService, requestId: string): Promise<LogLine> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const line = service.lines.find(
      (entry) =>
        entry['msg'] === 'request' &&
        (entry['requestId'] === requestId || entry['correlationId'] === requestId),
    );
    if (line !== undefined) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no access line for ${requestId}`);
}

/** The spans of one trace, once its server span and a MongoDB span have reached the collector. */
async function traceSpans(spans: ReceivedSpan[], traceId: string): Promise<ReceivedSpan[]> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const trace = spans.filter((span) => span.traceId === traceId);
    if (trace.some((span) => span.kind === SERVER) && trace.some((span) => span.scope === MONGODB_SCOPE)) {
      return trace;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`trace ${traceId} did not arrive whole`);
}

/** Walks up from `span` to its root inside the trace. */
function rootOf(trace: ReceivedSpan[], span: ReceivedSpan): ReceivedSpan {
  let current = span;
  for (;;) {
    const parent = trace.find((candidate) => candidate.spanId === current.parentSpanId);
    if (parent === undefined) return current;
    current = parent;
  }
}

/** One trace: a single root, the door's server span, and the database calls made under it. */
function expectOneTrace(trace: ReceivedSpan[], serverSpanName: string): void {
  const roots = trace.filter((span) => span.parentSpanId === undefined);
  expect(roots.map((span) => span.name)).toEqual([serverSpanName]);
  expect(roots[0]?.kind).toBe(SERVER);
  expect(roots[0]?.serviceName).toBe('petstore-gateway');
  const database = trace.filter((span) => span.scope === MONGODB_SCOPE);
  expect(database.length).toBeGreaterThan(0);
  for (const span of database) {
    expect(span.attributes['db.system.name']).toBe('mongodb');
    expect(rootOf(trace, span)).toBe(roots[0]);
  }
}

describe('tracing on (OTEL_TRACES_EXPORTER=otlp)', () => {
  let collector: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let service: RunningService;

  beforeAll(async () => {
    collector = await startOtlpReceiver();
    service = await startService({
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      // Export every 100 ms instead of every 5 s, so the test does not wait.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
  }, 120_000);

  afterAll(async () => {
    await stop(service);
    await collector?.close();
  });

  it('a REST call is one trace: the route-named server span over its MongoDB spans', async () => {
    const response = await fetch(`${service.url}/v1/pets?limit=2`);
    expect(response.status).toBe(200);
    const line = await accessLine(service, response.headers.get('x-request-id')!);
    expect(line['traceId']).toMatch(/^[0-9a-f]{32}$/);
    expectOneTrace(await traceSpans(collector.spans, line['traceId'] as string), 'GET /v1/pets');
  });

  it('a GraphQL call is one trace, with the GraphQL operation and MongoDB spans under the HTTP span', async () => {
    const response = await fetch(`${service.url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ pets(first: 2) { edges { node { id name } } } }' }),
    });
    expect(response.status).toBe(200);
    const line = await accessLine(service, response.headers.get('x-request-id')!);
    const trace = await traceSpans(collector.spans, line['traceId'] as string);
    expectOneTrace(trace, 'POST /v1/graphql');
    expect(trace.map((span) => span.name)).toEqual(
      expect.arrayContaining(['graphql.parse', 'graphql.validate']),
    );
  });

  it('a gRPC call is one trace: the method-named server span over its MongoDB spans', async () => {
    const clients = petstoreClients(service.grpcAddress);
    try {
      const requestId = 'trace-grpc';
      await unaryCall(clients.pets, 'ListPets', { pageSize: 2 }, metadataOf({ 'x-request-id': requestId }));
      const line = await accessLine(service, requestId);
      expect(line['protocol']).toBe('grpc');
      expect(line['traceId']).toMatch(/^[0-9a-f]{32}$/);
      const trace = await traceSpans(collector.spans, line['traceId'] as string);
      expectOneTrace(trace, 'grpc.petstore.v1.PetService/ListPets');
    } finally {
      clients.close();
    }
  });

  it('a SOAP call is one trace: the server span names the operation', async () => {
    const xml = envelope('1.1', '<p:ListPets><p:pageSize>2</p:pageSize></p:ListPets>');
    const response = await postSoap(service.url, '1.1', 'ListPets', xml);
    expect(response.status).toBe(200);
    const line = await accessLine(service, response.headers.get('x-request-id')!);
    expect(line['operation']).toBe('ListPets');
    const trace = await traceSpans(collector.spans, line['traceId'] as string);
    expectOneTrace(trace, 'POST /v1/soap ListPets');
  });

  it("continues a caller's trace sent in `traceparent` (W3C Trace Context)", async () => {
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await fetch(`${service.url}/v1/pets?limit=1`, {
      headers: { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` },
    });
    const line = await accessLine(service, response.headers.get('x-request-id')!);
    expect(line['traceId']).toBe(callerTrace);
    const trace = await traceSpans(collector.spans, callerTrace);
    expect(trace.find((span) => span.kind === SERVER)?.parentSpanId).toBe('00f067aa0ba902b7');
  });
});

describe('tracing off by default', () => {
  let collector: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let service: RunningService;

  beforeAll(async () => {
    collector = await startOtlpReceiver();
    // An endpoint alone does not switch tracing on: OTEL_TRACES_EXPORTER does.
    service = await startService({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint });
  }, 120_000);

  afterAll(async () => {
    await stop(service);
    await collector?.close();
  });

  it('exports nothing and writes no trace id', async () => {
    const response = await fetch(`${service.url}/v1/pets?limit=2`);
    const line = await accessLine(service, response.headers.get('x-request-id')!);
    expect(line).not.toHaveProperty('traceId');
    await stop(service);
    expect(collector.spans).toEqual([]);
  });
});
