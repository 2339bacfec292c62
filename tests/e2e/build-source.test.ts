// A build made from one source never serves another source's pages (issue #20, part 2).
// The default e2e build was made with no source setting (the sample), as `docker build` does.
// A server of the sample first fills the build folder with the sample's pages (what a smoke
// test or an earlier start leaves); then the same build is started against a local
// Notion-compatible server holding another workspace: its very first answers must list that
// workspace's posts and none of the sample's.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateWorkspace } from '../../scripts/gen-workspace'
import { BUILD_SOURCE_FILE } from '@/lib/config/build-source'
import { startNotionServer, universeFromSnapshot, type NotionServer } from '../support/notion-server'
import { sampleSite, siteOf } from '../support/sample'
import { copyBuild, ensureBuild, ROOT, startServer, type RunningServer } from '../support/server'

const DIST = '.next-e2e-source'
// pages that list posts by title (the category index lists categories with counts: checked below)
const PAGES = ['/', '/archive']
let notion: NotionServer
let otherDir = ''
let rootPageId = ''

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
const titlesIn = (html: string, titles: string[]) => titles.filter((t) => html.includes(esc(t)))

beforeAll(async () => {
  otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-other-'))
  await generateWorkspace({ posts: 24, seed: 'another-source' }, otherDir)
  rootPageId = JSON.parse(fs.readFileSync(path.join(otherDir, 'snapshot.json'), 'utf8')).rootPageId
  notion = await startNotionServer(universeFromSnapshot(otherDir))
  await ensureBuild()
  copyBuild('.next', DIST)
}, 600_000)

afterAll(async () => {
  await notion?.close()
  fs.rmSync(otherDir, { recursive: true, force: true })
})

async function serve(env: Record<string, string>, run: (site: RunningServer) => Promise<void>): Promise<string> {
  const site = await startServer({ distDir: DIST, env, build: false })
  try {
    await run(site)
  } finally {
    await site.stop()
  }
  return site.logs()
}

const get = async (site: RunningServer, p: string) => {
  const res = await fetch(site.url + p, { headers: { 'accept-language': 'zh-CN' } })
  return { status: res.status, html: await res.text() }
}

describe('a build started with another source than its own', () => {
  it('records the source it was made from', () => {
    const record = JSON.parse(fs.readFileSync(path.join(ROOT, DIST, BUILD_SOURCE_FILE), 'utf8'))
    // the embedded sample: its Chinese database and the English one under /en
    expect(record.source).toBe('snapshot content/sample; en-US at /en: snapshot content/sample-en')
    expect(record.settings).toMatch(/^[0-9a-f]{64}$/)
  })

  it('first: a server of the sample leaves the sample’s pages in the build folder', async () => {
    const sampleTitles = sampleSite().posts.map((p) => p.title)
    const logs = await serve({}, async (site) => {
      for (const p of [...PAGES, '/category', '/sitemap.xml']) {
        const { status, html } = await get(site, p)
        expect(status, p).toBe(200)
        if (PAGES.includes(p)) expect(titlesIn(html, sampleTitles).length, p).toBeGreaterThan(0)
      }
    })
    expect(logs).toContain('build made from snapshot content/sample')
    expect(fs.readdirSync(path.join(ROOT, DIST, 'server/route-cache'), { recursive: true }).some((f) => String(f).endsWith('.html'))).toBe(true)
  }, 120_000)

  it('then, against another workspace: the very first answers list its posts and none of the sample’s', async () => {
    const other = siteOf(otherDir)
    const sample = sampleSite()
    const otherTitles = other.posts.map((p) => p.title)
    const sampleOnly = sample.posts.map((p) => p.title).filter((t) => !otherTitles.includes(t))
    expect(sampleOnly.length).toBeGreaterThan(10)
    const env = { NOTION_PAGE_ID: rootPageId, NOTION_API_BASE_URL: notion.apiBaseUrl, NOTION_RATE_LIMIT: '50' }
    const logs = await serve(env, async (site) => {
      for (const p of ['/category', ...PAGES]) {
        if (p === '/category') {
          // the very first answer of the category index: this workspace's categories and counts
          const { status, html } = await get(site, p)
          expect(status, p).toBe(200)
          for (const c of other.categories) expect(html, c.name).toMatch(new RegExp(`${esc(c.name)}</span><span[^>]*>${c.count}</span>`))
          continue
        }
        const { status, html } = await get(site, p)
        expect(status, p).toBe(200)
        expect(titlesIn(html, sampleOnly), p).toEqual([])
        expect(titlesIn(html, otherTitles).length, p).toBeGreaterThan(0)
      }
      // the sitemap, prerendered at build from the sample, lists this workspace's posts only
      const sitemap = (await get(site, '/sitemap.xml')).html
      expect(sitemap).toContain(`${encodeURI(other.posts[0].href)}</loc>`)
      for (const p of sample.posts.filter((s) => !other.posts.some((o) => o.href === s.href))) expect(sitemap).not.toContain(`${encodeURI(p.href)}</loc>`)
    })
    expect(logs).toMatch(/this build was made from snapshot content\/sample; en-US at \/en: snapshot content\/sample-en .*this server reads Notion page [0-9a-f]{32} via http:\/\/127\.0\.0\.1:\d+\/api\/v3 .*dropped its \d+ cached page file\(s\), every page renders from Notion page/)
  }, 180_000)

  it('started again with the same source, it keeps the pages it rendered', async () => {
    const env = { NOTION_PAGE_ID: rootPageId, NOTION_API_BASE_URL: notion.apiBaseUrl, NOTION_RATE_LIMIT: '50' }
    const logs = await serve(env, async (site) => {
      expect((await get(site, '/')).status).toBe(200)
    })
    expect(logs).toMatch(/build made from Notion page [0-9a-f]{32} .*serving its cached pages/)
    expect(logs).not.toContain('dropped')
  }, 120_000)
})
