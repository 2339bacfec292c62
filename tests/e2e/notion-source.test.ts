// The site served live from a Notion-compatible server (NOTION_PAGE_ID + NOTION_API_BASE_URL)
// instead of the snapshot: the same site, and it survives Notion failing (issues: foundation,
// data path). The local server serves the sample workspace in Notion's own wire format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNotionServer, universeFromSnapshot, type NotionServer } from '../support/notion-server'
import { SAMPLE_DIR, sampleSite } from '../support/sample'
import { startServer, type RunningServer } from '../support/server'

let notion: NotionServer
let site: RunningServer
const ROOT = 'ab3d437a821843628c7d79c2caa73129'

beforeAll(async () => {
  notion = await startNotionServer(universeFromSnapshot(SAMPLE_DIR), { wrap2026: true })
  site = await startServer({
    distDir: '.next-e2e-notion',
    env: { NOTION_PAGE_ID: ROOT, NOTION_API_BASE_URL: notion.apiBaseUrl, REVALIDATE_SECONDS: '2', NOTION_RATE_LIMIT: '50' },
  })
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
