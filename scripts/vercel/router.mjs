// Vercel's routing of a Build Output API folder (`.vercel/output/config.json`, version 3), as a
// local http server in front of the function instances (scripts/vercel/instances.mjs).
//
// What it follows of the platform, phase by phase (`handle` entries split the routes):
// - the routes before `filesystem`: `src` (anchored regular expression, named and numbered
//   groups substituted into `dest` and `headers`), `has`/`missing` (header, cookie, query, host),
//   `headers`, `status`, `dest` (a rewrite, query merged into the request's), `continue`,
//   `check`, redirects (`Location` + 3xx), and the middleware route (`middlewarePath`): the
//   proxy function is invoked with the request as it came; a response without
//   `x-middleware-next`/`x-middleware-rewrite` is the answer, else routing goes on with its
//   rewrite, its request headers (`x-middleware-override-headers`) and its response headers;
// - then the filesystem (static files, `overrides`, functions, prerender fallbacks), the
//   `filesystem`, `rewrite` and `resource` phases (a `check` rewrite that finds nothing runs the
//   `miss` routes), `hit` (headers of a found output) and `error` (the 404/500 outputs);
// - a function is invoked with the rewritten path and query, `x-matched-path` (its path) and
//   `x-now-route-matches` (the named groups of the route that chose it), as the platform does
//   for Next's minimal-mode server; a prerendered output with a fallback file is served from it.
// What it does not: the edge cache (ISR outputs are not cached or revalidated by the router: a
// function without a fallback file renders every request), edge functions, image optimization,
// cron, compression, regions.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'application/javascript; charset=utf-8', '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp',
  '.avif': 'image/avif', '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.otf': 'font/otf',
  '.map': 'application/json', '.webmanifest': 'application/manifest+json', '.rsc': 'text/x-component', '.pdf': 'application/pdf',
}
const COLD_HEADER = 'x-emulator-cold'

/** A route's `src`, matched against the whole path like the platform does */
function regex(src) {
  return new RegExp(src.startsWith('^') ? src : `^(?:${src})$`)
}

/** `$1`, `$name` in `s` from a match. */
function substitute(s, m) {
  return s.replace(/\$(\d+|[a-zA-Z_][a-zA-Z0-9_]*)/g, (_, key) => {
    const v = /^\d+$/.test(key) ? m[Number(key)] : m.groups?.[key]
    return v ?? ''
  })
}

function cookiesOf(header) {
  const out = {}
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim()
  }
  return out
}

/** has/missing conditions of a route, against the request state. */
function conditions(route, st) {
  const test = (c) => {
    let value
    if (c.type === 'header') value = st.headers[c.key.toLowerCase()]
    else if (c.type === 'cookie') value = cookiesOf(st.headers.cookie)[c.key]
    else if (c.type === 'query') value = st.query.get(c.key) ?? undefined
    else if (c.type === 'host') value = st.headers.host
    if (value === undefined) return false
    if (c.value === undefined) return true
    return typeof c.value === 'string' ? new RegExp(`^${c.value}$`).test(value) : false
  }
  return (route.has ?? []).every(test) && !(route.missing ?? []).some(test)
}

export class Router {
  /**
   * @param {string} output `.vercel/output`
   * @param {Map<string, object>} functions from materialize()
   * @param {import('./instances.mjs').Instances} instances
   */
  constructor(output, functions, instances) {
    this.output = output
    this.functions = functions
    this.instances = instances
    this.config = JSON.parse(fs.readFileSync(path.join(output, 'config.json'), 'utf8'))
    if (this.config.version !== 3) throw new Error(`config.json version ${this.config.version}: only 3 is emulated`)
    this.phases = new Map([[null, []]])
    let phase = null
    for (const r of this.config.routes) {
      if (r.handle) this.phases.set((phase = r.handle), [])
      else this.phases.get(phase).push({ ...r, re: regex(r.src) })
    }
    this.overrides = new Map()
    for (const [file, o] of Object.entries(this.config.overrides ?? {})) this.overrides.set('/' + (o.path ?? file), { file, contentType: o.contentType })
    /** invocations per function name (`_middleware` is the proxy) */
    this.invocations = new Map()
    /** what served each request: [{ path, served, function?, status }] */
    this.trace = []
  }

  count(name) {
    this.invocations.set(name, (this.invocations.get(name) ?? 0) + 1)
  }

