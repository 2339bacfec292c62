// fukasawa's signature parts for the theme matrix: the wall of cards (three columns at 1280,
// read row by row — the top row is posts 1, 2, 3 —, covers all one height, no overlaps, no
// holes, nothing moves while covers load), the fixed sidebar that folds away and stays folded on
// the next page, simple previous/next pages in one style, the archive's months of small cover
// cards, the sidebar TOC on articles, and on phones the top bar's drawer with the sidebar's
// content over a one-column wall.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { ThemeSpec } from './types'
import { cutText } from '../readable'

interface Box {
  x: number
  y: number
  w: number
  h: number
}

const cardBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.fk-wall > .fk-card')].map((el) => {
      const r = el.getBoundingClientRect()
      return { x: Math.round(r.x), y: Math.round(r.y + scrollY), w: Math.round(r.width), h: Math.round(r.height) }
    }),
  )

const columnsOf = (boxes: Box[]) => new Set(boxes.map((b) => b.x)).size

/**
 * The wall reads row by row: in the page's order each card is right of the one before it or
 * starts the next row below everything above; no two cards share any area, and a row begins
 * one small gap under the tallest card of the row before (no holes).
 */
function expectRows(boxes: Box[]) {
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]]
      const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
      expect(overlap, `cards ${i} and ${j} overlap`).toBe(false)
    }
  }
  const rows: Box[][] = []
  for (const [i, b] of boxes.entries()) {
    const row = rows.at(-1)
    if (row && b.y === row[0].y) {
      expect(b.x, `card ${i} is right of card ${i - 1}`).toBeGreaterThan(row.at(-1)!.x)
      row.push(b)
    } else rows.push([b])
  }
  for (let k = 1; k < rows.length; k++) {
    expect(rows[k][0].x, `row ${k} starts at the left`).toBe(rows[0][0].x)
    const bottom = Math.max(...rows[k - 1].map((b) => b.y + b.h))
    expect(rows[k][0].y - bottom, `gap above row ${k}`).toBeGreaterThanOrEqual(0)
    expect(rows[k][0].y - bottom, `gap above row ${k}`).toBeLessThanOrEqual(32)
  }
}

/** Every card's cover has the one 3:2 shape, so all covers of a width are the same height. */
const coverShapes = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.fk-wall .fk-cover')].map((el) => el.getBoundingClientRect()).map((r) => Math.round((r.width / r.height) * 100) / 100))

