import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Core } from '../../core/core.js';
import type { AdmittedHttpContext as RestContext } from '../shared/http-state.js';
import { providerPageHeaders } from './page-security.js';
import { oidcProvider } from './oidc-provider-package.js';
import { providerConfiguration, type ServerUrls } from './provider-configuration.js';

/** Where oidc-provider's own routes live on this service. */
export const MOUNT_PATH = '/oauth';

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The oidc-provider instance behind `/oauth`. It is built on first use: its issuer is the
 * service's token issuer, which (unless configured) is the listening URL, known only once the
 * gateway listens. Requests are handed over as to a mounted Koa app: the path below `/oauth`,
 * with the original URL kept so the provider builds its endpoint URLs under the mount.
 */
export class AuthorizationServer {
  private built: { provider: Provider; handle: RequestHandler; urls: ServerUrls } | undefined;

  constructor(private readonly core: Core) {}

  /** The issuer, base URL and resource indicator; fixed when the provider is built. */
  urls(): ServerUrls {
    return this.build().urls;
  }

  provider(): Provider {
    return this.build().provider;
  }

  /**
   * Lets the provider answer this request, as if it were a request for `innerPath` (a path below
   * the mount). When the gateway already read the body (to route the request), the provider gets
   * a request with the same head and that body, form-encoded, to read as it would any other.
   */
  async answer(ctx: RestContext, innerPath: string, body?: Record<string, unknown>): Promise<void> {
    const { handle } = this.build();
    const req = (body === undefined ? ctx.req : replayRequest(ctx.req, body)) as IncomingMessage & {
      originalUrl?: string;
    };
    const search = ctx.querystring === '' ? '' : `?${ctx.querystring}`;
    req.url = `${innerPath}${search}`;
    req.originalUrl = `${MOUNT_PATH}${innerPath}${search}`;
    // The provider writes the response itself; Koa must not touch it afterwards.
    ctx.respond = false;
    await handle(req, ctx.res);
  }

  private build() {
    if (this.built === undefined) {
      const issuer = this.core.issuer.get();
      const baseUrl = this.core.config.publicUrl ?? issuer;
      const urls: ServerUrls = { issuer, baseUrl, resource: `${baseUrl}/v1` };
      const provider = new (oidcProvider().Provider)(issuer, providerConfiguration(this.core, urls));
      overrideClientSecretCheck(provider, this.core);
      // The provider's own pages (errors, form_post) get the headers the gateway's pages have.
      provider.use((ctx, next) => providerPageHeaders(ctx as KoaContextWithOIDC, next));
      provider.on('server_error', (_ctx: unknown, error: unknown) =>
        this.core.logger.error({ err: error }, 'authorization server error'),
      );
      this.built = { provider, handle: provider.callback() as RequestHandler, urls };
    }
    return this.built;
  }
}

/** A copy of `original`'s head whose body is `params`, form-encoded (RFC 6749 §3.2). */
function replayRequest(original: IncomingMessage, params: Record<string, unknown>): IncomingMessage {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') form.set(name, value);
    else if (typeof value === 'number' || typeof value === 'boolean') form.set(name, String(value));
  }
  const payload = Buffer.from(form.toString());
  // A plain stream with the original's head: an IncomingMessage of its own would take the
  // connection down with it when it ends.
  const headers = {
    ...original.headers,
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': String(payload.length),
  };
  delete headers['transfer-encoding'];
  const replay = Object.assign(Readable.from([payload]), {
    method: original.method,
    url: original.url,
    headers,
    httpVersion: original.httpVersion,
    httpVersionMajor: original.httpVersionMajor,
    httpVersionMinor: original.httpVersionMinor,
    socket: original.socket,
    connection: original.socket,
  }) as unknown as IncomingMessage;
  return replay;
}

/**
 * Client secrets are stored hashed (the registry shows a secret once), and only the core sees
 * the hash. oidc-provider compares the `client_secret` of the metadata with the presented one;
 * this makes it ask the core instead (see `clientMetadata` for what the metadata carries).
 */
function overrideClientSecretCheck(provider: Provider, core: Core): void {
  const prototype = provider.Client.prototype as unknown as {
    compareClientSecret(this: { clientId: string }, actual: string): Promise<boolean>;
  };
  prototype.compareClientSecret = function compareClientSecret(actual) {
    return core.oauth.clients.secretMatchesFor(this.clientId, actual);
  };
}
