import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { startNpmStart, waitForLogLine, type Started } from './processes.js';

const PLENTY_PER_MINUTE = '1000000000';

export interface BenchService extends Started {
  url: string;
  /** The gRPC door's `host:port`. */
  grpcAddress: string;
  /** The seeded demo accounts' password. */
  seedPassword: string;
  dataDir: string;
}

/**
 * The service as `npm start` runs it, in its own process: the durable embedded database in a
 * fresh DATA_DIR under `workDir`, demo data seeded under a fresh password, logging at `info`
 * (into `workDir/service.log`), metrics and rate limits on. The bench's one address and one user
 * would spend the default budgets (60 and 600 a minute) in a blink, so both are raised to 10^9 a
 * minute through the environment, as an operator would; every request still goes through the
 * counters. `nodeFlags` go to its `node` (`--cpu-prof`, say); `env` adds or overrides settings.
 */
export async function startBenchService(
  workDir: string,
  nodeFlags: string[] = [],
  env: Record<string, string> = {},
): Promise<BenchService> {
  const logFile = path.join(workDir, 'service.log');
  const dataDir = path.join(workDir, 'data');
  const seedPassword = `bench${randomUUID().replace(/-/g, '')}`;
  const log = await open(logFile, 'w');
  const service = await startNpmStart(
    {
      PORT: '0',
      GRPC_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_PASSWORD: seedPassword,
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: PLENTY_PER_MINUTE,
      RATE_LIMIT_AUTHENTICATED_PER_MINUTE: PLENTY_PER_MINUTE,
      ...env,
    },
    log.fd,
    nodeFlags,
  );
  await log.close();
  try {
    const listening = await waitForLogLine(
      logFile,
      service.child,
      (entry) => entry['msg'] === 'petstore gateway listening',
    );
    const grpc = await waitForLogLine(
      logFile,
      service.child,
      (entry) => entry['msg'] === 'grpc door listening',
    );
    return {
      ...service,
      url: listening['url'] as string,
      grpcAddress: grpc['address'] as string,
      seedPassword,
      dataDir,
    };
  } catch (error) {
    await service.stop();
    throw error;
  }
}
