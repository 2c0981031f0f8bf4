import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { CallerContext, Scope } from '../context.js';
import type { AuditService } from '../audit/service.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { isDuplicateKeyError } from '../duplicate-key.js';
import { parseInput } from '../validation.js';
import type { UserModel } from '../users/model.js';
import { assertCanCreateAccounts } from '../users/policy.js';
import { OAuthClientRegistrationSchema, type OAuthGrantType } from './oauth-client-schemas.js';

/** A registered OAuth client. Each belongs to one tenant: its users log in within that tenant. */
export interface OAuthClientDoc {
  /** The `client_id`. */
  _id: string;
  tenantId: string;
  name: string;
  kind: 'public' | 'confidential';
  /** `sha256:<hex>` of the secret, shown once at registration; null for public clients. */
  secretHash: string | null;
  redirectUris: string[];
  grantTypes: OAuthGrantType[];
  /** The most the client may ask for; a user's role narrows it further. */
  scopes: Scope[];
  /** The account client_credentials tokens act as (its role caps them; suspending it stops them). */
  serviceAccountId: string | null;
  createdAt: Date;
}

const OAuthClientSchema = new Schema<OAuthClientDoc>(
  {
    _id: { type: String, required: true },
    tenantId: { type: String, required: true },
    name: { type: String, required: true },
    kind: { type: String, enum: ['public', 'confidential'], required: true },
    secretHash: { type: String, default: null },
    redirectUris: { type: [String], default: [] },
    grantTypes: { type: [String], default: [] },
    scopes: { type: [String], default: [] },
    serviceAccountId: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
OAuthClientSchema.index({ tenantId: 1, createdAt: 1 });

export type OAuthClientModel = Model<OAuthClientDoc>;

export function oauthClientModel(connection: Connection): OAuthClientModel {
  return connection.model<OAuthClientDoc>('OAuthClient', OAuthClientSchema, 'oauth_clients');
}

/** Wire-safe view: never the secret hash. */
export type OAuthClientView = Omit<OAuthClientDoc, 'secretHash'>;

export function toOAuthClientView(doc: OAuthClientDoc): OAuthClientView {
  const { secretHash: _hash, ...view } = doc;
  return view;
}

/**
 * Client secrets are 32 random bytes, so a fast hash is enough (nothing to brute-force, unlike a
 * password); only the hash is stored and the secret is shown once.
 */
function hashSecret(secret: string): string {
  return `sha256:${createHash('sha256').update(secret).digest('hex')}`;
}

/** Registration, lookup and removal of OAuth clients; secrets are checked here, never compared raw. */
export class OAuthClientRegistry {
  constructor(
    private readonly clients: OAuthClientModel,
    private readonly users: UserModel,
    private readonly audit: AuditService,
  ) {}

  /** For start-up seeding, the CLI (system caller) and administrators. */
  async register(
    ctx: CallerContext,
    input: unknown,
  ): Promise<{ client: OAuthClientView; clientSecret: string | null }> {
    assertCanCreateAccounts(ctx);
    const spec = parseInput(OAuthClientRegistrationSchema, input, 'client registration');
    let serviceAccountId: string | null = null;
    if (spec.serviceAccount !== undefined) {
      const account = await this.users
        .findOne({ tenantId: ctx.tenantId, usernameKey: spec.serviceAccount.toLowerCase(), status: 'ACTIVE' })
        .lean();
      if (account === null) {
        throw new ValidationError('The service account is not an active account of this tenant.', [
          { field: 'serviceAccount', message: 'No such active account.', code: 'not_found' },
        ]);
      }
      serviceAccountId = account._id;
    }
    const clientSecret = spec.kind === 'confidential' ? randomBytes(32).toString('base64url') : null;
    const clientId = spec.clientId ?? `client-${randomBytes(9).toString('base64url')}`;
    let created: OAuthClientDoc;
    try {
      created = (
        await this.clients.create({
          _id: clientId,
          tenantId: ctx.tenantId,
          name: spec.name,
          kind: spec.kind,
          secretHash: clientSecret === null ? null : hashSecret(clientSecret),
          redirectUris: spec.redirectUris,
          grantTypes: spec.grantTypes,
          scopes: spec.scopes,
          serviceAccountId,
        })
      ).toObject();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictError(`The client id "${clientId}" is taken.`);
      throw error;
    }
    await this.audit.record(ctx, {
      action: 'oauth_client.register',
      resource: { type: 'oauth_client', id: clientId },
      after: { name: spec.name, kind: spec.kind, grantTypes: spec.grantTypes, scopes: spec.scopes },
      outcome: 'success',
    });
    return { client: toOAuthClientView(created), clientSecret };
  }

  /** The stored registration, for the core's own checks (introspection) and operator tools. */
  find(clientId: string): Promise<OAuthClientDoc | null> {
    return this.clients.findById(clientId).lean();
  }

  /** A registration as the authorization server reads it: never the secret's hash. */
  async registration(clientId: string): Promise<OAuthClientView | null> {
    const found = await this.find(clientId);
    return found === null ? null : toOAuthClientView(found);
  }

  /** Whether `presented` is the secret of client `clientId` (false for public or unknown ones). */
  async secretMatchesFor(clientId: string, presented: string): Promise<boolean> {
    const found = await this.clients.findById(clientId).select({ secretHash: 1 }).lean();
    return found !== null && this.secretMatches(found, presented);
  }

  async list(ctx: CallerContext): Promise<OAuthClientView[]> {
    assertCanCreateAccounts(ctx);
    const found = await this.clients.find({ tenantId: ctx.tenantId }).sort({ createdAt: 1 }).lean();
    return found.map(toOAuthClientView);
  }

  /** One of the tenant's clients; another tenant's is not found, like an unknown one. */
  async get(ctx: CallerContext, clientId: string): Promise<OAuthClientView> {
    assertCanCreateAccounts(ctx);
    const found = await this.clients.findOne({ _id: clientId, tenantId: ctx.tenantId }).lean();
    if (found === null) throw new NotFoundError('OAuth client', clientId);
    return toOAuthClientView(found);
  }

  /** Removes the registration; tokens it holds stop at their next use (the client is unknown). */
  async remove(ctx: CallerContext, clientId: string): Promise<void> {
    assertCanCreateAccounts(ctx);
    const removed = await this.clients.findOneAndDelete({ _id: clientId, tenantId: ctx.tenantId }).lean();
    if (removed === null) throw new NotFoundError('OAuth client', clientId);
    await this.audit.record(ctx, {
      action: 'oauth_client.remove',
      resource: { type: 'oauth_client', id: clientId },
      after: {},
      outcome: 'success',
    });
  }

  /** Constant-time comparison of hashes, so timing tells nothing about the stored one. */
  secretMatches(client: Pick<OAuthClientDoc, 'secretHash'>, presented: string): boolean {
    if (client.secretHash === null || presented.length === 0 || presented.length > 512) return false;
    const expected = Buffer.from(client.secretHash);
    const actual = Buffer.from(hashSecret(presented));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
