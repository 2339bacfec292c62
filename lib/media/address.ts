// Addresses the server must never fetch from on content's or a visitor's behalf: the server
// itself, its private network and cloud metadata services (169.254.169.254). IPv6 forms that
// carry an IPv4 address (mapped ::ffff:a.b.c.d, translated ::ffff:0:a.b.c.d, the old compatible
// ::a.b.c.d, 6to4 2002:aabb:ccdd::) are judged by that IPv4 address: ::ffff:127.0.0.1 is
// loopback. Node's BlockList recognises only the mapped form, hence `embeddedIPv4`.
import { BlockList, isIP } from 'node:net'

const v4 = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network; 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, private in practice
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments (DS-Lite, NAT64 discovery)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking: used for internal networks in practice
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  v4.addSubnet(net, prefix, 'ipv4')
}
const v6 = new BlockList()
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: would reach IPv4 addresses behind it
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: the IPv4 address inside is obfuscated, so the whole range goes
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the old site-local
  ['ff00::', 8], // multicast
] as const) {
  v6.addSubnet(net, prefix, 'ipv6')
}

/** True for an address that must be refused (also for anything that is not an IP). */
export function isForbiddenAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').split('%')[0]
  const family = isIP(ip)
  if (family === 4) return v4.check(ip, 'ipv4')
  if (family !== 6) return true
  if (v6.check(ip, 'ipv6')) return true
  const inner = embeddedIPv4(ip)
  return inner !== null && v4.check(inner, 'ipv4')
}

/** The IPv4 address an IPv6 address carries (mapped, translated, compatible, 6to4), else null. */
export function embeddedIPv4(ip: string): string | null {
  const g = groups(ip)
  if (!g) return null
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0)
  const quad = (hi: number, lo: number) => [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.')
  if (zero(0, 5) && g[5] === 0xffff) return quad(g[6], g[7]) // ::ffff:a.b.c.d
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return quad(g[6], g[7]) // ::ffff:0:a.b.c.d
  if (zero(0, 6)) return quad(g[6], g[7]) // ::a.b.c.d
  if (g[0] === 0x2002) return quad(g[1], g[2]) // 6to4
  return null
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted quad read), or null. */
function groups(ip: string): number[] | null {
  let text = ip.toLowerCase()
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number)
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail, ...more] = text.split('::')
  if (more.length) return null
  const parse = (s: string | undefined) => (s ? s.split(':').map((h) => parseInt(h, 16)) : [])
  const left = parse(head)
  const right = parse(tail)
  const out = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right]
  return out.length === 8 && out.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffff) ? out : null
}
