// The unlock limiter (lib/lock/rate-limit.ts, limiters.ts, client-address.ts): fixed windows in
// memory or in Redis (shared by instances; a failing Redis falls back to memory, never to no
// limit), refusals answered from memory, and the client address trusted from X-Forwarded-For
// only as far as TRUST_PROXY says.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readTrustProxy } from '@/lib/config/deployment'
import { clientAddress, REMOTE_ADDRESS_HEADER } from '@/lib/lock/client-address'
import { MemoryCounter, RateLimiter, RedisCounter } from '@/lib/lock/rate-limit'
import { startFakeRedis, type FakeRedis } from '../support/redis-server'

describe('RateLimiter in memory', () => {
  it('allows `limit` attempts per window, then says how long to wait; other keys are apart', async () => {
    let now = 0
    const rl = new RateLimiter(new MemoryCounter(() => now), 5, 60_000, () => now)
    for (let i = 0; i < 5; i++) expect((await rl.attempt('a')).wait).toBe(0)
    expect(await rl.attempt('a')).toEqual({ wait: 60, firstRefusal: true })
    expect(await rl.attempt('a')).toEqual({ wait: 60, firstRefusal: false })
    expect((await rl.attempt('b')).wait).toBe(0)
    now = 30_000
    expect((await rl.attempt('a')).wait).toBe(30)
    now = 60_000
    expect((await rl.attempt('a')).wait).toBe(0)
  })

  it('answers refusals without asking the counter again', async () => {
    let hits = 0
    const counter = new MemoryCounter()
    const counting = { hit: (k: string, w: number) => (hits++, counter.hit(k, w)) }
    const rl = new RateLimiter(counting, 5, 60_000)
    for (let i = 0; i < 1000; i++) await rl.attempt('flood')
    expect(hits).toBe(6)
  })
})

describe('RateLimiter in Redis', () => {
  let redis: FakeRedis
  const counters: RedisCounter[] = []
  // a generous timeout where the test needs every command answered (a busy machine is slow)
  const counter = (log: string[] = [], timeoutMs = 2000) => {
    const c = new RedisCounter(redis.url, { namespace: 'unlock-test', timeoutMs, log: (m) => log.push(m) })
    counters.push(c)
    return c
  }
  afterEach(async () => {
    for (const c of counters.splice(0)) await c.close()
    await redis?.stop()
  })

  it('two instances share one window', async () => {
    redis = await startFakeRedis()
    const a = new RateLimiter(counter(), 5, 60_000)
    const b = new RateLimiter(counter(), 5, 60_000)
    for (let i = 0; i < 3; i++) expect((await a.attempt('c:1.2.3.4|post')).wait).toBe(0)
    for (let i = 0; i < 2; i++) expect((await b.attempt('c:1.2.3.4|post')).wait).toBe(0)
    const refused = await b.attempt('c:1.2.3.4|post')
    expect(refused.wait).toBeGreaterThan(55)
    expect(refused.wait).toBeLessThanOrEqual(60)
    expect((await a.attempt('c:1.2.3.4|post')).wait).toBeGreaterThan(0)
    // the window expires with the key
    const key = [...redis.data.keys()].find((k) => k.endsWith('c:1.2.3.4|post'))!
    expect(key).toMatch(/^leafpress:v1:unlock-test:/)
    expect(redis.data.get(key)!.expiresAt! - Date.now()).toBeGreaterThan(55_000)
  })

  it('falls back to memory while Redis is down (still limited), logs once, and shares again once it is back', async () => {
    redis = await startFakeRedis()
    const log: string[] = []
    const rl = new RateLimiter(counter(log), 5, 60_000)
    expect((await rl.attempt('k')).wait).toBe(0)
    await redis.stop()
    const waits: number[] = []
    for (let i = 0; i < 7; i++) waits.push((await rl.attempt('k')).wait)
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0])
    expect(waits.slice(5).every((w) => w > 0)).toBe(true)
    expect(log.filter((l) => l.includes('unavailable'))).toHaveLength(1)
    await redis.restart()
    await vi.waitFor(async () => {
      await rl.attempt(`back-${Date.now()}`)
      expect([...redis.data.keys()].some((k) => k.includes('back-'))).toBe(true)
    }, { timeout: 8000, interval: 300 })
    expect(log.some((l) => l.includes('Redis is back'))).toBe(true)
  })

  it('a hanging Redis costs an attempt at most its timeout', async () => {
    redis = await startFakeRedis()
    const rl = new RateLimiter(counter([], 200), 5, 60_000)
    await rl.attempt('warm')
    redis.setMode('hang')
    const t = Date.now()
    expect((await rl.attempt('k')).wait).toBe(0)
    expect(Date.now() - t).toBeLessThan(1000)
  })
})

describe('clientAddress', () => {
  const headers = (h: Record<string, string>) => new Headers(h)

  it('without a trusted proxy: the connection, whatever X-Forwarded-For says', () => {
    const h = headers({ 'x-forwarded-for': '203.0.113.1', [REMOTE_ADDRESS_HEADER]: '10.0.0.5' })
    expect(clientAddress(h, 0)).toBe('10.0.0.5')
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.1' }), 0)).toBe('unknown')
  })

  it('behind n proxies: the n-th entry from the end, the one our nearest proxy vouches for', () => {
    const h = headers({ 'x-forwarded-for': 'forged, 198.51.100.7, 10.0.0.2', [REMOTE_ADDRESS_HEADER]: '10.0.0.1' })
    expect(clientAddress(h, 1)).toBe('10.0.0.2')
    expect(clientAddress(h, 2)).toBe('198.51.100.7')
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.7' }), 2)).toBe('198.51.100.7')
    expect(clientAddress(headers({ [REMOTE_ADDRESS_HEADER]: '10.0.0.1' }), 1)).toBe('10.0.0.1')
  })
})

describe('TRUST_PROXY', () => {
  it('off by default, on by default on Vercel, true/false or a number of proxies', () => {
    expect(readTrustProxy({})).toBe(0)
    expect(readTrustProxy({ VERCEL: '1' })).toBe(1)
    expect(readTrustProxy({ VERCEL: '1', TRUST_PROXY: 'false' })).toBe(0)
    expect(readTrustProxy({ TRUST_PROXY: 'true' })).toBe(1)
    expect(readTrustProxy({ TRUST_PROXY: '2' })).toBe(2)
  })

  it('a wrong value is a problem with the fix', () => {
    const problems: string[] = []
    readTrustProxy({ TRUST_PROXY: 'nginx' }, problems)
    expect(problems[0]).toMatch(/TRUST_PROXY = "nginx": use true/)
  })
})