  /** A static file, an override, a function or a prerender fallback at `p`, or null. */
  lookup(p) {
    let pathname
    try {
      pathname = decodeURIComponent(p)
    } catch {
      pathname = p
    }
    const ov = this.overrides.get(pathname)
    if (ov) return { kind: 'static', file: path.join(this.output, 'static', ov.file), contentType: ov.contentType }
    const file = path.join(this.output, 'static', pathname)
    if (!file.startsWith(path.join(this.output, 'static') + path.sep)) return null
    if (pathname !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) return { kind: 'static', file }
    const fnPath = pathname === '/' ? '/index' : pathname.replace(/\/$/, '')
    const fn = this.functions.get(fnPath)
    if (fn) {
      const base = path.join(this.output, 'functions', fnPath)
      const prerender = fs.existsSync(`${base}.prerender-config.json`) ? JSON.parse(fs.readFileSync(`${base}.prerender-config.json`, 'utf8')) : null
      const fallback = ['.prerender-fallback.html', '.prerender-fallback.body', '.prerender-fallback.rsc', '.prerender-fallback.json']
        .map((ext) => base + ext)
        .find((f) => fs.existsSync(f))
      return { kind: 'function', fn, fnPath, prerender, fallback }
    }
    return null
  }

  /**
   * Runs one phase's routes over the state. Returns { final } (a response decided), { hit }
   * (a `check` rewrite found an output) or {}.
   */
  async phase(name, st) {
    for (const route of this.phases.get(name) ?? []) {
      const m = route.re.exec(st.path)
      if (!m || !conditions(route, st)) continue
      if (name === 'error' && route.status !== st.status) continue
      if (route.middlewarePath) {
        const out = await this.middleware(route.middlewarePath, st)
        if (out.final) return out
        if (!route.continue) break
        continue
      }
      if (route.headers) {
        for (const [k, v] of Object.entries(route.headers)) st.resHeaders[k.toLowerCase()] = substitute(v, m)
      }
      if (route.status) st.status = route.status
      const location = st.resHeaders.location
      if (location && st.status >= 300 && st.status < 400) return { final: { status: st.status, headers: st.resHeaders, body: '' } }
      if (route.dest) {
        const dest = new URL(substitute(route.dest, m), 'http://n')
        st.path = dest.pathname
        for (const [k, v] of dest.searchParams) if (!st.query.has(k)) st.query.append(k, v)
        st.routeMatches = m.groups ?? null
        if (route.check) {
          const hit = this.lookup(st.path)
          if (hit) return { hit }
          // a rewrite to nothing: the `miss` routes, then the next phase
          for (const miss of this.phases.get('miss') ?? []) {
            const mm = miss.re.exec(st.path)
            if (!mm || !conditions(miss, st)) continue
            if (miss.headers) for (const [k, v] of Object.entries(miss.headers)) st.resHeaders[k.toLowerCase()] = substitute(v, mm)
            if (miss.status) st.status = miss.status
            if (miss.dest) {
              const d = new URL(substitute(miss.dest, mm), 'http://n')
              st.path = d.pathname
              const h = this.lookup(st.path)
              if (h) return { hit: h }
            }
            if (!miss.continue) break
          }
        }
      }
      if (!route.continue) break
    }
    return {}
  }

  /** The proxy (middleware) function: the request as it came in. */
  async middleware(middlewarePath, st) {
    const fn = this.functions.get(middlewarePath)
    if (!fn) throw new Error(`no function ${middlewarePath} for the middleware route`)
    this.count(fn.name)
    st.invoked.push(fn.name)
    const inst = await this.instances.get(fn, st.cold)
    const res = await forward(inst, { method: st.method, url: st.originalUrl, headers: st.headers, body: st.body })
    const h = res.headers
    const rewrite = h['x-middleware-rewrite']
    const next = h['x-middleware-next']
    if (!rewrite && !next) {
      // the proxy answered (a redirect, a 400, a 503…)
      return { final: { status: res.status, headers: { ...st.resHeaders, ...strip(h) }, body: res.body } }
    }
    const override = h['x-middleware-override-headers']
    if (override) {
      const keep = new Set(String(override).split(',').map((s) => s.trim()))
      for (const k of Object.keys(st.headers)) if (!keep.has(k)) delete st.headers[k]
      for (const k of keep) {
        const v = h[`x-middleware-request-${k}`]
        if (v === undefined) delete st.headers[k]
        else st.headers[k] = v
      }
    }
    for (const [k, v] of Object.entries(strip(h))) st.resHeaders[k] = v
    if (res.status !== 200) st.status = res.status
    if (rewrite) {
      const u = new URL(rewrite, `http://${st.headers.host}`)
      st.path = u.pathname
      st.query = new URLSearchParams(u.search)
    }
    return {}
  }

