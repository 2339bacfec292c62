// The one cached layer between sources and pages.
//
// - The database is fresh for `ttlMs`; after that the next reader triggers a refresh and waits
//   for it up to `graceMs`, then gets the last good data while the refresh finishes in the
//   background (stale-while-revalidate). Concurrent loads of one key share one promise.
// - A page is fetched again only when the database says its last-edited time changed.
// - Pages are held in an LRU bounded by bytes (`pageBudgetBytes`, LEAFPRESS_PAGE_CACHE_MB): an
//   evicted page is loaded again when next needed (from the shared cache when there is one).
//   Reads that walk every page (search indexing, the sub-page crawl) pass `scan`: they keep what
//   they load only while there is room, so they never push out the pages readers come back to.
// - A failed or obviously broken refresh keeps the last good data (stale-if-error); the failure
//   is logged, never cached, and the next read retries.
// - Before any data was ever loaded, a failure surfaces as DataUnavailableError: the proxy
//   answers 503; for the body of an article never loaded, the route shows the row with a notice.
// - With several instances, an optional shared cache (Redis) sits between this memory and the
//   source: a database another instance loaded within the ttl, or a page at the version the
//   database names, is taken from it instead of the source; every source load is written to it.
import type { ExtendedRecordMap } from 'notion-types'
import { ByteLru } from '@/lib/util/byte-lru'
import { hashStrings } from '@/lib/search/hash'
import { DEFAULT_PAGE_CACHE_MB } from '@/lib/config/deployment'
import { isPartial } from './partial'
import { getBlock, slimDatabase, slimRow, toUuid } from './records'
import { noSharedCache, type DataChange, type SharedCache, type SharedEntry } from './shared-data'
import { SubPageVersions } from './sub-page-versions'
import type { FileRef, WorkspaceSource } from './types'

/**
 * How long the shared cache keeps what we write. Longer than the ttl on purpose: a database
 * older than the ttl is never used as fresh, but it lets a new instance that starts during a
 * Notion outage serve the site instead of a 503. Old page versions expire on their own.
 */
const SHARED_KEEP_MS = 7 * 24 * 3600_000

/** The version of a page entry whose answer lacked something that may load later (partial.ts). */
const PARTIAL = -1

/** Default byte budget of the pages held (LEAFPRESS_PAGE_CACHE_MB). */
export const DEFAULT_PAGE_BUDGET_BYTES = DEFAULT_PAGE_CACHE_MB * 2 ** 20
/** Ids of blocks carrying files, remembered after their page is evicted (ids only, ~100 bytes each). */
const MAX_FILE_BLOCKS = 100_000
/** Blocks whose files the renderer sends through the image path (besides covers and icons). */
const FILE_BLOCK_TYPES = new Set(['image', 'video', 'audio', 'file', 'pdf'])

export class DataUnavailableError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message)
    this.name = 'DataUnavailableError'
  }
}

/**
 * True for a DataUnavailableError from any copy of this module. The store is one per process
 * and is shared by bundles (the proxy's and the pages'), each with its own class, so
 * `instanceof` fails whenever another bundle created the store.
 */
export function isDataUnavailable(err: unknown): err is DataUnavailableError {
  return (err as Error | null)?.name === 'DataUnavailableError'
}

interface Entry {
  value?: ExtendedRecordMap
  loadedAt: number
  inflight?: Promise<ExtendedRecordMap>
  lastError?: string
}

/** A page held: its record map, when it was loaded and its last-edited time then (or PARTIAL). */
interface PageEntry {
  value: ExtendedRecordMap
  loadedAt: number
  version: number
}

/** A page load in flight: kept when it ends, or only offered when every reader was a scan. */
interface PageLoad {
  promise: Promise<ExtendedRecordMap>
  keep: boolean
}

/** How a page is read. */
export interface PageRead {
  /**
   * A walk over every page (search indexing, the sub-page crawl): a held copy is used without
   * making it recent, and a loaded one is kept only if it fits without evicting another.
   */
  scan?: boolean
}

/**
 * The size of a record map as held, estimated as the length of its JSON: consistent for any
 * source, about a sixth of the cost of parsing that JSON (done once per load, never per read);
 * the parsed map takes 1.25–1.5× that in the heap (measured on the synthetic workspaces).
 */
