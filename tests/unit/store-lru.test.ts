// The store's page bodies are an LRU bounded by bytes (issue #27): pages of the real sample
// workspace, read through the snapshot source, counted and made to fail on demand.
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import blogConfig from '@/blog.config'
import { DEFAULT_HEAP_GROWTH_PERCENT, DEFAULT_PAGE_CACHE_MB, DEFAULT_RENDERED_CACHE_MB, DEFAULT_RENDERED_CACHE_MB_ON_DISK, readHeapGrowthPercent, readPageCacheBytes, readRenderedCacheBytes, readSourceSettings } from '@/lib/config/deployment'
import { ConfigError, loadConfig } from '@/lib/config/load'
import { buildSite } from '@/lib/site/site'
import type { Post } from '@/lib/site/types'
import { getBlock } from '@/lib/workspace/records'
import { SnapshotSource } from '@/lib/workspace/snapshot-source'
import { DataUnavailableError, recordMapBytes, WorkspaceStore } from '@/lib/workspace/store'
import type { WorkspaceSource } from '@/lib/workspace/types'

const sample = new SnapshotSource(path.resolve(__dirname, '../../content/sample'))
const config = loadConfig(blogConfig, {})
let posts: Post[]
/** the kitchen sink: the one sample post with an image block */
let kitchenSink: Post
const sizes = new Map<string, number>()

beforeAll(async () => {
  const all = buildSite(await sample.getDatabase(), config).posts.filter((p) => !p.locked)
  kitchenSink = all.find((p) => p.slug === 'kitchen-sink')!
  posts = all.filter((p) => p !== kitchenSink).slice(0, 6)
  for (const p of [...posts, kitchenSink]) sizes.set(p.id, recordMapBytes(await sample.getPage(p.id)))
})

/** The sample snapshot, with page loads counted per id, failing while `failing`, held back per id in `gates`. */
function source() {
  const loads: string[] = []
  const ctl = { failing: false, gates: new Map<string, Promise<void>>(), loads }
  const src: WorkspaceSource = {
    kind: 'test',
    getDatabase: () => sample.getDatabase(),
    getPage: async (id) => {
      const compact = id.replace(/-/g, '')
      loads.push(compact)
      await ctl.gates.get(compact)
      if (ctl.failing) throw Object.assign(new Error('Notion is down'), { status: 503 })
      return sample.getPage(id)
    },
    signFileUrl: async (url) => `${url}?signed`,
  }
  return { src, ctl }
}

/** A budget that holds the first `n` test posts' pages and not one byte more. */
const budgetFor = (n: number) => posts.slice(0, n).reduce((sum, p) => sum + sizes.get(p.id)!, 0)
const loadsOf = (loads: string[], p: Post) => loads.filter((id) => id === p.id).length

function storeWith(budget: number) {
  const { src, ctl } = source()
  const store = new WorkspaceStore(src, { ttlMs: 30_000, graceMs: 50, log: () => {}, pageBudgetBytes: budget })
  return { store, ctl }
}

