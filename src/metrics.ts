import cluster from 'node:cluster';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { clusterScrape } from './cluster/metrics.js';

/**
 * One Prometheus registry per running service (not prom-client's global one, so several
 * gateways can share a test process). Areas add their own series through the helpers below;
 * names are prefixed `petstore_` so they are easy to find next to the process metrics.
 *
 * Labels must have few values: a route template, a status code, a model name; never an id,
 * a raw path or a user name (each distinct value is a new time series kept forever).
 */
export interface Metrics {
  registry: Registry;
  /**
   * The exposition of the whole service: this registry, or in a worker of WEB_CONCURRENCY > 1
   * every worker's series, collected by the primary (src/cluster/metrics.ts).
   */
  scrape(): Promise<string>;
  /** `collect`, when given, runs before each scrape (e.g. to add counts kept elsewhere). */
  counter<L extends string>(
    name: string,
    help: string,
    labelNames?: readonly L[],
    collect?: () => void,
  ): Counter<L>;
  gauge<L extends string>(name: string, help: string, labelNames?: readonly L[]): Gauge<L>;
  histogram<L extends string>(
    name: string,
    help: string,
    labelNames?: readonly L[],
    buckets?: number[],
  ): Histogram<L>;
}

export const METRIC_PREFIX = 'petstore_';

/** Latency buckets in seconds, from a cached read (~1 ms) to a slow upstream (10 s). */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });

  const counter = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
    collect?: () => void,
  ) =>
    new Counter<L>({
      name: METRIC_PREFIX + name,
      help,
      labelNames,
      registers: [registry],
      ...(collect === undefined ? {} : { collect }),
    });
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name: METRIC_PREFIX + name, help, labelNames, registers: [registry] });
  const histogram = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
    buckets: number[] = DURATION_BUCKETS,
  ) => new Histogram<L>({ name: METRIC_PREFIX + name, help, labelNames, buckets, registers: [registry] });

  return {
    registry,
    scrape: cluster.isWorker ? clusterScrape(registry) : () => registry.metrics(),
    counter,
    gauge,
    histogram,
  };
}
