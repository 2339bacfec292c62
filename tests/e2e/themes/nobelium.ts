// nobelium's own parts, used as a reader uses them: the sticky nav, the tag filter row (a tag
// filters, pressing it again clears; on phones its cut side fades), the text-only list with title and date on one line,
// previous / next pagination, the archive's month anchors, the contents list in the margin,
// and on phones the menu sheet and the contents drawer.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { ThemeSpec } from './types'

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.waitForTimeout(250) // past the scroll throttle
}

const spec: ThemeSpec = {
  async home({ page, url }) {
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    const nav = page.locator('#nb-nav')

    // the nav stays at the top and gains its hairline once the page has scrolled
    await expect.poll(() => nav.getAttribute('data-solid')).toBe('false')
    await scrollTo(page, 900)
    await expect.poll(() => nav.getAttribute('data-solid')).toBe('true')
    expect((await nav.boundingBox())!.y).toBe(0)
    await scrollTo(page, 0)

    // the logo is the site's icon and title, leading home
    const logo = nav.locator('a').first()
    expect(new URL((await logo.getAttribute('href'))!, 'http://x').pathname).toBe('/')
    expect((await logo.textContent())?.trim().length).toBeGreaterThan(0)
    // the menu's text links are in the bar; external ones open a new tab
    const links = nav.locator('ul a')
    expect(await links.count()).toBeGreaterThan(1)
    for (const a of await nav.locator('ul a[href^="http"]').all()) expect(await a.getAttribute('target')).toBe('_blank')
    // search and random post buttons
    expect(await nav.locator('button[aria-label]').count()).toBeGreaterThanOrEqual(3)

    // text-only list: no pictures, title and date on one line, the date right of the title
    const entries = page.locator('.nb-entry')
    expect(await entries.count()).toBeGreaterThan(3)
    expect(await page.locator('.nb-stream img').count()).toBe(0)
    const first = entries.first()
    const title = (await first.locator('h2').boundingBox())!
    const date = (await first.locator('time').boundingBox())!
    expect(Math.abs(title.y + title.height / 2 - (date.y + date.height / 2))).toBeLessThan(12)
    expect(date.x).toBeGreaterThan(title.x + title.width)
    expect(await first.locator('p').textContent()).toMatch(/\S/)

    // the tag row scrolls sideways inside the column, the page does not
    const row = page.locator('.nb-tagbar ul')
    expect(await row.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // a tag filters the list and is marked; pressing it again leads back home
    const tag = page.locator('.nb-tagbar a').first()
    const name = (await tag.textContent())!.trim()
    await Promise.all([page.waitForURL(/\/tag\//), tag.click()])
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/tag/${name}`)
    const current = page.locator('.nb-tagbar a[aria-current="page"]')
    expect((await current.textContent())!.trim()).toBe(name)
    expect(await page.locator('h1').textContent()).toContain(name)
    await Promise.all([page.waitForURL((u) => new URL(u).pathname === '/'), current.click()])

    // previous / next only: page 1 has "next" (to /page/2), page 2 has both
    const pager = page.locator('.nb-pager')
    expect(await pager.locator('a[rel="prev"]').count()).toBe(0)
    const next = pager.locator('a[rel="next"]')
    expect(await next.getAttribute('href')).toMatch(/^\/page\/2/)
    await Promise.all([page.waitForURL(/\/page\/2/), next.click()])
    expect(await page.locator('.nb-pager a[rel="prev"]').count()).toBe(1)
    expect(await page.locator('.nb-pager a[rel="next"]').count()).toBe(1)
    expect(await page.locator('.nb-pager a:not([rel])').count()).toBe(0)

    // the archive: years, months with yyyy-MM anchors, "title … date" lines
    await page.goto(url('/archive'), { waitUntil: 'networkidle' })
    const months = page.locator('.nb-archive section[id]')
    expect(await months.count()).toBeGreaterThan(3)
    expect(await months.first().getAttribute('id')).toMatch(/^\d{4}-\d{2}$/)
    expect(await page.locator('.nb-archive h2').first().textContent()).toMatch(/^\d{4}$/)
    // under its month a line gives the day alone, not the whole date again
    expect(await months.first().locator('li time').first().innerText()).toMatch(/^\D*\d{1,2}\D*$/)
  },

  async article({ page, url }) {
    await page.goto(url('/article/kitchen-sink'), { waitUntil: 'networkidle' })
    expect(await page.locator('h1').count()).toBe(1)
    // the byline: author, the day linking to its archive month, tags
    const byline = page.locator('.nb-byline')
    expect(await byline.locator('a[href^="/archive"][href*="#"]').count()).toBe(1)
    expect(await byline.locator('a[href*="/tag/"]').count()).toBeGreaterThan(0)

    // the contents list sits in the right margin, beside the column, and follows the reader
    const margin = page.locator('aside:has(a[href^="#"])')
    await expect.poll(() => margin.isVisible()).toBe(true)
    const column = (await page.locator('.nb-article').boundingBox())!
    const box = (await margin.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(column.x + column.width - 1)
    const link = margin.locator('a[href^="#"]').nth(4)
    const target = (await link.getAttribute('href'))!
    await link.click()
    await expect.poll(() => new URL(page.url()).hash).toBe(target)
    await expect.poll(() => link.getAttribute('data-active')).toBe('true')
    expect((await margin.locator('a[href^="#"]').first().boundingBox())!.y).toBeGreaterThan(0)

    // after the body: previous / next, related posts
    expect(await page.locator('.nb-neighbours a').count()).toBeGreaterThan(0)
  },

  async mobile({ page, url }) {
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    // same column; the nav's links fold into a sheet
    expect(await page.locator('#nb-nav ul').first().isVisible()).toBe(false)
    const menuButton = page.locator('button[aria-controls="nb-menu"]')
    await menuButton.click()
    const sheet = page.locator('#nb-menu')
    await expect.poll(() => sheet.getAttribute('data-open')).toBe('true')
    expect(await sheet.getAttribute('role')).toBe('dialog')
    await expect.poll(() => sheet.locator('a[href^="/archive"]').first().isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => sheet.getAttribute('data-open')).toBe('false')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // the tag row is wider than the phone: its right edge fades out while tags lie beyond it,
    // its left edge once scrolled, and the right fade is gone at the end
    const row = page.locator('.nb-tagbar ul')
    const fades = () => row.evaluate((el) => [getComputedStyle(el).getPropertyValue('--nb-fade-l'), getComputedStyle(el).getPropertyValue('--nb-fade-r')])
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await expect.poll(fades).toEqual(['0px', '48px'])
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }))
    await expect.poll(fades).toEqual(['48px', '0px'])

    // the contents drawer on an article
    await page.goto(url('/article/kitchen-sink'), { waitUntil: 'networkidle' })
    const tocButton = page.locator('button[aria-controls="nb-contents"]')
    await expect.poll(() => tocButton.isVisible()).toBe(true)
    await tocButton.click()
    const drawer = page.locator('#nb-contents')
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('true')
    const links = drawer.locator('a[href^="#"]')
    await expect.poll(() => links.count()).toBeGreaterThan(2)
    await links.nth(1).click()
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false')
    expect(new URL(page.url()).hash).toMatch(/^#/)
  },
}

export default spec
