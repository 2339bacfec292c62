// @ts-check
// Next's page cache for a running server (`cacheHandler` in next.config.ts; builds keep Next's
// own). What Next's file-system cache cannot do:
//
// 1. Pages live until their data changes. A render declares what it shows as content tags
//    (lib/freshness/tags.ts); a long-running server notices changes (lib/freshness/) and
//    expires exactly those tags. So an entry that carries our tags has no time lifetime here
//    (`revalidate: false`). A sub-page's page (no database row dates it) names the version it
//    shows (SUB_PAGE_TAG): it has no lifetime either while the app says it watches that version
//    (SUB_PAGES_HOOK: the periodic check asks Notion for its last-edited time), else it keeps
//    REVALIDATE_SECONDS, as a page whose version is unknown (WINDOWED_TAG) and an entry rendered
//    before this process started (a build's prerender, or a render of an earlier run, from data
//    this process never compared) do, once. Entries without our tags keep REVALIDATE_SECONDS.
// 2. With REDIS_URL, instances share their pages and tag expiries (shared-pages.mjs). Each
//    instance keeps Next's own cache in front, in memory only (an LRU of `cacheMaxMemorySize`,
//    LEAFPRESS_RENDERED_CACHE_MB, 8 MB by default with Redis): a page it holds is checked against Redis with a few bytes —
//    the render time Redis has and the states of the page's tags — and the body travels only
//    when another instance rendered a newer one. A tag expired anywhere is merged into
//    Next's tags manifest of this process, so Next's own checks see it too. While Redis is
//    unavailable each instance serves, stores and expires with its own cache, as without
//    REDIS_URL.
// 3. The content tags' marker entries (lib/freshness/mark.ts) are never stored or found: they
//    exist only so that Next collects their tags into the page being rendered.
//
// The process's tag expiries come in through `expireHere` (registered on globalThis: the app's
// bundles and this module, which Next imports with Node itself, share nothing else), so a change
// noticed outside any request (the store's periodic read, a body that loaded again) expires
// pages without asking Next, whose `revalidateTag` works only in a request.
// Next creates one handler per request: the Redis connection and the settings live in this
// module. Plain JavaScript: Next imports the file with Node itself, outside the bundler.
import fsCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import tagsModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { SharedPages, tagsOf } from './shared-pages.mjs'

/** @typedef {import('./shared-pages.mjs').PageEntry} PageEntry */
/** @typedef {import('./shared-pages.mjs').TagState} TagState */

/** The environment variable next.config.ts hands the server's page cache settings in (JSON). */
export const SETTINGS_ENV = 'LEAFPRESS_PAGE_CACHE'

/**
 * @typedef {object} PageCacheSettings
 * @property {number} [revalidateSeconds] REVALIDATE_SECONDS of the running server
 * @property {string | null} [redisUrl] REDIS_URL
 * @property {string} [prefix] Redis key prefix of the workspace, shared with its data cache
 * @property {string} [build] what keeps builds and settings apart in Redis
 * @property {number} [keepSeconds] how long Redis keeps an entry or a tag revalidation
 */

const FileSystemCache = fsCacheModule.default ?? fsCacheModule
/** @type {Map<string, TagState>} Next's tags manifest of this process */
const tagsManifest = tagsModule.tagsManifest

/** Kinds of entries that are pages or route answers (not fetch or image caches). */
const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

/** Our content tags (lib/freshness/tags.ts: TAG_PREFIX, SITE_TAG, WINDOWED_TAG, subPageTag). */
const OUR_TAGS = 'lp:'
const SITE_TAG = 'lp:site'
const WINDOWED_TAG = 'lp:windowed'
/** `lp:sub:<edition>:<32-hex id>:<version>` (subPageTag) */
const SUB_PAGE_TAG = /^lp:sub:(.*):([0-9a-f]{32}):(\d+)$/

/** Where the app finds this process's page cache (lib/freshness/publish.ts). */
export const PAGE_CACHE_HOOK = Symbol.for('leafpress.pageCache')

/**
 * Where this process's page cache finds the app's answer to "is this version of this sub-page
 * watched?" (lib/workspace/index.ts registers it where the periodic check runs).
 */
export const SUB_PAGES_HOOK = Symbol.for('leafpress.subPages')

/**
 * @callback WatchSubPage
 * @param {string} edition the address prefix of its language ('' for the default)
 * @param {string} id its 32-hex id
 * @param {number} version its last-edited time in the page
 * @returns {boolean} true when the periodic check watches it from that version on
 */

