// The unlock limiter (lib/lock/rate-limit.ts, limiters.ts, client-address.ts): fixed windows in
// memory or in Redis (shared by instances; a failing Redis falls back to memory, never to no
// limit), refusals answered from memory, only wrong guesses counted, every limit a client's own
// (a flood never locks out a reader with the password), and the client address trusted from
// X-Forwarded-For only as far as TRUST_PROXY says.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NextRequest } from 'next/server'
import { readTrustProxy } from '@/lib/config/deployment'
import { clientAddress, limiterKey, REMOTE_ADDRESS_HEADER } from '@/lib/lock/client-address'
import { createUnlockLimits, rightPassword, takeAttempt, UNLOCK_WINDOWS, type UnlockLimits } from '@/lib/lock/limiters'
import { tokenValid } from '@/lib/lock/lock'
import { MemoryCounter, RateLimiter, RedisCounter } from '@/lib/lock/rate-limit'
import { startFakeRedis, type FakeRedis } from '../support/redis-server'
import { replaceSingleton } from '@/lib/process/singletons'

const LOCKED = '05f7fb0942c24a2f8f732f9d609fac15'
const PASSWORD = 'leafpress-2024'

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
    const counting = { hit: (k: string, w: number) => (hits++, counter.hit(k, w)), refund: (k: string) => counter.refund(k) }
    const rl = new RateLimiter(counting, 5, 60_000)
    for (let i = 0; i < 1000; i++) await rl.attempt('flood')
    expect(hits).toBe(6)
  })

  it('many live windows (an hour of a flood from 60,000 addresses) cost a sweep now and then, not one per new key', async () => {
    const rl = new RateLimiter(new MemoryCounter(), 5, 3_600_000)
    const t = performance.now()
    for (let i = 0; i < 60_000; i++) await rl.attempt(`c:${i}|post`)
    // about 0.2 s; sweeping every live window on each new key took 30 s
    expect(performance.now() - t).toBeLessThan(5_000)
  })

  it('an attempt given back does not count; a refund after the window ended changes nothing', async () => {
    let now = 0
    const rl = new RateLimiter(new MemoryCounter(() => now), 2, 60_000, () => now)
    for (let i = 0; i < 10; i++) {
      expect((await rl.attempt('reader')).wait).toBe(0)
      await rl.refund('reader')
    }
    expect((await rl.attempt('reader')).wait).toBe(0)
    expect((await rl.attempt('reader')).wait).toBe(0)
    expect((await rl.attempt('reader')).wait).toBeGreaterThan(0)
    now = 60_000
    await rl.refund('reader')
    expect((await rl.attempt('reader')).wait).toBe(0)
    expect((await rl.attempt('reader')).wait).toBe(0)
    expect((await rl.attempt('reader')).wait).toBeGreaterThan(0)
  })
})