export function recordMapBytes(value: ExtendedRecordMap): number {
  return JSON.stringify(value).length
}

/**
 * A fingerprint of a record map's JSON (its length and hash) made one record at a time: no
 * string of the whole map is ever built.
 */
export function recordMapPrint(value: ExtendedRecordMap): string {
  let length = 0
  function* parts(): Generator<string> {
    for (const [table, records] of Object.entries(value)) {
      yield table
      length += table.length
      for (const [key, record] of Object.entries((records ?? {}) as Record<string, unknown>)) {
        const json = `${key}${JSON.stringify(record) ?? ''}`
        length += json.length
        yield json
      }
    }
  }
  const hash = hashStrings(parts())
  return `${length}:${hash}`
}

export interface StoreOptions {
  ttlMs: number
  graceMs?: number
  now?: () => number
  log?: (msg: string) => void
  /** other instances' loads (Redis when REDIS_URL is set); none by default */
  shared?: SharedCache
  /** bytes of pages held at most (recordMapBytes); DEFAULT_PAGE_BUDGET_BYTES by default */
  pageBudgetBytes?: number
  /**
   * Told of every change this store brought from the source (lib/freshness/publish.ts), before
   * the call that brought it returns: the pages that show it are expired through there.
   */
  onChange?: (change: StoreChange) => Promise<void>
}

/** Data this store brought from the source that differs from what it held. */
export interface StoreChange {
  /** the database held before, and now (the same object when only a page changed) */
  before: ExtendedRecordMap
  after: ExtendedRecordMap
  /** rows and sub-pages read again by id (a webhook named them), whatever their records say */
  rows: string[]
  subPages: string[]
  /** what other instances must read again to render from the same data (change-feed.ts) */
  logged: DataChange[]
}

/** How a reload is asked for. */
export interface ReloadOptions {
  /**
   * Following another instance's change (the change feed replays it): nothing is reported,
   * since that instance already did; a database read from the source still is.
   */
  follow?: boolean
}

/** How a forced refresh of the database reads. */
export interface RefreshOptions {
  /**
   * Another instance's load at least this recent (its loadedAt) is taken from the shared cache
   * instead of the source: the change feed replays a database change with the time of the load
   * that announced it. Without it, the source is read.
   */
  sharedSince?: number
}

/** Rows of the database: the ids its collection query lists. */
export function countRows(recordMap: ExtendedRecordMap): number {
  let n = 0
  for (const views of Object.values(recordMap.collection_query ?? {})) {
    for (const result of Object.values(views ?? {}) as unknown as Array<Record<string, unknown>>) {
      const group = (result?.collection_group_results ?? result) as { blockIds?: unknown[] }
      n = Math.max(n, Array.isArray(group?.blockIds) ? group.blockIds.length : 0)
    }
  }
  return n
}

/** Page load failures remembered for the status page. */
const MAX_FAILURES_KEPT = 500

export class WorkspaceStore {
  private db: Entry = { loadedAt: 0 }
  /** fingerprint of the database held (sameOrNew) */
  private dbPrint?: string
  private readonly pages: ByteLru<string, PageEntry>
  /** page loads in flight, apart from the LRU: evicting a page never drops a load of it */
  private readonly loads = new Map<string, PageLoad>()
  /** blocks with files of pages loaded (holds(): an evicted page's images can still be signed) */
  private readonly fileBlocks = new Set<string>()
  /** the sub-pages loaded or served here and their versions (checkSubPages) */
  private readonly subPages = new SubPageVersions()
  /** pages whose last load failed, with when and why (the status page); bounded, oldest dropped */
  private readonly failures = new Map<string, { at: number; error: string }>()
  private readonly now: () => number
  private readonly log: (msg: string) => void
  /** the cache instances share (Redis), or one that holds nothing; the search index shares through it too */
  readonly shared: SharedCache

  constructor(readonly source: WorkspaceSource, private opts: StoreOptions) {
    this.now = opts.now ?? Date.now
    this.log = opts.log ?? ((m) => console.warn(m))
    this.shared = opts.shared ?? noSharedCache
    this.pages = new ByteLru(opts.pageBudgetBytes ?? DEFAULT_PAGE_BUDGET_BYTES)
  }

