// heo home page, as a reader sees it at 1280 and 390 px: top bar scroll behaviour, reading
// progress, notice ticker, hero, today card, info card, footer, dark mode, slide-over menu.
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { baseUrl, closeBrowser, DESKTOP, MOBILE, visit } from './harness'
import { overlaps, textLineBoxes, visibleBoxes } from './overlap'
import { cutText, lineCount } from './readable'

afterAll(closeBrowser)

const header = (page: Page) => page.locator('#heo-header')

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.waitForTimeout(250) // past the 100 ms scroll throttle
}

describe('heo top bar (1280)', () => {
  it('is transparent and in the flow at the top, fixed and solid once scrolled', async () => {
    const { page, context } = await visit('/', DESKTOP)
    const bar = header(page)
    await expect.poll(() => bar.getAttribute('data-solid')).toBe('false')
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('absolute')
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)')
    await scrollTo(page, 600)
    await expect.poll(() => bar.getAttribute('data-solid')).toBe('true')
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    await context.close()
  })

  it('swaps the menu for "author · bio" while scrolling down and back when scrolling up', async () => {
    const { page, context } = await visit('/', DESKTOP)
    const menu = page.locator('.heo-top-menu').first()
    const author = page.locator('[data-header-author]')
    await expect.poll(() => menu.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1')
    await scrollTo(page, 300)
    await scrollTo(page, 700)
    await expect.poll(() => header(page).getAttribute('data-swap')).toBe('true')
    await expect.poll(() => author.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    expect(await author.textContent()).toContain('小葉')
    await scrollTo(page, 500)
    await expect.poll(() => header(page).getAttribute('data-swap')).toBe('false')
    await expect.poll(() => menu.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1')
    await context.close()
  })

  it('has home, search and archive in the menu, and the buttons', async () => {
    const { page, context } = await visit('/', DESKTOP)
    const menu = page.locator('.heo-top-menu')
    await expect.poll(() => menu.locator('a').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/\S/)]))
    const hrefs = await menu.locator('> li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/search', '/archive']))
    // external menu links open in a new tab
    for (const a of await menu.locator('a[href^="http"]').all()) expect(await a.getAttribute('target')).toBe('_blank')
    await context.close()
  })

  it('shows the reading progress in percent, an arrow at 100, and goes to the top', async () => {
    const { page, context } = await visit('/', DESKTOP)
    const progress = page.locator('.heo-progress')
    await expect.poll(() => progress.isVisible()).toBe(false)
    const { range } = await page.evaluate(() => ({ range: document.documentElement.scrollHeight - window.innerHeight - 20 }))
    const y = Math.round(range * 0.4)
    await scrollTo(page, y)
    await expect.poll(() => progress.textContent()).toBe(String(Math.round((y / range) * 100)))
    // to the very end: cards further down are laid out as they come near (content-visibility),
    // so the page's height at the start was an estimate and the end may move once
    await expect
      .poll(async () => {
        await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight))
        return progress.getAttribute('data-percent')
      })
      .toBe('100')
    expect(await progress.locator('svg').count()).toBe(1)
    await progress.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await context.close()
  })
})

