import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { startGateway, type Gateway } from '../gateway.js';

/**
 * Runs the gateway in this process until SIGTERM or SIGINT, then closes it (in-flight work gets
 * SHUTDOWN_GRACE_MS) and exits 0. The one process of WEB_CONCURRENCY=1, and each cluster worker:
 * the primary stops a worker with the same SIGTERM a process manager sends a single process.
 * `flush` runs once the gateway is closed, before the exit: the traces still buffered go out.
 */
export async function serveUntilSignalled(
  config: Config,
  logger: Logger,
  flush: () => Promise<void> = async () => undefined,
): Promise<Gateway> {
  const starting = startGateway(config, logger);
  let stopping = false;
  const shutdown = (signal: string) => {
    // A terminal's Ctrl+C reaches every process of the group, and the primary sends SIGTERM too.
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A signal during start-up (a worker being replaced as the service stops) waits for the
    // start to finish, then closes what it opened, rather than leaving the database mid-write.
    starting
      .then((gateway) => gateway.close())
      .then(flush)
      .then(() => {
        logger.info('stopped cleanly');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return starting;
}
