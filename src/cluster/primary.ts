import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { hostEmbeddedDatabase, type HostedDatabase } from './embedded-host.js';
import { answerWorkerScrapes } from './metrics.js';
import { WorkerSupervisor } from './supervisor.js';

/**
 * The primary of WEB_CONCURRENCY > 1: serves no request itself. It hosts the embedded database
 * when MONGODB_URI is unset (workers connect to its Unix socket), keeps the workers running, and
 * on SIGTERM/SIGINT drains them, then stops the database and exits 0. The workers share the HTTP
 * and gRPC ports: node:cluster hands each accepted connection to one of them.
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  // Signals are handled from the first moment: a stop during start-up still closes the database.
  const hosting: Promise<HostedDatabase | undefined> =
    config.mongodbUri === undefined ? hostEmbeddedDatabase(config, logger) : Promise.resolve(undefined);
  const supervisor = new WorkerSupervisor({
    workers: config.webConcurrency,
    shutdownGraceMs: config.shutdownGraceMs,
    logger,
  });

  let stopping: Promise<void> | undefined;
  const stop = (reason: string, exitCode: number) => {
    stopping ??= (async () => {
      logger.info({ reason }, 'shutting down');
      const clean = await supervisor.stop();
      const hosted = await hosting.catch(() => undefined);
      await hosted?.stop();
      if (exitCode === 0 && clean) logger.info('stopped cleanly');
      else logger.warn({ workersStoppedCleanly: clean }, 'stopped');
      process.exit(clean ? exitCode : exitCode || 1);
    })();
  };
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  answerWorkerScrapes();

  const hosted = await hosting;
  if (hosted !== undefined) logger.info({ database: hosted.description }, 'database hosted for the workers');
  if (stopping !== undefined) return;
  try {
    const first = await supervisor.start(hosted === undefined ? {} : { MONGODB_URI: hosted.uri });
    logger.info(
      { url: first.url, grpcAddress: first.grpcAddress, workers: config.webConcurrency },
      'all workers listening',
    );
  } catch (error) {
    logger.fatal({ err: error }, 'the workers could not start');
    stop('start-up failed', 1);
  }
}