  async serve(hit, st) {
    const status = st.status
    if (hit.kind === 'static') {
      const ext = path.extname(hit.file).toLowerCase()
      const body = fs.readFileSync(hit.file)
      this.trace.push({ path: st.originalUrl, served: 'static' })
      return { status: status ?? 200, headers: { 'content-type': hit.contentType ?? TYPES[ext] ?? 'application/octet-stream', ...st.resHeaders }, body }
    }
    if (hit.fallback && hit.prerender && st.method === 'GET') {
      // the prerendered output (the platform's cache holds it until it revalidates)
      const p = hit.prerender
      const headers = { ...(p.initialHeaders ?? {}), ...st.resHeaders }
      this.trace.push({ path: st.originalUrl, served: 'prerender', function: hit.fn.name })
      return { status: status ?? p.initialStatus ?? 200, headers, body: fs.readFileSync(hit.fallback) }
    }
    const fn = hit.fn
    this.count(fn.name)
    st.invoked.push(fn.name)
    const inst = await this.instances.get(fn, st.cold)
    const url = st.path + (st.query.size ? `?${st.query}` : '')
    const headers = { ...st.headers, 'x-matched-path': hit.fnPath }
    if (st.routeMatches) headers['x-now-route-matches'] = new URLSearchParams(Object.entries(st.routeMatches).filter(([, v]) => v !== undefined)).toString()
    const res = await forward(inst, { method: st.method, url, headers, body: st.body })
    this.trace.push({ path: st.originalUrl, served: 'function', function: fn.name, status: res.status })
    // route and proxy headers over the function's, as Next's own server keeps the proxy's
    return { status: st.status && st.status !== 200 && res.status === 200 ? st.status : res.status, headers: { ...res.headers, ...st.resHeaders }, body: res.body }
  }

  async handle(req) {
    const url = new URL(req.url, 'http://n')
    const headers = { ...req.headers }
    const cold = headers[COLD_HEADER] === '1'
    delete headers[COLD_HEADER]
    headers['x-forwarded-host'] ??= headers.host
    headers['x-forwarded-proto'] ??= 'http'
    headers['x-forwarded-for'] ??= '127.0.0.1'
    headers['x-real-ip'] ??= '127.0.0.1'
    headers['x-vercel-id'] = `dev1::${Math.random().toString(36).slice(2, 12)}`
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(await req.toArray())
    const st = {
      method: req.method, originalUrl: req.url, path: url.pathname, query: url.searchParams, headers, body, cold,
      resHeaders: {}, status: undefined, routeMatches: null, invoked: [],
    }
    let r = await this.phase(null, st)
    if (r.final) return { ...r.final, invoked: st.invoked }
    let hit = r.hit ?? this.lookup(st.path)
    for (const name of ['filesystem', 'rewrite', 'resource']) {
      if (hit) break
      r = await this.phase(name, st)
      if (r.final) return { ...r.final, invoked: st.invoked }
      hit = r.hit ?? (name === 'filesystem' ? this.lookup(st.path) : null)
      if (st.status >= 400) break
    }
    if (hit && !(st.status >= 400 && hit.kind === 'static' && st.path !== '/404')) {
      await this.phase('hit', st)
      return { ...(await this.serve(hit, st)), invoked: st.invoked }
    }
    // nothing found: the error outputs
    st.status ??= 404
    const errState = { ...st, path: st.path }
    r = await this.phase('error', errState)
    const errHit = r.hit ?? this.lookup(errState.path)
    if (errHit) return { ...(await this.serve(errHit, { ...errState, status: st.status })), invoked: st.invoked }
    return { status: st.status, headers: { 'content-type': 'text/plain', ...st.resHeaders }, body: 'NOT_FOUND', invoked: st.invoked }
  }

  listen() {
    const server = http.createServer(async (req, res) => {
      try {
        const out = await this.handle(req)
        const headers = { ...out.headers }
        delete headers['content-length']
        delete headers['transfer-encoding']
        delete headers['connection']
        headers['x-emulator-invoked'] = out.invoked.join(',') || 'none'
        res.writeHead(out.status, headers)
        res.end(req.method === 'HEAD' ? undefined : out.body)
      } catch (err) {
        console.error('[router]', req.url, err)
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
        res.end(String(err?.stack ?? err))
      }
    })
    return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
  }
}

/** headers of a middleware answer that are the platform's, not the client's */
function strip(h) {
  const out = {}
  for (const [k, v] of Object.entries(h)) {
    if (k.startsWith('x-middleware-') || k === 'content-length' || k === 'transfer-encoding' || k === 'connection' || k === 'keep-alive') continue
    out[k] = v
  }
  return out
}

/** One request to an instance; the whole answer. */
function forward(inst, { method, url, headers, body }) {
  return new Promise((resolve, reject) => {
    const h = { ...headers }
    delete h['content-length']
    delete h['transfer-encoding']
    delete h['connection']
    if (body) h['content-length'] = String(body.length)
    const req = http.request({ host: '127.0.0.1', port: inst.port, method, path: url, headers: h }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}
