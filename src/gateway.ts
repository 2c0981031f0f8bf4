import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { openDatabase, type Database } from './db/database.js';
import { coreForDoors, createCore, type CoreInternals } from './core/core.js';
import { seedDemoData } from './core/seed/index.js';
import { AllowedHosts } from './adapters/shared/allowed-hosts.js';
import { createRestApp } from './adapters/rest/app.js';
import { usersRouter } from './adapters/rest/routes/users.js';
import { authRouter } from './adapters/rest/routes/auth.js';
import { oauthRouter } from './adapters/rest/routes/oauth.js';
import { createAuthorizationServer, isOAuthClientAuthentication } from './adapters/oauth/index.js';
import { petsRouter } from './adapters/rest/routes/pets.js';
import { petImagesRouter } from './adapters/rest/routes/pet-images.js';
import { storeRouter } from './adapters/rest/routes/store.js';
import { paymentsRouter } from './adapters/rest/routes/payments.js';
import { webhooksRouter } from './adapters/rest/routes/webhooks.js';
import { eventsRouter } from './adapters/rest/routes/events.js';
import { chatRouter } from './adapters/rest/routes/chat.js';
import { adminRouter } from './adapters/rest/routes/admin.js';
import { adminConsoleRouter } from './adapters/rest/admin-console/router.js';
import { createGraphqlDoor, GRAPHQL_PATH } from './adapters/graphql/door.js';
import { createGraphqlSubscriptions } from './adapters/graphql/subscriptions/server.js';
import { createSoapDoor, SOAP_PATH } from './adapters/soap/door.js';
import { UpgradeRouter } from './adapters/shared/upgrade-router.js';
import { CHAT_WS_PATH, ChatChannel } from './adapters/ws/chat-channel.js';
import { startGrpcServer } from './adapters/grpc/server.js';
import { portError } from './start-errors.js';

export interface Gateway {
  /** The whole core (doors get only `coreForDoors` of it). */
  core: CoreInternals;
  database: Database;
  httpServer: http.Server;
  /** e.g. `http://127.0.0.1:8080` */
  url: string;
  /** The gRPC door's `host:port`, e.g. `127.0.0.1:50051`. */
  grpcAddress: string;
  /** Whether this start seeded the demo data (an empty database): SEED_PASSWORD was used. */
  seededNow: boolean;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), closes the database. */
  close(): Promise<void>;
}

/**
 * Starts every door of the service over one core; main.ts and the tests both use this. A start
 * that fails part-way closes what it had opened (the database first of all, so the data
 * directory's lock is released) before the error reaches the caller.
 */
export async function startGateway(config: Config, logger: Logger): Promise<Gateway> {
  const database = await openDatabase(config, logger);
  try {
    return await startDoors(config, logger, database);
  } catch (error) {
    await database.close().catch((closeError: unknown) => {
      logger.warn({ err: closeError }, 'closing the database after a failed start failed');
    });
    throw error;
  }
}

