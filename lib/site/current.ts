// The site model of the current data, memoised per data version. No `server-only` guard: the
// proxy uses it too (it is not a React Server Components bundle).
import type { ExtendedRecordMap } from 'notion-types'
import { getChangeFeed, getStore } from '@/lib/workspace'
import type { SiteIndex } from './site'
import { defaultEdition, editions, type Edition } from './editions'
import { siteDatabases, type SiteDatabases } from './site-rows'
import { siteOf } from './site-of'

export { siteOf }

/** The site model of a language's database (the default language's when none is named). */
export async function currentSite(edition: Edition = defaultEdition()): Promise<SiteIndex> {
  // routing follows other instances' reloads within moments, without waiting for them here
  getChangeFeed(edition).nudge()
  return siteOf(await getStore(edition).getDatabase(), Date.now(), edition)
}

/**
 * The database a request is routed by (the proxy): what the store holds, at once (a stale copy
 * refreshes in the background), after starting a catch-up with the reloads other instances
 * logged, without waiting for it — so a post re-published through another instance's webhook
 * is routed here within moments rather than answered 404 until this instance's own refresh.
 */
export function routingDatabase(edition: Edition = defaultEdition()): Promise<ExtendedRecordMap> {
  getChangeFeed(edition).nudge()
  return getStore(edition).getDatabaseNow()
}

/**
 * The database once the changes other instances published are replayed (one Redis read when
 * there are none): what a path the held database does not know is decided by, since another
 * instance may have published that page a moment ago (a webhook it received, its own periodic
 * read) — a 404 must never answer for a page the site already has.
 */
export async function caughtUpDatabase(edition: Edition = defaultEdition()): Promise<ExtendedRecordMap> {
  await getChangeFeed(edition).catchUp()
  return getStore(edition).getDatabaseNow()
}

/** The database page ids the settings name (a database not loaded yet is still known by them). */
function configuredDatabaseIds(): string[] {
  return editions().flatMap(({ source }) => (source.kind === 'notion-web' ? [source.pageId] : source.kind === 'notion-official' ? [source.databaseId] : []))
}

/**
 * Every language's database as this process holds it now (never loads): what tells a row of
 * the site's own databases, wherever a view shows it, from any other page (lib/site/site-rows.ts).
 */
export function heldDatabases(now = Date.now()): SiteDatabases {
  const held: SiteIndex[] = []
  for (const edition of editions()) {
    const db = getStore(edition).peekDatabase()
    if (db) held.push(siteOf(db, now, edition))
  }
  return siteDatabases(held, configuredDatabaseIds())
}

export interface LanguageSite {
  edition: Edition
  site: SiteIndex
}

/** The longest a page waits for another language's first load (then it goes without it). */
const FIRST_LOAD_WAIT_MS = 1_500

/**
 * Another language's site model as its store holds it, never waiting for a refresh: a page of
 * one language must not wait on another's database. Before that database was ever loaded, its
 * first load is waited for a moment; one that fails or is slow is left out.
 */
async function heldSite(edition: Edition): Promise<SiteIndex | null> {
  const store = getStore(edition)
  const held = store.peekDatabase()
  const load = store.getDatabaseNow() // starts a refresh when due, or the first load
  load.catch(() => undefined)
  if (held) return siteOf(held, Date.now(), edition)
  let timer: ReturnType<typeof setTimeout> | undefined
  const db = await Promise.race([load.catch(() => null), new Promise<null>((r) => (timer = setTimeout(r, FIRST_LOAD_WAIT_MS, null)))])
  clearTimeout(timer)
  return db ? siteOf(db, Date.now(), edition) : null
}

/** Every language's site model that can be had now (`own`: the page's, as it has it). */
export async function languageSites(own?: LanguageSite): Promise<LanguageSite[]> {
  const all = await Promise.all(editions().map(async (edition) => (edition === own?.edition ? own : heldSite(edition).then((site) => site && { edition, site }))))
  return all.filter((x): x is LanguageSite => !!x)
}
