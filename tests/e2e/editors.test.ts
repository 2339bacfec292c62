// Editors see before readers do (issue #32), against the built site reading a local Notion
// server: the status page behind its password lists every row with the reason readers see it or
// not, and a preview link per row; a Draft's preview shows it with the bar in the site's theme
// while readers find it nowhere; forged or other-page links are refused; an edit shows in the
// preview at once and not to readers; a post scheduled a few seconds ahead appears on its own;
// a slug taken twice gives both rows an address. Preview links expire (issue #38): the status
// page says until when, an expired link says so and points back to it, an edited end is forged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notionDate, setRowProperty, startNotionServer, universeFromSnapshot, editFirstParagraph, type NotionServer } from '../support/notion-server'
import { SAMPLE_DIR, sampleSite } from '../support/sample'
import { copyBuild, startServer, type RunningServer } from '../support/server'
import { closeBrowser, newPage } from './harness'
import { previewLink } from '@/lib/preview/sign'

const ROOT = 'ab3d437a821843628c7d79c2caa73129'
const PASSWORD = 'editor-e2e-password'
const ZONE = 'Asia/Taipei'
const site = sampleSite()
const rows = [...site.byId.values()]
const DRAFT = rows.find((r) => r.status === 'Draft')!
const INVISIBLE = rows.find((r) => r.status === 'Invisible')!
const LOCKED = site.posts.find((p) => p.locked)!
// the server's and this process's: the test signs a link that ended a day ago (lib/preview/sign.ts)
const SECRET = 'editors-e2e-secret-0123456789abcdef'
process.env.LEAFPRESS_SECRET = SECRET

let notion: NotionServer
let server: RunningServer

beforeAll(async () => {
  notion = await startNotionServer(universeFromSnapshot(SAMPLE_DIR), { wrap2026: true })
  server = await startServer({
    distDir: copyBuild('.next', '.next-e2e-editors'),
    build: false,
    env: {
      NOTION_PAGE_ID: ROOT,
      NOTION_API_BASE_URL: notion.apiBaseUrl,
      NOTION_RATE_LIMIT: '50',
      // pages and data fresh for 5 s: a scheduled post must still appear with no webhook
      REVALIDATE_SECONDS: '5',
      SCHEDULE_POSTS: 'true',
      TIMEZONE: ZONE,
      LEAFPRESS_STATUS_PASSWORD: PASSWORD,
      LEAFPRESS_SECRET: SECRET,
    },
  })
}, 600_000)

afterAll(async () => {
  await closeBrowser()
  await server?.stop()
  await notion?.close()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers: { 'accept-language': 'zh-CN', ...headers }, redirect: 'manual' })
const text = async (path: string) => {
  const res = await get(path)
  return { status: res.status, html: await res.text() }
}

/** A session cookie for the status page. */
async function login(): Promise<string> {
  const res = await fetch(`${server.url}/status`, { method: 'POST', body: new URLSearchParams({ action: 'login', password: PASSWORD }), redirect: 'manual' })
  expect(res.status).toBe(303)
  return res.headers.get('set-cookie')!.split(';')[0]
}

async function statusHtml(cookie: string, recheck = false): Promise<string> {
  const res = recheck
    ? await fetch(`${server.url}/status`, { method: 'POST', headers: { cookie }, body: new URLSearchParams({ action: 'recheck' }) })
    : await get('/status', { cookie })
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toContain('no-store')
  return res.text()
}

/** The row of the status table for `id`: its reader view and its notes. */
function rowOf(html: string, id: string) {
  const tr = html.match(new RegExp(`<tr[^>]*data-row="${id}"[^>]*>[\\s\\S]*?</tr>`))?.[0] ?? ''
  return {
    view: tr.match(/data-view="(\w+)"/)?.[1],
    notes: tr.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' '),
    preview: tr.match(/href="([^"]*api\/preview[^"]*)"/)?.[1]?.replace(/&amp;/g, '&'),
  }
}

/** What a reader finds of `post` everywhere it could be listed. */
async function readerFinds(post: { href: string; title: string }) {
  const [article, home, feed, sitemap, search] = await Promise.all([
    get(encodeURI(post.href)).then((r) => r.status),
    text('/page/1').then((r) => r.html.includes(post.title)),
    text('/feed').then((r) => r.html.includes(post.title)),
    text('/sitemap.xml').then((r) => r.html.includes(encodeURI(post.href))),
    get(`/api/search?q=${encodeURIComponent(post.title)}`).then(async (r) => JSON.stringify(await r.json()).includes(post.href)),
  ])
  return { article, home, feed, sitemap, search }
}

