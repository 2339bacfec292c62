// The site served live from a Notion-compatible server (NOTION_PAGE_ID + NOTION_API_BASE_URL)
// instead of the snapshot: the same site, and it survives Notion failing (issues: foundation,
// data path). The local server serves the sample workspace in Notion's own wire format.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startNotionServer, universeFromSnapshot, type NotionServer } from '../support/notion-server'
import { startFakeRedis } from '../support/redis-server'
import { SAMPLE_DIR, samplePage, sampleSite } from '../support/sample'
import zhCN from '@/locales/zh-CN'
import { copyBuild, startServer, type RunningServer } from '../support/server'

let notion: NotionServer
let site: RunningServer
const ROOT = 'ab3d437a821843628c7d79c2caa73129'
const DIST = '.next-e2e-notion'

beforeAll(async () => {
  notion = await startNotionServer(universeFromSnapshot(SAMPLE_DIR), { wrap2026: true })
  // The suite's build (made from the sample snapshot) serving Notion: the server reads its own
  // source and renders every page from it (lib/config/build-source.ts; tests/e2e/build-source
  // covers the switch). A copy without the pages an earlier run cached (server/route-cache): the
  // tests reason about pages this run renders first.
  site = await startServer({
    distDir: copyBuild('.next', DIST),
    build: false,
    env: { NOTION_PAGE_ID: ROOT, NOTION_API_BASE_URL: notion.apiBaseUrl, REVALIDATE_SECONDS: '2', NOTION_RATE_LIMIT: '50' },
  })
  notion.calls.length = 0
}, 600_000)

afterAll(async () => {
  await site?.stop()
  await notion?.close()
})

const get = async (path: string) => {
  const res = await fetch(site.url + path, { headers: { 'accept-language': 'zh-CN' } })
  return { status: res.status, html: await res.text() }
}

