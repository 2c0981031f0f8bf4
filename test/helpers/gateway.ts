import type { DestinationStream } from 'pino';
import { loadConfig } from '../../src/config.js';
import { createLogger, logFormatFor } from '../../src/logger.js';
import { startGateway, type Gateway } from '../../src/gateway.js';

/** Demo accounts are seeded with this password in tests. */
export const TEST_SEED_PASSWORD = 'correct-horse-battery-staple';

export interface TestGateway {
  gateway: Gateway;
  url: string;
  /** The gRPC door's `host:port` (GRPC_PORT 0: a free port). */
  grpcAddress: string;
  close(): Promise<void>;
}

/**
 * Starts the real service on ephemeral ports over the embedded database in memory, exactly as
 * `npm start` does, with quiet logs. Pass environment overrides as `npm start` would read them,
 * and a destination to read what the service logs (at LOG_LEVEL) instead of standard output.
 */
export async function startTestGateway(
  env: Record<string, string> = {},
  logDestination?: DestinationStream,
): Promise<TestGateway> {
  const config = loadConfig({
    PORT: '0',
    GRPC_PORT: '0',
    HOST: '127.0.0.1',
    EMBEDDED_DB_MEMORY: 'true',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    SEED_PASSWORD: TEST_SEED_PASSWORD,
    CHAT_STREAM_DELAY_MS: '0',
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    SHUTDOWN_GRACE_MS: '2000',
    ...env,
  });
  // A destination is no terminal: JSON lines, unless the test asks for LOG_FORMAT=pretty.
  const logger = createLogger(config.logLevel, logDestination, logFormatFor(config.logFormat, false));
  const gateway = await startGateway(config, logger);
  return { gateway, url: gateway.url, grpcAddress: gateway.grpcAddress, close: () => gateway.close() };
}

/**
 * Another gateway on `first`'s embedded database, as a second process of one deployment would
 * run (over its socket, as over any MongoDB), with `env` besides.
 */
export function startGatewayBeside(
  first: TestGateway,
  env: Record<string, string> = {},
): Promise<TestGateway> {
  const shared = first.gateway.database.embedded?.uri;
  if (shared === undefined) throw new Error('the first gateway runs no embedded database');
  return startTestGateway({ ...env, MONGODB_URI: shared });
}
