import type { Role } from '../context.js';
import type { UserStatus } from './model.js';

/** What the users area announces; listeners (webhooks, SSE, admin views) subscribe by name. */
export interface UserEvents {
  'user.registered': { tenantId: string; userId: string; role: Role };
  'user.updated': { tenantId: string; userId: string };
  'user.deleted': { tenantId: string; userId: string };
  'user.status_changed': {
    tenantId: string;
    userId: string;
    from: UserStatus;
    to: UserStatus;
    reason: string;
  };
  'user.role_changed': { tenantId: string; userId: string; from: Role; to: Role };
}