describe('the unlock policy (limiters.ts)', () => {
  const limits = () => createUnlockLimits({})

  it('a flood of wrong guesses from six addresses never stops a seventh from having the right password checked', async () => {
    const l = limits()
    // far more than every window allows, from six addresses
    for (let round = 0; round < 40; round++) {
      for (let a = 1; a <= 6; a++) await takeAttempt(l, `203.0.113.${a}`, LOCKED)
    }
    for (let a = 1; a <= 6; a++) expect((await takeAttempt(l, `203.0.113.${a}`, LOCKED)).wait, `address ${a}`).toBeGreaterThan(0)
    expect((await takeAttempt(l, '198.51.100.7', LOCKED)).wait).toBe(0)
  })

  it('each client: 5 wrong guesses a minute, 20 an hour; right passwords do not count', async () => {
    expect(UNLOCK_WINDOWS.map((w) => [w.limit, w.ms])).toEqual([
      [5, 60_000],
      [20, 3_600_000],
    ])
    let now = 0
    const counter = new MemoryCounter(() => now)
    const l: UnlockLimits = { windows: UNLOCK_WINDOWS.map((w) => new RateLimiter(counter, w.limit, w.ms, () => now)), trustedProxies: 0 }
    const allowed = async () => {
      let n = 0
      while ((await takeAttempt(l, '192.0.2.1', LOCKED)).wait === 0) n++
      return n
    }
    // a reader behind the same address unlocking again and again uses up nothing
    for (let i = 0; i < 50; i++) {
      expect((await takeAttempt(l, '192.0.2.1', LOCKED)).wait).toBe(0)
      await rightPassword(l, '192.0.2.1', LOCKED)
    }
    const perMinute: number[] = []
    for (let minute = 0; minute < 6; minute++) {
      now = minute * 60_000
      perMinute.push(await allowed())
    }
    expect(perMinute).toEqual([5, 5, 5, 5, 0, 0])
    const refused = await takeAttempt(l, '192.0.2.1', LOCKED)
    expect(refused.wait).toBeGreaterThan(50 * 60) // until the hour's window ends
    // another article, another address: their own windows
    expect((await takeAttempt(l, '192.0.2.1', 'another-article')).wait).toBe(0)
    expect((await takeAttempt(l, '192.0.2.2', LOCKED)).wait).toBe(0)
    now = 3_600_000
    expect(await allowed()).toBe(5)
  })

  it('an attacker with 1,000 addresses gets at most 20,000 guesses an hour', async () => {
    let now = 0
    const counter = new MemoryCounter(() => now)
    const l: UnlockLimits = { windows: UNLOCK_WINDOWS.map((w) => new RateLimiter(counter, w.limit, w.ms, () => now)), trustedProxies: 0 }
    let checked = 0
    // every address tries 10 times every minute of an hour
    for (let t = 0; t < 3_600_000; t += 60_000) {
      now = t
      for (let a = 0; a < 1000; a++) {
        for (let i = 0; i < 10; i++) if ((await takeAttempt(l, `10.${a >> 8}.${a & 255}.1`, LOCKED)).wait === 0) checked++
      }
    }
    expect(checked).toBe(20_000)
  })

  it('an IPv6 client is its /64', async () => {
    expect(limiterKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64')
    expect(limiterKey('2001:0db8:0000:0001:ffff:0:0:9')).toBe('2001:db8:0:1::/64')
    expect(limiterKey('2001:db8:0:2::5')).toBe('2001:db8:0:2::/64')
    expect(limiterKey('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(limiterKey('192.0.2.7')).toBe('192.0.2.7')
    const l = limits()
    for (let i = 0; i < 5; i++) expect((await takeAttempt(l, `2001:db8:0:1::${i + 1}`, LOCKED)).wait).toBe(0)
    expect((await takeAttempt(l, '2001:db8:0:1::99', LOCKED)).wait).toBeGreaterThan(0)
    expect((await takeAttempt(l, '2001:db8:0:2::1', LOCKED)).wait).toBe(0)
  })
})

describe('POST /api/unlock during a flood', () => {
  afterEach(() => void replaceSingleton('unlockLimits', undefined))
  const unlock = async (from: string, password: string) => {
    const { POST } = await import('@/app/api/unlock/route')
    return POST(
      new NextRequest('http://127.0.0.1/api/unlock', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ id: LOCKED, password }),
      }),
    )
  }

  it('30 wrong passwords a minute from six addresses: the right one from a seventh gets in, with a cookie that opens the article', async () => {
    replaceSingleton('unlockLimits', createUnlockLimits({ TRUST_PROXY: '1' }))
    const statuses: number[] = []
    for (let i = 0; i < 60; i++) statuses.push((await unlock(`203.0.113.${(i % 6) + 1}`, `guess-${i}`)).status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(30) // 5 per address, then 429
    expect(statuses.filter((s) => s === 429)).toHaveLength(30)
    const res = await unlock('198.51.100.7', PASSWORD)
    expect(res.status).toBe(200)
    const cookie = res.cookies.get(`lp_unlock_${LOCKED}`)
    expect(tokenValid(cookie?.value, LOCKED, PASSWORD)).toBe(true)
    expect(cookie?.maxAge).toBe(30 * 24 * 3600)
    expect(cookie?.httpOnly).toBe(true)
    // a wrong guess from the seventh address is still a plain 401: nothing it learns from the flood
    expect((await unlock('198.51.100.7', 'guess')).status).toBe(401)
    // and the flooding addresses stay refused, right password or not: their own limit
    expect((await unlock('203.0.113.1', PASSWORD)).status).toBe(429)
  })
})

describe('POST /status: its 429 says how long the limiter really refuses', () => {
  let now = 0
  beforeEach(() => {
    now = 0
    vi.stubEnv('LEAFPRESS_STATUS_PASSWORD', 'status-test-password')
    replaceSingleton('unlockLimits', createUnlockLimits({}, () => now))
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    replaceSingleton('unlockLimits', undefined)
  })
  const login = async (password = 'guess') => {
    const { POST } = await import('@/app/status/route')
    const res = await POST(new Request('http://127.0.0.1/status', { method: 'POST', body: new URLSearchParams({ action: 'login', password }) }))
    return { status: res.status, retryAfter: Number(res.headers.get('retry-after')), text: await res.text() }
  }
  /** Whether a wrong guess is still refused at `at` (401: the password was compared). */
  const refusedAt = async (at: number) => {
    now = at
    return (await login()).status === 429
  }

  it('the minute window: a retry after Retry-After seconds is taken, one a moment before is refused', async () => {
    for (let i = 0; i < 5; i++) expect((await login()).status).toBe(401)
    now = 20_000
    const refused = await login()
    expect(refused.status).toBe(429)
    // the window opened at 0 ends at 60 s (not 1 s: the wait was once read as milliseconds)
    expect(refused.retryAfter).toBe(40)
    expect(refused.text).toContain('try again in 40 seconds')
    expect(await refusedAt(20_000 + 40_000 - 1)).toBe(true)
    expect(await refusedAt(20_000 + 40_000)).toBe(false)
  })

  it('a wait of part of a second is rounded up, never down', async () => {
    for (let i = 0; i < 5; i++) expect((await login()).status).toBe(401)
    now = 20_500
    expect((await login()).retryAfter).toBe(40)
    now = 59_999
    expect((await login()).retryAfter).toBe(1)
    expect(await refusedAt(60_000)).toBe(false)
  })

  it('the hour window full while the minute refuses: Retry-After is until the hour ends, not the minute', async () => {
    for (let minute = 0; minute < 4; minute++) {
      now = minute * 60_000
      for (let i = 0; i < 5; i++) expect((await login()).status).toBe(401)
    }
    // 20 wrong guesses in the hour: the minute's 6th is refused, and so would the hour's 21st be
    const refused = await login()
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBe(3600 - 180)
    expect(await refusedAt(180_000 + 60_000)).toBe(true)
    expect(await refusedAt(180_000 + refused.retryAfter * 1000 - 1)).toBe(true)
    expect(await refusedAt(180_000 + refused.retryAfter * 1000)).toBe(false)
  })

  it('the right password is never slowed by a full window', async () => {
    for (let i = 0; i < 4; i++) expect((await login()).status).toBe(401)
    expect((await login('status-test-password')).status).toBe(303)
    // the right one gave its place back: the fifth wrong guess is still compared
    expect((await login()).status).toBe(401)
    expect((await login()).status).toBe(429)
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

  it('a refund is shared too, and never leaves a window without expiry', async () => {
    redis = await startFakeRedis()
    const a = new RateLimiter(counter(), 2, 60_000)
    const b = new RateLimiter(counter(), 2, 60_000)
    for (let i = 0; i < 5; i++) {
      expect((await a.attempt('c:reader|post')).wait).toBe(0)
      await b.refund('c:reader|post')
    }
    const key = [...redis.data.keys()].find((k) => k.endsWith('c:reader|post'))!
    expect(redis.data.get(key)!.value.toString()).toBe('0')
    expect(redis.data.get(key)!.expiresAt).toBeDefined()
    // a refund for a window that has ended leaves nothing behind
    await a.refund('c:gone|post')
    expect([...redis.data.keys()].some((k) => k.endsWith('c:gone|post'))).toBe(false)
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
