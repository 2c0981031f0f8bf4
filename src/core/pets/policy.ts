import type { CallerContext, Principal } from '../context.js';
import { guard } from '../policy.js';

/**
 * Who may do what with pets, for every protocol:
 * - reading the catalog is public within a tenant (anonymous callers read the tenant they name,
 *   else the default one), whatever the pet's status;
 * - changing it (create, replace, delete, upload images) needs STAFF or ADMIN with `write:pets`:
 *   no token 401, a customer or a token without the scope 403.
 */
export function assertCanWritePets(ctx: CallerContext): Principal {
  return guard(ctx, { role: 'STAFF', scope: 'write:pets' });
}
