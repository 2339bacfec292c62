// heo article pages at 1280 and 390 px: cover header, meta, TOC highlight, previous/next
// cards (covering nothing), copyright, no comments without a comment system (with one:
// tests/e2e/comments-waline), and floating buttons that never sit on the text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium, type Page } from 'playwright-core'
import { baseUrl, CHROMIUM_ARGS, closeBrowser, DESKTOP, MOBILE, visit } from './harness'
import { overlaps, textLineBoxes, visibleBoxes } from './overlap'
import { cutText, lineCount } from './readable'

afterAll(closeBrowser)

const KITCHEN_SINK = '/article/kitchen-sink'
/** A short post with both neighbours: its page ends soon after the sidebar does. */
const SHORT_POST = '/article/winter-warm-drinks'
const INTERACTIVE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'

/** A post with both neighbours: from the home list, the second post (list order = prev/next). */
let middlePost = ''
beforeAll(async () => {
  const html = await (await fetch(baseUrl() + '/')).text()
  const hrefs = [...html.matchAll(/<h2[^>]*><a[^>]*href="(\/article\/[^"?#]+)"/g)].map((m) => m[1])
  middlePost = hrefs[1]
})

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.waitForTimeout(300)
}

describe('heo article (1280)', () => {
  it('dates follow the page language (en-US, ja-JP, fr-FR)', async () => {
    for (const [locale, pattern] of [
      ['en-US', /[A-Z][a-z]{2} \d{1,2}, \d{4}/],
      ['ja-JP', /\d{4}年\d{1,2}月\d{1,2}日/],
      ['fr-FR', /\d{1,2} [a-zéû]+\.? \d{4}/],
    ] as const) {
      const { page, context } = await visit(KITCHEN_SINK, { ...DESKTOP, locale })
      expect(await page.locator('html').getAttribute('lang')).toBe(locale)
      expect(await page.locator('.heo-article-header .heo-article-meta').textContent(), locale).toMatch(pattern)
      await context.close()
    }
  })

  it('has the cover header: category, tags, title, meta, date linking to the archive month', async () => {
    const { page, context, status } = await visit(KITCHEN_SINK, DESKTOP)
    expect(status).toBe(200)
    const head = page.locator('.heo-article-header')
    expect(await head.locator('h1').textContent()).toMatch(/\S/)
    const meta = await head.locator('.heo-article-meta').textContent()
    expect(meta).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/) // 2023年9月21日: the page is in zh-CN
    const dateLink = head.locator('a[href^="/archive#"]')
    expect(await dateLink.getAttribute('href')).toMatch(/^\/archive#\d{4}-\d{2}$/)
    expect(await head.locator('.heo-waves > svg').count()).toBe(4)
    // the waves move as whole <svg> elements, which the compositor animates: an animation of an
    // element inside an SVG (a <use>) repaints on the main thread every frame (issue #44)
    const animated = await head.evaluate((el) => el.getAnimations({ subtree: true }).map((a) => {
      const t = (a.effect as KeyframeEffect).target as Element
      return `${t.tagName}${t instanceof SVGElement && t.ownerSVGElement ? ' inside an svg' : ''}`
    }))
    expect(animated).toEqual(['svg', 'svg', 'svg', 'svg'])
    // the top bar is white over the cover band, then solid once scrolled
    expect(await page.locator('#heo-header').getAttribute('data-white')).toBe('true')
    expect(await page.locator('#heo-header').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)')
    await scrollTo(page, 500)
    expect(await page.locator('#heo-header').getAttribute('data-white')).toBe('false')
    await context.close()
  })

  it('highlights the heading being read in the sidebar TOC (16 px per level)', async () => {
    const { page, context } = await visit(KITCHEN_SINK, DESKTOP)
    const links = page.locator('.heo-toc-card a')
    const n = await links.count()
    expect(n).toBeGreaterThanOrEqual(3)
    const target = (await links.nth(2).getAttribute('href'))!.slice(1)
    const y = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY, target)
    // a heading counts as reached at the line a jump to it lands it on (80 px scroll padding + 80 px
    // scroll margin), not only once hidden under the top bar
    await scrollTo(page, y - 150)
    await expect.poll(() => page.locator('.heo-toc-card a[data-active="true"]').getAttribute('href')).toBe(`#${target}`)
    const indents = await links.evaluateAll((as) => as.map((a) => parseInt(getComputedStyle(a.parentElement!).paddingLeft)))
    expect(indents.every((px) => px % 16 === 0)).toBe(true)
    await context.close()
  })

  it('has copyright and related posts, and no comments section or button without a comment system', async () => {
    const { page, context } = await visit(middlePost, DESKTOP)
    expect(await page.locator('.heo-copyright-block').textContent()).toContain('小葉')
    // no comment system in the default configuration (tests/e2e/comments-waline.test.ts has one)
    expect(await page.locator('#comment').count()).toBe(0)
    expect(await page.locator('a[href="#comment"]').count()).toBe(0)
    await context.close()
  })

  it('the next-post card covers no link or button (short article, scrolled to the bottom)', async () => {
    const { page, context } = await visit(SHORT_POST, DESKTOP)
    // the previous and next cards are in the flow at the end of the post
    const cards = page.locator('.heo-adjacent a')
    expect(await cards.count()).toBe(2)
    expect(await cards.last().textContent()).toContain('下一篇')
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
    for (const y of [bottom, bottom - 300]) {
      await scrollTo(page, y) // the end of the page, and a little above it
      // every visible link naming the next post, wherever it is drawn (fixed or in the flow)
      const nextCards = (await visibleBoxes(page, 'a[href]')).filter((b) => b.what.includes('下一篇'))
      const others = (await visibleBoxes(page, INTERACTIVE)).filter((b) => !b.what.includes('下一篇'))
      expect(others.length).toBeGreaterThan(0)
      expect(overlaps(nextCards, others), `scrolled to ${y}`).toEqual([])
    }
    await context.close()
  })
})

