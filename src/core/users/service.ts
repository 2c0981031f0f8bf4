import type { CallerContext, Role } from '../context.js';
import type { AuditService } from '../audit/service.js';
import type { EventBus } from '../events/bus.js';
import type { DomainEvents } from '../events/types.js';
import type { TenantService } from '../tenants/service.js';
import { ConflictError, LastAdminError, NotFoundError, ValidationError } from '../errors.js';
import { isId } from '../ids.js';
import { idsToRead } from '../pagination.js';
import { parseInput } from '../validation.js';
import { duplicateKeyFields, isDuplicateKeyError } from '../duplicate-key.js';
import type { ActiveAdminCount } from './active-admins.js';
import { toUser, type User, type UserDoc, type UserModel, type UserStatus } from './model.js';
import {
  PasswordSchema,
  RoleChangeSchema,
  SignUpSchema,
  StatusChangeSchema,
  UpdateUserSchema,
} from './schemas.js';
import { assertStrongPassword } from './password-strength.js';
import type { PasswordHasher } from './passwords.js';
import {
  assertCanAccessAccount,
  assertCanAdministerAccount,
  assertCanCreateAccounts,
  assertCanChangePassword,
  assertOperatorCommand,
  readableAccounts,
} from './policy.js';
import { scrubbedIdentity } from './scrub.js';

/** Ends a user's refresh-token sessions; implemented by the auth area. */
export interface SessionRevoker {
  revokeAllForUser(tenantId: string, userId: string): Promise<void>;
}

export interface UserServiceDeps {
  users: UserModel;
  tenants: TenantService;
  audit: AuditService;
  events: EventBus<DomainEvents>;
  sessions: SessionRevoker;
  /** The tenant's count of active admins, which never goes below one. */
  activeAdmins: ActiveAdminCount;
  passwords: PasswordHasher;
}

/** Role and status of an account that counts as one of the tenant's active administrators. */
function isActiveAdmin(account: Pick<UserDoc, 'role' | 'status'>): boolean {
  return account.role === 'ADMIN' && account.status === 'ACTIVE';
}

/** How many times a change is retried when the account changed between its read and its write. */
const CHANGE_ATTEMPTS = 5;

/** Users of a tenant: sign-up, profile, deletion, and the administrator's status and role switches. */
export class UserService {
  constructor(private readonly deps: UserServiceDeps) {}

  /** Public sign-up: always a CUSTOMER of the caller's tenant. */
  signUp(ctx: CallerContext, input: unknown): Promise<User> {
    return this.insert(ctx, parseInput(SignUpSchema, input, 'sign-up'), 'CUSTOMER', 'user.register');
  }

  /** STAFF and ADMIN accounts: seeding and administrators only (no public route yet). */
  createAccount(ctx: CallerContext, input: unknown, role: Role): Promise<User> {
    assertCanCreateAccounts(ctx);
    return this.insert(ctx, parseInput(SignUpSchema, input, 'account'), role, 'user.create');
  }

  async getMe(ctx: CallerContext): Promise<User> {
    const principal = assertCanAccessAccount(ctx, ctx.principal?.userId ?? '', 'read:user');
    return toUser(await this.load(principal.tenantId, principal.userId, false));
  }

  async get(ctx: CallerContext, userId: string): Promise<User> {
    const principal = assertCanAccessAccount(ctx, userId, 'read:user');
    // Administrators still see a deleted account's tombstone (status DELETED, data scrubbed).
    return toUser(await this.load(principal.tenantId, userId, principal.role === 'ADMIN'));
  }

  /**
   * Accounts by id in one query, for a door that shows many orders' customers: those the caller
   * may read (`readableAccounts`), in no set order; others, unknown and malformed ids are left out.
   */
  async getManyByIds(ctx: CallerContext, userIds: readonly string[]): Promise<User[]> {
    const reach = readableAccounts(ctx);
    const wanted = idsToRead(userIds).filter((id) => reach.onlyUserId === null || id === reach.onlyUserId);
    if (wanted.length === 0) return [];
    const docs = await this.deps.users
      .find({
        _id: { $in: wanted },
        tenantId: reach.tenantId,
        ...(reach.includeDeleted ? {} : { status: { $ne: 'DELETED' } }),
      })
      .lean<UserDoc[]>();
    return docs.map(toUser);
  }

