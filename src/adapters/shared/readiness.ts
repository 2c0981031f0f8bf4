/**
 * The service's readiness, read by REST's `/readyz` and the gRPC door's health statuses alike:
 * ready while the database answers a ping within a bound.
 *
 * Without a bound, a database that went away would hold the probe for the driver's whole
 * server-selection timeout (10 s), longer than a load balancer waits; answering "not ready"
 * quickly takes the instance out of rotation sooner.
 */
export const READINESS_TIMEOUT_MS = 2_000;

/** True when `isDatabaseUp` says so within the bound; false when it says no, throws or is late. */
export function isReady(isDatabaseUp: () => Promise<boolean>, ms = READINESS_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    isDatabaseUp().then(
      (up) => {
        clearTimeout(timer);
        resolve(up);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}