  /** The database record map; never empty once loaded, whatever Notion does. */
  async getDatabase(): Promise<ExtendedRecordMap> {
    const e = this.db
    if (e.value && this.now() - e.loadedAt < this.opts.ttlMs) return e.value
    const refresh = (e.inflight ??= this.refreshDue())
    if (!e.value) return refresh
    return this.withGrace(refresh, e.value)
  }

  /**
   * The database for the request path (proxy.ts): what is held, at once, however stale; a stale
   * copy starts the same background refresh `getDatabase` would, without waiting for it. Only
   * before anything was ever loaded does it wait (and fail with DataUnavailableError). A cached
   * page must not wait for Notion: `getDatabase`'s grace wait would sit on every request of a
   * refresh window while Notion is slow.
   */
  async getDatabaseNow(): Promise<ExtendedRecordMap> {
    const e = this.db
    if (!e.value) return (e.inflight ??= this.refreshDatabase())
    if (this.now() - e.loadedAt >= this.opts.ttlMs) {
      // with data held, a failed refresh keeps it and logs: nothing to report here
      ;(e.inflight ??= this.refreshDue()).catch(() => undefined)
    }
    return e.value
  }

  /** The database as held now, without ever asking the source (what a change is compared with). */
  peekDatabase(): ExtendedRecordMap | undefined {
    return this.db.value
  }

  /**
   * A page changed in Notion (its webhook said so): loads it from the source now, whatever
   * last-edited time the database names, and puts its row as loaded into the database held, so
   * lists, tags and feeds show the change without a database query: one source call.
   * False when the page is not a row of the database held (new, moved in, or not this
   * workspace's): the caller refreshes the database instead.
   */
  async reloadPage(pageId: string, opts: ReloadOptions = {}): Promise<boolean> {
    const id = toUuid(pageId)
    const value = await this.fetchPage(id)
    const entry = this.keepPage(id, this.pageEntry(id, value, 0), true)
    if (!isPartial(value)) void this.shared.set(`page:${id}:${entry.version}`, { value, loadedAt: entry.loadedAt }, SHARED_KEEP_MS)
    const row = getBlock(value, id)
    const db = this.db.value
    if (!db || !getBlock(db, id) || row?.parent_table !== 'collection' || row.alive === false) return false
    // a new object: the site model is memoised per database object
    this.db.value = { ...db, block: { ...db.block, [id]: slimRow(value.block[id]) } }
    this.dbPrint = undefined
    const written = this.shared.set('database', { value: this.db.value, loadedAt: this.db.loadedAt }, SHARED_KEEP_MS)
    if (!opts.follow) {
      await written
      await this.changed({ before: db, after: this.db.value, rows: [id], subPages: [], logged: [{ kind: 'page', id }] })
    }
    return true
  }

  /**
   * A sub-page changed in Notion (its webhook said so): loads it from the source now and keeps
   * it as fresh for the ttl, for this instance and, through the shared cache, the others.
   */
  async reloadSubPage(pageId: string, opts: ReloadOptions = {}): Promise<void> {
    const id = toUuid(pageId)
    const value = await this.fetchPage(id)
    const entry = this.keepPage(id, this.pageEntry(id, value, 0), true)
    this.subPages.loaded(id, entry.version)
    if (!isPartial(value)) void this.shared.set(`subpage:${id}`, { value, loadedAt: entry.loadedAt }, SHARED_KEEP_MS)
    if (!opts.follow) await this.subPageChanged(id)
  }

  /** Reports that sub-page `id` changed: its pages expire on every instance, which read it again. */
  private async subPageChanged(id: string): Promise<void> {
    const db = this.db.value
    if (db) await this.changed({ before: db, after: db, rows: [], subPages: [id], logged: [{ kind: 'subpage', id }] })
  }

  /**
   * A rendered page of sub-page `pageId`, made from its version `version`, is about to be served
   * by a running server (lib/rendered-pages/handler.mjs asks): true when its pages need no time
   * window, because checkSubPages will see any edit after that version. False when the source
   * cannot tell last-edited times (the snapshot), or this process loaded a newer version.
   */
  watchSubPage(pageId: string, version: number): boolean {
    if (!this.source.editedTimes || !(version > 0)) return false
    return this.subPages.served(toUuid(pageId), version)
  }

