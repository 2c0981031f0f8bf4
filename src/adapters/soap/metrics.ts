import type { Metrics } from '../../metrics.js';

export interface SoapMetrics {
  observe(operation: string, version: string, outcome: string, durationMs: number): void;
}

/**
 * `petstore_soap_requests_total` and `petstore_soap_request_duration_seconds`, by operation (the
 * WSDL's operations, or `unknown`: a fixed set), SOAP version, and outcome (`success` or the fault's
 * `PetstoreFault` code, e.g. `NOT_FOUND`).
 */
export function soapMetrics(metrics: Metrics): SoapMetrics {
  const labels = ['operation', 'version', 'outcome'] as const;
  const calls = metrics.counter('soap_requests_total', 'SOAP calls answered.', labels);
  const duration = metrics.histogram('soap_request_duration_seconds', 'SOAP call duration.', labels);
  return {
    observe(operation, version, outcome, durationMs) {
      calls.inc({ operation, version, outcome });
      duration.observe({ operation, version, outcome }, durationMs / 1000);
    },
  };
}