describe('the status page', () => {
  it('refuses without its password: a form (401), a wrong password (401); the right one opens it', async () => {
    const res = await get('/status')
    expect(res.status).toBe(401)
    const form = await res.text()
    expect(form).toContain('type="password"')
    expect(form).not.toContain(DRAFT.title)
    const wrong = await fetch(`${server.url}/status`, { method: 'POST', body: new URLSearchParams({ action: 'login', password: 'guess' }), redirect: 'manual' })
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toContain('Wrong password')
    // a session cookie from nowhere is no session
    expect((await get('/status', { cookie: 'leafpress_status=9999999999999.' + 'ab'.repeat(32) })).status).toBe(401)
    expect(await statusHtml(await login())).toContain('Publishing status')
  })

  it('lists every row with what readers see and why, the data source and the webhook state', async () => {
    const html = await statusHtml(await login())
    for (const r of rows) expect(html, r.title).toContain(`data-row="${r.id}"`)
    expect(rowOf(html, DRAFT.id)).toMatchObject({ view: 'hidden' })
    expect(rowOf(html, DRAFT.id).notes).toContain('Hidden by its status “Draft”')
    expect(rowOf(html, INVISIBLE.id).view).toBe('unlisted')
    expect(rowOf(html, LOCKED.id).notes).toContain('Locked')
    const listed = site.posts.find((p) => !p.locked)!
    expect(rowOf(html, listed.id).notes).toContain(`Published at ${listed.href}`)
    for (const r of rows.filter((r) => r.type === 'Post' || r.type === 'Page')) {
      expect(rowOf(html, r.id).preview, r.title).toMatch(/^\/api\/preview\?page=[0-9a-f]{32}&exp=\d+&sig=[0-9a-f]{32}$/)
      // each link with its end, a week ahead, in the site's zone
      const exp = Number(new URL(server.url + rowOf(html, r.id).preview).searchParams.get('exp')) * 1000
      expect(Math.abs(exp - (Date.now() + 7 * 24 * 3600_000))).toBeLessThan(120_000)
      const end = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' }).format(new Date(exp))
      expect(rowOf(html, r.id).notes, r.title).toContain(`Preview until ${end} ${ZONE}`)
    }
    expect(html).toContain('notion-web')
    expect(html).toContain('Last successful load')
    expect(html).toContain('not verified')
    expect(html).toContain('Re-check now')
  })
})

