// Which Notion pages are part of the site besides the database rows (lib/site/page-tree.ts) and
// how a sub-page is found, addressed and placed (lib/site/sub-pages.ts), on the sample workspace.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { subPagePost } from '@/lib/site/page-tree'
import { siteDatabases } from '@/lib/site/site-rows'
import { crawl, findUnder, knownSubPages, locate, noteChildren, pageUrlOf } from '@/lib/site/sub-pages'
import { SnapshotSource } from '@/lib/workspace/snapshot-source'
import { WorkspaceStore } from '@/lib/workspace/store'
import { buildSite } from '@/lib/site/site'
import { normalizeRecordMap } from '@/lib/workspace/records'
import type { ExtendedRecordMap } from 'notion-types'
import fs from 'node:fs'
import path from 'node:path'
import { toUuid } from '@/lib/render/record'
import { uuidFromSeed } from '@/lib/workspace/snapshot-builder'
import { SAMPLE_NAMESPACE } from '@/scripts/sample/index'
import { OUTSIDE_NOTES } from '@/scripts/sample/pages'
import { SAMPLE_DIR, sampleChildPages as childPagesOf, samplePage, sampleSite } from '../support/sample'
import { useStore } from '../support/singletons'

const cfg = loadConfig(blogConfig, {})
const site = sampleSite()
const bySlug = (slug: string) => site.allPages.find((p) => p.slug === slug)!
const kitchen = bySlug('kitchen-sink')
const compact = (id: string) => id.replace(/-/g, '')
const outsideId = compact(uuidFromSeed(`${SAMPLE_NAMESPACE}/outside/${OUTSIDE_NOTES}`))

const source = new SnapshotSource(SAMPLE_DIR)
const getPage = vi.spyOn(source, 'getPage')
beforeAll(() => {
  // the module reads the process-wide store
  useStore(new WorkspaceStore(source, { ttlMs: 30_000, log: () => {} }))
})

const kitchenMap = () => samplePage(kitchen.id)
const childOf = (pageId: string, title: string) => childPagesOf(samplePage(compact(pageId)), toUuid(compact(pageId))).find((c) => c.title === title)!

describe('childPagesOf: what is under a page', () => {
  it('lists child pages, full-page databases and the rows of databases shown on the page, in order', () => {
    const titles = childPagesOf(kitchenMap(), toUuid(kitchen.id)).map((c) => c.title)
    expect(titles).toEqual(['延伸閱讀：蔬菜的顏色密碼', '地瓜葉', '芭樂', '燕麥', '板豆腐', '鯖魚', '每週採買紀錄'])
  })

  it('does not count mentioned or linked pages (alias) as children', () => {
    const ids = childPagesOf(kitchenMap(), toUuid(kitchen.id)).map((c) => compact(c.id))
    expect(ids).not.toContain(bySlug('fiber-daily-guide').id) // the alias target
    expect(ids).not.toContain(bySlug('mediterranean-diet-intro').id) // mentioned
    const about = bySlug('about')
    expect(childPagesOf(samplePage(about.id), toUuid(about.id))).toEqual([]) // mentions the outside page
  })

  it('goes one level at a time: a child page lists its own children', () => {
    const veg = childOf(kitchen.id, '延伸閱讀：蔬菜的顏色密碼')
    expect(childPagesOf(samplePage(compact(veg.id)), veg.id).map((c) => c.title)).toEqual(['紅色蔬果與茄紅素'])
  })

  it('survives cycles, junk content and missing pages', () => {
    const rm = kitchenMap()
    const root = (rm.block[toUuid(kitchen.id)] as { value: { content: unknown[] } }).value
    root.content = [...root.content, toUuid(kitchen.id), 'missing', 42, root.content[0]]
    expect(childPagesOf(rm, toUuid(kitchen.id))).toHaveLength(7)
    expect(childPagesOf(rm, 'not-there')).toEqual([])
  })
})

