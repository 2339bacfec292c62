// The static export (issue #43, npm run export): the sample site and a local-Notion workspace in
// two languages (sub-pages, a locked post with a sub-page) exported once each, then served by a
// plain static file server (tests/support/static-server.ts: no Leafpress code) and read in
// Chromium: the reader's walk, the 404 page, nothing fetched from anywhere but 127.0.0.1, no
// Notion address and no locked text anywhere in out/, and a second export after one edit writing
// only what the edit reaches; the lock opened in the browser from its sealed file, and search
// from the index file.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { SECRET_SENTENCE, SECRET_SUB_SENTENCE } from '@/scripts/sample/posts/members-meal-plan'
import { listFiles } from '@/lib/export/files'
import { NOTION_HOST_PATTERN } from '@/lib/export/leaks'
import { MANIFEST_FILE } from '@/lib/export/plan'
import { editFirstParagraph, startNotionServer, type NotionServer } from '../support/notion-server'
import { SAMPLE_DIR, sampleSite, sampleSubPages, siteOf } from '../support/sample'
import { ROOT } from '../support/server'
import { startStaticServer, type StaticServer } from '../support/static-server'
import { bothDatabases } from '../support/views-universe'
import { closeBrowser, getBrowser } from './harness'
import { getStrings } from '@/lib/i18n'

const EN_DIR = path.join(SAMPLE_DIR, '..', 'sample-en')
const snapshotOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'snapshot.json'), 'utf8')) as { rootPageId: string }
const ZH_ROOT = snapshotOf(SAMPLE_DIR).rootPageId.replace(/-/g, '')
const EN_ROOT = snapshotOf(EN_DIR).rootPageId.replace(/-/g, '')
const SUB = sampleSubPages()
const site = sampleSite()
const zh = getStrings('zh-CN')
const en = siteOf(EN_DIR)
/** the locked bodies, cut where a page's markup could split them */
const SECRETS = [SECRET_SENTENCE, SECRET_SUB_SENTENCE].flatMap((s) => s.split(/[：。，]/)).filter((s) => s.length >= 6)

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-export-'))
const outSample = path.join(tmp, 'sample')
const outNotion = path.join(tmp, 'notion')
const times: Record<string, number> = {}

/** `npm run export` as a user runs it; its output and exit code. */
async function runExport(out: string, env: Record<string, string>): Promise<{ code: number; output: string; ms: number }> {
  const started = Date.now()
  // the test runner's own settings stay out (a server of another test's, vitest's BASE_URL)
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(LEAFPRESS_E2E_URL|BASE_URL|NOTION_|LEAFPRESS_SNAPSHOT_DIR)/.test(k)))
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/export.ts', '--out', out], { cwd: ROOT, env: { ...base, ...env } as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
  return { code, output, ms: Date.now() - started }
}

let notion: NotionServer
let sample: StaticServer
let live: StaticServer
let notionEnv: Record<string, string>

beforeAll(async () => {
  const s = await runExport(outSample, {})
  expect(s.code, s.output).toBe(0)
  times.sample = s.ms
  notion = await startNotionServer(bothDatabases(), { wrap2026: true })
  notionEnv = { NOTION_PAGE_ID: `${ZH_ROOT},en-US:${EN_ROOT}`, NOTION_API_BASE_URL: notion.apiBaseUrl, NOTION_RATE_LIMIT: '50' }
  const n = await runExport(outNotion, notionEnv)
  expect(n.code, n.output).toBe(0)
  times.notion = n.ms
  sample = await startStaticServer(outSample)
  live = await startStaticServer(outNotion)
}, 900_000)

afterAll(async () => {
  console.log(`[export e2e] sample export ${times.sample} ms, Notion export ${times.notion} ms, second Notion export ${times.again} ms`)
  await closeBrowser()
  await sample?.close()
  await live?.close()
  await notion?.close()
  fs.rmSync(tmp, { recursive: true, force: true })
})

/** A page of a fresh context that records every address the page asks for. */
async function reader() {
  const browser = await getBrowser()
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' })
  const page = await context.newPage()
  const asked: string[] = []
  page.on('request', (r) => asked.push(r.url()))
  return { page, context, asked }
}

/** Follows the first link of the page whose href is `href` (it must be there), returns the status. */
async function follow(page: Page, href: string): Promise<number> {
  const link = page.locator(`a[href="${href}"]`).first()
  expect(await link.count(), `a link to ${href} on ${page.url()}`).toBeGreaterThan(0)
  const res = await page.goto(new URL(href, page.url()).href, { waitUntil: 'load' })
  return res?.status() ?? 0
}

