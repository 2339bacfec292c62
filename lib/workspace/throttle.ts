// Keeps Leafpress a polite Notion client. Notion allows about three requests per second and
// answers 429 with Retry-After beyond that; a burst of page regenerations or a sync of a thousand
// pages must queue instead of tripping it, and one 429 pauses every request, not only its own.
//
// A Throttle starts at most `ratePerSecond` requests a second (a burst of that many is allowed),
// keeps at most `maxInFlight` running, runs identical requests in flight once, and retries a 429
// after the Retry-After Notion asked for (or an exponential backoff), with jitter, a bounded
// number of times. Two ways to put a source behind one:
// - `throttled(source, …)` meters source calls: right for the web API, where a call is one to
//   three HTTP requests that notion-client makes internally;
// - `throttledFetch(throttle, fetch)` meters HTTP requests: right for the official API, where
//   one page is a request per block with children.
import { toUuid } from './records'
import type { WorkspaceSource } from './types'

export interface ThrottleOptions {
  /** requests started per second on average; 0 or Infinity: unlimited */
  ratePerSecond: number
  /** requests running at the same time, at most */
  maxInFlight: number
  /** attempts of one request when Notion answers 429, the first included */
  maxAttempts?: number
  /** first backoff when a 429 carries no Retry-After; doubles with every attempt */
  baseDelayMs?: number
  /**
   * Longest wait before a retry. A Retry-After beyond it is not waited for: the request fails
   * at once and readers keep the last good data instead of hanging.
   */
  maxDelayMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

/** Notion's documented average for integrations. */
export const DEFAULT_THROTTLE: ThrottleOptions = { ratePerSecond: 3, maxInFlight: 3 }

/** A 429 answer turned into an error, with the wait Notion asked for. */
export class RateLimitedError extends Error {
  readonly status = 429
  constructor(readonly retryAfterMs: number | undefined) {
    super('Notion answered 429 Too Many Requests')
    this.name = 'RateLimitedError'
  }
}

/** Retry-After in ms: delta-seconds or an HTTP date; undefined when absent or malformed. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value?.trim()) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

function header(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined
  const value = (headers as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : undefined
}

/**
 * For a 429 — as thrown by ofetch (notion-client), @notionhq/client or throttledFetch — the wait
 * Notion asked for; null for any other error.
 */
export function rateLimitOf(err: unknown): { retryAfterMs?: number } | null {
  if (!err || typeof err !== 'object') return null
  const e = err as { status?: number; statusCode?: number; code?: string; retryAfterMs?: number; headers?: unknown; response?: { headers?: unknown } }
  if ((e.status ?? e.statusCode) !== 429 && e.code !== 'rate_limited') return null
  if (typeof e.retryAfterMs === 'number') return { retryAfterMs: e.retryAfterMs }
  return { retryAfterMs: parseRetryAfter(header(e.headers ?? e.response?.headers, 'retry-after')) }
}

export class Throttle {
  private readonly interval: number
  /** how far the schedule may run ahead of the clock: the allowed burst */
  private readonly burstSpan: number
  /** when the next request may start if no burst were allowed (the GCRA's theoretical time) */
  private nextAt = 0
  /** set by a 429: no request starts before it */
  private pausedUntil = 0
  private active = 0
  private readonly waiting: Array<() => void> = []
  private readonly shared = new Map<string, Promise<unknown>>()
  private readonly maxInFlight: number
  private readonly maxAttempts: number
  private readonly baseDelayMs: number
  private readonly maxDelayMs: number
  private readonly now: () => number
  private readonly sleep: (ms: number) => Promise<void>
  private readonly random: () => number

