// An optional cache shared by several server instances (Redis, REDIS_URL), consulted by the
// store before it asks the source and written after a successful load, so N instances do not
// ask Notion N times for the same data.
//
// It only ever saves work: every failure (Redis down, slow, answering garbage, a malformed
// value) is a miss, and the store goes on to the source. Commands have a short timeout and are
// never queued while disconnected, so a dead Redis does not slow readers; an outage is logged
// once when it starts and once when it ends, not per request. Values are gzipped JSON: record
// maps are large and compress about tenfold.
//
// It also carries the change log (`SharedChangeLog`): what one instance brought from the source
// that differs from what it held, for the others to read again too (change-feed.ts) — written
// in one transaction with the expiry of the pages that show it (lib/freshness/publish.ts).
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type Redis from 'ioredis'
import { connectWithin, createRedis, RedisHealth } from '../redis/connection.mjs'

export interface SharedEntry<T> {
  value: T
  /** when the instance that wrote it loaded it from the source (ms since the epoch) */
  loadedAt: number
}

export interface SharedCache {
  /** The entry, or null on a miss, on any failure and for a malformed value. Never throws. */
  get<T>(key: string): Promise<SharedEntry<T> | null>
  /** Stores an entry for `keepMs`. Never throws; callers need not wait for it. */
  set<T>(key: string, entry: SharedEntry<T>, keepMs: number): Promise<void>
  /**
   * Takes `key` for `ms` if nobody holds it: true when this caller may do the work (also when
   * Redis is unavailable: each instance then does its own). Never throws.
   */
  claim(key: string, ms: number): Promise<boolean>
}

/** REDIS_URL unset: each instance has its memory and the source only. */
export const noSharedCache: SharedCache & SharedChangeLog = {
  get: async () => null,
  set: async () => {},
  claim: async () => true,
  append: async () => false,
  publish: async () => false,
  newest: async () => null,
  changes: async () => null,
}

/** Data one instance reloaded on request (a webhook, /api/revalidate): the others reload it too. */
export interface DataChange {
  kind: 'page' | 'subpage' | 'database'
  /** the page, for 'page' and 'subpage' */
  id?: string
  /** for 'database': when the announcing instance loaded it (the shared copy at least this recent is it) */
  loadedAt?: number
}

export interface LoggedChange extends DataChange {
  /** this entry of the log (unique) */
  entry: string
  /** when it was logged (ms since the epoch, the logging instance's clock) */
  at: number
  /** the instance that logged it (it has the data already) */
  origin: string
}

/** How many changes the log keeps: an instance further behind reloads the whole database. */
export const CHANGES_KEPT = 200

/** Expired page cache tags, as the page cache keeps them in Redis (lib/rendered-pages/shared-pages.mjs). */
export interface TagWrites {
  /** whole Redis keys (the page cache's prefix is not this cache's) */
  keys: string[]
  /** the state each key is set to ("<stale>:<expired>") */
  state: string
  keepMs: number
}

export interface SharedChangeLog {
  /** Appends a change; false when Redis is unavailable. Never throws. */
  append(change: LoggedChange): Promise<boolean>
  /**
   * Appends changes and expires page cache tags in one transaction: no instance sees the one
   * without the other. False when Redis is unavailable. Never throws.
   */
  publish(changes: LoggedChange[], tags: TagWrites | null): Promise<boolean>
  /** The `entry` of the newest change ('' for an empty log); null when Redis is unavailable. */
  newest(): Promise<string | null>
  /** The last CHANGES_KEPT changes, oldest first; null when Redis is unavailable. */
  changes(): Promise<LoggedChange[] | null>
}

const gzip = promisify(zlib.gzip)
const gunzip = promisify(zlib.gunzip)

export interface RedisSharedCacheOptions {
  /** keeps sites (and entry formats) that share one Redis apart */
  namespace: string
  /** longest wait for one command, and for the first connection */
  timeoutMs?: number
  log?: (msg: string) => void
}

export class RedisSharedCache implements SharedCache, SharedChangeLog {
  private readonly redis: Redis
  private readonly prefix: string
  private readonly timeoutMs: number
  private readonly log: (msg: string) => void
  private readonly health: RedisHealth

  constructor(url: string, opts: RedisSharedCacheOptions) {
    this.timeoutMs = opts.timeoutMs ?? 250
    this.log = opts.log ?? ((m) => console.warn(m))
    this.health = new RedisHealth(this.log, '[leafpress] shared cache (Redis) unavailable, serving from memory and the source meanwhile', '[leafpress] shared cache (Redis) reachable again')
    // no key prefix of the client: a publish writes the page cache's keys too (key() adds ours)
    this.prefix = `leafpress:v1:${opts.namespace}:`
    this.redis = createRedis(url, { keyPrefix: '', timeoutMs: this.timeoutMs })
    // connection errors repeat on every reconnect attempt: without a listener ioredis prints each
    this.redis.on('error', (err) => this.failed(err))
    this.redis.on('ready', () => this.recovered())
  }