describe('heo article (390)', () => {
  it('shows both previous and next cards in the flow', async () => {
    const { page, context } = await visit(middlePost, MOBILE)
    const cards = page.locator('.heo-adjacent a')
    expect(await cards.count()).toBe(2)
    expect(await page.locator('.heo-sidebar').isVisible()).toBe(false)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await context.close()
  })

  it.each([
    ['390', MOBILE],
    ['1024', { width: 1024, height: 800 }],
    ['1280', DESKTOP],
  ])('floating buttons cover no line of the article or its sidebar, anywhere down the page (%s)', async (_, size) => {
    const { page, context } = await visit(KITCHEN_SINK, size)
    // phones float nothing: the contents and dark mode are in the top bar; wider screens float
    // "to top" once scrolled (and "to comments" when a comment system is set)
    if (size === MOBILE) {
      expect(await page.locator('#heo-header .heo-header-dark').isVisible()).toBe(true)
      expect(await page.locator('#heo-header button[aria-controls="heo-toc-drawer"]').isVisible()).toBe(true)
    } else {
      await scrollTo(page, 1200)
      await expect.poll(async () => (await visibleBoxes(page, '.heo-float > *')).length).toBeGreaterThanOrEqual(1)
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y < height; y += 500) {
      await scrollTo(page, y)
      const floats = await visibleBoxes(page, '.heo-float > *')
      const lines = await textLineBoxes(page, '.heo-article-body, .heo-adjacent, #comment, .heo-sidebar')
      expect(overlaps(floats, lines), `scrolled to ${y}`).toEqual([])
    }
    await context.close()
  })

  it('opens the TOC drawer from the top bar’s button (24 px per level)', async () => {
    const { page, context } = await visit(KITCHEN_SINK, MOBILE)
    // the bar's most buttons (contents among them): the site's name is still whole, also once
    // scrolled (the reading progress joins them) (#42)
    await expectWholeName(page, 'top')
    await scrollTo(page, 600)
    await expect.poll(() => page.locator('#heo-header .heo-progress').isVisible()).toBe(true)
    await expectWholeName(page, 'scrolled')
    await scrollTo(page, 0)
    const drawer = page.locator('#heo-toc-drawer')
    expect(await drawer.getAttribute('data-open')).toBe('false')
    await page.locator('#heo-header button[aria-controls="heo-toc-drawer"]').click()
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('true')
    const indents = await drawer.locator('li').evaluateAll((lis) => lis.map((li) => parseInt(getComputedStyle(li).paddingLeft)))
    expect(indents.every((px) => px % 24 === 0)).toBe(true)
    await drawer.locator('a').nth(1).click()
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false')
    // and in English
    await page.goto(baseUrl() + '/en/article/fiber-daily-guide', { waitUntil: 'load' })
    await expectWholeName(page, '/en')
    await context.close()
  })
})