/** @type {WatchSubPage} */
function appWatches(edition, id, version) {
  const hook = /** @type {any} */ (globalThis)[SUB_PAGES_HOOK]
  return typeof hook?.watch === 'function' && hook.watch(edition, id, version) === true
}

/**
 * True when every sub-page a page shows (its SUB_PAGE_TAG tags) is watched by the app from the
 * version the page shows; true for a page without any.
 * @param {string[]} tags
 * @param {WatchSubPage} watch
 */
export function subPagesWatched(tags, watch) {
  for (const tag of tags) {
    const m = SUB_PAGE_TAG.exec(tag)
    if (m && !watch(m[1] === '-' ? '' : m[1], m[2], Number(m[3]))) return false
  }
  return true
}

/** When this process started: entries rendered before were made from data it never compared. */
const STARTED_AT = Date.now()

/** @returns {PageCacheSettings} */
function readSettings() {
  try {
    return JSON.parse(process.env[SETTINGS_ENV] || '{}')
  } catch {
    return {}
  }
}

/** @type {{ settings: PageCacheSettings, shared: SharedPages | null } | undefined} */
let state

/** Settings and the Redis connection, once per process. */
function processState() {
  if (!state) {
    const settings = readSettings()
    const shared = settings.redisUrl
      ? new SharedPages(settings.redisUrl, {
          prefix: settings.prefix ?? 'leafpress:v1:',
          build: settings.build ?? 'unknown',
          keepMs: (settings.keepSeconds ?? 24 * 3600) * 1000,
        })
      : null
    state = { settings, shared }
  }
  return state
}

/**
 * The lifetime an entry is served with: none (`revalidate: false`) for a page our content tags
 * keep fresh, rendered by a process that watches its data (and, for a sub-page's page, whose
 * version the app watches: `watch`); `seconds` (REVALIDATE_SECONDS) for a sub-page of unknown
 * or unwatched version, for an entry rendered before `startedAt`, and for entries without our
 * tags. Entries that never go stale (`revalidate: false`, 0) by their route keep that.
 * @template {{ lastModified?: number, value?: any, cacheControl?: { revalidate: number | false, expire?: number } } | null} E
 * @param {E} entry
 * @param {number | undefined} seconds
 * @param {number} [startedAt]
 * @param {WatchSubPage} [watch]
 * @returns {E}
 */
export function withLifetime(entry, seconds, startedAt = STARTED_AT, watch = appWatches) {
  const cc = entry?.cacheControl
  if (!entry || !seconds || !cc || typeof cc.revalidate !== 'number' || cc.revalidate <= 0) return entry
  const tags = tagsOf(entry.value)
  const watched = tags.includes(SITE_TAG) && !tags.includes(WINDOWED_TAG) && (entry.lastModified ?? 0) >= startedAt && subPagesWatched(tags, watch)
  if (watched) return { ...entry, cacheControl: { revalidate: false, expire: undefined } }
  if (cc.revalidate === seconds) return entry
  // Next wants expire after revalidate; an expire the new lifetime passes is dropped (Next's default applies)
  const expire = cc.expire !== undefined && cc.expire > seconds ? cc.expire : undefined
  return { ...entry, cacheControl: { revalidate: seconds, expire } }
}

/**
 * True for the marker entries of our content tags (lib/freshness/mark.ts): every tag is ours.
 * @param {any} ctx
 */
export function isMarker(ctx) {
  const tags = ctx?.tags
  return Array.isArray(tags) && tags.length > 0 && tags.every((/** @type {unknown} */ t) => typeof t === 'string' && t.startsWith(OUR_TAGS))
}

/**
 * Expires `tags` in this process's tags manifest now: the next read of an entry carrying one
 * renders it again (lib/freshness/publish.ts calls this through PAGE_CACHE_HOOK).
 * @param {string[]} tags
 * @param {number} [at]
 */
export function expireHere(tags, at = Date.now()) {
  mergeTagStates(tagsManifest, new Map(tags.map((t) => [t, { stale: at, expired: at }])))
}
/** @type {any} */ (globalThis)[PAGE_CACHE_HOOK] = { expire: expireHere }

/**
 * Adds tag states seen in Redis to a tags manifest, keeping the later time of each field.
 * @param {Map<string, TagState>} manifest
 * @param {Map<string, TagState>} states
 */
