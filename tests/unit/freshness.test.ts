// Freshness driven by the data (lib/freshness/): which content tags a change of data expires,
// the store reporting every change it brings from the source (and nothing it only follows), and
// the running server's periodic round (the database checked, a schedule that came due).
import { describe, expect, it, vi } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { buildSite, type SiteIndex } from '@/lib/site/site'
import { changedRows, listingPrint, tagsOfChange } from '@/lib/freshness/changes'
import { tagsOfStoreChange } from '@/lib/freshness/publish'
import { listTag, pairsTag, postTag } from '@/lib/freshness/tags'
import { Watcher } from '@/lib/freshness/watch'
import { normalizeRecordMap, toUuid } from '@/lib/workspace/records'
import { WorkspaceStore, type StoreChange } from '@/lib/workspace/store'
import { SubPageVersions } from '@/lib/workspace/sub-page-versions'
import { editedRow, sampleDatabase } from '../support/sample'

const cfg = loadConfig(blogConfig, {})
const database = sampleDatabase
const edited = editedRow


const latestFirst = (site: SiteIndex) => site.latestPosts[0]

describe('what a change expires', () => {
  const db = database()
  const site = buildSite(db, cfg)

  it('a body edit of the post edited last: its own pages only (its row\'s time moved, nothing lists show)', () => {
    const post = latestFirst(site)
    const after = edited(db, post.id, (row) => (row.last_edited_time += 60_000))
    const rows = changedRows(db, after)
    expect(rows).toEqual([post.id])
    expect(tagsOfChange(site, buildSite(after, cfg), rows, '')).toEqual([postTag(post.id)])
  })

  it('a body edit of another post moves it to the top of "latest posts", shown on every page: the lists too', () => {
    const post = site.posts.find((p) => !site.latestPosts.slice(0, 1).includes(p))!
    const after = edited(db, post.id, (row) => (row.last_edited_time = Date.now() + 86_400_000))
    expect(tagsOfChange(site, buildSite(after, cfg), changedRows(db, after), '')).toEqual([postTag(post.id), listTag('')])
  })

  it('a new title: the post and the lists; a new slug: the other languages\' links too', () => {
    const post = site.posts[2]
    const titled = edited(db, post.id, (row) => (row.properties.title = [['Another title']]))
    expect(tagsOfChange(site, buildSite(titled, cfg), changedRows(db, titled), 'en')).toEqual([postTag(post.id), listTag('en')])
    expect(listingPrint(buildSite(titled, cfg))).not.toBe(listingPrint(site))
    // the same data, the same print: nothing to expire
    expect(tagsOfChange(site, buildSite(database(), cfg), [], '')).toEqual([])
    const moved = buildSite(db, cfg)
    const renamed = { ...moved, allPages: moved.allPages.map((p) => (p.id === post.id ? { ...p, href: '/article/elsewhere' } : p)) } as SiteIndex
    expect(tagsOfChange(site, renamed, [post.id], '')).toEqual(expect.arrayContaining([pairsTag('')]))
  })

  it('a store change names its rows and sub-pages; a page reloaded by id counts as changed', () => {
    const post = site.posts[1]
    const change: StoreChange = { before: db, after: db, rows: [toUuid(post.id)], subPages: ['s'.repeat(32)], logged: [] }
    expect(tagsOfStoreChange({ prefix: '' }, change)).toEqual([postTag(post.id), postTag('s'.repeat(32))])
  })
})

