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
// It also carries the change log (`SharedChangeLog`): what one instance reloaded because a
// webhook or /api/revalidate said so, for the others to reload too (change-feed.ts).
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type Redis from 'ioredis'
import { connectWithin, createRedis } from '../redis/connection.mjs'

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
}

/** REDIS_URL unset: each instance has its memory and the source only. */
export const noSharedCache: SharedCache & SharedChangeLog = {
  get: async () => null,
  set: async () => {},
  append: async () => false,
  newest: async () => null,
  changes: async () => null,
}

/** Data one instance reloaded on request (a webhook, /api/revalidate): the others reload it too. */
export interface DataChange {
  kind: 'page' | 'subpage' | 'database'
  /** the page, for 'page' and 'subpage' */
  id?: string
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

export interface SharedChangeLog {
  /** Appends a change; false when Redis is unavailable. Never throws. */
  append(change: LoggedChange): Promise<boolean>
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
  private readonly timeoutMs: number
  private readonly log: (msg: string) => void
  private down = false

  constructor(url: string, opts: RedisSharedCacheOptions) {
    this.timeoutMs = opts.timeoutMs ?? 250
    this.log = opts.log ?? ((m) => console.warn(m))
    this.redis = createRedis(url, { keyPrefix: `leafpress:v1:${opts.namespace}:`, timeoutMs: this.timeoutMs })
    // connection errors repeat on every reconnect attempt: without a listener ioredis prints each
    this.redis.on('error', (err) => this.failed(err))
    this.redis.on('ready', () => this.recovered())
  }

  async get<T>(key: string): Promise<SharedEntry<T> | null> {
    let raw: Buffer | null
    try {
      await this.connected()
      raw = await this.redis.getBuffer(key)
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
      await this.redis.set(key, value, 'PX', Math.max(1, Math.round(keepMs)))
      this.recovered()
    } catch (err) {
      this.failed(err)
    }
  }

  // The log is a list of the last CHANGES_KEPT changes in the order Redis received them (one
  // RPUSH each), kept a day after the last one.
  async append(change: LoggedChange): Promise<boolean> {
    try {
      await this.connected()
      const replies = await this.redis.pipeline().rpush('changes:log', JSON.stringify(change)).ltrim('changes:log', -CHANGES_KEPT, -1).pexpire('changes:log', 24 * 3600_000).exec()
      for (const [err] of replies ?? []) if (err) throw err
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
      const [last] = await this.redis.lrange('changes:log', -1, -1)
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
      raw = await this.redis.lrange('changes:log', -CHANGES_KEPT, -1)
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

  private connected(): Promise<void> {
    return connectWithin(this.redis, this.timeoutMs)
  }

  private failed(err: unknown) {
    if (this.down) return
    this.down = true
    this.log(`[leafpress] shared cache (Redis) unavailable, serving from memory and the source meanwhile: ${(err as Error)?.message ?? err}`)
  }

  private recovered() {
    if (!this.down) return
    this.down = false
    this.log('[leafpress] shared cache (Redis) reachable again')
  }
}
