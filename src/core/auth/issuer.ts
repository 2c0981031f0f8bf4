import { InternalError } from '../errors.js';

/**
 * The `iss` of every token: `TOKEN_ISSUER`, else `PUBLIC_URL`, else the URL the gateway listens
 * on (known only once it listens, hence the late binding). Tokens are verified against the same
 * value, so changing it invalidates outstanding access tokens.
 */
export class TokenIssuer {
  private listeningUrl: string | undefined;

  constructor(private readonly configured: string | undefined) {}

  /** The gateway reports its URL once listening; a configured issuer takes precedence. */
  useListeningUrl(url: string): void {
    this.listeningUrl = url;
  }

  get(): string {
    const issuer = this.configured ?? this.listeningUrl;
    if (issuer === undefined)
      throw new InternalError('The token issuer is not known before the service listens.');
    return issuer;
  }
}
