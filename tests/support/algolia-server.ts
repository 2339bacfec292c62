// A local stand-in for Algolia's search API, enough for algoliasearch v5 as Leafpress uses it:
// the browser's lite client (POST /1/indexes/*/queries, /1/indexes/{index}/query) and the
// indexing command (PUT settings, POST batch with addObject/updateObject/deleteObject, clear,
// browse with a cursor, GET task). Records live in memory. Keys are checked like Algolia does:
// the search-only key may search and nothing else. CORS is open, as Algolia's is, so a page on
// another port can query it. Matching is deliberately simple (every query word as a
// case-insensitive substring of a searchable attribute; the attribute order ranks), which is
// all the tests need: the shape of requests and answers is what is under test.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type Rec = Record<string, unknown> & { objectID: string }

export interface AlgoliaCall {
  method: string
  path: string
  /** 'admin', 'search' or 'invalid' */
  key: string
  body: unknown
}

export interface RunningAlgolia {
  /** http://127.0.0.1:<port>, for ALGOLIA_HOST */
  url: string
  appId: string
  adminKey: string
  searchKey: string
  indexes: Map<string, Map<string, Rec>>
  settings: Map<string, Record<string, unknown>>
  calls: AlgoliaCall[]
  /** the next `count` requests answer `status` with an Algolia-style error */
  failNext: (status: number, count?: number) => void
  stop: () => Promise<void>
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
}

