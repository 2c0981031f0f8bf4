import type { TenantModel } from '../tenants/model.js';
import type { UserModel } from './model.js';

/**
 * The count of a tenant's ACTIVE ADMIN accounts, kept on the tenant document so that "never
 * below one" is a single conditional update: `{activeAdmins: {$gt: 1}}` with `$inc: -1`. Two
 * administrators suspending each other at the same moment both try that one update; the database
 * applies them one after the other and the second finds the count at 1, so it matches nothing.
 * A read of the users followed by a write could not tell (both reads see two admins).
 *
 * Order of steps, chosen so that a crash between two writes leaves the count too low, never too
 * high (too low refuses a legitimate change; too high would let the last admin go):
 * - losing an admin: take the count down first, then write the user (and give it back if the user
 *   write does not happen);
 * - gaining an admin: write the user first, then count it up.
 *
 * Tenants that existed before the count get it on first need (`ensureCounted`): counted from the
 * users and set only where still absent, before any write that the count must reflect, so two
 * processes initialising at once agree. Every write of a user's role or status goes through
 * `UserService`, which keeps the count; a hand edit of the users collection would need a recount
 * (unset `activeAdmins` on the tenant and the next change counts afresh).
 */
export class ActiveAdminCount {
  constructor(
    private readonly tenants: TenantModel,
    private readonly users: UserModel,
  ) {}

  /** Sets the count from the users when the tenant has none yet; a no-op once it has one. */
  async ensureCounted(tenantId: string): Promise<void> {
    const tenant = await this.tenants.findById(tenantId, { activeAdmins: 1 }).lean();
    if (tenant === null || typeof tenant.activeAdmins === 'number') return;
    const counted = await this.users.countDocuments({ tenantId, role: 'ADMIN', status: 'ACTIVE' });
    await this.tenants.updateOne(
      { _id: tenantId, activeAdmins: { $exists: false } },
      { $set: { activeAdmins: counted } },
    );
  }

  /**
   * Takes one active admin off the count unless it is the last: false (and nothing changed) when
   * the tenant has one or none left.
   */
  async takeOneUnlessLast(tenantId: string): Promise<boolean> {
    await this.ensureCounted(tenantId);
    const result = await this.tenants.updateOne(
      { _id: tenantId, activeAdmins: { $gt: 1 } },
      { $inc: { activeAdmins: -1 } },
    );
    return result.modifiedCount === 1;
  }

  /** Counts one more active admin (after the account became one, or to undo `takeOneUnlessLast`). */
  async addOne(tenantId: string): Promise<void> {
    await this.tenants.updateOne(
      { _id: tenantId, activeAdmins: { $exists: true } },
      { $inc: { activeAdmins: 1 } },
    );
  }
}
