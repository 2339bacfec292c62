// The unlock endpoint's limits, one set per process (lib/process/singletons.ts).
//
// Every limit is a client's own: 5 wrong guesses a minute and 20 an hour per client and article
// (an IPv6 client is its /64: one host gets a whole /64 as easily as one address). Nothing any
// other client does ever stops a reader from having the password checked, so a flood from any
// number of addresses cannot lock out a reader who knows it. What bounds an attacker is the
// number of clients it has: at most 20 guesses an hour each (1,000 addresses: 20,000 an hour).
// A right password does not use up the window (readers behind one NAT unlock as many times as
// they like); a wrong one does. With REDIS_URL the counts are shared by every instance.
import { readRedisUrl, readTrustProxy } from '@/lib/config/deployment'
import { limiterKey } from './client-address'
import { MemoryCounter, RateLimiter, RedisCounter, type Verdict } from './rate-limit'
import { processSingleton } from '@/lib/process/singletons'

/** Wrong guesses a client may make on one article, per window. */
export const UNLOCK_WINDOWS = [
  { name: 'm', limit: 5, ms: 60_000 },
  { name: 'h', limit: 20, ms: 3_600_000 },
] as const

export interface UnlockLimits {
  /** one limiter per window of UNLOCK_WINDOWS, in that order */
  windows: RateLimiter[]
  /** TRUST_PROXY: proxies that append to X-Forwarded-For (lib/lock/client-address.ts) */
  trustedProxies: number
}

export function createUnlockLimits(env: Record<string, string | undefined>, now = Date.now): UnlockLimits {
  const url = readRedisUrl(env)
  const counter = url ? new RedisCounter(url, { namespace: 'unlock', now }) : new MemoryCounter(now)
  return {
    windows: UNLOCK_WINDOWS.map((w) => new RateLimiter(counter, w.limit, w.ms, now)),
    trustedProxies: readTrustProxy(env),
  }
}

const keysOf = (client: string, article: string) => UNLOCK_WINDOWS.map((w) => `${w.name}:${limiterKey(client)}|${article}`)

/**
 * Takes a place for one attempt of `client` on `article` in each window, shortest first: the
 * verdict of the first window that refuses, else `wait: 0` (the password may be compared). The
 * wait is until every window takes an attempt again (the Retry-After a client is given): the
 * minute's window may refuse while the hour's is full too, and a retry when the minute ends
 * would only be refused again.
 */
export async function takeAttempt(limits: UnlockLimits, client: string, article: string): Promise<Verdict> {
  const keys = keysOf(client, article)
  for (const [i, limiter] of limits.windows.entries()) {
    const verdict = await limiter.attempt(keys[i])
    if (verdict.wait) return { ...verdict, wait: Math.max(verdict.wait, ...limits.windows.map((w, j) => w.closedFor(keys[j]))) }
  }
  return { wait: 0, firstRefusal: false }
}

/** The attempt taken was the right password: it gives its places back. */
export async function rightPassword(limits: UnlockLimits, client: string, article: string): Promise<void> {
  const keys = keysOf(client, article)
  await Promise.all(limits.windows.map((limiter, i) => limiter.refund(keys[i])))
}

export const unlockLimits = () => processSingleton('unlockLimits', () => createUnlockLimits(process.env))