describe('the store reports what it brings from the source', () => {
  function fixture(first = database()) {
    let db = first
    const reports: StoreChange[] = []
    const source = { kind: 'fake', getDatabase: vi.fn(async () => db), getPage: vi.fn(async () => db) }
    let now = 1_000_000
    const store = new WorkspaceStore(source, { ttlMs: 30_000, log: () => {}, now: () => now, onChange: async (c) => void reports.push(c) })
    return { store, reports, source, set: (next: ExtendedRecordMap) => (db = next), tick: (ms: number) => (now += ms) }
  }

  it('the first load is no change; a read that brings other data is one, logged with its load time; the same data is none', async () => {
    const f = fixture()
    await f.store.getDatabase()
    expect(f.reports).toEqual([])
    const post = buildSite(database(), cfg).posts[0]
    f.set(edited(database(), post.id, (row) => (row.properties.title = [['New']])))
    await f.store.refresh()
    expect(f.reports).toHaveLength(1)
    expect(f.reports[0].logged).toEqual([{ kind: 'database', loadedAt: 1_000_000 }])
    expect(changedRows(f.reports[0].before, f.reports[0].after)).toEqual([post.id])
    await f.store.refresh()
    expect(f.reports).toHaveLength(1)
  })

  it('the periodic check reads only once the window has passed; a reader-triggered refresh reports too', async () => {
    const f = fixture()
    await f.store.getDatabase()
    await f.store.check()
    expect(f.source.getDatabase).toHaveBeenCalledTimes(1)
    f.tick(31_000)
    f.set(edited(database(), buildSite(database(), cfg).posts[3].id, (row) => (row.properties.title = [['Later']])))
    await f.store.check()
    expect(f.source.getDatabase).toHaveBeenCalledTimes(2)
    expect(f.reports).toHaveLength(1)
    f.tick(31_000)
    f.set(database())
    await f.store.getDatabase()
    expect(f.reports).toHaveLength(2)
  })

  it('one instance reads the source per window: the others wait for its copy, and report nothing', async () => {
    const held = new Map<string, { value: unknown; loadedAt: number }>()
    const claims = new Set<string>()
    const shared = {
      get: async (key: string) => (held.get(key) as any) ?? null,
      set: async (key: string, entry: { value: unknown; loadedAt: number }) => void held.set(key, entry),
      claim: async (key: string) => !claims.has(key) && !!claims.add(key),
    }
    let now = 0
    const db = database()
    const reports: StoreChange[] = []
    const make = () => {
      const source = { kind: 'fake', getDatabase: vi.fn(async () => db), getPage: vi.fn(async () => db) }
      return { source, store: new WorkspaceStore(source, { ttlMs: 30_000, log: () => {}, now: () => now, shared, onChange: async (c) => void reports.push(c) }) }
    }
    const a = make()
    const b = make()
    await a.store.getDatabase()
    await b.store.getDatabase() // a's copy, within the window
    expect(b.source.getDatabase).not.toHaveBeenCalled()
    now += 31_000
    await Promise.all([a.store.check(), b.store.check()])
    // one of them read the source; the other did not
    expect(a.source.getDatabase.mock.calls.length + b.source.getDatabase.mock.calls.length).toBe(2)
    expect(reports).toEqual([])
  })

  it('what it follows (another instance published it) is not reported again', async () => {
    const f = fixture()
    await f.store.getDatabase()
    const id = buildSite(database(), cfg).posts[0].id
    await f.store.reloadPage(id, { follow: true })
    await f.store.reloadSubPage(id, { follow: true })
    expect(f.reports).toEqual([])
    await f.store.reloadPage(id)
    expect(f.reports.map((r) => r.logged)).toEqual([[{ kind: 'page', id: toUuid(id) }]])
  })
})

describe('the periodic round (a running server)', () => {
  it('a schedule that came due with the same data expires the lists and that post; otherwise nothing', async () => {
    const db = database()
    const site = buildSite(db, cfg)
    const due = site.posts[5]
    // the model before the moment: that post not yet listed
    const before = { ...site, views: new Map(site.views).set(due.id, 'scheduled'), posts: site.posts.filter((p) => p !== due) } as SiteIndex
    let model = before
    const store = { check: vi.fn(async () => {}), checkSubPages: vi.fn(async () => []), peekDatabase: () => db }
    const published: string[][] = []
    const feed = { publish: vi.fn(async (_logged: unknown, tags: { keys: string[] } | null) => (published.push(tags?.keys ?? []), true)), catchUp: vi.fn(async () => {}) }
    const w = new Watcher({ prefix: '' } as never, store, feed, Date.now, () => model)
    expect(await w.round()).toEqual([])
    expect(await w.round()).toEqual([])
    model = site
    expect(await w.round()).toEqual(expect.arrayContaining([postTag(due.id), listTag('')]))
    expect(store.check).toHaveBeenCalledTimes(3)
    expect(store.checkSubPages).toHaveBeenCalledTimes(3)
    // each round replays what other instances published before it reads
    expect(feed.catchUp).toHaveBeenCalledTimes(3)
    expect(await w.round()).toEqual([])
  })
})

