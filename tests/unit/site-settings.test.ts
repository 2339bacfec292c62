// Site-model settings do what they say, on the sample workspace: renamed Notion columns and
// option values (NOTION_PROPERTY_*, NOTION_VALUE_*), POSTS_SORT_BY, and DESCRIPTION as the
// fallback for a database without a description. Each is set through its environment variable.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { buildSite } from '@/lib/site/site'
import { normalizeRecordMap } from '@/lib/workspace/records'
import { SAMPLE_DIR, sampleSite } from '../support/sample'
import { notionDate } from '../support/notion-server'

const database = () => normalizeRecordMap(JSON.parse(fs.readFileSync(path.join(SAMPLE_DIR, 'database.json'), 'utf8'))) as ExtendedRecordMap
const site = (map: ExtendedRecordMap, env: Record<string, string> = {}) => buildSite(map, loadConfig(blogConfig, env))
const slugs = (s: ReturnType<typeof site>) => s.posts.map((p) => p.slug)

type Schema = Record<string, { name: string; type: string; options?: Array<{ value: string }> }>
const schemaOf = (map: ExtendedRecordMap) => (Object.values(map.collection)[0].value as unknown as { schema: Schema }).schema

describe('NOTION_PROPERTY_* (column names)', () => {
  it('a database whose columns have other names reads the same once the names are configured', () => {
    const map = database()
    const env: Record<string, string> = {}
    for (const prop of Object.values(schemaOf(map))) {
      const key = Object.entries(blogConfig.NOTION_PROPERTY_NAME).find(([, v]) => v === prop.name)?.[0]
      if (!key) continue
      prop.name = `欄位 ${prop.name}`
      env[`NOTION_PROPERTY_${key.toUpperCase()}`] = prop.name
    }
    expect(Object.keys(env).length).toBeGreaterThanOrEqual(8)
    // not configured: the rows cannot be read as posts
    expect(site(map).posts.length).toBeLessThan(sampleSite().posts.length)
    const renamed = site(map, env)
    expect(slugs(renamed)).toEqual(slugs(sampleSite()))
    expect(renamed.posts.map((p) => [p.title, p.category, p.tags])).toEqual(sampleSite().posts.map((p) => [p.title, p.category, p.tags]))
  })
})

describe('NOTION_VALUE_* (type and status values)', () => {
  it('rows marked with other words are published once the words are configured', () => {
    const map = database()
    const schema = schemaOf(map)
    const statusId = Object.keys(schema).find((id) => schema[id].name === blogConfig.NOTION_PROPERTY_NAME.status)!
    const typeId = Object.keys(schema).find((id) => schema[id].name === blogConfig.NOTION_PROPERTY_NAME.type)!
    const words: Record<string, string> = { Published: '已發布', Post: '文章', Page: '頁面' }
    for (const rec of Object.values(map.block)) {
      const props = (rec.value as unknown as { properties?: Record<string, string[][]> }).properties
      for (const id of [statusId, typeId]) {
        const v = props?.[id]?.[0]?.[0]
        if (v && words[v]) props![id] = [[words[v]]]
      }
    }
    for (const id of [statusId, typeId]) for (const o of schema[id].options ?? []) o.value = words[o.value] ?? o.value
    expect(site(map).posts).toEqual([])
    const s = site(map, { NOTION_VALUE_STATUS_PUBLISHED: '已發布', NOTION_VALUE_TYPE_POST: '文章', NOTION_VALUE_TYPE_PAGE: '頁面' })
    expect(slugs(s)).toEqual(slugs(sampleSite()))
    expect(s.allPages.some((p) => p.href === '/about')).toBe(true)
  })
})

describe('POSTS_SORT_BY', () => {
  it("'date' lists newest first; 'notion' keeps the database view's order", () => {
    // the sample's view is sorted by date already: reverse the view to tell the two apart
    const map = database()
    for (const views of Object.values(map.collection_query)) {
      for (const result of Object.values(views) as Array<{ collection_group_results?: { blockIds: string[] }; blockIds?: string[] }>) {
        const group = result.collection_group_results ?? result
        group.blockIds?.reverse()
      }
    }
    const byDate = site(map)
    const dates = byDate.posts.map((p) => p.publishDate)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(slugs(byDate)).toEqual(slugs(sampleSite()))
    const byNotion = site(map, { POSTS_SORT_BY: 'notion' })
    expect(slugs(byNotion)).toEqual([...slugs(byDate)].reverse())
  })
})