async function startDoors(config: Config, logger: Logger, database: Database): Promise<Gateway> {
  const core = await createCore({ connection: database.connection, config, logger });
  const seededNow = config.seedDemoData ? await seedDemoData(core) : false;
  // Every door below is given the doors' view of the core; the workers stay with the gateway.
  const doorCore = coreForDoors(core);
  const allowedHosts =
    config.allowedHosts === undefined
      ? AllowedHosts.defaults(config.host, config.publicUrl)
      : new AllowedHosts(config.allowedHosts);
  const graphql = await createGraphqlDoor(doorCore);

  const authorizationServer = createAuthorizationServer(doorCore);
  const isDatabaseUp = () => database.ping();
  const app = createRestApp({
    core: doorCore,
    isDatabaseUp,
    allowedHosts,
    documentRouters: [authorizationServer.documents],
    isClientAuthentication: isOAuthClientAuthentication,
    apiRouters: [
      usersRouter(doorCore),
      authRouter(doorCore),
      petsRouter(doorCore),
      petImagesRouter(doorCore),
      storeRouter(doorCore),
      paymentsRouter(doorCore),
      webhooksRouter(doorCore),
      eventsRouter(doorCore),
      chatRouter(doorCore),
      adminRouter(doorCore),
    ],
    rootRouters: [
      oauthRouter(doorCore, authorizationServer.clientRequests),
      authorizationServer.router,
      adminConsoleRouter(),
    ],
    doors: [
      { path: GRAPHQL_PATH, middleware: graphql.middleware },
      { path: SOAP_PATH, middleware: createSoapDoor(doorCore) },
    ],
  });
  const handler = app.callback();
  let shuttingDown = false;
  const { headersTimeoutMs, requestTimeoutMs } = config.http;
  const timeouts: http.ServerOptions = {
    // A client trickling its headers or body is cut with 408 once these run out. They apply
    // until the request is fully received: SSE answers and WebSocket connections last longer.
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    // Node checks these bounds on this interval (30 s by default): a fraction of the bound.
    connectionsCheckingInterval: Math.min(1000, Math.ceil(headersTimeoutMs / 4)),
  };
  const httpServer = http.createServer(timeouts, (req, res) => {
    // Once shutdown starts, a finished answer releases its keep-alive connection: otherwise an
    // idle keep-alive client would hold the shutdown open for the whole grace period.
    res.once('finish', () => {
      if (shuttingDown) setImmediate(() => httpServer.closeIdleConnections());
    });
    void handler(req, res);
  });
  // Idle keep-alive connections close after 65 s: longer than the 60 s idle timeout of common
  // load balancers, so the balancer, not the service, closes them first.
  httpServer.keepAliveTimeout = 65_000;
  // WebSocket doors share the HTTP port; each path has its own handler.
  const chatChannel = new ChatChannel({ core: doorCore, heartbeatMs: config.chat.wsHeartbeatMs });
  const graphqlSubscriptions = createGraphqlSubscriptions(doorCore);
  const upgrades = new UpgradeRouter(logger, allowedHosts)
    .route(CHAT_WS_PATH, chatChannel.handleUpgrade)
    .route(GRAPHQL_PATH, graphqlSubscriptions.handleUpgrade);
  upgrades.attach(httpServer);

  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', (error) => reject(portError(error, 'PORT', config.host, config.port)));
      httpServer.listen(config.port, config.host, () => resolve());
    });
  } catch (error) {
    await graphql.stop();
    throw error;
  }
  const { port } = httpServer.address() as AddressInfo;
  const displayHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${displayHost}:${port}`;
  core.issuer.useListeningUrl(url);
  logger.info({ url, database: database.description }, 'petstore gateway listening');
  let grpcServer: Awaited<ReturnType<typeof startGrpcServer>>;
  try {
    grpcServer = await startGrpcServer({
      core: doorCore,
      config,
      logger,
      httpUrl: () => url,
      allowedHosts,
      isDatabaseUp,
    });
  } catch (error) {
    httpServer.closeAllConnections();
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    await graphql.stop();
    throw portError(error, 'GRPC_PORT', config.host, config.grpcPort);
  }
  core.storeWorkers.start();
  core.figuresWarmUp.start();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      shuttingDown = true;
      // New connections are refused at once; then event streams end and webhook delivery stops
      // (unsent deliveries wait in the outbox), so the open streams can let the server close.
      const stopped = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await core.storeWorkers.stop();
      await core.figuresWarmUp.stop();
      httpServer.closeIdleConnections();
      // Upgraded sockets hold the server open too: tell their peers we are going away (1001).
      upgrades.stopAccepting();
      await Promise.all([chatChannel.close(), graphqlSubscriptions.close()]);
      core.streams.stop();
      await graphql.stop();
      const grace = new Promise<void>((resolve) => setTimeout(resolve, config.shutdownGraceMs).unref());
      // gRPC drains within the same grace period, then cuts what is left.
      await Promise.all([Promise.race([stopped, grace]), grpcServer.close(config.shutdownGraceMs)]);
      httpServer.closeAllConnections();
      await database.close();
    })();
    return closing;
  };
  return { core, database, httpServer, url, grpcAddress: grpcServer.address, seededNow, close };
}
