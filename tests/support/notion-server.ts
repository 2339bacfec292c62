// A local Notion-compatible server for tests and benchmarks: it answers the unofficial API's
// endpoints (loadPageChunk, queryCollection, syncRecordValuesMain, getSignedFileUrls) from a
// set of record maps (real fixtures or a snapshot folder), and can inject Notion's failures:
// latency, 429 with Retry-After, 500, timeouts, malformed bodies, empty databases and answers
// that hold fewer rows than the database has. queryCollection honours the loader's limit.
import fs from 'node:fs'
import path from 'node:path'
import { Faults, listenLocal, type Fault, type FaultControls } from './faults'

type Box = { role: string; value: Record<string, any> }
type Table = Record<string, Box>

export interface Universe {
  block: Table
  collection: Table
  collection_view: Table
  notion_user: Table
  /** collectionId → viewId → row ids */
  queries: Record<string, Record<string, string[]>>
}

export type { Fault } from './faults'

export interface NotionServerOptions {
  latencyMs?: number
  /** answer records in Notion's 2026 shape `{ spaceId, value: { value, role } }` */
  wrap2026?: boolean
}

const unboxValue = (b: any) => (b?.value?.value && !b.value.id ? b.value.value : b?.value)

export function emptyUniverse(): Universe {
  return { block: {}, collection: {}, collection_view: {}, notion_user: {}, queries: {} }
}

/** Adds a record map (either record shape) to the universe. */
export function addRecordMap(u: Universe, rm: any) {
  for (const t of ['block', 'collection', 'collection_view', 'notion_user'] as const) {
    for (const [id, box] of Object.entries(rm?.[t] ?? {})) {
      const value = unboxValue(box)
      if (value) u[t][id] = { role: (box as any).role ?? 'reader', value }
    }
  }
  for (const [cid, views] of Object.entries(rm?.collection_query ?? {})) {
    for (const [vid, res] of Object.entries(views as Record<string, any>)) {
      const ids = res?.collection_group_results?.blockIds ?? res?.blockIds ?? []
      ;(u.queries[cid] ??= {})[vid] = ids
    }
  }
}

export function universeFromSnapshot(dir: string): Universe {
  const u = emptyUniverse()
  addRecordMap(u, JSON.parse(fs.readFileSync(path.join(dir, 'database.json'), 'utf8')))
  const pages = path.join(dir, 'pages')
  for (const f of fs.readdirSync(pages)) addRecordMap(u, JSON.parse(fs.readFileSync(path.join(pages, f), 'utf8')))
  return u
}

export interface NotionServer {
  url: string
  apiBaseUrl: string
  universe: Universe
  /** requests seen, by endpoint */
  calls: Array<{ endpoint: string; body: any }>
  setFault: FaultControls['setFault']
  setLatency: FaultControls['setLatency']
  /**
   * queryCollection for these view ids answers with this status (Notion answers 400 for a
   * linked database the viewer cannot read); delete an entry to heal it.
   */
  viewFaults: Map<string, number>
  /**
   * A Notion that truncates: every query answers at most `rows` ids whatever its limit, and says
   * so only with `hasMore: true` ('hasMore') or only with a `total` above the ids ('total').
   * Null (the default) answers as Notion does.
   */
  truncate(t: Truncation | null): void
  close(): Promise<void>
}

export interface Truncation {
  rows: number
  says: 'hasMore' | 'total'
}

