#!/usr/bin/env node
// Serves the production build. A tiny custom server instead of `next start -H <address>`:
// Next normalises loopback addresses to "localhost" in the proxy's URLs but not in its own
// request URL when started with -H 127.0.0.1, and then treats every proxy rewrite as an
// external one. Here Next is told its hostname is "localhost" while we bind the socket to the
// address asked for (HOSTNAME, default all interfaces), so rewrites stay internal.
import http from 'node:http'
import v8 from 'node:v8'
import next from 'next'
import { settleCacheHeaders } from './cache-headers.mjs'
import { compressResponse, GzipCache } from './compression.mjs'
import { refuseUnreadableRouterState } from './router-state.mjs'
import { useResolvedConfig } from './serve-config.mjs'

const port = Number(process.env.PORT || 3000)
const bind = process.env.HOSTNAME && process.env.LEAFPRESS_BIND_HOSTNAME !== '0' ? process.env.HOSTNAME : undefined

// Under load V8 lets the old generation grow to ~4× what was live after a full collection before
// the next one; a fixed growth keeps memory near what is live (LEAFPRESS_HEAP_GROWTH_PERCENT,
// checked with the other settings in lib/config/deployment.ts; measured in bench/scale.ts).
const heapGrowth = Number(process.env.LEAFPRESS_HEAP_GROWTH_PERCENT?.trim() || 25)
if (Number.isInteger(heapGrowth) && heapGrowth > 0) v8.setFlagsFromString(`--heap-growing-percent=${heapGrowth}`)

// next.config.ts is evaluated in a child, so its compiler never loads here (scripts/serve-config.mjs)
useResolvedConfig(process.cwd())
const app = next({ dev: false, hostname: 'localhost', port, dir: process.cwd() })
const handle = app.getRequestHandler()
await app.prepare()

// gzip once per distinct body, not once per request (scripts/compression.mjs; Next's own
// compression is off in next.config.ts)
const gzipCache = new GzipCache()

// The connection's address, for the unlock limiter (lib/lock/client-address.ts): App Router
// handlers cannot see the socket. A client's own header of that name is replaced, never kept.
const REMOTE_ADDRESS_HEADER = 'x-leafpress-remote-address'
function passRemoteAddress(req) {
  const address = req.socket.remoteAddress ?? ''
  req.headers[REMOTE_ADDRESS_HEADER] = address.startsWith('::ffff:') ? address.slice(7) : address
}

const server = http.createServer((req, res) => {
  // a 400, not the 500 Next's render would throw (scripts/router-state.mjs)
  if (refuseUnreadableRouterState(req, res)) return
  passRemoteAddress(req)
  // Vary merged, not replaced, and kept off answers that do not vary; a stale page not kept as
  // fresh, and an answer to Next's client router not kept at all, by a cache in front
  // (scripts/cache-headers.mjs)
  settleCacheHeaders(req, res)
  compressResponse(req, res, gzipCache)
  return handle(req, res)
})
server.keepAliveTimeout = 65_000
server.listen(port, bind, () => {
  console.log(`Leafpress is serving on http://${bind ?? 'localhost'}:${port}`)
})
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 3000).unref()
  })
}