  async get<T>(key: string): Promise<SharedEntry<T> | null> {
    let raw: Buffer | null
    try {
      await this.connected()
      raw = await this.redis.getBuffer(this.key(key))
      this.recovered()
    } catch (err) {
      this.failed(err)
      return null
    }
    if (!raw) return null
    try {
      const entry = JSON.parse((await gunzip(raw)).toString('utf8')) as SharedEntry<T>
      if (typeof entry?.loadedAt !== 'number' || !entry.value || typeof entry.value !== 'object') {
        throw new Error('not a Leafpress entry')
      }
      return entry
    } catch (err) {
      // Someone else's value, or a different format: the store loads from the source and the
      // write after that load replaces it.
      this.log(`[leafpress] shared cache: ignoring the malformed value of ${key}: ${(err as Error).message}`)
      return null
    }
  }

  async set<T>(key: string, entry: SharedEntry<T>, keepMs: number): Promise<void> {
    try {
      await this.connected()
      const value = await gzip(Buffer.from(JSON.stringify(entry)))
      await this.redis.set(this.key(key), value, 'PX', Math.max(1, Math.round(keepMs)))
      this.recovered()
    } catch (err) {
      this.failed(err)
    }
  }

  async claim(key: string, ms: number): Promise<boolean> {
    try {
      await this.connected()
      const taken = await this.redis.set(this.key(`claim:${key}`), String(Date.now()), 'PX', Math.max(1, Math.round(ms)), 'NX')
      this.recovered()
      return taken === 'OK'
    } catch (err) {
      this.failed(err)
      return true
    }
  }

  // The log is a list of the last CHANGES_KEPT changes in the order Redis received them (one
  // RPUSH each), kept a day after the last one.
  async append(change: LoggedChange): Promise<boolean> {
    try {
      await this.connected()
      const log = this.key('changes:log')
      const replies = await this.redis.pipeline().rpush(log, JSON.stringify(change)).ltrim(log, -CHANGES_KEPT, -1).pexpire(log, 24 * 3600_000).exec()
      for (const [err] of replies ?? []) if (err) throw err
      this.recovered()
      return true
    } catch (err) {
      this.failed(err)
      return false
    }
  }

  async publish(changes: LoggedChange[], tags: TagWrites | null): Promise<boolean> {
    if (!changes.length && !tags?.keys.length) return true
    try {
      await this.connected()
      const m = this.redis.multi()
      for (const key of tags?.keys ?? []) m.set(key, tags!.state, 'PX', Math.max(1, Math.round(tags!.keepMs)))
      if (changes.length) {
        const log = this.key('changes:log')
        m.rpush(log, ...changes.map((c) => JSON.stringify(c))).ltrim(log, -CHANGES_KEPT, -1).pexpire(log, 24 * 3600_000)
      }
      const replies = await m.exec()
      if (!replies) throw new Error('the transaction was aborted')
      for (const [err] of replies) if (err) throw err
      this.recovered()
      return true
    } catch (err) {
      this.failed(err)
      return false
    }
  }

  async newest(): Promise<string | null> {
    try {
      await this.connected()
      const [last] = await this.redis.lrange(this.key('changes:log'), -1, -1)
      this.recovered()
      if (!last) return ''
      try {
        return String(JSON.parse(last).entry ?? '')
      } catch {
        return ''
      }
    } catch (err) {
      this.failed(err)
      return null
    }
  }

  async changes(): Promise<LoggedChange[] | null> {
    let raw: string[]
    try {
      await this.connected()
      raw = await this.redis.lrange(this.key('changes:log'), -CHANGES_KEPT, -1)
      this.recovered()
    } catch (err) {
      this.failed(err)
      return null
    }
    const out: LoggedChange[] = []
    for (const line of raw) {
      try {
        const c = JSON.parse(line) as LoggedChange
        if (typeof c.entry === 'string' && typeof c.at === 'number' && ['page', 'subpage', 'database'].includes(c.kind)) out.push(c)
      } catch {}
    }
    return out
  }

  /** Closes the connection (tests; a server keeps it for its lifetime). */
  async close(): Promise<void> {
    this.redis.disconnect()
  }

  private key(key: string): string {
    return this.prefix + key
  }

  private connected(): Promise<void> {
    return connectWithin(this.redis, this.timeoutMs)
  }

  private failed(err: unknown) {
    this.health.failed(err)
  }

  private recovered() {
    this.health.ok()
  }
}
