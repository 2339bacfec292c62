// gitbook's own parts, used as a reader uses them: the left page tree (category groups that
// collapse and expand without script, the current post open and marked), the footer pinned at
// the foot of the tree column, the right column's facts and contents following the reading, and
// on phones the header's menu button and the bottom bar: the tree sliding in, the contents
// drawer, the bar never covering text.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { ThemeSpec } from './types'

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

const spec: ThemeSpec = {
  async home({ page, url }) {
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    const side = page.locator('#gb-side')
    const box = (await side.boundingBox())!
    expect(box.x).toBe(0)
    // the tree: one group per category, all closed on the home page
    const groups = side.locator('details.gb-group')
    expect(await groups.count()).toBeGreaterThan(1)
    expect(await side.locator('details.gb-group[open]').count()).toBe(0)
    const group = groups.first()
    const firstLink = group.locator('a.gb-t').first()
    expect(await firstLink.isVisible()).toBe(false)
    // a click on the group's name opens it, another closes it
    await group.locator('summary').click()
    await expect.poll(() => firstLink.isVisible()).toBe(true)
    await group.locator('summary').click()
    await expect.poll(() => firstLink.isVisible()).toBe(false)

    // the footer sits at the foot of the tree column, the column sticks while the page scrolls
    const footer = side.locator('.gb-footer')
    const fb = (await footer.boundingBox())!
    expect(fb.y + fb.height).toBeGreaterThan(800 - 40)
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
    await expect.poll(async () => (await side.boundingBox())!.y).toBeLessThan(80)

    // the welcome block, the start page (GITBOOK_INDEX_PAGE, the sample's About) read in place,
    // then cards whose titles lead to posts; numbered pages
    expect(await page.locator('.gb-welcome h1').count()).toBe(1)
    const start = page.locator('.gb-start')
    expect(await start.locator('h2 a').getAttribute('href')).toMatch(/^\/about(\?|$)/)
    expect((await start.locator('.notion-page').innerText()).length).toBeGreaterThan(40)
    expect(await page.locator('.gb-card h2 a').count()).toBeGreaterThan(3)
    expect(await page.locator('.gb-pager a[href^="/page/2"]').count()).toBeGreaterThan(0)

    // the archive: month sections with yyyy-MM anchors, each a box of rows that show the day
    // alone (the month is the heading), and the months as the right column's contents
    await page.goto(url('/archive'), { waitUntil: 'networkidle' })
    const month = page.locator('.gb-archive section[id]').first()
    expect(await month.getAttribute('id')).toMatch(/^\d{4}-\d{2}$/)
    expect(await month.locator('ol > li').first().locator('time').innerText()).not.toMatch(/\d{4}/)
    const months = page.locator('.gb-toc a[href^="#"]')
    expect(await months.count()).toBe(await page.locator('.gb-archive section[id]').count())
    expect(await months.first().getAttribute('href')).toBe(`#${await month.getAttribute('id')}`)

    // the tree lists the categories in the category index's order
    await page.goto(url('/category'), { waitUntil: 'networkidle' })
    const cards = await page.locator('.gb-categories li span:first-child').allInnerTexts()
    const tree = await side.locator('details.gb-group > summary > span:first-child').allInnerTexts()
    expect(tree.slice(0, cards.length)).toEqual(cards)
  },

  async article({ page, url }) {
    await page.goto(url('/article/kitchen-sink'), { waitUntil: 'networkidle' })
    expect(await page.locator('h1').count()).toBe(1)
    // the current post: its group open, its link marked and visible
    const current = page.locator('#gb-side a[aria-current="page"]')
    expect(await current.count()).toBe(1)
    expect(new URL((await current.getAttribute('href'))!, 'http://x').pathname).toBe('/article/kitchen-sink')
    await expect.poll(() => current.isVisible()).toBe(true)
    expect(await page.locator('#gb-side details.gb-group[open]').count()).toBe(1)

    // the right column: the facts, then the contents, right of the article
    const toc = page.locator('.gb-toc')
    await expect.poll(() => toc.isVisible()).toBe(true)
    const article = (await page.locator('.gb-article').boundingBox())!
    expect((await toc.boundingBox())!.x).toBeGreaterThanOrEqual(article.x + article.width)
    expect(await page.locator('.gb-info dd').count()).toBeGreaterThan(3)
    const link = toc.locator('a[href^="#"]').nth(4)
    const target = (await link.getAttribute('href'))!
    await link.click()
    await expect.poll(() => new URL(page.url()).hash).toBe(target)
    await expect.poll(() => link.getAttribute('data-active')).toBe('true')

    // the right column fits the window: its last part (the announcement) is on screen
    const notes = (await page.locator('.gb-notices').boundingBox())!
    expect(notes.y + notes.height).toBeLessThanOrEqual(800)
    // links in the text are in gitbook's blue, not the text's colour
    expect(await page.locator('.gb-body a.notion-link').first().evaluate((a) => getComputedStyle(a).color)).toBe('rgb(10, 95, 180)')

    // after the body: previous / next
    expect(await page.locator('.gb-adjacent a').count()).toBeGreaterThan(0)
  },

  async mobile({ page, url }) {
    await page.goto(url('/article/kitchen-sink'), { waitUntil: 'networkidle' })
    const bar = page.locator('.gb-bar')
    await expect.poll(() => bar.isVisible()).toBe(true)
    const bb = (await bar.boundingBox())!
    expect(bb.y + bb.height).toBeCloseTo(844, 0)
    // the page ends above the bar: at the very bottom the article's end is not under it
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    await page.waitForTimeout(200)
    const lastBox = (await page.locator('article').last().boundingBox())!
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(bb.y + 1)
    expect(await noSideScroll(page)).toBe(true)

    // the tree: hidden, slid in by the bar's first button, with the current post marked
    const side = page.locator('#gb-side')
    expect(await side.isVisible()).toBe(false)
    await bar.locator('button').first().click()
    await expect.poll(() => side.isVisible()).toBe(true)
    await expect.poll(async () => (await side.boundingBox())!.x).toBe(0)
    await expect.poll(() => side.locator('a[aria-current="page"]').isVisible()).toBe(true)
    // open, it is a modal dialog: focus inside, Tab stays inside, Escape closes, focus comes back
    const opener = bar.locator('button').first()
    await expect.poll(() => side.getAttribute('role')).toBe('dialog')
    expect(await side.getAttribute('aria-modal')).toBe('true')
    await expect.poll(() => side.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    for (let i = 0; i < 8; i++) await page.keyboard.press('Shift+Tab')
    expect(await side.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => side.isVisible()).toBe(false)
    await expect.poll(() => opener.evaluate((b) => b === document.activeElement)).toBe(true)
    expect(await side.getAttribute('role')).toBeNull()
    // the close button inside it closes it too
    await opener.click()
    await expect.poll(() => side.isVisible()).toBe(true)
    await side.locator('button[aria-pressed]').last().click()
    await expect.poll(() => side.isVisible()).toBe(false)

    // the header's menu button opens the same tree as a dialog; Escape closes, focus comes back
    const menu = page.locator('header button[aria-pressed]').first()
    expect(await menu.isVisible()).toBe(true)
    await menu.click()
    await expect.poll(() => side.isVisible()).toBe(true)
    await expect.poll(() => side.getAttribute('role')).toBe('dialog')
    expect(await menu.getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.press('Escape')
    await expect.poll(() => side.isVisible()).toBe(false)
    await expect.poll(() => menu.evaluate((b) => b === document.activeElement)).toBe(true)

    // the contents drawer, from the bar's contents button: its last heading leads down the page
    await bar.locator('button[aria-controls="gb-toc"]').click()
    const sheet = page.locator('#gb-toc[role="dialog"]')
    await expect.poll(() => sheet.getAttribute('data-open')).toBe('true')
    const entries = sheet.locator('a[href^="#"]')
    await expect.poll(() => entries.count()).toBeGreaterThan(2)
    const lastEntry = entries.last()
    const id = (await lastEntry.getAttribute('href'))!.slice(1)
    await lastEntry.click()
    await expect.poll(() => sheet.getAttribute('data-open')).toBe('false')
    await expect.poll(() => page.evaluate((h) => document.getElementById(h)!.getBoundingClientRect().top < 844, id)).toBe(true)
  },
}

export default spec
