// The unlock endpoint's limits, one set per process (kept on globalThis like the store): 5
// attempts a minute per client and article, and a ceiling of 30 a minute per article across
// all clients — a client address can be many (or forged, behind a trusted proxy), the article
// under attack is one. With REDIS_URL the counts are shared by every instance.
import { readRedisUrl, readTrustProxy } from '@/lib/config/deployment'
import { MemoryCounter, RateLimiter, RedisCounter } from './rate-limit'

export const CLIENT_LIMIT = 5
export const ARTICLE_LIMIT = 30
export const WINDOW_MS = 60_000

export interface UnlockLimits {
  client: RateLimiter
  article: RateLimiter
  /** TRUST_PROXY: proxies that append to X-Forwarded-For (lib/lock/client-address.ts) */
  trustedProxies: number
}

export function createUnlockLimits(env: Record<string, string | undefined>): UnlockLimits {
  const url = readRedisUrl(env)
  const counter = url ? new RedisCounter(url, { namespace: 'unlock' }) : new MemoryCounter()
  return {
    client: new RateLimiter(counter, CLIENT_LIMIT, WINDOW_MS),
    article: new RateLimiter(counter, ARTICLE_LIMIT, WINDOW_MS),
    trustedProxies: readTrustProxy(env),
  }
}

const g = globalThis as typeof globalThis & { __leafpressUnlockLimits?: UnlockLimits }
export const unlockLimits = () => (g.__leafpressUnlockLimits ??= createUnlockLimits(process.env))
