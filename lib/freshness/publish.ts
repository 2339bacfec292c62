// The one way a change of data reaches pages. Whatever noticed it — the store's periodic read of
// the database (watch.ts), a Notion webhook, the Bearer refresh, the status page's re-check, a
// body that loaded again after a failure — it ends here: the content tags of what changed are
// expired in this process's page cache at once, and with REDIS_URL the same tags and the change
// log entry (what the other instances must read again, lib/workspace/change-feed.ts) are written
// in one Redis transaction, so no instance sees a page expired without the data to render it
// again. Pages that did not change keep their renders: nothing here depends on time.
import { revalidateTag } from 'next/cache'
import type { Edition } from '@/lib/site/editions'
import { siteOf } from '@/lib/site/site-of'
import type { ChangeFeed } from '@/lib/workspace/change-feed'
import type { StoreChange } from '@/lib/workspace/store'
import type { DataChange, TagWrites } from '@/lib/workspace/shared-data'
import { expiredState, tagKey } from '@/lib/rendered-pages/shared-pages.mjs'
import { changedRows, tagsOfChange } from './changes'
import { postTag } from './tags'

/** The tags a store's change expires (rows read again by id count as changed whatever they hold). */
export function tagsOfStoreChange(edition: Pick<Edition, 'prefix'>, change: StoreChange, now = Date.now()): string[] {
  const rows = new Set([...changedRows(change.before, change.after), ...change.rows.map((id) => id.replace(/-/g, ''))])
  const tags = new Set<string>()
  if (change.before !== change.after || rows.size) {
    for (const t of tagsOfChange(siteOf(change.before, now, edition), siteOf(change.after, now, edition), rows, edition.prefix)) tags.add(t)
  }
  for (const id of change.subPages) tags.add(postTag(id))
  return [...tags]
}

/** A store's change, published (lib/workspace/index.ts gives every store this as its onChange). */
export async function publishChange(edition: Edition, feed: Pick<ChangeFeed, 'publish'>, change: StoreChange): Promise<string[]> {
  const tags = tagsOfStoreChange(edition, change)
  // nothing a reader sees (a Draft's row, data other instances already had): nothing to tell
  if (!tags.length) return tags
  await publish(feed, tags, { logged: change.logged })
  return tags
}

/**
 * PAGE_CACHE_HOOK of lib/rendered-pages/handler.mjs. Not imported: the handler is Node's module, and a
 * bundled copy of it would register a second hook over a second tags manifest.
 */
const PAGE_CACHE_HOOK = Symbol.for('leafpress.pageCache')

export interface Published {
  /** what other instances must read again (the change log) */
  logged?: DataChange[]
  /** what happened, for the log line, when no data was read again */
  why?: string
  at?: number
}

/** Expires `tags` here and, with the log entries `logged`, for every instance. */
export async function publish(feed: Pick<ChangeFeed, 'publish'>, tags: string[], { logged = [], why, at = Date.now() }: Published = {}): Promise<void> {
  if (!tags.length && !logged.length) return
  expireInThisProcess(tags, at)
  const shared = await feed.publish(logged, tagWrites(tags, at))
  // one line per change found: what an operator looks for when asking "did it see my edit?"
  const what = why ?? logged.map((c) => (c.id ? `${c.kind} ${c.id} read again` : `${c.kind} read again`)).join(', ')
  const listed = tags.length > 6 ? `${tags.slice(0, 6).join(', ')} and ${tags.length - 6} more` : tags.join(', ')
  // written directly: Next silences console calls made during some renders, where a reader's read may find a change
  process.stdout.write(`[leafpress] changed (${what}): pages tagged ${listed || 'nothing'} expire${shared ? ' on every instance' : ' here'}\n`)
}

/**
 * The running server's page cache expires them directly (lib/rendered-pages/handler.mjs), in a
 * request or not. Without it (a serverless host, where Next's own cache or the platform's
 * holds pages), Next's revalidateTag, which works in a request only (a webhook, a refresh): a
 * change noticed elsewhere there waits for the pages' time window.
 */
function expireInThisProcess(tags: string[], at: number) {
  if (!tags.length) return
  const hook = (globalThis as Record<symbol, { expire?: (tags: string[], at: number) => void } | undefined>)[PAGE_CACHE_HOOK]
  if (hook?.expire) return hook.expire(tags, at)
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // not in a request: the time window renews the page
    }
  }
}

/** The page cache's settings as next.config.ts handed them to the running server (handler.mjs). */
function pageCacheSettings(): { redisUrl?: string | null; prefix?: string; keepSeconds?: number } {
  try {
    return JSON.parse(process.env.LEAFPRESS_PAGE_CACHE || '{}')
  } catch {
    return {}
  }
}

/** The Redis writes of `tags` expired at `at`, under the page cache's prefix; null without one. */
function tagWrites(tags: string[], at: number): TagWrites | null {
  const settings = pageCacheSettings()
  if (!tags.length || !settings.redisUrl || !settings.prefix) return null
  return { keys: tags.map((t) => settings.prefix + tagKey(t)), state: expiredState(at), keepMs: (settings.keepSeconds ?? 24 * 3600) * 1000 }
}