  /**
   * The periodic check's look at sub-pages (lib/freshness/watch.ts): one request to the source
   * for the last-edited times of at most `editedTimesBatch` of the sub-pages known here, the
   * longest unchecked first; each one edited after the version known is read again and reported
   * (reloadSubPage). The ids read again; a failure is logged and left to the next window.
   */
  async checkSubPages(): Promise<string[]> {
    const ask = this.source.editedTimes?.bind(this.source)
    if (!ask) return []
    const ids = this.subPages.due(this.source.editedTimesBatch ?? 1, this.now())
    if (!ids.length) return []
    let times: Map<string, number>
    try {
      times = await ask(ids)
    } catch (err) {
      this.log(`[leafpress] ${this.source.kind}: the last-edited times of ${ids.length} sub-pages could not be read: ${(err as Error)?.message ?? err}`)
      return []
    }
    const changed = this.subPages.changed(new Map([...times].map(([id, t]) => [toUuid(id), t])))
    for (const id of changed) await this.reloadSubPage(id).catch(() => undefined)
    return changed
  }

  /**
   * Forces a refresh now (a webhook, the on-demand refresh endpoint, the status page's
   * re-check): from the source, unless another instance's load at least `sharedSince` recent
   * is in the shared cache (the change feed's replay of that instance's change).
   */
  async refresh(opts: RefreshOptions = {}): Promise<void> {
    this.db.loadedAt = 0
    await (this.db.inflight ??= this.refreshDatabase(opts.sharedSince ?? false)).catch(() => undefined)
  }

  /**
   * The periodic check of a running server (lib/freshness/watch.ts): the database read again
   * unless it was read (here, or by another instance) within the ttl. A change it brings from
   * the source is reported like any other.
   */
  async check(): Promise<void> {
    if (this.db.value && this.now() - this.db.loadedAt < this.opts.ttlMs) return
    await (this.db.inflight ??= this.refreshDue()).catch(() => undefined)
  }

  /**
   * The read a window that has passed asks for (the periodic check, or a reader). One instance
   * reads the source per window (a claim in Redis for the window); the others take its copy
   * once it is there, and its change through the change log. Without Redis, or while it is
   * down, each instance reads for itself.
   */
  private refreshDue(): Promise<ExtendedRecordMap> {
    // asked while the shared copy is read: a hanging Redis costs one timeout, not two
    const mine = this.db.value ? this.shared.claim('database-check', this.opts.ttlMs) : true
    return this.refreshDatabase(true, mine)
  }

  /** Reports a change (onChange); a failure to report is logged, never the reader's. */
  private async changed(change: StoreChange): Promise<void> {
    try {
      await this.opts.onChange?.(change)
    } catch (err) {
      this.log(`[leafpress] a data change could not be published: ${(err as Error)?.message ?? err}`)
    }
  }

  /**
   * A fetchable URL for a file of a record this store holds (the database, or a page loaded
   * through it), or null. Ids the store does not hold never reach the source, so a crafted
   * /image URL cannot make Leafpress call Notion for records of other workspaces.
   */
  async signFileUrl(url: string, ref: FileRef): Promise<string | null> {
    if (!this.source.signFileUrl || !this.holds(ref)) return null
    return this.source.signFileUrl(url, { ...ref, id: toUuid(ref.id) })
  }

  private holds(ref: FileRef): boolean {
    const id = toUuid(ref.id)
    const table = ref.table === 'collection' ? 'collection' : 'block'
    if (this.db.value?.[table]?.[id]) return true
    if (table === 'block' && this.fileBlocks.has(id)) return true
    for (const page of this.pages.values()) if (page.value[table]?.[id]) return true
    return false
  }

  /** Status for health checks and the 503 page. */
  status() {
    return { loaded: !!this.db.value, loadedAt: this.db.loadedAt, lastError: this.db.lastError }
  }

  /** The pages held and their bytes (recordMapBytes), against the budget. */
  pageCacheStats() {
    return { pages: this.pages.size, bytes: this.pages.bytes, budget: this.pages.budget, loading: this.loads.size }
  }

