// One way to talk to the optional Redis (REDIS_URL) for everything that uses it — the shared
// workspace cache, the unlock limiter and the shared page cache: a dead or hanging Redis must
// never slow a reader, so commands time out quickly, are never queued while disconnected and
// never retried on a reader's time, and reconnecting happens in the background.
//
// Plain JavaScript (types in connection.d.mts): Next loads the page cache handler
// (lib/rendered-pages/handler.mjs) with Node's own import, outside any bundler, and it connects
// through this module too.
import Redis from 'ioredis'

/**
 * @param {string} url
 * @param {{ keyPrefix: string, timeoutMs: number }} opts
 * @returns {Redis}
 */
export function createRedis(url, opts) {
  return new Redis(url, {
    keyPrefix: opts.keyPrefix,
    // no connection before the first use (builds, scripts and tests import this freely)
    lazyConnect: true,
    // while disconnected a command fails at once instead of waiting in a queue
    enableOfflineQueue: false,
    // a connected but hanging server costs a reader this much at most
    commandTimeout: opts.timeoutMs,
    connectTimeout: 2_000,
    // a failed command is never retried on a reader's time
    maxRetriesPerRequest: 0,
    // reconnecting happens in the background, forever, at least every 2 s
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  })
}

/** The first connection of each client while it is being made. */
const connecting = new WeakMap()

/**
 * The first use connects and waits for it, within the timeout: without that wait the first
 * command of every new instance would fail. Later, a broken connection fails commands at once
 * while ioredis reconnects in the background.
 *
 * @param {Redis} redis
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
export async function connectWithin(redis, timeoutMs) {
  // concurrent first uses wait for the same connection: a second command sent while the first
  // connects would fail at once (no offline queue) and count Redis as down
  const pending = connecting.get(redis)
  if (pending) return waitWithin(pending, timeoutMs)
  if (redis.status !== 'wait') return
  const connection = redis.connect()
  connection.catch(() => {}) // its failure also arrives as an 'error' event
  connecting.set(redis, connection)
  void connection.finally(() => connecting.delete(redis)).catch(() => {})
  return waitWithin(connection, timeoutMs)
}

/**
 * @param {Promise<unknown>} connection
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
async function waitWithin(connection, timeoutMs) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no connection within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([connection, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Failures in a row after which Redis counts as unavailable: one slow reply under load is not an outage. */
export const FAILURES_TO_DOWN = 3

/**
 * Whether Redis is up, from what its commands and connection say: down after FAILURES_TO_DOWN
 * failures in a row (a refused connection repeats on each reconnect attempt, so an outage is
 * seen within moments), up again at the first success. Each change is logged once.
 */
export class RedisHealth {
  /**
   * @param {(msg: string) => void} log
   * @param {string} downMessage what is logged when it goes down (the error follows)
   * @param {string} upMessage what is logged when it is back
   */
  constructor(log, downMessage, upMessage) {
    this.log = log
    this.downMessage = downMessage
    this.upMessage = upMessage
    this.down = false
    /** failures in a row */
    this.failures = 0
  }

  /** @param {unknown} err */
  failed(err) {
    this.failures++
    if (this.down || this.failures < FAILURES_TO_DOWN) return
    this.down = true
    this.log(`${this.downMessage}: ${/** @type {Error} */ (err)?.message ?? err}`)
  }

  ok() {
    this.failures = 0
    if (!this.down) return
    this.down = false
    this.log(this.upMessage)
  }
}
