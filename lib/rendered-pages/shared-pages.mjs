// @ts-check
// The part of the page cache that several instances share through Redis (REDIS_URL): rendered
// pages (Next's ISR entries) and the times tags were revalidated, so a page rendered by one
// instance is served by all, and a `revalidatePath` received by one is seen by all.
//
// Layout, under `leafpress:v1:<workspace>:` (the prefix the workspace cache uses):
// - `pages:<build>:<route cache key>`: a hash { at, tags, v }. `at` is when the page was
//   rendered (ms), `tags` its cache tags (comma-separated), `v` the entry, v8-serialised
//   (buffers and maps as they are) and gzipped. `at` and `tags` are read alone first, so an
//   instance that already holds that version checks it with a few bytes. Pages are kept apart
//   per build and settings (`<build>`): another build's HTML names other scripts.
// - `tag:<tag>`: "<stale>:<expired>" (ms, either may be empty), as Next's own tags manifest
//   records them. Shared by builds: a path means the same page to every build of a workspace.
// Every key expires (`keepMs`), so Redis holds at most what was written within that time; a
// tag key outlives no page entry written before it, so an expired tag never makes an old page
// look fresh.
//
// It only ever adds: any failure (Redis down, slow, answering garbage, a malformed value) is
// reported as "unavailable" to the caller, which serves its own cache. Commands time out
// quickly (lib/redis/connection.mjs); after FAILURES_TO_DOWN failures in a row Redis counts as
// down and is left alone for `pauseMs`, so a hanging server costs a few requests a short wait,
// not every request, while one slow answer under load costs only that request and is no outage;
// an outage is logged once when it starts and once when it ends.
import { promisify } from 'node:util'
import v8 from 'node:v8'
import zlib from 'node:zlib'
import { connectWithin, createRedis, RedisHealth } from '../redis/connection.mjs'

const gzip = promisify(zlib.gzip)
const gunzip = promisify(zlib.gunzip)

/**
 * @typedef {{ stale?: number, expired?: number }} TagState
 * @typedef {{ lastModified: number, value: any, cacheControl?: { revalidate: number | false, expire?: number } }} PageEntry
 * @typedef {{ at: number | null, tags: string[], states: Map<string, TagState> }} Peek
 */

/** The entry's cache tags, as Next writes them into the entry's headers. */
export function tagsOf(/** @type {any} */ value) {
  const header = value?.headers?.['x-next-cache-tags']
  return typeof header === 'string' && header ? header.split(',') : []
}

/** "<stale>:<expired>" → TagState (fields absent when empty or not numbers). */
export function parseTagState(/** @type {string | null | undefined} */ raw) {
  if (!raw) return null
  const [stale, expired] = String(raw).split(':').map((s) => (s ? Number(s) : NaN))
  /** @type {TagState} */
  const state = {}
  if (Number.isFinite(stale)) state.stale = stale
  if (Number.isFinite(expired)) state.expired = expired
  return state
}

export class SharedPages {
  /**
   * @param {string} url REDIS_URL
   * @param {{ prefix: string, build: string, keepMs: number, timeoutMs?: number, pauseMs?: number, log?: (msg: string) => void, now?: () => number }} opts
   */
  constructor(url, opts) {
    this.build = opts.build
    this.keepMs = opts.keepMs
    this.timeoutMs = opts.timeoutMs ?? 250
    this.pauseMs = opts.pauseMs ?? 2_000
    this.log = opts.log ?? ((m) => console.warn(m))
    this.now = opts.now ?? Date.now
    this.health = new RedisHealth(
      this.log,
      '[leafpress] page cache: Redis unavailable, each instance serves its own cached pages meanwhile',
      '[leafpress] page cache: Redis reachable again, pages are shared again',
    )
    /** until when Redis is left alone after failures (ms since the epoch) */
    this.pausedUntil = 0
    this.redis = createRedis(url, { keyPrefix: opts.prefix, timeoutMs: this.timeoutMs })
    // connection errors repeat on every reconnect attempt: without a listener ioredis prints each
    this.redis.on('error', (err) => this.failed(err))
    this.redis.on('ready', () => this.recovered())
  }

  /**
   * What Redis holds for `key` (its render time and tags, no body) and the states of `tags`, in
   * one round trip. Null when Redis is unavailable.
   * @param {string} key
   * @param {string[]} tags
   * @returns {Promise<Peek | null>}
   */
  async peek(key, tags) {
    return this.run(async () => {
      const p = this.redis.pipeline().hmget(this.pageKey(key), 'at', 'tags')
      if (tags.length) p.mget(...tags.map(tagKey))
      const [page, states] = results(await p.exec())
      const at = page?.[0] ? Number(page[0]) : NaN
      return { at: Number.isFinite(at) ? at : null, tags: page?.[1] ? String(page[1]).split(',') : [], states: statesOf(tags, states) }
    })
  }

