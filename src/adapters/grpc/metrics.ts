import type { Metrics } from '../../metrics.js';

export interface GrpcMetrics {
  observe(method: string, code: string, durationMs: number): void;
}

interface Series {
  labels: { method: string; code: string };
  /** Calls answered since the last scrape. */
  uncounted: number;
  durations: { observe(seconds: number): void };
}

/**
 * `petstore_grpc_requests_total` and `petstore_grpc_request_duration_seconds`, labelled by full
 * method name (`/petstore.v1.PetService/GetPet`: a fixed set) and status code name. As REST's
 * series do (rest/middleware/metrics.ts), each method and code is bound once, and calls are
 * added to the counter when it is scraped: each counter call validates and hashes its labels
 * again, a visible share of a cheap call. The same series and values at every scrape.
 */
export function grpcMetrics(metrics: Metrics): GrpcMetrics {
  const series = new Map<string, Series>();
  const calls = metrics.counter('grpc_requests_total', 'gRPC calls answered.', ['method', 'code'], () => {
    for (const one of series.values()) {
      if (one.uncounted === 0) continue;
      calls.inc(one.labels, one.uncounted);
      one.uncounted = 0;
    }
  });
  const duration = metrics.histogram('grpc_request_duration_seconds', 'gRPC call duration.', [
    'method',
    'code',
  ]);
  return {
    observe(method, code, durationMs) {
      const key = `${code} ${method}`;
      let found = series.get(key);
      if (found === undefined) {
        const labels = { method, code };
        found = { labels, uncounted: 0, durations: duration.labels(labels) };
        series.set(key, found);
      }
      found.uncounted += 1;
      found.durations.observe(durationMs / 1000);
    },
  };
}
