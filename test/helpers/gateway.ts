import type { DestinationStream } from 'pino';
import { loadConfig } from '../../src/config.js';
import { createLogger, logFormatFor } from '../../src/logger.js';
import { startGateway, type Gateway } from '../../src/gateway.js';
import { externalMongoUri, freshDatabaseUri } from './external-mongo.js';
import { workerDatabaseServer } from './worker-database.js';

/** Demo accounts are seeded with this password in tests. */
export const TEST_SEED_PASSWORD = 'correct-horse-battery-staple';

export interface TestGateway {
  gateway: Gateway;
  url: string;
  /** The gRPC door's `host:port` (GRPC_PORT 0: a free port). */
  grpcAddress: string;
  /** The URI another process uses to share this gateway's database. */
  databaseUri: string;
  close(): Promise<void>;
}

/**
 * How many gateways this process has started at each URL. Modules stay loaded from one test file
 * to the next, and a later gateway may get the port of a closed one: what is cached per gateway
 * (logins) is keyed by URL and this count.
 */
const gatewaysStartedAt = new Map<string, number>();

export function timesStartedAt(url: string): number {
  return gatewaysStartedAt.get(url) ?? 0;
}

/** Settings with which a test chose its database itself: those keep the embedded server. */
const DATABASE_SETTINGS = ['MONGODB_URI', 'EMBEDDED_DB_MEMORY', 'DATA_DIR'];

/**
 * Starts the real service on ephemeral ports, exactly as `npm start` does, with quiet logs. Pass
 * environment overrides as `npm start` would read them, and a destination to read what the
 * service logs (at LOG_LEVEL) instead of standard output.
 *
 * The gateway gets a fresh database of its own on the worker's embedded server
 * (worker-database.ts) or, when the run was given a MongoDB (`MONGODB_URI=... npm run test:doors`),
 * on that server, unless `env` chooses the database (MONGODB_URI, EMBEDDED_DB_MEMORY or
 * DATA_DIR): a test that stops the embedded server or restarts on its files says so, and gets the
 * embedded server of its own that `npm start` runs.
 */
export async function startTestGateway(
  env: Record<string, string> = {},
  logDestination?: DestinationStream,
): Promise<TestGateway> {
  const choosesDatabase = DATABASE_SETTINGS.some((name) => env[name] !== undefined);
  const server = choosesDatabase ? undefined : (externalMongoUri() ?? (await workerDatabaseServer()));
  const database = server === undefined ? {} : { MONGODB_URI: freshDatabaseUri(server) };
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
    // Real argon2id at about 1 ms a hash: a run hashes and verifies about a thousand passwords.
    PASSWORD_HASH_COST: 'minimal',
    ...database,
    ...env,
  });
  // A destination is no terminal: JSON lines, unless the test asks for LOG_FORMAT=pretty.
  const logger = createLogger(config.logLevel, logDestination, logFormatFor(config.logFormat, false));
  const gateway = await startGateway(config, logger);
  gatewaysStartedAt.set(gateway.url, timesStartedAt(gateway.url) + 1);
  const databaseUri = gateway.database.embedded?.uri ?? config.mongodbUri;
  if (databaseUri === undefined) throw new Error('the gateway runs no database a URI names');
  return {
    gateway,
    url: gateway.url,
    grpcAddress: gateway.grpcAddress,
    databaseUri,
    close: () => gateway.close(),
  };
}

/**
 * Another gateway on `first`'s database, as a second process of one deployment would run (over
 * the embedded server's socket, as over any MongoDB), with `env` besides.
 */
export function startGatewayBeside(
  first: TestGateway,
  env: Record<string, string> = {},
): Promise<TestGateway> {
  return startTestGateway({ ...env, MONGODB_URI: first.databaseUri });
}
