import * as grpc from '@grpc/grpc-js';
import type { PackageDefinition } from '@grpc/proto-loader';
import { ReflectionService } from '@grpc/reflection';
import type { Config } from '../../config.js';
import type { Core } from '../../core/core.js';
import { fixedFieldsLogger, type Logger } from '../../logger.js';
import type { AllowedHosts } from '../shared/allowed-hosts.js';
import { PublicUrls } from '../shared/public-url.js';
import type { GrpcDoor } from './call.js';
import { acceptingEncodedAnswers } from './encoded-answers.js';
import { doorHealth } from './health.js';
import { grpcMetrics } from './metrics.js';
import { PETSTORE_SERVICES, loadPetstoreDefinition, loadReflectionDefinition } from './proto-files.js';
import { withFileDependencies } from './reflection-files.js';
import { petService } from './services/pet-service.js';
import { storeService } from './services/store-service.js';
import { userService } from './services/user-service.js';
import { chatService } from './services/chat-service.js';

/** gRPC's own default receive limit, stated: a bigger message is refused with RESOURCE_EXHAUSTED. */
export const MAX_RECEIVE_BYTES = 4 * 1024 * 1024;

/**
 * Keepalive: the server pings an idle connection every 2 minutes and drops it when the ping is
 * not answered within 20 s (a vanished peer); clients may ping as often as every 30 s.
 * Channelz stays on (grpc-js's default) although no channelz service is exposed: with
 * `grpc.enable_channelz: 0`, grpc-js 1.14 does not track the server's sessions, so
 * `forceShutdown()` no longer cuts open streams and shutdown would outlast its grace period
 * (test/grpc/shutdown.test.ts). Its per-call bookkeeping is a small share of a call's cost.
 */
const SERVER_OPTIONS: grpc.ServerOptions = {
  'grpc.max_receive_message_length': MAX_RECEIVE_BYTES,
  'grpc.keepalive_time_ms': 120_000,
  'grpc.keepalive_timeout_ms': 20_000,
  'grpc.http2.min_ping_interval_without_data_ms': 30_000,
};

export interface GrpcServer {
  /** `host:port` the server listens on, e.g. `127.0.0.1:50051`. */
  address: string;
  /** NOT_SERVING at once, then drains in-flight calls for up to `graceMs`, then cuts the rest. */
  close(graceMs: number): Promise<void>;
}

export interface GrpcServerDeps {
  core: Core;
  config: Pick<Config, 'grpcPort' | 'host' | 'publicUrl' | 'port'>;
  logger: Logger;
  /** The HTTP server's address: photos in answers are served there. */
  httpUrl: () => string;
  /** The hosts the HTTP doors answer (ALLOWED_HOSTS or its default). */
  allowedHosts: AllowedHosts;
  /** The database answers (the readiness REST's `/readyz` reports): health statuses follow it. */
  isDatabaseUp: () => Promise<boolean>;
}

let reflectionDefinition: PackageDefinition | undefined;

/** What reflection describes, built once per process like the services' definition. */
function describedFiles(): PackageDefinition {
  reflectionDefinition ??= withFileDependencies(loadReflectionDefinition());
  return reflectionDefinition;
}

function bindAddress(host: string, port: number): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/** The gRPC door: petstore.v1 services, standard health and server reflection, on GRPC_PORT. */
export async function startGrpcServer({
  core,
  config,
  logger,
  httpUrl,
  allowedHosts,
  isDatabaseUp,
}: GrpcServerDeps): Promise<GrpcServer> {
  const definition = loadPetstoreDefinition();
  const door: GrpcDoor = {
    core,
    logger,
    accessLog: fixedFieldsLogger(logger),
    publicUrls: PublicUrls.fromConfig(config, httpUrl),
    allowedHosts,
    metrics: grpcMetrics(core.metrics),
  };
  const server = new grpc.Server(SERVER_OPTIONS);
  const services = grpc.loadPackageDefinition(definition) as unknown as {
    petstore: { v1: Record<string, grpc.ServiceClientConstructor> };
  };
  const pkg = services.petstore.v1;
  const serviceOf = (name: string) => (pkg[name] as grpc.ServiceClientConstructor).service;
  const pets = serviceOf('PetService');
  server.addService(acceptingEncodedAnswers(pets), petService(door, pets));
  server.addService(serviceOf('StoreService'), storeService(door));
  server.addService(serviceOf('UserService'), userService(door));
  server.addService(serviceOf('ChatService'), chatService(door));

  const health = doorHealth(isDatabaseUp, logger);
  health.addToServer(server);
  new ReflectionService(describedFiles()).addToServer(server);

  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(
      bindAddress(config.host, config.grpcPort),
      grpc.ServerCredentials.createInsecure(),
      (error, bound) => (error === null ? resolve(bound) : reject(error)),
    );
  });
  const displayHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const address = bindAddress(displayHost, port);
  logger.info({ address, services: PETSTORE_SERVICES }, 'grpc door listening');

  let closing: Promise<void> | undefined;
  const close = (graceMs: number) => {
    closing ??= (async () => {
      health.shutDown();
      const drained = new Promise<boolean>((resolve) => server.tryShutdown(() => resolve(true)));
      const graceOver = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), graceMs).unref());
      if (!(await Promise.race([drained, graceOver]))) {
        logger.warn({ graceMs }, 'grpc calls still running after the grace period: cut');
        server.forceShutdown();
      }
    })();
    return closing;
  };
  return { address, close };
}