  /**
   * A page of this workspace. `lastEdited` is the page's last-edited time according to the
   * database: a cached copy at least that new is served without asking the source.
   */
  async getPage(pageId: string, lastEdited: number, read: PageRead = {}): Promise<ExtendedRecordMap> {
    const id = toUuid(pageId)
    const held = read.scan ? this.pages.peek(id) : this.pages.get(id)
    if (held && held.version >= lastEdited) return held.value
    // a partial answer (partial.ts) is kept as fresh as the database, then asked for again
    if (held && held.version === PARTIAL && this.now() - held.loadedAt < this.opts.ttlMs) return held.value
    const refresh = this.loadOnce(id, read, async () => this.pageEntry(id, await this.loadPage(id, lastEdited), lastEdited))
    return held ? this.withGrace(refresh, held.value) : this.unavailableOnFailure(id, refresh)
  }

  /**
   * A page that is no row of the database: a post's sub-page (lib/site/sub-pages.ts decides
   * which ids may come here). No row names its last-edited time, so it is fresh for the ttl,
   * like the database: then the next reader triggers one load and waits for it at most graceMs,
   * getting the held copy after that (stale-while-revalidate). Other instances' loads within the
   * ttl are taken from the shared cache.
   */
  async getSubPage(pageId: string, read: PageRead = {}): Promise<ExtendedRecordMap> {
    const id = toUuid(pageId)
    const held = read.scan ? this.pages.peek(id) : this.pages.get(id)
    if (held && this.now() - held.loadedAt < this.opts.ttlMs) return held.value
    const refresh = this.loadOnce(id, read, async () => {
      const { value, loadedAt } = await this.loadSubPage(id)
      const entry = { ...this.pageEntry(id, value, 0), loadedAt }
      // a newer version than one loaded or served here is a change its other pages must show:
      // reported, as any change brought from the source (a scan's read is not for readers)
      const before = read.scan ? undefined : this.subPages.loaded(id, entry.version)
      if (before !== undefined && entry.version > before) await this.subPageChanged(id)
      return entry
    })
    return held ? this.withGrace(refresh, held.value) : this.unavailableOnFailure(id, refresh)
  }

  /**
   * A page as the source has it now, for an editor's preview: read past every cache and kept in
   * none, so an edit reaches readers only through the normal path.
   */
  async readFresh(pageId: string): Promise<ExtendedRecordMap> {
    return this.fetchPage(toUuid(pageId))
  }

  /** The pages whose last load failed (compact or dashed id → when, what error). */
  pageFailures(): ReadonlyMap<string, { at: number; error: string }> {
    return this.failures
  }

  /** A page as held now, however old, without asking the source (the sub-page crawl's view). */
  peekPage(pageId: string): ExtendedRecordMap | undefined {
    return this.pages.peek(toUuid(pageId))?.value
  }

  /**
   * One load of a page however many ask (the first caller's loader runs). The page is kept when
   * it arrives, or only offered to the LRU (kept while there is room) when every caller was a scan.
   */
  private loadOnce(id: string, read: PageRead, loader: () => Promise<PageEntry>): Promise<ExtendedRecordMap> {
    const running = this.loads.get(id)
    if (running) {
      if (!read.scan) running.keep = true
      return running.promise
    }
    const load: PageLoad = { keep: !read.scan, promise: undefined as never }
    load.promise = loader()
      .then((entry) => {
        this.failures.delete(id)
        return this.keepPage(id, entry, load.keep).value
      })
      .catch((err: unknown) => {
        this.failures.delete(id)
        this.failures.set(id, { at: this.now(), error: err instanceof Error ? err.message : String(err) })
        if (this.failures.size > MAX_FAILURES_KEPT) this.failures.delete(this.failures.keys().next().value!)
        throw err
      })
      .finally(() => {
        if (this.loads.get(id) === load) this.loads.delete(id)
      })
    this.loads.set(id, load)
    return load.promise
  }

