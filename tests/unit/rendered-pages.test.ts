// The server's page cache (lib/rendered-pages/): pages live REVALIDATE_SECONDS, and with REDIS_URL
// instances share their rendered pages and their revalidations. Two "instances" here are two
// local caches with their own tags manifests over one shared Redis (the fake RESP server, real
// ioredis); a Redis that stops, hangs or holds garbage costs a short wait at most, is logged
// once, and leaves each instance its own copy. The whole thing with Next and three servers:
// tests/e2e/instances.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_CACHE_ENV } from '@/lib/config/rendered-pages'
import { expireHere, isMarker, mergeTagStates, SETTINGS_ENV, sharedGet, subPagesWatched, tagsExpired, withLifetime } from '@/lib/rendered-pages/handler.mjs'
import { listTag, postTag, SITE_TAG, subPageTag, WINDOWED_TAG } from '@/lib/freshness/tags'
import { SharedPages, type PageEntry, type TagState } from '@/lib/rendered-pages/shared-pages.mjs'
import { startFakeRedis, type FakeRedis } from '../support/redis-server'
import { FAILURES_TO_DOWN } from '@/lib/redis/connection.mjs'

const PREFIX = 'leafpress:v1:test:'
const KEY = '/route-cache/APP_PAGE/abc/$/heo/zh-CN/article/x'
const TAGS = ['_N_T_/layout', '_N_T_/heo/layout', '_N_T_/heo/zh-CN/article/x']

const page = (html: string, lastModified: number): PageEntry => ({
  lastModified,
  value: {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
    headers: { 'x-next-cache-tags': TAGS.join(',') },
    status: 200,
  },
  cacheControl: { revalidate: 30, expire: 31536000 },
})

let redis: FakeRedis
const opened: SharedPages[] = []
beforeAll(async () => {
  redis = await startFakeRedis()
})
afterAll(() => redis.stop())
afterEach(async () => {
  for (const s of opened.splice(0)) s.close()
  redis.setMode('ok')
  redis.data.clear()
  redis.hashes.clear()
  await redis.stop()
  await redis.restart()
})

function shared(opts: { now?: () => number; timeoutMs?: number } = {}) {
  const logs: string[] = []
  const s = new SharedPages(redis.url, { prefix: PREFIX, build: 'b1', keepMs: 60_000, log: (m) => logs.push(m), ...opts })
  opened.push(s)
  return { s, logs }
}

/** An instance: its own cache (what Next's file-system cache would answer) and tags manifest. */
function instance(s: SharedPages) {
  const local = new Map<string, PageEntry>()
  const manifest = new Map<string, TagState>()
  return {
    local,
    manifest,
    get: (key = KEY) => sharedGet(key, local.get(key) ?? null, s, { manifest, remember: (k, e) => local.set(k, e) }),
    /** renders: its own cache and Redis get the entry, as the handler's set does */
    set: async (entry: PageEntry) => (local.set(KEY, entry), s.write(KEY, entry, TAGS)),
  }
}

const timed = async <T>(fn: () => Promise<T>) => {
  const t = Date.now()
  const value = await fn()
  return { value, ms: Date.now() - t }
}

