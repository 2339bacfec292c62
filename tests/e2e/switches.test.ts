// Every switch does what it says: the same pages on the main server (defaults) and on servers
// started from copies of the same build with switches turned the other way. A reader must see
// each difference: menus, list cards, article sections, widgets, hero, notice bar, social card,
// footer record number, feeds.
//
// Copies, not the build itself: servers on one dist dir share the pages they render on disk.
// The pages visited here render on request (/page/1, articles, tags), so they read the copy's
// server settings; the home `/` was prerendered at build time with the defaults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { copyBuild, startServer, type RunningServer } from '../support/server'
import { baseUrl, closeBrowser, DESKTOP, getBrowser } from './harness'

const distDir = process.env.LEAFPRESS_E2E_DIST || '.next'
// a post in the middle of the list: it has a previous and a next post, a TOC and related posts
const ARTICLE = '/article/whole-grains-guide'
const LIST = '/page/1'

const OFF = {
  MENU_INDEX: 'false',
  MENU_CATEGORY: 'false',
  MENU_TAG: 'false',
  MENU_ARCHIVE: 'false',
  MENU_SEARCH: 'false',
  HEO_HOME_BANNER_ENABLE: 'false',
  HEO_NOTICE_BAR: 'false',
  HEO_POST_LIST_COVER: 'false',
  HEO_POST_LIST_SUMMARY: 'false',
  HEO_POST_LIST_TWO_COLS: 'false',
  HEO_POST_LIST_IMG_CROSSOVER: 'false',
  HEO_ARTICLE_ADJACENT: 'false',
  HEO_ARTICLE_COPYRIGHT: 'false',
  HEO_ARTICLE_RECOMMEND: 'false',
  HEO_WIDGET_LATEST_POSTS: 'false',
  HEO_WIDGET_ANALYTICS: 'false',
  HEO_WIDGET_TO_TOP: 'false',
  HEO_WIDGET_TO_COMMENT: 'false',
  HEO_WIDGET_DARK_MODE: 'false',
  HEO_WIDGET_TOC: 'false',
  HEO_SOCIAL_CARD: 'false',
  ENABLE_RSS: 'false',
  BEI_AN: '粵ICP備00000000號',
  BIO: '這是另一段簡介',
  PREVIEW_CATEGORY_COUNT: '2',
  PREVIEW_TAG_COUNT: '3',
}

// the other way round from the defaults: the switches that are off by default turned on
const ALT = {
  HEO_POST_LIST_COVER_HOVER_ENLARGE: 'true',
  HEO_POST_LIST_PREVIEW: 'false',
  HEO_POST_LIST_TWO_COLS: 'false',
  HEO_WIDGET_ANALYTICS: 'true',
  HEO_SOCIAL_CARD: 'true',
  HEO_SOCIAL_CARD_URL: 'https://community.example.org/join',
}

let off: RunningServer
let alt: RunningServer

beforeAll(async () => {
  ;[off, alt] = await Promise.all([
    startServer({ env: OFF, distDir: copyBuild(distDir, '.next-e2e-switches-off'), build: false }),
    startServer({ env: ALT, distDir: copyBuild(distDir, '.next-e2e-switches-alt'), build: false }),
  ])
})

afterAll(async () => {
  await closeBrowser()
  await Promise.all([off?.stop(), alt?.stop()])
})

async function open(origin: string, path: string): Promise<Page> {
  const context = await (await getBrowser()).newContext({ viewport: DESKTOP, locale: 'zh-CN' })
  const page = await context.newPage()
  const res = await page.goto(origin + path, { waitUntil: 'load' })
  expect(res?.status(), origin + path).toBe(200)
  return page
}

/** What the switches govern, as a reader sees it on one server. */
async function look(origin: string) {
  const list = await open(origin, LIST)
  const count = (sel: string) => list.locator(sel).count()
  const cards = list.locator('.heo-post-card')
  const listView = {
    topMenu: await list.locator('.heo-top-menu a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    footerMenu: await list.locator('.heo-footer ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    hero: await count('.heo-hero'),
    notice: await count('.heo-notice-bar'),
    covers: await cards.locator('img').count(),
    enlarge: await cards.locator('img.group-hover\\:scale-110').count(),
    summaries: await cards.locator('p').count(),
    previews: await cards.locator('p.whitespace-pre-line').count(),
    columns: await list.locator('.heo-post-grid').evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(' ').length),
    directions: await cards.evaluateAll((cs) => cs.slice(0, 2).map((c) => getComputedStyle(c).flexDirection)),
    categoryChips: await list.locator('.heo-category-bar a[href^="/category/"]').count(),
    tagChips: await list.locator('.heo-tag-cloud a').count(),
    latest: await count('.heo-latest'),
    analytics: await count('.heo-analytics'),
    analyticsDays: await list.locator('.heo-analytics dd').evaluateAll((dds) => dds.map((d) => Number(d.textContent))),
    beian: (await list.locator('.heo-footer').innerText()).includes('粵ICP備00000000號'),
    bio: (await list.locator('header').first().innerText()).includes('這是另一段簡介'),
    feedLinks: await count('link[rel="alternate"][type="application/rss+xml"]'),
    // the top bar's button (the mobile menu's display-mode switch is not a widget)
    darkToggles: await count('.heo-header-dark'),
  }
  await list.context().close()
  const art = await open(origin, ARTICLE)
  const articleView = {
    adjacent: await art.locator('.heo-adjacent').count(),
    copyright: await art.locator('.heo-copyright-block').count(),
    related: await art.locator('.heo-related').count(),
    toc: await art.locator('.heo-toc-card').count(),
    social: await art.locator('.heo-social-card a').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target') }))),
    floats: await art.locator('.heo-float > *').count(),
    toComment: await art.locator('.heo-float a[href="#comment"]').count(),
  }
  await art.context().close()
  const feed = (await fetch(origin + '/feed')).status
  return { ...listView, ...articleView, feed }
}

