// The theme kit's server pieces: what themes draw and must never compute themselves.
import { describe, expect, it } from 'vitest'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { getStrings } from '@/lib/i18n'
import { themeHref } from '@/lib/route/context'
import { articleFacts, copyrightBlock, footerFacts, siteStats } from '@/lib/theme-kit/facts'
import { isCurrent, menuEntries } from '@/lib/theme-kit/menu'
import { paginationModel } from '@/lib/theme-kit/pagination'
import { noticeLinks, randomEndpoint, themeQuery } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { sampleSite } from '../support/sample'

function ctx(theme: 'heo' | 'simple' = 'heo', over: Partial<ThemeContext['config']> = {}, path = '/'): ThemeContext {
  const config = { ...loadConfig(blogConfig, {}), ...over }
  return {
    theme,
    lang: 'zh-TW',
    strings: getStrings('zh-TW'),
    config,
    site: sampleSite(),
    path,
    href: themeHref(theme, 'heo'),
    asset: (url) => (config.SUB_PATH && url.startsWith('/') ? config.SUB_PATH + url : url),
    languages: null,
  }
}

describe('paginationModel', () => {
  it('numbers pages with gaps, prev/next, and keeps a chosen theme in every href', () => {
    const m = paginationModel(ctx('simple'), 5, 10, '/tag/x')
    expect(m.prev).toBe('/tag/x/page/4?theme=simple')
    expect(m.next).toBe('/tag/x/page/6?theme=simple')
    expect(m.cells.map((c) => (c.kind === 'gap' ? '…' : c.current ? `[${c.n}]` : c.n))).toEqual([1, '…', 3, 4, '[5]', 6, 7, '…', 10])
    expect(m.themeQuery).toBe('?theme=simple')
  })
  it('has no prev on the first page and no next on the last; page 1 is the root', () => {
    const first = paginationModel(ctx(), 1, 3, '/')
    expect(first.prev).toBeNull()
    expect(first.cells[0]).toMatchObject({ kind: 'page', n: 1, href: '/', current: true })
    const last = paginationModel(ctx(), 3, 3, '/')
    expect(last.next).toBeNull()
    expect(last.prev).toBe('/page/2')
  })
})

describe('menuEntries', () => {
  it('lists the built-in entries the MENU_* settings switch on, then the workspace menus', () => {
    const c = ctx()
    const entries = menuEntries(c, { taxonomy: true })
    const kinds = entries.map((e) => e.kind)
    expect(kinds.slice(0, 5)).toEqual(['index', 'archive', 'search', 'category', 'tag'])
    expect(entries.slice(5).map((e) => e.title)).toEqual(c.site.menus.map((m) => m.title))
    expect(menuEntries(ctx('heo', { MENU_SEARCH: false, MENU_INDEX: false })).map((e) => e.kind)).not.toContain('search')
    expect(menuEntries(c, { home: false }).map((e) => e.kind)).not.toContain('index')
  })
  it('marks external links and keeps icon-font names out', () => {
    const c = ctx()
    c.site = {
      ...c.site,
      menus: [
        { id: 'a', title: 'GitHub', href: 'https://github.com/x', icon: 'fab fa-github', external: true, subMenus: [] },
        { id: 'b', title: '關於', href: '/about', icon: '🌿', external: false, subMenus: [{ id: 'c', title: '聯絡', href: '/contact', icon: null, external: false, subMenus: [] }] },
      ],
    }
    const [gh, about] = menuEntries(c, { home: false }).filter((e) => e.kind === 'custom')
    expect(gh).toMatchObject({ external: true, href: 'https://github.com/x', emoji: null })
    expect(about).toMatchObject({ external: false, emoji: '🌿', subMenus: [{ title: '聯絡', href: '/contact' }] })
  })
  it('knows the current entry', () => {
    const c = ctx('heo', {}, '/archive')
    const archive = menuEntries(c).find((e) => e.kind === 'archive')!
    const home = menuEntries(c).find((e) => e.kind === 'index')!
    expect(isCurrent(c, archive)).toBe(true)
    expect(isCurrent(c, home)).toBe(false)
  })
})

