import type { AuditLogEntry } from '../audit/model.js';
import { auditDenied } from '../audit/denials.js';
import type { OAuthClientRegistry, OAuthClientView } from '../auth/oauth-clients.js';
import type { AuditTrail } from '../audit/query.js';
import type { AuditService } from '../audit/service.js';
import type { CallerContext, Principal } from '../context.js';
import { NotFoundError } from '../errors.js';
import { isId } from '../ids.js';
import { encodeCursor, idCursorPosition, pageOf, type Page } from '../pagination.js';
import type { Order, OrderService } from '../store/index.js';
import type { OrderModel } from '../store/model.js';
import { toUser, type UserDoc, type UserModel, type User } from '../users/model.js';
import type { UserService } from '../users/service.js';
import { parseInput } from '../validation.js';
import type { Dashboard, DashboardStats } from './dashboard.js';
import { ADMIN_OPERATIONS, assertCanAdminister, type AdminOperation } from './policy.js';
import {
  CreateStaffAccountSchema,
  ListUsersQuerySchema,
  RoleChangeSchema,
  StatusChangeSchema,
} from './schemas.js';

export interface AdminDeps {
  audit: AuditService;
  trail: AuditTrail;
  dashboard: Dashboard;
  users: UserModel;
  userService: UserService;
  orders: OrderModel;
  orderService: OrderService;
  oauthClients: OAuthClientRegistry;
}

/** A user as the admin sees them: the account plus what they did in the store. */
export interface UserDetails {
  user: User;
  orderCount: number;
  /** Paid and not refunded, minor units, by currency. */
  totalSpent: Record<string, number>;
  lastLoginAt: Date | null;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The admin API of a tenant, for every door. Each operation is authorised here (ADMIN, scope
 * `admin`; a refusal is audited as `denied`) and then reuses the area that owns the change:
 * status and role switches and account creation are the users area's, force-cancel the store's,
 * OAuth clients the OAuth registry's, so they are validated, audited and announced exactly as anywhere else.
 */
export class AdminService {
  constructor(private readonly deps: AdminDeps) {}

  /**
   * The policy guard: adapters call it before reading a body (so a non-admin gets 403 without
   * sending one), and every operation below runs inside it again. A 403 is recorded in the audit
   * trail with outcome `denied`.
   */
  authorize(
    ctx: CallerContext,
    operation: AdminOperation,
    resourceId: string | null = null,
  ): Promise<Principal> {
    return this.guarded(ctx, operation, resourceId, async (principal) => principal);
  }

  dashboardStats(ctx: CallerContext): Promise<DashboardStats> {
    return this.guarded(ctx, 'dashboardStats', null, () => this.deps.dashboard.stats(ctx));
  }

  listUsers(ctx: CallerContext, rawQuery: unknown): Promise<Page<User>> {
    return this.guarded(ctx, 'listUsers', null, async (principal) => {
      const query = parseInput(ListUsersQuerySchema, rawQuery, 'query');
      const filter: Record<string, unknown> = { tenantId: principal.tenantId };
      if (query.status !== undefined) filter['status'] = query.status;
      if (query.role !== undefined) filter['role'] = query.role;
      if (query.q !== undefined) {
        const prefix = new RegExp(`^${escapeRegex(query.q.toLowerCase())}`);
        filter['$or'] = [{ usernameKey: prefix }, { email: prefix }];
      }
      if (query.cursor !== undefined) filter['_id'] = { $lt: idCursorPosition(query.cursor) };
      const docs = await this.deps.users
        .find(filter)
        .sort({ _id: -1 })
        .limit(query.limit + 1)
        .lean<UserDoc[]>();
      const page = pageOf(docs, query.limit, (last) => encodeCursor([last._id]));
      return { ...page, data: page.data.map(toUser) };
    });
  }

  getUser(ctx: CallerContext, userId: string): Promise<UserDetails> {
    return this.guarded(ctx, 'getUser', userId, async (principal) => {
      const user = isId(userId)
        ? await this.deps.users.findOne({ _id: userId, tenantId: principal.tenantId }).lean<UserDoc>()
        : null;
      if (user === null) throw new NotFoundError('User', userId);
      const match = { tenantId: principal.tenantId, userId };
      const [orderCount, spent] = await Promise.all([
        this.deps.orders.countDocuments(match),
        this.deps.orders.aggregate<{ _id: string; amount: number }>([
          { $match: { ...match, paymentStatus: 'PAID' } },
          { $group: { _id: '$currency', amount: { $sum: '$totalAmount' } } },
        ]),
      ]);
      return {
        user: toUser(user),
        orderCount,
        totalSpent: Object.fromEntries(spent.map((row) => [row._id, row.amount])),
        lastLoginAt: user.lastLoginAt ?? null,
      };
    });
  }