describe('DESCRIPTION', () => {
  it("is the site's description when the database has none of its own", () => {
    const map = database()
    const collection = Object.values(map.collection)[0].value as unknown as { description?: unknown }
    delete collection.description
    expect(site(map, { DESCRIPTION: '另一段網站描述' }).info.description).toBe('另一段網站描述')
  })
})

/** The sample with some rows' properties rewritten (by the configured column names). */
function withRows(edit: (set: (slug: string, name: keyof typeof blogConfig.NOTION_PROPERTY_NAME, value: unknown) => void) => void) {
  const map = database()
  const schema = schemaOf(map)
  const idOf = (name: string) => Object.keys(schema).find((id) => schema[id].name === name)!
  const slugId = idOf(blogConfig.NOTION_PROPERTY_NAME.slug)
  const rowBySlug = (slug: string) =>
    Object.values(map.block)
      .map((r) => r.value as unknown as { id: string; properties?: Record<string, unknown> })
      .find((b) => (b.properties?.[slugId] as string[][] | undefined)?.[0]?.[0] === slug)!
  edit((slug, name, value) => {
    const row = rowBySlug(slug)
    row.properties![idOf(blogConfig.NOTION_PROPERTY_NAME[name])] = value
  })
  return map
}

describe('SCHEDULE_POSTS and TIMEZONE', () => {
  const map = withRows((set) => set('fiber-daily-guide', 'date', notionDate('2026-11-27', '18:00', 'Asia/Taipei')))
  const before = Date.parse('2026-11-27T09:59:00Z') // 17:59 in Taipei
  const after = Date.parse('2026-11-27T10:00:00Z')
  const has = (s: ReturnType<typeof buildSite>) => [s.posts.some((p) => p.slug === 'fiber-daily-guide'), s.byHref.has('/article/fiber-daily-guide')]

  it('off (the default): a Published post dated ahead is there', () => {
    expect(has(buildSite(map, loadConfig(blogConfig, {}), before))).toEqual([true, true])
  })
  it('on: hidden until its moment in its own zone, then listed; the model knows when to look again', () => {
    const cfg = loadConfig(blogConfig, { SCHEDULE_POSTS: 'true' })
    const early = buildSite(map, cfg, before)
    expect(has(early)).toEqual([false, false])
    expect(early.views.get(early.byId.values().next().value!.id)).toBeDefined()
    expect(early.nextScheduled).toBe(after)
    expect(has(buildSite(map, cfg, after))).toEqual([true, true])
  })
  it('a date without a zone is read on the clocks of TIMEZONE', () => {
    const local = withRows((set) => set('fiber-daily-guide', 'date', notionDate('2026-11-27', '18:00')))
    const cfg = loadConfig(blogConfig, { SCHEDULE_POSTS: 'true', TIMEZONE: 'Asia/Taipei' })
    expect(buildSite(local, cfg, before).nextScheduled).toBe(after)
    expect(buildSite(local, loadConfig(blogConfig, { SCHEDULE_POSTS: 'true' }), before).nextScheduled).toBe(Date.parse('2026-11-27T18:00:00Z'))
  })
  it('a TIMEZONE that is none stops the start with the key and the fix', () => {
    expect(() => loadConfig(blogConfig, { TIMEZONE: 'Mars/Olympus' })).toThrow(/TIMEZONE[\s\S]*IANA/)
  })
})

describe('slug rules in the site model', () => {
  it('never two readable rows at one address, never a row lost; the notes say what happened', () => {
    const map = withRows((set) => {
      set('winter-warm-drinks', 'slug', [['fiber-daily-guide']]) // taken by another published post
      set('whole-grains-guide', 'slug', [[' Whole Grains Guide ']]) // spaces and capitals
      set('breakfast-skipping', 'slug', [['']]) // empty
    })
    const s = buildSite(map, loadConfig(blogConfig, {}))
    const hrefs = s.allPages.map((p) => p.href)
    expect(new Set(hrefs).size).toBe(hrefs.length)
    expect(s.posts.length).toBe(sampleSite().posts.length)
    const moved = s.posts.find((p) => p.slugNote?.kind === 'taken')!
    expect(moved.href).toMatch(/^\/article\/fiber-daily-guide-[0-9a-f]{8}$/)
    expect(s.byHref.get('/article/fiber-daily-guide')!.id).toBe((moved.slugNote as { by: string }).by)
    const spaced = s.posts.find((p) => p.slugNote?.kind === 'normalised')!
    expect([spaced.slug, (spaced.slugNote as { written: string }).written.trim()]).toEqual(['whole-grains-guide', 'Whole Grains Guide'])
    const empty = s.posts.find((p) => p.slugNote?.kind === 'empty')!
    expect(empty.href).toBe(`/article/${empty.id}`)
  })
})
