// The site model of one database record map, memoised per record map. Apart from current.ts
// (which reads the stores) so that the workspace's own change reports (lib/freshness/) can
// compare models without importing the stores that report to them.
import type { ExtendedRecordMap } from 'notion-types'
import { getConfig } from '@/lib/config'
import { buildSite, type SiteIndex } from './site'
import { processSingleton } from '@/lib/process/singletons'
import { defaultEdition, type Edition } from './editions'

// One memo per process (lib/process/singletons.ts): the proxy, the pages and every route handler
// are separate bundles; a memo per bundle built one site model per bundle for the same database
// (three or more at once: 16 MB each at 10,000 posts).
const sites = processSingleton('sites', () => new WeakMap<ExtendedRecordMap, SiteIndex>())

/** The site model of one database record map (memoised; built again once a scheduled post's
 * moment has come, so it appears with no webhook and no new data). */
export function siteOf(db: ExtendedRecordMap, now = Date.now(), edition: Pick<Edition, 'prefix'> = defaultEdition()): SiteIndex {
  let site = sites.get(db)
  if (!site || (site.nextScheduled !== null && now >= site.nextScheduled)) sites.set(db, (site = buildSite(db, getConfig(), now, edition.prefix)))
  return site
}
