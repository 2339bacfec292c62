// With several instances (REDIS_URL), what one instance reloads on request — a Notion webhook's
// page, /api/revalidate's database — must not stay old in the others' memory. The page cache is
// shared and its revalidations reach every instance (lib/page-cache/), so the next request for a
// revalidated page may be rendered by any of them: that instance must render from the new data.
//
// So the instance that reloads logs what it reloaded (`announcing`, the store the webhook gets)
// before it revalidates, and every instance replays the log before it renders (`catchUp`, from
// the pages' data access, lib/site/data.ts): one Redis read when nothing changed, the same
// reloads from the source otherwise. Requests that only route (the proxy) start a catch-up
// without waiting for it (`nudge`, at most once a second), so routing follows within moments.
// Without REDIS_URL, or while Redis is unavailable, nothing is logged or replayed: each
// instance has its own data, as before.
import { randomUUID } from 'node:crypto'
import type { WebhookStore } from '@/lib/notion-webhook/handler'
import type { DataChange, LoggedChange, SharedChangeLog } from './shared-cache'

/** What the feed reloads with: the store's own reloads, from the source. */
export interface ReloadingStore {
  reloadPage(pageId: string): Promise<boolean>
  reloadSubPage(pageId: string): Promise<void>
  refresh(): Promise<void>
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

  /** The store, logging each reload a webhook makes after it succeeded. */
  announcing(store: WebhookStore): WebhookStore {
    return {
      peekDatabase: () => store.peekDatabase(),
      getDatabaseNow: () => store.getDatabaseNow(),
      status: () => store.status(),
      reloadPage: async (id) => {
        const row = await store.reloadPage(id)
        await this.announce({ kind: 'page', id })
        return row
      },
      reloadSubPage: async (id) => {
        await store.reloadSubPage(id)
        await this.announce({ kind: 'subpage', id })
      },
      refresh: async () => {
        await store.refresh()
        await this.announce({ kind: 'database' })
      },
    }
  }

  /** Logs a change this instance made (it already has the data). */
  async announce(change: DataChange): Promise<void> {
    await this.log.append({ ...change, entry: randomUUID(), at: this.now(), origin: this.origin })
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

  /** Each page once, then the database once; a failure is the store's to log, not the reader's. */
  private async apply(changes: LoggedChange[], missed: boolean) {
    const pages = new Set(changes.filter((c) => c.kind === 'page' && c.id).map((c) => c.id!))
    const subPages = new Set(changes.filter((c) => c.kind === 'subpage' && c.id).map((c) => c.id!))
    // further behind than the log reaches: the database read again is the best we can do
    const database = missed || changes.some((c) => c.kind === 'database')
    await Promise.all([
      ...[...pages].map((id) => this.store.reloadPage(id).catch(() => undefined)),
      ...[...subPages].map((id) => this.store.reloadSubPage(id).catch(() => undefined)),
    ])
    if (database) await this.store.refresh().catch(() => undefined)
  }
}