  async update(ctx: CallerContext, userId: string, input: unknown): Promise<User> {
    const principal = assertCanAccessAccount(ctx, userId, 'write:user');
    const changes = parseInput(UpdateUserSchema, input, 'user update');
    const before = await this.load(principal.tenantId, userId, false);

    const set: Partial<UserDoc> = {};
    if (changes.username !== undefined) {
      set.username = changes.username;
      set.usernameKey = changes.username.toLowerCase();
    }
    if (changes.email !== undefined) set.email = changes.email;
    if (changes.firstName !== undefined) set.firstName = changes.firstName;
    if (changes.lastName !== undefined) set.lastName = changes.lastName;
    if (changes.phone !== undefined) set.phone = changes.phone;
    const passwordChanged = changes.password !== undefined;
    if (changes.password !== undefined) {
      assertCanChangePassword(principal, userId);
      if (!(await this.deps.passwords.verify(before.passwordHash, changes.currentPassword ?? ''))) {
        throw new ValidationError('The current password is not correct.', [
          { field: 'currentPassword', message: 'Does not match.', code: 'incorrect' },
        ]);
      }
      assertStrongPassword(changes.password, [
        changes.username ?? before.username,
        changes.email ?? before.email,
        changes.firstName === undefined ? before.firstName : changes.firstName,
        changes.lastName === undefined ? before.lastName : changes.lastName,
      ]);
      set.passwordHash = await this.deps.passwords.hash(changes.password);
      // A new password ends every session, this one included: whoever knew the old one is out.
      set.tokensValidAfter = new Date();
    }

    const after = await this.write(() => this.setOnLiveUser(principal.tenantId, userId, set), userId);
    if (passwordChanged) await this.deps.sessions.revokeAllForUser(after.tenantId, after._id);
    await this.deps.audit.record(ctx, {
      action: passwordChanged ? 'user.update_password' : 'user.update',
      resource: { type: 'user', id: userId },
      before: toUser(before),
      after: toUser(after),
    });
    this.deps.events.emit('user.updated', { tenantId: after.tenantId, userId });
    return toUser(after);
  }

  /**
   * Deletes an account: tokens revoked at once, personal data scrubbed, the username and email
   * freed for reuse. The record and its id stay so that orders keep their history.
   */
  async delete(ctx: CallerContext, userId: string): Promise<void> {
    const principal = assertCanAccessAccount(ctx, userId, 'write:user');
    const { before, after: deleted } = await this.changeAccount(principal.tenantId, userId, () => ({
      ...scrubbedIdentity(userId),
      status: 'DELETED',
      tokensValidAfter: new Date(),
    }));
    await this.deps.sessions.revokeAllForUser(deleted.tenantId, userId);
    await this.deps.audit.record(ctx, {
      action: 'user.delete',
      resource: { type: 'user', id: userId },
      before: toUser(before),
      after: toUser(deleted),
    });
    this.deps.events.emit('user.deleted', { tenantId: deleted.tenantId, userId });
  }

  /** ADMIN: suspend or reactivate. Suspension refuses the user's existing tokens at once. */
  async setStatus(ctx: CallerContext, userId: string, status: UserStatus, reason: string): Promise<User> {
    const principal = assertCanAdministerAccount(ctx, userId);
    const change = parseInput(StatusChangeSchema, { status, reason }, 'status change');
    const { before, after } = await this.changeAccount(principal.tenantId, userId, () =>
      change.status === 'SUSPENDED'
        ? { status: change.status, tokensValidAfter: new Date() }
        : { status: change.status },
    );
    if (change.status === 'SUSPENDED') await this.deps.sessions.revokeAllForUser(after.tenantId, userId);
    await this.deps.audit.record(ctx, {
      action: change.status === 'SUSPENDED' ? 'user.suspend' : 'user.activate',
      resource: { type: 'user', id: userId },
      before: { status: before.status },
      after: { status: after.status, reason: change.reason },
    });
    if (before.status !== after.status) {
      this.deps.events.emit('user.status_changed', {
        tenantId: after.tenantId,
        userId,
        from: before.status,
        to: after.status,
        reason: change.reason,
      });
    }
    return toUser(after);
  }

