// A view of the blog's own database inside a page (issue #38): its rows are posts with their own
// rules, never sub-pages of that page (lib/site/site-rows.ts, lib/site/page-tree.ts), and the
// view draws only what readers may see (lib/render/blocks/collection/data.ts forReaders).
import { describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import type { Block, ExtendedRecordMap } from 'notion-types'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { childPagesOf } from '@/lib/site/page-tree'
import { buildSite, type SiteIndex } from '@/lib/site/site'
import { isSiteRecord, shownRow, siteDatabases } from '@/lib/site/site-rows'
import { editionPath } from '@/lib/site/edition-path'
import { toUuid } from '@/lib/render/record'
import { normalizeRecordMap } from '@/lib/workspace/records'
import { SAMPLE_DIR, samplePage } from '../support/sample'
import { addToRecordMap, linkedViewOf, type ViewType } from '../support/site-view'
import { renderMap, textOf } from './render-test-utils'

const EN_DIR = path.join(SAMPLE_DIR, '..', 'sample-en')
const dbOf = (dir: string) => normalizeRecordMap(JSON.parse(fs.readFileSync(path.join(dir, 'database.json'), 'utf8')))
const db = dbOf(SAMPLE_DIR)
const cfg = loadConfig(blogConfig, {})
const scheduled = loadConfig(blogConfig, { SCHEDULE_POSTS: 'true' })
const NOW = Date.parse('2026-11-28T00:00:00Z')
const zh = buildSite(db, cfg, NOW)
const en = buildSite(dbOf(EN_DIR), cfg, NOW, 'en')
const bySlug = (site: SiteIndex, slug: string) => [...site.byId.values()].find((p) => p.slug === slug)!
const about = bySlug(zh, 'about')
const kitchen = bySlug(zh, 'kitchen-sink')
const draft = bySlug(zh, 'draft-sugary-drinks')
const locked = bySlug(zh, 'members-meal-plan')
const hidden = bySlug(zh, 'hidden-notes') // Invisible
const notice = [...zh.byId.values()].find((p) => p.type === 'Notice')!
const latest = zh.posts[0] // the newest post: scheduled when "now" is before its date

/** About with a linked view of the blog's database: every row the database holds. */
function aboutWithView(type: ViewType = 'table', database = db, rowIds?: string[]) {
  const rm = samplePage(about.id)
  const view = linkedViewOf(database as never, toUuid(about.id), type, rowIds)
  addToRecordMap(rm, toUuid(about.id), view)
  return { rm, view }
}
const block = (rm: ExtendedRecordMap, id: string) => (rm.block[toUuid(id)] as { value: Block }).value

describe('a row of a site database is never a sub-page', () => {
  it('every row of a view of the blog’s database is told apart, by the model or by its collection', () => {
    const { rm, view } = aboutWithView()
    const dbs = siteDatabases([zh])
    for (const rowId of view.rowIds) expect(isSiteRecord(rm, block(rm, rowId), dbs), rowId).toBe(true)
    // a row the model does not hold (a Draft a filtered database view left out): its collection says
    const stranger = { ...block(rm, draft.id), id: '0badc0de-0000-4000-8000-000000000001' }
    expect(isSiteRecord(rm, stranger, dbs)).toBe(true)
    // a database no model holds yet: the database page id its settings name, through the collection
    expect(isSiteRecord(rm, stranger, siteDatabases([], ['ab3d437a821843628c7d79c2caa73129']))).toBe(true)
    expect(isSiteRecord(rm, stranger, siteDatabases([], ['0123456789abcdef0123456789abcdef']))).toBe(false)
    // the kitchen sink's own inline database is another database: its rows are its sub-pages
    const sink = samplePage(kitchen.id)
    const oats = childPagesOf(sink, toUuid(kitchen.id), (b) => isSiteRecord(sink, b, dbs)).find((c) => c.title === '燕麥')
    expect(oats).toBeDefined()
  })

  it('childPagesOf leaves the view’s rows out, in a Page, in a post, and for the other language’s database', () => {
    const dbs = siteDatabases([zh, en])
    const { rm } = aboutWithView('gallery')
    expect(childPagesOf(rm, toUuid(about.id), (b) => isSiteRecord(rm, b, dbs))).toEqual([])
    // without the rule (what the code did before): every row, the Draft's too, was a sub-page
    expect(childPagesOf(rm, toUuid(about.id), () => false).map((c) => c.id)).toContain(toUuid(draft.id))
    // the English database inside the Chinese kitchen sink: its rows stay English posts
    const sink = samplePage(kitchen.id)
    const before = childPagesOf(sink, toUuid(kitchen.id), (b) => isSiteRecord(sink, b, dbs)).map((c) => c.id)
    addToRecordMap(sink, toUuid(kitchen.id), linkedViewOf(dbOf(EN_DIR) as never, toUuid(kitchen.id), 'list'))
    expect(childPagesOf(sink, toUuid(kitchen.id), (b) => isSiteRecord(sink, b, dbs)).map((c) => c.id)).toEqual(before)
  })

  it('a full-page view of the blog’s database placed in a page is no sub-page either', () => {
    const { rm } = aboutWithView()
    const root = [...Object.values(db.block)].map((b) => (b as { value: Block }).value).find((b) => b.type === 'collection_view_page')!
    rm.block[root.id] = { role: 'reader', value: { ...root, parent_id: toUuid(about.id), parent_table: 'block' } } as never
    block(rm, about.id).content = [...(block(rm, about.id).content ?? []), root.id]
    const dbs = siteDatabases([zh])
    expect(childPagesOf(rm, toUuid(about.id), (b) => isSiteRecord(rm, b, dbs))).toEqual([])
  })
})

describe('what a view shows of each row (shownRow)', () => {
  const path = (site: SiteIndex, href: string) => editionPath({ prefix: site.edition }, href)
  it('listed rows link to their own address; locked ones say so; every other row is hidden', () => {
    const { rm } = aboutWithView()
    const dbs = siteDatabases([zh, en])
    const of = (id: string) => shownRow(rm, block(rm, id), dbs, path)
    expect(of(kitchen.id)).toEqual({ href: '/article/kitchen-sink', locked: false })
    expect(of(about.id)).toEqual({ href: '/about', locked: false })
    expect(of(locked.id)).toEqual({ href: '/article/members-meal-plan', locked: true })
    expect(of(draft.id)).toBe('hidden')
    expect(of(hidden.id)).toBe('hidden') // Invisible: the lists' rule
    expect(of(notice.id)).toBe('hidden') // no address of its own
    const stranger = { ...block(rm, draft.id), id: '0badc0de-0000-4000-8000-000000000001' }
    expect(shownRow(rm, stranger, dbs, path)).toBe('hidden')
    // a row of any other database is not the site's to judge
    const sink = samplePage(kitchen.id)
    const oats = Object.values(sink.block).map((b) => (b as { value: Block }).value).find((b) => b.parent_table === 'collection' && b.id !== toUuid(kitchen.id))!
    expect(shownRow(sink, oats, dbs, path)).toBeNull()
  })

  it('a scheduled post is hidden until its moment (SCHEDULE_POSTS)', () => {
    const { rm } = aboutWithView()
    const before = buildSite(db, scheduled, latest.publishAt - 1)
    const after = buildSite(db, scheduled, latest.publishAt + 1)
    expect(shownRow(rm, block(rm, latest.id), siteDatabases([before]), path)).toBe('hidden')
    expect(shownRow(rm, block(rm, latest.id), siteDatabases([after]), path)).toEqual({ href: latest.href, locked: false })
  })

  it('the other language’s rows link under its prefix', () => {
    const { rm } = aboutWithView('list', dbOf(EN_DIR))
    const post = en.posts[0]
    expect(shownRow(rm, block(rm, post.id), siteDatabases([zh, en]), path)).toEqual({ href: `/en${post.href}`, locked: post.locked })
  })
})

describe('the view drawn for readers', () => {
  const render = async (type: ViewType, site = zh) => {
    const { rm } = aboutWithView(type)
    const dbs = siteDatabases([site])
    return renderMap(rm, toUuid(about.id), {
      pageHeader: false,
      siteRow: (row, map) => shownRow(map, row, dbs, (s, href) => editionPath({ prefix: s.edition }, href)),
      secretProperties: ['password'],
    })
  }

  for (const type of ['table', 'gallery', 'list', 'board'] as const) {
    it(`${type}: published rows link to their own address; no trace of the Draft, the Invisible page or the password`, async () => {
      const html = await render(type)
      const text = textOf(html)
      expect(html).toContain('href="/article/kitchen-sink"')
      expect(text).not.toContain(draft.title)
      expect(text).not.toContain('尚未完成的草稿') // the Draft's summary
      expect(text).not.toContain(hidden.title)
      expect(text).not.toContain('leafpress-2024') // the locked post's password
      expect(html).not.toContain(draft.id)
      expect(html).not.toMatch(new RegExp(toUuid(draft.id)))
      if (type !== 'board') {
        expect(text).toContain(locked.title)
        expect(html).toMatch(/href="\/article\/members-meal-plan"/)
        expect(html).toContain('class="notion-row-lock"')
      }
    })
  }

  it('table: the password column is gone, header and all', async () => {
    const html = await render('table')
    expect(html).not.toMatch(/<th[^>]*>password<\/th>/)
    expect(html).toMatch(/<th[^>]*>summary<\/th>/)
  })

  it('board: counts only the rows drawn', async () => {
    const html = await render('board')
    const shown = (html.match(/class="notion-collection-card"/g) ?? []).length
    const counts = [...html.matchAll(/notion-board-column-count">(\d+)</g)].reduce((n, m) => n + Number(m[1]), 0)
    expect(counts).toBe(shown)
    expect(shown).toBeLessThan(zh.byId.size)
  })

  it('a scheduled post is not drawn before its moment', async () => {
    const html = await render('gallery', buildSite(db, scheduled, latest.publishAt - 1))
    expect(textOf(html)).not.toContain(latest.title)
    expect(textOf(await render('gallery', buildSite(db, scheduled, latest.publishAt + 1)))).toContain(latest.title)
  })

  it('with no site rule (another database), rows are drawn as the view has them', async () => {
    const { rm } = aboutWithView('list')
    expect(textOf(await renderMap(rm, toUuid(about.id), { pageHeader: false }))).toContain(draft.title)
  })
})