describe('instances on one Redis', () => {
  it('a change found by one is followed by the others: a later edit found by another expires only its post', async () => {
    const { startFakeRedis } = await import('../support/redis-server')
    const { RedisSharedCache } = await import('@/lib/workspace/shared-data')
    const { ChangeFeed } = await import('@/lib/workspace/change-feed')
    const { publishChange } = await import('@/lib/freshness/publish')
    const redis = await startFakeRedis()
    // a short window on the real clock (Redis expires the window's claim by it)
    const WINDOW = 150
    const pause = () => new Promise((r) => setTimeout(r, WINDOW + 20))
    let db = database()
    const expired: string[][] = []
    const instance = () => {
      const shared = new RedisSharedCache(redis.url, { namespace: 'test:instances', log: () => {} })
      const source = { kind: 'fake', getDatabase: vi.fn(async () => db), getPage: vi.fn(async () => db) }
      let feed!: InstanceType<typeof ChangeFeed>
      const store = new WorkspaceStore(source, { ttlMs: WINDOW, log: () => {}, shared, onChange: async (c) => void expired.push(await publishChange({ prefix: '' } as never, feed, c)) })
      feed = new ChangeFeed(store, shared)
      return { store, feed, shared, source, watcher: new Watcher({ prefix: '' } as never, store, feed) }
    }
    const [a, b] = [instance(), instance()]
    try {
      await a.store.getDatabase()
      await b.store.getDatabase()
      const post = buildSite(db, cfg).latestPosts[0]
      // the first edit of the day (its day of last edit moves: lists show it), found by a
      await pause()
      db = edited(db, post.id, (row) => (row.last_edited_time = Date.now()))
      await a.watcher.round()
      expect(expired).toEqual([[postTag(post.id), listTag('')]])
      // b's round in the same window: it follows a (a's copy, through the log), reads nothing itself
      const reads = b.source.getDatabase.mock.calls.length
      await b.watcher.round()
      expect(b.source.getDatabase.mock.calls.length).toBe(reads)
      expect(b.store.peekDatabase()).toEqual(a.store.peekDatabase())
      // the second edit, found by b in a later window: its post only, found once
      await pause()
      db = edited(db, post.id, (row) => (row.last_edited_time = Date.now()))
      await Promise.all([b.watcher.round(), a.watcher.round()])
      expect(expired.slice(1)).toEqual([[postTag(post.id)]])
    } finally {
      await a.shared.close()
      await b.shared.close()
      await redis.stop()
    }
  })
})