  /** A page never loaded that cannot be loaded now: the route renders the row without a body. */
  private unavailableOnFailure(id: string, load: Promise<ExtendedRecordMap>): Promise<ExtendedRecordMap> {
    return load.catch((err) => {
      throw new DataUnavailableError(`Page ${id} could not be loaded from ${this.source.kind}`, err)
    })
  }

  private async loadSubPage(id: string): Promise<{ value: ExtendedRecordMap; loadedAt: number }> {
    const key = `subpage:${id}`
    const shared = await this.shared.get<ExtendedRecordMap>(key)
    if (shared && this.now() - shared.loadedAt < this.opts.ttlMs && getBlock(shared.value, id)) return shared
    const value = await this.fetchPage(id)
    const loadedAt = this.now()
    if (!isPartial(value)) void this.shared.set(key, { value, loadedAt }, SHARED_KEEP_MS)
    return { value, loadedAt }
  }

  /** Page `id` from the source (throttled, retried: `load`). An answer without the page itself
   * (empty or truncated) is a failure, not a page that turned empty. */
  private fetchPage(id: string): Promise<ExtendedRecordMap> {
    return this.load(`page ${id}`, async () => {
      const value = await this.source.getPage(id)
      if (!getBlock(value, id)) throw new Error('the answer does not contain the page')
      return value
    })
  }

  private pageEntry(id: string, value: ExtendedRecordMap, lastEdited: number): PageEntry {
    const version = isPartial(value) ? PARTIAL : Math.max(lastEdited, Number(getBlock(value, id)?.last_edited_time ?? 0))
    return { value, loadedAt: this.now(), version }
  }

  /** Holds a loaded page (keep), or holds it only if it fits without evicting another (a scan). */
  private keepPage(id: string, entry: PageEntry, keep: boolean): PageEntry {
    this.noteFileBlocks(entry.value)
    if (keep) this.pages.set(id, entry, recordMapBytes(entry.value))
    // a full cache takes nothing from a scan: skip measuring the page
    else if (this.pages.bytes < this.pages.budget) this.pages.offer(id, entry, recordMapBytes(entry.value))
    return entry
  }

  private noteFileBlocks(value: ExtendedRecordMap) {
    for (const id of Object.keys(value.block ?? {})) {
      const block = getBlock(value, id)
      const format = block?.format as Record<string, unknown> | undefined
      const files = (block as { file_ids?: unknown[] } | undefined)?.file_ids
      if (!block || !(FILE_BLOCK_TYPES.has(block.type) || format?.page_cover || format?.page_icon || format?.bookmark_cover || (Array.isArray(files) && files.length))) continue
      this.fileBlocks.delete(id)
      this.fileBlocks.add(id)
      if (this.fileBlocks.size > MAX_FILE_BLOCKS) this.fileBlocks.delete(this.fileBlocks.values().next().value!)
    }
  }

  /**
   * A page from the shared cache or the source. Shared entries are keyed by the last-edited
   * time the database names, so another instance's copy is never older than the one asked for.
   */
  private async loadPage(id: string, lastEdited: number): Promise<ExtendedRecordMap> {
    const key = `page:${id}:${lastEdited}`
    const shared = await this.shared.get<ExtendedRecordMap>(key)
    if (shared && getBlock(shared.value, id)) return shared.value
    const value = await this.fetchPage(id)
    if (!isPartial(value)) void this.shared.set(key, { value, loadedAt: this.now() }, SHARED_KEEP_MS)
    return value
  }

  /**
   * The database held when a refresh brought exactly the same data, else the new one. Everything
   * built from the database (the site model, its indexes, the search index's pass over every
   * post) is kept per database object: a refresh that changed nothing must not make a new data
   * version, which at 10,000 posts costs a quarter of a second of CPU every ttl and as much garbage.
   * Compared by a hash of the JSON (~0.1 s at 10,000 rows, far less than what it saves), taken
   * record by record (recordMapPrint): one JSON string of the whole database was ~50 MB of
   * garbage every ttl at 10,000 rows, a spike of RSS on every refresh.
   */
  private sameOrNew(value: ExtendedRecordMap): ExtendedRecordMap {
    if (value === this.db.value) return value
    const print = recordMapPrint(slimDatabase(value))
    if (this.db.value && print === this.dbPrint) return this.db.value
    this.dbPrint = print
    return value
  }

