import type { Metrics } from '../../metrics.js';

export interface GrpcMetrics {
  observe(method: string, code: string, durationMs: number): void;
}

/**
 * `petstore_grpc_requests_total` and `petstore_grpc_request_duration_seconds`, labelled by full
 * method name (`/petstore.v1.PetService/GetPet`: a fixed set) and status code name.
 */
export function grpcMetrics(metrics: Metrics): GrpcMetrics {
  const calls = metrics.counter('grpc_requests_total', 'gRPC calls answered.', ['method', 'code']);
  const duration = metrics.histogram('grpc_request_duration_seconds', 'gRPC call duration.', [
    'method',
    'code',
  ]);
  return {
    observe(method, code, durationMs) {
      calls.inc({ method, code });
      duration.observe({ method, code }, durationMs / 1000);
    },
  };
}
