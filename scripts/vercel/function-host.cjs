// One instance of one Vercel Node.js function (Build Output API v3), run the way the platform's
// Node launcher runs it: the folder's `.vc-config.json` names the handler file; the handler is
// required from the function's own folder (Next's launchers chdir there themselves) and called
// per request, as `(req, res)` on Node's http objects, or — `useWebApi: true` (Next's proxy /
// middleware) — as `(Request) => Response`. The platform's request context
// (`Symbol.for('@vercel/request-context')`) gives the handler `waitUntil`; the instance lives on
// after the response until its pending work ends, like a warm function.
//
// Usage (by scripts/vercel/instances.mjs): node function-host.cjs <function folder>
// Prints `READY <port>` once listening on 127.0.0.1.
'use strict'
const fs = require('node:fs')
const http = require('node:http')
const path = require('node:path')
const { AsyncLocalStorage } = require('node:async_hooks')
const { Readable } = require('node:stream')

const dir = path.resolve(process.argv[2])
const config = JSON.parse(fs.readFileSync(path.join(dir, '.vc-config.json'), 'utf8'))
if (config.launcherType !== 'Nodejs') throw new Error(`launcherType ${config.launcherType} is not emulated`)

const context = new AsyncLocalStorage()
globalThis[Symbol.for('@vercel/request-context')] = { get: () => context.getStore() }
const pending = new Set()
const waitUntil = (p) => {
  const tracked = Promise.resolve(p).catch((err) => console.error('[function-host] waitUntil rejected:', err))
  pending.add(tracked)
  tracked.finally(() => pending.delete(tracked))
}

let handler
function load() {
  if (handler) return handler
  const mod = require(path.join(dir, config.handler))
  handler = typeof mod === 'function' ? mod : mod.default
  if (typeof handler !== 'function') throw new Error(`${config.handler} exports no handler`)
  return handler
}

async function webApi(req, res) {
  const url = `${req.headers['x-forwarded-proto'] || 'http'}://${req.headers.host}${req.url}`
  const headers = new Headers()
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1])
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(url, { method: req.method, headers, body: hasBody ? Readable.toWeb(req) : undefined, duplex: 'half' })
  const response = await load()(request)
  const out = {}
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return
    out[name] = value
  })
  const cookies = response.headers.getSetCookie?.() ?? []
  if (cookies.length) out['set-cookie'] = cookies
  res.writeHead(response.status, out)
  if (response.body) for await (const chunk of response.body) res.write(chunk)
  res.end()
}

const server = http.createServer((req, res) => {
  context.run({ waitUntil }, async () => {
    try {
      if (config.useWebApi) await webApi(req, res)
      else await load()(req, res)
    } catch (err) {
      console.error('[function-host] handler failed:', err)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('FUNCTION_INVOCATION_FAILED')
    }
  })
})
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => {
  // Load at start like a cold start does before the first request is answered.
  try {
    load()
  } catch (err) {
    console.error('[function-host] cannot load the handler:', err)
    process.exit(1)
  }
  process.stdout.write(`READY ${server.address().port}\n`)
})
