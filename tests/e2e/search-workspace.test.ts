// The renderer's workspace search, as the example theme mounts it in the page bar above an
// article: the bar and its breadcrumbs, the dialog (warm-up call on open, 1000 ms debounce, no
// call for blank queries, results, no results, errors, stale answers dropped), closing and
// focus, and heo pages, which show none of it and load none of the dialog's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { getStrings } from '@/lib/i18n'
import { baseUrl, closeBrowser, DESKTOP, MOBILE, newPage, visit } from './harness'

afterAll(closeBrowser)

// The index is built per server process on its first search; build it here so the tests
// measure the dialog, not the cold start.
beforeAll(async () => {
  await fetch(`${baseUrl()}/api/search?q=${encodeURIComponent('早餐')}`)
}, 30_000)

const SEARCH = getStrings('zh-CN').SEARCH
const ARTICLE = '/article/kitchen-sink?theme=example'

const bar = (page: Page) => page.locator('.example-page-bar')
const button = (page: Page) => bar(page).locator('button.notion-search-button')
const dialog = (page: Page) => page.locator('.notion-search[role="dialog"]')
const field = (page: Page) => dialog(page).getByPlaceholder(SEARCH.PLACEHOLDER)
const results = (page: Page) => dialog(page).locator('a.notion-search-result')

/** Every query sent to the endpoint, the warm-up's '' included, with when it was seen. */
function searchCalls(page: Page): Array<{ q: string; at: number }> {
  const calls: Array<{ q: string; at: number }> = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.endsWith('/api/search')) calls.push({ q: url.searchParams.get('q') ?? '', at: Date.now() })
  })
  return calls
}
const queries = (calls: Array<{ q: string }>) => calls.map((c) => c.q)

/** Opens the dialog with one click, once React has hydrated the button (a click before that is lost). */
async function open(page: Page) {
  await expect.poll(() => button(page).evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))), { timeout: 15_000 }).toBe(true)
  await button(page).click()
  await expect.poll(() => dialog(page).count()).toBe(1)
  // the dialog takes focus in the same step that starts listening for Escape and Tab
  await expect.poll(() => field(page).evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true)
}

const focusedIsButton = (page: Page) => page.evaluate(() => !!document.activeElement?.matches('.example-page-bar .notion-search-button'))

/** The text of every script the page loads from now on. */
function scriptTexts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = []
  page.on('response', (r) => r.request().resourceType() === 'script' && bodies.push(r.text().catch(() => '')))
  return () => Promise.all(bodies)
}

