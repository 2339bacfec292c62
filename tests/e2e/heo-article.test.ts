// heo article pages at 1280 and 390 px: cover header, meta, TOC highlight, previous/next
// cards (covering nothing), copyright, comments anchor and ?target=comment, and floating
// buttons that never sit on the text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { baseUrl, closeBrowser, DESKTOP, MOBILE, visit } from './harness'
import { overlaps, textLineBoxes, visibleBoxes } from './overlap'

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
    expect(await head.locator('svg.heo-waves').count()).toBe(1)
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
    await scrollTo(page, y - 20)
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

  it('scrolls to the comments after ?target=comment and drops the query', async () => {
    const { page, context } = await visit(`${middlePost}?target=comment`, DESKTOP)
    await expect.poll(() => page.evaluate(() => location.search), { timeout: 5000 }).toBe('')
    // the comments are in view: at the top of the window, or as high as the page end allows
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const top = document.getElementById('comment')!.getBoundingClientRect().top
            const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
            return window.scrollY > 0 && (top < 200 || (atEnd && top < window.innerHeight))
          }),
        { timeout: 5000 },
      )
      .toBe(true)
    await context.close()
  })
})

describe('heo article (390)', () => {
  it('shows both previous and next cards in the flow and a floating TOC button', async () => {
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
    // the article's buttons float (contents, comments; to top on wider screens); on phones dark
    // mode is in the top bar
    expect((await visibleBoxes(page, '.heo-float > *')).length).toBeGreaterThanOrEqual(size === MOBILE ? 2 : 1)
    if (size === MOBILE) expect(await page.locator('#heo-header .heo-header-dark').isVisible()).toBe(true)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y < height; y += 500) {
      await scrollTo(page, y)
      const floats = await visibleBoxes(page, '.heo-float > *')
      const lines = await textLineBoxes(page, '.heo-article-body, .heo-adjacent, #comment, .heo-sidebar')
      expect(overlaps(floats, lines), `scrolled to ${y}`).toEqual([])
    }
    await context.close()
  })

  it('opens the TOC drawer from the floating button (24 px per level)', async () => {
    const { page, context } = await visit(KITCHEN_SINK, MOBILE)
    const drawer = page.locator('#heo-toc-drawer')
    expect(await drawer.getAttribute('data-open')).toBe('false')
    await page.locator('.heo-float button[aria-expanded]').click()
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('true')
    const indents = await drawer.locator('li').evaluateAll((lis) => lis.map((li) => parseInt(getComputedStyle(li).paddingLeft)))
    expect(indents.every((px) => px % 24 === 0)).toBe(true)
    await drawer.locator('a').nth(1).click()
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false')
    await context.close()
  })
})

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
