// fukasawa's signature parts for the theme matrix: the masonry wall (three columns at 1280,
// no overlaps, no holes, nothing moves while covers load), the fixed sidebar that folds away
// and stays folded on the next page, simple previous/next pages, the sidebar TOC on articles,
// and on phones the top bar's drawer with the sidebar's content over a one-column wall.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { ThemeSpec } from './types'

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

const columnsOf = (boxes: Box[]) => {
  const cols = new Map<number, Box[]>()
  for (const b of boxes) cols.set(b.x, [...(cols.get(b.x) ?? []), b])
  return [...cols.values()].map((c) => c.sort((a, b) => a.y - b.y))
}

/** No two cards share any area, and each column runs on with the same small gap (no holes). */
function expectMasonry(boxes: Box[]) {
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]]
      const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
      expect(overlap, `cards ${i} and ${j} overlap`).toBe(false)
    }
  }
  for (const col of columnsOf(boxes)) {
    for (let k = 1; k < col.length; k++) {
      const gap = col[k].y - (col[k - 1].y + col[k - 1].h)
      expect(gap, 'gap between cards of a column').toBeGreaterThanOrEqual(0)
      expect(gap, 'gap between cards of a column').toBeLessThanOrEqual(32)
    }
  }
}

export default {
  async home({ page }) {
    // the wall: three columns of white cards, heights uneven, packed without holes
    await page.locator('.fk-wall > .fk-card').first().waitFor()
    const boxes = await cardBoxes(page)
    expect(boxes.length).toBeGreaterThanOrEqual(6)
    expect(columnsOf(boxes).length).toBe(3)
    expect(new Set(boxes.map((b) => b.h)).size, 'cards of different heights').toBeGreaterThan(1)
    expectMasonry(boxes)
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
    expectMasonry(await cardBoxes(page))

    // simple pagination: "next" leads to page 2, which has "previous"
    await page.locator('.fk-pager a[rel="next"]').click()
    await page.waitForURL(/\/page\/2/)
    expect(await page.locator('.fk-pager a[rel="prev"]').count()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-fk-aside-closed'))).toBe('true')
    expect(await page.locator('#fk-aside').isVisible()).toBe(false)
    await page.locator('button[aria-controls="fk-aside"]').click()
    await expect.poll(() => page.locator('#fk-aside').isVisible()).toBe(true)
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

  async mobile({ page }) {
    // one column, the sidebar out of the way, a sticky top bar
    await page.locator('.fk-wall > .fk-card').first().waitFor()
    const boxes = await cardBoxes(page)
    expect(columnsOf(boxes).length).toBe(1)
    expectMasonry(boxes)
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
