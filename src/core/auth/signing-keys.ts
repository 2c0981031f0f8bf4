import { Schema, type Connection, type Model } from 'mongoose';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTVerifyGetKey,
  type CryptoKey,
} from 'jose';
import { isDuplicateKeyError } from '../duplicate-key.js';

/** ES256: widest support among JWT libraries and OAuth clients; fast to verify. */
export const SIGNING_ALGORITHM = 'ES256';

export interface SigningKeyDoc {
  /** The JWK thumbprint, also the `kid`. */
  _id: string;
  alg: string;
  publicJwk: JWK;
  privateJwk: JWK;
  /** The key new tokens are signed with; exactly one has it. Older keys stay for verification. */
  current: boolean;
  createdAt: Date;
}

const SigningKeySchema = new Schema<SigningKeyDoc>(
  {
    _id: { type: String, required: true },
    alg: { type: String, required: true },
    publicJwk: { type: Schema.Types.Mixed, required: true },
    privateJwk: { type: Schema.Types.Mixed, required: true },
    current: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false, minimize: false },
);
// Two processes starting on an empty database both generate a key; this index lets one win.
SigningKeySchema.index({ current: 1 }, { unique: true, partialFilterExpression: { current: true } });

export type SigningKeyModel = Model<SigningKeyDoc>;

export function signingKeyModel(connection: Connection): SigningKeyModel {
  return connection.model<SigningKeyDoc>('SigningKey', SigningKeySchema, 'signing_keys');
}

export interface PublicJwk extends JWK {
  kid: string;
  alg: string;
  use: 'sig';
}

/** The service's signing keys, loaded once: the current private key and every public key. */
export class Keyring {
  private constructor(
    readonly kid: string,
    readonly privateKey: CryptoKey | Uint8Array,
    readonly publicJwks: PublicJwk[],
    /** Resolves a token header's `kid` to a public key; imported keys are cached by jose. */
    readonly verificationKeys: JWTVerifyGetKey,
    /** The current private key as a JWK, for the OAuth authorization server's keystore. */
    readonly signingJwk: PublicJwk,
  ) {}

  /** Loads the persisted keys, generating the first pair on an empty database (race-safe). */
  static async load(keys: SigningKeyModel): Promise<Keyring> {
    const current = (await keys.findOne({ current: true }).lean()) ?? (await createFirstKey(keys));
    const all = await keys.find({}).lean();
    const publicJwks = all.map((key): PublicJwk => ({
      ...key.publicJwk,
      kid: key._id,
      alg: key.alg,
      use: 'sig',
    }));
    const privateKey = await importJWK(current.privateJwk, current.alg);
    const signingJwk: PublicJwk = { ...current.privateJwk, kid: current._id, alg: current.alg, use: 'sig' };
    return new Keyring(
      current._id,
      privateKey,
      publicJwks,
      createLocalJWKSet({ keys: publicJwks }),
      signingJwk,
    );
  }

  /** The JWK Set published at `/oauth/jwks`: public halves only. */
  jwks(): { keys: PublicJwk[] } {
    return { keys: this.publicJwks.map((jwk) => ({ ...jwk })) };
  }
}

async function createFirstKey(keys: SigningKeyModel): Promise<SigningKeyDoc> {
  const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(pair.publicKey);
  const privateJwk = await exportJWK(pair.privateKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  try {
    const created = await keys.create({
      _id: kid,
      alg: SIGNING_ALGORITHM,
      publicJwk,
      privateJwk,
      current: true,
    });
    return created.toObject();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // Another process stored its key first; everyone signs with that one.
    const winner = await keys.findOne({ current: true }).lean();
    if (winner === null) throw error;
    return winner;
  }
}
