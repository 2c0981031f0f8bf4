import cluster from 'node:cluster';
import { loadConfig, ConfigError } from './config.js';
import { createLogger } from './logger.js';
import { serveUntilSignalled } from './cluster/serve.js';
import { runPrimary } from './cluster/primary.js';
import type { WorkerListening } from './cluster/messages.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // WEB_CONCURRENCY=1: the service runs in this process, as it always has (no cluster hop).
  if (config.webConcurrency === 1) {
    await serveUntilSignalled(config, logger);
    return;
  }
  if (cluster.isPrimary) {
    await runPrimary(config, logger.child({ role: 'primary' }));
    return;
  }
  const worker = cluster.worker?.id ?? 0;
  const gateway = await serveUntilSignalled(config, logger.child({ worker }));
  const listening: WorkerListening = {
    type: 'petstore:listening',
    url: gateway.url,
    grpcAddress: gateway.grpcAddress,
    pid: process.pid,
  };
  process.send?.(listening);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `petstore-gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
