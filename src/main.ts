import cluster from 'node:cluster';
import { loadConfig, ConfigError } from './config.js';
import { createLogger } from './logger.js';
import { serveUntilSignalled } from './cluster/serve.js';
import { runPrimary } from './cluster/primary.js';
import type { WorkerListening } from './cluster/messages.js';
import type { Config } from './config.js';
import type { Gateway } from './gateway.js';
import { startBanner } from './start-banner.js';
import { StartError } from './start-errors.js';

const USAGE = `Usage: npm start   (or: node dist/main.js)

Runs Petstore Gateway: REST, GraphQL, gRPC, SOAP, WebSocket chat and SSE over one core.
Configuration comes from environment variables only (README.md, "Configuration"; .env.example);
without MONGODB_URI it starts its own embedded database in DATA_DIR (./data).

Operator commands (they work while the service runs):
  npm run users -- --help          accounts: list, set-password
  npm run tenants -- --help        tenants: list, create
  npm run oauth-clients -- --help  OAuth clients: list, create, delete
`;

async function printBanner(config: Config, gateway: Gateway, logger: ReturnType<typeof createLogger>) {
  try {
    process.stdout.write(`${await startBanner(config, gateway)}\n`);
  } catch (error) {
    logger.warn({ err: error }, 'the start banner could not be printed');
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    process.stdout.write(USAGE);
    return;
  }
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
    await printBanner(config, await serveUntilSignalled(config, logger), logger);
    return;
  }
  if (cluster.isPrimary) {
    await runPrimary(config, logger.child({ role: 'primary' }));
    return;
  }
  const worker = cluster.worker?.id ?? 0;
  const gateway = await serveUntilSignalled(config, logger.child({ worker }));
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
