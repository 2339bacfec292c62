// The theme matrix: every theme of the registry (themes/index.ts, REAL_THEMES) against every
// screen of the site, as a reader gets it. Routes are checked in the served HTML with plain
// requests (fast, and what a reader without JavaScript, a crawler and a link checker get);
// the browser is used for what needs one: widths, dark mode, the lock flow, the mobile TOC
// drawer, and each theme's own signature parts (tests/e2e/themes/<name>.ts).
// A new theme joins by being in the registry, not by copying this file.
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { REAL_THEMES } from '@/themes'
import { archiveOf } from '@/lib/site/taxonomy'
import { pageSlice } from '@/lib/site/pagination'
import { getStrings } from '@/lib/i18n'
import { baseUrl, closeBrowser, DESKTOP, MOBILE, newPage } from './harness'
import { SAMPLE_DIR, sampleSite, sampleSubPages, siteOf } from '../support/sample'
import type { ThemeSpec } from './themes/types'

afterAll(closeBrowser)

const site = sampleSite()
const PER_PAGE = 12
const strings = getStrings('zh-CN') // the harness's browser language and Accept-Language below
const LOCKED = '/article/members-meal-plan'
const SECRET = '這段內容只有輸入密碼後才能看見的秘密餐單'
const PASSWORD = 'leafpress-2024'
const ARTICLE = site.posts.find((p) => p.slug === 'fiber-daily-guide')!
const TOC_ARTICLE = '/article/kitchen-sink'
const about = site.allPages.find((p) => p.slug === 'about')!
// a category and a tag with more than one page of posts when the sample has one
const category = [...site.categories].sort((a, b) => b.count - a.count)[0]
const tag = [...site.tags].sort((a, b) => b.count - a.count)[0]
const enc = encodeURIComponent
// a page two levels under a post (post → page → this page)
const SUB = sampleSubPages()
// the sample's English database, under /en (the e2e server serves the embedded sample, both languages)
const en = siteOf(path.join(SAMPLE_DIR, '..', 'sample-en'))
const EN_ARTICLE = en.posts.find((p) => p.slug === ARTICLE.slug && !p.locked) ?? en.posts.find((p) => !p.locked)!
const EN_LOCKED = en.posts.find((p) => p.locked)!
/** The screens under /en whose chrome differs (home, article, lock, lists, search hits, a Page, the 404). */
const EN_PATHS = ['/en', `/en${EN_ARTICLE.href}`, `/en${EN_LOCKED.href}`, '/en/archive', '/en/category', `/en/search/${enc('meal')}`, '/en/about', '/en/no-such-page']

/** The served HTML of a path in a theme (the theme cookie, as a reader who picked it has). */
async function get(theme: string, path: string) {
  const res = await fetch(baseUrl() + path, { headers: { cookie: `theme=${theme}`, 'accept-language': 'zh-CN' }, redirect: 'manual' })
  return { status: res.status, html: await res.text(), cache: res.headers.get('x-nextjs-cache') }
}

const hrefs = (html: string) => new Set([...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => decodeURIComponent(m[1].replace(/&amp;/g, '&')).replace(/[?&]theme=[a-z]+/, '')))
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

/**
 * What a page under a language prefix may not show: runs of CJK characters (Han, kana, CJK
 * punctuation, full-width forms) in its visible text, i.e. the served HTML's text without
 * <script> and <style> (text hidden by CSS stays in: a phone's menu, a screen reader's sr-only
 * copy are read too). Left out, precisely:
 * - the post's body (`<article class="notion notion-page">`, lib/render/body.tsx): the owner's
 *   prose may quote another language (a dish's name, a source) — the rule's exception, content
 *   the owner wrote that way;
 * - <option> elements: the language picker names each language in its own words (简体中文, 日本語).
 * Post titles, summaries, categories, tags and search excerpts stay in: under /en they come from
 * the English database (which has no CJK), so CJK there would be the other database leaking in.
 */
