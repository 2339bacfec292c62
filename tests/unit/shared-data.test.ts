// The optional shared cache (REDIS_URL): stores of several instances share their loads through
// Redis, and a Redis that is down, hanging, answering garbage or holding malformed values never
// costs a reader more than a short wait and is logged once per outage. Real ioredis against a
// local fake Redis (tests/support/redis-server.ts).
import zlib from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import { readAllSettings } from '@/lib/config/check-all'
import { THEME_SETTINGS } from '@/themes/settings'
import { ConfigError } from '@/lib/config/error'
import { readRedisUrl } from '@/lib/config/deployment'
import { RedisSharedCache } from '@/lib/workspace/shared-data'
import { WorkspaceStore } from '@/lib/workspace/store'
import type { WorkspaceSource } from '@/lib/workspace/types'
import { startFakeRedis, type FakeRedis } from '../support/redis-server'
import { db } from '../support/databases'

const PAGE = 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa'
const NS = 'test:workspace'
const DB_KEY = `leafpress:v1:${NS}:database`

const page = (edited: number, text: string) =>
  ({ block: { [PAGE]: { role: 'reader', value: { id: PAGE, type: 'page', last_edited_time: edited, properties: { title: [[text]] } } } } }) as unknown as ExtendedRecordMap

const titleOf = (rm: ExtendedRecordMap) => JSON.stringify((rm.block[PAGE]?.value as { properties?: unknown })?.properties)

function source(impl: Partial<WorkspaceSource> = {}) {
  return {
    kind: 'fake',
    getDatabase: vi.fn(async () => db(3)),
    getPage: vi.fn(async () => page(1, 'v1')),
    ...impl,
  } as WorkspaceSource & { getDatabase: ReturnType<typeof vi.fn>; getPage: ReturnType<typeof vi.fn> }
}

let redis: FakeRedis
const caches: RedisSharedCache[] = []
beforeAll(async () => {
  redis = await startFakeRedis()
})
afterAll(() => redis.stop())
afterEach(async () => {
  await Promise.all(caches.splice(0).map((c) => c.close()))
  redis.setMode('ok')
  redis.data.clear()
  if (!(await reachable())) await redis.restart()
})

async function reachable() {
  const net = await import('node:net')
  return new Promise<boolean>((resolve) => {
    const s = net.connect(redis.port, '127.0.0.1')
    s.once('connect', () => (s.destroy(), resolve(true)))
    s.once('error', () => resolve(false))
  })
}

/** A store as one instance builds it, with its own shared-data connection and log. */
function instance(src = source(), opts: { ttlMs?: number; now?: () => number } = {}) {
  const logs: string[] = []
  const log = (m: string) => logs.push(m)
  const shared = new RedisSharedCache(redis.url, { namespace: NS, log })
  caches.push(shared)
  const store = new WorkspaceStore(src, { ttlMs: opts.ttlMs ?? 30_000, now: opts.now, log, shared })
  return { store, src, logs, sharedLogs: () => logs.filter((l) => l.includes('shared cache')) }
}

/** Writes to the shared cache are not awaited by readers: wait until Redis holds the key. */
async function written(key: string) {
  await vi.waitFor(() => expect(redis.data.has(key)).toBe(true), { timeout: 10_000, interval: 10 })
}

const timed = async <T>(fn: () => Promise<T>) => {
  const t = Date.now()
  const value = await fn()
  return { value, ms: Date.now() - t }
}

