// The few official API calls the source makes, with pagination followed and every answer checked
// for the shape the converter needs: a malformed answer is an error (the store then keeps its
// last good data), never an empty page.
import { Client, LogLevel } from '@notionhq/client'
import { throttledFetch, type FetchLike, type Throttle } from '../throttle'
import type { BlockObject, DatabaseObject, DataSourceObject, PageObject } from './shapes'

export interface OfficialApiOptions {
  token: string
  /** another address than https://api.notion.com (the tests' local server) */
  baseUrl?: string
  /** per HTTP request, queueing in the throttle not included */
  timeoutMs?: number
  throttle?: Throttle
  fetch?: FetchLike
  /** called for every HTTP request to Notion (request counts of `npm run sync`) */
  onRequest?: () => void
}

function checked<T>(value: unknown, check: (v: Record<string, unknown>) => boolean, what: string): T {
  if (!value || typeof value !== 'object' || !check(value as Record<string, unknown>)) {
    throw new Error(`malformed answer from the Notion API to ${what}`)
  }
  return value as T
}

const isList = (v: Record<string, unknown>) => Array.isArray(v.results)

export class OfficialApi {
  private client: Client
  /** Data sources found to hold more rows than one query returns: read in windows from now on. */
  private large = new Set<string>()

  constructor(opts: OfficialApiOptions) {
    const timeoutMs = opts.timeoutMs ?? 15_000
    const base = opts.fetch ?? ((url, init) => fetch(url, init))
    // The timeout goes on each request as it leaves the throttle (and aborts it), not around the
    // wait in the queue: a sync of many pages queues for minutes without a request timing out.
    const timed: FetchLike = (url, init) => {
      opts.onRequest?.()
      return base(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    }
    this.client = new Client({
      auth: opts.token,
      baseUrl: opts.baseUrl,
      fetch: opts.throttle ? throttledFetch(opts.throttle, timed) : timed,
      timeoutMs: 24 * 60 * 60_000,
      // 429s are the throttle's; other failures go to the store, which keeps the last good data.
      retry: false,
      logLevel: LogLevel.ERROR,
    })
  }

  async database(id: string): Promise<DatabaseObject> {
    const res = await this.client.databases.retrieve({ database_id: id })
    return checked(res, (v) => v.object === 'database' && Array.isArray(v.data_sources), `databases.retrieve(${id})`)
  }

  async dataSource(id: string): Promise<DataSourceObject> {
    const res = await this.client.dataSources.retrieve({ data_source_id: id })
    return checked(res, (v) => v.object === 'data_source' && !!v.properties && typeof v.properties === 'object', `dataSources.retrieve(${id})`)
  }

  /**
   * Every row of a data source. One query returns at most 10,000 rows (Notion's per-query cap:
   * it then stops with `has_more: false` and `request_status` incomplete), so a larger data
   * source is read in created_time windows, each a new query with its own cap. Below the cap
   * the rows come in the order Notion answers them; above it, by created_time.
   */
  async rows(dataSourceId: string): Promise<PageObject[]> {
    if (!this.large.has(dataSourceId)) {
      const all = await this.query(dataSourceId)
      if (!all.capped) return all.rows
      this.large.add(dataSourceId)
    }
    const rows = new Map<string, PageObject>()
    let from: string | undefined
    for (;;) {
      const part = await this.query(dataSourceId, { from })
      // Rows created in the window's first minute were in the last window too.
      for (const r of part.rows) if (!rows.has(r.id)) rows.set(r.id, r)
      if (!part.capped) return [...rows.values()]
      // created_time is kept to the minute: more rows in one minute than a query returns
      // cannot be reached by time, and a database without them is not the database.
      if (!part.lastCreated || part.lastCreated === from) {
        throw new Error(
          `dataSources.query(${dataSourceId}) stops at ${part.rows.length} rows a query, and more rows than that were created at ` +
            `${part.lastCreated ?? 'one time'}: received ${rows.size} rows where more exist`,
        )
      }
      from = part.lastCreated
    }
  }

  /**
   * One query followed to its end: every page, by cursor. With a window, oldest first, from its
   * `from` (created then or later) if any. `capped` when Notion says the query hit its cap.
   */
  private async query(dataSourceId: string, window?: { from?: string }): Promise<{ rows: PageObject[]; capped: boolean; lastCreated?: string }> {
    const rows: PageObject[] = []
    let capped = false
    let lastCreated: string | undefined
    let cursor: string | undefined
    const seen = new Set<string>()
    do {
      const res = await this.client.dataSources.query({
        data_source_id: dataSourceId,
        page_size: 100,
        start_cursor: cursor,
        ...(window && { sorts: [{ timestamp: 'created_time', direction: 'ascending' }] }),
        ...(window?.from && { filter: { timestamp: 'created_time', created_time: { on_or_after: window.from } } }),
      })
      const what = `dataSources.query(${dataSourceId})`
      const list = checked<{ results: unknown[]; has_more?: boolean; next_cursor?: string | null; request_status?: { type?: string } }>(res, isList, what)
      for (const r of list.results) {
        if (isPage(r)) rows.push(r)
        // wiki data sources may list other objects: they carry created_time too
        const created = (r as { created_time?: unknown } | null)?.created_time
        if (typeof created === 'string') lastCreated = created
      }
      capped ||= list.request_status?.type === 'incomplete'
      cursor = list.has_more ? (list.next_cursor ?? undefined) : undefined
      // A list that says more follows but gives no way to it is cut short: an error, not fewer rows.
      if (list.has_more && !cursor) throw new Error(`${what} says more rows follow (has_more) but gives no next_cursor: received ${rows.length} rows where more exist`)
      if (cursor && seen.has(cursor)) throw new Error(`${what} answered the cursor ${cursor} twice: received ${rows.length} rows where more exist`)
      if (cursor) seen.add(cursor)
    } while (cursor)
    return { rows, capped, lastCreated }
  }

  async page(id: string): Promise<PageObject> {
    const res = await this.client.pages.retrieve({ page_id: id })
    if (!isPage(res)) throw new Error(`malformed answer from the Notion API to pages.retrieve(${id})`)
    return res
  }

  async block(id: string): Promise<BlockObject> {
    const res = await this.client.blocks.retrieve({ block_id: id })
    return checked(res, (v) => v.object === 'block' && typeof v.type === 'string', `blocks.retrieve(${id})`)
  }

  /** All children of a block, every page of them. */
  async children(id: string): Promise<BlockObject[]> {
    const out: BlockObject[] = []
    let cursor: string | undefined
    do {
      const res = await this.client.blocks.children.list({ block_id: id, page_size: 100, start_cursor: cursor })
      const list = checked<{ results: unknown[]; has_more?: boolean; next_cursor?: string | null }>(res, isList, `blocks.children.list(${id})`)
      for (const b of list.results) {
        const block = b as Partial<BlockObject>
        // Partial blocks (no type) are blocks the integration may not read.
        if (block?.object === 'block' && typeof block.id === 'string' && typeof block.type === 'string') out.push(block as BlockObject)
      }
      cursor = list.has_more ? (list.next_cursor ?? undefined) : undefined
      // as for rows: a list cut short is an error, never a shorter page
      if (list.has_more && !cursor) throw new Error(`blocks.children.list(${id}) says more blocks follow (has_more) but gives no next_cursor: received ${out.length} blocks where more exist`)
    } while (cursor)
    return out
  }
}

function isPage(v: unknown): v is PageObject {
  const p = v as Partial<PageObject> | null
  return !!p && p.object === 'page' && typeof p.id === 'string' && !!p.properties && typeof p.properties === 'object'
}

/** True for Notion's "no such object / no access" answers, as opposed to failures. */
export function isNotFound(err: unknown): boolean {
  const e = err as { status?: number; code?: string } | null
  return e?.code === 'object_not_found' || e?.status === 404 || e?.code === 'restricted_resource'
}
