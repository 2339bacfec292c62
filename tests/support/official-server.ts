// A local server speaking the official Notion API (version 2025-09-03, data sources) for tests and
// benchmarks: databases.retrieve, dataSources.retrieve / query, pages.retrieve, blocks.retrieve
// and blocks.children.list, paginated with cursors as Notion does (queries capped at Notion's
// 10,000 rows with request_status incomplete), answering Notion's error objects, checking the
// bearer token, and injecting the same failures as notion-server.ts (latency, 429 with
// Retry-After, 500, timeouts, malformed bodies) and queries broken off without a cursor.
//
// Builders below write data in the API's own JSON shapes (rich text with annotations, property
// values, blocks); `workspaceFromRecordMap` turns a record-map database (the sample) into rows.
import { Faults, listenLocal, type Fault, type FaultControls } from './faults'

type Json = Record<string, any>

export interface OfficialWorkspace {
  database: Json
  dataSource: Json
  /** rows, in query order (also answered by pages.retrieve) */
  pages: Json[]
  /** block or page id → its child blocks, in order */
  children: Record<string, Json[]>
}

export interface OfficialServer {
  baseUrl: string
  workspace: OfficialWorkspace
  calls: Array<{ method: string; path: string; body: any }>
  setFault(f: Exclude<Fault, 'empty'>, opts?: { retryAfter?: number; times?: number }): void
  setLatency: FaultControls['setLatency']
  /**
   * A server that breaks off data source queries: after `rows` rows of a query, the page answers
   * `has_more: true` without a `next_cursor`. Null (the default) answers as Notion does.
   */
  breakOffQueries(rows: number | null): void
  close(): Promise<void>
}

/** Notion's cap on the rows one data source query returns, whatever the pages (its docs). */
export const QUERY_RESULT_LIMIT = 10_000

const compact = (id: string) => id.replace(/-/g, '').toLowerCase()

// ---------------------------------------------------------------------------------------------
// builders

