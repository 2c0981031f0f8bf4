/**
 * Load for bench/grpc.ts, gRPC and REST alike: a few worker threads (the same number for both
 * doors, `workers`) generate it, and the servers' process CPU time is read over the same span,
 * so the server's cost per call can be compared door with door even on a busy machine.
 */
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { GrpcLoad, GrpcLoadResult } from './grpc-load-worker.js';

export interface LoadShape {
  seconds: number;
  /** Calls (gRPC) or connections (REST) in flight, over all workers. */
  concurrency: number;
  /** HTTP/2 connections per gRPC worker. */
  channels: number;
  workers: number;
}

export interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU milliseconds the servers' process spent per call (all its threads, the database's too). */
  serverCpuMsPerCall: number;
  /** CPU milliseconds the load generators (this process) spent per call. */
  clientCpuMsPerCall: number;
  /** The share of the run the load threads were busy (gRPC only): near 1, they are the limit. */
  clientBusy: number | undefined;
}

function cpuMs({ user, system }: NodeJS.CpuUsage): number {
  return (user + system) / 1000;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function grpcWorker(load: GrpcLoad): Promise<GrpcLoadResult> {
  const script = new URL('./grpc-load-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`,
    { eval: true, workerData: load },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', (result: GrpcLoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

type Call = Omit<GrpcLoad, 'seconds' | 'channels' | 'concurrency'>;

/** The servers' process CPU time so far, in ms. */
export type CpuReader = () => Promise<number>;

async function grpcRun(call: Call, shape: LoadShape, cpu: CpuReader, seconds: number): Promise<Figures> {
  const perWorker = Math.max(1, Math.floor(shape.concurrency / shape.workers));
  const cpuBefore = await cpu();
  const clientBefore = process.cpuUsage();
  const results = await Promise.all(
    Array.from({ length: shape.workers }, () =>
      grpcWorker({ ...call, seconds, channels: shape.channels, concurrency: perWorker }),
    ),
  );
  const clientMs = cpuMs(process.cpuUsage(clientBefore));
  const serverMs = (await cpu()) - cpuBefore;
  const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    serverCpuMsPerCall: serverMs / Math.max(1, latencies.length),
    clientCpuMsPerCall: clientMs / Math.max(1, latencies.length),
    clientBusy: results.reduce((sum, result) => sum + result.busy, 0) / results.length,
  };
}

async function restRun(url: string, shape: LoadShape, cpu: CpuReader, seconds: number): Promise<Figures> {
  const cpuBefore = await cpu();
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: shape.concurrency,
    duration: seconds,
    workers: shape.workers,
  });
  const clientMs = cpuMs(process.cpuUsage(clientBefore));
  const serverMs = (await cpu()) - cpuBefore;
  return {
    perSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    serverCpuMsPerCall: serverMs / Math.max(1, result.requests.total),
    clientCpuMsPerCall: clientMs / Math.max(1, result.requests.total),
    clientBusy: undefined,
  };
}

const WARM_UP_SECONDS = 2;

/** A short warm-up (JIT, connections), then the measured run. */
export async function measureGrpc(call: Call, shape: LoadShape, cpu: CpuReader): Promise<Figures> {
  await grpcRun(call, shape, cpu, WARM_UP_SECONDS);
  return grpcRun(call, shape, cpu, shape.seconds);
}

export async function measureRest(url: string, shape: LoadShape, cpu: CpuReader): Promise<Figures> {
  await restRun(url, shape, cpu, WARM_UP_SECONDS);
  return restRun(url, shape, cpu, shape.seconds);
}
