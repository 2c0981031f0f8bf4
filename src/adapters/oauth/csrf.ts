import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AdmittedHttpContext as RestContext } from '../shared/http-state.js';

const COOKIE = 'oauth_csrf';
const COOKIE_PATH = '/oauth/interaction';

/**
 * CSRF protection for the login and consent forms: a random cookie (HttpOnly, SameSite=Strict)
 * and a form field that is the HMAC of that cookie and the interaction id. A page on another site
 * can neither read the cookie nor compute the field, and a field is good for one interaction only.
 */
export class CsrfGuard {
  constructor(private readonly key: Buffer) {}

  /** The form field for this interaction; sets the cookie on first use. */
  issue(ctx: RestContext, uid: string): string {
    let secret = ctx.cookies.get(COOKIE);
    if (secret === undefined || !/^[A-Za-z0-9_-]{43}$/.test(secret)) {
      secret = randomBytes(32).toString('base64url');
      ctx.cookies.set(COOKIE, secret, {
        httpOnly: true,
        sameSite: 'strict',
        path: COOKIE_PATH,
        overwrite: true,
      });
    }
    return this.tokenFor(secret, uid);
  }

  verify(ctx: RestContext, uid: string, presented: unknown): boolean {
    const secret = ctx.cookies.get(COOKIE);
    if (secret === undefined || typeof presented !== 'string') return false;
    const expected = Buffer.from(this.tokenFor(secret, uid));
    const actual = Buffer.from(presented);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  private tokenFor(secret: string, uid: string): string {
    return createHmac('sha256', this.key).update(`${secret}|${uid}`).digest('base64url');
  }
}