function otherLanguageRuns(html: string): string[] {
  let rest = html.replace(/<option\b[\s\S]*?<\/option>/g, ' ')
  // the body, with any <article> nested in it
  for (let start = rest.search(/<article\b[^>]*\bclass="notion notion-page\b/); start >= 0; start = rest.search(/<article\b[^>]*\bclass="notion notion-page\b/)) {
    const tags = /<(\/?)article\b[^>]*>/g
    tags.lastIndex = start
    let depth = 0
    let end = rest.length
    for (let m = tags.exec(rest); m; m = tags.exec(rest)) {
      depth += m[1] ? -1 : 1
      if (depth === 0) {
        end = m.index + m[0].length
        break
      }
    }
    rest = rest.slice(0, start) + ' ' + rest.slice(end)
  }
  const words = text(rest)
  return [...words.matchAll(/[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]+/g)].map((m) => `…${words.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30)}…`)
}

function expectPostLinks(html: string, posts: typeof site.posts, where: string) {
  const links = hrefs(html)
  const missing = posts.filter((p) => !links.has(p.href)).map((p) => p.href)
  expect(missing, `${where}: post links missing`).toEqual([])
}

async function openIn(theme: string, path: string, opts: { width: number; height: number; colorScheme?: 'light' | 'dark' }) {
  const { page, context } = await newPage({ ...opts, cookies: [{ name: 'theme', value: theme }] })
  const res = await page.goto(baseUrl() + path, { waitUntil: 'load' })
  return { page, context, status: res?.status() ?? 0 }
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

async function loadSpec(theme: string): Promise<ThemeSpec> {
  return ((await import(`./themes/${theme}.ts`)) as { default: ThemeSpec }).default
}

/**
 * A theme that is always dark: dark in the first byte of HTML (no flash of light) for a reader
 * whose browser and saved choice are light, no dark-mode button, and the reader's own choice
 * kept for the other themes.
 */
async function expectAlwaysDark(theme: string) {
  const served = await fetch(baseUrl() + '/', { headers: { cookie: `theme=${theme}; darkMode=light` } })
  expect((await served.text()).match(/<html\b[^>]*>/)?.[0]).toMatch(/class="[^"]*\bdark\b/)
  const { page, context } = await newPage({ ...DESKTOP, colorScheme: 'light', cookies: [{ name: 'theme', value: theme }, { name: 'darkMode', value: 'light' }] })
  await page.goto(baseUrl() + '/', { waitUntil: 'load' })
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
  expect(await page.getByTestId('dark-mode-toggle').filter({ visible: true }).count()).toBe(0)
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0)
  const saved = (await context.cookies()).find((c) => c.name === 'darkMode')
  expect(saved?.value, 'the reader’s own choice is kept for other themes').toBe('light')
  await context.close()
}

/** The id of the visible button's dialog named as the table of contents (a drawer), or null. */
const tocDialogId = (page: Page) =>
  page.evaluate((label) => {
    for (const b of document.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
      const panel = document.getElementById(b.getAttribute('aria-controls')!)
      if (b.offsetParent && panel?.getAttribute('role') === 'dialog' && panel.getAttribute('aria-label') === label) return panel.id
    }
    return null
  }, strings.COMMON.TABLE_OF_CONTENTS)

