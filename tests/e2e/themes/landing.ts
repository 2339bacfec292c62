// landing's own parts, used as a reader uses them: the product page (the header's two calls to
// action, the hero, no play button while LANDING_VIDEO_URL is unset — the default: the sample
// site has no video of its own —, three feature cards, the six-item grid, the testimonial, the
// latest posts, the newsletter band, which by default offers a mail link to the site's address),
// the numbered post rows of /page/2, the archive's timeline across the page, the article's TOC
// beside the text, the locked article's form in the first screen, and on phones the header and
// its menu panel. No request leaves the test server: other sites' addresses are refused.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { isEmail } from '@/lib/ui/kit/EmailForm'
import type { ThemeSpec } from './types'

/** Refuse every request to another host (a video embed's player, say). */
async function stayLocal(page: Page, url: (path: string) => string) {
  const own = new URL(url('/')).host
  await page.route(
    (u) => u.host !== own,
    (route) => route.abort(),
  )
}

/** The lock's password field and its button are whole in the first screen, before any scroll. */
async function expectLockInView(page: Page) {
  const { height } = page.viewportSize()!
  for (const part of ['input[type="password"]', 'button[type="submit"]']) {
    const box = (await page.locator(`.ld-lock [data-testid="article-lock"] ${part}`).boundingBox())!
    expect(box.y, part).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height, `${part} in the first screen`).toBeLessThanOrEqual(height)
  }
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

    // no play button and no video dialog without a video of the site's own
    expect(await page.locator('button[aria-controls="ld-video"], #ld-video').count()).toBe(0)

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

    // the newsletter band is there by default and says where a subscription goes: with no
    // mailing service set (LANDING_NEWSLETTER_ACTION), a mail link to the address it shows
    const band = page.locator('.ld-newsletter')
    await band.scrollIntoViewIfNeeded()
    expect(await band.isVisible()).toBe(true)
    expect(await band.locator('form input[type="email"]').count()).toBe(0)
    const mail = band.locator('a[href^="mailto:"]')
    expect(await mail.isVisible()).toBe(true)
    const address = new URL((await mail.getAttribute('href'))!).pathname
    expect(isEmail(address), address).toBe(true)
    expect(await band.innerText()).toContain(address)
    expect(new URL((await mail.getAttribute('href'))!).searchParams.get('subject')).toBeTruthy()
    // the form's check (lib/ui/kit/EmailForm, used when a mailing service is set) refuses what
    // is not an address
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

    // the archive: a timeline across the page's width, the months as cards (three across) with
    // their yyyy-MM anchors
    await page.goto(url('/archive'), { waitUntil: 'networkidle' })
    const months = page.locator('.ld-archive section[id]')
    expect(await months.count()).toBeGreaterThan(3)
    expect(await months.first().getAttribute('id')).toMatch(/^\d{4}-\d{2}$/)
    const archive = (await page.locator('.ld-archive').boundingBox())!
    expect(archive.width).toBeGreaterThan(1100)
    const lefts = await months.evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().left))).size)
    expect(lefts).toBe(3)
    const right = await months.evaluateAll((els) => Math.max(...els.map((el) => el.getBoundingClientRect().right)))
    expect(right).toBeGreaterThan(archive.x + archive.width - 40)
  },

  async article({ page, url }) {
    await stayLocal(page, url)
    await page.goto(url('/article/kitchen-sink'), { waitUntil: 'networkidle' })
    expect(await page.locator('h1').count()).toBe(1)
    // the reading column is centred: on the axis of the title and the cover above it (#42)
    const column = (await page.locator('.ld-article').boundingBox())!
    expect(column.width).toBeLessThanOrEqual(770)
    const axis = (b: { x: number; width: number }) => b.x + b.width / 2
    const [title, cover] = [(await page.locator('h1').boundingBox())!, (await page.locator('.ld-article-head + div img').boundingBox())!]
    expect(Math.abs(axis(column) - axis(title)), 'text and title on one axis').toBeLessThan(2)
    expect(Math.abs(axis(column) - axis(cover)), 'text and cover on one axis').toBeLessThan(2)
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
    // the locked article: the prompt in its plain frame, none of the body, and the password
    // field and its button in the first screen
    await page.goto(url('/article/members-meal-plan'), { waitUntil: 'networkidle' })
    expect(await page.locator('.ld-lock [data-testid="article-lock"]').count()).toBe(1)
    expect(await page.locator('.ld-body').count()).toBe(0)
    await expectLockInView(page)
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

    // feature cards stack in one column
    const lefts = await page.locator('.ld-feature').evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().left))).size)
    expect(lefts).toBe(1)
    expect(await noSideScroll(page)).toBe(true)

    // the locked article's password form is in the first screen of a phone too
    await page.goto(url('/article/members-meal-plan'), { waitUntil: 'networkidle' })
    await expectLockInView(page)
  },
}

export default spec