  /**
   * ADMIN: change a role. Access tokens carrying the old role are refused from now on; a refresh
   * yields a token with the new role's scopes.
   */
  async setRole(ctx: CallerContext, userId: string, role: Role): Promise<User> {
    const principal = assertCanAdministerAccount(ctx, userId);
    const change = parseInput(RoleChangeSchema, { role }, 'role change');
    const { before, after } = await this.changeAccount(principal.tenantId, userId, () => ({
      role: change.role,
      tokensValidAfter: new Date(),
    }));
    await this.deps.audit.record(ctx, {
      action: 'user.change_role',
      resource: { type: 'user', id: userId },
      before: { role: before.role },
      after: { role: after.role },
    });
    if (before.role !== after.role) {
      this.deps.events.emit('user.role_changed', {
        tenantId: after.tenantId,
        userId,
        from: before.role,
        to: after.role,
      });
    }
    return toUser(after);
  }

  /**
   * An operator sets a new password for the account `username` of the caller's tenant: the same
   * rules as any new password, every session ended, audited as `user.reset_password`.
   */
  async resetPassword(ctx: CallerContext, username: string, password: unknown): Promise<User> {
    assertOperatorCommand(ctx);
    const newPassword = parseInput(PasswordSchema, password, 'password');
    const before = await this.deps.users
      .findOne({ tenantId: ctx.tenantId, usernameKey: username.toLowerCase(), status: { $ne: 'DELETED' } })
      .lean();
    if (before === null) throw new NotFoundError('User', username);
    assertStrongPassword(newPassword, [before.username, before.email, before.firstName, before.lastName]);
    const set = { passwordHash: await this.deps.passwords.hash(newPassword), tokensValidAfter: new Date() };
    const after = await this.write(() => this.setOnLiveUser(ctx.tenantId, before._id, set), before._id);
    await this.deps.sessions.revokeAllForUser(after.tenantId, after._id);
    await this.deps.audit.record(ctx, {
      action: 'user.reset_password',
      resource: { type: 'user', id: after._id },
      before: toUser(before),
      after: toUser(after),
    });
    this.deps.events.emit('user.updated', { tenantId: after.tenantId, userId: after._id });
    return toUser(after);
  }

  /** The tenant's accounts, oldest first, for an operator command (deleted ones left out). */
  async listForOperator(ctx: CallerContext, limit = 1000): Promise<User[]> {
    assertOperatorCommand(ctx);
    const docs = await this.deps.users
      .find({ tenantId: ctx.tenantId, status: { $ne: 'DELETED' } })
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .lean<UserDoc[]>();
    return docs.map(toUser);
  }

  /** Number of accounts in a tenant (seeding decides on an empty tenant with it). */
  countInTenant(tenantId: string): Promise<number> {
    return this.deps.users.countDocuments({ tenantId });
  }

