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
    if (authority === undefined || !allowed.allows(authority)) return this.serverUrl();
    const server = new URL(this.serverUrl());
    server.hostname = new URL(`http://${authority}`).hostname;
    return server.origin;
  }
}

/** A wildcard listening address is not one a client can reach. */
function reachableHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}
