// next's signature parts, used as a reader uses them: the headband and the left column (logo
// plate, vertical menu, site overview with counts), the home entries with their "read more"
// buttons, numbered pagination, the archive timeline; on an article the numbered TOC that
// follows the reading and the back-to-top button that shows the percent read; on a phone the
// top bar whose menu opens a drawer with the menu and the overview, and the TOC drawer.
import { expect } from 'vitest'
import type { Locator } from 'playwright-core'
import type { ThemeSpec } from './types'

/** Presses `button` until `opened` says so: a press before the page has hydrated does nothing,
 * and a panel may take a moment (a lazily loaded dialog) to show. */
async function pressUntil(button: Locator, opened: () => Promise<boolean>) {
  for (let i = 0; i < 10 && !(await opened()); i++) {
    await button.click({ timeout: 2000 }).catch(() => {})
    await expect.poll(opened, { timeout: 2000 }).toBe(true).catch(() => {})
  }
  expect(await opened()).toBe(true)
}

const ARTICLE = '/article/kitchen-sink'

const spec: ThemeSpec = {
  async home({ page, url }) {
    await page.goto(url('/'))
    // the thin dark rule along the top
    const band = await page.locator('.nx-headband').evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { top: r.top, height: r.height, width: r.width, bg: getComputedStyle(el).backgroundColor }
    })
    expect(band.top).toBe(0)
    expect(band.height).toBeLessThanOrEqual(4)
    expect(band.width).toBeGreaterThan(1200)
    expect(band.bg).toBe('rgb(34, 34, 34)')

    // the left column sits left of the centre column: logo plate (dark) with title, menu with icons
    const aside = page.locator('aside.nx-aside')
    const main = page.locator('main#main')
    const [a, m] = [await aside.boundingBox(), await main.boundingBox()]
    expect(a && m && a.x + a.width <= m.x).toBe(true)
    const plate = aside.locator('.nx-brand')
    expect(await plate.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(34, 34, 34)')
    expect(await plate.innerText()).toMatch(/\S/)
    const rows = aside.locator('.nx-menu .nx-menu-link')
    expect(await rows.count()).toBeGreaterThanOrEqual(4)
    expect(await rows.first().locator('svg, span[aria-hidden]').count()).toBeGreaterThan(0)
    expect(await aside.locator('.nx-menu-link[aria-current="page"]').count()).toBe(1)

    // the overview: avatar, author, counts of posts / categories / tags that match the indexes
    const state = aside.locator('.nx-state-n')
    expect(await state.count()).toBe(3)
    const counts = (await state.allInnerTexts()).map(Number)
    expect(counts.every((n) => n > 0)).toBe(true)
    expect(await aside.locator('img.nx-avatar, .nx-monogram').count()).toBe(1)

    // the search row of the menu opens the search overlay
    const dialog = page.locator('.leafpress-search[role="dialog"]')
    await pressUntil(aside.locator('.nx-menu button.nx-menu-link'), async () => (await dialog.count()) === 1)
    await page.keyboard.press('Escape')

    // entries: one white card each, the title on the left, a dark "read more" button at the
    // card's right to the same post
    const entries = page.locator('article.nx-entry')
    expect(await entries.count()).toBeGreaterThan(1)
    const first = entries.first()
    const titleHref = await first.locator('h2 a').getAttribute('href')
    const more = first.locator('a.nx-btn-solid')
    expect(await more.getAttribute('href')).toBe(titleHref)
    const [card, title, button] = [await first.boundingBox(), await first.locator('h2 a').boundingBox(), await more.boundingBox()]
    expect(title!.x - card!.x).toBeLessThan(card!.width / 6)
    expect(card!.x + card!.width - (button!.x + button!.width)).toBeLessThan(card!.width / 6)
    expect(await more.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(34, 42, 54)')

    // the right column: the announcement, the latest posts, the categories and the tags
    const widgets = page.locator('aside.nx-widgets')
    expect(await widgets.isVisible()).toBe(true)
    // the three columns in the middle: the outer margins match (#42)
    const w = (await widgets.boundingBox())!
    expect(Math.abs(a!.x - (page.viewportSize()!.width - (w.x + w.width))), `margins ${a!.x} and ${page.viewportSize()!.width - (w.x + w.width)}`).toBeLessThan(2)
    expect((await widgets.boundingBox())!.x).toBeGreaterThanOrEqual(m!.x + m!.width)
    expect(await widgets.locator('.nx-note li').count()).toBeGreaterThan(0)
    expect(await widgets.locator('a[href*="/article/"]').count()).toBeGreaterThan(2)
    expect(await widgets.locator('a[href*="/category/"]').count()).toBeGreaterThan(0)
    expect(await widgets.locator('a[href*="/tag/"]').count()).toBeGreaterThan(0)
    // the announcement is shown once
    expect(await page.locator('.nx-note:visible').count()).toBe(1)
    const [b1, b2] = [await entries.nth(0).boundingBox(), await entries.nth(1).boundingBox()]
    expect(b1 && b2 && b2.y - (b1.y + b1.height)).toBeGreaterThanOrEqual(8)

    // the title link turns blue and underlined on hover
    const link = first.locator('h2 a')
    const look = () => link.evaluate((el) => `${getComputedStyle(el).color} / ${getComputedStyle(el).textDecorationColor}`)
    expect(await look()).toBe('rgb(34, 34, 34) / rgba(0, 0, 0, 0)')
    await link.hover()
    await expect.poll(look).toBe('rgb(26, 102, 173) / rgb(26, 102, 173)')

    // numbered pagination: the current page is a dark square, page 2 is a link
    const pager = page.locator('nav.nx-pager')
    expect(await pager.locator('[aria-current="page"]').innerText()).toBe('1')
    await pager.locator('a[href*="/page/2"]').first().click()
    await page.waitForURL(/\/page\/2/)
    expect(await page.locator('nav.nx-pager [aria-current="page"]').innerText()).toBe('2')

    // the archive: a timeline with year headings and month anchors, a dot on every row
    await page.goto(url('/archive'))
    expect(await page.locator('.nx-timeline h2.nx-tl-year').first().innerText()).toMatch(/^\d{4}$/)
    expect(await page.locator('.nx-timeline section[id]').first().getAttribute('id')).toMatch(/^\d{4}-\d{2}$/)
    const dot = await page.locator('.nx-tl-row').first().evaluate((el) => getComputedStyle(el, '::before').borderRadius)
    expect(dot).not.toBe('0px')
  },

  async article({ page, url }) {
    await page.goto(url(ARTICLE))
    expect(await page.locator('h1').count()).toBe(1)
    // the TOC in the left column, numbered like a book
    const toc = page.locator('aside.nx-aside .nx-toc a')
    const n = await toc.count()
    expect(n).toBeGreaterThanOrEqual(3)
    expect(await toc.first().innerText()).toMatch(/^1\. /)
    // the compact overview stays under it
    expect(await page.locator('aside.nx-aside .nx-state-n').count()).toBe(3)

    // the back-to-top button: hidden at the top, shows the percent read, goes back up
    const top = page.locator('button.nx-back-to-top')
    expect(await top.getAttribute('data-top')).toBe('true')
    const target = (await toc.nth(Math.min(3, n - 1)).getAttribute('href'))!.slice(1)
    const y = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY, target)
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y - 10)
    // the heading being read is marked in the TOC
    await expect.poll(() => page.locator('aside.nx-aside .nx-toc a[data-active="true"]').getAttribute('href')).toBe(`#${target}`)
    await expect.poll(() => top.getAttribute('data-top')).toBe('false')
    const percent = Number(await top.getAttribute('data-percent'))
    expect(percent).toBeGreaterThan(0)
    expect(await top.innerText()).toBe(`${percent}%`)
    expect(await top.isVisible()).toBe(true)
    const box = await top.boundingBox()
    expect(box && box.x > 1100 && box.y > 650).toBe(true)
    // the left column's panel is sticky: still in view after scrolling
    const panel = await page.locator('aside.nx-aside .nx-toc').boundingBox()
    expect(panel && panel.y >= 0 && panel.y < 400).toBe(true)
    await top.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  },

  async mobile({ page, url }) {
    await page.goto(url(ARTICLE))
    // the left column is folded away; the dark top bar shows the title
    expect(await page.locator('aside.nx-aside').isVisible()).toBe(false)
    // so is the right column (its announcement shows above the home list instead)
    expect(await page.locator('aside.nx-widgets').isVisible()).toBe(false)
    const bar = page.locator('header.nx-mobilebar')
    expect(await bar.isVisible()).toBe(true)
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(34, 34, 34)')

    // the menu button opens a drawer with the menu and the site overview; Escape closes it
    const menuButton = bar.locator('button[aria-controls="nx-menu-drawer"]')
    const drawer = page.locator('#nx-menu-drawer')
    await pressUntil(menuButton, async () => (await drawer.getAttribute('data-open')) === 'true')
    expect(await drawer.getAttribute('role')).toBe('dialog')
    await expect.poll(() => drawer.locator('.nx-menu a').count()).toBeGreaterThanOrEqual(4)
    expect(await drawer.locator('.nx-state-n').count()).toBe(3)
    const box = await drawer.boundingBox()
    expect(box && box.x).toBe(0)
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false')

    // the TOC drawer: a corner button opening the numbered TOC; a link closes it and scrolls
    const tocButton = page.locator('button[aria-controls="nx-toc-drawer"]')
    expect(await tocButton.isVisible()).toBe(true)
    const tocDrawer = page.locator('#nx-toc-drawer')
    await pressUntil(tocButton, async () => (await tocDrawer.getAttribute('data-open')) === 'true')
    const links = tocDrawer.locator('.nx-toc a')
    expect(await links.count()).toBeGreaterThanOrEqual(3)
    await links.nth(2).click()
    await expect.poll(() => tocDrawer.getAttribute('data-open')).toBe('false')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    expect(await page.locator('button.nx-back-to-top').isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  },
}

export default spec