  private async insert(
    ctx: CallerContext,
    input: ReturnType<typeof SignUpSchema.parse>,
    role: Role,
    action: string,
  ): Promise<User> {
    await this.deps.tenants.get(ctx.tenantId);
    assertStrongPassword(input.password, [input.username, input.email, input.firstName, input.lastName]);
    const passwordHash = await this.deps.passwords.hash(input.password);
    // A new ADMIN is counted after it exists (see ActiveAdminCount for the order of steps).
    if (role === 'ADMIN') await this.deps.activeAdmins.ensureCounted(ctx.tenantId);
    const created = await this.write(async () => {
      const doc = await this.deps.users.create({
        tenantId: ctx.tenantId,
        username: input.username,
        usernameKey: input.username.toLowerCase(),
        email: input.email,
        passwordHash,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        phone: input.phone ?? null,
        role,
      });
      return doc.toObject();
    }, null);
    if (role === 'ADMIN') await this.deps.activeAdmins.addOne(ctx.tenantId);
    const user = toUser(created);
    await this.deps.audit.record(ctx, { action, resource: { type: 'user', id: user.id }, after: user });
    this.deps.events.emit('user.registered', { tenantId: created.tenantId, userId: created._id, role });
    return user;
  }

  /** A user of the tenant; deleted ones only when asked for (they are gone for everything else). */
  private async load(tenantId: string, userId: string, includeDeleted: boolean): Promise<UserDoc> {
    const user = isId(userId) ? await this.deps.users.findOne({ _id: userId, tenantId }).lean() : null;
    if (user === null || (user.status === 'DELETED' && !includeDeleted)) {
      throw new NotFoundError('User', userId);
    }
    return user;
  }

  /**
   * Writes a status or role change (or a deletion) to a live account, keeping the tenant's count
   * of active admins in step: a change that ends the last active admin is refused (LastAdminError)
   * by the count's conditional update, not by a read that a concurrent change could outdate. The
   * user write only applies if role and status are still those the count's step was decided on;
   * if they changed meanwhile, the count is given back and the change is decided again.
   */
  private async changeAccount(
    tenantId: string,
    userId: string,
    changeOf: (before: UserDoc) => Partial<UserDoc>,
  ): Promise<{ before: UserDoc; after: UserDoc }> {
    const { activeAdmins } = this.deps;
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt += 1) {
      const before = await this.load(tenantId, userId, false);
      const set = changeOf(before);
      const wasAdmin = isActiveAdmin(before);
      const willBeAdmin = isActiveAdmin({
        role: set.role ?? before.role,
        status: set.status ?? before.status,
      });
      const losesAdmin = wasAdmin && !willBeAdmin;
      const gainsAdmin = !wasAdmin && willBeAdmin;
      if (losesAdmin && !(await activeAdmins.takeOneUnlessLast(tenantId))) throw new LastAdminError();
      if (gainsAdmin) await activeAdmins.ensureCounted(tenantId);
      let after: UserDoc | null;
      try {
        after = await this.deps.users
          .findOneAndUpdate(
            { _id: userId, tenantId, role: before.role, status: before.status },
            { $set: set },
            { returnDocument: 'after' },
          )
          .lean()
          .exec();
      } catch (error) {
        if (losesAdmin) await activeAdmins.addOne(tenantId);
        throw error;
      }
      if (after === null) {
        if (losesAdmin) await activeAdmins.addOne(tenantId);
        continue;
      }
      if (gainsAdmin) await activeAdmins.addOne(tenantId);
      return { before, after };
    }
    throw new ConflictError('The account is being changed by another request; try again.');
  }

  /** Sets fields of an account that is not deleted; null when there is none. */
  private setOnLiveUser(tenantId: string, userId: string, set: Partial<UserDoc>): Promise<UserDoc | null> {
    return this.deps.users
      .findOneAndUpdate(
        { _id: userId, tenantId, status: { $ne: 'DELETED' } },
        { $set: set },
        { returnDocument: 'after' },
      )
      .lean()
      .exec();
  }

  /** Runs a write, turning unique-index collisions into a 409 naming the taken field. */
  private async write(run: () => Promise<UserDoc | null>, userId: string | null): Promise<UserDoc> {
    let result: UserDoc | null;
    try {
      result = await run();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const fields = duplicateKeyFields(error).join(' ');
      const field = /email/i.test(fields) ? 'email' : 'username';
      throw new ConflictError(`That ${field} is already taken.`, { field });
    }
    if (result === null) throw new NotFoundError('User', userId ?? undefined);
    return result;
  }
}
