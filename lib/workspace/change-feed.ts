// With several instances (REDIS_URL), a change one instance brought from the source (its
// periodic read, a webhook, a refresh) must not stay old in the others' memory. The page cache is
// shared and tag expiries reach every instance (lib/rendered-pages/), so the next request for an
// expired page may be rendered by any of them: that instance must render from the new data.
//
// So the instance that brought the change logs what it read again, in the same Redis
// transaction that expires the pages showing it (`publish`, from lib/freshness/publish.ts), and
// every instance replays the log before it renders (`catchUp`, from the pages' data access,
// lib/site/data.ts): one Redis read when nothing changed, the same reads otherwise (a database
// from the shared copy the announcing instance wrote, a page from the source). Requests that
// only route (the proxy) start a catch-up without waiting for it (`nudge`, at most once a
// second), so routing follows within moments. Without REDIS_URL, or while Redis is
// unavailable, nothing is logged or replayed: each instance notices changes itself, within one
// store window (lib/freshness/watch.ts).
import { randomUUID } from 'node:crypto'
import type { DataChange, LoggedChange, SharedChangeLog, TagWrites } from './shared-data'
import type { RefreshOptions, ReloadOptions } from './store'

/** What the feed reloads with: the store's own reloads, following another instance's change. */
export interface ReloadingStore {
  reloadPage(pageId: string, opts?: ReloadOptions): Promise<boolean>
  reloadSubPage(pageId: string, opts?: ReloadOptions): Promise<void>
  refresh(opts?: RefreshOptions): Promise<void>
}

/** Changes logged up to this long before an instance started may predate its data (clocks differ). */
const CLOCK_MARGIN_MS = 10_000
/** The proxy's catch-ups, at most one per this many ms. */
const NUDGE_MS = 1_000

export class ChangeFeed {
  /** this instance in the log: its own changes are not replayed */
  readonly origin = randomUUID()
  /** the newest entry of the log at the last replay ('' : the log was empty; undefined: none yet) */
  private seen?: string
  /** changes logged from this time on are new to this instance (when `seen` is not in the log) */
  private since: number
  private running?: Promise<void>
  private again?: Promise<void>
  private nudged = 0

  constructor(
    private readonly store: ReloadingStore,
    private readonly log: SharedChangeLog,
    private readonly now: () => number = Date.now,
  ) {
    this.since = now() - CLOCK_MARGIN_MS
  }

  /**
   * Logs changes this instance brought (it has the data already) and expires page cache tags,
   * in one transaction (SharedChangeLog.publish).
   */
  async publish(changes: DataChange[], tags: TagWrites | null): Promise<boolean> {
    const at = this.now()
    return this.log.publish(
      changes.map((change) => ({ ...change, entry: randomUUID(), at, origin: this.origin })),
      tags,
    )
  }

  /**
   * Replays the changes other instances logged since the last replay. A caller always gets a
   * replay that read the log after it called (a replay already under way may have read it
   * before the change this caller must see: it is followed by one more).
   */
  catchUp(): Promise<void> {
    if (!this.running) {
      this.running = this.replay().finally(() => (this.running = undefined))
      return this.running
    }
    return (this.again ??= this.running.then(() => {
      this.again = undefined
      return this.catchUp()
    }))
  }

  /** A catch-up nobody waits for, at most once a second (requests that only route). */
  nudge(): void {
    const t = this.now()
    if (t - this.nudged < NUDGE_MS) return
    this.nudged = t
    void this.catchUp()
  }

  private async replay(): Promise<void> {
    const newest = await this.log.newest()
    if (newest === null || newest === this.seen) return
    const logged = newest ? await this.log.changes() : []
    if (!logged) return
    const checked = this.now() - CLOCK_MARGIN_MS
    // what follows the entry seen last; when that is gone from the log (trimmed, or lost with a
    // Redis restart) or this is the first replay, what was logged since
    const at = this.seen ? logged.findIndex((c) => c.entry === this.seen) : -1
    const fresh = at >= 0 ? logged.slice(at + 1) : logged.filter((c) => c.at >= this.since)
    // changes may have been lost with it: which pages, nobody knows
    const missed = !!this.seen && at < 0
    // the log may have grown since `newest` was read: what was replayed is what was listed
    this.seen = logged.length ? logged[logged.length - 1].entry : newest
    this.since = checked
    await this.apply(fresh.filter((c) => c.origin !== this.origin), missed)
  }

  /**
   * Each page once, then the database once; a failure is the store's to log, not the reader's.
   * The database is taken from the shared copy the announcing instance wrote (or a newer one);
   * further behind than the log reaches, it is read from the source.
   */
  private async apply(changes: LoggedChange[], missed: boolean) {
    const follow = { follow: true }
    const pages = new Set(changes.filter((c) => c.kind === 'page' && c.id).map((c) => c.id!))
    const subPages = new Set(changes.filter((c) => c.kind === 'subpage' && c.id).map((c) => c.id!))
    const databases = changes.filter((c) => c.kind === 'database')
    await Promise.all([
      ...[...pages].map((id) => this.store.reloadPage(id, follow).catch(() => undefined)),
      ...[...subPages].map((id) => this.store.reloadSubPage(id, follow).catch(() => undefined)),
    ])
    if (!missed && !databases.length) return
    const loaded = databases.map((c) => c.loadedAt)
    const sharedSince = missed || loaded.some((t) => typeof t !== 'number') ? undefined : Math.max(...(loaded as number[]))
    await this.store.refresh({ sharedSince }).catch(() => undefined)
  }
}