describe('page lifetime: until the data changes, or REVALIDATE_SECONDS', () => {
  it('reads its settings where next.config.ts puts them', () => {
    expect(SETTINGS_ENV).toBe(PAGE_CACHE_ENV)
  })

  it('a page with our content tags, rendered by this process, has no time lifetime: its tags expire it', () => {
    const tagged = (tags: string[], lastModified: number): PageEntry => {
      const e = page('a', lastModified)
      return { ...e, value: { ...e.value, headers: { 'x-next-cache-tags': [...TAGS, ...tags].join(',') } } }
    }
    const started = 1_000
    expect(withLifetime(tagged([SITE_TAG, listTag(''), postTag('a'.repeat(32))], 2_000), 30, started)!.cacheControl).toEqual({ revalidate: false, expire: undefined })
    // a sub-page whose version is unknown (no row dates its changes) keeps the window
    expect(withLifetime(tagged([SITE_TAG, WINDOWED_TAG], 2_000), 30, started)!.cacheControl!.revalidate).toBe(30)
    // a sub-page's page names its version: none while the app watches that version, else the window
    const sub = 'c'.repeat(32)
    const asked: unknown[][] = []
    const watching = (edition: string, id: string, version: number) => (asked.push([edition, id, version]), version >= 5_000)
    const subPage = (version: number) => tagged([SITE_TAG, postTag('a'.repeat(32)), postTag(sub), subPageTag('en', sub, version)], 2_000)
    expect(withLifetime(subPage(5_000), 30, started, watching)!.cacheControl).toEqual({ revalidate: false, expire: undefined })
    expect(withLifetime(subPage(4_000), 30, started, watching)!.cacheControl!.revalidate).toBe(30)
    expect(asked).toEqual([['en', sub, 5_000], ['en', sub, 4_000]])
    expect(subPagesWatched([subPageTag('', sub, 1)], (edition) => edition === '')).toBe(true)
    // nothing registered (a process whose data nobody checks): the window
    expect(withLifetime(subPage(5_000), 30, started)!.cacheControl!.revalidate).toBe(30)
    // rendered before this process started (the build, an earlier run): never compared with its data
    expect(withLifetime(tagged([SITE_TAG], 500), 30, started)!.cacheControl!.revalidate).toBe(30)
    // the marker entries of the tags are never stored or found
    expect(isMarker({ kind: 'FETCH', tags: [SITE_TAG, listTag('en')] })).toBe(true)
    expect(isMarker({ kind: 'FETCH', tags: ['posts', SITE_TAG] })).toBe(false)
    expect(isMarker({ kind: 'APP_PAGE' })).toBe(false)
  })

  it('expireHere marks tags expired in this process\'s manifest, as revalidateTag would', () => {
    const tag = postTag('b'.repeat(32))
    expireHere([tag], 5_000)
    const manifest = (globalThis as Record<symbol, unknown>)[Symbol.for('leafpress.pageCache')] as { expire: unknown }
    expect(manifest.expire).toBe(expireHere)
  })

  it('gives an entry without our tags that goes stale the configured lifetime; others keep theirs', () => {
    const entry = page('a', 1)
    expect(withLifetime(entry, 5)!.cacheControl).toEqual({ revalidate: 5, expire: 31536000 })
    expect(withLifetime(entry, 600)!.cacheControl!.revalidate).toBe(600)
    // an expire the lifetime passes is dropped: Next requires expire after revalidate
    expect(withLifetime({ ...entry, cacheControl: { revalidate: 30, expire: 60 } }, 120)!.cacheControl).toEqual({ revalidate: 120, expire: undefined })
    expect(withLifetime({ ...entry, cacheControl: { revalidate: false } }, 5)!.cacheControl).toEqual({ revalidate: false })
    expect(withLifetime({ ...entry, cacheControl: undefined }, 5)!.cacheControl).toBeUndefined()
    expect(withLifetime(entry, undefined)).toBe(entry)
    expect(withLifetime(null, 5)).toBeNull()
  })
})

describe('tags, as Next records them', () => {
  it('an entry is expired by a tag revalidated after it, and only then', () => {
    const m = new Map<string, TagState>()
    mergeTagStates(m, new Map([['t', { expired: 100 }]]))
    expect(tagsExpired(['t'], 50, m, 200)).toBe(true)
    expect(tagsExpired(['t'], 150, m, 200)).toBe(false)
    expect(tagsExpired(['other'], 50, m, 200)).toBe(false)
    // an expiry in the future (revalidateTag with a profile) counts once it is reached
    mergeTagStates(m, new Map([['u', { stale: 100, expired: 500 }]]))
    expect(tagsExpired(['u'], 50, m, 200)).toBe(false)
    expect(tagsExpired(['u'], 50, m, 600)).toBe(true)
    // merging keeps the later time
    mergeTagStates(m, new Map([['t', { expired: 80 }]]))
    expect(m.get('t')).toEqual({ expired: 100 })
  })
})