describe('sub-pages: driven by their last-edited times, not by time', () => {
  const A = 'a'.repeat(32)
  const B = 'b'.repeat(32)

  it('which ids changed: a time past the version loaded or served; an older copy is not watched', () => {
    const v = new SubPageVersions()
    expect(v.loaded(A, 100)).toBeUndefined()
    expect(v.served(B, 50)).toBe(true)
    expect(v.changed(new Map([[A, 100], [B, 50], ['c'.repeat(32), 999]]))).toEqual([])
    expect(v.changed(new Map([[A, 101], [B, 50]]))).toEqual([A])
    // a render of version 90 while 100 was loaded here: keeps its window
    expect(v.served(A, 90)).toBe(false)
    expect(v.version(A)).toBe(100)
    // a newer load: the version before it is returned (the caller reports the change)
    expect(v.loaded(A, 120)).toBe(100)
    expect(v.changed(new Map([[A, 120]]))).toEqual([])
  })

  it('each window checks at most n, the longest unchecked first; the oldest known are dropped beyond the bound', () => {
    const v = new SubPageVersions(3)
    for (const [i, id] of ['1', '2', '3', '4'].entries()) v.served(id.repeat(32), i + 1)
    expect(v.size).toBe(3)
    expect(v.version('1'.repeat(32))).toBeUndefined()
    expect(v.due(2, 10)).toEqual(['2'.repeat(32), '3'.repeat(32)])
    expect(v.due(2, 20)).toEqual(['4'.repeat(32), '2'.repeat(32)])
    expect(v.due(0, 30)).toEqual([])
  })

  function subPageFixture(editedTimes?: (ids: string[]) => Promise<Map<string, number>>, batch = 2) {
    const edited = new Map<string, number>()
    const page = (id: string) =>
      normalizeRecordMap({ block: { [toUuid(id)]: { role: 'reader', value: { id: toUuid(id), type: 'page', parent_table: 'block', parent_id: 'x', alive: true, last_edited_time: edited.get(id) ?? 1 } } } })
    const reports: StoreChange[] = []
    const times = vi.fn(editedTimes ?? (async (ids: string[]) => new Map(ids.map((id) => [id, edited.get(id.replace(/-/g, '')) ?? 1]))))
    const source = { kind: 'fake', getDatabase: vi.fn(async () => database()), getPage: vi.fn(async (id: string) => page(id.replace(/-/g, ''))), editedTimes: times, editedTimesBatch: batch }
    let now = 1_000_000
    const store = new WorkspaceStore(source, { ttlMs: 30_000, log: () => {}, now: () => now, onChange: async (c) => void reports.push(c) })
    return { store, source, reports, edited, times, tick: (ms: number) => (now += ms) }
  }

  it('an edited sub-page is read again and reported; an unchanged one is not, however many windows pass', async () => {
    const f = subPageFixture()
    await f.store.getDatabase()
    f.edited.set(A, 1000)
    f.edited.set(B, 2000)
    await f.store.getSubPage(A)
    await f.store.getSubPage(B)
    expect(f.store.watchSubPage(A, 1000)).toBe(true)
    expect(f.store.watchSubPage(B, 2000)).toBe(true)
    for (let w = 0; w < 3; w++) expect(await f.store.checkSubPages()).toEqual([])
    expect(f.source.getPage).toHaveBeenCalledTimes(2)
    expect(f.reports).toEqual([])
    f.edited.set(A, 5000)
    expect(await f.store.checkSubPages()).toEqual([toUuid(A)])
    expect(f.reports.map((r) => r.subPages)).toEqual([[toUuid(A)]])
    expect((f.store.peekPage(A)!.block[toUuid(A)] as any).value.last_edited_time).toBe(5000)
    // seen once: the next windows find nothing new
    expect(await f.store.checkSubPages()).toEqual([])
    expect(f.reports).toHaveLength(1)
    // one request a window, at most the source's batch
    expect(f.times.mock.calls.every(([ids]) => ids.length <= 2)).toBe(true)
  })

  it('the bound: more sub-pages than a batch are checked in turns', async () => {
    const f = subPageFixture(undefined, 1)
    await f.store.getDatabase()
    for (const id of [A, B]) await f.store.getSubPage(id)
    await f.store.checkSubPages()
    await f.store.checkSubPages()
    expect(f.times.mock.calls.map(([ids]) => ids)).toEqual([[toUuid(A)], [toUuid(B)]])
  })

  it('a source that cannot tell (the snapshot) watches nothing: its sub-pages keep the time window; a failed check is the next window\'s', async () => {
    const f = subPageFixture()
    const { editedTimes: _, ...blind } = f.source
    const store = new WorkspaceStore(blind, { ttlMs: 30_000, log: () => {} })
    await store.getSubPage(A)
    expect(store.watchSubPage(A, 1)).toBe(false)
    expect(await store.checkSubPages()).toEqual([])
    const failing = subPageFixture(async () => Promise.reject(new Error('Notion is down')))
    await failing.store.getSubPage(A)
    expect(failing.store.watchSubPage(A, 1)).toBe(true)
    expect(await failing.store.checkSubPages()).toEqual([])
    expect(failing.reports).toEqual([])
  })

  it('a reader\'s load that brings a newer version than one served is reported (its other pages show the old one)', async () => {
    const f = subPageFixture()
    await f.store.getDatabase()
    await f.store.getSubPage(A)
    f.edited.set(A, 7000)
    f.tick(31_000)
    await f.store.getSubPage(A)
    expect(f.reports.map((r) => r.subPages)).toEqual([[toUuid(A)]])
  })
})