describe('a preview', () => {
  it('shows a Draft in the theme with the bar, private and noindex, while readers find it nowhere', async () => {
    const link = rowOf(await statusHtml(await login()), DRAFT.id).preview!
    const { page, context } = await newPage()
    const res = await page.goto(server.url + link, { waitUntil: 'load' })
    expect(res?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(`/preview/${DRAFT.id}`)
    expect(res?.headers()['cache-control']).toMatch(/private/)
    expect(res?.headers()['cache-control']).toMatch(/no-store/)
    expect(res?.headers()['x-robots-tag']).toContain('noindex')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    expect(await page.locator('h1').innerText()).toContain(DRAFT.title)
    expect(await page.locator('html').getAttribute('data-theme')).toBe('heo')
    const bar = page.locator('[data-preview-bar]')
    expect(await bar.innerText()).toContain('预览')
    expect(await bar.innerText()).toContain('Draft')
    // the way out: draft mode off, back to the site
    await Promise.all([page.waitForURL((u) => u.pathname === '/'), bar.getByRole('link').click()])
    expect((await context.cookies()).some((c) => c.name === '__prerender_bypass')).toBe(false)
    expect((await page.goto(server.url + `/preview/${DRAFT.id}${new URL(server.url + link).search.replace(/^\?page=\w+&/, '?')}`))?.status()).toBe(404)
    await context.close()
    // a reader, in the same run
    expect(await readerFinds(DRAFT)).toEqual({ article: 404, home: false, feed: false, sitemap: false, search: false })
  })

  it('refuses a forged link and another page’s link; without draft mode the preview address is a 404', async () => {
    const html = await statusHtml(await login())
    const own = new URL(server.url + rowOf(html, DRAFT.id).preview!)
    const other = new URL(server.url + rowOf(html, site.posts[0].id).preview!)
    const forged = `/api/preview?page=${DRAFT.id}&sig=${'0'.repeat(32)}`
    const swapped = `/api/preview?page=${DRAFT.id}&sig=${other.searchParams.get('sig')}`
    for (const path of [forged, swapped, `/api/preview?page=${DRAFT.id}`]) {
      const res = await get(path)
      expect(res.status, path).toBe(403)
      expect(res.headers.get('set-cookie') ?? '', path).not.toContain('__prerender_bypass')
    }
    // the right signature, but no draft mode (a link copied out of the editor's browser)
    expect((await get(`/preview/${DRAFT.id}?exp=${own.searchParams.get('exp')}&sig=${own.searchParams.get('sig')}`)).status).toBe(404)
  })

  it('an expired link says so (410, private) and points to the status page; an edited end is a forged link', async () => {
    const ended = new URL(server.url + previewLink(DRAFT.id, '', Date.now() - 8 * 24 * 3600_000).href)
    // the entry link, and the preview address it led to (a tab left open), with draft mode on or not
    const draftCookie = await (async () => {
      const { page, context } = await newPage()
      await page.goto(server.url + rowOf(await statusHtml(await login()), DRAFT.id).preview!, { waitUntil: 'load' })
      const c = (await context.cookies()).find((c) => c.name === '__prerender_bypass')!
      await context.close()
      return `${c.name}=${c.value}`
    })()
    for (const [path, cookie] of [
      [ended.pathname + ended.search, ''],
      [`/preview/${DRAFT.id}?exp=${ended.searchParams.get('exp')}&sig=${ended.searchParams.get('sig')}`, ''],
      [`/preview/${DRAFT.id}?exp=${ended.searchParams.get('exp')}&sig=${ended.searchParams.get('sig')}`, draftCookie],
    ]) {
      const res = await get(path, cookie ? { cookie } : {})
      expect(res.status, path).toBe(410)
      expect(res.headers.get('cache-control'), path).toBe('private, no-store')
      expect(res.headers.get('set-cookie') ?? '', path).not.toContain('__prerender_bypass')
      const html = await res.text()
      expect(html, path).toContain('This preview link has expired')
      expect(html, path).toContain('href="/status"')
      expect(html, path).not.toContain(DRAFT.title)
    }
    // a live link with its end pushed later: its signature no longer matches
    const live = new URL(server.url + rowOf(await statusHtml(await login()), DRAFT.id).preview!)
    live.searchParams.set('exp', String(Number(live.searchParams.get('exp')) + 3600))
    expect((await get(live.pathname + live.search)).status).toBe(403)
  })

  it('shows an edit at once; readers keep the page they had', async () => {
    const post = site.posts.filter((p) => !p.locked)[4]
    const before = await text(post.href)
    expect(before.status).toBe(200)
    // the content changes, the row's last-edited time does not: only a read past the caches sees it
    editFirstParagraph(notion.universe, post.id, '預覽裡立刻看得到的新段落')
    const { page, context } = await newPage()
    await page.goto(server.url + rowOf(await statusHtml(await login()), post.id).preview!, { waitUntil: 'load' })
    expect(await page.locator('main, body').first().innerText()).toContain('預覽裡立刻看得到的新段落')
    await context.close()
    expect((await text(post.href)).html).not.toContain('預覽裡立刻看得到的新段落')
  })
})

describe('scheduled posts (SCHEDULE_POSTS)', () => {
  it('a Published post dated a few seconds ahead is nowhere until then, and appears on its own within 30 s after', async () => {
    const post = site.posts.filter((p) => !p.locked)[2]
    // 12 s ahead, on the clocks of its own zone (Notion's API may give seconds)
    const appearsAt = Math.ceil((Date.now() + 12_000) / 1000) * 1000
    const wall = new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date(appearsAt))
    const [date, time] = wall.split(' ')
    setRowProperty(notion.universe, post.id, 'date', notionDate(date, time, ZONE))
    // the database is read again within REVALIDATE_SECONDS: then the post is hidden everywhere
    await expect.poll(() => readerFinds(post), { timeout: 20_000, interval: 1000 }).toEqual({ article: 404, home: false, feed: false, sitemap: false, search: false })
    const status = await statusHtml(await login())
    expect(rowOf(status, post.id).view).toBe('scheduled')
    expect(rowOf(status, post.id).notes).toContain('Scheduled: appears at')
    expect(Date.now()).toBeLessThan(appearsAt)
    await new Promise((r) => setTimeout(r, Math.max(0, appearsAt - Date.now())))
    await expect
      .poll(() => readerFinds(post), { timeout: 30_000, interval: 1000 })
      .toEqual({ article: 200, home: true, feed: true, sitemap: true, search: true })
  }, 150_000)
})

describe('slugs editors get wrong', () => {
  it('a slug taken twice: one row keeps it, the other moves to slug-<id>; the status page says which', async () => {
    const [keeper, mover] = site.posts.filter((p) => !p.locked).slice(6, 8)
    setRowProperty(notion.universe, mover.id, 'slug', [[keeper.slug]])
    const html = await statusHtml(await login(), true)
    const note = rowOf(html, [keeper, mover].sort((a, b) => a.createdDate - b.createdDate)[1].id).notes
    expect(note).toContain(`Slug “${keeper.slug}” is taken by`)
    const moved = note.match(/this row is at (\S+) instead/)?.[1]
    expect(moved).toMatch(new RegExp(`^/article/${keeper.slug}-[0-9a-f]{8}$`))
    expect((await get(encodeURI(keeper.href))).status).toBe(200)
    expect((await get(encodeURI(moved!))).status).toBe(200)
  })
})
