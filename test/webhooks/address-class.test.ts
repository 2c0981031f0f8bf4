import { describe, expect, it } from 'vitest';
import { isPublicUnicastAddress } from '../../src/core/webhooks/address-class.js';

// Receivers are reached only at global unicast addresses; every special-purpose block, and every
// IPv6 form that wraps a non-public IPv4 address, is refused.
const refused: [string, string][] = [
  ['0.0.0.0', 'this network'],
  ['10.0.0.1', 'private'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['127.0.0.1', 'loopback'],
  ['169.254.169.254', 'link-local, cloud metadata'],
  ['172.16.0.1', 'private'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['192.168.1.1', 'private'],
  ['198.18.0.1', 'benchmarking'],
  ['198.51.100.1', 'documentation'],
  ['203.0.113.1', 'documentation'],
  ['224.0.0.1', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::2', 'IPv4-compatible 0.0.0.2'],
  ['::169.254.169.254', 'IPv4-compatible metadata'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::10.0.0.1', 'IPv4-compatible private'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['::ffff:0:7f00:1', 'SIIT loopback'],
  ['::ffff:0:a00:1', 'SIIT private'],
  ['64:ff9b::7f00:1', 'NAT64 loopback'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 metadata'],
  ['64:ff9b:1::5db8:d70e', 'local-use NAT64, even with a public suffix'],
  ['100::1', 'discard'],
  ['2001::1', 'Teredo with server 0.0.0.0'],
  ['2001:0:5db8:d70e::80ff:fffe', 'Teredo with client 127.0.0.1'],
  ['2001:1::1', 'IETF protocol assignments'],
  ['2001:2::1', 'benchmarking'],
  ['2001:10::1', 'ORCHID'],
  ['2001:20::1', 'ORCHIDv2'],
  ['2001:db8::1', 'documentation'],
  ['2002:7f00:1::1', '6to4 of loopback'],
  ['2002:a9fe:a9fe::1', '6to4 of metadata'],
  ['3fff::1', 'documentation (RFC 9637)'],
  ['4000::1', 'outside 2000::/3'],
  ['5f00::1', 'segment routing'],
  ['fc00::1', 'unique-local'],
  ['fd00:ec2::254', 'unique-local metadata'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with zone'],
  ['fec0::1', 'site-local'],
  ['ff02::1', 'multicast'],
  ['localhost', 'not an address'],
  ['0x7f000001', 'not a canonical address'],
  ['2130706433', 'not a canonical address'],
];

const accepted: [string, string][] = [
  ['93.184.215.14', 'global IPv4'],
  ['8.8.8.8', 'global IPv4'],
  ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', 'global IPv6'],
  ['2a00:1450:4001:82b::200e', 'global IPv6'],
  ['::ffff:93.184.215.14', 'IPv4-mapped public'],
  ['64:ff9b::5db8:d70e', 'NAT64 of a public address (DNS64)'],
  ['2002:5db8:d70e::1', '6to4 of a public address'],
  ['2001:0:5db8:d70e::a247:28f1', 'Teredo with public server and client'],
];

describe('receiver address classification', () => {
  it.each(refused)('%s is refused (%s)', (address) => {
    expect(isPublicUnicastAddress(address)).toBe(false);
  });
  it.each(accepted)('%s is allowed (%s)', (address) => {
    expect(isPublicUnicastAddress(address)).toBe(true);
  });
});
