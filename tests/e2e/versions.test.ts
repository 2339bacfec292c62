// Whatever mix of page versions a reader's browser meets, no element is ever blank (issue #28).
// A page's markup is sent once, in its HTML (lib/ui/send-once), so a payload and a document of
// different versions would leave elements empty. The mixes production makes, all at once here:
// two instances that disagree (each its own page cache, no Redis) behind a round-robin proxy, a
// caching proxy in front of them (a CDN), and content edited in Notion before every step with
// pages living 2 s, so each navigation finds its page stale and triggers a regeneration on one
// instance. The reader follows every way an island navigates in heo — a search result, the
// random-post button, the search box, jump-to-page, the unlock prompt — and each step must be
// one document load (no reload, no loop), no payload fetched on its own, every sent-once element
// filled, and the screen's content there.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCachingProxy, type CachingProxy } from '../support/caching-proxy'
import { editFirstParagraph, startNotionServer, universeFromSnapshot, type NotionServer } from '../support/notion-server'
import { startRoundRobin, type RoundRobin } from '../support/round-robin'
import { SAMPLE_DIR, sampleSite } from '../support/sample'
import { copyBuild, startServer, type RunningServer } from '../support/server'
import { closeBrowser, DESKTOP, newPage } from './harness'

const ROOT = 'ab3d437a821843628c7d79c2caa73129'
const distDir = process.env.LEAFPRESS_E2E_DIST || '.next'
const LOCKED = '/article/members-meal-plan'
const PASSWORD = 'leafpress-2024'
const SECRET = '這段內容只有輸入密碼後才能看見的秘密餐單'

let notion: NotionServer
let instances: RunningServer[] = []
let lb: RoundRobin
let cdn: CachingProxy

beforeAll(async () => {
  notion = await startNotionServer(universeFromSnapshot(SAMPLE_DIR), { wrap2026: true })
  const env = { NOTION_PAGE_ID: ROOT, NOTION_API_BASE_URL: notion.apiBaseUrl, NOTION_RATE_LIMIT: '50', REVALIDATE_SECONDS: '2' }
  instances = await Promise.all(['a', 'b'].map((n) => startServer({ distDir: copyBuild(distDir, `.next-e2e-versions-${n}`), build: false, env })))
  lb = await startRoundRobin(instances.map((s) => s.url))
  cdn = await startCachingProxy(lb.url)
}, 300_000)

afterAll(async () => {
  await closeBrowser()
  await cdn?.close()
  await lb?.close()
  await Promise.all(instances.map((s) => s.stop()))
  await notion?.close()
})

let version = 0
/** A new version of every open post's first paragraph, then long enough for every page to go stale. */
async function editEverything() {
  version++
  for (const post of sampleSite().posts.filter((p) => !p.locked && p.type === 'Post')) {
    try {
      editFirstParagraph(notion.universe, post.id, `第 ${version} 版：${post.title}`, true)
    } catch {
      // a post without a paragraph stays as it is
    }
  }
  await new Promise((r) => setTimeout(r, 2_500))
}

interface StepReport {
  documents: string[]
  payloads: string[]
  emptyLeaves: string[]
  sendOnceErrors: string[]
}

/** Runs `action`, which makes the page load another screen, and reports what the browser did. */
async function step(page: Page, action: () => Promise<unknown>): Promise<StepReport> {
  const documents: string[] = []
  const payloads: string[] = []
  const sendOnceErrors: string[] = []
  const onRequest = (r: import('playwright-core').Request) => {
    if (r.resourceType() === 'document') documents.push(r.url())
    if (r.headers()['rsc'] || new URL(r.url()).searchParams.has('_rsc')) payloads.push(r.url())
  }
  const onConsole = (m: import('playwright-core').ConsoleMessage) => void (m.text().includes('send-once') && sendOnceErrors.push(m.text()))
  page.on('request', onRequest)
  page.on('console', onConsole)
  await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), action()])
  await page.waitForLoadState('networkidle').catch(() => {})
  // a reload would come after the load: give it time to show
  await page.waitForTimeout(500)
  page.off('request', onRequest)
  page.off('console', onConsole)
  const emptyLeaves = await page.locator('[data-so]').evaluateAll((els) => els.filter((el) => !el.innerHTML.trim()).map((el) => `${el.tagName.toLowerCase()}.${el.className}`))
  return { documents, payloads, emptyLeaves, sendOnceErrors }
}

