import type { Connection } from 'mongoose';
import type { Logger } from '../../logger.js';
import type { OAuthClientRegistry } from '../auth/oauth-clients.js';
import type { AuditLogDoc } from '../audit/model.js';
import { AuditTrail } from '../audit/query.js';
import type { AuditService } from '../audit/service.js';
import { EventLog, type EventLogModels } from '../events/log.js';
import type { OrderService } from '../store/index.js';
import type { OrderDoc } from '../store/model.js';
import type { UserModel } from '../users/model.js';
import type { UserService } from '../users/service.js';
import type { DeliveryDoc } from '../webhooks/delivery-model.js';
import type { PetDoc } from '../pets/model.js';
import { ChatUsage } from './chat-usage.js';
import { Dashboard } from './dashboard.js';
import { adminModels } from './model.js';
import { OrderFiguresWarmUp } from './figures-warm-up.js';
import { OrderStatsProjection } from './order-stats.js';
import { AdminService } from './service.js';

export { AdminService, type UserDetails } from './service.js';
export type { DashboardStats } from './dashboard.js';
export { ADMIN_OPERATIONS, assertCanAdminister, type AdminOperation } from './policy.js';

export interface AdminAreaDeps {
  connection: Connection;
  audit: AuditService;
  users: UserModel;
  userService: UserService;
  orderService: OrderService;
  oauthClients: OAuthClientRegistry;
  logger: Logger;
}

export interface AdminArea {
  admin: AdminService;
  /** The chat core's completion hook: counts completions per tenant and day, audits them. */
  chatUsage: ChatUsage;
  /** Folds each tenant's order figures once at start-up; the gateway starts and stops it. */
  figuresWarmUp: OrderFiguresWarmUp;
}

/**
 * Registers the admin area's models (call before `syncIndexes`) and wires the admin API over
 * the models the other areas registered: users, orders, the event log, webhook deliveries and the
 * audit trail (looked up by model name, so each area keeps owning its schema).
 */
export function createAdminArea(deps: AdminAreaDeps): AdminArea {
  const { connection, audit, logger } = deps;
  const models = adminModels(connection);
  const eventLog = new EventLog({
    events: connection.model('DomainEvent') as unknown as EventLogModels['events'],
    counters: connection.model('Counter') as unknown as EventLogModels['counters'],
  });
  const chatUsage = new ChatUsage(models, audit, logger);
  const orderStats = new OrderStatsProjection(models, eventLog, logger);
  const dashboard = new Dashboard({
    users: deps.users,
    deliveries: connection.model<DeliveryDoc>('WebhookDelivery'),
    pets: connection.model<PetDoc>('Pet'),
    orderStats,
    chatUsage,
  });
  const admin = new AdminService({
    audit,
    trail: new AuditTrail(connection.model<AuditLogDoc>('AuditLog')),
    dashboard,
    users: deps.users,
    userService: deps.userService,
    orders: connection.model<OrderDoc>('Order'),
    orderService: deps.orderService,
    oauthClients: deps.oauthClients,
  });
  const figuresWarmUp = new OrderFiguresWarmUp(
    connection.model<{ _id: string }>('Tenant'),
    orderStats,
    logger,
  );
  return { admin, chatUsage, figuresWarmUp };
}
