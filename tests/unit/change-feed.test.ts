// The change feed (lib/workspace/change-feed.ts): what one instance brought from the source and
// published, every other instance reads again before it renders — once per change, never its
// own, also when it asks while a catch-up is already under way; the log entry and the expired
// page cache tags travel in one transaction. Real ioredis against the fake RESP server; stores
// are recorders of the reloads asked for.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ChangeFeed } from '@/lib/workspace/change-feed'
import { CHANGES_KEPT, noSharedCache, RedisSharedCache } from '@/lib/workspace/shared-data'
import { startFakeRedis, type FakeRedis } from '../support/redis-server'

const NS = 'test:feed'

let redis: FakeRedis
const caches: RedisSharedCache[] = []
beforeAll(async () => {
  redis = await startFakeRedis()
})
afterAll(() => redis.stop())
afterEach(async () => {
  await Promise.all(caches.splice(0).map((c) => c.close()))
  redis.data.clear()
  redis.lists.clear()
})

function store() {
  return {
    reloadPage: vi.fn(async (_id: string) => true),
    reloadSubPage: vi.fn(async (_id: string) => {}),
    refresh: vi.fn(async () => {}),
  }
}

/** An instance: its store and its feed over the shared Redis. */
function instance(now: () => number = Date.now) {
  const shared = new RedisSharedCache(redis.url, { namespace: NS, log: () => {} })
  caches.push(shared)
  const s = store()
  return { store: s, feed: new ChangeFeed(s, shared, now) }
}

describe('change feed between instances', () => {
  it('a page one instance reloaded on a webhook is reloaded by the others before they render, once', async () => {
    const a = instance()
    const b = instance()
    const c = instance()
    expect(await a.feed.publish([{ kind: 'page', id: 'p1' }, { kind: 'subpage', id: 's1' }], null)).toBe(true)

    await Promise.all([b.feed.catchUp(), c.feed.catchUp()])
    for (const other of [b, c]) {
      // following: the store publishes nothing of its own for these
      expect(other.store.reloadPage.mock.calls).toEqual([['p1', { follow: true }]])
      expect(other.store.reloadSubPage.mock.calls).toEqual([['s1', { follow: true }]])
      expect(other.store.refresh).not.toHaveBeenCalled()
    }
    // nothing new: one read of the counter, no reload
    await b.feed.catchUp()
    expect(b.store.reloadPage).toHaveBeenCalledTimes(1)
    // the instance that logged it has the data: it never replays its own changes
    await a.feed.catchUp()
    expect(a.store.reloadPage).not.toHaveBeenCalled()
  })

  it('the log entry and the expired tags are one transaction: both are there, or neither', async () => {
    const a = instance()
    const tags = { keys: ['leafpress:v1:site:tag:lp:post:p1', 'leafpress:v1:site:tag:lp:list:-'], state: '5:5', keepMs: 60_000 }
    expect(await a.feed.publish([{ kind: 'database', loadedAt: 4 }], tags)).toBe(true)
    expect(redis.commands.slice(-7).map((c) => c.split(' ')[0])).toEqual(['MULTI', 'SET', 'SET', 'RPUSH', 'LTRIM', 'PEXPIRE', 'EXEC'])
    for (const key of tags.keys) expect(redis.data.get(key)?.value.toString()).toBe('5:5')
    const b = instance()
    await b.feed.catchUp()
    // the database as the announcing instance loaded it (its shared copy), not the source
    expect(b.store.refresh.mock.calls).toEqual([[{ sharedSince: 4 }]])
  })

  it('a database change makes the others read the database again; a burst of one page reloads it once', async () => {
    const a = instance()
    const b = instance()
    await a.feed.publish([{ kind: 'database' }], null)
    await a.feed.publish([{ kind: 'page', id: 'p1' }], null)
    await a.feed.publish([{ kind: 'page', id: 'p1' }], null)
    await b.feed.catchUp()
    expect(b.store.refresh).toHaveBeenCalledTimes(1)
    expect(b.store.reloadPage).toHaveBeenCalledTimes(1)
  })

  it('a render that asks while a catch-up is under way gets one that read the log after it asked', async () => {
    const a = instance()
    const b = instance()
    // b's first catch-up is slow to reload: a second change is logged meanwhile
    let release!: () => void
    b.store.reloadPage.mockImplementationOnce(() => new Promise<boolean>((r) => (release = () => r(true))))
    await a.feed.publish([{ kind: 'page', id: 'p1' }], null)
    const first = b.feed.catchUp()
    await vi.waitFor(() => expect(b.store.reloadPage).toHaveBeenCalledTimes(1))
    await a.feed.publish([{ kind: 'page', id: 'p2' }], null)
    const second = b.feed.catchUp()
    const third = b.feed.catchUp()
    release()
    await Promise.all([first, second, third])
    expect(b.store.reloadPage.mock.calls.map(([id]) => id)).toEqual(['p1', 'p2'])
  })

  it('a new instance takes only what was logged around or after its start', async () => {
    const a = instance()
    await a.feed.publish([{ kind: 'page', id: 'old' }], null)
    // logged a minute before b started: b's data is newer than that
    const later = Date.now() + 60_000
    const b = instance(() => later)
    await b.feed.catchUp()
    expect(b.store.reloadPage).not.toHaveBeenCalled()
  })

  it('an instance further behind than the log reaches reloads what it still lists, and the database', async () => {
    const a = instance()
    const b = instance()
    await a.feed.publish([{ kind: 'page', id: 'first' }], null)
    await b.feed.catchUp()
    await Promise.all(Array.from({ length: CHANGES_KEPT + 5 }, (_, i) => a.feed.publish([{ kind: 'page', id: `p${i}` }], null)))
    await b.feed.catchUp()
    expect(b.store.refresh).toHaveBeenCalledTimes(1)
    expect(b.store.reloadPage).toHaveBeenCalledTimes(1 + CHANGES_KEPT)
  })

  it('Redis lost its log (restarted empty): changes logged since are replayed, and the gap reads the database again', async () => {
    const a = instance()
    const b = instance()
    await a.feed.publish([{ kind: 'page', id: 'p1' }], null)
    await b.feed.catchUp()
    redis.data.clear()
    redis.lists.clear()
    await a.feed.publish([{ kind: 'page', id: 'p2' }], null)
    await b.feed.catchUp()
    expect(b.store.reloadPage.mock.calls.map(([id]) => id)).toEqual(['p1', 'p2'])
    expect(b.store.refresh).toHaveBeenCalledTimes(1)
  })

  it('without REDIS_URL, or with Redis down, nothing is logged or replayed and nobody waits', async () => {
    const s = store()
    const alone = new ChangeFeed(s, noSharedCache)
    expect(await alone.publish([{ kind: 'database' }], null)).toBe(false)
    await alone.catchUp()
    expect(s.refresh).not.toHaveBeenCalled()

    const a = instance()
    await redis.stop()
    const t = Date.now()
    await a.feed.publish([{ kind: 'page', id: 'p1' }], null)
    await a.feed.catchUp()
    expect(Date.now() - t).toBeLessThan(1000)
    await redis.restart()
  })
})