function expectOneCleanLoad(report: StepReport, what: string) {
  expect(report.documents.length, `${what}: documents ${report.documents.join(', ')}`).toBe(1)
  expect(report.payloads, `${what}: payloads fetched on their own`).toEqual([])
  expect(report.emptyLeaves, `${what}: empty elements`).toEqual([])
  expect(report.sendOnceErrors, what).toEqual([])
}

describe('mixed versions: two instances that disagree, a CDN in front, regenerations on the way', () => {
  it('every navigation of heo is one load with every element filled', async () => {
    const { page, context } = await newPage(DESKTOP)
    const go = (path: string) => page.goto(cdn.url + path, { waitUntil: 'load' })
    const body = () => page.locator('.notion-page-content').textContent()

    // warm: both instances render the screens once
    for (let i = 0; i < 2; i++) for (const p of ['/', '/search', '/article/kitchen-sink', LOCKED]) await fetch(lb.url + p)

    await editEverything()
    expectOneCleanLoad(await step(page, () => go('/')), 'home')

    await editEverything()
    const dialog = page.getByRole('dialog', { name: '搜索' })
    await expect.poll(async () => (await page.keyboard.press('Control+k'), await dialog.count()), { timeout: 15_000 }).toBe(1)
    await dialog.getByPlaceholder('在这里输入搜索关键词...').fill('版面示範')
    const result = dialog.locator('.search-results a[href$="/article/kitchen-sink"]').first()
    await result.waitFor({ timeout: 10_000 })
    expectOneCleanLoad(await step(page, () => result.click()), 'search result')
    expect(new URL(page.url()).pathname).toBe('/article/kitchen-sink')
    expect((await body())!.length).toBeGreaterThan(1000)

    await editEverything()
    expectOneCleanLoad(await step(page, () => page.getByRole('button', { name: '随机文章' }).first().click()), 'random post')
    expect(new URL(page.url()).pathname).toMatch(/^\/article\//)
    expect(await page.locator('h1').first().textContent()).toBeTruthy()

    await editEverything()
    expectOneCleanLoad(await step(page, () => go('/search')), 'search page')
    await editEverything()
    const box = page.locator('main input[name="keyword"]')
    await box.fill('膳食纖維')
    expectOneCleanLoad(await step(page, () => box.press('Enter')), 'search box')
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/search/膳食纖維')
    expect(await page.locator('.heo-search-results li').count()).toBeGreaterThan(0)

    await editEverything()
    expectOneCleanLoad(await step(page, () => go('/')), 'home again')
    await editEverything()
    const jump = page.locator('.heo-pagination input.heo-jump')
    await jump.fill('2')
    expectOneCleanLoad(await step(page, () => jump.press('Enter')), 'jump to page')
    expect(new URL(page.url()).pathname).toBe('/page/2')

    await editEverything()
    expectOneCleanLoad(await step(page, () => go(LOCKED)), 'locked article')
    expect(await page.getByText(SECRET).count()).toBe(0)
    await page.locator('[data-testid="article-lock"][data-ready]').waitFor({ timeout: 10_000 })
    await page.locator('[data-testid="article-lock"] input[type="password"]').fill(PASSWORD)
    // unlocking loads the page once: the unlocked variant, never a render in place and a reload
    const unlock = await step(page, () => page.locator('[data-testid="article-lock"] button[type="submit"]').click())
    expectOneCleanLoad(unlock, 'unlock')
    await page.getByText(SECRET).waitFor({ timeout: 10_000 })

    // both instances answered along the way, every request went through the CDN, and none of
    // them asked for a payload on its own (the mix a CDN could make of payload and document)
    expect(lb.sent.every((n) => n > 0)).toBe(true)
    expect(cdn.log.filter((l) => !l.path.startsWith('/_next/')).length).toBeGreaterThan(20)
    await context.close()
  }, 240_000)
})