  /** Why a database answer is not accepted over what we hold, or null. */
  private implausible(value: ExtendedRecordMap): string | null {
    const before = this.db.value ? countRows(this.db.value) : 0
    if (before > 0 && countRows(value) === 0) {
      return `refresh returned 0 rows where there were ${before}; keeping the last good data`
    }
    return null
  }

  /**
   * `shared`: true takes another instance's load within the ttl, a time takes one at least that
   * recent, false reads the source. `mayReadSource` false: no source read (another instance has
   * the window's read), only a recent enough shared copy.
   */
  private async refreshDatabase(useShared: boolean | number = true, mayReadSource: boolean | Promise<boolean> = true): Promise<ExtendedRecordMap> {
    const e = this.db
    let shared: SharedEntry<ExtendedRecordMap> | null = null
    try {
      // also what a source read is compared with when it is newer than what this instance holds:
      // a change other instances already saw is not reported again (their renders have it)
      const [got, fromSource] = await Promise.all([e.value || useShared !== false ? this.shared.get<ExtendedRecordMap>('database') : null, mayReadSource])
      shared = got
      if (shared && this.implausible(shared.value)) shared = null
      // Another instance loaded it recently enough: Notion is not asked, and that instance
      // reported what changed (a change is reported by whoever brings it from the source).
      const recent = (at: number) => (useShared === true ? this.now() - at < this.opts.ttlMs : useShared !== false && at >= useShared)
      if (shared && useShared !== false && recent(shared.loadedAt)) {
        e.value = this.sameOrNew(shared.value)
        e.loadedAt = shared.loadedAt
        e.lastError = undefined
        return e.value
      }
      // another instance reads the source this window: what is held stays until its copy comes
      if (!fromSource && e.value) return e.value
      const value = await this.load('database', () => this.source.getDatabase())
      const problem = this.implausible(value)
      if (problem) throw new Error(problem)
      const before = shared && shared.loadedAt > e.loadedAt ? shared.value : e.value
      e.value = this.sameOrNew(value)
      e.loadedAt = this.now()
      e.lastError = undefined
      const written = this.shared.set('database', { value, loadedAt: e.loadedAt }, SHARED_KEEP_MS)
      if (before && e.value !== before) {
        // written before the change is published: an instance told of it finds this copy
        await written
        await this.changed({ before, after: e.value, rows: [], subPages: [], logged: [{ kind: 'database', loadedAt: e.loadedAt }] })
      }
      return e.value
    } catch (err) {
      e.lastError = (err as Error).message
      // A new instance during an outage: an older shared copy beats no site at all.
      if (!e.value && shared) e.value = shared.value
      // Retry on the next read, but not in a tight loop: treat the old data as fresh for a
      // short while so a Notion outage is not hammered by every request.
      if (e.value) {
        e.loadedAt = this.now() - this.opts.ttlMs + Math.min(5_000, this.opts.ttlMs)
        this.log(`[leafpress] workspace refresh failed (${this.source.kind}): ${e.lastError}`)
        return e.value
      }
      throw new DataUnavailableError(
        `The workspace could not be loaded from ${this.source.kind}: ${e.lastError}`,
        err,
      )
    } finally {
      e.inflight = undefined
    }
  }

  private async load(what: string, fn: () => Promise<ExtendedRecordMap>) {
    try {
      return await fn()
    } catch (err) {
      const status = (err as { status?: number; statusCode?: number }).status ??
        (err as { statusCode?: number }).statusCode
      this.log(`[leafpress] ${this.source.kind} ${what} failed${status ? ` (status ${status})` : ''}: ${(err as Error).message}`)
      throw err
    }
  }

  /** Waits for a refresh up to graceMs, then answers with the stale value. */
  private withGrace(refresh: Promise<ExtendedRecordMap>, stale: ExtendedRecordMap) {
    const grace = this.opts.graceMs ?? 2_000
    return new Promise<ExtendedRecordMap>((resolve) => {
      const timer = setTimeout(() => resolve(stale), grace)
      refresh.then(
        (v) => (clearTimeout(timer), resolve(v)),
        () => (clearTimeout(timer), resolve(stale)),
      )
    })
  }
}
