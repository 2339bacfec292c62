// The site model of the current data, memoised per data version. No `server-only` guard: the
// proxy uses it too (it is not a React Server Components bundle).
import type { ExtendedRecordMap } from 'notion-types'
import { getConfig } from '@/lib/config'
import { getChangeFeed, getStore } from '@/lib/workspace'
import { buildSite, type SiteIndex } from './site'
import { processSingleton } from '@/lib/process/singletons'
import { defaultEdition, type Edition } from './editions'

// One memo per process (lib/process/singletons.ts): the proxy, the pages and every route handler
// are separate bundles; a memo per bundle built one site model per bundle for the same database
// (three or more at once: 16 MB each at 10,000 posts).
const sites = processSingleton('sites', () => new WeakMap<ExtendedRecordMap, SiteIndex>())

/** The site model of a language's database (the default language's when none is named). */
export async function currentSite(edition: Edition = defaultEdition()): Promise<SiteIndex> {
  // routing follows other instances' reloads within moments, without waiting for them here
  getChangeFeed(edition).nudge()
  return siteOf(await getStore(edition).getDatabase(), Date.now(), edition)
}

/** The site model of one database record map (memoised; built again once a scheduled post's
 * moment has come, so it appears with no webhook and no new data). */
export function siteOf(db: ExtendedRecordMap, now = Date.now(), edition: Pick<Edition, 'prefix'> = defaultEdition()): SiteIndex {
  let site = sites.get(db)
  if (!site || (site.nextScheduled !== null && now >= site.nextScheduled)) sites.set(db, (site = buildSite(db, getConfig(), now, edition.prefix)))
  return site
}