describe('shared cache (Redis) between instances', () => {
  it('the second instance reads the database and pages the first one loaded, without its source', async () => {
    const a = instance()
    await a.store.getDatabase()
    await a.store.getPage(PAGE, 1)
    await written(DB_KEY)
    await written(`leafpress:v1:${NS}:page:${PAGE}:1`)
    // stored compressed: a gzip stream, not JSON
    expect(redis.data.get(DB_KEY)!.value.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))

    const b = instance()
    expect(await b.store.getDatabase()).toEqual(await a.store.getDatabase())
    expect(titleOf(await b.store.getPage(PAGE, 1))).toBe(titleOf(page(1, 'v1')))
    expect(b.src.getDatabase).not.toHaveBeenCalled()
    expect(b.src.getPage).not.toHaveBeenCalled()
    expect(a.src.getDatabase).toHaveBeenCalledTimes(1)
    expect(b.sharedLogs()).toEqual([])
  })

  it('takes a shared database only while it is within the ttl', async () => {
    let now = 1_000_000
    const a = instance(source(), { now: () => now })
    await a.store.getDatabase()
    await written(DB_KEY)
    now += 31_000 // past the ttl of what a loaded
    const b = instance(source({ getDatabase: vi.fn(async () => db(5, 'new')) }), { now: () => now })
    expect((await b.store.getDatabase()).collection_query).toEqual(db(5, 'new').collection_query)
    expect(b.src.getDatabase).toHaveBeenCalledTimes(1)
  })

  it('never serves an outdated page version from Redis', async () => {
    const a = instance()
    await a.store.getPage(PAGE, 1)
    await written(`leafpress:v1:${NS}:page:${PAGE}:1`)
    // the database now says the page was edited at 2: the shared copy of version 1 must not do
    const b = instance(source({ getPage: vi.fn(async () => page(2, 'v2')) }))
    expect(titleOf(await b.store.getPage(PAGE, 2))).toBe(titleOf(page(2, 'v2')))
    expect(b.src.getPage).toHaveBeenCalledTimes(1)
    // and a third instance gets version 2 from Redis
    await written(`leafpress:v1:${NS}:page:${PAGE}:2`)
    const c = instance()
    expect(titleOf(await c.store.getPage(PAGE, 2))).toBe(titleOf(page(2, 'v2')))
    expect(c.src.getPage).not.toHaveBeenCalled()
  })

  it('ignores a malformed value in Redis and loads from the source, then replaces it', async () => {
    redis.data.set(DB_KEY, { value: Buffer.from('not gzip at all') })
    redis.data.set(`leafpress:v1:${NS}:page:${PAGE}:1`, { value: zlib.gzipSync('{"loadedAt":"soon","value":null}') })
    const a = instance()
    expect(await a.store.getDatabase()).toEqual(db(3))
    expect(titleOf(await a.store.getPage(PAGE, 1))).toBe(titleOf(page(1, 'v1')))
    expect(a.src.getDatabase).toHaveBeenCalledTimes(1)
    expect(a.src.getPage).toHaveBeenCalledTimes(1)
    expect(a.sharedLogs().join('\n')).toMatch(/malformed value/)
    // the good load overwrote the garbage: the next instance reads it
    await vi.waitFor(() => expect(redis.data.get(DB_KEY)!.value.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])))
    const b = instance()
    await b.store.getDatabase()
    expect(b.src.getDatabase).not.toHaveBeenCalled()
  })

  it('keeps serving when Redis is stopped, logs the outage once, and uses Redis again when it is back', async () => {
    let now = 1_000_000
    const a = instance(source({ getDatabase: vi.fn(async () => db(3, `t${now}`)) }), { ttlMs: 1_000, now: () => now })
    await a.store.getDatabase()
    await redis.stop()
    for (let i = 0; i < 5; i++) {
      now += 2_000 // past the ttl: every read refreshes, so every read consults Redis
      const { value, ms } = await timed(() => a.store.getDatabase())
      expect(value.collection_query).toEqual(db(3, `t${now}`).collection_query)
      expect(ms).toBeLessThan(500)
      const p = await timed(() => a.store.getPage(PAGE, i + 10))
      expect(p.ms).toBeLessThan(500)
    }
    expect(a.src.getDatabase).toHaveBeenCalledTimes(6)
    expect(a.sharedLogs().filter((l) => /unavailable/.test(l))).toHaveLength(1)

    await redis.restart()
    await vi.waitFor(() => expect(a.sharedLogs().join('\n')).toMatch(/reachable again/), { timeout: 8_000, interval: 50 })
    now += 2_000
    await a.store.getDatabase()
    await written(DB_KEY)
  }, 20_000)

  it('a new instance whose Redis is down from the start reads its source at once', async () => {
    await redis.stop()
    const a = instance()
    const { ms } = await timed(async () => {
      await a.store.getDatabase()
      await a.store.getPage(PAGE, 1)
    })
    expect(ms).toBeLessThan(500)
    expect(a.src.getDatabase).toHaveBeenCalledTimes(1)
    expect(a.sharedLogs()).toHaveLength(1)
  })

  it('does not wait on a Redis that hangs: each read costs at most the short timeout', async () => {
    let now = 1_000_000
    const a = instance(source(), { ttlMs: 1_000, now: () => now })
    await a.store.getDatabase() // connected and ready
    redis.setMode('hang')
    for (let i = 0; i < 4; i++) {
      now += 2_000
      const { ms } = await timed(() => a.store.getDatabase())
      expect(ms).toBeLessThan(700)
    }
    expect(a.src.getDatabase).toHaveBeenCalledTimes(5)
    expect(a.sharedLogs().filter((l) => /unavailable/.test(l))).toHaveLength(1)
  })

  it('does not wait on a Redis that hangs from the first connection', async () => {
    redis.setMode('hang')
    const a = instance()
    for (let i = 0; i < 3; i++) {
      const { ms } = await timed(() => a.store.getPage(PAGE, i + 1))
      expect(ms).toBeLessThan(700)
    }
    expect(a.src.getPage).toHaveBeenCalledTimes(3)
    expect(a.sharedLogs()).toHaveLength(1)
  })

  it('survives a Redis that answers garbage', async () => {
    redis.setMode('garbage')
    const a = instance()
    const { ms } = await timed(async () => {
      expect(await a.store.getDatabase()).toEqual(db(3))
      expect(titleOf(await a.store.getPage(PAGE, 1))).toBe(titleOf(page(1, 'v1')))
    })
    expect(ms).toBeLessThan(700)
    expect(a.sharedLogs().filter((l) => /unavailable/.test(l))).toHaveLength(1)
  })

  it('lets a new instance serve an older shared database while its source fails', async () => {
    let now = 1_000_000
    const a = instance(source(), { now: () => now })
    await a.store.getDatabase()
    await written(DB_KEY)
    now += 3_600_000
    const b = instance(source({ getDatabase: vi.fn(async () => { throw new Error('Notion is down') }) }), { now: () => now })
    expect(await b.store.getDatabase()).toEqual(db(3))
    expect(b.store.status().lastError).toMatch(/Notion is down/)
  })

  it('a forced refresh (webhook) asks the source, not the shared copy', async () => {
    const a = instance()
    await a.store.getDatabase()
    await written(DB_KEY)
    const b = instance()
    await b.store.getDatabase()
    await b.store.refresh()
    expect(b.src.getDatabase).toHaveBeenCalledTimes(1)
  })
})

describe('REDIS_URL setting', () => {
  it('accepts redis:// and rediss:// URLs and nothing', () => {
    expect(readRedisUrl({})).toBeNull()
    expect(readRedisUrl({ REDIS_URL: ' ' })).toBeNull()
    expect(readRedisUrl({ REDIS_URL: 'redis://localhost:6379' })).toBe('redis://localhost:6379')
    expect(readRedisUrl({ REDIS_URL: 'rediss://:pw@cache.example.com:6380/2' })).toBe('rediss://:pw@cache.example.com:6380/2')
  })

  it('stops the start on anything else, with the key and the fix, without echoing a password', () => {
    for (const bad of ['localhost:6379', 'http://cache:6379', 'redis://', 'memcached://user:s3cret@host']) {
      let err: unknown
      try {
        readAllSettings({ REDIS_URL: bad }, THEME_SETTINGS)
      } catch (e) {
        err = e
      }
      expect(err, bad).toBeInstanceOf(ConfigError)
      const text = (err as ConfigError).problems.join('\n')
      expect(text).toMatch(/^REDIS_URL = .*redis:\/\/localhost:6379/m)
      expect(text).not.toContain('s3cret')
    }
  })
})