describe('sub-pages of the site', () => {
  it('finds a sub-page at any depth under its post once its parent was loaded, with its trail and one address', async () => {
    const veg = childOf(kitchen.id, '延伸閱讀：蔬菜的顏色密碼')
    const tomato = childOf(veg.id, '紅色蔬果與茄紅素')
    // a reader opened the post, then the page: each load notes the children it lists
    const dbs = siteDatabases([site])
    noteChildren(kitchenMap(), kitchen.id, kitchen, dbs)
    noteChildren(samplePage(compact(veg.id)), veg.id, kitchen, dbs)
    const found = await findUnder(site, kitchen, compact(tomato.id))
    expect(found?.href).toBe(`/article/kitchen-sink/${compact(tomato.id)}`)
    expect(found?.trail).toEqual([
      { title: kitchen.title, href: kitchen.href },
      { title: '延伸閱讀：蔬菜的顏色密碼', href: `/article/kitchen-sink/${compact(veg.id)}` },
    ])
    const row = childOf(kitchen.id, '燕麥')
    expect((await findUnder(site, kitchen, compact(row.id)))?.trail.map((c) => c.title)).toEqual([kitchen.title])
    expect(pageUrlOf(site, tomato.id)).toBe(found?.href)
    expect(pageUrlOf(site, kitchen.id)).toBe(kitchen.href)
  })

  it('is not found under another post, and /{id} finds the post it is under', async () => {
    const veg = childOf(kitchen.id, '延伸閱讀：蔬菜的顏色密碼')
    expect(await findUnder(site, bySlug('fiber-daily-guide'), compact(veg.id))).toBeNull()
    expect((await locate(site, veg.id))?.href).toBe(`/article/kitchen-sink/${compact(veg.id)}`)
  })

  it('never loads or serves a page outside the blog, nor one under an Invisible page', async () => {
    getPage.mockClear()
    expect(await findUnder(site, bySlug('about'), outsideId)).toBeNull()
    expect(await locate(site, outsideId)).toBeNull()
    expect(pageUrlOf(site, outsideId)).toBeNull()
    expect(getPage.mock.calls.map((c) => compact(String(c[0])))).not.toContain(outsideId)

    const hidden = bySlug('hidden-notes')
    const draft = childOf(hidden.id, '高齡營養選題草稿')
    expect(await findUnder(site, hidden, compact(draft.id))).toBeNull()
    expect(await locate(site, draft.id)).toBeNull()
    expect(getPage.mock.calls.map((c) => compact(String(c[0])))).not.toContain(compact(draft.id))
    expect(await locate(site, '0123456789abcdef0123456789abcdef')).toBeNull()
  })

  it('a locked post: its sub-page is found (to show the lock) but nothing of it is shown', async () => {
    const locked = bySlug('members-meal-plan')
    const list = childOf(locked.id, '會員採買清單')
    const found = await findUnder(site, locked, compact(list.id))
    expect(found?.root.locked).toBe(true)
    const shown = subPagePost(locked, found!, undefined, true)
    expect(shown).toMatchObject({ title: locked.title, locked: true, type: 'Page', pageCover: null, summary: '' })
  })

  it('the crawl knows every sub-page of published trees, none of hidden ones', async () => {
    await crawl(site)
    const titles = knownSubPages(site).map((s) => s.title)
    expect(titles).toEqual(expect.arrayContaining(['延伸閱讀：蔬菜的顏色密碼', '紅色蔬果與茄紅素', '地瓜葉', '每週採買紀錄', '第 1 週', '會員採買清單']))
    expect(titles).not.toContain('高齡營養選題草稿')
    expect(titles).not.toContain('編輯部私人筆記')
  })
})

describe('the proxy’s check of a sub-page (rootRead "held")', () => {
  it('takes the post as held without waiting for its newer version; an id the held copy lacks waits for the current one', async () => {
    const veg = childOf(kitchen.id, '延伸閱讀：蔬菜的顏色密碼')
    const added = childOf(kitchen.id, '每週採買紀錄')
    // the post held is an older version, before that page was added to it
    const older = kitchenMap()
    const root = (older.block[toUuid(kitchen.id)] as unknown as { value: { content: string[] } }).value
    root.content = root.content.filter((id) => id !== added.id)
    expect(childPagesOf(older, toUuid(kitchen.id)).map((c) => c.title)).not.toContain(added.title)
    // ...while the database already names a newer version, which Notion is slow to give
    const db = normalizeRecordMap(JSON.parse(fs.readFileSync(path.join(SAMPLE_DIR, 'database.json'), 'utf8')))
    const row = (db.block[toUuid(kitchen.id)] as unknown as { value: { last_edited_time: number } }).value
    row.last_edited_time = kitchen.lastEditedDate + 60_000
    const newer = buildSite(db, cfg)
    const newKitchen = newer.byId.get(kitchen.id)!

    let release: (rm: ExtendedRecordMap) => void = () => {}
    let slow = false
    const pages = vi.fn(async (id: string) => {
      if (compact(id) !== kitchen.id) return source.getPage(id)
      if (!slow) return older
      return new Promise<ExtendedRecordMap>((r) => (release = r))
    })
    const store = new WorkspaceStore({ kind: 'slow', getDatabase: async () => db, getPage: pages }, { ttlMs: 30_000, graceMs: 60_000, log: () => {} })
    const restore = useStore(store)
    try {
      await store.getPage(kitchen.id, kitchen.lastEditedDate)
      noteChildren(kitchenMap(), kitchen.id, kitchen, siteDatabases([newer]))
      slow = true
      const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms))])

      // a known sub-page: answered from the copy held, at once; the newer version loads meanwhile
      expect((await within(findUnder(newer, newKitchen, veg.id, 'held'), 500)) as unknown).toMatchObject({ href: `${kitchen.href}/${compact(veg.id)}` })
      expect(pages.mock.calls.filter((c) => compact(String(c[0])) === kitchen.id)).toHaveLength(2)
      // page rendering ('current') still waits for it, as before
      expect(await within(findUnder(newer, newKitchen, veg.id), 300)).toBe('waiting')
      // an id the held copy does not list: the proxy waits for the current version, and finds it
      const found = findUnder(newer, newKitchen, added.id, 'held')
      expect(await within(found, 300)).toBe('waiting')
      release(kitchenMap())
      expect((await found)?.href).toBe(`${kitchen.href}/${compact(added.id)}`)
    } finally {
      restore()
    }
  })
})
