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