describe('heo home widgets (1280)', () => {
  it('ticks the notices every 3 s, wrapping, opening in a new window', async () => {
    const { page, context } = await visit('/', DESKTOP)
    const notices = page.locator('.heo-ticker a')
    const n = await notices.count()
    expect(n).toBeGreaterThan(0)
    for (const a of await notices.all()) expect(await a.getAttribute('target')).toBe('_blank')
    const order = await notices.allTextContents()
    const active = async () => order.indexOf((await page.locator('.heo-ticker a[data-active="true"]').textContent()) ?? '')
    expect(await active()).toBeGreaterThanOrEqual(0)
    if (n > 1) {
      // each step goes to the next notice, at most every 3 s (a busy machine may be slower, never faster)
      const from = await active()
      await expect.poll(active, { timeout: 10_000, interval: 50 }).toBe((from + 1) % n)
      const stepped = Date.now()
      await expect.poll(active, { timeout: 10_000, interval: 50 }).toBe((from + 2) % n)
      expect(Date.now() - stepped).toBeGreaterThanOrEqual(2500)
      // and wraps round to where it started
      await expect.poll(active, { timeout: 3000 * n + 10_000, interval: 100 }).toBe(from)
    }
    await context.close()
  })

  it('has the hero: titles, the icon strip, three shortcuts to tag pages', async () => {
    const { page, context } = await visit('/', DESKTOP)
    const banner = page.locator('.heo-banner')
    await expect.poll(() => banner.isVisible()).toBe(true)
    expect(await banner.locator('.heo-strip img').count()).toBe(28) // 7 pairs, drawn twice
    const shortcuts = page.locator('.heo-shortcut')
    expect(await shortcuts.allTextContents()).toEqual(['飲食', '營養素', '疾病預防'])
    // each goes to its tag page (or, when no post has that tag, the category of that name)
    const hrefs = await shortcuts.evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!)))
    expect(hrefs.map((h) => h.replace(/^\/(tag|category)\//, ''))).toEqual(['飲食', '營養素', '疾病預防'])
    for (const h of hrefs) expect((await fetch(baseUrl() + encodeURI(h))).status).toBe(200)
    // hovering the banner shows the random-post cover
    await banner.hover()
    await expect.poll(() => page.locator('.heo-random-cover').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await context.close()
  })

  it('hides the today card on "more recommendations" and restores it on mouse leave', async () => {
    const { page, context } = await visit('/', DESKTOP)
    const today = page.locator('#heo-today-card')
    expect(await today.getAttribute('data-hidden')).toBe('false')
    const recommended = page.locator('.heo-hero ul.grid-rows-2 > li')
    expect(await recommended.count()).toBeGreaterThan(0)
    expect(await recommended.count()).toBeLessThanOrEqual(6)
    await page.locator('[data-lift-veil]').click()
    await expect.poll(() => today.getAttribute('data-hidden')).toBe('true')
    await expect.poll(() => recommended.first().locator('a').isVisible()).toBe(true)
    await page.mouse.move(5, 700)
    await expect.poll(() => today.getAttribute('data-hidden')).toBe('false')
    await context.close()
  })

  it('shows the info card with a greeting that changes on click (the analytics card is off by default: switches.test)', async () => {
    const { page, context } = await visit('/', DESKTOP)
    const greeting = page.locator('.heo-greeting')
    const before = await greeting.textContent()
    await greeting.click()
    await expect.poll(() => greeting.textContent()).not.toBe(before)
    expect(await page.locator('.heo-info-card h2').textContent()).toBe('小葉')
    expect(await page.locator('.heo-analytics').count()).toBe(0)
    // the English edition's longer labels: "Learn more" and "More recommendations" each on one
    // line, the pill clear of the round buttons beside it (#42)
    for (const path of ['/', '/en']) {
      await page.goto(baseUrl() + path, { waitUntil: 'load' })
      expect(await lineCount(page, '.heo-info-more'), `${path}: the pill’s lines`).toBe(1)
      expect(await lineCount(page, '.heo-more-recs'), `${path}: the button’s lines`).toBe(1)
      const pill = await visibleBoxes(page, '.heo-info-more')
      const rounds = await visibleBoxes(page, '.heo-info-card a[aria-label]')
      expect(rounds.length, path).toBeGreaterThanOrEqual(2)
      // apart by a gap, not only not overlapping
      expect(overlaps(pill.map((b) => ({ ...b, x: b.x - 4, width: b.width + 8 })), rounds), path).toEqual([])
      expect(await cutText(page, '.heo-info-more, .heo-more-recs'), path).toEqual([])
    }
    await context.close()
  })

  it('shows post cards with category, title, summary and tags, and the category bar', async () => {
    const { page, context } = await visit('/', DESKTOP)
    const card = page.locator('.heo-post-card').first()
    expect(await card.locator('h2').textContent()).toMatch(/\S/)
    expect(await card.locator('img').getAttribute('width')).toBe('400')
    expect(await page.locator('.heo-category-bar a[aria-current="page"]').count()).toBe(1)
    await context.close()
  })

  it("shows '© 2023–this year', the author, the version in the footer", async () => {
    const { page, context } = await visit('/', DESKTOP)
    const year = new Date().getUTCFullYear()
    expect(await page.locator('.heo-copyright').textContent()).toBe(`© 2023–${year} 小葉`)
    expect(await page.locator('.heo-version').textContent()).toMatch(/^Leafpress v\d+\.\d+\.\d+/)
    await context.close()
  })

  it('toggles dark mode and keeps it after a reload', async () => {
    const { page, context } = await visit('/', DESKTOP)
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    expect(await isDark()).toBe(false)
    await page.locator('.heo-header-dark').click()
    expect(await isDark()).toBe(true)
    const cookie = (await context.cookies()).find((c) => c.name === 'darkMode')
    expect(cookie?.value).toBe('true')
    expect(cookie?.path).toBe('/')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 86400)
    await page.reload()
    expect(await isDark()).toBe(true)
    expect(await page.locator('.heo').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(24, 23, 29)')
    await page.locator('.heo-header-dark').click()
    expect(await isDark()).toBe(false)
    await context.close()
  })

  it('shows a loading cover while the next page loads', async () => {
    const { page, context } = await visit('/', DESKTOP)
    await page.route('**/archive**', async (route) => {
      await new Promise((r) => setTimeout(r, 800))
      await route.continue()
    })
    // Links load the next page in full, and Playwright does not read a page that is being
    // replaced: the old page reports its cover through the console while the next one loads.
    const messages: string[] = []
    page.on('console', (m) => messages.push(m.text()))
    await page.evaluate(() => {
      const cover = document.getElementById('heo-loading')!
      new MutationObserver(() => console.log(`heo-loading ${cover.dataset.loading}`)).observe(cover, { attributes: true, attributeFilter: ['data-loading'] })
    })
    await page.locator('.heo-top-menu a[href="/archive"]').first().click()
    await page.waitForURL('**/archive')
    expect(messages).toContain('heo-loading true')
    // the new page starts without it
    await expect.poll(() => page.locator('#heo-loading').getAttribute('data-loading'), { timeout: 10_000 }).toBe('false')
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

describe('heo home (390)', () => {
  it('hides the sidebar and the desktop menu, keeps the hero banner and shortcuts', async () => {
    const { page, context } = await visit('/', MOBILE)
    expect(await page.locator('.heo-sidebar').isVisible()).toBe(false)
    expect(await page.locator('.heo-top-menu').first().isVisible()).toBe(false)
    expect(await page.locator('.heo-banner').isVisible()).toBe(true)
    expect(await page.locator('.heo-shortcut').count()).toBe(3)
    expect(await page.locator('#heo-today-card').isVisible()).toBe(false)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    // the site's name is whole in the top bar, beside its buttons (#42)
    await expectWholeName(page, '/')
    await page.goto(baseUrl() + '/en', { waitUntil: 'load' })
    await expectWholeName(page, '/en')
    await context.close()
  })

  it('opens the slide-over menu with features, navigation and tags, and closes it', async () => {
    const { page, context } = await visit('/', MOBILE)
    const panel = page.locator('#heo-slide-over')
    expect(await panel.getAttribute('data-open')).toBe('false')
    // the top bar leaves its random-post button to the panel on phones (#42)
    expect(await page.locator('#heo-header button[aria-label="随机文章"]').filter({ visible: true }).count()).toBe(0)
    await page.locator('button[aria-controls="heo-slide-over"]').click()
    await expect.poll(() => panel.getAttribute('data-open')).toBe('true')
    const sections = await panel.locator('section h2').allTextContents()
    expect(sections.length).toBe(3)
    expect(await panel.locator('.heo-side-menu a[href="/archive"]').count()).toBeGreaterThanOrEqual(1)
    expect(await panel.locator('.heo-side-menu a[href="/category"]').count()).toBe(1)
    expect(await panel.locator('.heo-side-menu a[href="/tag"]').count()).toBe(1)
    expect(await panel.locator('a[href^="/tag/"]').count()).toBeGreaterThan(0)
    // the random post is a tile here on phones
    expect(await panel.getByRole('button', { name: '随机文章' }).isVisible()).toBe(true)
    // the display mode switch works from the panel
    await panel.locator('button[aria-pressed]').click()
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.getAttribute('data-open')).toBe('false')
    await context.close()
  })

  it('boxes the slide-over SubMenu items as tiles, aligned on the grid of the other tiles', async () => {
    const { page, context } = await visit('/', MOBILE)
    const panel = page.locator('#heo-slide-over')
    await page.locator('button[aria-controls="heo-slide-over"]').click()
    await expect.poll(() => panel.getAttribute('data-open')).toBe('true')
    await page.waitForTimeout(400) // the panel slides in
    const tiles = await panel.locator('.heo-side-menu a').evaluateAll((as) =>
      as.map((a) => {
        const r = a.getBoundingClientRect()
        const s = getComputedStyle(a)
        return { sub: !!a.closest('li li'), left: Math.round(r.left), right: Math.round(r.right), border: s.borderTopWidth, radius: s.borderTopLeftRadius, bg: s.backgroundColor }
      }),
    )
    const subs = tiles.filter((t) => t.sub)
    const tops = tiles.filter((t) => !t.sub)
    expect(subs.length).toBeGreaterThan(0) // the sample's Menu row has SubMenu rows
    const tile = tops[0]
    // the grid's two column edges, taken from the top-level tiles
    const lefts = new Set(tops.map((t) => t.left))
    const rights = new Set(tops.map((t) => t.right))
    for (const sub of subs) {
      expect({ border: sub.border, radius: sub.radius, bg: sub.bg }).toEqual({ border: tile.border, radius: tile.radius, bg: tile.bg })
      expect(lefts.has(sub.left), `sub tile left ${sub.left} on a column edge ${[...lefts]}`).toBe(true)
      expect(rights.has(sub.right), `sub tile right ${sub.right} on a column edge ${[...rights]}`).toBe(true)
    }
    await context.close()
  })

  it('floating buttons cover no card title; the top bar has dark mode and goes to the top', async () => {
    const { page, context } = await visit('/', MOBILE)
    expect(await page.locator('#heo-header .heo-header-dark').isVisible()).toBe(true)
    for (const y of [0, 300, 900, 1500]) {
      await scrollTo(page, y)
      const floats = await visibleBoxes(page, '.heo-float > *')
      const titles = await textLineBoxes(page, '.heo-post-card h2')
      expect(overlaps(floats, titles), `scrolled to ${y}`).toEqual([])
    }
    // on phones the top bar's reading progress is the way back up
    const progress = page.locator('#heo-header .heo-progress')
    await expect.poll(() => progress.isVisible()).toBe(true)
    await progress.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await context.close()
  })

  it('floats the jump-to-top button once scrolled (tablet)', async () => {
    const { page, context } = await visit('/', { width: 768, height: 1024 })
    const toTop = page.locator('.heo-float button[data-shown]')
    expect(await toTop.getAttribute('data-shown')).toBe('false')
    await scrollTo(page, 1500)
    await expect.poll(() => toTop.getAttribute('data-shown')).toBe('true')
    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await context.close()
  })
})
