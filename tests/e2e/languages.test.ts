// One site in several languages (issue #31), against the built site reading two databases of a
// local Notion server: the sample's Chinese one at the root and its English one under /en.
// Every route under both prefixes in heo, next and medium, in the right interface language with
// links that stay in their language; reciprocal hreflang; the picker to a translation, or to the
// language's home when there is none; feeds and sitemap per language; the lock in English; a
// webhook for an English page regenerates English pages only; and a database that cannot be
// loaded leaves the other language serving.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editFirstParagraph, startNotionServer, type NotionServer } from '../support/notion-server'
import { bothDatabases } from '../support/views-universe'
import { notionEvent, sendNotionEvent } from '../support/notion-webhook-sender'
import { SAMPLE_DIR, siteOf } from '../support/sample'
import { childPagesOf } from '@/lib/site/page-tree'
import { toUuid } from '@/lib/render/record'
import { copyBuild, startServer, type RunningServer } from '../support/server'
import { closeBrowser, getBrowser } from './harness'

const EN_DIR = path.join(SAMPLE_DIR, '..', 'sample-en')
const snapshotOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'snapshot.json'), 'utf8')) as { rootPageId: string; collectionViewId: string }
const ZH_ROOT = snapshotOf(SAMPLE_DIR).rootPageId.replace(/-/g, '')
const EN_ROOT = snapshotOf(EN_DIR).rootPageId.replace(/-/g, '')
const EN_VIEW = snapshotOf(EN_DIR).collectionViewId
const TOKEN = 'secret_e2eLanguagesWebhookToken0123456789'
const STATUS_PASSWORD = 'languages-e2e-password'
const zh = siteOf(SAMPLE_DIR)
const en = siteOf(EN_DIR)
const TRANSLATED = en.posts.filter((p) => zh.posts.some((z) => z.slug === p.slug))
const ONLY_EN = en.posts.find((p) => !zh.posts.some((z) => z.slug === p.slug))!
const LOCKED_EN = en.posts.find((p) => p.locked)!
const OPEN_EN = TRANSLATED.find((p) => !p.locked)!

let notion: NotionServer
let server: RunningServer

const settings = (apiBaseUrl: string) => ({
  NOTION_PAGE_ID: `${ZH_ROOT},en-US:${EN_ROOT}`,
  NOTION_API_BASE_URL: apiBaseUrl,
  NOTION_RATE_LIMIT: '50',
  NOTION_WEBHOOK_SECRET: TOKEN,
  // only the webhook brings an edit in during this test
  REVALIDATE_SECONDS: '600',
  LEAFPRESS_STATUS_PASSWORD: STATUS_PASSWORD,
  // four posts a page: the English database (6 posts) has a second list page too
  POSTS_PER_PAGE: '4',
})

beforeAll(async () => {
  notion = await startNotionServer(bothDatabases(), { wrap2026: true })
  server = await startServer({ distDir: copyBuild('.next', '.next-e2e-languages'), build: false, env: settings(notion.apiBaseUrl) })
}, 600_000)

afterAll(async () => {
  await closeBrowser()
  await server?.stop()
  await notion?.close()
})

