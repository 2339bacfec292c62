// An optional cache shared by several server instances (Redis, REDIS_URL), consulted by the
// store before it asks the source and written after a successful load, so N instances do not
// ask Notion N times for the same data.
//
// It only ever saves work: every failure (Redis down, slow, answering garbage, a malformed
// value) is a miss, and the store goes on to the source. Commands have a short timeout and are
// never queued while disconnected, so a dead Redis does not slow readers; an outage is logged
// once when it starts and once when it ends, not per request. Values are gzipped JSON: record
// maps are large and compress about tenfold.
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
export const noSharedCache: SharedCache = {
  get: async () => null,
  set: async () => {},
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

export class RedisSharedCache implements SharedCache {
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
