// heo's infinite scroll (POST_LIST_STYLE other than 'page') on a second server started from the
// same build with that setting: 'more' adds a page, scrolling near the end adds the next ones,
// and the end shows 'no more'. Card previews (HEO_POST_LIST_PREVIEW, on by default) show there too.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium, type Browser } from 'playwright-core'
import { copyBuild, ROOT, startServer, type RunningServer } from '../support/server'
import { CHROMIUM_ARGS } from './harness'
import { sampleSite } from '../support/sample'

const distDir = process.env.LEAFPRESS_E2E_DIST || '.next'
const built = fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))

describe.skipIf(!built)('heo infinite scroll', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    server = await startServer({ env: { POST_LIST_STYLE: 'scroll' }, distDir: copyBuild(distDir, '.next-e2e-infinite'), build: false })
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('grows page by page until every post is shown, then says no more', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    // /page/1 renders on request, so it reads this server's settings
    await page.goto(`${server.url}/page/1`, { waitUntil: 'networkidle' })
    const cards = page.locator('.heo-post-card')
    expect(await cards.count()).toBe(12)
    expect(await page.locator('.heo-pagination').count()).toBe(0)
    const { totalPages } = (await (await fetch(`${server.url}/api/posts?page=1`)).json()) as { totalPages: number }
    const total = sampleSite().posts.length
    expect(totalPages).toBeGreaterThan(1)
    await page.locator('.heo-more').click()
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(24)
    for (let i = 0; i < totalPages + 2; i++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForTimeout(700)
    }
    await expect.poll(() => cards.count()).toBe(total)
    expect(await page.locator('.heo-no-more').isVisible()).toBe(true)
    expect(await page.locator('.heo-more').count()).toBe(0)
    await page.close()
  })

  it('shows the first lines of each unlocked article instead of the summary (the default)', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${server.url}/page/1`, { waitUntil: 'load' })
    expect(await page.locator('.heo-post-card p.whitespace-pre-line').count()).toBeGreaterThan(0)
    await page.close()
  })
})
