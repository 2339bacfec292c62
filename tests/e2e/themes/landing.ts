// landing's own parts, used as a reader uses them: the product page (the header's two calls to
// action, the hero, the play button opening the video modal — the player created only once
// opened, Escape closing it and focus back on the button —, three feature cards, the six-item
// grid, the testimonial, the latest posts, no newsletter band while its action is unset), the
// numbered post rows of /page/2, the archive's timeline, the article's TOC beside the text, and
// on phones the header and its menu panel. No request leaves the test server: other sites'
// addresses (the video embed) are refused.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { isEmail } from '@/lib/ui/kit/EmailForm'
import type { ThemeSpec } from './types'

/** Refuse every request to another host (the video embed's player, for one). */
async function stayLocal(page: Page, url: (path: string) => string) {
  const own = new URL(url('/')).host
  await page.route(
    (u) => u.host !== own,
    (route) => route.abort(),
  )
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

const spec: ThemeSpec = {
  homeKind: 'landing',

  async home({ page, url }) {
    await stayLocal(page, url)
    await page.goto(url('/'), { waitUntil: 'networkidle' })

    // the header: the logo leads home; a plain link and a dark button with an arrow on the right
    const header = page.locator('#ld-header')
    expect(new URL((await header.locator('a').first().getAttribute('href'))!, 'http://x').pathname).toBe('/')
    const link = header.locator('.ld-cta-link')
    const button = header.locator('.ld-cta-button')
    await expect.poll(() => link.isVisible()).toBe(true)
    await expect.poll(() => button.isVisible()).toBe(true)
    expect(await button.locator('svg').count()).toBe(1)
    expect((await link.boundingBox())!.x).toBeLessThan((await button.boundingBox())!.x)

    // the hero: the page's only h1 in a gradient, two calls to action, the framed screenshot
    expect(await page.locator('h1').count()).toBe(1)
    expect(await page.locator('.ld-hero h1').evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('gradient')
    expect(await page.locator('.ld-hero .ld-btn').count()).toBe(2)
    const shot = page.locator('.ld-shot img')
    expect(await shot.getAttribute('alt')).toBeTruthy()
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

    // the video modal: no player until opened; the play button opens a dialog with it
    const play = page.locator('button[aria-controls="ld-video"]')
    const modal = page.locator('#ld-video')
    const player = modal.locator('iframe, video')
    expect(await modal.getAttribute('role')).toBe('dialog')
    expect(await player.count()).toBe(0)
    expect(await modal.isVisible()).toBe(false)
    await play.click()
    await expect.poll(() => modal.getAttribute('data-open')).toBe('true')
    await expect.poll(() => modal.isVisible()).toBe(true)
    await expect.poll(() => player.count()).toBe(1)
    expect(await player.getAttribute('title')).toBeTruthy()
    // the page behind does not scroll; Escape closes, focus is back on the play button
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect.poll(() => modal.getAttribute('data-open')).toBe('false')
    await expect.poll(() => play.evaluate((el) => el === document.activeElement)).toBe(true)
    // a closed modal does not keep playing: the player is gone until it opens again
    await expect.poll(() => player.count()).toBe(0)
    // the backdrop closes it too
    await play.click()
    await expect.poll(() => modal.getAttribute('data-open')).toBe('true')
    await page.mouse.click(8, 400)
    await expect.poll(() => modal.getAttribute('data-open')).toBe('false')

    // three feature cards in a row, six grid items in three columns
    const cards = page.locator('.ld-feature')
    expect(await cards.count()).toBe(3)
    const cardTops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
    expect(new Set(cardTops).size).toBe(1)
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded()
      expect(await card.isVisible()).toBe(true)
      expect((await card.locator('h3').textContent())!.trim().length).toBeGreaterThan(0)
    }
    const items = page.locator('.ld-grid-item')
    expect(await items.count()).toBe(6)
    await items.first().scrollIntoViewIfNeeded()
    const columns = await items.evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().left))).size)
    expect(columns).toBe(3)
    for (const item of await items.all()) expect(await item.isVisible()).toBe(true)

    // the testimonial: a quote, the avatar picture loaded, the name
    const quote = page.locator('.ld-testimonial')
    await quote.scrollIntoViewIfNeeded()
    expect((await quote.locator('blockquote').textContent())!.trim().length).toBeGreaterThan(10)
    const avatar = quote.locator('img')
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await avatar.getAttribute('alt')).toBeTruthy()

    // the latest posts lead to articles, and "view all" to the archive
    const latest = page.locator('.ld-latest')
    expect(await latest.locator('a[href^="/article/"]').count()).toBeGreaterThan(0)
    expect(await latest.locator('a[href^="/archive"]').count()).toBe(1)

    // no newsletter band while LANDING_NEWSLETTER_ACTION is unset (the test server's default);
    // the form's check (lib/ui/kit/EmailForm) refuses what is not an address
    expect(await page.locator('.ld-newsletter, form input[type="email"]').count()).toBe(0)
    for (const good of ['reader@example.com', ' a.b+c@mail.example.org ']) expect(isEmail(good), good).toBe(true)
    for (const bad of ['', 'reader', 'reader@', 'reader@example', '@example.com', 'a b@example.com', 'a@b@example.com']) expect(isEmail(bad), bad).toBe(false)

    // a following page of the home list: post rows and numbered pages
    await page.goto(url('/page/2'), { waitUntil: 'networkidle' })
    const rows = page.locator('.ld-row')
    expect(await rows.count()).toBeGreaterThan(3)
    expect(await rows.first().locator('h2 a[href^="/article/"]').count()).toBe(1)
    expect(await rows.first().locator('time').count()).toBe(1)
    const pages = page.locator('.ld-pages')
    expect(await pages.locator('a[aria-current="page"]').textContent()).toBe('2')
    expect(await pages.locator('a[rel="prev"]').count()).toBe(1)

    // the archive: a timeline of months with their yyyy-MM anchors
    await page.goto(url('/archive'), { waitUntil: 'networkidle' })
    const months = page.locator('.ld-archive section[id]')
    expect(await months.count()).toBeGreaterThan(3)
    expect(await months.first().getAttribute('id')).toMatch(/^\d{4}-\d{2}$/)
  },

  async article({ page, url }) {
    await stayLocal(page, url)
    await page.goto(url('/article/kitchen-sink'), { waitUntil: 'networkidle' })
    expect(await page.locator('h1').count()).toBe(1)
    // the reading column is centred
    const column = (await page.locator('.ld-article').boundingBox())!
    expect(column.width).toBeLessThanOrEqual(770)
    // the TOC is a sticky column beside the text; a link jumps and is marked
    const toc = page.locator('aside:has(a[href^="#"])')
    await expect.poll(() => toc.isVisible()).toBe(true)
    expect((await toc.boundingBox())!.x).toBeGreaterThanOrEqual(column.x + column.width)
    const link = toc.locator('a[href^="#"]').nth(3)
    const target = (await link.getAttribute('href'))!
    await link.click()
    await expect.poll(() => new URL(page.url()).hash).toBe(target)
    await expect.poll(() => link.getAttribute('data-active')).toBe('true')
    expect((await toc.locator('a').first().boundingBox())!.y).toBeGreaterThanOrEqual(0)
    // the end of a post: copyright card, previous / next
    expect(await page.locator('.ld-copyright').count()).toBe(1)
    expect(await page.locator('.ld-prevnext a').count()).toBeGreaterThan(0)
    // the locked article: the prompt in its plain frame, none of the body
    await page.goto(url('/article/members-meal-plan'), { waitUntil: 'networkidle' })
    expect(await page.locator('.ld-lock [data-testid="article-lock"]').count()).toBe(1)
    expect(await page.locator('.ld-body').count()).toBe(0)
  },

  async mobile({ page, url }) {
    await stayLocal(page, url)
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    expect(await noSideScroll(page)).toBe(true)
    // the header fits: the logo, search, dark mode, the dark call to action and the menu button
    const header = page.locator('#ld-header')
    const cta = header.locator('.ld-cta-button')
    await expect.poll(() => cta.isVisible()).toBe(true)
    const box = (await cta.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(await header.locator('[data-testid="dark-mode-toggle"]').isVisible()).toBe(true)
    // the plain link moves into the menu panel, which opens from the right
    expect(await header.locator('.ld-cta-link').isVisible()).toBe(false)
    const menuButton = page.locator('button[aria-controls="ld-menu"]')
    await menuButton.click()
    const panel = page.locator('#ld-menu')
    await expect.poll(() => panel.getAttribute('data-open')).toBe('true')
    await expect.poll(() => panel.locator('a[href^="/archive"]').first().isVisible()).toBe(true)
    // a full-height panel at the right edge of the window, both calls to action in it
    await expect.poll(async () => (await panel.boundingBox())!.height).toBeGreaterThan(800)
    const pbox = (await panel.boundingBox())!
    expect(Math.round(pbox.x + pbox.width)).toBe(390)
    expect(await panel.locator('.ld-btn').count()).toBe(2)
    for (const b of await panel.locator('.ld-btn').all()) expect(await b.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.getAttribute('data-open')).toBe('false')
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true)

    // the hero's play button fits and opens the modal at phone width too
    const play = page.locator('button[aria-controls="ld-video"]')
    await play.scrollIntoViewIfNeeded()
    const pb = (await play.boundingBox())!
    expect(pb.x).toBeGreaterThanOrEqual(0)
    expect(pb.x + pb.width).toBeLessThanOrEqual(390)
    await play.click()
    const modal = page.locator('#ld-video')
    await expect.poll(() => modal.getAttribute('data-open')).toBe('true')
    const mb = (await modal.boundingBox())!
    expect(mb.width).toBeLessThanOrEqual(390)
    await modal.getByRole('button').first().click()
    await expect.poll(() => modal.getAttribute('data-open')).toBe('false')

    // feature cards stack in one column
    const lefts = await page.locator('.ld-feature').evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().left))).size)
    expect(lefts).toBe(1)
    expect(await noSideScroll(page)).toBe(true)
  },
}

export default spec
