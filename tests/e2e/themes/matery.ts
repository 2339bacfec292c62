// matery's signature parts, used as a reader uses them: the tall cover banner whose line
// types itself, the solid green app bar that lifts once scrolled, the category buttons at the
// banner's edge, the three-column grid of image cards whose covers zoom on hover, the round numbered
// pagination, the floating button group, the article's coloured header and contents card,
// and on phones the menu drawer and the contents drawer.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { ThemeSpec } from './types'
import { overlaps, textLineBoxes, visibleBoxes } from '../overlap'
import { cutText } from '../readable'

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.waitForTimeout(300) // past the kit's scroll throttles
}

/** Presses the visible button that controls the dialog `id` and returns the opened dialog. */
async function openDrawer(page: Page, id: string) {
  const button = page.locator(`button[aria-controls="${id}"]`)
  expect(await button.isVisible()).toBe(true)
  await button.click()
  const dialog = page.locator(`#${id}`)
  await expect.poll(() => dialog.getAttribute('data-open')).toBe('true')
  expect(await dialog.getAttribute('role')).toBe('dialog')
  return dialog
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!

/** Phones, from the top of the page to its end: at most one floating button shows, 40 px at
 * most, covering no line of `covers` (the notice card). */
async function expectOneSmallFab(page: Page, covers: string[]) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (const y of [0, 700, 1500, height]) {
    await scrollTo(page, y)
    const fabs = await visibleBoxes(page, '.m-fabs button.m-fab')
    expect(fabs.length, `floating buttons at ${y}: ${fabs.map((f) => f.what).join(', ')}`).toBeLessThanOrEqual(1)
    for (const f of fabs) expect(f.width, f.what).toBeLessThanOrEqual(40.5)
    if (covers.length) expect(overlaps(fabs, await textLineBoxes(page, covers.join(', '))), `at ${y}`).toEqual([])
  }
  await scrollTo(page, 0)
}