const offHost = (asked: string[]) => asked.filter((u) => !/^(data|blob|about):/.test(u) && new URL(u).hostname !== '127.0.0.1')

describe('the exported sample on a plain static server', () => {
  it('a reader walks home → page 2 → a category → a tag → an article → its sub-page → the English edition, every request on 127.0.0.1', async () => {
    const { page, context, asked } = await reader()
    try {
      expect((await page.goto(sample.url + '/', { waitUntil: 'load' }))?.status()).toBe(200)
      expect(await follow(page, '/page/2')).toBe(200)
      const category = site.categories[0].name
      expect(await follow(page, `/category/${encodeURIComponent(category)}`)).toBe(200)
      expect(await page.title()).toContain(category)
      const tag = site.tags[0].name
      await page.goto(sample.url + '/tag', { waitUntil: 'load' })
      expect(await follow(page, `/tag/${encodeURIComponent(tag)}`)).toBe(200)
      await page.goto(sample.url + '/', { waitUntil: 'load' })
      expect(await follow(page, SUB.kitchen.href)).toBe(200)
      expect(await page.locator('h1').first().innerText()).toContain(SUB.kitchen.title)
      expect(await follow(page, SUB.veg.href)).toBe(200)
      expect(await page.content()).toContain(SUB.veg.title)
      // light/dark is the browser's business: it switches, and the next page keeps it
      await page.getByRole('button', { name: zh.MENU.DARK_MODE }).first().click()
      await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark')
      // the language picker (an island, in the browser) to the English edition: the translation or its home
      const picker = page.getByTestId('language-picker').first()
      const [res] = await Promise.all([page.waitForNavigation({ url: (u) => u.pathname.startsWith('/en') }), picker.selectOption('en-US')])
      expect(res?.status()).toBe(200)
      expect(await page.locator('html').getAttribute('lang')).toMatch(/^en/)
      expect(await page.locator('html').getAttribute('class')).toContain('dark')
      await page.waitForLoadState('networkidle').catch(() => {})
      expect(offHost(asked)).toEqual([])
      // nothing the pages asked for was missing (a 404 on a static host: a file the export forgot)
      expect(sample.requests.length).toBeGreaterThan(10)
    } finally {
      await context.close()
    }
  })

  it('an unknown path shows the 404 page with status 404; ?theme= keeps the page', async () => {
    const { page, context } = await reader()
    try {
      const res = await page.goto(sample.url + '/no/such/page', { waitUntil: 'load' })
      expect(res?.status()).toBe(404)
      expect(await page.locator('a[href="/"]').count()).toBeGreaterThan(0)
      const themed = await page.goto(`${sample.url}${SUB.kitchen.href}?theme=next`, { waitUntil: 'load' })
      expect(themed?.status()).toBe(200)
      expect(await page.locator('h1').first().innerText()).toContain(SUB.kitchen.title)
    } finally {
      await context.close()
    }
  })

  it('every page, feed and file is there; nothing in out/ names a Notion host or holds a locked body', () => {
    const files = listFiles(outSample)
    for (const f of ['index.html', '404.html', 'en/404.html', 'en.html', 'feed.xml', 'atom.xml', 'feed.json', 'en/feed.xml', 'sitemap.xml', 'robots.txt', 'icon.svg', MANIFEST_FILE]) expect(files).toContain(f)
    for (const p of [...site.allPages, ...en.allPages]) expect(files).toContain(`${p.href.slice(1)}.html`.replace(/^/, site.allPages.includes(p) ? '' : 'en/'))
    expect(files.some((f) => f.startsWith('_next/static/'))).toBe(true)
    expect(fs.readFileSync(path.join(outSample, 'index.html'), 'utf8')).toContain('href="/feed.xml"')
    expect(grep(outSample)).toEqual([])
  })
})

/** Every text file of out/ that names a Notion host or holds a locked body's text. */
function grep(dir: string): string[] {
  const hits: string[] = []
  for (const f of listFiles(dir)) {
    if (!/\.(html|xml|json|txt|js|css|svg)$/.test(f) || f.endsWith('.sealed.json')) continue
    const text = fs.readFileSync(path.join(dir, f), 'utf8')
    if (NOTION_HOST_PATTERN.test(text)) hits.push(`${f}: ${NOTION_HOST_PATTERN.exec(text)![0]}`)
    for (const s of SECRETS) if (text.includes(s)) hits.push(`${f}: ${s}`)
  }
  return hits
}

