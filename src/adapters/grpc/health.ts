import type * as grpc from '@grpc/grpc-js';
import { HealthImplementation, type ServingStatus } from 'grpc-health-check';
import type { Logger } from '../../logger.js';
import { isReady } from '../shared/readiness.js';
import { PETSTORE_SERVICES } from './proto-files.js';

/**
 * How often the door asks for the service's readiness. A ping every 2 s costs nothing, and a
 * watcher learns of an outage within about 2 s plus the readiness bound (2 s).
 */
export const READINESS_POLL_MS = 2_000;

/** The names health answers for: the server as a whole (`""`) and each petstore service. */
const HEALTH_NAMES = ['', ...PETSTORE_SERVICES];

export interface DoorHealth {
  addToServer(server: grpc.Server): void;
  /** NOT_SERVING for good: shutdown has started; readiness is no longer asked. */
  shutDown(): void;
}

/**
 * `grpc.health.v1.Health` following the same readiness as REST's `/readyz` (the database answers
 * a ping within the bound): SERVING while ready, NOT_SERVING while not (and again SERVING once
 * the database recovers), NOT_SERVING from the start of shutdown on. Every service shares the
 * one status: they all need the database. Watchers are told of changes only.
 */
export function doorHealth(
  isDatabaseUp: () => Promise<boolean>,
  logger: Logger,
  pollMs = READINESS_POLL_MS,
): DoorHealth {
  let current: ServingStatus = 'SERVING';
  const health = new HealthImplementation(Object.fromEntries(HEALTH_NAMES.map((name) => [name, current])));
  const become = (status: ServingStatus) => {
    if (status === current) return;
    current = status;
    for (const name of HEALTH_NAMES) health.setStatus(name, status);
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    const ready = await isReady(isDatabaseUp);
    // Shutdown may have started while the ping was out: its NOT_SERVING stands.
    if (stopped) return;
    if (ready && current !== 'SERVING') logger.info('database ready again: grpc health SERVING');
    if (!ready && current === 'SERVING') logger.warn('database not ready: grpc health NOT_SERVING');
    become(ready ? 'SERVING' : 'NOT_SERVING');
    timer = setTimeout(() => void poll(), pollMs).unref();
  };
  timer = setTimeout(() => void poll(), pollMs).unref();

  return {
    addToServer: (server) => health.addToServer(server),
    shutDown() {
      stopped = true;
      clearTimeout(timer);
      become('NOT_SERVING');
    },
  };
}
