// The process-wide workspace stores: one per database of the site (a site in several languages
// has one per language, lib/site/editions.ts) and per process (lib/process/singletons.ts), so
// the proxy, route handlers and pages (which Next bundles separately) share one cache and one
// set of in-flight loads. Each has its own source, refresh, shared-data namespace and change
// feed: a database that fails leaves the others serving.
import fs from 'node:fs'
import path from 'node:path'
import { getConfig } from '@/lib/config'
import { ConfigError } from '@/lib/config/load'
import { readPageCacheBytes, readRedisUrl, readSourceSettings, readThrottleSettings, workspaceKey, type SourceSettings } from '@/lib/config/deployment'
import { defaultEdition, type Edition } from '@/lib/site/editions'
import { NotionOfficialSource } from './notion-official-source'
import { NotionWebSource } from './notion-web-source'
import { SnapshotSource } from './snapshot-source'
import { ChangeFeed } from './change-feed'
import { noSharedCache, RedisSharedCache, type SharedCache, type SharedChangeLog } from './shared-data'
import { WorkspaceStore, type StoreChange } from './store'
import { Throttle, throttled } from './throttle'
import type { WorkspaceSource } from './types'
import { processSingleton } from '@/lib/process/singletons'
import { publishChange } from '@/lib/freshness/publish'
import { runsBetweenRequests, watch, Watcher } from '@/lib/freshness/watch'

export { DataUnavailableError, isDataUnavailable } from './store'

/** The default language's source; `onRequest` is called for every HTTP request to Notion (the sync counts them). */
export function createSource(env: Record<string, string | undefined> = process.env, onRequest?: () => void): WorkspaceSource {
  return sourceOf(readSourceSettings(env), env, onRequest)
}

/** The source of one database. */
export function sourceOf(s: SourceSettings, env: Record<string, string | undefined> = process.env, onRequest?: () => void): WorkspaceSource {
  if (s.kind === 'notion-web') {
    const source = new NotionWebSource({ databasePageId: s.pageId, apiBaseUrl: s.apiBaseUrl, authToken: s.tokenV2, onRequest })
    return throttled(source, readThrottleSettings(env))
  }
  if (s.kind === 'notion-official') {
    // Metered per HTTP request rather than per call: one page is a request per block with children.
    const throttle = new Throttle(readThrottleSettings(env))
    return new NotionOfficialSource({ token: s.token, databaseId: s.databaseId, baseUrl: s.apiBaseUrl, throttle, onRequest })
  }
  if (!fs.existsSync(path.join(s.dir, 'database.json'))) {
    throw new ConfigError([
      `LEAFPRESS_SNAPSHOT_DIR = ${JSON.stringify(s.dir)}: no database.json there; ` +
        'point it at a snapshot folder (npm run sync writes one) or set NOTION_PAGE_ID',
    ])
  }
  return new SnapshotSource(s.dir)
}

/** Redis when REDIS_URL is set, nothing otherwise. Entries are kept apart per workspace (database). */
export function createSharedCache(env: Record<string, string | undefined> = process.env, source: SourceSettings = readSourceSettings(env)): SharedCache & SharedChangeLog {
  const url = readRedisUrl(env)
  if (!url) return noSharedCache
  return new RedisSharedCache(url, { namespace: workspaceKey(source) })
}

interface StoreAndChanges {
  store: WorkspaceStore
  changes: ChangeFeed
}

const storesOf = () => processSingleton('store', () => new Map<string, StoreAndChanges>())

function storeAndChanges(edition: Edition): StoreAndChanges {
  const all = storesOf()
  let made = all.get(edition.prefix)
  if (!made) {
    const ttlMs = getConfig().REVALIDATE_SECONDS * 1000
    const shared = createSharedCache(process.env, edition.source)
    // what the store brings from the source that differs is published (lib/freshness/publish.ts)
    const onChange = async (change: StoreChange) => void (await publishChange(edition, changes, change))
    const store = new WorkspaceStore(sourceOf(edition.source), { ttlMs, shared, pageBudgetBytes: readPageCacheBytes(process.env), onChange })
    // made with the store, before it loads anything: changes logged from now on are news to it
    const changes = new ChangeFeed(store, shared)
    made = { store, changes }
    all.set(edition.prefix, made)
    // a running server reads each database every REVALIDATE_SECONDS (lib/freshness/watch.ts),
    // and the last-edited times of the sub-pages it serves
    if (runsBetweenRequests()) {
      watch(new Watcher(edition, store, changes), ttlMs)
      watchSubPagesServed()
    }
  }
  return made
}

/** Where the page cache asks whether a sub-page's version is watched (lib/rendered-pages/handler.mjs). */
const SUB_PAGES_HOOK = Symbol.for('leafpress.subPages')

/**
 * Answers the page cache for every language's store: a store is made before its pages are
 * rendered, and a page whose store does not exist yet keeps its time window until one does.
 */
function watchSubPagesServed() {
  ;(globalThis as Record<symbol, unknown>)[SUB_PAGES_HOOK] = {
    watch: (edition: string, id: string, version: number) => storesOf().get(edition)?.store.watchSubPage(id, version) ?? false,
  }
}

/** The store of a language's database (the default language's when none is named). */
export function getStore(edition: Edition = defaultEdition()): WorkspaceStore {
  return storeAndChanges(edition).store
}

/** Other instances' reloads, replayed into this instance's store of that database (change-feed.ts). */
export function getChangeFeed(edition: Edition = defaultEdition()): ChangeFeed {
  return storeAndChanges(edition).changes
}