describe('facts', () => {
  it('footer: years, author, version, registration number', () => {
    const f = footerFacts(ctx('heo', { SINCE: 2023, BEI_AN: '' }), Date.parse('2026-05-01'))
    expect(f.copyright).toBe('© 2023–2026')
    expect(f.version).toMatch(/^Leafpress v\d+\.\d+\.\d+$/)
    expect(f.beian).toBeNull()
    expect(footerFacts(ctx('heo', { BEI_AN: '京ICP備1號' })).beian).toEqual({ text: '京ICP備1號', href: 'https://beian.miit.gov.cn/' })
  })
  it('site stats count posts, categories and tags', () => {
    const c = ctx('heo', { CREATED: '2026-01-01' })
    const s = siteStats(c, Date.parse('2026-01-11T12:00:00Z'))
    expect(s).toEqual({ posts: c.site.posts.length, categories: c.site.categories.length, tags: c.site.tags.length, days: 11 })
  })
  it('article facts: reading only with a body that has words; posts link their month in the archive; pages have no date', () => {
    const c = ctx('simple')
    const post = c.site.posts[0]
    const base = { post, blockMap: null, toc: [], wordCount: 1200, readingMinutes: 4, prev: null, next: null, recommended: [] }
    const locked = articleFacts(c, base)
    expect(locked.reading).toBeNull()
    expect(locked.published).toEqual({ day: post.publishDay, href: `/archive?theme=simple#${post.publishDay.slice(0, 7)}` })
    expect(articleFacts(c, { ...base, blockMap: {} as never }).reading).toEqual({ words: 1200, minutes: 4 })
    // an empty post says nothing rather than "0 words"
    expect(articleFacts(c, { ...base, blockMap: {} as never, wordCount: 0, readingMinutes: 0 }).reading).toBeNull()
    const page = c.site.allPages.find((p) => p.type === 'Page')!
    expect(articleFacts(c, { ...base, post: page }).published).toBeNull()
  })
  it('article facts: the last-edited day only where it differs from the publish day (always for a page)', () => {
    const c = ctx('simple')
    const post = { ...c.site.posts[0], publishDay: '2023-09-21', lastEditedDay: '2023-09-25' }
    const base = { post, blockMap: null, toc: [], wordCount: 0, readingMinutes: 0, prev: null, next: null, recommended: [] }
    expect(articleFacts(c, base).edited).toBe('2023-09-25')
    expect(articleFacts(c, { ...base, post: { ...post, lastEditedDay: '2023-09-21' } }).edited).toBeNull()
    const page = { ...c.site.allPages.find((p) => p.type === 'Page')!, lastEditedDay: '2024-01-02' }
    expect(articleFacts(c, { ...base, post: page }).edited).toBe('2024-01-02')
  })
  it('the copyright block carries the canonical address, readable', () => {
    const c = ctx('heo', { LINK: 'https://blog.example.com/', SUB_PATH: '/blog' })
    const post = c.site.posts[0]
    const b = copyrightBlock(c, post)
    expect(b.url).toBe(`https://blog.example.com/blog${post.href}`)
    expect(b.urlText).toBe(decodeURI(b.url))
  })
})

describe('links', () => {
  it('keep the visitor theme and the sub path', () => {
    expect(themeQuery(ctx('heo'))).toBe('')
    expect(themeQuery(ctx('simple'))).toBe('?theme=simple')
    expect(randomEndpoint(ctx('simple', { SUB_PATH: '/blog' }))).toBe('/blog/api/random?theme=simple')
  })

  it('make notices links: site pages for the router and for plain <a>, other sites in a new tab', () => {
    const c = ctx('simple', { SUB_PATH: '/blog' })
    c.site = { ...c.site, notices: [
      { id: 'a', title: 'Own', url: '/article/x' },
      { id: 'b', title: 'Other', url: 'https://example.com/y' },
      { id: 'c', title: 'Mail', url: 'mailto:hi@example.com' },
    ] }
    expect(noticeLinks(c)).toEqual([
      { id: 'a', title: 'Own', route: '/article/x?theme=simple', href: '/blog/article/x?theme=simple', external: false },
      { id: 'b', title: 'Other', route: null, href: 'https://example.com/y', external: true },
      { id: 'c', title: 'Mail', route: null, href: 'mailto:hi@example.com', external: true },
    ])
  })
})