describe('shared pages (REDIS_URL)', () => {
  it('stores an entry whole: buffers, maps and headers come back as they were', async () => {
    const { s } = shared()
    const entry = page('<html>a</html>', 1234)
    expect(await s.write(KEY, entry, TAGS)).toBe(true)
    const stored = redis.hashes.get(`${PREFIX}pages:b1:${KEY}`)!
    expect(stored.fields.get('at')!.toString()).toBe('1234')
    expect(stored.fields.get('tags')!.toString()).toBe(TAGS.join(','))
    expect(stored.fields.get('v')!.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])) // gzipped
    const peek = await s.peek(KEY, [])
    expect(peek).toEqual({ at: 1234, tags: TAGS, states: new Map() })
    const got = await s.read(KEY, TAGS)
    expect(got!.entry).toEqual(entry)
    expect(Buffer.isBuffer(got!.entry!.value.rscData)).toBe(true)
    expect(got!.entry!.value.segmentData.get('/_tree')).toEqual(Buffer.from([0, 1, 2, 255]))
    // expires, like every key written
    expect(redis.hashes.get(`${PREFIX}pages:b1:${KEY}`)!.expiresAt).toBeGreaterThan(Date.now() + 50_000)
  })

  it('one instance renders, another serves that render; the other\'s copy is checked with a few bytes', async () => {
    const { s } = shared()
    const a = instance(s)
    const b = instance(s)
    expect(await b.get()).toBeNull()
    await a.set(page('first', 1000))
    const got = await b.get()
    expect(got!.value.html).toBe('first')
    // b keeps it: its next read finds the same render time in Redis and reads no body
    expect(b.local.get(KEY)!.lastModified).toBe(1000)
    const before = redis.commands.length
    expect((await b.get())!.value.html).toBe('first')
    expect(redis.commands.slice(before).some((c) => c.startsWith('HGET '))).toBe(false)
    // a newer render anywhere replaces the copy everywhere
    await a.set(page('second', 2000))
    expect((await b.get())!.value.html).toBe('second')
  })

  it('a path revalidated on one instance is rendered again on every instance, then served from the new render', async () => {
    let now = 10_000
    const { s } = shared({ now: () => now })
    const a = instance(s)
    const b = instance(s)
    await a.set(page('old', 5_000))
    expect((await b.get())!.value.html).toBe('old')
    // b receives the webhook: Next calls revalidateTag with the path's tag
    expect(await s.revalidate(['_N_T_/heo/zh-CN/article/x'])).toBe(true)
    expect(redis.data.get(`${PREFIX}tag:_N_T_/heo/zh-CN/article/x`)!.value.toString()).toBe(':10000')
    // both instances' copies, and Redis's, are older than the revalidation: render again
    expect(await a.get()).toBeNull()
    expect(await b.get()).toBeNull()
    expect(a.manifest.get('_N_T_/heo/zh-CN/article/x')).toEqual({ expired: 10_000 })
    // a renders; b serves a's render
    now = 11_000
    await a.set(page('new', 10_500))
    expect((await b.get())!.value.html).toBe('new')
    expect((await a.get())!.value.html).toBe('new')
  })

  it('a malformed shared entry is a miss, logged', async () => {
    const { s, logs } = shared()
    const a = instance(s)
    redis.hashes.set(`${PREFIX}pages:b1:${KEY}`, { fields: new Map([['at', Buffer.from('99')], ['tags', Buffer.from('')], ['v', Buffer.from('not gzip')]]) })
    expect(await a.get()).toBeNull()
    expect(logs.join('\n')).toMatch(/malformed shared entry/)
  })

  it('Redis stopped: each instance serves its own copy, writes and revalidations fail quietly, logged once', async () => {
    const { s, logs } = shared({ timeoutMs: 200 })
    const a = instance(s)
    await a.set(page('mine', 1000))
    await redis.stop()
    for (let i = 0; i < 5; i++) {
      const { value, ms } = await timed(() => a.get())
      expect(value!.value.html).toBe('mine')
      expect(ms).toBeLessThan(500)
    }
    expect(await s.write(KEY, page('later', 2000), TAGS)).toBe(false)
    expect(await s.revalidate(['x'])).toBe(false)
    expect(logs.filter((l) => l.includes('Redis unavailable'))).toHaveLength(1)
  })

  it('Redis hanging: three requests wait the timeout, the next ones do not wait at all for a while', async () => {
    let now = 0
    const { s, logs } = shared({ timeoutMs: 150, now: () => now })
    const a = instance(s)
    await a.set(page('mine', 1000))
    redis.setMode('hang')
    // one slow answer costs that request only and is no outage: the next one asks Redis again
    for (let i = 0; i < FAILURES_TO_DOWN; i++) {
      const slow = await timed(() => a.get())
      expect(slow.value!.value.html).toBe('mine')
      expect(slow.ms).toBeGreaterThanOrEqual(140)
      expect(slow.ms).toBeLessThan(1000)
      if (i === 0) expect(logs.filter((l) => l.includes('Redis unavailable'))).toHaveLength(0)
    }
    const next = await timed(() => a.get())
    expect(next.value!.value.html).toBe('mine')
    expect(next.ms).toBeLessThan(50)
    expect(logs.filter((l) => l.includes('Redis unavailable'))).toHaveLength(1)
    // once the pause is over and Redis answers again, pages are shared again, and it says so
    redis.setMode('ok')
    now += 5_000
    await redis.stop()
    await redis.restart()
    await new Promise((r) => setTimeout(r, 500)) // ioredis reconnects in the background
    expect(await s.write(KEY, page('back', 3000), TAGS)).toBe(true)
    expect((await instance(s).get())!.value.html).toBe('back')
    expect(logs.filter((l) => l.includes('reachable again'))).toHaveLength(1)
  })

  it('a Redis answering garbage is unavailable, never an error for the reader', async () => {
    const { s, logs } = shared({ timeoutMs: 200 })
    const a = instance(s)
    await a.set(page('mine', 1000))
    redis.setMode('garbage')
    for (let i = 0; i < FAILURES_TO_DOWN; i++) expect((await a.get())!.value.html).toBe('mine')
    expect(logs.filter((l) => l.includes('Redis unavailable'))).toHaveLength(1)
  })
})
