// A small shared HTTP cache in front of a server, standing in for a CDN or nginx's proxy_cache in
// tests: it knows nothing of Leafpress and caches only as the answers' headers allow, as
// RFC 9111 and RFC 5861 say a shared cache does.
// - Stores GET answers (any final status, redirects too) with a freshness lifetime for shared
//   caches (`s-maxage`, else `max-age`) or a `stale-while-revalidate` window; never `private`,
//   `no-store` or `no-cache` answers, nor answers that set a cookie (as CDNs do by default).
// - `Vary`: an answer is kept per URL and per the values of the request headers it names, and
//   handed only to requests with the same values; `Vary: *` is never reused.
// - Fresh: served from memory (`x-cache: HIT`, with `Age`). Stale within stale-while-revalidate:
//   served (`x-cache: STALE`) while one background request fetches it again. Else: `MISS`,
//   asked from the origin.
// - Bounded: at most `maxBytes` of bodies, least recently used dropped first.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CachingProxyOptions {
  maxBytes?: number
}

interface Variant {
  /** lower-cased request header names of the answer's Vary, and the request's values of them */
  vary: Array<[string, string]>
  status: number
  headers: http.OutgoingHttpHeaders
  body: Buffer
  storedAt: number
  /** seconds fresh, seconds servable stale while revalidating */
  ttl: number
  swr: number
}

export interface CachingProxy {
  url: string
  /** what the cache did, per request, in order: HIT, STALE, MISS or PASS (not a GET) */
  log: Array<{ path: string; result: 'HIT' | 'STALE' | 'MISS' | 'PASS' }>
  /** the answers held now */
  entries(): Array<{ path: string; vary: Array<[string, string]>; headers: http.OutgoingHttpHeaders; body: Buffer }>
  bytes(): number
  close(): Promise<void>
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'])

/** The directives of a Cache-Control value: name → value ('' when it has none). */
export function cacheDirectives(value: string | string[] | undefined): Map<string, string> {
  const out = new Map<string, string>()
  for (const part of [value ?? []].flat().join(',').split(',')) {
    const [name, arg = ''] = part.split('=')
    if (name.trim()) out.set(name.trim().toLowerCase(), arg.trim().replace(/^"|"$/g, ''))
  }
  return out
}

/** How long a shared cache may keep this answer fresh and then stale, or null when it must not store it. */
export function storable(status: number, headers: http.IncomingHttpHeaders): { ttl: number; swr: number } | null {
  const cc = cacheDirectives(headers['cache-control'])
  if (cc.has('private') || cc.has('no-store') || cc.has('no-cache') || headers['set-cookie']) return null
  // any final answer with an explicit lifetime (RFC 9111 3), redirects included; not partial ones
  if (status < 200 || status === 206 || status === 304) return null
  const seconds = (name: string) => (cc.has(name) && /^\d+$/.test(cc.get(name)!) ? Number(cc.get(name)) : null)
  const ttl = seconds('s-maxage') ?? seconds('max-age') ?? 0
  const swr = seconds('stale-while-revalidate') ?? 0
  return ttl > 0 || swr > 0 ? { ttl, swr } : null
}

const requestValue = (req: http.IncomingMessage, name: string) => [req.headers[name] ?? []].flat().join(', ').trim()

export async function startCachingProxy(origin: string, opts: CachingProxyOptions = {}): Promise<CachingProxy> {
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024
  /** URL → its variants; Map order is least recently used first */
  const cache = new Map<string, Variant[]>()
  let bytes = 0
  const log: CachingProxy['log'] = []
  const revalidating = new Set<string>()

  const matches = (v: Variant, req: http.IncomingMessage) => v.vary.every(([name, value]) => name !== '*' && requestValue(req, name) === value)

  function store(path: string, req: http.IncomingMessage, status: number, headers: http.IncomingHttpHeaders, body: Buffer) {
    const keep = storable(status, headers)
    const vary = String([headers.vary ?? []].flat().join(','))
      .split(',')
      .map((n) => n.trim().toLowerCase())
      .filter(Boolean)
      .map((n): [string, string] => [n, requestValue(req, n)])
    const variants: Variant[] = []
    for (const v of cache.get(path) ?? []) {
      if (matches(v, req)) bytes -= v.body.length // this answer replaces it
      else variants.push(v)
    }
    cache.delete(path)
    if (keep && body.length <= maxBytes / 4) {
      const kept: http.OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value
      variants.push({ vary, status, headers: kept, body, storedAt: Date.now(), ...keep })
      bytes += body.length
    }
    if (variants.length) cache.set(path, variants)
    for (const [key, list] of cache) {
      if (bytes <= maxBytes) break
      for (const v of list) bytes -= v.body.length
      cache.delete(key)
    }
  }

  function fetchOrigin(req: http.IncomingMessage): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    const headers = { ...req.headers }
    for (const name of HOP_BY_HOP) delete headers[name]
    return new Promise((resolve, reject) => {
      const out = http.request(origin + req.url, { method: req.method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      out.on('error', reject)
      // a background revalidation reuses a request already read: a GET has no body to send
      if (req.method === 'GET' || req.method === 'HEAD') out.end()
      else req.pipe(out)
    })
  }

  function send(res: http.ServerResponse, status: number, headers: http.OutgoingHttpHeaders, body: Buffer, result: string, age?: number) {
    for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) res.setHeader(name, value)
    if (age !== undefined) res.setHeader('age', String(age))
    res.setHeader('x-cache', result)
    res.setHeader('content-length', body.length)
    res.writeHead(status)
    res.end(body)
  }

  const server = http.createServer(async (req, res) => {
    const path = req.url ?? '/'
    try {
      if (req.method !== 'GET') {
        log.push({ path, result: 'PASS' })
        const answer = await fetchOrigin(req)
        return send(res, answer.status, answer.headers, answer.body, 'PASS')
      }
      const variant = cache.get(path)?.find((v) => matches(v, req))
      if (variant) {
        // most recently used last
        const list = cache.get(path)!
        cache.delete(path)
        cache.set(path, list)
        const age = (Date.now() - variant.storedAt) / 1000
        if (age < variant.ttl) {
          log.push({ path, result: 'HIT' })
          return send(res, variant.status, variant.headers, variant.body, 'HIT', Math.floor(age))
        }
        if (age < variant.ttl + variant.swr) {
          log.push({ path, result: 'STALE' })
          const key = `${path}\n${JSON.stringify(variant.vary)}`
          if (!revalidating.has(key)) {
            revalidating.add(key)
            fetchOrigin(req)
              .then((a) => store(path, req, a.status, a.headers, a.body))
              .catch(() => undefined)
              .finally(() => revalidating.delete(key))
          }
          return send(res, variant.status, variant.headers, variant.body, 'STALE', Math.floor(age))
        }
      }
      log.push({ path, result: 'MISS' })
      const answer = await fetchOrigin(req)
      store(path, req, answer.status, answer.headers, answer.body)
      send(res, answer.status, answer.headers, answer.body, 'MISS')
    } catch (err) {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(`caching proxy: ${(err as Error).message}`)
    }
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    entries: () => [...cache].flatMap(([path, list]) => list.map((v) => ({ path, vary: v.vary, headers: v.headers, body: v.body }))),
    bytes: () => bytes,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections?.()
        server.close(() => r())
      }),
  }
}
