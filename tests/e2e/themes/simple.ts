// simple's signature parts, used as a reader uses them: the black info bar and the centred
// masthead, the menu's red hover line, one way into search in the bar (no menu entry beside the
// search button), teal entry titles with "read more", the bordered sidebar and its search box,
// numbered pages, the archive set as a newspaper's index; on articles the sticky catalog, the copyright
// block and the previous/next text links; on phones the menu drawer, the sidebar under the
// content and the catalog drawer.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { ThemeSpec } from './types'
import { getStrings } from '@/lib/i18n'
import { unlabelledDates } from '../readable'

const TEAL = 'rgb(39, 96, 119)'
const RED = 'rgb(221, 51, 51)'

/** The bar's search button (not the menu's drawer button or the drawer's close button, not the
 * light/dark switch). */
const SEARCH_BUTTON = '.simple-nav button[aria-label]:not([aria-controls]):not([data-testid]):not(#simple-menu-drawer button)'

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox()
  if (!b) throw new Error(`${selector} is not shown`)
  return b
}

const spec: ThemeSpec = {
  async home({ page, url }) {
    await page.goto(url('/'))
    // the info bar: a dark strip above the masthead with the author's link
    const bar = page.locator('.simple-top-bar')
    expect(await bar.isVisible()).toBe(true)
    expect(await bar.locator('a').first().textContent()).toBeTruthy()
    // the masthead: logo and title centred on the page, the tagline under them
    const logo = await box(page, '.simple-masthead img, .simple-masthead [aria-hidden="true"]')
    const head = await box(page, '.simple-masthead > a')
    const width = page.viewportSize()!.width
    expect(Math.abs(head.x + head.width / 2 - width / 2)).toBeLessThan(24)
    expect(logo.width).toBeGreaterThanOrEqual(64)
    expect(await page.locator('.simple-masthead h1').textContent()).toBeTruthy()
    expect(await page.locator('.simple-tagline').isVisible()).toBe(true)

    // the menu: hovering an entry grows the red line under it
    const entry = page.locator('.simple-menu-row .simple-nav-link:not([aria-current])').first()
    const line = () => entry.evaluate((el) => getComputedStyle(el, '::after').transform)
    expect(await line()).toBe('matrix(0, 0, 0, 1, 0, 0)')
    await entry.hover()
    await expect.poll(line).toBe('matrix(1, 0, 0, 1, 0, 0)')
    expect(await entry.evaluate((el) => getComputedStyle(el, '::after').backgroundColor)).toBe(RED)
    // the current page keeps its line
    const current = page.locator('.simple-menu-row [aria-current="page"]')
    expect(await current.evaluate((el) => getComputedStyle(el, '::after').transform)).toBe('matrix(1, 0, 0, 1, 0, 0)')

    // one way into search in the bar: its search button opens the search, and the menu has no
    // "search" entry beside it
    expect(await page.locator('.simple-nav a[href="/search"]').count()).toBe(0)
    await page.locator(SEARCH_BUTTON).click()
    await expect.poll(() => page.locator('.leafpress-search[role="dialog"]').isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.leafpress-search[role="dialog"]').isVisible()).toBe(false)

    // entries: teal titles linking to the posts, a meta line and a "read more" link
    const entries = page.locator('.simple-entry')
    expect(await entries.count()).toBeGreaterThan(1)
    const title = entries.first().locator('h2 a')
    expect(await title.evaluate((el) => getComputedStyle(el).color)).toBe(TEAL)
    const href = await title.getAttribute('href')
    expect(href).toMatch(/^\/article\//)
    expect(await entries.first().locator('.simple-more').getAttribute('href')).toBe(href)
    expect(await entries.first().locator('time').isVisible()).toBe(true)

    // the sidebar sits to the right, ruled off by a left border
    const main = await box(page, '#main')
    const aside = await box(page, '.simple-sidebar')
    expect(aside.x).toBeGreaterThanOrEqual(main.x + main.width - 1)
    expect(await page.locator('.simple-sidebar').evaluate((el) => getComputedStyle(el).borderLeftStyle)).toBe('solid')
    for (const heading of await page.locator('.simple-sidebar .simple-widget-title').allTextContents()) expect(heading.trim()).not.toBe('')

    // numbered pagination: page 1 is the solid box, 2 leads on
    const pages = page.locator('.simple-pagination')
    expect(await pages.locator('[aria-current="page"]').textContent()).toBe('1')
    await Promise.all([page.waitForURL(/\/page\/2/), pages.locator('a', { hasText: /^2$/ }).click()])
    await expect.poll(() => page.locator('.simple-pagination [aria-current="page"]').textContent()).toBe('2')

    // the sidebar's search box leads to the results page
    const input = page.locator('.simple-sidebar input[name="keyword"]')
    await input.fill('飲食')
    await Promise.all([page.waitForURL(/\/search\/(%E9%A3%B2%E9%A3%9F|飲食)/), input.press('Enter')])
    await expect.poll(() => page.locator('.simple-hit').count()).toBeGreaterThan(0)

    // the archive as a newspaper's index: the year in big serif figures, the months in two ruled
    // columns under red kickers, each entry the day in the serif and the teal title
    await page.goto(url('/archive'))
    const year = page.locator('.simple-archive-year').first()
    expect(await year.textContent()).toMatch(/^\d{4}$/)
    expect(await year.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('serif')
    const months = page.locator('.simple-archive-month[id]')
    expect(new Set(await months.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)))).size).toBe(2)
    expect(await page.locator('.simple-archive-columns').first().evaluate((el) => getComputedStyle(el).columnRuleStyle)).toBe('solid')
    expect(await page.locator('.simple-archive-kicker').first().evaluate((el) => getComputedStyle(el).color)).toBe(RED)
    expect(await page.locator('.simple-archive-entry a').first().evaluate((el) => getComputedStyle(el).color)).toBe(TEAL)
  },

  async article({ page, url }) {
    await page.goto(url('/article/kitchen-sink'))
    expect(await page.locator('h1').count()).toBe(1)
    // beside the publish day, the last-edited day says what it is (#42)
    expect(await unlabelledDates(page, '.simple-article-head', getStrings('zh-CN').COMMON.LAST_EDITED)).toEqual([])
    // the catalog in the sidebar stays in view and marks the heading being read
    const toc = page.locator('.simple-sidebar .simple-toc')
    expect(await toc.isVisible()).toBe(true)
    const links = toc.locator('a')
    expect(await links.count()).toBeGreaterThan(2)
    const target = links.nth(3)
    const id = (await target.getAttribute('href'))!.slice(1)
    await target.click()
    await expect.poll(() => target.getAttribute('data-active')).toBe('true')
    await expect.poll(() => page.evaluate((h) => Math.abs(document.getElementById(h)!.getBoundingClientRect().top) < 200, id)).toBe(true)
    expect(await toc.isVisible()).toBe(true)
    expect(await toc.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < window.innerHeight)).toBe(true)

    // under the body: the copyright block, previous/next as text links, the comments
    const copyright = page.locator('.simple-copyright')
    await copyright.scrollIntoViewIfNeeded()
    expect(await copyright.isVisible()).toBe(true)
    expect(await copyright.evaluate((el) => getComputedStyle(el).borderLeftColor)).toBe(RED)
    const adjacent = page.locator('.simple-adjacent a')
    expect(await adjacent.count()).toBeGreaterThan(0)
    for (const a of await adjacent.all()) {
      expect(await a.locator('img').count()).toBe(0)
      expect((await a.textContent())?.trim()).toBeTruthy()
    }
    const next = adjacent.first()
    const nextHref = await next.getAttribute('href')
    await Promise.all([page.waitForURL((u) => u.pathname + u.search === nextHref || u.href.endsWith(nextHref!)), next.click()])
    expect(await page.locator('h1').count()).toBe(1)
  },

  async mobile({ page, url }) {
    await page.goto(url('/'))
    // no horizontal scrolling
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // the menu row gives way to a menu button opening a drawer of the same entries
    expect(await page.locator('.simple-menu-row').isVisible()).toBe(false)
    const button = page.locator('button[aria-controls="simple-menu-drawer"]')
    expect(await button.isVisible()).toBe(true)
    const drawer = page.locator('#simple-menu-drawer')
    await button.click()
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('true')
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().left)).toBeGreaterThanOrEqual(0)
    expect(await drawer.locator('.simple-menu-column a').count()).toBeGreaterThan(2)
    // the bar's search button is the way into search on phones too: not a second one in the menu
    expect(await drawer.locator('a[href="/search"]').count()).toBe(0)
    expect(await page.locator(SEARCH_BUTTON).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false')

    // the sidebar comes under the content
    const main = await box(page, '#main')
    const aside = await box(page, '.simple-sidebar')
    expect(aside.y).toBeGreaterThanOrEqual(main.y + main.height - 1)

    // on an article the catalog opens in a drawer from a floating button
    await page.goto(url('/article/kitchen-sink'))
    const tocButton = page.locator('button[aria-controls="simple-toc-drawer"]')
    expect(await tocButton.isVisible()).toBe(true)
    await tocButton.click()
    const panel = page.locator('#simple-toc-drawer[role="dialog"]')
    await expect.poll(() => panel.getAttribute('data-open')).toBe('true')
    const first = panel.locator('.simple-toc a').first()
    await expect.poll(() => first.isVisible()).toBe(true)
    const id = (await first.getAttribute('href'))!.slice(1)
    await first.click()
    await expect.poll(() => panel.getAttribute('data-open')).toBe('false')
    await expect.poll(() => page.evaluate((h) => Math.abs(document.getElementById(h)!.getBoundingClientRect().top) < 200, id)).toBe(true)
  },
}

export default spec
