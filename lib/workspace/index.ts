// The process-wide workspace store: one per process (lib/process/singletons.ts), so the proxy,
// route handlers and pages (which Next bundles separately) share one cache and one set of
// in-flight loads.
import fs from 'node:fs'
import path from 'node:path'
import { getConfig } from '@/lib/config'
import { ConfigError } from '@/lib/config/load'
import { readPageCacheBytes, readRedisUrl, readSourceSettings, readThrottleSettings, workspaceKey } from '@/lib/config/deployment'
import { NotionOfficialSource } from './notion-official-source'
import { NotionWebSource } from './notion-web-source'
import { SnapshotSource } from './snapshot-source'
import { ChangeFeed } from './change-feed'
import { noSharedCache, RedisSharedCache, type SharedCache, type SharedChangeLog } from './shared-cache'
import { WorkspaceStore } from './store'
import { Throttle, throttled } from './throttle'
import type { WorkspaceSource } from './types'
import { processSingleton } from '@/lib/process/singletons'

export { DataUnavailableError, isDataUnavailable } from './store'

/** `onRequest` is called for every HTTP request to Notion (the sync counts them). */
export function createSource(env: Record<string, string | undefined> = process.env, onRequest?: () => void): WorkspaceSource {
  const s = readSourceSettings(env)
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

/** Redis when REDIS_URL is set, nothing otherwise. Entries are kept apart per workspace. */
export function createSharedCache(env: Record<string, string | undefined> = process.env): SharedCache & SharedChangeLog {
  const url = readRedisUrl(env)
  if (!url) return noSharedCache
  return new RedisSharedCache(url, { namespace: workspaceKey(readSourceSettings(env)) })
}

const storeAndChanges = () =>
  processSingleton('store', () => {
    const ttlMs = getConfig().REVALIDATE_SECONDS * 1000
    const shared = createSharedCache()
    const store = new WorkspaceStore(createSource(), { ttlMs, shared, pageBudgetBytes: readPageCacheBytes(process.env) })
    // made with the store, before it loads anything: changes logged from now on are news to it
    return { store, changes: new ChangeFeed(store, shared) }
  })

export function getStore(): WorkspaceStore {
  return storeAndChanges().store
}

/** Other instances' reloads, replayed into this instance's store (change-feed.ts). */
export function getChangeFeed(): ChangeFeed {
  return storeAndChanges().changes
}