describe('WorkspaceStore: the page LRU', () => {
  it('holds pages up to its byte budget, evicts the least recently read, and loads an evicted page again', async () => {
    const [a, b, c] = posts
    const { store, ctl } = storeWith(budgetFor(2))
    await store.getPage(a.id, a.lastEditedDate)
    await store.getPage(b.id, b.lastEditedDate)
    await store.getPage(a.id, a.lastEditedDate) // a is now the most recent
    await store.getPage(c.id, c.lastEditedDate) // evicts b
    expect(store.pageCacheStats().pages).toBe(2)
    expect(store.pageCacheStats().bytes).toBeLessThanOrEqual(budgetFor(2))
    expect(store.peekPage(b.id)).toBeUndefined()
    expect(store.peekPage(a.id)).toBeDefined()
    expect(ctl.loads).toHaveLength(3)

    const again = await store.getPage(b.id, b.lastEditedDate)
    expect(getBlock(again, b.id)).toBeDefined()
    expect(loadsOf(ctl.loads, b)).toBe(2)
    await store.getPage(c.id, c.lastEditedDate)
    expect(loadsOf(ctl.loads, c)).toBe(1) // still held
  })

  it('scan reads keep a page only while it fits, never evict a page readers use, and do not make pages recent', async () => {
    const [a, b, ...rest] = posts
    const bySize = rest.sort((x, y) => sizes.get(x.id)! - sizes.get(y.id)!)
    const d = bySize[0]
    const c = bySize[bySize.length - 1]
    // room for a, b and d but one byte short of it: c (larger than d) does not fit after a and b
    const { store, ctl } = storeWith(sizes.get(a.id)! + sizes.get(b.id)! + sizes.get(d.id)! - 1)
    await store.getPage(a.id, a.lastEditedDate)
    await store.getPage(b.id, b.lastEditedDate, { scan: true }) // fits: kept
    await store.getPage(c.id, c.lastEditedDate, { scan: true }) // no room: read, not kept
    expect(store.peekPage(b.id)).toBeDefined()
    expect(store.peekPage(c.id)).toBeUndefined()
    // a held page read by a scan stays where it was in the order: a, then b
    await store.getPage(a.id, a.lastEditedDate, { scan: true })
    await store.getPage(d.id, d.lastEditedDate) // a reader's page evicts the oldest, a
    expect(store.peekPage(a.id)).toBeUndefined()
    expect(store.peekPage(b.id)).toBeDefined()
    expect(store.peekPage(d.id)).toBeDefined()
    expect(loadsOf(ctl.loads, a)).toBe(1)
  })

  it('a reader that joins a scan’s load gets the page kept; concurrent reads share one load', async () => {
    const [a, b, c] = posts
    const { store, ctl } = storeWith(budgetFor(1))
    await store.getPage(a.id, a.lastEditedDate)
    let release!: () => void
    ctl.gates.set(b.id, new Promise((r) => (release = r)))
    const scan = store.getPage(b.id, b.lastEditedDate, { scan: true })
    const reader = store.getPage(b.id, b.lastEditedDate)
    const other = store.getPage(b.id, b.lastEditedDate)
    release()
    const [s, r, o] = await Promise.all([scan, reader, other])
    expect(s).toBe(r)
    expect(o).toBe(r)
    expect(loadsOf(ctl.loads, b)).toBe(1)
    expect(store.peekPage(b.id)).toBe(r)
    expect(store.peekPage(a.id)).toBeUndefined()
    await store.getPage(c.id, c.lastEditedDate, { scan: true })
    expect(store.peekPage(b.id)).toBe(r)
  })

  it('an eviction during a load does not drop the load, and a page already returned stays whole', async () => {
    const [a, b, c] = posts
    const { store, ctl } = storeWith(budgetFor(1))
    const first = await store.getPage(a.id, a.lastEditedDate)
    const copy = structuredClone(first)
    let release!: () => void
    ctl.gates.set(b.id, new Promise((r) => (release = r)))
    const loading = store.getPage(b.id, b.lastEditedDate)
    // meanwhile another page pushes everything else out
    await store.getPage(c.id, c.lastEditedDate)
    expect(store.peekPage(a.id)).toBeUndefined()
    release()
    const page = await loading
    expect(getBlock(page, b.id)).toBeDefined()
    expect(store.peekPage(b.id)).toBe(page)
    expect(loadsOf(ctl.loads, b)).toBe(1)
    expect(store.pageCacheStats().loading).toBe(0)
    // the evicted page's object was handed out before: nothing of it changed
    expect(first).toEqual(copy)
  })

  it('serves a held page while the source fails (stale-if-error); an evicted one is unavailable until the source recovers', async () => {
    const [a, b] = posts
    const { store, ctl } = storeWith(budgetFor(1))
    const held = await store.getPage(a.id, a.lastEditedDate)
    ctl.failing = true
    // the database names a newer version: the store asks, the source fails, the held copy answers
    expect(await store.getPage(a.id, a.lastEditedDate + 60_000)).toBe(held)
    await expect(store.getPage(b.id, b.lastEditedDate)).rejects.toBeInstanceOf(DataUnavailableError)
    ctl.failing = false
    expect(getBlock(await store.getPage(b.id, b.lastEditedDate), b.id)).toBeDefined()
  })

  it('still signs the files of an evicted page’s blocks, and never others', async () => {
    const rm = await sample.getPage(kitchenSink.id)
    const image = Object.keys(rm.block).find((id) => getBlock(rm, id)?.type === 'image')!
    const { store } = storeWith(budgetFor(1))
    await store.getPage(kitchenSink.id, kitchenSink.lastEditedDate)
    await store.getPage(posts[0].id, posts[0].lastEditedDate)
    expect(store.peekPage(kitchenSink.id)).toBeUndefined()
    expect(await store.signFileUrl('attachment:x:cat.png', { id: image, table: 'block' })).toBe('attachment:x:cat.png?signed')
    expect(await store.signFileUrl('attachment:x:cat.png', { id: 'f00dfeedf00dfeedf00dfeedf00dfeed', table: 'block' })).toBeNull()
  })

  it('sub-pages are in the same LRU, fresh for the ttl', async () => {
    const [a, b] = posts
    const { store, ctl } = storeWith(budgetFor(1))
    // any page id works for the store; which ids may come here is lib/site/sub-pages.ts's question
    await store.getSubPage(a.id)
    await store.getSubPage(a.id)
    expect(loadsOf(ctl.loads, a)).toBe(1)
    await store.getPage(b.id, b.lastEditedDate)
    expect(store.peekPage(a.id)).toBeUndefined()
    await store.getSubPage(a.id)
    expect(loadsOf(ctl.loads, a)).toBe(2)
  })
})