export function mergeTagStates(manifest, states) {
  for (const [tag, s] of states) {
    const had = manifest.get(tag) ?? {}
    /** @type {TagState} */
    const next = { ...had }
    if (s.stale !== undefined && !(had.stale !== undefined && had.stale >= s.stale)) next.stale = s.stale
    if (s.expired !== undefined && !(had.expired !== undefined && had.expired >= s.expired)) next.expired = s.expired
    if (next.stale !== had.stale || next.expired !== had.expired) manifest.set(tag, next)
  }
}

/**
 * True when one of `tags` expired after `timestamp` (and is expired by now): the entry must be
 * rendered again before it is served. Next's rule (tags-manifest.external.js), on a manifest.
 * @param {string[]} tags
 * @param {number} timestamp
 * @param {Map<string, TagState>} manifest
 * @param {number} now
 */
export function tagsExpired(tags, timestamp, manifest, now) {
  return tags.some((tag) => {
    const expired = manifest.get(tag)?.expired
    return typeof expired === 'number' && expired <= now && expired > timestamp
  })
}

/**
 * @typedef {object} SharedGetDeps
 * @property {Map<string, TagState>} manifest this process's tags manifest
 * @property {(key: string, entry: PageEntry) => void} remember keeps a shared entry in this instance's memory
 * @property {() => number} [now]
 */

/**
 * The entry to serve for `key`: this instance's copy, or the shared one when another instance
 * rendered a newer one; null when a tag was revalidated after it (anywhere), so the request
 * renders the page again. With Redis unavailable, this instance's copy as it is.
 * @param {string} key
 * @param {PageEntry | null} local what this instance's cache answered
 * @param {Pick<SharedPages, 'peek' | 'read'>} shared
 * @param {SharedGetDeps} deps
 * @returns {Promise<PageEntry | null>}
 */
export async function sharedGet(key, local, shared, deps) {
  const localTags = tagsOf(local?.value)
  const peek = await shared.peek(key, localTags)
  if (!peek) return local
  mergeTagStates(deps.manifest, peek.states)
  /** @type {PageEntry | null} */
  let entry = local
  if (peek.at !== null && (!local || peek.at > local.lastModified)) {
    const got = await shared.read(key, peek.tags)
    if (got) mergeTagStates(deps.manifest, got.states)
    if (got?.entry) {
      entry = got.entry
      deps.remember(key, entry)
    }
  }
  if (entry && tagsExpired(tagsOf(entry.value), entry.lastModified, deps.manifest, (deps.now ?? Date.now)())) return null
  return entry
}

export default class PageCacheHandler {
  /** @param {any} ctx Next's CacheHandlerContext */
  constructor(ctx) {
    const { settings, shared } = processState()
    this.settings = settings
    this.shared = shared
    // With Redis, the local layer is memory only (bounded): Redis is the copy that outlives the
    // process, and the disk would hold every variant ever rendered, unbounded. Files the build
    // wrote are still read. Without Redis, Next's cache exactly as it is.
    this.local = new FileSystemCache(shared ? { ...ctx, flushToDisk: false } : ctx)
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    if (isMarker(ctx)) return null
    /** @type {PageEntry | null} */
    const local = await this.local.get(key, ctx)
    const entry = this.shared && PAGE_KINDS.has(ctx?.kind) ? await sharedGet(key, local, this.shared, { manifest: tagsManifest, remember }) : local
    return withLifetime(entry, this.settings.revalidateSeconds)
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    if (isMarker(ctx)) return
    const lastModified = Date.now()
    await this.local.set(key, data, ctx)
    if (!this.shared || !data || ctx?.fetchCache || !PAGE_KINDS.has(data.kind)) return
    /** @type {PageEntry} */
    const entry = { lastModified, value: data, cacheControl: ctx?.cacheControl }
    // this instance's copy carries the render time Redis gets, so it is recognised as the same
    remember(key, entry)
    await this.shared.write(key, entry, tagsOf(data))
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    // both start now: the Redis commands leave before the revalidating request answers
    await Promise.all([this.local.revalidateTag(list, durations), this.shared?.revalidate(list, durations)])
  }

  resetRequestCache() {
    this.local.resetRequestCache?.()
  }
}

/**
 * Keeps an entry in the memory layer of Next's file-system cache (an LRU shared by this
 * process's handlers), when it has one.
 * @param {string} key
 * @param {PageEntry} entry
 */
function remember(key, entry) {
  FileSystemCache.memoryCache?.set(key, entry)
}
