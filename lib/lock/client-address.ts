// Whose unlock attempt is it? X-Forwarded-For is written by whoever sends the request, so it
// counts only when TRUST_PROXY says proxies in front of the server append to it (and then only
// the entry our own proxy appended); otherwise the connection's address is used, which
// scripts/serve.mjs hands to the app in its own header (App Router handlers cannot see the
// socket), after removing any such header a client sent.
export const REMOTE_ADDRESS_HEADER = 'x-leafpress-remote-address'

export function clientAddress(headers: Pick<Headers, 'get'>, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean)
    // fewer entries than proxies: the first proxy was reached directly, its entry is the client
    const entry = chain[Math.max(0, chain.length - trustedProxies)]
    if (entry) return entry
  }
  return headers.get(REMOTE_ADDRESS_HEADER) || 'unknown'
}

/**
 * The client as the unlock limiter counts it: an IPv4 address as is, an IPv6 address as its
 * /64 — one subscriber gets a whole /64 (2^64 addresses) as easily as one IPv4 address, so
 * counting single IPv6 addresses would give an attacker unlimited guesses.
 */
export function limiterKey(address: string): string {
  const a = address.replace(/^\[|\]$/g, '').split('%')[0].toLowerCase()
  if (!a.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(a)) return a.replace(/^::ffff:/, '')
  const [head, tail = ''] = a.split('::')
  const left = head ? head.split(':') : []
  const right = a.includes('::') && tail ? tail.split(':') : []
  const groups = a.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`
}