describe('NOTION_PAGE_ID with NOTION_API_BASE_URL', () => {
  it('serves the same site as the snapshot: lists, articles, 404s', async () => {
    const posts = sampleSite().posts
    const home = await get('/')
    expect(home.status).toBe(200)
    expect(home.html).toContain(posts[0].title)
    const article = await get(posts[3].href)
    expect(article.status).toBe(200)
    expect(article.html).toContain(posts[3].title)
    expect((await get('/article/no-such-post')).status).toBe(404)
    const endpoints = new Set(notion.calls.map((c) => c.endpoint))
    expect(endpoints.has('loadPageChunk')).toBe(true)
    expect(endpoints.has('queryCollection')).toBe(true)
  })

  it('keeps serving the last good data while Notion answers 500, 429, timeouts, garbage or an empty database', async () => {
    const posts = sampleSite().posts
    await get(posts[5].href) // seen once while Notion is up
    for (const fault of ['500', '429', 'malformed', 'empty', 'timeout'] as const) {
      notion.setFault(fault, { retryAfter: 1 })
      await new Promise((r) => setTimeout(r, 2500)) // past the store's freshness window
      const home = await get('/')
      expect(home.status, fault).toBe(200)
      expect(home.html, fault).toContain(posts[0].title)
      const archive = await get('/archive')
      expect(archive.status, fault).toBe(200)
      expect(archive.html, fault).toContain(posts[10].title)
      const article = await get(posts[5].href)
      expect(article.status, fault).toBe(200)
      expect(article.html, fault).toContain(posts[5].title)
    }
    notion.setFault('none')
  }, 180_000)

  it('shows an article never loaded before the outage from its database row, then its body once Notion recovers', async () => {
    // past the home page's posts: its card previews (HEO_POST_LIST_PREVIEW) load their bodies
    const post = sampleSite().posts.filter((p) => !p.locked).at(-3)!
    const dashed = (id: string) => id.replace(/-/g, '')
    expect(notion.calls.some((c) => c.endpoint === 'loadPageChunk' && dashed(String(c.body?.pageId)) === post.id), 'loaded before').toBe(false)
    // a sentence of the body (not of the summary) that HTML writes as is
    const page = samplePage(post.id)
    const sentence = Object.values(page.block)
      .map((b) => (b as { value?: { type?: string; properties?: { title?: string[][] } } }).value)
      .map((v) => (v?.type === 'text' ? (v.properties?.title ?? []).map((t) => t[0]).join('') : ''))
      .find((t) => t.length > 12 && !/[&<>"']/.test(t) && !post.summary.includes(t))!
    expect(sentence).toBeTruthy()

    notion.setFault('500')
    let res: Response
    let html: string
    try {
      res = await fetch(site.url + post.href, { headers: { 'accept-language': 'zh-CN' } })
      html = await res.text()
    } finally {
      notion.setFault('none')
    }
    expect(res.status, site.logs().slice(-3000)).toBe(200)
    expect(html).toContain(post.title)
    expect(html).toContain(zhCN.POST.BODY_UNAVAILABLE)
    expect(html).not.toContain(sentence)
    // kept by caches no longer than any page (REVALIDATE_SECONDS): the next regeneration asks
    // Notion again
    // (Next keeps its own header on this render: its route window, 30 s, never a year-long stale one)
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=(2|30)\b/)
    expect(res.headers.get('cache-control')).not.toMatch(/stale-while-revalidate=31535970/)

    const deadline = Date.now() + 90_000
    let body = html
    while (Date.now() < deadline && !body.includes(sentence)) {
      await new Promise((r) => setTimeout(r, 3000))
      body = (await get(post.href)).html
    }
    expect(body).toContain(sentence)
    expect(body).not.toContain(zhCN.POST.BODY_UNAVAILABLE)
  }, 150_000)

  it('shows an edit once Notion answers again', async () => {
    const post = sampleSite().posts[1]
    const uuid = Object.keys(notion.universe.block).find((k) => k.replace(/-/g, '') === post.id)!
    const row = notion.universe.block[uuid].value
    row.properties.title = [['更新後的標題：編輯在 Notion 發佈']]
    row.last_edited_time = Date.now()
    // the page cache regenerates after its 30 s window; the store refreshes within 2 s
    const deadline = Date.now() + 90_000
    let html = ''
    while (Date.now() < deadline) {
      html = (await get(post.href)).html
      if (html.includes('更新後的標題')) break
      await new Promise((r) => setTimeout(r, 3000))
    }
    expect(html).toContain('更新後的標題：編輯在 Notion 發佈')
  }, 120_000)
})

describe('REDIS_URL: instances sharing a Redis', () => {
  it('a second instance takes what the first loaded instead of asking Notion, and serves on when Redis stops', async () => {
    const redis = await startFakeRedis()
    // a Notion server of their own: the file's other server reads its database every 2 s
    const source = await startNotionServer(universeFromSnapshot(SAMPLE_DIR), { wrap2026: true })
    // a long freshness window: the second instance starts well within it
    const env = { NOTION_PAGE_ID: ROOT, NOTION_API_BASE_URL: source.apiBaseUrl, NOTION_RATE_LIMIT: '50', REVALIDATE_SECONDS: '120', REDIS_URL: redis.url }
    const servers: RunningServer[] = []
    const calls = (endpoint: string, id?: string) =>
      source.calls.filter((c) => c.endpoint === endpoint && (!id || String(c.body?.pageId).replace(/-/g, '') === id)).length
    // a language no other test renders, so the page cache (shared on disk) has none of these pages
    const page = (s: RunningServer, path: string, lang: string) => fetch(s.url + path, { headers: { 'accept-language': lang } })
    try {
      const a = await startServer({ distDir: DIST, build: false, env })
      servers.push(a)
      const shared = sampleSite().posts[8]
      expect((await page(a, shared.href, 'en-US')).status).toBe(200)
      await vi.waitFor(() => expect([...redis.data.keys()].filter((k) => /:database$|:page:/.test(k))).toHaveLength(2), { timeout: 5_000 })

      const queries = calls('queryCollection')
      const pageLoads = calls('loadPageChunk', shared.id)
      const b = await startServer({ distDir: DIST, build: false, env })
      servers.push(b)
      const res = await page(b, shared.href, 'fr-FR')
      expect(res.status).toBe(200)
      expect(await res.text()).toContain(shared.title)
      expect(calls('queryCollection'), 'database asked again').toBe(queries)
      expect(calls('loadPageChunk', shared.id), 'page asked again').toBe(pageLoads)

      await redis.stop()
      for (const post of sampleSite().posts.slice(9, 12)) {
        const t = Date.now()
        const r = await page(b, post.href, 'fr-FR')
        expect(r.status).toBe(200)
        expect(await r.text()).toContain(post.title)
        expect(Date.now() - t).toBeLessThan(10_000)
      }
      expect(b.logs().match(/shared cache \(Redis\) unavailable/g), b.logs().slice(-2000)).toHaveLength(1)
    } finally {
      await Promise.all(servers.map((s) => s.stop()))
      await redis.stop()
      await source.close()
    }
  }, 120_000)
})