  /** Suspend (the user's tokens are refused at once) or reactivate; never one's own account. */
  setUserStatus(ctx: CallerContext, userId: string, input: unknown): Promise<User> {
    return this.guarded(ctx, 'setUserStatus', userId, () => {
      const change = parseInput(StatusChangeSchema, input, 'status change');
      return this.deps.userService.setStatus(ctx, userId, change.status, change.reason);
    });
  }

  setUserRole(ctx: CallerContext, userId: string, input: unknown): Promise<User> {
    return this.guarded(ctx, 'setUserRole', userId, () => {
      const change = parseInput(RoleChangeSchema, input, 'role change');
      return this.deps.userService.setRole(ctx, userId, change.role);
    });
  }

  /** STAFF and ADMIN accounts of the admin's tenant. */
  createAccount(ctx: CallerContext, input: unknown): Promise<User> {
    return this.guarded(ctx, 'createAccount', null, () => {
      const { role, ...account } = parseInput(CreateStaffAccountSchema, input, 'account');
      return this.deps.userService.createAccount(ctx, account, role);
    });
  }

  listOrders(ctx: CallerContext, rawQuery: unknown): Promise<Page<Order>> {
    return this.guarded(ctx, 'listOrders', null, () => this.deps.orderService.list(ctx, rawQuery));
  }

  /** The store's force-cancel: refunds a paid order, frees the pet, sends the usual events. */
  forceCancelOrder(ctx: CallerContext, orderId: string, input: unknown): Promise<Order> {
    return this.guarded(ctx, 'forceCancelOrder', orderId, () =>
      this.deps.orderService.forceCancel(ctx, orderId, input),
    );
  }

  listAuditLogs(ctx: CallerContext, rawQuery: unknown): Promise<Page<AuditLogEntry>> {
    return this.guarded(ctx, 'listAuditLogs', null, (principal) =>
      this.deps.trail.list(principal.tenantId, rawQuery),
    );
  }

  getAuditLog(ctx: CallerContext, auditLogId: string): Promise<AuditLogEntry> {
    return this.guarded(ctx, 'getAuditLog', auditLogId, (principal) =>
      this.deps.trail.get(principal.tenantId, auditLogId),
    );
  }

  /** The tenant's OAuth clients, oldest first (never a secret nor its hash). */
  listOAuthClients(ctx: CallerContext): Promise<OAuthClientView[]> {
    return this.guarded(ctx, 'listOAuthClients', null, () => this.deps.oauthClients.list(ctx));
  }

  getOAuthClient(ctx: CallerContext, clientId: string): Promise<OAuthClientView> {
    return this.guarded(ctx, 'getOAuthClient', clientId, () => this.deps.oauthClients.get(ctx, clientId));
  }

  /** The registry's own registration (validated and audited there); the secret is in this answer only. */
  registerOAuthClient(
    ctx: CallerContext,
    input: unknown,
  ): Promise<{ client: OAuthClientView; clientSecret: string | null }> {
    return this.guarded(ctx, 'registerOAuthClient', null, () => this.deps.oauthClients.register(ctx, input));
  }

  /** The client gets no more tokens; the tokens it holds stop at their next use. */
  removeOAuthClient(ctx: CallerContext, clientId: string): Promise<void> {
    return this.guarded(ctx, 'removeOAuthClient', clientId, () =>
      this.deps.oauthClients.remove(ctx, clientId),
    );
  }

  /**
   * Runs an operation for an administrator of the tenant. Any 403 on the way (not an admin, or a
   * rule of the owning area such as "not your own account") is audited once, as `denied`.
   */
  private guarded<T>(
    ctx: CallerContext,
    operation: AdminOperation,
    resourceId: string | null,
    run: (principal: Principal) => Promise<T>,
  ): Promise<T> {
    const { action, resourceType } = ADMIN_OPERATIONS[operation];
    const attempt = { action, resource: { type: resourceType, id: resourceId } };
    return auditDenied(this.deps.audit, ctx, attempt, () => run(assertCanAdminister(ctx)));
  }
}