export async function startNotionServer(universe: Universe, opts: NotionServerOptions = {}): Promise<NotionServer> {
  const faults = new Faults(opts.latencyMs)
  const calls: NotionServer['calls'] = []
  const viewFaults = new Map<string, number>()
  let truncation: Truncation | null = null

  const box = (b: Box) => (opts.wrap2026 ? { spaceId: 'space', value: { value: b.value, role: b.role } } : b)
  const pick = (t: Table, ids: Iterable<string>) => {
    const out: Record<string, unknown> = {}
    for (const id of ids) if (t[id]) out[id] = box(t[id])
    return out
  }

  function pageChunk(pageId: string) {
    const ids = new Set<string>()
    const collections = new Set<string>()
    const views = new Set<string>()
    const users = new Set<string>()
    const visit = (id: string, depth: number) => {
      const b = universe.block[id]?.value
      if (!b || ids.has(id)) return
      ids.add(id)
      if (b.collection_id) collections.add(b.collection_id)
      for (const v of b.view_ids ?? []) views.add(v)
      if (b.created_by_id) users.add(b.created_by_id)
      // descend into content, but not into sub-pages (Notion loads those separately)
      if (depth > 0 && (b.type === 'page' || b.type === 'collection_view_page')) return
      for (const c of b.content ?? []) visit(c, depth + 1)
    }
    visit(pageId, 0)
    const parent = universe.block[pageId]?.value
    if (parent?.parent_table === 'block' && universe.block[parent.parent_id]) ids.add(parent.parent_id)
    return {
      recordMap: {
        block: pick(universe.block, ids),
        collection: pick(universe.collection, collections),
        collection_view: pick(universe.collection_view, views),
        notion_user: pick(universe.notion_user, users),
      },
      cursor: { stack: [] },
    }
  }

  function handle(endpoint: string, body: any): unknown {
    switch (endpoint) {
      case 'loadPageChunk':
        return pageChunk(body.pageId)
      case 'queryCollection': {
        const cid = body.collection?.id
        const vid = body.collectionView?.id
        const all: string[] = faults.fault === 'empty' ? [] : universe.queries[cid]?.[vid] ?? Object.values(universe.queries[cid] ?? {})[0] ?? []
        // As Notion: the first `limit` rows (notion-client asks for 999 unless told otherwise),
        // and when more exist, hasMore with the real total. There is no cursor: a client that
        // wants more asks again with a larger limit.
        const requested = Number(body.loader?.reducers?.collection_group_results?.limit)
        const limit = Math.min(Number.isFinite(requested) && requested >= 0 ? requested : all.length, truncation?.rows ?? Infinity)
        const ids = all.slice(0, limit)
        const more = ids.length < all.length
        const group =
          !more ? { type: 'results', blockIds: ids, hasMore: false }
          : truncation?.says === 'total' ? { type: 'results', blockIds: ids, hasMore: false, total: all.length }
          : truncation?.says === 'hasMore' ? { type: 'results', blockIds: ids, hasMore: true }
          : { type: 'results', blockIds: ids, hasMore: true, total: all.length }
        return {
          result: { type: 'reducer', reducerResults: { collection_group_results: group } },
          recordMap: { block: pick(universe.block, ids), collection: pick(universe.collection, [cid]), collection_view: pick(universe.collection_view, [vid]) },
        }
      }
      case 'syncRecordValuesMain':
      case 'getRecordValues': {
        const out: Record<string, Record<string, unknown>> = {}
        for (const r of body.requests ?? []) {
          const t = (universe as any)[r.table] as Table | undefined
          if (t?.[r.id]) (out[r.table] ??= {})[r.id] = box(t[r.id])
        }
        return { recordMap: out }
      }
      case 'getSignedFileUrls':
        return { signedUrls: (body.urls ?? []).map((u: any) => `${u.url}${u.url.includes('?') ? '&' : '?'}signed=1`) }
      default:
        return null
    }
  }

  const { url, close } = await listenLocal((req, res) => {
    let raw = ''
    req.on('data', (d) => (raw += d))
    req.on('end', async () => {
      const endpoint = (req.url ?? '').split('?')[0].split('/').pop() ?? ''
      let body: any = {}
      try {
        body = raw ? JSON.parse(raw) : {}
      } catch {}
      calls.push({ endpoint, body })
      await faults.delay()
      const viewStatus = endpoint === 'queryCollection' ? viewFaults.get(body?.collectionView?.id) : undefined
      if (viewStatus) {
        res.writeHead(viewStatus, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ errorId: 'x', name: viewStatus === 400 ? 'ValidationError' : 'InternalServerError', message: 'Cannot query this collection view' }))
      }
      const fault = faults.take()
      if (fault) {
        if (fault === 'timeout') return // never answer; the client's timeout fires
        if (fault === '429') {
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(faults.retryAfter) })
          return res.end(JSON.stringify({ errorId: 'x', name: 'RateLimitedError', message: 'Too many requests' }))
        }
        if (fault === '500') {
          res.writeHead(500, { 'content-type': 'application/json' })
          return res.end(JSON.stringify({ name: 'InternalServerError' }))
        }
        if (fault === 'malformed') {
          res.writeHead(200, { 'content-type': 'application/json' })
          return res.end('{"recordMap": {"block": ')
        }
      }
      const out = handle(endpoint, body)
      if (out === null) {
        res.writeHead(404, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ name: 'NotFound', endpoint }))
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(out))
    })
  })
  return {
    url,
    apiBaseUrl: `${url}/api/v3`,
    universe,
    calls,
    setFault: (f, o) => faults.setFault(f, o),
    setLatency: (ms) => faults.setLatency(ms),
    viewFaults,
    truncate: (t) => void (truncation = t),
    close,
  }
}

/**
 * Changes the first paragraph of a page (compact or dashed id) in a universe the server serves;
 * `edited` moves the page's last-edited time too. Throws when the page has no paragraph.
 */
export function editFirstParagraph(u: Universe, id: string, text: string, edited = false) {
  const uuid = Object.keys(u.block).find((k) => k.replace(/-/g, '') === id.replace(/-/g, ''))
  const page = uuid ? u.block[uuid].value : undefined
  const para = ((page?.content ?? []) as string[]).map((c) => u.block[c]?.value).find((b) => b?.type === 'text' && b.properties?.title)
  if (!page || !para) throw new Error(`no paragraph to edit on page ${id}`)
  para.properties.title = [[text]]
  if (edited) page.last_edited_time = Date.now()
}

/** Sets a row's property (by its column name in the database schema) in the universe. */
export function setRowProperty(u: Universe, id: string, column: string, value: unknown, edited = true) {
  const uuid = Object.keys(u.block).find((k) => k.replace(/-/g, '') === id.replace(/-/g, ''))
  const row = uuid ? u.block[uuid].value : undefined
  const schema = Object.values(u.collection)
    .map((c) => c.value?.schema as Record<string, { name: string }> | undefined)
    .find((s) => s && Object.values(s).some((p) => p.name === column))
  const prop = schema && Object.keys(schema).find((k) => schema[k].name === column)
  if (!row || !prop) throw new Error(`no row ${id} or column ${column}`)
  row.properties = { ...row.properties, [prop]: value }
  if (edited) row.last_edited_time = Date.now()
}

/** A Notion date property value: a date, a time and its zone, as Notion's decorations hold them. */
export function notionDate(date: string, time?: string, zone?: string) {
  return [['‣', [['d', { type: time ? 'datetime' : 'date', start_date: date, ...(time ? { start_time: time } : {}), ...(zone ? { time_zone: zone } : {}) }]]]]
}
