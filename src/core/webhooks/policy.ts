import type { CallerContext, Principal } from '../context.js';
import { guard } from '../policy.js';

/**
 * Who may manage webhooks, for every protocol: subscriptions, their deliveries and test pings
 * belong to the tenant's shelter, so STAFF and ADMIN may (no token 401, a customer 403). Tenant
 * isolation is the service's query filter: another tenant's subscription is simply not found.
 */
export function assertCanManageWebhooks(ctx: CallerContext): Principal {
  return guard(ctx, { role: 'STAFF' });
}
