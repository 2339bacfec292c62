// The page's island-free markup is sent once (lib/ui/send-once): in the HTML, not again in the
// RSC payload. What a reader sees and does must not change: the body's images load and zoom, code
// copies, and following a search result shows the whole article.
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, DESKTOP, MOBILE, visit } from './harness'

afterAll(closeBrowser)

const KITCHEN_SINK = '/article/kitchen-sink'
// text that appears once in the kitchen-sink body, and a piece of heo's chrome
const BODY_TEXT = '膳食纖維需要水分才能發揮作用，水喝太少反而容易便秘。'
const CHROME_TEXT = '本博客所有文章均采用'

const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1

describe('markup sent once', () => {
  it('the body and the chrome are in the HTML once, and the payload points at them', async () => {
    const html = await (await fetch(baseUrl() + KITCHEN_SINK)).text()
    expect(occurrences(html, BODY_TEXT)).toBe(1)
    expect(occurrences(html, CHROME_TEXT)).toBe(1)
    expect(html).toMatch(/<div class="notion-page-content" data-so="[\w-]{12}">/)
    // an RSC payload asked for on its own carries no markup either (islands never ask: lib/ui/navigate.ts)
    const rsc = await (await fetch(baseUrl() + KITCHEN_SINK, { headers: { RSC: '1' } })).text()
    expect(rsc).not.toContain(BODY_TEXT)
  })
})

describe('the body behaves without its own islands', () => {
  it('images load near the viewport and open zoomed; Escape closes', async () => {
    const { page, context } = await visit(KITCHEN_SINK, DESKTOP)
    const image = page.locator('.notion-page-content figure .notion-lazy-image').first()
    expect(await image.getAttribute('data-state')).toBe('NotAsked')
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.getAttribute('data-state'), { timeout: 10_000 }).toBe('LoadSuccess')
    expect(await image.locator('img').getAttribute('src')).toBe(await image.getAttribute('data-src'))
    expect(await image.getAttribute('role')).toBe('button')
    // named in the page's language (zh-CN), from the server's data-zoom
    expect(await image.getAttribute('aria-label')).toMatch(/^放大图片/)
    await image.click()
    const zoom = page.getByRole('dialog')
    await expect.poll(() => zoom.count()).toBe(1)
    expect(await zoom.locator('img').getAttribute('src')).toBe(await image.getAttribute('data-src'))
    await page.keyboard.press('Escape')
    await expect.poll(() => zoom.count()).toBe(0)
    await context.close()
  })

  it("a code block's button copies its code, saying so in the reader's language", async () => {
    const { page, context } = await visit(KITCHEN_SINK, MOBILE)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    const block = page.locator('.notion-code').first()
    const button = block.locator('.notion-code-copy')
    expect(await button.textContent()).toBe('复制')
    expect(await button.getAttribute('aria-label')).toBe('复制代码')
    await expect.poll(async () => (await button.click(), await button.textContent()), { timeout: 10_000 }).toBe('已复制！')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(await block.locator('pre').textContent())
    await expect.poll(() => button.textContent(), { timeout: 5_000 }).toBe('复制')
    await context.close()
  })
})

describe('navigation', () => {
  it('a search result loads the whole article in full (never an in-app payload); its images still load', async () => {
    const { page, context } = await visit('/', DESKTOP)
    const payloads: string[] = []
    page.on('request', (r) => (r.headers()['rsc'] || new URL(r.url()).searchParams.has('_rsc')) && payloads.push(r.url()))
    const dialog = page.getByRole('dialog', { name: '搜索' })
    await expect.poll(async () => (await page.keyboard.press('Control+k'), await dialog.count()), { timeout: 15_000 }).toBe(1)
    await dialog.getByPlaceholder('在这里输入搜索关键词...').fill('版面示範')
    const result = dialog.locator(`.search-results a[href$="${KITCHEN_SINK}"]`).first()
    await result.waitFor({ timeout: 10_000 })
    await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), result.click()])
    expect(new URL(page.url()).pathname).toBe(KITCHEN_SINK)
    expect(await page.locator('.notion-page-content').textContent()).toContain(BODY_TEXT)
    // the page came with its own payload: none was fetched on its own
    expect(payloads).toEqual([])
    const image = page.locator('.notion-page-content figure .notion-lazy-image').first()
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.getAttribute('data-state'), { timeout: 10_000 }).toBe('LoadSuccess')
    await context.close()
  })
})
