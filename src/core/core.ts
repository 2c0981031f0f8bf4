import type { Connection } from 'mongoose';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { createMetrics, type Metrics } from '../metrics.js';
import { EventBus } from './events/bus.js';
import { createDurableEvents } from './events/durable.js';
import type { DomainEvents } from './events/types.js';
import { RateLimits } from './limits/rate-limits.js';
import { Doorway } from './access/doorway.js';
import { StreamAdmission } from './access/stream-admission.js';
import { tenantModel } from './tenants/model.js';
import { TenantService } from './tenants/service.js';
import { auditLogModel } from './audit/model.js';
import { AuditService } from './audit/service.js';
import { userModel } from './users/model.js';
import { ActiveAdminCount } from './users/active-admins.js';
import { UserService } from './users/service.js';
import { PasswordHasher } from './users/passwords.js';
import {
  createAuthArea,
  registerAuthModels,
  RefreshTokenStore,
  type AuthService,
  type Authenticator,
  type Keyring,
  type TokenIssuer,
} from './auth/index.js';
import {
  createPetArea,
  type PetCatalog,
  type PetService,
  type PetStatusWatch,
  type PetUseCases,
} from './pets/index.js';
import { createChatService, type ChatService } from './chat/index.js';
import { createAdminArea, type AdminService } from './admin/index.js';
import {
  createOAuthArea,
  oauthClientRegistry,
  registerOAuthModels,
  type OAuthArea,
} from './auth/oauth-area.js';
import { TokenIntrospection } from './auth/token-introspection.js';
import { createWebhookArea, type WebhookService } from './webhooks/index.js';
import {
  createStoreArea,
  type OrderPaymentFlow,
  type OrderService,
  type OrderWatch,
  type StoreEventStream,
  type StoreInventory,
} from './store/index.js';

export interface CoreDeps {
  connection: Connection;
  config: Config;
  logger: Logger;
}

/**
 * The domain core as every door sees it: the use cases doors call, and what they need to admit
 * callers and present answers. Nothing here acts without checking its caller (pets' reservation
 * steps, the audit trail, the event bus and the rate-limit store stay inside: `CoreInternals`).
 */
export interface Core {
  config: Config;
  logger: Logger;
  /** Prometheus registry of this service; areas add their own series (see src/metrics.ts). */
  metrics: Metrics;
  /** The one way in: every door admits its callers here (token, tenant, general budget). */
  doorway: Doorway;
  /** Every long-lived stream's caps and its caller re-checked while it runs (src/core/access). */
  streams: Pick<StreamAdmission, 'open'>;
  users: UserService;
  auth: AuthService;
  /** Signing keys; the public half is the JWKS. */
  keyring: Keyring;
  /** OAuth clients and the authorization server's stored flows. */
  oauth: OAuthArea;
  /** RFC 7662 answers about the gateway's JWT access tokens, for confidential OAuth clients. */
  tokenIntrospection: TokenIntrospection;
  /** The `iss` of tokens. */
  issuer: Pick<TokenIssuer, 'get'>;
  /** The catalog's use cases: read, list, create, replace, patch, delete, photos. */
  pets: PetUseCases;
  /** Pet status changes, live, across processes (catalog read rules: public within a tenant). */
  petStatusWatch: PetStatusWatch;
  /** Chat completions, one call each: the built-in `pet-advisor-1` plus any configured upstream models. */
  chat: ChatService;
  /** Adoption orders: place, read, list, cancel, complete, force-cancel. */
  orders: OrderService;
  /** Paying for an order (Idempotency-Key aware). */
  payments: OrderPaymentFlow;
  inventory: StoreInventory;
  /** The caller's domain events, live and resumable (SSE). */
  eventStream: StoreEventStream;
  /** One order followed live until a terminal status (gRPC WatchOrder, GraphQL subscriptions). */
  orderWatch: OrderWatch;
  webhooks: WebhookService;
  /** The admin API: dashboard stats, user and order management, the audit trail (ADMIN only). */
  admin: AdminService;
}

/**
 * The whole core: for the composition root (which starts and stops its workers), the demo seed,
 * the operator CLI and tests. Doors get `coreForDoors(core)`, never this.
 */
export interface CoreInternals extends Omit<Core, 'streams' | 'issuer' | 'pets'> {
  events: EventBus<DomainEvents>;
  rateLimits: RateLimits;
  streams: StreamAdmission;
  tenants: TenantService;
  audit: AuditService;
  /** Bearer access token -> principal, for every protocol (doors reach it through the doorway). */
  authenticator: Authenticator;
  /** The gateway tells it the listening URL when none is configured. */
  issuer: TokenIssuer;
  /** The catalog, with the order flow's steps (reserve, release, adopt) that check no caller. */
  pets: PetService;
  /** The chat advisor's read-only view of AVAILABLE pets. */
  petCatalog: PetCatalog;
  /** Webhook delivery and the outbox sweep; the gateway starts them and stops them on close. */
  storeWorkers: { start(): void; stop(): Promise<void> };
  /** The dashboards' order figures, folded once in the background at start-up. */
  figuresWarmUp: { start(): void; stop(): Promise<void> };
}

