// Issue #27, part 1 at scale: a 3,000-post workspace served live through the local
// Notion-compatible server, which answers as Notion does (a query gives its first `limit` rows
// with hasMore and the total, so the web source must ask again). The default e2e build (made
// from the sample) is copied and started with NOTION_PAGE_ID: its prerendered pages are dropped
// (lib/config/build-source.ts) and every screen is drawn from the 3,000 posts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { buildSite } from '@/lib/site/site'
import type { Post } from '@/lib/site/types'
import { buildWorkspace } from '@/lib/workspace/snapshot-builder'
import { workspaceSpec } from '../../scripts/gen-workspace'
import { addRecordMap, emptyUniverse, startNotionServer, type NotionServer } from '../support/notion-server'
import { copyBuild, ensureBuild, startServer, type RunningServer } from '../support/server'

const POSTS = 3000
const DIST = '.next-e2e-scale'
let notion: NotionServer
let site: RunningServer
let posts: Post[]

beforeAll(async () => {
  // generated once, in memory: the local Notion server serves the record maps themselves
  const built = buildWorkspace(workspaceSpec({ posts: POSTS, seed: 'e2e-scale' }))
  posts = buildSite(built.database, loadConfig(blogConfig, {})).posts
  const universe = emptyUniverse()
  addRecordMap(universe, built.database)
  for (const page of built.pages.values()) addRecordMap(universe, page)
  notion = await startNotionServer(universe)
  await ensureBuild()
  site = await startServer({
    distDir: copyBuild('.next', DIST),
    build: false,
    env: { NOTION_PAGE_ID: built.manifest.rootPageId.replace(/-/g, ''), NOTION_API_BASE_URL: notion.apiBaseUrl, NOTION_RATE_LIMIT: '1000', NOTION_MAX_CONCURRENCY: '8' },
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
/** Distinct article paths a page links to. */
const articleLinks = (html: string) => new Set(html.match(/\/article\/post-\d+(?=["<])/g) ?? [])

describe(`a ${POSTS.toLocaleString('en')}-post workspace through the local Notion server`, () => {
  it('has every published post: more than one query of 999 rows holds', () => {
    // every 97th post of the generator is a draft
    expect(posts.length).toBe(POSTS - Math.floor(POSTS / 97))
    expect(posts.length).toBeGreaterThan(999)
  })

  it('opens posts #1, #1000 and #2999 with their titles', async () => {
    for (const n of [1, 1000, 2999]) {
      const post = posts.find((p) => p.slug === `post-${n}`)!
      const page = await get(post.href)
      expect(page.status, `${post.href}\n${site.logs().slice(-2000)}`).toBe(200)
      expect(page.html).toContain(post.title)
    }
    // the database was read in two queries: the first 999 rows, then all of them
    const limits = notion.calls.filter((c) => c.endpoint === 'queryCollection').map((c) => c.body.loader?.reducers?.collection_group_results?.limit)
    expect(limits.slice(0, 2)).toEqual([999, POSTS + 10 + 100])
  }, 120_000)

  it('lists every published post in the archive (200 a page) and the sitemap', async () => {
    const pages = Math.ceil(posts.length / 200)
    const linked = new Set<string>()
    for (let n = 1; n <= pages; n++) {
      const archive = await get(n === 1 ? '/archive' : `/archive/page/${n}`)
      expect(archive.status, `archive page ${n}`).toBe(200)
      // each page links the next one, the last none
      expect(archive.html.includes(`href="/archive/page/${n + 1}"`), `archive page ${n} → ${n + 1}`).toBe(n < pages)
      for (const href of articleLinks(archive.html)) linked.add(href)
    }
    expect(linked).toEqual(new Set(posts.map((p) => p.href)))
    expect((await get(`/archive/page/${pages + 1}`)).status).toBe(404)

    const sitemap = await get('/sitemap.xml')
    expect(sitemap.status).toBe(200)
    const listed = new Set([...sitemap.html.matchAll(/<loc>[^<]*?(\/article\/post-\d+)<\/loc>/g)].map((m) => m[1]))
    expect(listed).toEqual(new Set(posts.map((p) => p.href)))
  }, 120_000)
})
