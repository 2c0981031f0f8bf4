import type { Scope as CoreScope } from '../../../core/context.js';
import {
  presentAuditLog,
  presentDashboardStats,
  presentOAuthClient,
  presentUserDetails,
} from '../../shared/presenters/admin.js';
import { presentOrder } from '../../shared/presenters/orders.js';
import { presentUser } from '../../shared/presenters/users.js';
import { pageSize, toConnection, withArgumentNames, withoutNulls } from '../connection.js';
import type {
  MutationResolvers,
  OAuthClientResolvers,
  QueryResolvers,
  Scope,
} from '../generated/resolvers.js';
import { orNull } from './not-found.js';

/**
 * Rule GRAPHQL_ENUM_NAMES for scopes: an enum value is a name, so `read:pets` is `READ_PETS`;
 * this table maps them both ways.
 */
export const SCOPE_VALUES: Record<Scope, CoreScope> = {
  READ_PETS: 'read:pets',
  WRITE_PETS: 'write:pets',
  READ_ORDERS: 'read:orders',
  WRITE_ORDERS: 'write:orders',
  READ_USER: 'read:user',
  WRITE_USER: 'write:user',
  CHAT_WRITE: 'chat:write',
  ADMIN: 'admin',
};

const SCOPE_NAMES = new Map(Object.entries(SCOPE_VALUES).map(([name, value]) => [value, name as Scope]));

/** A connection's paging arguments as the core's listing query, with the filter's set fields. */
function listQuery(args: { first?: number | null; after?: string | null }, filter: object) {
  return { limit: pageSize(args.first), ...(args.after == null ? {} : { cursor: args.after }), ...filter };
}

/**
 * The admin API (docs/admin.md) over GraphQL: each field is one call of `core.admin`, which
 * authorises (ADMIN with the `admin` scope), audits a refusal as `denied`, and hands the change
 * to the area that owns it, exactly as for REST's `/v1/admin` routes.
 */
export const adminQueries: QueryResolvers = {
  dashboardStats: async (_, __, { core, caller }) =>
    presentDashboardStats(await core.admin.dashboardStats(caller)),

  adminUsers: async (_, args, { core, caller }) => {
    const filter = withoutNulls(args.filter);
    const page = await withArgumentNames(
      () => core.admin.listUsers(caller, listQuery(args, filter)),
      Object.keys(filter),
    );
    return toConnection(page, presentUser);
  },

  /** REST's details with the account as `user`, as GraphQL nests what REST spreads. */
  adminUser: (_, args, { core, caller }) =>
    orNull(async () => {
      const { orderCount, totalSpent, lastLoginAt, ...user } = presentUserDetails(
        await core.admin.getUser(caller, args.id),
      );
      return { user, orderCount, totalSpent, lastLoginAt };
    }),

  adminOrders: async (_, args, { core, caller }) => {
    const filter = withoutNulls(args.filter);
    const page = await withArgumentNames(
      () => core.admin.listOrders(caller, listQuery(args, filter)),
      Object.keys(filter),
    );
    return toConnection(page, presentOrder);
  },

  auditLogs: async (_, args, { core, caller }) => {
    const filter = withoutNulls(args.filter);
    const page = await withArgumentNames(
      () => core.admin.listAuditLogs(caller, listQuery(args, filter)),
      Object.keys(filter),
    );
    return toConnection(page, presentAuditLog);
  },

  auditLog: (_, args, { core, caller }) =>
    orNull(async () => presentAuditLog(await core.admin.getAuditLog(caller, args.id))),

  oauthClients: async (_, __, { core, caller }) =>
    (await core.admin.listOAuthClients(caller)).map(presentOAuthClient),

  oauthClient: (_, args, { core, caller }) =>
    orNull(async () => presentOAuthClient(await core.admin.getOAuthClient(caller, args.clientId))),
};

export const adminMutations: MutationResolvers = {
  createAccount: async (_, args, { core, caller }) =>
    presentUser(await core.admin.createAccount(caller, withoutNulls(args.input))),

  setUserStatus: async (_, args, { core, caller }) =>
    presentUser(
      await core.admin.setUserStatus(caller, args.id, { status: args.status, reason: args.reason }),
    ),

  setUserRole: async (_, args, { core, caller }) =>
    presentUser(await core.admin.setUserRole(caller, args.id, { role: args.role })),

  forceCancelOrder: async (_, args, { core, caller }) =>
    presentOrder(await core.admin.forceCancelOrder(caller, args.id, { reason: args.reason })),

  /** The secret of a confidential client is in this answer only: just its hash is kept. */
  registerOAuthClient: async (_, args, { core, caller }) => {
    const { scopes, ...input } = args.input;
    const body = withoutNulls({ ...input, scopes: scopes?.map((name) => SCOPE_VALUES[name]) });
    const { client, clientSecret } = await core.admin.registerOAuthClient(caller, body);
    return { client: presentOAuthClient(client), clientSecret };
  },

  removeOAuthClient: async (_, args, { core, caller }) => {
    await core.admin.removeOAuthClient(caller, args.clientId);
    return args.clientId;
  },
};

export const oauthClientFields: OAuthClientResolvers = {
  scopes: (client) => client.scopes.flatMap((scope) => SCOPE_NAMES.get(scope) ?? []),
};
