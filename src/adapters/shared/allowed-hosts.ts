import { hostname, networkInterfaces } from 'node:os';
import { ValidationError } from '../../core/errors.js';

const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '']);
const HOST_HEADER = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

/**
 * Which `Host` headers the HTTP doors answer. Without PUBLIC_URL, absolute URLs (Location, photo
 * URLs, links, the OpenAPI `servers`, the token issuer) are built from the Host header, so a
 * forged one would send clients (and caches) elsewhere: other hosts are refused before anything
 * else runs. Names compare without port and case; `*.example.com` matches subdomains; `*` any.
 */
export class AllowedHosts {
  private readonly exact = new Set<string>();
  private readonly suffixes: string[] = [];
  private readonly any: boolean;

  constructor(patterns: readonly string[]) {
    for (const pattern of patterns.map((p) => p.trim().toLowerCase()).filter(Boolean)) {
      if (pattern.startsWith('*.')) this.suffixes.push(pattern.slice(1));
      else this.exact.add(stripBrackets(pattern));
    }
    this.any = this.exact.has('*');
  }

  /**
   * The default list: the listen address and localhost, any port. Listening on every interface
   * (`0.0.0.0`, `::`) allows this machine's addresses and name; PUBLIC_URL's host is allowed too.
   */
  static defaults(listenHost: string, publicUrl: string | undefined): AllowedHosts {
    const names = [...LOOPBACK_NAMES];
    if (WILDCARD_ADDRESSES.has(listenHost)) {
      names.push(hostname());
      for (const addresses of Object.values(networkInterfaces())) {
        for (const address of addresses ?? []) names.push(address.address);
      }
    } else {
      names.push(listenHost);
    }
    if (publicUrl !== undefined) names.push(new URL(publicUrl).hostname);
    return new AllowedHosts(names);
  }

  allows(hostHeader: string | undefined): boolean {
    if (this.any) return true;
    const name = hostNameOf(hostHeader);
    if (name === undefined) return false;
    return this.exact.has(name) || this.suffixes.some((suffix) => name.endsWith(suffix));
  }
}

/** The host name of a Host header without its port, lower-cased; `undefined` when malformed. */
function hostNameOf(header: string | undefined): string | undefined {
  // Nothing but a name or address and a port: the header ends up inside absolute URLs.
  if (header === undefined || !HOST_HEADER.test(header)) return undefined;
  try {
    return stripBrackets(new URL(`http://${header}`).hostname.toLowerCase());
  } catch {
    return undefined;
  }
}

function stripBrackets(name: string): string {
  return name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name;
}

/** The refusal of a host the service does not answer to: 400, before anything else runs. */
export function misdirected(): ValidationError {
  const message = 'This service does not answer to that host name (see ALLOWED_HOSTS).';
  return new ValidationError(message, [{ field: 'Host', message, code: 'host_not_allowed' }]);
}
