// The comment round trip with a real comment system: a Waline server (@waline/vercel, SQLite)
// on loopback and the real Waline client, loaded by the comments area under a heo article on
// the feature site. A comment is posted through the client, read back on a fresh page and from
// the server's API, and shown (sanitised) by the recent-comments widget. Nothing leaves the
// machine. The server is installed into a cache by the e2e setup (tests/support/waline.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { RunningServer } from '../support/server'
import { startWaline, walineReady, type RunningWaline } from '../support/waline'
import { keepOffline, startFeatureSite } from '../support/waline-site'
import { closeBrowser, DESKTOP, newPage } from './harness'

// The longest sample article: its comments start well below the first screen.
const ARTICLE = '/article/kitchen-sink'

describe.skipIf(!walineReady())('Waline comments round trip', () => {
  let waline: RunningWaline
  let site: RunningServer

  beforeAll(async () => {
    waline = await startWaline()
    site = await startFeatureSite()
  })

  afterAll(async () => {
    await closeBrowser()
    await site?.stop()
    await waline?.stop()
  })

  // Waline's own calls to the internet (emoji sets, avatars) are refused by keepOffline.
  async function open() {
    const { page, context } = await newPage(DESKTOP)
    await keepOffline(context)
    const loopback: string[] = []
    page.on('request', (r) => loopback.push(r.url()))
    await page.goto(site.url + ARTICLE, { waitUntil: 'load' })
    return { page, context, loopback }
  }

  const toComments = async (page: Page) => {
    await page.locator('#comment').scrollIntoViewIfNeeded()
    await page.locator('.wl-editor').waitFor({ state: 'visible', timeout: 20_000 })
  }

  const text = `清淡也好吃 ${Date.now()}`

  it('loads nothing of Waline until the comments come near, then shows "Loading…" and the client', async () => {
    const { page, context, loopback } = await open()
    await page.waitForTimeout(1500)
    expect(loopback.filter((u) => u.startsWith(waline.url))).toEqual([])
    expect(await page.locator('[data-testid="comments-panel-waline"] [role="status"]').textContent()).toMatch(/\S/)
    await toComments(page)
    expect(loopback.some((u) => u === `${waline.url}/client/waline.js`)).toBe(true)
    expect(await page.locator('[data-testid="comments-panel-waline"] [role="status"]').count()).toBe(0)
    await context.close()
  })

  it('posts a comment through the real client and reads it back', async () => {
    const { page, context } = await open()
    await toComments(page)
    await page.locator('#wl-nick').fill('小葉')
    // the comment carries an XSS attempt too: Waline and our widget must both neutralise it
    await page.locator('.wl-editor').fill(`${text}\n\n<img src=x onerror="window.__xss=1">`)
    await page.locator('.wl-btn.primary').click()
    await expect.poll(() => page.locator('.wl-content').allTextContents(), { timeout: 15_000 }).toContainEqual(expect.stringContaining(text))

    // a fresh page shows it (read from the server, not from the client's memory)
    const again = await open()
    await toComments(again.page)
    await expect.poll(() => again.page.locator('.wl-content').allTextContents(), { timeout: 15_000 }).toContainEqual(expect.stringContaining(text))
    expect(await again.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    await again.context.close()

    // and the server has it under the article's path
    const api = await (await fetch(`${waline.url}/api/comment?path=${encodeURIComponent(ARTICLE)}`)).json()
    expect(JSON.stringify(api)).toContain(text)
    await context.close()
  })

  it('lists it in the recent-comments widget, sanitised', async () => {
    const { page, context } = await open()
    const widget = page.locator('[data-testid="recent-comments"]')
    await widget.scrollIntoViewIfNeeded()
    await expect.poll(() => widget.textContent(), { timeout: 10_000 }).toContain(text)
    expect(await widget.locator('[onerror]').count()).toBe(0)
    expect(await widget.locator(`a[href^="${ARTICLE}"]`).count()).toBeGreaterThanOrEqual(1)
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    await context.close()
  })

  it('has a comments section and a to-comments button; ?target=comment scrolls there and drops the query', async () => {
    const { page, context } = await newPage(DESKTOP)
    await keepOffline(context)
    await page.goto(`${site.url}${ARTICLE}?target=comment`, { waitUntil: 'load' })
    expect(await page.locator('section#comment h2').count()).toBe(1)
    expect(await page.locator('.heo-float a[href="#comment"]').count()).toBe(1)
    await expect.poll(() => page.evaluate(() => location.search), { timeout: 5000 }).toBe('')
    // the comments are in view: at the top of the window, or as high as the page end allows
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const top = document.getElementById('comment')!.getBoundingClientRect().top
            const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
            return window.scrollY > 0 && (top < 200 || (atEnd && top < window.innerHeight)) ? true : `top ${Math.round(top)}, scrollY ${Math.round(scrollY)}`
          }),
        { timeout: 8000 },
      )
      .toBe(true)
    await context.close()
  })
})
