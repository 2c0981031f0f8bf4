import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an outbound request may go to an address: only ordinary global unicast may. ipaddr.js
 * names the IANA special-purpose blocks (IPv4: RFC 6890 registry; IPv6: RFC 4291, 6052, 6145,
 * 3056, 4380, 3849, 9637, 7343, 9602, ...); anything it names is refused, and IPv6 outside
 * 2000::/3 (the only block IANA allocates for global unicast) is refused even when ipaddr.js has
 * no name for it (::2, 4000::1, ...).
 *
 * Forms that carry an IPv4 address are judged by that address, since that is where the packet
 * ends up: IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d (deprecated, but some stacks
 * still deliver it over IPv4), SIIT ::ffff:0:a.b.c.d, NAT64 64:ff9b::a.b.c.d (what DNS64 hands out
 * for every public host on an IPv6-only network), 6to4 2002:aabb:ccdd::/48 and Teredo (its
 * server and, obfuscated, its client). The local-use NAT64 prefix 64:ff9b:1::/48 is refused
 * outright: its operator picks where the IPv4 address sits (RFC 6052 allows /48 to /96), so the
 * address cannot be read reliably, and IANA marks the block not globally reachable.
 */
export function isPublicUnicastAddress(address: string): boolean {
  // net.isIP accepts only the canonical forms (no 0x7f.1 or 2130706433), which is what URL
  // host names and resolver answers are; a zone id (%eth0) means a link-scoped address.
  if (net.isIP(address) === 0 || address.includes('%')) return false;
  return isPublic(ipaddr.parse(address));
}

function isPublic(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  const parts = v6.parts;
  switch (v6.range()) {
    case 'ipv4Mapped':
      return isPublic(v6.toIPv4Address());
    case 'rfc6145':
      return isPublic(ipv4From(parts[6], parts[7]));
    case 'rfc6052':
      return v6.match(NAT64_WELL_KNOWN, 96) && isPublic(ipv4From(parts[6], parts[7]));
    case '6to4':
      return isPublic(ipv4From(parts[1], parts[2]));
    case 'teredo':
      // RFC 4380: the server's address in bits 32-63, the client's in the last 32 bits, inverted.
      return (
        isPublic(ipv4From(parts[2], parts[3])) &&
        isPublic(ipv4From(~(parts[6] ?? 0) & 0xffff, ~(parts[7] ?? 0) & 0xffff))
      );
    case 'unicast':
      if (v6.match(IPV4_COMPATIBLE, 96)) return isPublic(ipv4From(parts[6], parts[7]));
      return v6.match(GLOBAL_UNICAST, 3);
    default:
      return false;
  }
}

const NAT64_WELL_KNOWN = ipaddr.IPv6.parse('64:ff9b::');
/** ::/96; :: and ::1 sit in it too, and are refused through their "IPv4" 0.0.0.0 and 0.0.0.1. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parse('::');
const GLOBAL_UNICAST = ipaddr.IPv6.parse('2000::');

function ipv4From(high: number | undefined, low: number | undefined): ipaddr.IPv4 {
  const h = high ?? 0;
  const l = low ?? 0;
  return new ipaddr.IPv4([h >> 8, h & 0xff, l >> 8, l & 0xff]);
}