// a Chinese-speaking reader's browser: under /en the interface is English all the same
const get = (p: string, headers: Record<string, string> = {}) => fetch(server.url + encodeURI(p), { headers: { 'accept-language': 'zh-CN', ...headers }, redirect: 'manual' })
const html = async (p: string) => {
  const res = await get(p)
  return { status: res.status, body: await res.text() }
}
const htmlLang = (body: string) => body.match(/<html lang="([^"]+)"/)?.[1]
/** The site paths of a page's own links (<a href>), without the theme query. */
const anchors = (body: string) => [...body.matchAll(/<a [^>]*href="(\/[^"#]*)/g)].map((m) => m[1].replace(/&amp;/g, '&').replace(/[?&]theme=\w+$/, ''))
/** Paths every language shares: files, images, endpoints, Next's assets. */
const SHARED = /^\/(files|image|api|_next|og)\//
/** The page's hreflang links, by language: their paths (the site's home is `/`). */
const hreflang = (body: string) => Object.fromEntries([...body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="https?:\/\/[^/"]+([^"]*)"/g)].map((m) => [m[1], decodeURI(m[2]) || '/']))

describe('every route under both prefixes', () => {
  const routes = (site: typeof zh, post: (typeof zh.posts)[number]) => [
    '/',
    '/page/2',
    post.href,
    '/category',
    `/category/${post.category}`,
    '/tag',
    `/tag/${site.tags[0].name}`,
    '/archive',
    '/search',
    `/search/${post.title.split(/\s+/)[0]}`,
    '/about',
  ]
  for (const theme of ['heo', 'next', 'medium']) {
    it(`${theme}: the default language keeps its addresses, English lives under /en, each in its own interface`, async () => {
      const zhPost = zh.posts.find((p) => p.slug === OPEN_EN.slug)!
      for (const [prefix, site, post, lang] of [['', zh, zhPost, 'zh-CN'], ['/en', en, OPEN_EN, 'en-US']] as const) {
        for (const route of routes(site, post)) {
          const p = `${prefix}${route === '/' && prefix ? '' : route}?theme=${theme}`
          const { status, body } = await html(p)
          expect(status, p).toBe(200)
          expect(htmlLang(body), p).toBe(lang)
          if (prefix) {
            // English words, not the Chinese reader's interface
            expect(body, p).not.toMatch(/>(首页|归档|搜索)</)
            // every link of the page stays in English (or is shared by every language)
            for (const a of anchors(body)) expect(a === '/en' || a.startsWith('/en/') || a.startsWith('/en?') || SHARED.test(a), `${p} links to ${a}`).toBe(true)
          } else {
            for (const a of anchors(body)) expect(a.startsWith('/en/') || a === '/en', `${p} links to ${a}`).toBe(false)
          }
        }
        // the content is that language's database only
        const home = (await html(`${prefix || '/'}?theme=${theme}`)).body
        expect(home).toContain(site.posts[0].title)
        expect(home).not.toContain((site === zh ? en : zh).posts[0].title)
      }
    })
  }

  it("the copy a theme writes itself (heo's banner, hexo's greetings, landing's sections, matery's typed lines, simple's top bar) is English under /en", async () => {
    const visibleText = (body: string) => body.replace(/<script[\s\S]*?<\/script>|<option[\s\S]*?<\/option>|<[^>]+>/g, ' ')
    // the author's name too (AUTHOR_BY_LANGUAGE); every theme is checked by the theme matrix
    for (const theme of ['heo', 'hexo', 'landing', 'matery', 'simple']) {
      const text = visibleText((await html(`/en?theme=${theme}`)).body)
      expect(text.match(/[\u3040-\u30ff\u4e00-\u9fff]+/g), theme).toBeNull()
      // and the default language keeps its own words
      expect(visibleText((await html(`/?theme=${theme}`)).body), theme).toMatch(/[\u4e00-\u9fff]{4}/)
    }
  })

  it('lists and taxonomies count their own database; unknown English addresses are a real 404', async () => {
    const archive = (await html('/en/archive')).body
    for (const p of en.posts) expect(archive).toContain(p.title)
    for (const p of zh.posts) expect(archive).not.toContain(p.title)
    expect((await html('/en/article/no-such-post')).status).toBe(404)
    expect((await html(`/en/category/${zh.posts[0].category}`)).status).toBe(404)
    expect((await html('/en/page/9')).status).toBe(404)
  })
})

describe('translations', () => {
  it('hreflang pairs are reciprocal, with x-default the default language', async () => {
    for (const post of TRANSLATED) {
      const zhHref = zh.posts.find((p) => p.slug === post.slug)!.href
      const fromZh = hreflang((await html(zhHref)).body)
      const fromEn = hreflang((await html(`/en${post.href}`)).body)
      expect(fromZh['en-US'], post.slug).toBe(`/en${post.href}`)
      expect(fromEn['zh-CN'], post.slug).toBe(zhHref)
      expect(fromZh['zh-CN']).toBe(zhHref)
      expect(fromEn['en-US']).toBe(`/en${post.href}`)
      expect(fromEn['x-default']).toBe(zhHref)
      // the interface languages without a database of their own stay ?lang= variants of the default's page
      expect(fromZh['fr-FR']).toBe(`${zhHref}?lang=fr-FR`)
      expect(fromEn['fr-FR']).toBeUndefined()
    }
    const untranslated = hreflang((await html(`/en${ONLY_EN.href}`)).body)
    expect(untranslated).toEqual({ 'en-US': `/en${ONLY_EN.href}`, 'x-default': `/en${ONLY_EN.href}` })
    expect(hreflang((await html('/en')).body)).toMatchObject({ 'en-US': '/en', 'zh-CN': '/', 'x-default': '/' })
  })

  it('the picker goes to the translation, or to the language home and says so; the choice is kept in a cookie', async () => {
    const context = await (await getBrowser()).newContext({ locale: 'zh-CN' })
    const page = await context.newPage()
    const zhHref = zh.posts.find((p) => p.slug === OPEN_EN.slug)!.href
    await page.goto(`${server.url}/en${OPEN_EN.href}`)
    const picker = page.getByTestId('language-picker').first()
    await expect.poll(() => picker.inputValue()).toBe('en-US')
    await Promise.all([page.waitForURL((u) => decodeURI(u.pathname) === zhHref), picker.selectOption('zh-CN')])
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh-CN')
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')
    // and back, from the Chinese article to its English translation
    await Promise.all([page.waitForURL((u) => u.pathname === `/en${OPEN_EN.href}`), page.getByTestId('language-picker').first().selectOption('en-US')])
    // an English post with no Chinese translation: the option says so and goes to the Chinese home
    await page.goto(`${server.url}/en${ONLY_EN.href}`)
    const option = page.getByTestId('language-picker').first().locator('option[value="zh-CN"]')
    expect(await option.textContent()).toMatch(/not translated: its home page/)
    await Promise.all([page.waitForURL((u) => u.pathname === '/'), page.getByTestId('language-picker').first().selectOption('zh-CN')])
    expect(await page.title()).toContain(zh.info.title)
    await context.close()
  })
})

describe('feeds, sitemap, search and the lock per language', () => {
  it('each language has its own feeds, in its language, with its own links', async () => {
    for (const [feed, type] of [['/feed', '<rss'], ['/atom.xml', '<feed'], ['/feed.json', '"version"']] as const) {
      const english = (await html(`/en${feed}`)).body
      expect(english).toContain(type)
      expect(english).toContain(OPEN_EN.title)
      expect(english).toContain(`/en${OPEN_EN.href}`)
      expect(english).not.toContain(zh.posts[0].title)
      // the author as the language writes the name (AUTHOR_BY_LANGUAGE), in the copyright and author fields
      expect(english).toContain('Xiaoye')
      expect(english).not.toMatch(/[\u4e00-\u9fff]/)
      const chinese = (await html(feed)).body
      expect(chinese).not.toContain(OPEN_EN.title)
    }
    expect((await html('/en/feed')).body).toMatch(/<language>en-US<\/language>/)
  })

  it('the sitemap lists both languages, a translation as the alternate of its original', async () => {
    const xml = (await html('/sitemap.xml')).body
    expect(xml).toContain(`/en${OPEN_EN.href}</loc>`)
    expect(xml).toContain(`/en${ONLY_EN.href}</loc>`)
    const entry = xml.split('<url>').find((u) => u.includes(`/en${OPEN_EN.href}</loc>`))!
    expect(entry).toMatch(/hreflang="zh-CN"/)
    expect(entry).toContain(`${zh.posts.find((p) => p.slug === OPEN_EN.slug)!.href}"`)
  })

  it('search answers from the language of the page', async () => {
    const word = OPEN_EN.title.split(/\s+/).slice(-1)[0]
    const enHits = (await (await get(`/en/api/search?q=${encodeURIComponent(word)}`)).json()) as { hits: Array<{ href: string }> }
    expect(enHits.hits.some((h) => h.href === OPEN_EN.href)).toBe(true)
    const zhHits = (await (await get(`/api/search?q=${encodeURIComponent(word)}`)).json()) as { hits: Array<{ href: string }> }
    expect(zhHits.hits.some((h) => h.href === OPEN_EN.href)).toBe(false)
    // a client's own language header never reaches the endpoint: the proxy writes it
    const forged = (await (await get(`/api/search?q=${encodeURIComponent(word)}`, { 'x-leafpress-language': 'en' })).json()) as { hits: unknown[] }
    expect(forged.hits).toEqual(zhHits.hits)
  })

  it('an English locked post asks for its password, and opens with it', async () => {
    const secret = 'This secret meal plan can only be read after entering the password.'
    const locked = await html(`/en${LOCKED_EN.href}`)
    expect(locked.status).toBe(200)
    expect(locked.body).not.toContain(secret)
    expect(locked.body).toMatch(/type="password"/)
    const res = await fetch(`${server.url}/api/unlock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: LOCKED_EN.id, password: 'leafpress-2024' }) })
    expect(res.status).toBe(200)
    const cookie = res.headers.get('set-cookie')!.split(';')[0]
    const open = await html(`/en${LOCKED_EN.href}`).then(() => get(`/en${LOCKED_EN.href}`, { cookie }))
    expect(await open.text()).toContain(secret)
    expect(open.headers.get('cache-control')).toContain('no-store')
    // its page under it, at the English address: locked with it, open with the same cookie
    const page = JSON.parse(fs.readFileSync(path.join(EN_DIR, 'pages', `${LOCKED_EN.id}.json`), 'utf8'))
    const sub = childPagesOf(page, toUuid(LOCKED_EN.id), () => false)[0]
    const subPath = `/en${LOCKED_EN.href}/${sub.id.replace(/-/g, '')}`
    const subSecret = 'Members’ shopping list: this page, too, can only be read after entering the password.'
    const subLocked = await html(subPath)
    expect(subLocked.status).toBe(200)
    expect(subLocked.body).not.toContain(subSecret)
    expect(await (await get(subPath, { cookie })).text()).toContain(subSecret)
  })
})

describe('editors per language', () => {
  it("/en/status lists the English database's rows, and its preview links open the English preview", async () => {
    const login = await fetch(`${server.url}/en/status`, { method: 'POST', body: new URLSearchParams({ action: 'login', password: STATUS_PASSWORD }), redirect: 'manual' })
    expect(login.status).toBe(303)
    expect(login.headers.get('location')).toBe('/en/status')
    const cookie = login.headers.get('set-cookie')!.split(';')[0]
    const page = await (await fetch(`${server.url}/en/status`, { headers: { cookie } })).text()
    expect(page).toContain(en.info.title)
    for (const p of en.posts) expect(page, p.slug).toContain(`data-row="${p.id}"`)
    expect(page).not.toContain(`data-row="${zh.posts[0].id}"`)
    const link = page.match(new RegExp(`href="(/en/api/preview\\?page=${OPEN_EN.id}&amp;exp=\\d+&amp;sig=[0-9a-f]+)"`))?.[1]?.replace(/&amp;/g, '&')
    expect(link).toBeTruthy()
    const entry = await fetch(server.url + link, { redirect: 'manual' })
    expect(entry.status).toBe(303)
    expect(entry.headers.get('location')).toMatch(new RegExp(`^/en/preview/${OPEN_EN.id}\\?exp=\\d+&sig=`))
    const draft = entry.headers.get('set-cookie')!.split(';')[0]
    const preview = await fetch(server.url + entry.headers.get('location'), { headers: { cookie: draft } })
    expect(preview.status).toBe(200)
    const body = await preview.text()
    expect(htmlLang(body)).toBe('en-US')
    expect(body).toContain(OPEN_EN.title)
  })
})

describe('freshness and failures per database', () => {
  it('a webhook for an English page renders English pages again, and leaves the Chinese ones as they were', async () => {
    const text = `Edited in Notion at ${Date.now()}`
    const zhHome = async () => (await fetch(`${server.url}/`, { headers: { 'accept-language': 'zh-CN' } })).headers.get('x-nextjs-cache')
    // cached first
    for (let i = 0; i < 3; i++) await Promise.all([get(`/en${OPEN_EN.href}`), zhHome()])
    expect(await zhHome()).toBe('HIT')
    editFirstParagraph(notion.universe, OPEN_EN.id, text, true)
    const res = await sendNotionEvent(`${server.url}/api/notion-webhook`, notionEvent({ type: 'page.content_updated', entityId: OPEN_EN.id }), TOKEN)
    expect(res.status).toBe(200)
    const { reloaded } = (await res.json()) as { reloaded: string[] }
    expect(reloaded.map((id) => id.replace(/-/g, ''))).toEqual([OPEN_EN.id])
    await expect.poll(async () => (await html(`/en${OPEN_EN.href}`)).body.includes(text), { timeout: 5_000 }).toBe(true)
    expect((await html(zh.posts.find((p) => p.slug === OPEN_EN.slug)!.href)).body).not.toContain(text)
    // the English lists changed (a new day of last edit); the Chinese pages show none of it
    expect(await zhHome()).toBe('HIT')
  })

  it('an English database that cannot be loaded leaves the Chinese site serving', async () => {
    const broken = await startNotionServer(bothDatabases(), { wrap2026: true })
    broken.viewFaults.set(EN_VIEW, 500)
    const other = await startServer({ distDir: copyBuild('.next', '.next-e2e-languages-2'), build: false, env: settings(broken.apiBaseUrl) })
    try {
      const home = await fetch(`${other.url}/`, { headers: { 'accept-language': 'zh-CN' } })
      expect(home.status).toBe(200)
      expect(await home.text()).toContain(zh.posts[0].title)
      expect((await fetch(`${other.url}/en`)).status).toBe(503)
      // the Chinese article still renders its page in full, without the English alternate
      const article = await fetch(`${other.url}${encodeURI(zh.posts[0].href)}`)
      expect(article.status).toBe(200)
      expect(hreflang(await article.text())['en-US']).toBeUndefined()
      // the English database comes back: /en serves
      broken.viewFaults.delete(EN_VIEW)
      await expect.poll(async () => (await fetch(`${other.url}/en`)).status, { timeout: 20_000, interval: 500 }).toBe(200)
    } finally {
      await other.stop()
      await broken.close()
    }
  })
})
