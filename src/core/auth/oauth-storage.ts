import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The authorization server's state (sessions, interactions, grants, codes, refresh tokens, replay
 * marks, ...) in one collection, so every gateway process sees the same flows. Each artifact is a
 * JSON payload under `kind:id`; the lookups the server needs (by grant, by uid, by user code, by
 * account and client) have indexes, and MongoDB's TTL index removes what has expired.
 */
export interface OAuthArtifactDoc {
  /** `${kind}:${id}` */
  _id: string;
  kind: string;
  /**
   * The payload as JSON text: its keys are the server's (client ids, resource URLs with dots),
   * which a document's field names should not have to accommodate.
   */
  payload: string;
  /** When a code or token was used (seconds since the epoch), merged into the payload on read. */
  consumed: number | null;
  grantId: string | null;
  uid: string | null;
  userCode: string | null;
  accountId: string | null;
  clientId: string | null;
  expiresAt: Date | null;
}

const OAuthArtifactSchema = new Schema<OAuthArtifactDoc>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    payload: { type: String, required: true },
    consumed: { type: Number, default: null },
    grantId: { type: String, default: null },
    uid: { type: String, default: null },
    userCode: { type: String, default: null },
    accountId: { type: String, default: null },
    clientId: { type: String, default: null },
    expiresAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);
OAuthArtifactSchema.index({ grantId: 1 }, { partialFilterExpression: { grantId: { $type: 'string' } } });
OAuthArtifactSchema.index({ uid: 1 }, { partialFilterExpression: { uid: { $type: 'string' } } });
OAuthArtifactSchema.index({ userCode: 1 }, { partialFilterExpression: { userCode: { $type: 'string' } } });
OAuthArtifactSchema.index({ kind: 1, accountId: 1, clientId: 1 });
// Reads also check expiry, so correctness never waits for the TTL monitor.
OAuthArtifactSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type OAuthArtifactModel = Model<OAuthArtifactDoc>;

export function oauthArtifactModel(connection: Connection): OAuthArtifactModel {
  return connection.model<OAuthArtifactDoc>('OAuthArtifact', OAuthArtifactSchema, 'oauth_artifacts');
}

type Payload = Record<string, unknown>;

function stringField(payload: Payload, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' ? value : null;
}

const live = () => ({ $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date() } }] });

/** Storage of one kind of artifact, the operations an OAuth server needs and nothing more. */
export class OAuthArtifactStore {
  constructor(
    private readonly artifacts: OAuthArtifactModel,
    readonly kind: string,
  ) {}

  private key(id: string): string {
    return `${this.kind}:${id}`;
  }

  async upsert(id: string, payload: Payload, expiresInSeconds?: number): Promise<void> {
    const expiresAt = expiresInSeconds === undefined ? null : new Date(Date.now() + expiresInSeconds * 1000);
    await this.artifacts.replaceOne(
      { _id: this.key(id) },
      {
        kind: this.kind,
        payload: JSON.stringify(payload),
        consumed: null,
        grantId: stringField(payload, 'grantId'),
        uid: stringField(payload, 'uid'),
        userCode: stringField(payload, 'userCode'),
        accountId: stringField(payload, 'accountId'),
        clientId: stringField(payload, 'clientId'),
        expiresAt,
      },
      { upsert: true },
    );
  }

  find(id: string): Promise<Payload | undefined> {
    return this.findOne({ _id: this.key(id) });
  }

  findByUid(uid: string): Promise<Payload | undefined> {
    return this.findOne({ kind: this.kind, uid });
  }

  findByUserCode(userCode: string): Promise<Payload | undefined> {
    return this.findOne({ kind: this.kind, userCode });
  }

  /**
   * Marks a code or token used, in one conditional update; true for the one call that did. The
   * server reads `consumed` from the payload: a later presentation finds it and revokes what the
   * code issued. Presentations at the same moment all read it unused, so the update decides: only
   * the caller whose update matched may go on (false: someone else already used it).
   */
  async consume(id: string): Promise<boolean> {
    const result = await this.artifacts.updateOne(
      { _id: this.key(id), consumed: null, ...live() },
      { $set: { consumed: Math.floor(Date.now() / 1000) } },
    );
    return result.modifiedCount === 1;
  }

  async destroy(id: string): Promise<void> {
    await this.artifacts.deleteOne({ _id: this.key(id) });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.artifacts.deleteMany({ kind: this.kind, grantId });
  }

  /** The ids of this kind held by an account for a client (remembered consent). */
  async idsFor(accountId: string, clientId?: string): Promise<string[]> {
    const found = await this.artifacts
      .find({ kind: this.kind, accountId, ...(clientId === undefined ? {} : { clientId }), ...live() })
      .select({ _id: 1 })
      .lean();
    return found.map((doc) => doc._id.slice(this.kind.length + 1));
  }

  private async findOne(filter: Record<string, unknown>): Promise<Payload | undefined> {
    const found = await this.artifacts.findOne({ ...filter, ...live() }).lean();
    if (found === null) return undefined;
    const payload = JSON.parse(found.payload) as Payload;
    return found.consumed === null ? payload : { ...payload, consumed: found.consumed };
  }
}
