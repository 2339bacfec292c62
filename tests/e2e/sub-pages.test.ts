// Every Notion page a post leads to is part of the site (issue: reach), served live from a
// local Notion-compatible server: child pages at any depth, inline database rows with bodies,
// mentions and link-to-page blocks are links; a locked post locks its pages; a page outside the
// blog is never fetched; dotted slugs and tags open; bad addresses get clear answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { getStrings } from '@/lib/i18n'
import { SECRET_SUB_SENTENCE } from '@/scripts/sample/posts/members-meal-plan'
import { startNotionServer, universeFromSnapshot, type NotionServer } from '../support/notion-server'
import { SAMPLE_DIR, sampleSite, sampleSubPages } from '../support/sample'
import { copyBuild, startServer, type RunningServer } from '../support/server'
import { CHROMIUM_ARGS } from './harness'
import { chromium, type Browser } from 'playwright-core'

const ROOT = 'ab3d437a821843628c7d79c2caa73129'
const PASSWORD = 'leafpress-2024'
const SUB = sampleSubPages()
const site = sampleSite()
const zh = getStrings('zh-CN')

let notion: NotionServer
let server: RunningServer
let browser: Browser

/** A link-to-page block and a mention that point at each other's pages: a cycle through aliases. */
function addCyclicAliases() {
  const u = notion.universe
  const add = (pageUuid: string, blockId: string, target: string) => {
    u.block[blockId] = { role: 'reader', value: { id: blockId, type: 'alias', format: { alias_pointer: { id: target, table: 'block' } }, parent_id: pageUuid, parent_table: 'block', alive: true } }
    u.block[pageUuid].value.content = [...(u.block[pageUuid].value.content ?? []), blockId]
  }
  add(SUB.tomato.uuid, ALIAS_UP, SUB.veg.uuid) // tomato → its parent
  add(SUB.veg.uuid, ALIAS_DOWN, SUB.tomato.uuid) // parent → tomato
}
const ALIAS_UP = '0a11a500-0000-4000-8000-000000000001'
const ALIAS_DOWN = '0a11a500-0000-4000-8000-000000000002'

beforeAll(async () => {
  notion = await startNotionServer(universeFromSnapshot(SAMPLE_DIR), { wrap2026: true })
  addCyclicAliases()
  server = await startServer({
    distDir: copyBuild('.next', '.next-e2e-subpages'),
    build: false,
    env: { NOTION_PAGE_ID: ROOT, NOTION_API_BASE_URL: notion.apiBaseUrl, NOTION_RATE_LIMIT: '50' },
  })
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await notion?.close()
})

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(server.url + path, { headers: { 'accept-language': 'zh-CN', ...headers }, redirect: 'manual' })
  return { status: res.status, html: await res.text(), location: res.headers.get('location'), type: res.headers.get('content-type') }
}
const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => decodeURIComponent(m[1].replace(/&amp;/g, '&')))
const loaded = (id: string) => notion.calls.some((c) => c.endpoint === 'loadPageChunk' && String(c.body?.pageId).replace(/-/g, '') === id)