export default {
  async home({ page, url }) {
    // the wall: three columns of white cards read row by row, the newest first; one cover shape
    await page.locator('.fk-wall > .fk-card').first().waitFor()
    const boxes = await cardBoxes(page)
    expect(boxes.length).toBeGreaterThanOrEqual(6)
    expect(columnsOf(boxes)).toBe(3)
    expectRows(boxes)
    expect(boxes[1].y, 'posts 1 and 2 side by side').toBe(boxes[0].y)
    expect(boxes[2].y, 'posts 1 and 3 side by side').toBe(boxes[0].y)
    const shapes = await coverShapes(page)
    expect(shapes.length).toBeGreaterThan(3)
    for (const ratio of shapes) expect(Math.abs(ratio - 1.5), 'every cover is 3:2').toBeLessThan(0.02)
    // covers have their box before they load: loading them all moves nothing
    await page.evaluate(async () => {
      for (const img of document.querySelectorAll<HTMLImageElement>('.fk-wall img')) img.loading = 'eager'
      await Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((r) => ((img.onload = r), (img.onerror = r))))))
    })
    expect(await cardBoxes(page)).toEqual(boxes)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) sum += e.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(sum), 300)
        }),
    )
    expect(shift, 'cumulative layout shift').toBeLessThan(0.01)

    // the fixed sidebar: boxed title, menu, search, categories, tags, socials
    const aside = page.locator('#fk-aside')
    expect(await aside.isVisible()).toBe(true)
    expect(await aside.locator('.fk-brand').isVisible()).toBe(true)
    expect(await aside.locator('.fk-nav-link').count()).toBeGreaterThan(3)
    expect(await aside.locator('input[type="text"]').count()).toBe(1)
    expect(await aside.locator('.fk-social').count()).toBeGreaterThan(0)
    const before = boxes[0].w

    // folding it away widens the wall; the choice holds on the next page
    const toggle = page.locator('button[aria-controls="fk-aside"]')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await toggle.click()
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-fk-aside-closed'))).toBe('true')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => aside.isVisible()).toBe(false)
    await expect.poll(async () => (await cardBoxes(page))[0].w).toBeGreaterThan(before)
    expectRows(await cardBoxes(page))

    // simple pagination: on page 1 no "previous" at all; "next" leads to page 2, where
    // "previous" and "next" are the same white button
    expect(await page.locator('.fk-pager a[rel="prev"]').count()).toBe(0)
    await page.locator('.fk-pager a[rel="next"]').click()
    await page.waitForURL(/\/page\/2/)
    expect(await page.locator('.fk-pager a[rel="prev"]').count()).toBe(1)
    const look = (rel: string) =>
      page.locator(`.fk-pager a[rel="${rel}"]`).evaluate((el) => {
        const s = getComputedStyle(el)
        return [s.backgroundColor, s.boxShadow, s.padding, s.borderRadius, s.fontWeight, Math.round(el.getBoundingClientRect().height)].join(' | ')
      })
    await page.mouse.move(1, 1)
    await expect.poll(() => look('prev')).toBe(await look('next'))
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-fk-aside-closed'))).toBe('true')
    expect(await page.locator('#fk-aside').isVisible()).toBe(false)
    await page.locator('button[aria-controls="fk-aside"]').click()
    await expect.poll(() => page.locator('#fk-aside').isVisible()).toBe(true)

    // the archive is fukasawa's own: one grid of small cover cards, four across beside the
    // sidebar, each year opened by a boxed tile, each month's first card stamped with the month
    // and carrying its #yyyy-MM anchor
    await page.goto(url('/archive'), { waitUntil: 'load' })
    const tile = page.locator('.fk-shelf h2.fk-year-tile').first()
    expect(await tile.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('2px')
    const first = page.locator('.fk-shelf li[id]').first()
    const month = (await first.getAttribute('id'))!
    expect(month).toMatch(/^\d{4}-\d{2}$/)
    expect((await first.locator('.fk-month-stamp').innerText()).trim()).toBe(month)
    const shelf = await page.locator('.fk-shelf h2, .fk-shelf li').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), y: Math.round(r.y) })))
    expect(shelf.length).toBeGreaterThan(8)
    expect(new Set(shelf.map((c) => c.x)).size, 'four across').toBe(4)
    expect(shelf[1].y, 'the newest post beside its year').toBe(shelf[0].y)
    expect(await page.locator('.fk-shelf-card img').first().evaluate((img) => getComputedStyle(img).aspectRatio)).toBe('3 / 2')

    // search finds pages without a cover (pages under a post): each card still has the cover's
    // box, so a short card leaves no hole in its row (#42)
    await page.goto(url('/search/蔬菜'), { waitUntil: 'load' })
    await page.locator('.fk-wall > .fk-card').first().waitFor()
    const found = await page.locator('.fk-wall > .fk-card').evaluateAll((cards) => cards.map((c) => !!c.querySelector(':scope > .fk-cover')))
    expect(found.length).toBeGreaterThan(3)
    expect(found.every(Boolean), 'every card has the cover’s box').toBe(true)
    const hits = await cardBoxes(page)
    expectRows(hits)
    const cover = await page.locator('.fk-wall .fk-cover').first().evaluate((el) => el.getBoundingClientRect().height)
    for (const y of new Set(hits.map((b) => b.y))) {
      const row = hits.filter((b) => b.y === y).map((b) => b.h)
      expect(Math.max(...row) - Math.min(...row), `row at ${y}: no card shorter by a cover’s height`).toBeLessThan(cover / 2)
    }

    // the English name in its box is whole, also in a wider system font (it takes a second line)
    await page.goto(url('/en'), { waitUntil: 'load' })
    expect(await cutText(page, '#fk-aside .fk-brand')).toEqual([])
    await page.addStyleTag({ content: '.fk-brand { font-family: "DejaVu Sans Mono", monospace !important }' })
    expect(await cutText(page, '#fk-aside .fk-brand'), 'a wider font').toEqual([])
  },

  async article({ page }) {
    // a centred white column: cover on top, then the one title
    const column = page.locator('article.fk-article')
    const [box, main] = await Promise.all([column.boundingBox(), page.locator('#main').boundingBox()])
    expect(Math.abs(box!.x + box!.width / 2 - (main!.x + main!.width / 2))).toBeLessThan(4)
    const [cover, title] = await Promise.all([column.locator('.fk-article-cover').boundingBox(), column.locator('h1').boundingBox()])
    expect(cover!.y).toBeLessThan(title!.y)
    // the TOC block in the sidebar, and it leads to the headings
    const links = page.locator('#fk-aside .fk-toc-block a[href^="#"]')
    expect(await links.count()).toBeGreaterThan(2)
    const target = (await links.nth(2).getAttribute('href'))!.slice(1)
    await links.nth(2).click()
    await expect
      .poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), target))
      .toBeLessThan(120)
    // the floating TOC button is for when the sidebar is away
    const fab = page.locator('button[aria-controls="fk-toc-drawer"]')
    expect(await fab.isVisible()).toBe(false)
    await page.locator('button[aria-controls="fk-aside"]').click()
    await expect.poll(() => fab.isVisible()).toBe(true)
  },

  async mobile({ page, url }) {
    // the top bar's name is whole in English, also in a wider system font (#42)
    await page.goto(url('/en'), { waitUntil: 'load' })
    expect(await cutText(page, 'header.fk-bar .fk-brand')).toEqual([])
    await page.addStyleTag({ content: '.fk-brand { font-family: "DejaVu Sans Mono", monospace !important }' })
    expect(await cutText(page, 'header.fk-bar .fk-brand'), 'a wider font').toEqual([])
    await page.goto(url('/'), { waitUntil: 'load' })
    // one column, the sidebar out of the way, a sticky top bar
    await page.locator('.fk-wall > .fk-card').first().waitFor()
    const boxes = await cardBoxes(page)
    expect(columnsOf(boxes)).toBe(1)
    expectRows(boxes)
    // covers in the same 3:2 shape as on the desktop, not tall crops
    for (const ratio of await coverShapes(page)) expect(Math.abs(ratio - 1.5), 'every cover is 3:2').toBeLessThan(0.02)
    expect(await page.locator('#fk-aside').isVisible()).toBe(false)
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(500)
    const bar = await page.locator('header.fk-bar').boundingBox()
    expect(Math.round(bar!.y)).toBe(0)
    // the menu button opens the drawer with the sidebar's content
    const menu = page.locator('button[aria-controls="fk-menu-drawer"]')
    await menu.click()
    const drawer = page.locator('#fk-menu-drawer')
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('true')
    await drawer.locator('.fk-brand').waitFor()
    expect(await drawer.locator('.fk-nav-link').count()).toBeGreaterThan(3)
    expect(await drawer.locator('input[type="text"]').isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false')
  },
} satisfies ThemeSpec