class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message)
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export async function startAlgoliaServer(opts: { appId?: string; adminKey?: string; searchKey?: string } = {}): Promise<RunningAlgolia> {
  const appId = opts.appId ?? 'LEAFPRESSAPP'
  const adminKey = opts.adminKey ?? 'admin-key-for-tests-only'
  const searchKey = opts.searchKey ?? 'search-only-key-for-tests'
  const indexes = new Map<string, Map<string, Rec>>()
  const settings = new Map<string, Record<string, unknown>>()
  const calls: AlgoliaCall[] = []
  let failures: { status: number; count: number } | null = null
  let taskID = 1

  const index = (name: string) => {
    let records = indexes.get(name)
    if (!records) indexes.set(name, (records = new Map()))
    return records
  }

  function searchableAttributes(name: string, record: Rec): string[] {
    const configured = settings.get(name)?.searchableAttributes as string[] | undefined
    if (configured) return configured.map((a) => a.replace(/^unordered\((.*)\)$/, '$1'))
    return Object.keys(record).filter((k) => k !== 'objectID')
  }

  const textOf = (value: unknown) => (Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '')

  function highlight(value: unknown, words: string[]) {
    const text = textOf(value)
    const lower = text.toLowerCase()
    const found = words.filter((w) => lower.includes(w))
    let out = escapeHtml(text)
    for (const w of found) out = out.replace(new RegExp(escapeHtml(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), (m) => `<em>${m}</em>`)
    return { value: out, matchLevel: found.length === 0 ? 'none' : found.length === words.length ? 'full' : 'partial', matchedWords: found }
  }

  function query(name: string, raw: Record<string, unknown>) {
    const records = indexes.get(name)
    if (!records) throw new HttpError(404, 'Index does not exist')
    // v5 sends the parameters flattened; older clients as one `params` query string
    const params = typeof raw.params === 'string' ? { ...raw, ...Object.fromEntries(new URLSearchParams(raw.params)) } : raw
    const q = String(params.query ?? '')
    const page = Number(params.page ?? 0)
    const hitsPerPage = Number(params.hitsPerPage ?? 20)
    const words = q.toLowerCase().split(/\s+/).filter(Boolean)
    const ranked: Array<{ rec: Rec; rank: number }> = []
    for (const rec of records.values()) {
      const attrs = searchableAttributes(name, rec)
      const rankOf = (w: string) => attrs.findIndex((a) => textOf(rec[a]).toLowerCase().includes(w))
      const ranks = words.map(rankOf)
      if (ranks.some((r) => r < 0)) continue
      ranked.push({ rec, rank: ranks.length ? Math.min(...ranks) : 0 })
    }
    ranked.sort((a, b) => a.rank - b.rank || a.rec.objectID.localeCompare(b.rec.objectID))
    const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ rec }) => ({
      ...rec,
      _highlightResult: Object.fromEntries(['title', 'summary'].filter((a) => a in rec).map((a) => [a, highlight(rec[a], words)])),
    }))
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query: q,
      params: new URLSearchParams({ query: q, page: String(page), hitsPerPage: String(hitsPerPage) }).toString(),
      index: name,
    }
  }

  function batch(name: string, requests: Array<{ action: string; body: Record<string, unknown> }>) {
    const records = index(name)
    const ids: string[] = []
    for (const { action, body } of requests) {
      const id = String(body.objectID ?? `auto-${taskID}-${ids.length}`)
      ids.push(id)
      if (action === 'addObject' || action === 'updateObject') records.set(id, { ...body, objectID: id })
      else if (action === 'partialUpdateObject') records.set(id, { ...records.get(id), ...body, objectID: id })
      else if (action === 'deleteObject') records.delete(id)
      else if (action === 'clear') records.clear()
      else throw new HttpError(400, `Unknown action ${action}`)
    }
    return { taskID: taskID++, objectIDs: ids }
  }

  function browse(name: string, body: Record<string, unknown>) {
    const all = [...(indexes.get(name)?.values() ?? [])]
    const from = Number(body.cursor ?? 0)
    const size = Number(body.hitsPerPage ?? 1000)
    const fields = body.attributesToRetrieve as string[] | undefined
    const hits = all.slice(from, from + size).map((r) => (fields ? Object.fromEntries(Object.entries(r).filter(([k]) => k === 'objectID' || fields.includes(k))) : r))
    const next = from + size < all.length ? String(from + size) : undefined
    return { hits, nbHits: all.length, page: 0, nbPages: 1, hitsPerPage: size, processingTimeMS: 1, query: '', params: '', ...(next ? { cursor: next } : {}) }
  }

  function route(method: string, parts: string[], body: Record<string, unknown>, admin: boolean) {
    const needAdmin = () => {
      if (!admin) throw new HttpError(403, 'Method not allowed with this API key')
    }
    // parts: ['1', 'indexes', name, action?, ...]
    if (parts[0] !== '1' || parts[1] !== 'indexes' || !parts[2]) throw new HttpError(404, 'Not found')
    const name = parts[2]
    const action = parts.slice(3).join('/')
    if (method === 'POST' && name === '*' && action === 'queries') {
      const requests = (body.requests as Array<Record<string, unknown>>) ?? []
      return { results: requests.map((r) => query(String(r.indexName), r)) }
    }
    if (method === 'POST' && action === 'query') return query(name, body)
    if (method === 'POST' && action === 'browse') return needAdmin(), browse(name, body)
    if (method === 'POST' && action === 'batch') return needAdmin(), batch(name, (body.requests as never) ?? [])
    if (method === 'POST' && action === 'clear') return needAdmin(), index(name).clear(), { taskID: taskID++, updatedAt: new Date().toISOString() }
    if (method === 'PUT' && action === 'settings') {
      needAdmin()
      index(name)
      settings.set(name, { ...settings.get(name), ...body })
      return { taskID: taskID++, updatedAt: new Date().toISOString() }
    }
    if (method === 'GET' && action === 'settings') return settings.get(name) ?? {}
    if (method === 'GET' && parts[3] === 'task') return { status: 'published', pendingTask: false }
    throw new HttpError(404, `Not found: ${method} /${parts.join('/')}`)
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x')
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CORS })
        res.end(JSON.stringify(payload))
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS)
        return res.end()
      }
      const header = (name: string) => (req.headers[name] as string | undefined) ?? url.searchParams.get(name) ?? ''
      const key = header('x-algolia-api-key')
      const role = header('x-algolia-application-id') !== appId ? 'invalid' : key === adminKey ? 'admin' : key === searchKey ? 'search' : 'invalid'
      let body: Record<string, unknown> = {}
      try {
        const text = Buffer.concat(chunks).toString('utf8')
        if (text) body = JSON.parse(text)
      } catch {
        return send(400, { message: 'Invalid JSON', status: 400 })
      }
      calls.push({ method: req.method ?? 'GET', path: url.pathname, key: role, body })
      if (failures && failures.count > 0) {
        failures.count--
        return send(failures.status, { message: 'Injected failure', status: failures.status })
      }
      if (role === 'invalid') return send(403, { message: 'Invalid Application-ID or API key', status: 403 })
      try {
        const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
        send(200, route(req.method ?? 'GET', parts, body, role === 'admin'))
      } catch (err) {
        const status = err instanceof HttpError ? err.status : 500
        send(status, { message: (err as Error).message, status })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    appId,
    adminKey,
    searchKey,
    indexes,
    settings,
    calls,
    failNext: (status, count = 1) => (failures = { status, count }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
