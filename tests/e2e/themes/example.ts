// example's signature parts for the theme matrix: the page-title block, the posts grouped by
// day, the numbered pagination, the sidebar beside (desktop) or below (phone) the content, the
// back-to-top button, the article's page bar (aligned with the header, the screen's one search
// button) and sidebar catalog, the category index's subtitle, the 404 (the way home with the
// message, the latest posts under a heading) and the phone's nav drawer.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { ThemeSpec } from './types'

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!

export default {
  async home({ page, url }) {
    // the page-title block under the header holds the page's one <h1>: the site's title
    const title = page.locator('.example-page-title h1')
    expect(await page.locator('h1').count()).toBe(1)
    expect((await title.textContent())?.trim()).toBeTruthy()
    expect((await box(page, '.example-page-title')).y).toBeGreaterThanOrEqual((await box(page, '.example-header')).y)

    // posts grouped by day: each group a date heading over the posts of that day, titles as links
    const days = page.locator('.example-day')
    expect(await days.count()).toBeGreaterThan(1)
    for (const day of (await days.all()).slice(0, 3)) {
      expect(await day.locator('h2 time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(await day.locator('h3 a[href*="/article/"]').count()).toBeGreaterThan(0)
    }

    // the sidebar stands at the right of the content column
    expect((await box(page, '.example-sidebar')).x).toBeGreaterThan((await box(page, '.example-content')).x + 400)

    // back to top: hidden at the top, shown after scrolling, brings the reader back up
    const toTop = page.locator('button[data-shown]')
    expect(await toTop.getAttribute('data-shown')).toBe('false')
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => toTop.getAttribute('data-shown')).toBe('true')
    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    // numbered pagination: page 1 is current, "2" leads to /page/2 where 2 is current
    const pager = page.locator('.example-pagination')
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('1')
    await pager.getByRole('link', { name: '2', exact: true }).click()
    await page.waitForURL((u) => u.pathname === '/page/2')
    expect(await page.locator('.example-pagination [aria-current="page"]').textContent()).toBe('2')

    // the category index's subtitle says what it counts ("4 个分类"), not a bare number
    await page.goto(url('/category'), { waitUntil: 'load' })
    expect(await page.locator('.example-page-title p').innerText()).toMatch(/^\d+\s*\D+$/)

    // the 404: the way home sits in the title block with the message; the latest posts below
    // come under their own heading
    await page.goto(url('/no-such-page'), { waitUntil: 'load' })
    expect(await page.locator('.example-page-title a.example-home').isVisible()).toBe(true)
    const latest = page.locator('section[aria-labelledby="example-latest"]')
    expect((await latest.locator('h2').first().innerText()).trim().length).toBeGreaterThan(0)
    expect(await latest.locator('.example-post').count()).toBeGreaterThan(0)
  },

  async article({ page }) {
    // the Notion-style page bar: breadcrumbs ending at the article, the workspace search at the right
    const crumbs = page.locator('.example-page-bar nav ol > li')
    expect(await crumbs.count()).toBeGreaterThanOrEqual(2)
    const title = (await page.locator('.example-page-title h1').textContent())!.trim()
    expect(await crumbs.last().locator('[aria-current="page"]').textContent()).toContain(title)
    expect(await page.locator('.example-page-bar button.notion-search-button').isVisible()).toBe(true)
    // one way into search on the screen (the bar's): the header leaves its own button out
    expect(await page.locator('button:visible').evaluateAll((bs) => bs.filter((b) => /搜/.test(b.getAttribute('aria-label') ?? '')).length)).toBe(1)
    // the bar's crumbs start on the header's content edge
    const header = (await box(page, '.example-header a')).x
    const crumb = (await box(page, '.example-page-bar nav a')).x + 6 // the crumb's own padding
    expect(Math.abs(header - crumb)).toBeLessThanOrEqual(1)

    // the sidebar catalog: a click on a heading scrolls to it and marks it as being read
    const links = page.locator('.example-catalog a[href^="#"]')
    expect(await links.count()).toBeGreaterThan(2)
    const third = links.nth(2)
    const id = (await third.getAttribute('href'))!.slice(1)
    await third.click()
    await expect.poll(() => page.evaluate((id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top) < 200, id)).toBe(true)
    await expect.poll(() => page.locator('.example-catalog a[data-active="true"]').count()).toBe(1)
    // and the catalog stays in view while reading
    expect(await page.locator('.example-catalog').isVisible()).toBe(true)
    expect((await box(page, '.example-catalog')).y).toBeGreaterThanOrEqual(0)
  },

  async mobile({ page, url }) {
    // the nav is not in the header row: the menu button opens it in a drawer
    expect(await page.locator('nav.example-nav').isVisible()).toBe(false)
    await page.locator('button[aria-controls="example-nav-drawer"]').click()
    const drawer = page.locator('#example-nav-drawer')
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('true')
    const entries = drawer.getByRole('link')
    expect(await entries.count()).toBeGreaterThan(2)
    expect(await entries.first().isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false')

    // the sidebar goes below the content
    expect((await box(page, '.example-sidebar')).y).toBeGreaterThan((await box(page, '.example-content')).y + (await box(page, '.example-content')).height - 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // on an article the page bar's crumbs start on the header's content edge here too
    await page.goto(url('/article/fiber-daily-guide'), { waitUntil: 'load' })
    const header = (await box(page, '.example-header a')).x
    const crumb = (await box(page, '.example-page-bar nav a')).x + 6 // the crumb's own padding
    expect(Math.abs(header - crumb)).toBeLessThanOrEqual(1)
  },
} satisfies ThemeSpec
