// medium's signature parts for the theme matrix: the left rail with tooltips, the About panel,
// the TOC / About tabs (keyboard included), the top bar that slips away while reading, the
// stories' large covers, one way into search a screen, and on phones the bottom menu bar that
// never covers the page, with its menu sheet.
import { expect } from 'vitest'
import type { ThemeSpec } from './types'
import { getStrings } from '@/lib/i18n'
import { unlabelledDates } from '../readable'

export default {
  async home({ page }) {
    // the thin left rail: icon links, each named, each with a tooltip on hover
    const rail = page.locator('nav.md-rail')
    expect(await rail.isVisible()).toBe(true)
    expect((await rail.boundingBox())!.width).toBeLessThanOrEqual(80)
    const links = rail.locator('a.md-rail-link')
    expect(await links.count()).toBeGreaterThan(3)
    for (const name of await links.evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')))) expect(name?.trim()).toBeTruthy()
    const archive = rail.locator('a[href*="/archive"]').first()
    const tip = archive.locator('.md-tip')
    expect(await tip.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    await archive.hover()
    await expect.poll(() => tip.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')

    // lists: the right panel shows About directly (no tabs): search box, author card, counts
    const panel = page.locator('aside.md-panel')
    expect(await panel.isVisible()).toBe(true)
    expect(await panel.locator('[role="tablist"]').count()).toBe(0)
    expect(await panel.locator('.md-author-card').isVisible()).toBe(true)
    expect(await panel.locator('input[type="text"]').isVisible()).toBe(true)

    // one way into search on the screen: the panel's box; the top bar keeps only its light/dark
    // switch
    expect(await page.locator('input[type="text"]:visible').count()).toBe(1)
    expect(await page.locator('#md-top-bar button:visible').count()).toBe(1)

    // a story: the cover large across the column, above the title
    const item = page.locator('article.md-item').first()
    const title = (await item.locator('h2 a').boundingBox())!
    const cover = (await item.locator('img').first().boundingBox())!
    const column = (await page.locator('main#main').boundingBox())!
    expect(cover.width).toBeGreaterThan(column.width * 0.8)
    expect(cover.height).toBeGreaterThan(200)
    expect(cover.y + cover.height).toBeLessThanOrEqual(title.y)
  },

  async article({ page }) {
    // the byline's date is the publish day; the last-edited one says what it is (#42)
    expect(await unlabelledDates(page, '.md-article-head', getStrings('zh-CN').COMMON.LAST_EDITED)).toEqual([])
    const tabs = page.locator('aside.md-panel [role="tab"]')
    expect(await tabs.count()).toBe(2)
    const [toc, about] = [tabs.nth(0), tabs.nth(1)]
    expect(await toc.getAttribute('aria-selected')).toBe('true')
    const tocPanel = page.locator(`#${await toc.getAttribute('aria-controls')}`)
    const aboutPanel = page.locator(`#${await about.getAttribute('aria-controls')}`)
    expect(await tocPanel.getAttribute('role')).toBe('tabpanel')
    expect(await tocPanel.locator('a[href^="#"]').count()).toBeGreaterThan(2)
    expect(await aboutPanel.isVisible()).toBe(false)

    // arrow keys move between the tabs and choose them
    await toc.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => about.getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab')
    expect(await aboutPanel.isVisible()).toBe(true)
    expect(await tocPanel.isVisible()).toBe(false)
    expect(await aboutPanel.locator('.md-author-card').isVisible()).toBe(true)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => toc.getAttribute('aria-selected')).toBe('true')
    expect(await tocPanel.isVisible()).toBe(true)

    // a TOC entry takes the reader to its heading; reading down hides the top bar, going up
    // brings it back
    const link = tocPanel.locator('a[href^="#"]').nth(2)
    const target = decodeURIComponent((await link.getAttribute('href'))!.slice(1))
    await link.click()
    await expect.poll(() => page.evaluate((id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top) < 200, target)).toBe(true)
    const bar = page.locator('#md-top-bar')
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 900)
    await expect.poll(() => bar.getAttribute('data-swap')).toBe('true')
    await page.mouse.wheel(0, -300)
    await expect.poll(() => bar.getAttribute('data-swap')).toBe('false')
  },

  async mobile({ page }) {
    // no rail on phones: the bottom bar instead, fixed to the bottom edge
    expect(await page.locator('nav.md-rail').isVisible()).toBe(false)
    const dock = page.locator('.md-dock')
    const box = (await dock.boundingBox())!
    const height = page.viewportSize()!.height
    expect(Math.round(box.y + box.height)).toBe(height)
    expect(await dock.locator('a, button').count()).toBeGreaterThanOrEqual(4)
    // search is the bottom bar's button: the top bar has no second one
    expect(await page.locator('#md-top-bar button:visible').count()).toBe(1)

    // the bar never covers the page: at the very bottom the footer ends above it
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(async () => {
      const footer = (await page.locator('footer.md-footer').boundingBox())!
      const bar = (await dock.boundingBox())!
      return footer.y + footer.height <= bar.y + 1
    }).toBe(true)

    // the menu button opens the menu sheet (links and the About side); Escape closes it
    await dock.locator('button[aria-controls="md-menu-sheet"]').click()
    const sheet = page.locator('#md-menu-sheet')
    await expect.poll(() => sheet.getAttribute('data-open')).toBe('true')
    expect(await sheet.locator('nav a').count()).toBeGreaterThan(3)
    await sheet.locator('.md-author-card').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => sheet.getAttribute('data-open')).toBe('false')
  },
} satisfies ThemeSpec