describe('memory settings', () => {
  it('LEAFPRESS_PAGE_CACHE_MB: defaults, reads megabytes, and refuses what is not a size', () => {
    expect(readPageCacheBytes({})).toBe(DEFAULT_PAGE_CACHE_MB * 2 ** 20)
    expect(readPageCacheBytes({ LEAFPRESS_PAGE_CACHE_MB: '8' })).toBe(8 * 2 ** 20)
    expect(readPageCacheBytes({ LEAFPRESS_PAGE_CACHE_MB: '0.5' })).toBe(DEFAULT_PAGE_CACHE_MB * 2 ** 20) // below 1: refused
    for (const bad of ['0', '-3', 'lots', '1e9']) {
      const problems: string[] = []
      readPageCacheBytes({ LEAFPRESS_PAGE_CACHE_MB: bad }, problems)
      expect(problems.join(), bad).toMatch(/LEAFPRESS_PAGE_CACHE_MB/)
    }
  })

  it('LEAFPRESS_RENDERED_CACHE_MB: defaults to 2 on disk and 8 with Redis, reads megabytes, stops the start on what is not a size', () => {
    expect(readRenderedCacheBytes({})).toBe(DEFAULT_RENDERED_CACHE_MB_ON_DISK * 2 ** 20)
    expect(readRenderedCacheBytes({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(DEFAULT_RENDERED_CACHE_MB * 2 ** 20)
    expect([DEFAULT_RENDERED_CACHE_MB_ON_DISK, DEFAULT_RENDERED_CACHE_MB]).toEqual([2, 8])
    expect(readRenderedCacheBytes({ LEAFPRESS_RENDERED_CACHE_MB: '64' })).toBe(64 * 2 ** 20)
    for (const bad of ['0', '-3', 'lots', '1e9']) {
      const problems: string[] = []
      readRenderedCacheBytes({ LEAFPRESS_RENDERED_CACHE_MB: bad }, problems)
      expect(problems.join(), bad).toMatch(/^LEAFPRESS_RENDERED_CACHE_MB = .*megabytes from 1 to 65536/)
    }
    // checked with the other settings: a wrong value stops the start
    expect(() => readSourceSettings({ LEAFPRESS_RENDERED_CACHE_MB: 'lots' })).toThrow(/LEAFPRESS_RENDERED_CACHE_MB/)
  })

  it('LEAFPRESS_HEAP_GROWTH_PERCENT: defaults, reads whole percents, 0 for V8’s own policy', () => {
    expect(readHeapGrowthPercent({})).toBe(DEFAULT_HEAP_GROWTH_PERCENT)
    expect(readHeapGrowthPercent({ LEAFPRESS_HEAP_GROWTH_PERCENT: '0' })).toBe(0)
    expect(readHeapGrowthPercent({ LEAFPRESS_HEAP_GROWTH_PERCENT: '50' })).toBe(50)
    for (const bad of ['-1', '12.5', 'lots', '1000']) {
      const problems: string[] = []
      readHeapGrowthPercent({ LEAFPRESS_HEAP_GROWTH_PERCENT: bad }, problems)
      expect(problems.join(), bad).toMatch(/LEAFPRESS_HEAP_GROWTH_PERCENT/)
    }
    expect(() => readSourceSettings({ LEAFPRESS_HEAP_GROWTH_PERCENT: 'lots' })).toThrow(ConfigError)
  })

  it('stops the start with the key and the fix', () => {
    expect(() => readSourceSettings({ LEAFPRESS_PAGE_CACHE_MB: 'lots' })).toThrow(ConfigError)
    expect(() => readSourceSettings({ LEAFPRESS_PAGE_CACHE_MB: 'lots' })).toThrow(/megabytes/)
  })
})
