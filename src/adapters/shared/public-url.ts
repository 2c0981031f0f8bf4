import type { Config } from '../../config.js';
import type { AllowedHosts } from './allowed-hosts.js';

/** The scheme and host a caller reached, when its protocol tells (HTTP's `Host`). */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

/**
 * The base of the absolute URLs in answers (photo URLs, `Location`, links) for every door:
 * `PUBLIC_URL` when configured; else the scheme and host the caller reached (HTTP doors; gRPC's
 * `:authority` on the HTTP port); else the HTTP server's own address, since that is where photos
 * and links are served.
 */
export class PublicUrls {
  /** `baseForAuthority`'s answers by authority, with the server address each was made from. */
  private readonly byAuthority = new Map<string, { server: string; base: string }>();

  constructor(
    private readonly configured: string | undefined,
    /** The HTTP server's address, for callers whose requests name no host. */
    private readonly serverUrl: () => string = () => 'http://localhost',
  ) {}

  /**
   * From configuration: `PUBLIC_URL`, else the listening address (`listeningUrl` once the server
   * listens, since the configured port may be 0; else `HOST` and `PORT`).
   */
  static fromConfig(
    config: Pick<Config, 'publicUrl' | 'host' | 'port'>,
    listeningUrl: () => string | undefined = () => undefined,
  ): PublicUrls {
    return new PublicUrls(
      config.publicUrl,
      () => listeningUrl() ?? `http://${reachableHost(config.host)}:${config.port}`,
    );
  }

  base(origin?: RequestOrigin): string {
    if (this.configured !== undefined) return this.configured;
    if (origin !== undefined) return `${origin.protocol}://${origin.host || 'localhost'}`;
    return this.serverUrl();
  }

  /**
   * For a door whose requests name the host the caller reached but not the HTTP server's port
   * (gRPC's `:authority` names the gRPC port): that host, when `allowed` answers it as the HTTP
   * doors answer a Host header, on the HTTP server's scheme and port; else the server's address.
   */
  baseForAuthority(authority: string | undefined, allowed: AllowedHosts): string {
    if (this.configured !== undefined) return this.configured;
    const server = this.serverUrl();
    if (authority === undefined) return server;
    // Asked on every call, with the same few authorities: each answer is remembered (256 at most,
    // for the server address it was made from). Its one caller, the gRPC door, always passes the
    // same `allowed`, which never changes.
    const found = this.byAuthority.get(authority);
    if (found?.server === server) return found.base;
    let base = server;
    if (allowed.allows(authority)) {
      const url = new URL(server);
      url.hostname = new URL(`http://${authority}`).hostname;
      base = url.origin;
    }
    if (this.byAuthority.size >= 256) this.byAuthority.clear();
    this.byAuthority.set(authority, { server, base });
    return base;
  }
}

/** A wildcard listening address is not one a client can reach. */
function reachableHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}