/**
 * The doors' view of the core, as an object of its own: the internal members are not reachable
 * from a door at run time either (within a service, such as `pets`, the type does the narrowing).
 */
export function coreForDoors(core: CoreInternals): Core {
  return {
    config: core.config,
    logger: core.logger,
    metrics: core.metrics,
    doorway: core.doorway,
    streams: core.streams,
    users: core.users,
    auth: core.auth,
    keyring: core.keyring,
    oauth: core.oauth,
    tokenIntrospection: core.tokenIntrospection,
    issuer: core.issuer,
    pets: core.pets,
    petStatusWatch: core.petStatusWatch,
    chat: core.chat,
    orders: core.orders,
    payments: core.payments,
    inventory: core.inventory,
    eventStream: core.eventStream,
    orderWatch: core.orderWatch,
    webhooks: core.webhooks,
    admin: core.admin,
  };
}

export async function createCore({ connection, config, logger }: CoreDeps): Promise<CoreInternals> {
  const events = new EventBus<DomainEvents>((error, event) =>
    logger.error({ err: error, event }, 'domain event listener failed'),
  );
  const metrics = createMetrics();
  const tenantDocs = tenantModel(connection);
  const tenants = new TenantService(tenantDocs);
  const audit = new AuditService(auditLogModel(connection, config.auditRetentionDays), logger);
  const users = userModel(connection);
  const authModels = registerAuthModels(connection);
  const refreshTokens = new RefreshTokenStore(authModels.refreshTokens, config.tokens.refreshTtlSeconds);
  const oauthModels = registerOAuthModels(connection);
  const passwords = new PasswordHasher(config.passwordHashCost);
  const userService = new UserService({
    users,
    tenants,
    audit,
    events,
    sessions: refreshTokens,
    activeAdmins: new ActiveAdminCount(tenantDocs, users),
    passwords,
  });
  const durableEvents = createDurableEvents(connection, events, (error) =>
    logger.warn({ err: error }, 'event log follower failed; retrying'),
  );
  const petArea = createPetArea(connection, audit, events, durableEvents, logger, config.catalogCache);
  const webhookArea = createWebhookArea(connection, audit, config.webhooks, logger);
  const storeArea = createStoreArea({
    connection,
    audit,
    events,
    pets: petArea.pets,
    webhookArea,
    durableEvents,
    logger,
  });
  const oauthClients = oauthClientRegistry(oauthModels, users, audit);
  const adminArea = createAdminArea({
    connection,
    audit,
    users,
    userService,
    orderService: storeArea.orders,
    oauthClients,
    logger,
  });
  // Every model is registered above this line, so one syncIndexes builds all their indexes.
  await connection.syncIndexes();
  await tenants.ensureDefault();
  const rateLimits = new RateLimits(config.rateLimit, connection.db);
  const authArea = await createAuthArea({
    config,
    models: authModels,
    refreshTokens,
    users,
    audit,
    rateLimits,
    passwords,
  });
  const oauth = createOAuthArea({
    models: oauthModels,
    clients: oauthClients,
    users,
    audit,
    auth: authArea.auth,
  });
  const streams = new StreamAdmission(config.streams, users, (error) =>
    logger.warn({ err: error }, 'stream re-check failed; retrying'),
  );
  // A suspension, role change, password change or deletion made here ends the user's streams at
  // once; made by another process, at the next periodic re-check.
  for (const name of ['user.status_changed', 'user.role_changed', 'user.updated', 'user.deleted'] as const) {
    events.on(name, () => streams.recheck());
  }
  let chat: ChatService | undefined;
  const core: CoreInternals = {
    config,
    logger,
    metrics,
    events,
    rateLimits,
    streams,
    doorway: new Doorway({
      verifyToken: (token) => authArea.authenticator.verify(token),
      verifyPassword: (caller, credentials) => authArea.auth.authenticate(caller, credentials),
      rateLimits,
      defaultTenantId: () => tenants.defaultTenantId(),
      tenantIdOfSlug: (slug) => tenants.resolveIdOrSlug(slug),
    }),
    tenants,
    audit,
    users: userService,
    ...authArea,
    oauth,
    tokenIntrospection: new TokenIntrospection({
      verifyToken: (token) => authArea.authenticator.verify(token),
      clients: oauth.clients,
      chargeTokenRequest: (ctx) => authArea.auth.chargeTokenRequest(ctx),
    }),
    ...petArea,
    // Built on first use: the doors take it at start-up, the operator commands never chat, and
    // the advisor's indexes cost a third of a second of every command.
    get chat() {
      chat ??= createChatService(
        config.chat,
        petArea.petCatalog,
        rateLimits,
        adminArea.chatUsage.recordCompletion,
      );
      return chat;
    },
    orders: storeArea.orders,
    payments: storeArea.payments,
    inventory: storeArea.inventory,
    eventStream: storeArea.eventStream,
    orderWatch: storeArea.orderWatch,
    webhooks: webhookArea.webhooks,
    admin: adminArea.admin,
    figuresWarmUp: adminArea.figuresWarmUp,
    storeWorkers: storeArea.workers,
  };
  return core;
}
