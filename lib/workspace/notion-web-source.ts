// Notion's web API (the unofficial one public pages use) through notion-client. Works with
// public workspaces and, with NOTION_TOKEN_V2, private ones. NOTION_API_BASE_URL points it at
// another address (a proxy, or the local Notion-compatible server of the tests).
import { NotionAPI } from 'notion-client'
import type { ExtendedRecordMap } from 'notion-types'
import { getBlockCollectionId, getBlockValue, getPageContentBlockIds } from 'notion-utils'
import { isTransient, markPartial } from './partial'
import { normalizeRecordMap, unbox } from './records'
import type { FileRef, WorkspaceSource } from './types'

export interface NotionWebOptions {
  databasePageId: string
  apiBaseUrl?: string
  authToken?: string
  timeoutMs?: number
  /** called for every HTTP request to Notion (request counts of `npm run sync`) */
  onRequest?: () => void
  /** where an unreadable database view is reported (once per page and view) */
  log?: (msg: string) => void
}

/** The first query's limit: notion-client's default, so databases below it answer as before. */
const FIRST_QUERY_LIMIT = 999
/** The largest limit asked for; a view with more rows than this fails rather than shrinking. */
const MAX_QUERY_LIMIT = 1_000_000

interface ViewRef {
  collectionId: string
  viewId: string
  spaceId?: string
}

type ResultGroup = { type?: string; blockIds?: unknown; hasMore?: boolean; total?: number }
type CollectionAnswer = {
  result?: { reducerResults?: Record<string, ResultGroup | undefined> }
  recordMap: Partial<ExtendedRecordMap>
}

/** Every view of the page's database blocks (the database page itself, or inline databases). */
function viewsOf(rm: ExtendedRecordMap): ViewRef[] {
  const views: ViewRef[] = []
  for (const id of getPageContentBlockIds(rm)) {
    const block = getBlockValue(rm.block[id] as never) as { type?: string; view_ids?: string[]; space_id?: string } | undefined
    if (block?.type !== 'collection_view' && block?.type !== 'collection_view_page') continue
    const collectionId = getBlockCollectionId(block as never, rm)
    if (!collectionId) continue
    for (const viewId of block.view_ids ?? []) views.push({ collectionId, viewId, spaceId: block.space_id })
  }
  return views
}

/** Adds one view's answer to the map, as notion-client's getPage does. */
function merge(rm: ExtendedRecordMap, v: ViewRef, data: CollectionAnswer) {
  const part = data.recordMap
  rm.block = { ...rm.block, ...part.block }
  rm.collection = { ...rm.collection, ...part.collection }
  rm.collection_view = { ...rm.collection_view, ...part.collection_view }
  rm.notion_user = { ...rm.notion_user, ...part.notion_user }
  rm.collection_query[v.collectionId] = { ...rm.collection_query[v.collectionId], [v.viewId]: data.result?.reducerResults as never }
}

/**
 * How far an answer to a query of `limit` rows falls short of its rows, or null when it holds
 * them all. Every reducer with row ids counts (a grouped view has one per group, each with the
 * limit): one that says `hasMore`, or whose `total` exceeds its ids, was cut. `stuck` when one
 * was cut below the limit: the server truncates on its own, and a larger limit will not help.
 */
function shortfall(results: Record<string, ResultGroup | undefined> | undefined, limit: number) {
  let received = 0
  let total: number | undefined = 0
  let short = false
  let stuck = false
  for (const group of Object.values(results ?? {})) {
    if (!group || !Array.isArray(group.blockIds)) continue
    const n = group.blockIds.length
    const t = typeof group.total === 'number' && group.total > n ? group.total : undefined
    received += n
    if (group.hasMore !== true && t === undefined) {
      if (total !== undefined) total += n
      continue
    }
    short = true
    stuck ||= n < limit
    total = total !== undefined && t !== undefined ? total + t : undefined
  }
  return short ? { received, total, stuck } : null
}

/**
 * Ids per syncRecordValues request of `editedTimes`: one request a window answers for this many
 * sub-pages (page blocks only, a few hundred bytes each, not their content).
 */
export const WEB_EDITED_TIMES_BATCH = 100

/** Views already reported as unreadable: a page loaded again must not log them again. */
const reported = new Set<string>()
const MAX_REPORTED = 1000

export class NotionWebSource implements WorkspaceSource {
  readonly kind = 'notion-web'
  private api: NotionAPI

  constructor(private opts: NotionWebOptions) {
    this.api = new NotionAPI({
      apiBaseUrl: opts.apiBaseUrl || undefined,
      authToken: opts.authToken || undefined,
      // Retries and backoff are the store's job; one attempt per call here keeps failures visible.
      ofetchOptions: { timeout: opts.timeoutMs ?? 15_000, retry: 0, onRequest: opts.onRequest && (() => opts.onRequest!()) },
    })
  }

  private get callOptions() {
    // per call too: notion-client gives collection queries their own 60 s timeout otherwise
    return { timeout: this.opts.timeoutMs ?? 15_000, retry: 0 }
  }

