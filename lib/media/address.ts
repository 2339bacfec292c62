// Addresses the image fetcher must never connect to: the server itself, its private network and
// cloud metadata services (169.254.169.254). IPv4-mapped IPv6 forms (::ffff:127.0.0.1) are
// checked against the IPv4 rules by BlockList itself.
import { BlockList, isIP } from 'node:net'

const blocked = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network; 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, private in practice
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: would reach IPv4 addresses behind it
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6')
}

/** True for an address the fetcher must refuse (also for anything that is not an IP). */
export function isForbiddenAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').split('%')[0]
  const family = isIP(ip)
  if (family === 0) return true
  return blocked.check(ip, family === 4 ? 'ipv4' : 'ipv6')
}
