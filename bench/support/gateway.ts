import { randomUUID } from 'node:crypto';
import { loadConfig, type Config } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startGateway, type Gateway } from '../../src/gateway.js';

/**
 * The whole gateway in this process on the embedded database in memory, seeded with the demo
 * users under a fresh password, with rate limits raised so a bench measures work, not 429s.
 */
export async function startBenchGateway(
  env: Record<string, string> = {},
): Promise<{ gateway: Gateway; config: Config; seedPassword: string }> {
  const seedPassword = `bench${randomUUID().replace(/-/g, '')}`;
  const lots = '1000000000';
  const config = loadConfig({
    PORT: '0',
    GRPC_PORT: '0',
    HOST: '127.0.0.1',
    EMBEDDED_DB_MEMORY: 'true',
    LOG_LEVEL: 'silent',
    SEED_PASSWORD: seedPassword,
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: lots,
    RATE_LIMIT_AUTHENTICATED_PER_MINUTE: lots,
    RATE_LIMIT_LOGIN_PER_MINUTE: lots,
    ...env,
  });
  const gateway = await startGateway(config, createLogger('silent'));
  return { gateway, config, seedPassword };
}