/** The top bar's site name: not cut, on at most two lines, clear of the bar's buttons. */
async function expectWholeName(page: Page, where: string) {
  const logo = '#heo-header .heo-header-logo'
  expect(await cutText(page, logo), where).toEqual([])
  expect(await lineCount(page, logo), where).toBeLessThanOrEqual(2)
  const name = await visibleBoxes(page, logo)
  expect(name.length, where).toBe(1)
  expect(overlaps(name, await visibleBoxes(page, '#heo-header button')), where).toEqual([])
}

describe('heo page (type Page)', () => {
  it('has no published date, no copyright and no comments', async () => {
    const { page, context, status } = await visit('/about', DESKTOP)
    expect(status).toBe(200)
    expect(await page.locator('.heo-article-header a[href^="/archive#"]').count()).toBe(0)
    expect(await page.locator('.heo-copyright-block').count()).toBe(0)
    expect(await page.locator('#comment').count()).toBe(0)
    await context.close()
  })
})

describe('navigation (#40 part 5)', () => {
  it('an article carries the speculation rules and comes back from the back/forward cache', async () => {
    const res = await fetch(baseUrl() + SHORT_POST)
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/no-store/)
    const rules = JSON.parse(/<script type="speculationrules">([^<]*)<\/script>/.exec(await res.text())?.[1] ?? 'null')
    expect(rules?.prerender?.[0]?.eagerness).toBe('moderate')
    expect(rules.prerender[0].where.and[1].not.href_matches).toContain('/api/*')
    // previous/next from a short hover: heo's cards carry rel
    expect(rules.prerender[1]).toMatchObject({ eagerness: 'eager', where: { and: expect.arrayContaining([{ selector_matches: 'a[rel~="next"], a[rel~="prev"]' }]) } })
    // a browser of its own: playwright's default flags turn the back/forward cache off
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] })
    try {
      const page = await browser.newPage()
      const cdp = await page.context().newCDPSession(page)
      const notUsed: string[] = []
      cdp.on('Page.backForwardCacheNotUsed', (e) => notUsed.push(...e.notRestoredExplanations.map((r) => `${r.reason} (${r.type})`)))
      await cdp.send('Page.enable')
      await page.goto(baseUrl() + SHORT_POST, { waitUntil: 'load' })
      await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true))
      const next = await page.locator('.heo-adjacent a').last().getAttribute('href')
      expect(await page.locator('.heo-adjacent a[rel="prev"] + a[rel="next"]').count()).toBe(1)
      await page.goto(baseUrl() + next, { waitUntil: 'load' })
      await page.goBack({ waitUntil: 'commit' })
      await page.waitForFunction((p) => location.pathname === p && document.readyState === 'complete', SHORT_POST)
      expect({ restored: await page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true), notUsed }).toEqual({ restored: true, notUsed: [] })
    } finally {
      await browser.close()
    }
  })
})
