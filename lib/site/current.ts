// The site model of the current data, memoised per data version. No `server-only` guard: the
// proxy uses it too (it is not a React Server Components bundle).
import type { ExtendedRecordMap } from 'notion-types'
import { getConfig } from '@/lib/config'
import { getChangeFeed, getStore } from '@/lib/workspace'
import { buildSite, type SiteIndex } from './site'
import { processSingleton } from '@/lib/process/singletons'

// One memo per process (lib/process/singletons.ts): the proxy, the pages and every route handler
// are separate bundles; a memo per bundle built one site model per bundle for the same database
// (three or more at once: 16 MB each at 10,000 posts).
const sites = processSingleton('sites', () => new WeakMap<ExtendedRecordMap, SiteIndex>())

export async function currentSite(): Promise<SiteIndex> {
  // routing follows other instances' reloads within moments, without waiting for them here
  getChangeFeed().nudge()
  return siteOf(await getStore().getDatabase())
}

/** The site model of one database record map (memoised; built again once a scheduled post's
 * moment has come, so it appears with no webhook and no new data). */
export function siteOf(db: ExtendedRecordMap, now = Date.now()): SiteIndex {
  let site = sites.get(db)
  if (!site || (site.nextScheduled !== null && now >= site.nextScheduled)) sites.set(db, (site = buildSite(db, getConfig(), now)))
  return site
}