describe('switches', () => {
  let base: Awaited<ReturnType<typeof look>>
  let o: typeof base
  let a: typeof base
  beforeAll(async () => {
    ;[base, o, a] = [await look(baseUrl()), await look(off.url), await look(alt.url)]
  })

  it('menu switches (index, archive, search in the top bar; archive, category, tag in the footer)', () => {
    expect(base.topMenu).toEqual(expect.arrayContaining(['/', '/archive', '/search']))
    expect(base.footerMenu).toEqual(expect.arrayContaining(['/archive', '/category', '/tag']))
    // the built-in entries go; the workspace's own Menu rows (one of them links to /archive) stay
    expect(o.topMenu).not.toContain('/')
    expect(o.topMenu).not.toContain('/search')
    expect(o.topMenu.length).toBe(base.topMenu.length - 3)
    expect(o.footerMenu.filter((h) => ['/archive', '/category', '/tag'].includes(h!))).toEqual([])
  })

  it('home banner and notice bar', () => {
    expect([base.hero, base.notice]).toEqual([1, 1])
    expect([o.hero, o.notice]).toEqual([0, 0])
  })

  it('post-list cover, preview or summary, and hover enlarge (default cover: tests/unit/heo-post-card)', () => {
    expect(base.covers).toBeGreaterThan(0)
    expect(base.enlarge, 'covers stay still by default').toBe(0)
    // previews (the article's first lines) by default; every card that is not locked has one
    expect(base.previews).toBeGreaterThan(0)
    expect(base.summaries).toBeGreaterThanOrEqual(base.previews)
    expect([o.covers, o.summaries]).toEqual([0, 0])
    expect(a.covers).toBe(base.covers)
    expect(a.enlarge).toBe(a.covers)
    expect(a.previews).toBe(0)
    expect(a.summaries).toBeGreaterThan(0)
  })

  it('two columns, or one wide card a row with the image crossing sides', () => {
    expect(base.columns).toBe(2)
    expect(a.columns).toBe(1)
    expect(a.directions).toEqual(['row', 'row-reverse'])
    expect(o.columns).toBe(1)
    expect(o.directions).toEqual(['row', 'row'])
  })

  it('article sections: adjacent posts, copyright, recommendations', () => {
    expect([base.adjacent, base.copyright, base.related]).toEqual([1, 1, 1])
    expect([o.adjacent, o.copyright, o.related]).toEqual([0, 0, 0])
  })

  it('widgets: latest posts, analytics, TOC, to-top, to-comment, dark mode', () => {
    // no comment system here, so no to-comment button (tests/e2e/comments-waline has one)
    expect([base.latest, base.analytics, base.toc, base.toComment]).toEqual([1, 0, 1, 0])
    expect(a.analytics).toBe(1)
    // posts, running days (since CREATED), …
    const days = Math.ceil((Date.now() - Date.parse('2023-09-21T00:00:00Z')) / 86_400_000)
    expect(a.analyticsDays[0]).toBeGreaterThan(0)
    expect(Math.abs(a.analyticsDays[1] - days)).toBeLessThanOrEqual(1)
    expect(base.darkToggles).toBeGreaterThan(0)
    expect(base.floats).toBeGreaterThanOrEqual(3)
    expect([o.latest, o.analytics, o.toc, o.toComment, o.darkToggles, o.floats]).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('social card and its link (a site path, or an external URL in a new tab)', () => {
    expect(base.social, 'off by default').toEqual([])
    expect(o.social).toEqual([])
    expect(a.social).toEqual([{ href: 'https://community.example.org/join', target: '_blank' }])
  })

  it('site settings: record number, bio, category and tag counts, feeds', () => {
    expect([base.beian, o.beian]).toEqual([false, true])
    expect([base.bio, o.bio]).toEqual([false, true])
    expect(base.categoryChips).toBeGreaterThan(2)
    expect(o.categoryChips).toBe(2)
    expect(base.tagChips).toBeGreaterThan(3)
    expect(o.tagChips).toBe(3)
    expect([base.feedLinks, base.feed]).toEqual([1, 200])
    expect([o.feedLinks, o.feed]).toEqual([0, 404])
  })
})