const spec: ThemeSpec = {
  async home({ page, url }) {
    await page.goto(url('/'), { waitUntil: 'load' })

    // the hero is a tall banner, not the whole screen: the cards already show on the first
    // screen; the site title is the page's heading
    const hero = await box(page, '.m-hero')
    expect(hero.height).toBeGreaterThanOrEqual(380)
    expect(hero.height).toBeLessThan(page.viewportSize()!.height * 0.75)
    expect(await page.locator('.m-hero h1').textContent()).toMatch(/\S/)
    expect((await box(page, '.m-grid > article')).y).toBeLessThan(page.viewportSize()!.height)

    // its line types itself letter by letter: the text grows, centred under the title
    const typed = page.locator('.m-hero [data-typed]')
    await expect.poll(async () => ((await typed.textContent()) ?? '').length, { timeout: 5000 }).toBeGreaterThan(0)
    const first = ((await typed.textContent()) ?? '').length
    await expect.poll(async () => ((await typed.textContent()) ?? '').length, { timeout: 5000 }).toBeGreaterThan(first)
    const line = await box(page, '.m-hero .m-typed')
    expect(Math.abs(line.x + line.width / 2 - (hero.x + hero.width / 2))).toBeLessThan(4)
    // the whole line is there for screen readers
    expect(await page.locator('.m-hero .m-typed .sr-only').textContent()).toMatch(/\S{4}/)

    // the top bar: matery's solid green app bar from the top, lifted by a shadow once scrolled;
    // its menu has no search entry (the bar's search button is the way in)
    const bar = page.locator('#matery-bar')
    const layer = () => bar.evaluate((el) => getComputedStyle(el, '::after').boxShadow)
    expect(await bar.evaluate((el) => getComputedStyle(el, '::after').backgroundImage)).toMatch(/gradient/)
    await expect.poll(() => bar.getAttribute('data-solid')).toBe('false')
    const flat = await layer()
    expect(await bar.locator('.m-bar-menu a[href$="/search"]').count()).toBe(0)
    // the menu row keeps to one line and the site title is whole
    const tops = await bar.locator('.m-bar-menu > li').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    expect(await cutText(page, '#matery-bar nav > a')).toEqual([])
    await scrollTo(page, 900)
    await expect.poll(() => bar.getAttribute('data-solid')).toBe('true')
    await expect.poll(layer).not.toBe(flat)
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')

    // the category buttons sit at the hero's lower edge, before the cards, and lead to category lists
    const chips = page.locator('.m-category-chips a[href*="/category/"]')
    expect(await chips.count()).toBeGreaterThan(0)
    expect((await box(page, '.m-category-chips')).y).toBeLessThan((await box(page, '.m-grid > article')).y)

    // three image cards a row, each title a link over its cover
    const cards = page.locator('.m-grid > article')
    expect(await cards.count()).toBeGreaterThanOrEqual(3)
    const rows = await cards.evaluateAll((els) => els.slice(0, 3).map((el) => el.getBoundingClientRect()))
    expect(new Set(rows.map((r) => Math.round(r.top))).size).toBe(1)
    expect(rows[0].right).toBeLessThanOrEqual(rows[1].left)
    expect(rows[1].right).toBeLessThanOrEqual(rows[2].left)
    const title = cards.first().locator('h2 a')
    expect(await title.getAttribute('href')).toMatch(/\/article\//)
    const titleBox = (await title.boundingBox())!
    const coverBox = (await cards.first().locator('img, .m-fallback-cover').first().boundingBox())!
    expect(titleBox.y).toBeGreaterThan(coverBox.y)
    expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(coverBox.y + coverBox.height + 1)

    // hovering a card zooms its cover
    await cards.first().scrollIntoViewIfNeeded()
    const cover = cards.first().locator('.m-zoom').first()
    const scale = () => cover.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a)
    expect(await scale()).toBe(1)
    await cards.first().hover()
    await expect.poll(scale, { timeout: 3000 }).toBeGreaterThan(1.05)

    // round numbered pagination, leading to page 2
    const pager = page.locator('nav.m-pager')
    const current = pager.locator('[aria-current="page"]')
    expect(await current.textContent()).toBe('1')
    const radius = await current.evaluate((el) => parseFloat(getComputedStyle(el).borderTopLeftRadius))
    expect(radius).toBeGreaterThanOrEqual((await current.boundingBox())!.height / 2 - 1)
    expect(await pager.locator('a[href*="/page/2"]').count()).toBeGreaterThan(0)

    // the floating buttons: dark mode switches, search opens the overlay, to-top goes up
    const fabs = page.locator('.m-fabs')
    const dark = fabs.locator('[data-testid="dark-mode-toggle"]')
    const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
    await dark.click()
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!wasDark)
    await dark.click()
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(wasDark)

    const top = fabs.locator('button[data-shown]')
    await expect.poll(() => top.getAttribute('data-shown')).toBe('true')
    await top.click()
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeLessThan(5)
    await expect.poll(() => top.getAttribute('data-shown')).toBe('false')

    const search = fabs.locator(':scope > button:not([data-shown]):not([data-testid]):not([aria-controls])')
    expect(await search.count()).toBe(1)
    await search.click()
    await expect.poll(() => page.locator('[role="dialog"] input').count(), { timeout: 5000 }).toBeGreaterThan(0)
    expect(await page.locator('[role="dialog"] input').first().isVisible()).toBe(true)
  },

  async article({ page, url }) {
    await page.goto(url('/article/kitchen-sink'), { waitUntil: 'load' })

    // the coloured header carries the cover, the only <h1>, and the facts
    const head = page.locator('.m-article-head')
    expect(await page.locator('h1').count()).toBe(1)
    expect(await head.locator('h1').count()).toBe(1)
    expect(await head.locator('img').count()).toBe(1)
    expect(await head.locator('.m-article-facts li').count()).toBeGreaterThanOrEqual(3)
    const bg = await head.locator('.m-hero-veil').evaluate((el) => getComputedStyle(el, '::before').backgroundImage)
    expect(bg).toContain('gradient')
    // its drift is a transform (the compositor's), never a property that repaints every frame
    const drift = await head.locator('.m-hero-veil').evaluate((el) =>
      el.getAnimations({ subtree: true }).flatMap((a) => (a.effect as KeyframeEffect).getKeyframes().flatMap((k) => Object.keys(k))),
    )
    expect(drift).toContain('transform')
    expect(drift.filter((p) => !['transform', 'offset', 'easing', 'composite', 'computedOffset'].includes(p))).toEqual([])

    // the white body card rises over the header with a strong shadow
    const card = page.locator('article.m-article')
    expect(await card.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none')
    expect((await box(page, 'article.m-article')).y).toBeLessThan((await box(page, '.m-article-head')).y + (await box(page, '.m-article-head')).height)

    // the contents card on the right follows the reading
    const toc = page.locator('.m-toc-card')
    expect(await toc.isVisible()).toBe(true)
    expect((await box(page, '.m-toc-card')).x).toBeGreaterThan((await box(page, 'article.m-article')).x + 400)
    const links = toc.locator('a[href^="#"]')
    expect(await links.count()).toBeGreaterThanOrEqual(3)
    const target = links.nth(4)
    await target.click()
    await expect.poll(() => target.getAttribute('data-active'), { timeout: 5000 }).toBe('true')
    // it stays in view while reading
    expect(await toc.isVisible()).toBe(true)
    const tocTop = (await box(page, '.m-toc-card')).y
    expect(tocTop).toBeGreaterThanOrEqual(0)
    expect(tocTop).toBeLessThan(200)
    // the drawer button is for small screens only
    expect(await page.locator('[aria-controls="matery-toc-sheet"]').isVisible()).toBe(false)

    // after the body: copyright block, recommended small cards, previous/next cards
    const copyright = page.locator('.m-copyright')
    expect(await copyright.locator('a').count()).toBeGreaterThanOrEqual(2)
    expect(await page.locator('.m-recommended a[href*="/article/"]').count()).toBeGreaterThan(0)
    const neighbours = page.locator('.m-neighbours a')
    expect(await neighbours.count()).toBeGreaterThan(0)
  },

  async mobile({ page, url }) {
    await page.goto(url('/'), { waitUntil: 'load' })
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    expect(await noSideScroll()).toBe(true)

    // phones: search and light/dark in the top bar, nothing floating over the notice card, and
    // at most one smaller floating button anywhere down the page (#42)
    expect(await page.locator('#matery-bar [data-testid="dark-mode-toggle"]').isVisible()).toBe(true)
    await expectOneSmallFab(page, ['.m-notice'])

    // the hero's typed line: centred under the title, one line's height, within the screen
    const hero = await box(page, '.m-hero')
    const line = await box(page, '.m-hero .m-typed')
    expect(Math.abs(line.x + line.width / 2 - (hero.x + hero.width / 2))).toBeLessThan(4)
    expect(line.height).toBeLessThan(60)

    // one card a row
    const widths = await page.locator('.m-grid > article').evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect()))
    expect(widths[1].top).toBeGreaterThan(widths[0].bottom)
    expect(widths[0].width).toBeGreaterThan(320)

    // the menu row gives way to a drawer from the left
    expect(await page.locator('.m-bar-menu').isVisible()).toBe(false)
    const drawer = await openDrawer(page, 'matery-drawer')
    await expect.poll(async () => (await drawer.boundingBox())?.x ?? -1, { timeout: 3000 }).toBe(0)
    const entries = drawer.locator('.m-side-menu a')
    expect(await entries.count()).toBeGreaterThanOrEqual(3)
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false')

    // an article's contents open in a drawer from a floating button
    await page.goto(url('/article/kitchen-sink'), { waitUntil: 'load' })
    expect(await noSideScroll()).toBe(true)
    expect(await page.locator('.m-toc-card').isVisible()).toBe(false)
    const sheet = await openDrawer(page, 'matery-toc-sheet')
    // the drawer lies over everything, the top bar included
    await expect
      .poll(() => page.evaluate(() => !!document.elementFromPoint(window.innerWidth - 24, 24)?.closest('#matery-toc-sheet')))
      .toBe(true)
    const tocLinks = sheet.locator('a[href^="#"]')
    await expect.poll(() => tocLinks.count()).toBeGreaterThanOrEqual(3)
    await tocLinks.nth(1).click()
    await expect.poll(() => sheet.getAttribute('data-open')).toBe('false')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    // the article floats its contents button alone (#42)
    await expectOneSmallFab(page, [])

    // the English name is whole in the top bar, beside search and light/dark
    await page.goto(url('/en'), { waitUntil: 'load' })
    expect(await cutText(page, '#matery-bar nav > a')).toEqual([])
    expect(overlaps(await visibleBoxes(page, '#matery-bar nav > a'), await visibleBoxes(page, '#matery-bar button'))).toEqual([])
  },
}

export default spec
