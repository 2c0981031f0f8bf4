import dns from 'node:dns';
import net from 'node:net';
import { ValidationError } from '../errors.js';
import { isPublicUnicastAddress } from './address-class.js';

/**
 * Receiver addresses must be public: a webhook must not become a way to reach the service's own
 * network (loopback, private ranges, cloud metadata at 169.254.169.254, CGNAT, link-local,
 * unique-local, or any of these wrapped in an IPv6 form). Checked when a URL is registered and
 * again when each request connects, so a host name that later resolves elsewhere (DNS rebinding)
 * is still refused. What counts as public is decided in address-class.ts.
 */
export function isBlockedAddress(address: string): boolean {
  return !isPublicUnicastAddress(address);
}

export class BlockedAddressError extends Error {
  constructor(host: string) {
    super(`The receiver ${host} resolves to a private or reserved address.`);
    this.name = 'BlockedAddressError';
  }
}

/** `[::1]` in a URL is `::1` to the resolver. */
function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function invalidUrl(field: string, message: string, code: string): ValidationError {
  return new ValidationError('The receiver URL is not acceptable.', [{ field, message, code }]);
}

/** Syntax and address checks for a receiver URL; resolves the host name and checks every address. */
export async function assertSafeTargetUrl(
  raw: string,
  options: { allowPrivateNetworks: boolean; field?: string },
): Promise<URL> {
  const field = options.field ?? 'url';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidUrl(field, 'Must be an absolute http(s) URL.', 'invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidUrl(field, 'Only http and https URLs are allowed.', 'invalid_url_scheme');
  }
  if (url.username !== '' || url.password !== '') {
    throw invalidUrl(field, 'Credentials in the URL are not allowed; use authToken.', 'invalid_url');
  }
  if (url.hostname === '') throw invalidUrl(field, 'The URL has no host.', 'invalid_url');
  if (options.allowPrivateNetworks) return url;

  const host = bareHost(url.hostname);
  let addresses: string[];
  if (net.isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = (await dns.promises.lookup(host, { all: true, verbatim: true })).map(
        (entry) => entry.address,
      );
    } catch {
      throw invalidUrl(field, 'The host name does not resolve.', 'unresolvable_host');
    }
  }
  if (addresses.length === 0 || addresses.some(isBlockedAddress)) {
    throw invalidUrl(
      field,
      'Private, loopback, link-local and reserved addresses are not allowed (an operator allows them for development with WEBHOOK_ALLOW_PRIVATE_NETWORKS=true).',
      'private_address',
    );
  }
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses blocked addresses at connect time: the check and the
 * connection use the same resolution, which is what defeats DNS rebinding.
 */
export function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error !== null) return callback(error, []);
    if (addresses.length === 0 || addresses.some((entry) => isBlockedAddress(entry.address))) {
      return callback(Object.assign(new BlockedAddressError(hostname), { code: 'EBLOCKED' }), []);
    }
    if (options.all === true) return callback(null, addresses);
    const first = addresses[0] as dns.LookupAddress;
    callback(null, first.address, first.family);
  });
}

/** For a URL whose host is an IP literal no lookup happens, so it is checked directly. */
export function literalHostBlocked(url: URL): boolean {
  const host = bareHost(url.hostname);
  return net.isIP(host) !== 0 && isBlockedAddress(host);
}
