// A running server notices changes itself: every REVALIDATE_SECONDS each language's database is
// read again (from another instance's load of that window when there is one in Redis, else from
// the source), and the store reports what differs (publish.ts); so do the sub-pages it serves,
// whose last-edited times are asked for in one bounded request (WorkspaceStore.checkSubPages).
// A scheduled post whose moment has come changes the site with no new data: each round also
// compares what lists show now with what they showed, for the same data. Nothing else happens with time: pages that did not
// change are never rendered again.
//
// Only where a process lives between requests (`npm start`: the page cache handler's settings
// are in the environment). A serverless host has none: there pages keep a time window
// (docs/ARCHITECTURE.md, "Freshness").
import type { ExtendedRecordMap } from 'notion-types'
import type { Edition } from '@/lib/site/editions'
import type { SiteIndex } from '@/lib/site/site'
import { siteOf } from '@/lib/site/site-of'
import type { ChangeFeed } from '@/lib/workspace/change-feed'
import type { WorkspaceStore } from '@/lib/workspace/store'
import { tagsOfChange } from './changes'
import { publish } from './publish'

/** True in a long-running server (next.config.ts hands its page cache settings to it only). */
export function runsBetweenRequests(env: Record<string, string | undefined> = process.env): boolean {
  return !!env.LEAFPRESS_PAGE_CACHE
}

/** The rows whose place for readers changed between two models of the same data (a schedule came due). */
function viewsChanged(before: SiteIndex, after: SiteIndex): string[] {
  const ids = new Set([...before.views.keys(), ...after.views.keys()])
  return [...ids].filter((id) => before.views.get(id) !== after.views.get(id))
}

/** One round: the database checked, then the schedule. */
export class Watcher {
  private last: { db: ExtendedRecordMap; site: SiteIndex } | null = null

  constructor(
    private readonly edition: Edition,
    private readonly store: Pick<WorkspaceStore, 'check' | 'checkSubPages' | 'peekDatabase'>,
    private readonly feed: Pick<ChangeFeed, 'publish' | 'catchUp'>,
    private readonly now: () => number = Date.now,
    private readonly modelOf: typeof siteOf = siteOf,
  ) {}

  async round(): Promise<string[]> {
    // first what other instances published (an instance that serves only shared renders never
    // replays on its own): what this read finds is then compared with what they already told
    await this.feed.catchUp()
    // a change of data is reported by the store itself, whoever asked for the read
    await this.store.check()
    // no row dates a sub-page: the ones served here are asked about directly, a bounded batch
    await this.store.checkSubPages()
    const db = this.store.peekDatabase()
    if (!db) return []
    const site = this.modelOf(db, this.now(), this.edition)
    const last = this.last
    this.last = { db, site }
    if (!last || last.db !== db || last.site === site) return []
    const tags = tagsOfChange(last.site, site, viewsChanged(last.site, site), this.edition.prefix)
    if (!tags.length) return []
    await publish(this.feed, tags, { why: 'a scheduled post came due' })
    return tags
  }
}

/** Starts the rounds of one language's store, every `periodMs`; they never keep a stopping server alive. */
export function watch(watcher: Watcher, periodMs: number, log: (msg: string) => void = (m) => console.warn(m)): void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    watcher
      .round()
      .catch((err) => log(`[leafpress] the periodic check of the data failed: ${(err as Error)?.message ?? err}`))
      .finally(() => (running = false))
  }, periodMs)
  timer.unref()
}
