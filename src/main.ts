import cluster from 'node:cluster';
import { loadConfig, ConfigError, type Config } from './config.js';
import { loadEnvFile } from './env-file.js';
import { createLogger, logFormatFor, type Logger } from './logger.js';
import type { WorkerListening } from './cluster/messages.js';
import type { Gateway } from './gateway.js';
import { StartError } from './start-errors.js';

const USAGE = `Usage: npm start   (or: node dist/main.js)

Runs Petstore Gateway: REST, GraphQL, gRPC, SOAP, WebSocket chat and SSE over one core.
Configuration comes from environment variables and a .env file if present (README.md,
"Configuration"; .env.example);
without MONGODB_URI it starts its own embedded database in DATA_DIR (./data).

Operator commands (they work while the service runs):
  npm run users -- --help          accounts: list, set-password
  npm run tenants -- --help        tenants: list, create
  npm run oauth-clients -- --help  OAuth clients: list, create, delete
`;

async function printBanner(config: Config, gateway: Gateway, logger: Logger) {
  try {
    // Imported once serving: the core's modules load after tracing has started.
    const { startBanner } = await import('./start-banner.js');
    process.stdout.write(`${await startBanner(config, gateway)}\n`);
  } catch (error) {
    logger.warn({ err: error }, 'the start banner could not be printed');
  }
}

/**
 * With tracing on, the SDK starts before the gateway's modules are imported (below, dynamically),
 * so that its instrumentations see `http`, grpc-js, graphql and the MongoDB driver load. Off, the
 * SDK is never loaded. Gives what flushes the spans still buffered at shutdown.
 */
async function startTracingIfOn(config: Config, logger: Logger): Promise<() => Promise<void>> {
  if (!config.tracing.enabled) return async () => undefined;
  const { startTracing } = await import('./tracing/sdk.js');
  return startTracing(config.tracing, logger);
}

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    process.stdout.write(USAGE);
    return;
  }
  let config;
  let envFile;
  try {
    envFile = loadEnvFile();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const format = logFormatFor(config.logFormat, process.stdout.isTTY === true);
  const logger = createLogger(config.logLevel, undefined, format);
  if (envFile !== undefined) logger.info({ envFile }, 'settings read from the environment and .env');
  // The primary of a cluster serves no request: its workers trace theirs.
  const supervising = config.webConcurrency > 1 && cluster.isPrimary;
  const flushTraces = supervising ? async () => undefined : await startTracingIfOn(config, logger);
  const { serveUntilSignalled } = await import('./cluster/serve.js');
  // WEB_CONCURRENCY=1: the service runs in this process, as it always has (no cluster hop).
  if (config.webConcurrency === 1) {
    await printBanner(config, await serveUntilSignalled(config, logger, flushTraces), logger);
    return;
  }
  if (supervising) {
    const { runPrimary } = await import('./cluster/primary.js');
    await runPrimary(config, logger.child({ role: 'primary' }));
    return;
  }
  const worker = cluster.worker?.id ?? 0;
  const gateway = await serveUntilSignalled(config, logger.child({ worker }), flushTraces);
  // One banner for the service, not one per worker.
  if (worker === 1) await printBanner(config, gateway, logger);
  const listening: WorkerListening = {
    type: 'petstore:listening',
    url: gateway.url,
    grpcAddress: gateway.grpcAddress,
    pid: process.pid,
  };
  process.send?.(listening);
}

main().catch((error: unknown) => {
  if (error instanceof StartError) {
    process.stderr.write(`petstore-gateway failed to start: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `petstore-gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