const PLAIN = { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default' }

export function text(content: string, annotations: Partial<typeof PLAIN> = {}, link?: string): Json {
  return {
    type: 'text',
    text: { content, link: link ? { url: link } : null },
    annotations: { ...PLAIN, ...annotations },
    plain_text: content,
    href: link ?? null,
  }
}

export function mention(m: Json, plain: string): Json {
  return { type: 'mention', mention: m, annotations: { ...PLAIN }, plain_text: plain, href: null }
}

export function equation(expression: string): Json {
  return { type: 'equation', equation: { expression }, annotations: { ...PLAIN }, plain_text: expression, href: null }
}

let counter = 0
/** A fresh dashed UUID (deterministic within a run). */
export function uuid(): string {
  const hex = (++counter).toString(16).padStart(12, '0')
  return `0ff1c1a1-0000-4000-8000-${hex}`
}

const stamp = { created_time: '2026-01-05T08:00:00.000Z', last_edited_time: '2026-01-06T09:30:00.000Z' }
const user = { object: 'user', id: '7e57e57e-0000-4000-8000-000000000001' }

export interface BlockSpec {
  type: string
  data?: Json
  children?: BlockSpec[]
  id?: string
}

export const block = (type: string, data: Json = {}, children?: BlockSpec[], id?: string): BlockSpec => ({ type, data, children, id })

/** Adds `specs` as the content of `parentId`, recursively; returns the blocks. */
export function addContent(ws: OfficialWorkspace, parentId: string, specs: BlockSpec[]): Json[] {
  const blocks = specs.map((s) => {
    const id = s.id ?? uuid()
    const b = {
      object: 'block',
      id,
      parent: { type: 'page_id', page_id: parentId },
      ...stamp,
      created_by: user,
      last_edited_by: user,
      has_children: !!s.children?.length,
      archived: false,
      in_trash: false,
      type: s.type,
      [s.type]: s.data ?? {},
    }
    if (s.children?.length) addContent(ws, id, s.children)
    return b
  })
  ws.children[parentId] = [...(ws.children[parentId] ?? []), ...blocks]
  return blocks
}

export function page(id: string, dataSourceId: string, databaseId: string, properties: Json, extra: Json = {}): Json {
  return {
    object: 'page',
    id,
    ...stamp,
    created_by: user,
    last_edited_by: user,
    cover: null,
    icon: null,
    parent: { type: 'data_source_id', data_source_id: dataSourceId, database_id: databaseId },
    archived: false,
    in_trash: false,
    is_locked: false,
    properties,
    url: `https://www.notion.so/${compact(id)}`,
    public_url: null,
    ...extra,
  }
}

export function emptyWorkspace(databaseId: string, dataSourceId: string, title: string, properties: Json): OfficialWorkspace {
  return {
    database: {
      object: 'database',
      id: databaseId,
      title: [text(title)],
      description: [],
      parent: { type: 'workspace', workspace: true },
      is_inline: false,
      in_trash: false,
      archived: false,
      is_locked: false,
      ...stamp,
      created_by: user,
      last_edited_by: user,
      data_sources: [{ id: dataSourceId, name: title }],
      icon: { type: 'emoji', emoji: '🥗' },
      cover: null,
      url: `https://www.notion.so/${compact(databaseId)}`,
      public_url: null,
    },
    dataSource: {
      object: 'data_source',
      id: dataSourceId,
      title: [text(title)],
      description: [],
      parent: { type: 'database_id', database_id: databaseId },
      database_parent: { type: 'workspace', workspace: true },
      is_inline: false,
      in_trash: false,
      archived: false,
      ...stamp,
      created_by: user,
      last_edited_by: user,
      properties,
      icon: null,
      cover: null,
      url: `https://www.notion.so/${compact(dataSourceId)}`,
      public_url: null,
    },
    pages: [],
    children: {},
  }
}

const OFFICIAL_TYPES: Record<string, string> = { text: 'rich_text', person: 'people', file: 'files' }
const unbox = (b: any) => (b?.value?.value && !b.value.id ? b.value.value : b?.value)
const plain = (v: any) => (Array.isArray(v) ? v.map((s: any) => (Array.isArray(s) && s[0] !== '‣' ? s[0] : '')).join('') : '')
const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The rows of a record-map database (e.g. content/sample/database.json) as the official API would
 * answer them: property ids URL-encoded, values in the API's shapes, covers as signed file URLs.
 */
export function workspaceFromRecordMap(rm: any): OfficialWorkspace {
  const blocks = Object.values(rm.block).map(unbox)
  const root = blocks.find((b: any) => b.type === 'collection_view_page' || b.type === 'collection_view')
  const collection = unbox(Object.values(rm.collection)[0])
  const properties: Json = {}
  for (const [key, prop] of Object.entries<any>(collection.schema)) {
    const type = OFFICIAL_TYPES[prop.type] ?? prop.type
    const options = prop.options?.map((o: any) => ({ id: o.id, name: o.value, color: o.color, description: null }))
    properties[prop.name] = { id: encodeURIComponent(key), name: prop.name, description: null, type, [type]: options ? { options } : {} }
  }
  const ws = emptyWorkspace(root.id, collection.id, plain(collection.name), properties)
  const rowIds: string[] = Object.values<any>(Object.values<any>(rm.collection_query)[0])[0].collection_group_results.blockIds
  for (const id of rowIds) {
    const row = unbox(rm.block[id])
    const values: Json = {}
    for (const [key, prop] of Object.entries<any>(collection.schema)) {
      const v = row.properties?.[key]
      const type = OFFICIAL_TYPES[prop.type] ?? prop.type
      const value =
        type === 'title' || type === 'rich_text'
          ? plain(v) ? [text(plain(v))] : []
          : type === 'select'
            ? plain(v) ? { id: 'opt', name: plain(v), color: 'default' } : null
            : type === 'multi_select'
              ? plain(v).split(',').filter(Boolean).map((name: string) => ({ id: 'opt', name, color: 'default' }))
              : type === 'date'
                ? v ? { start: v[0][1][0][1].start_date, end: v[0][1][0][1].end_date ?? null, time_zone: null } : null
                : null
      values[prop.name] = { id: encodeURIComponent(key), type, [type]: value }
    }
    const cover = row.format?.page_cover
    ws.pages.push(
      page(id, collection.id, root.id, values, {
        created_time: iso(row.created_time),
        last_edited_time: iso(row.last_edited_time),
        icon: row.format?.page_icon ? { type: 'emoji', emoji: row.format.page_icon } : null,
        cover: cover
          ? { type: 'file', file: { url: `https://prod-files-secure.s3.us-west-2.amazonaws.com/space/${compact(id)}${cover.replace('/files', '')}?X-Amz-Signature=abc&X-Amz-Expires=3600`, expiry_time: '2026-01-06T10:30:00.000Z' } }
          : null,
      }),
    )
  }
  return ws
}

// ---------------------------------------------------------------------------------------------
// server

export async function startOfficialServer(
  workspace: OfficialWorkspace,
  opts: {
    token?: string
    pageSize?: number
    latencyMs?: number
    /** rows one data source query returns at most (QUERY_RESULT_LIMIT unless told) */
    queryResultLimit?: number
  } = {},
): Promise<OfficialServer> {
  const token = opts.token ?? 'secret_test'
  const faults = new Faults(opts.latencyMs)
  const calls: OfficialServer['calls'] = []
  let breakOff: number | null = null

  const error = (status: number, code: string, message: string) => ({ status, body: { object: 'error', status, code, message } })
  const notFound = (id: string) => error(404, 'object_not_found', `Could not find block with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`)

  function paginate(items: Json[], size: unknown, cursor: unknown) {
    const pageSize = Math.min(Number(size) || 100, 100, opts.pageSize ?? 100)
    const start = cursor ? Number(cursor) : 0
    const results = items.slice(start, start + pageSize)
    const more = start + pageSize < items.length
    return { object: 'list', results, next_cursor: more ? String(start + pageSize) : null, has_more: more, type: 'block', block: {} }
  }

  /**
   * dataSources.query as Notion answers it: the rows the filter keeps, in the sort's order, in
   * pages; a query (one filter and sort) returns at most `queryResultLimit` rows, then stops
   * with `has_more: false` and `request_status` incomplete on every page. Supports what the
   * source sends: no filter or a created_time bound, no sort or created_time ascending.
   */
  function queryDataSource(body: Json): { status: number; body: unknown } {
    let rows = workspace.pages
    const { filter, sorts } = body
    if (filter) {
      const from = filter.timestamp === 'created_time' ? filter.created_time?.on_or_after : undefined
      if (typeof from !== 'string') return error(400, 'validation_error', `unsupported filter: ${JSON.stringify(filter)}`)
      rows = rows.filter((p) => Date.parse(p.created_time) >= Date.parse(from))
    }
    if (sorts?.length) {
      const [sort] = sorts
      if (sorts.length > 1 || sort.timestamp !== 'created_time' || sort.direction !== 'ascending') {
        return error(400, 'validation_error', `unsupported sorts: ${JSON.stringify(sorts)}`)
      }
      rows = [...rows].sort((a, b) => Date.parse(a.created_time) - Date.parse(b.created_time))
    }
    const limit = opts.queryResultLimit ?? QUERY_RESULT_LIMIT
    const capped = rows.length > limit
    const list = paginate(rows.slice(0, limit), body.page_size, body.start_cursor)
    const start = body.start_cursor ? Number(body.start_cursor) : 0
    if (breakOff !== null && start + list.results.length >= breakOff) {
      list.results = list.results.slice(0, Math.max(0, breakOff - start))
      list.has_more = true
      list.next_cursor = null
    }
    return {
      status: 200,
      body: {
        ...list,
        type: 'page_or_data_source',
        page_or_data_source: {},
        ...(capped ? { request_status: { type: 'incomplete', incomplete_reason: 'query_result_limit_reached' } } : {}),
      },
    }
  }

  function findBlock(id: string): Json | undefined {
    for (const list of Object.values(workspace.children)) {
      const hit = list.find((b) => compact(b.id) === id)
      if (hit) return hit
    }
    const p = workspace.pages.find((x) => compact(x.id) === id)
    if (p) {
      const title = Object.values<any>(p.properties).find((v) => v.type === 'title')?.title?.map((t: any) => t.plain_text).join('') ?? ''
      return { object: 'block', id: p.id, type: 'child_page', child_page: { title }, has_children: !!workspace.children[p.id]?.length, ...stamp }
    }
  }

  function route(method: string, path: string, query: URLSearchParams, body: any): { status: number; body: unknown } {
    const parts = path.split('/').filter(Boolean) // v1, resource, id, sub
    const [, resource, rawId = '', sub] = parts
    const id = compact(rawId)
    if (resource === 'databases' && method === 'GET') {
      return id === compact(workspace.database.id) ? { status: 200, body: workspace.database } : notFound(rawId)
    }
    if (resource === 'data_sources' && id === compact(workspace.dataSource.id)) {
      if (method === 'GET' && !sub) return { status: 200, body: workspace.dataSource }
      if (method === 'POST' && sub === 'query') return queryDataSource(body ?? {})
    }
    if (resource === 'data_sources') return notFound(rawId)
    if (resource === 'pages' && method === 'GET') {
      const p = workspace.pages.find((x) => compact(x.id) === id)
      return p ? { status: 200, body: p } : notFound(rawId)
    }
    if (resource === 'blocks' && method === 'GET') {
      if (sub === 'children') {
        const key = Object.keys(workspace.children).find((k) => compact(k) === id)
        if (!key && !findBlock(id)) return notFound(rawId)
        return { status: 200, body: paginate(key ? workspace.children[key] : [], query.get('page_size'), query.get('start_cursor')) }
      }
      const b = findBlock(id)
      return b ? { status: 200, body: b } : notFound(rawId)
    }
    return error(400, 'invalid_request_url', `Invalid request URL: ${method} ${path}`)
  }

  const { url: baseUrl, close } = await listenLocal((req, res) => {
    let raw = ''
    req.on('data', (d) => (raw += d))
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      let body: any = null
      try {
        body = raw ? JSON.parse(raw) : null
      } catch {}
      calls.push({ method: req.method ?? 'GET', path: url.pathname, body })
      await faults.delay()
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers })
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload))
      }
      if (req.headers.authorization !== `Bearer ${token}`) {
        return send(401, { object: 'error', status: 401, code: 'unauthorized', message: 'API token is invalid.' })
      }
      const fault = faults.take()
      if (fault) {
        if (fault === 'timeout') return // never answers; the client's timeout fires
        if (fault === '429') {
          return send(429, { object: 'error', status: 429, code: 'rate_limited', message: 'You have been rate limited. Please try again in a few minutes.' }, { 'retry-after': String(faults.retryAfter) })
        }
        if (fault === '500') return send(500, { object: 'error', status: 500, code: 'internal_server_error', message: 'Unexpected error occurred.' })
        if (fault === 'malformed') return send(200, '{"object":"list","results":[{"object":"pa')
      }
      const out = route(req.method ?? 'GET', url.pathname, url.searchParams, body)
      send(out.status, out.body)
    })
  })
  return {
    baseUrl,
    workspace,
    calls,
    setFault: (f, o) => faults.setFault(f, o),
    setLatency: (ms) => faults.setLatency(ms),
    breakOffQueries: (rows) => void (breakOff = rows),
    close,
  }
}