  /**
   * The entry Redis holds for `key` and the states of its tags. `entry` is null when there is
   * none or it is malformed; the result is null when Redis is unavailable.
   * @param {string} key
   * @param {string[]} tags
   * @returns {Promise<{ entry: PageEntry | null, states: Map<string, TagState> } | null>}
   */
  async read(key, tags) {
    const got = await this.run(async () => {
      const p = this.redis.pipeline().hgetBuffer(this.pageKey(key), 'v')
      if (tags.length) p.mget(...tags.map(tagKey))
      const [raw, states] = results(await p.exec())
      return { raw: /** @type {Buffer | null} */ (raw), states: statesOf(tags, states) }
    })
    if (!got) return null
    return { entry: got.raw ? await this.decode(key, got.raw) : null, states: got.states }
  }

  /**
   * Stores an entry for `keepMs`. False when Redis is unavailable; never throws.
   * @param {string} key
   * @param {PageEntry} entry
   * @param {string[]} tags
   */
  async write(key, entry, tags) {
    const v = await gzip(v8.serialize(entry))
    const done = await this.run(async () => {
      const k = this.pageKey(key)
      // one HSET: a reader sees the old fields or the new ones, never a mix
      results(await this.redis.pipeline().hset(k, 'at', String(entry.lastModified), 'tags', tags.join(','), 'v', v).pexpire(k, this.keepMs).exec())
      return true
    })
    return done === true
  }

  /**
   * Records that `tags` were revalidated now, as Next's own cache does: without `durations`
   * they are expired now (the next request renders again); with them, stale now and expired
   * after `durations.expire` seconds. The commands are sent before this returns its first
   * promise, so they reach Redis ahead of the answer of the request that revalidated.
   * @param {string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidate(tags, durations) {
    if (!tags.length) return true
    const now = this.now()
    const state = durations ? `${now}:${durations.expire !== undefined ? now + durations.expire * 1000 : ''}` : `:${now}`
    const done = await this.run(async () => {
      const p = this.redis.pipeline()
      for (const tag of tags) p.set(tagKey(tag), state, 'PX', this.keepMs)
      results(await p.exec())
      return true
    })
    return done === true
  }

  /** Closes the connection (tests; a server keeps it for its lifetime). */
  close() {
    this.redis.disconnect()
  }

  /** @param {string} key */
  pageKey(key) {
    return `pages:${this.build}:${key}`
  }

  /**
   * @param {string} key
   * @param {Buffer} raw
   * @returns {Promise<PageEntry | null>}
   */
  async decode(key, raw) {
    try {
      const entry = v8.deserialize(await gunzip(raw))
      if (typeof entry?.lastModified !== 'number' || typeof entry?.value?.kind !== 'string') throw new Error('not a page entry')
      return entry
    } catch (err) {
      // another format or someone else's value: a miss; the next render replaces it
      this.log(`[leafpress] page cache: ignoring the malformed shared entry of ${key}: ${/** @type {Error} */ (err).message}`)
      return null
    }
  }

  /**
   * Runs `fn` against Redis within the timeout, or answers null at once while Redis is left
   * alone after failures.
   * @template T
   * @param {() => Promise<T>} fn
   * @returns {Promise<T | null>}
   */
  async run(fn) {
    if (this.now() < this.pausedUntil) return null
    try {
      // connected: the commands are written now, before anything awaits (see revalidate)
      const result = await within(this.timeoutMs, () =>
        this.redis.status === 'wait' ? connectWithin(this.redis, this.timeoutMs).then(fn) : fn(),
      )
      this.recovered()
      return result
    } catch (err) {
      this.failed(err)
      // down (failures in a row): left alone a moment, so a hanging server costs a few requests a wait, not every request
      if (this.health.down) this.pausedUntil = this.now() + this.pauseMs
      return null
    }
  }

  /** @param {unknown} err */
  failed(err) {
    this.health.failed(err)
  }

  recovered() {
    if (this.health.down) this.pausedUntil = 0
    this.health.ok()
  }
}

/**
 * The key of a tag's state under the page cache's prefix (the app writes it too, with its change
 * log: lib/freshness/publish.ts).
 * @param {string} tag
 */
export const tagKey = (tag) => `tag:${tag}`

/**
 * A tag's state expired (and stale) at `at`, as Redis keeps it.
 * @param {number} at
 */
export const expiredState = (at) => `${at}:${at}`

/**
 * The replies of a pipeline or transaction; throws the first error.
 * @param {[Error | null, unknown][] | null} replies
 * @returns {any[]}
 */
function results(replies) {
  if (!replies) throw new Error('the transaction was aborted')
  for (const [err] of replies) if (err) throw err
  return replies.map(([, r]) => r)
}

/**
 * @param {string[]} tags
 * @param {unknown} replies MGET's answer
 */
function statesOf(tags, replies) {
  /** @type {Map<string, TagState>} */
  const states = new Map()
  if (!Array.isArray(replies)) return states
  tags.forEach((tag, i) => {
    const state = parseTagState(replies[i])
    if (state) states.set(tag, state)
  })
  return states
}

/**
 * `fn`, or a rejection after `ms`: a pipeline's commands each have ioredis' timeout, and this
 * bounds the whole round trip the same way.
 * @template T
 * @param {number} ms
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
function within(ms, fn) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return /** @type {Promise<T>} */ (Promise.race([fn(), late])).finally(() => clearTimeout(timer))
}