/** Clicks an entry in the middle of the TOC in view: it becomes the marked one, and stays so. */
async function expectClickedMarked(page: Page, where: string) {
  const visibleLinks = page.locator('a[data-active]').filter({ visible: true })
  await expect.poll(() => visibleLinks.count(), { message: `${where}: a TOC in view` }).toBeGreaterThan(3)
  // an entry in the middle: its heading can reach the top of the window
  const entry = visibleLinks.nth(2)
  const href = (await entry.getAttribute('href'))!
  await entry.click()
  await expect.poll(() => new URL(page.url()).hash).toBe(href)
  const marked = () => page.locator('a[data-active="true"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))])
  await expect.poll(marked, { timeout: 5000, message: `${where}: the entry clicked is marked` }).toEqual([href])
  // and stays so once the scroll has settled
  await page.waitForTimeout(400)
  expect(await marked(), `${where}, after settling`).toEqual([href])
}

describe.each(REAL_THEMES.map((t) => [t]))('theme %s', (theme) => {
  describe('every route, in the served HTML', () => {
    it('home and its page 2 list the posts, page 1 links to page 2', async () => {
      const home = await get(theme, '/')
      expect(home.status).toBe(200)
      expect(home.html).toContain(`data-theme="${theme}"`)
      if ((await loadSpec(theme)).homeKind === 'landing') {
        // a product page, not page 1 of a list: it still leads to the posts
        expect([...hrefs(home.html)].some((h) => h.startsWith('/article/') || h === '/archive'), '/ leads to the posts').toBe(true)
      } else {
        expectPostLinks(home.html, pageSlice(site.posts, 1, PER_PAGE), '/')
        expect(hrefs(home.html).has('/page/2'), '/ links to /page/2').toBe(true)
      }
      const two = await get(theme, '/page/2')
      expect(two.status).toBe(200)
      expectPostLinks(two.html, pageSlice(site.posts, 2, PER_PAGE), '/page/2')
      // warm pages come from the ISR cache, per (theme, language)
      expect((await get(theme, '/')).cache).toMatch(/^(HIT|STALE)$/)
    })

    it('category and tag indexes, lists and their page 2', async () => {
      const cats = await get(theme, '/category')
      expect(cats.status).toBe(200)
      for (const c of site.categories) expect(hrefs(cats.html).has(`/category/${c.name}`), c.name).toBe(true)
      const tags = await get(theme, '/tag')
      expect(tags.status).toBe(200)
      for (const t of site.tags) expect(hrefs(tags.html).has(`/tag/${t.name}`), t.name).toBe(true)

      const inCategory = site.posts.filter((p) => p.category === category.name)
      const c1 = await get(theme, `/category/${enc(category.name)}`)
      expect(c1.status).toBe(200)
      expectPostLinks(c1.html, pageSlice(inCategory, 1, PER_PAGE), `/category/${category.name}`)
      // page 2 exists when the category has more posts than a page; past the last page is a 404
      const c2 = await get(theme, `/category/${enc(category.name)}/page/2`)
      expect(c2.status).toBe(inCategory.length > PER_PAGE ? 200 : 404)
      if (c2.status === 200) expectPostLinks(c2.html, pageSlice(inCategory, 2, PER_PAGE), `/category/${category.name}/page/2`)

      const withTag = site.posts.filter((p) => p.tags.includes(tag.name))
      const t1 = await get(theme, `/tag/${enc(tag.name)}`)
      expect(t1.status).toBe(200)
      expectPostLinks(t1.html, pageSlice(withTag, 1, PER_PAGE), `/tag/${tag.name}`)
      // a page past the last one is a 404, not an empty list
      expect((await get(theme, `/tag/${enc(tag.name)}/page/2`)).status).toBe(withTag.length > PER_PAGE ? 200 : 404)
    })

    it('the archive groups posts by month with #yyyy-MM anchors', async () => {
      const { status, html } = await get(theme, '/archive')
      expect(status).toBe(200)
      for (const g of archiveOf(site.posts)) expect(html, `#${g.month}`).toMatch(new RegExp(`\\sid="${g.month}"`))
      expectPostLinks(html, site.posts, '/archive')
    })

    it('search: the box, results for a keyword, and its page 2', async () => {
      const empty = await get(theme, '/search')
      expect(empty.status).toBe(200)
      expect(empty.html).toMatch(/<input\b[^>]*type="(search|text)"/)
      const hits = await get(theme, `/search/${enc('飲食')}`)
      expect(hits.status).toBe(200)
      const found = [...hrefs(hits.html)].filter((h) => h.startsWith('/article/'))
      expect(found.length).toBeGreaterThan(0)
      expect((await get(theme, `/search/${enc('飲食')}/page/2`)).status).toBe(200)
    })

    it('an article and a Page: one <h1> with the title, the body, no record-map data, no comments section without a comment system', async () => {
      const a = await get(theme, ARTICLE.href)
      expect(a.status).toBe(200)
      const h1s = [...a.html.matchAll(/<h1\b[\s\S]*?<\/h1>/g)].map((m) => text(m[0]).trim())
      expect(h1s.length, h1s.join(' | ')).toBe(1)
      expect(h1s[0]).toContain(ARTICLE.title)
      expect(a.html).toContain('notion-page')
      expect(a.html).not.toContain('"collection_query"')
      // no comment system is configured here: no comments section, nothing pointing at one
      expect(a.html).not.toMatch(/\sid="comment"/)
      expect(a.html).not.toContain('href="#comment"')
      const p = await get(theme, about.href)
      expect(p.status).toBe(200)
      expect(text(p.html)).toContain(about.title)
    })

    it('a page under a post: a breadcrumb back to the post, one <h1> with its title, its body', async () => {
      const { status, html } = await get(theme, SUB.tomato.href)
      expect(status).toBe(200)
      const nav = html.match(/<nav\b[^>]*data-breadcrumb[^>]*>[\s\S]*?<\/nav>/)?.[0] ?? ''
      expect(nav, 'breadcrumb').not.toBe('')
      expect([...hrefs(nav)]).toEqual([SUB.kitchen.href, SUB.veg.href])
      expect(text(nav)).toContain(SUB.tomato.title)
      const h1s = [...html.matchAll(/<h1\b[\s\S]*?<\/h1>/g)].map((m) => text(m[0]).trim())
      expect(h1s.length, h1s.join(' | ')).toBe(1)
      expect(h1s[0]).toContain(SUB.tomato.title)
      expect(text(html)).toContain('茄紅素是脂溶性的植化素')
      expect(html).toContain('class="shiki') // code highlighted on the server there too
      expect(html).toContain('class="katex')
    })

    it('a locked article shows the prompt and nothing of its body', async () => {
      const { status, html } = await get(theme, LOCKED)
      expect(status).toBe(200)
      expect(html).toContain('data-testid="article-lock"')
      expect(html).not.toContain(SECRET)
    })

    it('under /en nothing is in another language: no CJK outside the post body (issue #42)', async () => {
      const found = await Promise.all(
        EN_PATHS.map(async (p) => {
          const { status, html } = await get(theme, p)
          expect(status, p).toBe(p === '/en/no-such-page' ? 404 : 200)
          return otherLanguageRuns(html).map((run) => `${p}: ${run}`)
        }),
      )
      expect(found.flat(), `${theme}: text of another language under /en`).toEqual([])
      // the check reads the page's own words: on the Chinese home (already cached) it finds them
      expect(otherLanguageRuns((await get(theme, '/')).html).length, 'the Chinese home has Chinese outside post bodies').toBeGreaterThan(0)
    })

    it('an unknown path is a real 404 drawn on the server, in the theme', async () => {
      for (const path of ['/no-such-page', '/article/no-such-post', `/tag/${enc('沒有這個標籤')}`]) {
        const { status, html } = await get(theme, path)
        expect(status, path).toBe(404)
        expect(html).toContain(`data-theme="${theme}"`)
        const words = text(html)
        expect(words).toContain('404')
        expect(words).toContain(strings.NAV.TRY_SEARCHING)
        expect(words).toContain(strings.NAV.BACK_HOME)
        expect(hrefs(html).has('/')).toBe(true)
        // something to go on reading
        expectPostLinks(html, site.latestPosts.slice(0, 3), `${path} (latest posts)`)
      }
    })
  })

  describe('in the browser', () => {
    it('desktop: dark mode toggles and persists; nothing scrolls sideways', async () => {
      if ((await loadSpec(theme)).appearance === 'dark') return expectAlwaysDark(theme)
      const { page, context } = await openIn(theme, '/', { ...DESKTOP, colorScheme: 'light' })
      const toggle = page.getByTestId('dark-mode-toggle').filter({ visible: true }).first()
      await toggle.waitFor()
      const before = await page.evaluate(() => document.documentElement.classList.contains('dark'))
      await toggle.click()
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!before)
      await page.reload({ waitUntil: 'load' })
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!before)
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0)
      await context.close()
    })

    it('phone: every screen fits 390 px; the dark-mode button is there', async () => {
      const { page, context } = await openIn(theme, '/', MOBILE)
      if ((await loadSpec(theme)).appearance !== 'dark') await page.getByTestId('dark-mode-toggle').filter({ visible: true }).first().waitFor()
      for (const path of ['/', '/archive', '/category', '/tag', `/search/${enc('飲食')}`, TOC_ARTICLE, SUB.tomato.href, about.href, LOCKED, '/no-such-page']) {
        await page.goto(baseUrl() + encodeURI(path), { waitUntil: 'load' })
        expect(await noSideScroll(page), `${path} scrolls sideways at 390 px`).toBeLessThanOrEqual(0)
      }
      await context.close()
    })

    it('no archive date wraps, in Chinese or French, at 1280 or 390 px', async () => {
      for (const view of [DESKTOP, MOBILE]) {
        const { page, context } = await openIn(theme, '/archive', view)
        for (const lang of ['zh-CN', 'fr-FR']) {
          await page.goto(`${baseUrl()}/archive?lang=${lang}`, { waitUntil: 'load' })
          const wrapped = await page.locator('main time').evaluateAll((els) =>
            els
              .filter((el) => (el as HTMLElement).offsetParent)
              // the lines its text is laid out on (its box may be stretched by its row, an icon
              // beside the text sits at its own height): tops of the text's pieces more than
              // half a line apart
              .filter((el) => {
                const tops: number[] = []
                const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
                for (let n = walker.nextNode(); n; n = walker.nextNode()) {
                  const range = document.createRange()
                  range.selectNodeContents(n)
                  for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top)
                }
                const half = parseFloat(getComputedStyle(el).fontSize) / 2
                return tops.some((t) => Math.abs(t - tops[0]) > half)
              })
              .map((el) => el.textContent),
          )
          expect(wrapped, `${lang} at ${view.width} px`).toEqual([])
        }
        await context.close()
      }
    })

    it('phone: the TOC drawer opens a dialog of the article’s headings and closes on Escape; the entry clicked in it is the marked one', async () => {
      const { page, context } = await openIn(theme, TOC_ARTICLE, MOBILE)
      const id = await tocDialogId(page)
      expect(id, 'a visible TOC button opening a dialog').not.toBeNull()
      const open = () => page.locator(`button[aria-controls="${id}"]`).filter({ visible: true }).first().click()
      await open()
      const dialog = page.locator(`#${id}`)
      await expect.poll(() => dialog.getAttribute('data-open')).toBe('true')
      const links = dialog.locator('a[href^="#"]')
      await links.first().waitFor()
      expect(await links.count()).toBeGreaterThan(2)
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.getAttribute('data-open')).toBe('false')
      await open()
      await expectClickedMarked(page, '390 px')
      await context.close()
    })

    it('desktop: the clicked TOC entry is the marked one', async () => {
      const { page, context } = await openIn(theme, TOC_ARTICLE, DESKTOP)
      const id = await tocDialogId(page)
      // the TOC in view: the sidebar's, or the drawer's once opened
      if (!(await page.locator('a[data-active]').filter({ visible: true }).count()) && id) await page.locator(`button[aria-controls="${id}"]`).filter({ visible: true }).first().click()
      await expectClickedMarked(page, '1280 px')
      await context.close()
    })

    it('the search overlay wears the theme’s own accent (not the default indigo)', async () => {
      const { page, context } = await openIn(theme, '/', DESKTOP)
      const panel = page.locator('.leafpress-search')
      // the shortcut works once the page has hydrated: pressed until the overlay is there
      await expect.poll(async () => (await page.keyboard.press('Control+k'), await panel.count()), { timeout: 15_000 }).toBe(1)
      const accent = await panel.evaluate((el) => getComputedStyle(el).getPropertyValue('--lp-search-accent').trim().toLowerCase())
      expect(accent).not.toBe('')
      expect(accent, 'the base default: the theme sets none').not.toBe('#4f46e5')
      await context.close()
    })

    it('the lock: a wrong password is refused, the right one shows the body', async () => {
      const { page, context } = await openIn(theme, LOCKED, DESKTOP)
      // attempts are limited per client and article (5 a minute): each theme is another reader
      // (a documentation address, TEST-NET-1, as the client's forwarded address)
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${REAL_THEMES.indexOf(theme) + 1}` })
      await page.locator('[data-testid="article-lock"][data-ready]').waitFor()
      const input = page.locator('[data-testid="article-lock"] input[type="password"]')
      await input.fill('not-the-password')
      await input.press('Enter')
      await page.locator('[data-testid="article-lock"] [role="alert"]').waitFor()
      expect(await page.locator('body').innerText()).not.toContain(SECRET)
      await input.fill(PASSWORD)
      await input.press('Enter')
      await page.getByText(SECRET).waitFor({ timeout: 15_000 })
      await context.close()
    })

    it('its signature parts work as a reader uses them', async () => {
      const spec = await loadSpec(theme)
      const url = (path: string) => baseUrl() + encodeURI(path)
      for (const [part, size, path] of [
        ['home', DESKTOP, '/'],
        ['article', DESKTOP, TOC_ARTICLE],
        ['mobile', MOBILE, '/'],
      ] as const) {
        const check = spec[part]
        if (!check) continue
        const { page, context } = await openIn(theme, path, size)
        try {
          await check({ page, url })
        } finally {
          await context.close()
        }
      }
      expect(Object.keys(spec).length, 'tests/e2e/themes/<name>.ts checks at least one signature part').toBeGreaterThan(0)
    })
  })
})