  /**
   * The database's rows are the site: every view is read whole (see queryView), and a query
   * that fails or stays truncated fails the load (the store keeps the last good data and logs it).
   */
  async getDatabase(): Promise<ExtendedRecordMap> {
    const rm = await this.api.getPage(this.opts.databasePageId, {
      fetchCollections: false,
      signFileUrls: false,
      ofetchOptions: this.callOptions,
    })
    const views = viewsOf(rm)
    // three at a time, as notion-client does; the throttle paces them across the process
    for (let i = 0; i < views.length; i += 3) {
      const answers = await Promise.all(views.slice(i, i + 3).map((v) => this.queryView(rm, v)))
      answers.forEach((data, k) => merge(rm, views[i + k], data))
    }
    return normalizeRecordMap(rm)
  }

  /**
   * One page. Its inline databases are queried one view at a time, and a view that cannot be
   * queried (a linked database the viewer cannot read, a deleted source, another workspace's
   * view: Notion answers 400) is left without a query result: every other block of the page
   * still renders, and the renderer shows that view's title with a notice.
   */
  async getPage(pageId: string): Promise<ExtendedRecordMap> {
    const recordMap = await this.api.getPage(pageId, {
      fetchCollections: false,
      // Signed URLs expire within the hour, long before a cached page does: the image path signs
      // each file when it is first asked for (signFileUrl) instead of every page load paying a
      // getSignedFileUrls request.
      signFileUrls: false,
      ofetchOptions: this.callOptions,
    })
    const transient = await this.loadViews(pageId, recordMap)
    const rm = normalizeRecordMap(recordMap)
    return transient ? markPartial(rm) : rm
  }

  /**
   * Queries every view of the page's database blocks, as notion-client would, but per view.
   * True when a view failed for a reason that may pass (see partial.ts).
   */
  private async loadViews(pageId: string, rm: ExtendedRecordMap): Promise<boolean> {
    const views = viewsOf(rm)
    let transient = false
    for (let i = 0; i < views.length; i += 3) {
      const failures = await Promise.all(views.slice(i, i + 3).map((v) => this.loadView(pageId, rm, v)))
      transient ||= failures.some((err) => err !== null && isTransient(err))
    }
    return transient
  }

  /** Merges one view's query into the map; the error when it cannot be queried, else null. */
  private async loadView(pageId: string, rm: ExtendedRecordMap, v: ViewRef): Promise<unknown> {
    try {
      merge(rm, v, await this.queryView(rm, v))
      return null
    } catch (err) {
      const key = `${pageId}:${v.viewId}`
      if (reported.has(key)) return err
      if (reported.size < MAX_REPORTED) reported.add(key)
      const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode
      ;(this.opts.log ?? ((m: string) => console.warn(m)))(
        `[leafpress] notion-web: database view ${v.viewId} (collection ${v.collectionId}) on page ${pageId} cannot be read` +
          `${status ? ` (status ${status})` : ''}: ${(err as Error).message}; the page is shown without it`,
      )
      return err
    }
  }

  /**
   * All rows of one view. Notion's web API answers a query with its first `limit` rows and
   * `hasMore` (sometimes a `total`), but has no cursor: the only way to the rest is to ask
   * again with a larger limit. We start at notion-client's 999 (what small databases always
   * got) and grow; an answer still short of its rows when a larger limit cannot help (the
   * server filled less than the limit, or the limit reached MAX_QUERY_LIMIT) is an error,
   * never a smaller site.
   */
  private async queryView(rm: ExtendedRecordMap, v: ViewRef): Promise<CollectionAnswer> {
    const view = getBlockValue(rm.collection_view[v.viewId] as never)
    let limit = FIRST_QUERY_LIMIT
    for (;;) {
      const data = (await this.api.getCollectionData(v.collectionId, v.viewId, view, {
        limit,
        spaceId: v.spaceId,
        ofetchOptions: this.callOptions,
      })) as CollectionAnswer
      const short = shortfall(data.result?.reducerResults, limit)
      if (!short) return data
      if (short.stuck || limit >= MAX_QUERY_LIMIT) {
        const expected = short.total !== undefined ? `${short.total}` : `more than ${short.received}`
        throw new Error(
          `database view ${v.viewId} (collection ${v.collectionId}) answered ${short.received} rows where ${expected} exist ` +
            `(query limit ${limit}); a truncated database is not used`,
        )
      }
      // a known total, with room for rows added meanwhile; else ten times more
      limit = Math.min(MAX_QUERY_LIMIT, short.total !== undefined ? short.total + 100 : limit * 10)
    }
  }

  readonly editedTimesBatch = WEB_EDITED_TIMES_BATCH

  /** One syncRecordValues request for the page blocks themselves: their last_edited_time. */
  async editedTimes(ids: string[]): Promise<Map<string, number>> {
    const answer = await this.api.getBlocks(ids.slice(0, WEB_EDITED_TIMES_BATCH), this.callOptions)
    const times = new Map<string, number>()
    for (const [id, box] of Object.entries((answer?.recordMap?.block ?? {}) as Record<string, unknown>)) {
      const time = Number(unbox<{ last_edited_time?: unknown }>(box as never)?.last_edited_time)
      if (time > 0) times.set(id, time)
    }
    return times
  }

  async signFileUrl(url: string, ref: FileRef): Promise<string | null> {
    const { signedUrls } = await this.api.getSignedFileUrls(
      [{ url, permissionRecord: { table: ref.table, id: ref.id } }],
      { timeout: this.opts.timeoutMs ?? 15_000, retry: 0 },
    )
    return signedUrls?.[0] ?? null
  }
}
