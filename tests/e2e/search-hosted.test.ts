// The search overlay with hosted search (Algolia) configured: a second server from the same
// build with the ALGOLIA_* settings (no admin key), the sample pushed to the local stand-in
// (tests/support/algolia-server.ts) the way `npm run search:index` does. The browser queries the
// stand-in directly with the search-only key; the site's own endpoint is never asked.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startAlgoliaServer, type RunningAlgolia } from '../support/algolia-server'
import { indexSample } from '../support/algolia-sample'
import { copyBuild, ROOT, startServer, type RunningServer } from '../support/server'
import { closeBrowser, DESKTOP, newPage } from './harness'

const distDir = process.env.LEAFPRESS_E2E_DIST || '.next'
const built = fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))
const INDEX = 'leafpress_e2e'

/** The stand-in with the sample pushed, and a server of the suite's build using it with `searchKey`. */
async function startHosted(searchKey?: string): Promise<{ algolia: RunningAlgolia; site: RunningServer }> {
  const algolia = await startAlgoliaServer()
  await indexSample(algolia, INDEX)
  const site = await startServer({
    env: { ALGOLIA_APP_ID: algolia.appId, ALGOLIA_SEARCH_ONLY_KEY: searchKey ?? algolia.searchKey, ALGOLIA_INDEX: INDEX, ALGOLIA_HOST: algolia.url },
    // a copy: a server with other settings records them in its build folder, which the suite's
    // other servers share (tests/e2e/build-source)
    distDir: copyBuild(distDir, `.next-e2e-hosted${searchKey ? '-refused' : ''}`),
    build: false,
  })
  algolia.calls.length = 0
  return { algolia, site }
}

/** A page of `site` with the search dialog open and its field focused; `local`: the requests to the site's own search. */
async function openSearch(site: RunningServer, pagePath: string): Promise<{ page: Page; close: () => Promise<void>; local: string[] }> {
  const { page, context } = await newPage(DESKTOP)
  const local: string[] = []
  page.on('request', (r) => r.url().includes('/api/search') && local.push(r.url()))
  await page.goto(site.url + pagePath, { waitUntil: 'load' })
  const dialog = page.getByRole('dialog', { name: '搜索' })
  await expect.poll(async () => (await page.keyboard.press('Control+k'), await dialog.count()), { timeout: 15_000 }).toBe(1)
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')), { timeout: 5_000 }).toBe('search')
  return { page, close: () => context.close(), local }
}

describe.skipIf(!built)('search overlay with hosted search', () => {
  let algolia: RunningAlgolia
  let site: RunningServer
  // a page rendered on request by this server (so with its settings), new on every run so no
  // cached copy from an earlier run (another stand-in port) is served
  const pagePath = `/search/hosted-${Date.now()}`

  beforeAll(async () => {
    ;({ algolia, site } = await startHosted())
  })

  afterAll(async () => {
    await closeBrowser()
    await site?.stop()
    await algolia?.stop()
  })

  const open = () => openSearch(site, pagePath)

  it('sends readers the search-only key and never the admin key', async () => {
    const html = await (await fetch(site.url + pagePath)).text()
    expect(html).toContain(algolia.searchKey)
    expect(html).not.toContain(algolia.adminKey)
  })

  it('queries the hosted index from the browser, 10 hits a page, and shows its answer', async () => {
    const { page, close, local } = await open()
    const dialog = page.getByRole('dialog', { name: '搜索' })
    await dialog.getByPlaceholder('在这里输入搜索关键词...').fill('膳食纖維')
    const results = dialog.locator('.search-results a')
    await expect.poll(() => results.count()).toBeGreaterThan(0)
    expect(await results.first().textContent()).toContain('膳食纖維')
    expect(decodeURIComponent((await results.first().getAttribute('href'))!)).toMatch(/^\/article\/\S+$/)
    await expect.poll(() => results.first().locator('mark').first().textContent()).toBe('膳食纖維')
    expect(await dialog.locator('.search-summary').textContent()).toMatch(/^共搜索到 \d+ 条结果，用时 1 毫秒$/)
    expect(await dialog.locator('.search-credit').textContent()).toBe('搜索服务：Algolia')

    const queries = algolia.calls.filter((c) => c.path === '/1/indexes/*/queries')
    expect(queries.length).toBeGreaterThan(0)
    expect(queries.every((c) => c.key === 'search')).toBe(true)
    expect(queries.at(-1)!.body).toMatchObject({ requests: [{ indexName: INDEX, query: '膳食纖維', page: 0, hitsPerPage: 10 }] })
    expect(local).toEqual([])

    await dialog.getByPlaceholder('在这里输入搜索关键词...').fill('的')
    const pages = dialog.getByRole('navigation').getByRole('button')
    await expect.poll(() => pages.count()).toBeGreaterThan(1)
    await pages.filter({ hasText: /^2$/ }).click()
    await expect.poll(() => (algolia.calls.at(-1)?.body as { requests?: Array<{ page: number }> })?.requests?.[0]?.page).toBe(1)
    await close()
  })

  it('a hosted failure mid-visit: the dialog says so and answers from the site\'s own search', async () => {
    const { page, close, local } = await open()
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    algolia.failNext(503, 5)
    const dialog = page.getByRole('dialog', { name: '搜索' })
    await dialog.getByPlaceholder('在这里输入搜索关键词...').fill('鹽')
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('托管搜索暂不可用，以下为站内搜索结果')
    await expect.poll(() => dialog.locator('.search-results a').count()).toBeGreaterThan(0)
    expect(await dialog.locator('.search-credit').textContent()).toBe('搜索服务：Leafpress')
    expect(local.length).toBeGreaterThan(0)
    expect(errors.join('\n')).toContain('[Algolia] search error')
    await close()
  })
})

// An owner who pasted the wrong key: the start's log names it and the fix, and readers get the
// built-in search with a word on why, instead of an empty dialog.
describe.skipIf(!built)('hosted search with a key Algolia refuses', () => {
  let algolia: RunningAlgolia
  let site: RunningServer
  const pagePath = `/search/refused-${Date.now()}`

  beforeAll(async () => {
    ;({ algolia, site } = await startHosted('pasted-the-wrong-key'))
  })

  afterAll(async () => {
    await closeBrowser()
    await site?.stop()
    await algolia?.stop()
  })

  it('the server log names the refused key and the fix at start', async () => {
    await expect.poll(() => site.logs(), { timeout: 10_000 }).toContain('Algolia refused ALGOLIA_APP_ID')
    const line = site.logs().split('\n').find((l) => l.includes('Algolia refused'))!
    expect(line).toContain('ALGOLIA_SEARCH_ONLY_KEY ("Invalid Application-ID or API key")')
    expect(line).toContain('Fix: copy the application\'s ID and its "Search API Key"')
  })

  it('the dialog says search is unavailable and finds posts with the built-in search', async () => {
    const { page, close, local } = await openSearch(site, pagePath)
    const dialog = page.getByRole('dialog', { name: '搜索' })
    await dialog.getByPlaceholder('在这里输入搜索关键词...').fill('膳食纖維')
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('托管搜索暂不可用，以下为站内搜索结果')
    const results = dialog.locator('.search-results a')
    await expect.poll(() => results.count()).toBeGreaterThan(0)
    expect(await results.first().textContent()).toContain('膳食纖維')
    expect(await dialog.locator('.search-credit').textContent()).toBe('搜索服务：Leafpress')
    expect(algolia.calls.some((c) => c.key === 'invalid')).toBe(true)
    expect(local.length).toBeGreaterThan(0)
    await close()
  })
})