describe('a workspace read from Notion, exported', () => {
  it('its sub-pages and English edition open on the static server, with images as files; nothing names Notion or holds a locked body', async () => {
    const { page, context, asked } = await reader()
    try {
      expect((await page.goto(live.url + SUB.veg.href, { waitUntil: 'load' }))?.status()).toBe(200)
      expect(await page.content()).toContain(SUB.veg.title)
      const en = await page.goto(live.url + '/en', { waitUntil: 'load' })
      expect(en?.status()).toBe(200)
      await page.waitForLoadState('networkidle').catch(() => {})
      expect(offHost(asked)).toEqual([])
      const locked = await page.goto(live.url + SUB.locked.href, { waitUntil: 'load' })
      expect(locked?.status()).toBe(200)
      expect(await page.locator('[data-testid="article-lock"]').count()).toBeGreaterThan(0)
    } finally {
      await context.close()
    }
    expect(grep(outNotion)).toEqual([])
  })

  it('a second export after one post changed renders that post (and the files showing its body), not the whole site; unchanged files keep their bytes and mtime', async () => {
    // the post edited last: an edit of its body changes nothing lists show (another post's first
    // edit would move it to the top of "latest posts", on every page: every page of its language)
    const post = site.latestPosts[0]
    expect(post.locked).toBe(false)
    const untouched = path.join(outNotion, 'about.html')
    const before = fs.statSync(untouched).mtimeMs
    const calls = notion.calls.length
    // a body edit: new text, the row's last-edited instant a second later (the day lists show stays)
    editFirstParagraph(notion.universe, post.id, 'Edited for the second export.')
    const row = Object.entries(notion.universe.block).find(([k]) => k.replace(/-/g, '') === post.id)![1].value
    row.last_edited_time += 1000
    const again = await runExport(outNotion, notionEnv)
    times.again = again.ms
    expect(again.code, again.output).toBe(0)
    const planned = /(\d+) to render, (\d+) unchanged/.exec(again.output)!
    // that post, its sub-pages, the feeds and the sitemap (pages under posts are always rendered again)
    expect(Number(planned[1]), again.output).toBeLessThan(Number(planned[2]) / 3)
    expect(fs.readFileSync(path.join(outNotion, `${post.href.slice(1)}.html`), 'utf8')).toContain('Edited for the second export.')
    expect(fs.statSync(untouched).mtimeMs).toBe(before)
    console.log(`[export e2e] second export: ${planned[1]} rendered, ${planned[2]} kept, ${notion.calls.length - calls} Notion requests`)
  }, 300_000)
})

describe('the lock and the search on a static host', () => {
  it('a locked post opens with its password in the browser, its sub-page too; a wrong one is refused', async () => {
    const { page, context } = await reader()
    try {
      await page.goto(sample.url + SUB.locked.href, { waitUntil: 'load' })
      const input = page.locator('[data-testid="article-lock"] input[type="password"]')
      await input.fill('not-the-password')
      await input.press('Enter')
      await expect.poll(() => page.locator('[data-testid="article-lock"]').innerText()).toMatch(/錯誤|wrong|错误/i)
      await input.fill('leafpress-2024')
      await input.press('Enter')
      await expect.poll(() => page.content(), { timeout: 15_000 }).toContain(SECRET_SENTENCE.slice(0, 10))
      await page.goto(sample.url + SUB.lockedSub.href, { waitUntil: 'load' })
      await expect.poll(() => page.content(), { timeout: 15_000 }).toContain(SECRET_SUB_SENTENCE.slice(0, 8))
    } finally {
      await context.close()
    }
  })

  it('the search page finds a post by a CJK word from the index file', async () => {
    const { page, context, asked } = await reader()
    try {
      const word = '蔬菜'
      await page.goto(`${sample.url}/search/${encodeURIComponent(word)}`, { waitUntil: 'load' })
      // the host answers 404.html, which opens the search overlay with the keyword
      const results = page.getByRole('dialog', { name: '搜索' }).locator('.search-results a[href^="/article/"]')
      await expect.poll(() => results.count(), { timeout: 15_000 }).toBeGreaterThan(0)
      // from the file the export wrote (no server answers /api/search here)
      expect(asked.some((u) => u.endsWith('/api/search-index.json'))).toBe(true)
      expect(asked.some((u) => new URL(u).pathname === '/api/search')).toBe(false)
      expect(offHost(asked)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