describe('page bar', () => {
  it('shows breadcrumbs (site → category → article) and the search button at the right', async () => {
    const { page, context, status } = await visit(ARTICLE, DESKTOP)
    expect(status).toBe(200)
    expect(await bar(page).isVisible()).toBe(true)
    const crumbs = bar(page).getByRole('navigation', { name: getStrings('zh-CN').NAV.BREADCRUMB })
    const links = crumbs.getByRole('link')
    expect(await links.count()).toBe(2)
    expect(await links.nth(0).getAttribute('href')).toBe('/?theme=example')
    expect((await links.nth(0).textContent())?.trim()).toBeTruthy()
    const category = decodeURIComponent((await links.nth(1).getAttribute('href'))!)
    expect(category).toBe('/category/飲食?theme=example')
    expect(await links.nth(1).textContent()).toBe('飲食')
    // the last crumb is the article itself, with the title the page shows
    const title = (await page.locator('.example-page-title h1').textContent())!.trim()
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toContain(title)

    expect(await button(page).getAttribute('aria-label')).toBe(SEARCH.TITLE)
    const box = (await button(page).boundingBox())!
    expect(box.x + box.width).toBeGreaterThan(DESKTOP.width - 80)
    // the bar sits above the article
    const articleTop = (await page.locator('.example-article').boundingBox())!.y
    expect((await bar(page).boundingBox())!.y).toBeLessThan(articleTop)
    await context.close()
  })

  it('fits a phone: the title shortens, the button stays on screen', async () => {
    const { page, context } = await visit(ARTICLE, MOBILE)
    const box = (await button(page).boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
    await context.close()
  })

  // Turbopack ships every client module a route segment's server code imports, rendered or not
  // (vercel/next.js#69865), so the button's few hundred bytes reach heo pages too; the dialog,
  // loaded on first click, must not.
  it('is not on heo pages, which load none of the dialog’s code', async () => {
    const { page, context } = await newPage(DESKTOP)
    const scripts = scriptTexts(page)
    await page.goto(baseUrl() + '/article/kitchen-sink', { waitUntil: 'load' })
    await page.waitForLoadState('networkidle').catch(() => {})
    expect(await page.locator('.heo-article').count()).toBe(1)
    expect(await page.locator('.example-page-bar, .notion-search-button').count()).toBe(0)
    expect((await scripts()).length).toBeGreaterThan(0)
    expect((await scripts()).some((s) => s.includes('notion-search-no-results'))).toBe(false)
    await context.close()
  })
})

describe('workspace search dialog', () => {
  it('loads its code and opens on the first click, with one warm-up call with an empty query', async () => {
    const { page, context } = await visit(ARTICLE, DESKTOP)
    const calls = searchCalls(page)
    const scripts = scriptTexts(page)
    expect(await dialog(page).count()).toBe(0)
    await open(page)
    expect((await scripts()).some((s) => s.includes('notion-search-no-results'))).toBe(true)
    expect(await dialog(page).getAttribute('aria-label')).toBe(SEARCH.TITLE)
    await expect.poll(() => queries(calls)).toEqual([''])
    await context.close()
  })

  it('makes no call for a whitespace query and shows nothing', async () => {
    const { page, context } = await visit(ARTICLE, DESKTOP)
    const calls = searchCalls(page)
    await open(page)
    await expect.poll(() => queries(calls)).toEqual([''])
    await field(page).fill('   ')
    await page.waitForTimeout(1500)
    expect(queries(calls)).toEqual([''])
    expect(await dialog(page).locator('.notion-search-results, .notion-search-no-results, .notion-search-error, .notion-search-loading').count()).toBe(0)
    await context.close()
  })

  it('searches 1000 ms after typing and lists the articles with the matched text', async () => {
    const { page, context } = await visit(ARTICLE, DESKTOP)
    const calls = searchCalls(page)
    await open(page)
    await expect.poll(() => queries(calls)).toEqual([''])
    const typedBefore = Date.now()
    await field(page).fill('膳食纖維')
    const typedAfter = Date.now()
    // while the debounce runs: the loading state, and no request yet
    await expect.poll(() => dialog(page).getByRole('status').textContent()).toBe(SEARCH.SEARCHING)
    await page.waitForTimeout(Math.max(0, 700 - (Date.now() - typedAfter)))
    expect(queries(calls)).toEqual([''])

    await expect.poll(() => results(page).count()).toBeGreaterThan(0)
    expect(queries(calls)).toEqual(['', '膳食纖維'])
    expect(calls[1].at - typedBefore).toBeGreaterThanOrEqual(950)
    expect(await dialog(page).getByRole('status').count()).toBe(0)

    for (const link of await results(page).all()) {
      expect(decodeURIComponent((await link.getAttribute('href'))!)).toMatch(/^\/\S+\?theme=example$/)
      expect(await link.locator('em').count()).toBeGreaterThan(0)
    }
    const first = results(page).first()
    expect(decodeURIComponent((await first.getAttribute('href'))!)).toMatch(/^\/article\/\S+\?theme=example$/)
    expect(await first.textContent()).toContain('膳食纖維')

    // choosing a result closes the dialog and opens the article
    const href = decodeURIComponent((await first.getAttribute('href'))!)
    await first.click()
    await page.waitForURL((u) => decodeURIComponent(u.pathname + u.search) === href)
    expect(await dialog(page).count()).toBe(0)
    await context.close()
  })

  it('says so when nothing matches', async () => {
    const { page, context } = await visit(ARTICLE, DESKTOP)
    await open(page)
    await field(page).fill('qzxvjkwq')
    const none = dialog(page).locator('.notion-search-no-results')
    await expect.poll(() => none.count()).toBe(1)
    expect(await none.textContent()).toBe(SEARCH.NO_RESULTS + SEARCH.TRY_DIFFERENT)
    expect(await results(page).count()).toBe(0)
    await context.close()
  })

  it('shows the error state and logs a search error when the endpoint fails, then recovers', async () => {
    const { page, context } = await visit(ARTICLE, DESKTOP)
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.route('**/api/search?*', (route) =>
      new URL(route.request().url()).searchParams.get('q') === 'boom' ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    )
    await open(page)
    await field(page).fill('boom')
    await expect.poll(() => dialog(page).getByRole('alert').textContent()).toBe(SEARCH.ERROR)
    await expect.poll(() => errors.join('\n')).toContain('search error')
    expect(await results(page).count()).toBe(0)

    await field(page).fill('營養素')
    await expect.poll(() => results(page).count()).toBeGreaterThan(0)
    expect(await dialog(page).getByRole('alert').count()).toBe(0)
    await context.close()
  })

  it('never lets a slow answer to an older query replace the newer one', async () => {
    const slow = '早餐'
    const fresh = '膳食纖維'
    // the two queries find different articles, or the test would prove nothing
    const titles = async (q: string) => ((await (await fetch(`${baseUrl()}/api/search?q=${encodeURIComponent(q)}`)).json()) as { hits: Array<{ title: string }> }).hits.map((h) => h.title)
    expect(await titles(slow)).not.toEqual(await titles(fresh))

    const { page, context } = await visit(ARTICLE, DESKTOP)
    let slowSent = false
    let slowAnswered = false
    await page.route('**/api/search?*', async (route) => {
      if (new URL(route.request().url()).searchParams.get('q') !== slow) return route.continue()
      slowSent = true
      await new Promise((r) => setTimeout(r, 4000))
      await route.continue()
    })
    // its whole answer has reached the page
    page.on('requestfinished', (r) => new URL(r.url()).searchParams.get('q') === slow && (slowAnswered = true))
    await open(page)
    await field(page).fill(slow)
    await expect.poll(() => slowSent).toBe(true)
    await field(page).fill(fresh)
    await expect.poll(() => results(page).count()).toBeGreaterThan(0)
    const shown = await results(page).allTextContents()
    expect(slowAnswered).toBe(false) // the newer answer really came first
    await expect.poll(() => slowAnswered).toBe(true)
    await page.waitForTimeout(500) // time to apply it, were it applied
    expect(await results(page).allTextContents()).toEqual(shown)
    expect(await field(page).inputValue()).toBe(fresh)
    await context.close()
  })
})

describe('workspace search dialog: closing and focus', () => {
  const closePaths: Array<[string, (page: Page) => Promise<void>]> = [
    ['Escape', (page) => page.keyboard.press('Escape')],
    ['the backdrop', (page) => page.mouse.click(8, 400)],
    ['the close icon', (page) => dialog(page).getByRole('button', { name: SEARCH.CLOSE }).click()],
  ]
  for (const [how, close] of closePaths) {
    it(`closes with ${how} and gives focus back to the button`, async () => {
      const { page, context } = await visit(ARTICLE, DESKTOP)
      await open(page)
      await close(page)
      await expect.poll(() => dialog(page).count()).toBe(0)
      expect(await focusedIsButton(page)).toBe(true)
      // and it opens again
      await button(page).click()
      await expect.poll(() => dialog(page).count()).toBe(1)
      await context.close()
    })
  }

  it('stays open while clicking inside the panel', async () => {
    const { page, context } = await visit(ARTICLE, DESKTOP)
    await open(page)
    await dialog(page).click({ position: { x: 6, y: 6 } })
    expect(await dialog(page).count()).toBe(1)
    await context.close()
  })
})
