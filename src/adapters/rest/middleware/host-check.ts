import type { AllowedHosts } from '../../shared/allowed-hosts.js';

/** `Host` values whose verdict is remembered at most; past that the memory starts afresh. */
const REMEMBERED_HOSTS = 256;

/**
 * Whether the door answers a `Host` header, remembered per header value: the verdict depends on
 * the value alone, and parsing it (a URL per request) was a visible share of a cheap request.
 * Bounded, since the values come from clients. The request frame refuses the rest (400) before
 * anything else reads the request.
 */
export function hostVerdicts(allowed: AllowedHosts): (host: string | undefined) => boolean {
  const remembered = new Map<string | undefined, boolean>();
  return (host) => {
    let verdict = remembered.get(host);
    if (verdict === undefined) {
      verdict = allowed.allows(host);
      if (remembered.size >= REMEMBERED_HOSTS) remembered.clear();
      remembered.set(host, verdict);
    }
    return verdict;
  };
}