  constructor(opts: ThrottleOptions) {
    const rate = opts.ratePerSecond
    this.interval = rate > 0 && Number.isFinite(rate) ? 1000 / rate : 0
    this.burstSpan = this.interval ? this.interval * (Math.max(1, Math.floor(rate)) - 1) : 0
    this.maxInFlight = Math.max(1, Math.floor(opts.maxInFlight))
    this.maxAttempts = Math.max(1, opts.maxAttempts ?? 4)
    this.baseDelayMs = opts.baseDelayMs ?? 1_000
    this.maxDelayMs = opts.maxDelayMs ?? 30_000
    this.now = opts.now ?? Date.now
    this.sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)))
    this.random = opts.random ?? Math.random
  }

  /**
   * Runs `task` when the rate and the in-flight limit allow, retrying it on 429. While a task
   * with the same non-null `key` is in flight, callers share its result instead of starting one.
   */
  run<T>(key: string | null, task: () => Promise<T>): Promise<T> {
    if (key === null) return this.attempts(task)
    const running = this.shared.get(key)
    if (running) return running as Promise<T>
    const run = this.attempts(task)
    this.shared.set(key, run)
    const forget = () => this.shared.delete(key)
    run.then(forget, forget)
    return run
  }

  private async attempts<T>(task: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      await this.acquire()
      let wait: number
      try {
        return await task()
      } catch (err) {
        const limited = rateLimitOf(err)
        if (!limited || attempt >= this.maxAttempts) throw err
        const asked = limited.retryAfterMs
        if (asked !== undefined && asked > this.maxDelayMs) throw err
        const pause = Math.max(asked ?? 0, Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (attempt - 1)))
        // Everyone waits at least what Notion asked; the retrying request adds jitter so that
        // requests limited together do not come back together.
        this.pausedUntil = Math.max(this.pausedUntil, this.now() + pause)
        wait = pause + this.random() * pause * 0.25
      } finally {
        this.release()
      }
      await this.sleep(wait)
    }
  }

  private async acquire(): Promise<void> {
    if (this.active < this.maxInFlight) this.active++
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    for (;;) {
      const now = this.now()
      const start = Math.max(now, this.pausedUntil, this.nextAt - this.burstSpan)
      if (start <= now) {
        this.nextAt = Math.max(this.nextAt, now) + this.interval
        return
      }
      await this.sleep(start - now)
    }
  }

  /** Hands the slot to the next waiting request, or frees it. */
  private release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.active--
  }
}

const asThrottle = (t: Throttle | ThrottleOptions) => (t instanceof Throttle ? t : new Throttle(t))

/** `source` with every call metered by one throttle (see the top of this file). */
export function throttled(source: WorkspaceSource, opts: Throttle | ThrottleOptions): WorkspaceSource {
  const throttle = asThrottle(opts)
  const wrapped: WorkspaceSource = {
    kind: source.kind,
    getDatabase: () => throttle.run('database', () => source.getDatabase()),
    getPage: (pageId) => throttle.run(`page:${toUuid(pageId)}`, () => source.getPage(pageId)),
  }
  const edited = source.editedTimes?.bind(source)
  if (edited) {
    wrapped.editedTimes = (ids) => throttle.run(null, () => edited(ids))
    ;(wrapped as { editedTimesBatch?: number }).editedTimesBatch = source.editedTimesBatch
  }
  const sign = source.signFileUrl?.bind(source)
  if (sign) {
    wrapped.signFileUrl = (url, ref) => throttle.run(`sign:${ref.table}:${toUuid(ref.id)}:${url}`, () => sign(url, ref))
  }
  return wrapped
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>

/**
 * A fetch whose every request goes through `opts`'s throttle: a 429 answer is retried (and, after
 * the last attempt, thrown as RateLimitedError); identical GETs in flight share one response.
 */
export function throttledFetch(opts: Throttle | ThrottleOptions, fetchImpl: FetchLike): FetchLike {
  const throttle = asThrottle(opts)
  return async (url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase()
    const key = method === 'GET' ? `GET ${url}` : null
    const res = await throttle.run(key, async () => {
      const r = await fetchImpl(url, init)
      if (r.status === 429) {
        await r.body?.cancel()
        throw new RateLimitedError(parseRetryAfter(r.headers.get('retry-after')))
      }
      return r
    })
    // A shared response has one body: every caller reads its own copy.
    return key ? res.clone() : res
  }
}
