// Unlock attempts counted per key (a client on an article) in fixed windows: at most `limit`
// attempts in `windowMs` from the window's first attempt, then refusals until it ends. An
// attempt takes its place in the window before the password is compared (so concurrent
// attempts cannot all slip in), and gives it back when the password was right: only wrong
// guesses use up a window. The counts live in memory, or in Redis (REDIS_URL) so that several
// instances share one window; a Redis that fails falls back to this instance's memory, never to
// no limit.
//
// A flood must cost little: once a key is refused, the instance remembers until when, and
// every further attempt in that window is answered from that note — no Redis round trip, no
// log line (the first refusal is logged, the rest are counted in it).
import type Redis from 'ioredis'
import { connectWithin, createRedis } from '../redis/connection.mjs'

export interface WindowCount {
  /** attempts in the current window, this one included */
  count: number
  /** when the window ends (ms since the epoch) */
  resetAt: number
}

/** Where attempts are counted. */
export interface AttemptCounter {
  hit(key: string, windowMs: number): Promise<WindowCount>
  /** takes one attempt back from the key's current window (none when it has ended) */
  refund(key: string): Promise<void>
}

export class MemoryCounter implements AttemptCounter {
  private windows = new Map<string, WindowCount>()
  private sweepAbove = SWEEP_FROM
  constructor(private now = Date.now) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.hitNow(key, windowMs)
  }

  hitNow(key: string, windowMs: number): WindowCount {
    const t = this.now()
    let w = this.windows.get(key)
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + windowMs }
      this.windows.set(key, w)
      if (this.windows.size > this.sweepAbove) this.sweepAbove = sweep(this.windows, t, (v) => v.resetAt)
    }
    w.count++
    return { ...w }
  }

  async refund(key: string): Promise<void> {
    this.refundNow(key)
  }

  refundNow(key: string) {
    const w = this.windows.get(key)
    if (w && w.resetAt > this.now() && w.count > 0) w.count--
  }
}

/**
 * Counts in Redis: `SET key 0 PX window NX` opens a window (with its expiry), `INCR` counts,
 * `PTTL` says when it ends — one pipelined round trip, atomic enough for a limit (INCR is).
 */
export class RedisCounter implements AttemptCounter {
  private readonly redis: Redis
  private readonly fallback: MemoryCounter
  private down = false

  constructor(
    url: string,
    private opts: { namespace: string; timeoutMs?: number; log?: (msg: string) => void; now?: () => number },
  ) {
    this.redis = createRedis(url, { keyPrefix: `leafpress:v1:${opts.namespace}:`, timeoutMs: this.timeout })
    this.redis.on('error', (err) => this.failed(err))
    this.fallback = new MemoryCounter(opts.now)
  }

  private get timeout() {
    return this.opts.timeoutMs ?? 250
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = (this.opts.now ?? Date.now)()
    try {
      await connectWithin(this.redis, this.timeout)
      const results = await this.redis.pipeline().set(key, '0', 'PX', windowMs, 'NX').incr(key).pttl(key).exec()
      const failed = results?.find(([err]) => err)
      if (!results || failed) throw failed?.[0] ?? new Error('no answer')
      const count = Number(results[1][1])
      let ttl = Number(results[2][1])
      // the window expired between SET and INCR: INCR made a key without expiry
      if (ttl < 0) {
        await this.redis.pexpire(key, windowMs)
        ttl = windowMs
      }
      if (!Number.isInteger(count)) throw new Error(`not a count: ${String(results[1][1])}`)
      if (this.down) {
        this.down = false
        this.log('[leafpress] unlock limiter: Redis is back, counting attempts there again')
      }
      return { count, resetAt: now + ttl }
    } catch (err) {
      this.failed(err)
      return this.fallback.hitNow(key, windowMs)
    }
  }

  async refund(key: string): Promise<void> {
    try {
      await connectWithin(this.redis, this.timeout)
      const results = await this.redis.pipeline().decr(key).pttl(key).exec()
      const failed = results?.find(([err]) => err)
      if (!results || failed) throw failed?.[0] ?? new Error('no answer')
      // the window ended before the refund: DECR made a key without expiry, which is no window
      if (Number(results[1][1]) === -1) await this.redis.del(key)
    } catch (err) {
      this.failed(err)
      this.fallback.refundNow(key)
    }
  }

  async close() {
    this.redis.disconnect()
  }

  private log(msg: string) {
    ;(this.opts.log ?? ((m: string) => console.warn(m)))(msg)
  }

  private failed(err: unknown) {
    if (this.down) return
    this.down = true
    this.log(`[leafpress] unlock limiter: Redis unavailable, counting attempts in this instance's memory meanwhile: ${(err as Error)?.message ?? err}`)
  }
}

export interface Verdict {
  /** 0 when the attempt may go ahead, else the seconds to wait */
  wait: number
  /** true for the first refusal of a window: the one worth a log line */
  firstRefusal: boolean
}

export class RateLimiter {
  /**
   * Per key, until when its window takes no further attempt, as this instance last saw it: full
   * (the count reached the limit: the next attempt is refused) or already refusing. Refusals are
   * answered from it; a wait reported for the key's other windows takes it into account.
   */
  private closed = new Map<string, { until: number; refusing: boolean }>()
  private sweepAbove = SWEEP_FROM

  constructor(
    private counter: AttemptCounter,
    private limit: number,
    private windowMs: number,
    private now = Date.now,
  ) {}

  async attempt(key: string): Promise<Verdict> {
    const t = this.now()
    const note = this.closed.get(key)
    if (note?.refusing && note.until > t) return { wait: secondsUntil(note.until, t), firstRefusal: false }
    const { count, resetAt } = await this.counter.hit(key, this.windowMs)
    if (count < this.limit) return { wait: 0, firstRefusal: false }
    this.closed.set(key, { until: resetAt, refusing: count > this.limit })
    if (this.closed.size > this.sweepAbove) this.sweepAbove = sweep(this.closed, t, (v) => v.until)
    if (count === this.limit) return { wait: 0, firstRefusal: false }
    return { wait: secondsUntil(resetAt, this.now()), firstRefusal: true }
  }

  /** Seconds until `key`'s window takes an attempt again, as far as this instance knows; 0 when it does now. */
  closedFor(key: string): number {
    const t = this.now()
    const note = this.closed.get(key)
    return note && note.until > t ? secondsUntil(note.until, t) : 0
  }

  /** The attempt let through under `key` was not a wrong guess: it does not count. */
  refund(key: string): Promise<void> {
    // the window that was full has a place again (a refusing one stays refusing: still over)
    if (this.closed.get(key)?.refusing === false) this.closed.delete(key)
    return this.counter.refund(key)
  }
}

const secondsUntil = (until: number, t: number) => Math.max(1, Math.ceil((until - t) / 1000))

/** Windows held before ended ones are dropped. */
const SWEEP_FROM = 10_000

/**
 * Drops the entries whose window has ended; returns the size at which to sweep next: twice what
 * is left, so that many live windows (an hour's worth of a flood from many addresses) cost a
 * sweep now and then, not one per new key.
 */
function sweep<V>(map: Map<string, V>, t: number, endOf: (v: V) => number): number {
  for (const [k, v] of map) if (endOf(v) <= t) map.delete(k)
  return Math.max(SWEEP_FROM, map.size * 2)
}