describe('pages under posts, over HTTP', () => {
  it('every page link of the kitchen sink is an <a>: child page, mention, link-to-page, database rows', async () => {
    const { status, html } = await get(SUB.kitchen.href)
    expect(status).toBe(200)
    const links = hrefs(html)
    expect(links).toContain(SUB.veg.href) // the child page block
    expect(html).toMatch(new RegExp(`class="notion-link notion-page-mention" href="${SUB.veg.href}"`)) // the mention of it
    expect(links).toContain('/article/fiber-daily-guide') // the link-to-page of a post: the post's own address
    expect(links).toContain(SUB.oats.href) // a row of the inline database
    expect(links).toContain(SUB.shopping.href) // a full-page database
  })

  it('a page whose load fails while Notion is down: the body-unavailable notice, status 200, no error', async () => {
    // early in the file: the crawl (for /{id}, the sitemap, search) loads every page later on.
    // Its parent is held (a reader opened it), the page itself never was
    expect((await get(SUB.shopping.href)).status).toBe(200)
    expect(loaded(SUB.week1.id)).toBe(false)
    notion.setFault('500')
    try {
      const r = await get(SUB.week1.href)
      expect(r.status).toBe(200)
      expect(r.html).toContain('data-body-unavailable')
      expect(r.html).toContain(zh.POST.BODY_UNAVAILABLE)
      expect(r.html).toContain(SUB.week1.title)
    } finally {
      notion.setFault('none')
    }
  })

  it('a sub-page is a page of the site: title, canonical, description, Open Graph, its own links', async () => {
    const { status, html } = await get(SUB.veg.href)
    expect(status).toBe(200)
    expect(html).toContain(`<title>${SUB.veg.title} | ${site.info.title}</title>`)
    expect(html).toContain(`<link rel="canonical" href="https://leafpress.example.com${SUB.veg.href}"/>`)
    expect(html).toMatch(/<meta name="description" content="紅色的番茄/)
    expect(html).toContain(`<meta property="og:url" content="https://leafpress.example.com${SUB.veg.href}"/>`)
    expect(hrefs(html)).toContain(SUB.tomato.href)
    // a row page has its own body
    const row = await get(SUB.oats.href)
    expect(row.status).toBe(200)
    expect(row.html).toContain('燕麥屬於全穀類')
  })

  it('/{id} and its dashed form redirect to the one canonical address', async () => {
    for (const path of [`/${SUB.tomato.id}`, `/${SUB.tomato.uuid}`]) {
      const r = await get(path)
      expect(r.status, path).toBe(308)
      expect(new URL(r.location!, server.url).pathname).toBe(SUB.tomato.href)
    }
  })

  it('is not a proxy: a page outside the blog, under an Invisible page or not under this post is 404 and never fetched', async () => {
    // the About page mentions the outside page: the mention is no link
    const about = await get('/about')
    expect(about.status).toBe(200)
    expect(about.html).toContain('編輯部的選題都記在工作區的另一頁')
    expect(hrefs(about.html).some((h) => h.includes(SUB.outsideId))).toBe(false)
    for (const path of [`/${SUB.outsideId}`, `/about/${SUB.outsideId}`, `${SUB.kitchen.href}/${SUB.outsideId}`, `/${SUB.hiddenSub.id}`, `${SUB.hidden.href}/${SUB.hiddenSub.id}`, `/article/fiber-daily-guide/${SUB.veg.id}`]) {
      const r = await get(path)
      expect(r.status, path).toBe(404)
      expect(r.html, path).toContain(zh.NAV.PAGE_NOT_FOUND)
    }
    expect(loaded(SUB.outsideId), 'the outside page was fetched').toBe(false)
    expect(loaded(SUB.hiddenSub.id), 'the Invisible page’s sub-page was fetched').toBe(false)
  })

  it('bad ids and a cycle of link-to-page blocks are clear 404s; the pages of the cycle still render', async () => {
    for (const path of [
      `${SUB.kitchen.href}/not-an-id`,
      `${SUB.kitchen.href}/${'0'.repeat(32)}`, // missing
      `${SUB.kitchen.href}/${SUB.veg.uuid}`, // dashed: not the canonical form
      `${SUB.kitchen.href}/${ALIAS_UP.replace(/-/g, '')}`, // a link-to-page block is no page
      `${SUB.kitchen.href}/${SUB.veg.id}/${SUB.tomato.id}`,
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
    const tomato = await get(SUB.tomato.href)
    expect(tomato.status).toBe(200)
    expect(hrefs(tomato.html)).toContain(SUB.veg.href) // its alias up to its parent
    expect(server.logs()).not.toMatch(/unhandled|TypeError/i)
  })

  it('addresses people use: dotted slugs and tags, list pages past the last, malformed encoding', async () => {
    const dotted = site.posts.find((p) => p.slug.includes('.'))!
    expect((await get(dotted.href)).status).toBe(200)
    const tag = await get('/tag/Vitamin.C')
    expect(tag.status).toBe(200)
    expect(hrefs(tag.html)).toContain(dotted.href)
    expect((await get('/page/9999')).status).toBe(404)
    expect((await get(`/tag/${encodeURIComponent('蔬菜')}/page/50`)).status).toBe(404)
    for (const path of ['/search/%ff', '/og/%ff', '/files/%ff', '/image/%ff']) {
      const r = await get(path)
      expect(r.status, path).toBe(400)
      expect(r.html, path).toContain('400')
    }
    // the routes that serve files keep working
    expect((await get('/bg_image.jpg')).status).toBe(200)
    expect((await get('/robots.txt')).status).toBe(200)
  })

  it('the sitemap and local search know the pages under published posts, not the locked post’s', async () => {
    const sitemap = (await get('/sitemap.xml')).html
    for (const sp of [SUB.veg, SUB.tomato, SUB.oats]) expect(sitemap, sp.title).toContain(`https://leafpress.example.com${sp.href}`)
    expect(sitemap).not.toContain(SUB.lockedSub.id)
    expect(sitemap).not.toContain(SUB.outsideId)
    let hits: Array<{ href: string }> = []
    for (let i = 0; i < 20 && !hits.some((h) => h.href === SUB.tomato.href); i++) {
      hits = (await (await fetch(`${server.url}/api/search?q=${encodeURIComponent('茄紅素')}`)).json()).hits
      if (!hits.some((h) => h.href === SUB.tomato.href)) await new Promise((r) => setTimeout(r, 500))
    }
    expect(hits.map((h) => h.href)).toContain(SUB.tomato.href)
    const locked = await (await fetch(`${server.url}/api/search?q=${encodeURIComponent('會員採買清單')}`)).json()
    expect(JSON.stringify(locked)).not.toContain(SUB.lockedSub.id)
  })

  it('a locked post’s page: the prompt, and nothing of the page in its HTML, RSC payload or feeds', async () => {
    const r = await get(SUB.lockedSub.href)
    expect(r.status).toBe(200)
    expect(r.html).toContain('data-testid="article-lock"')
    expect(r.html).not.toContain(SECRET_SUB_SENTENCE)
    expect(r.html).not.toContain(SUB.lockedSub.title)
    const rsc = await get(SUB.lockedSub.href, { rsc: '1' })
    expect(rsc.html).not.toContain(SECRET_SUB_SENTENCE)
    expect(rsc.html).not.toContain(SUB.lockedSub.title)
    for (const feed of ['/feed', '/atom.xml', '/feed.json']) expect((await get(feed)).html, feed).not.toContain(SECRET_SUB_SENTENCE)
    expect((await get(`/og/${SUB.lockedSub.id}`)).status).toBe(404)
  })
})

describe('pages under posts, in Chromium', () => {
  async function open(theme: string, path: string) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' })
    await context.addCookies([{ name: 'theme', value: theme, domain: '127.0.0.1', path: '/' }])
    const page = await context.newPage()
    await page.goto(server.url + path, { waitUntil: 'load' })
    return { page, context }
  }
  // links keep a theme the reader chose (`?theme=next`): match the path only
  const link = (page: Page, selector: string, href: string) => page.locator(`${selector}[href="${href}"], ${selector}[href^="${href}?"]`).first()
  const follow = async (page: Page, selector: string, href: string) => {
    await Promise.all([page.waitForURL((u) => u.pathname === href), link(page, selector, href).click()])
  }
  const click = (page: Page, href: string) => follow(page, 'a.notion-page-link', href)
  const crumbs = (page: Page) => page.locator('nav[data-breadcrumb] a').allInnerTexts()

  it.each([['heo'], ['next'], ['gitbook']])('%s: a reader clicks down the tree and back up the breadcrumb', async (theme) => {
    const { page, context } = await open(theme, SUB.kitchen.href)
    await click(page, SUB.veg.href)
    expect(await page.locator('h1').innerText()).toContain(SUB.veg.title)
    expect(await crumbs(page)).toEqual([SUB.kitchen.title])
    await click(page, SUB.tomato.href)
    expect(await page.locator('h1').innerText()).toContain(SUB.tomato.title)
    expect(await crumbs(page)).toEqual([SUB.kitchen.title, SUB.veg.title])
    expect(await page.locator('nav[data-breadcrumb] [aria-current="page"]').innerText()).toBe(SUB.tomato.title)
    await follow(page, 'nav[data-breadcrumb] a', SUB.veg.href)
    // the mention of the page, then the database row
    await page.goto(server.url + SUB.kitchen.href, { waitUntil: 'load' })
    await follow(page, 'a.notion-page-mention', SUB.veg.href)
    await page.goto(server.url + SUB.kitchen.href, { waitUntil: 'load' })
    await follow(page, '.notion-collection a', SUB.oats.href)
    expect(await page.locator('body').innerText()).toContain('燕麥屬於全穀類')
    await context.close()
  })

  it('the locked post’s page asks for the post’s password; once given, the page and the post open', async () => {
    const { page, context } = await open('heo', SUB.lockedSub.href)
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '192.0.2.77' })
    await page.locator('[data-testid="article-lock"][data-ready]').waitFor()
    expect(await page.locator('body').innerText()).not.toContain(SECRET_SUB_SENTENCE)
    const input = page.locator('[data-testid="article-lock"] input[type="password"]')
    await input.fill(PASSWORD)
    await input.press('Enter')
    await page.getByText(SECRET_SUB_SENTENCE).waitFor({ timeout: 15_000 })
    expect(await crumbs(page)).toEqual([SUB.locked.title])
    // the same cookie opens the post itself
    await page.goto(server.url + SUB.locked.href, { waitUntil: 'load' })
    expect(await page.locator('[data-testid="article-lock"]').count()).toBe(0)
    expect(hrefs(await page.content())).toContain(SUB.lockedSub.href)
    await context.close()
  })
})
