// Notion's webhooks against the built site reading a local Notion-compatible server: a wrong
// signature changes nothing; a signed event for an edited page makes the edit live within 2 s
// with one Notion call for a burst, and leaves an untouched article's cached page alone.
// The store's own refresh is set far away (REVALIDATE_SECONDS=600): only the webhook can
// bring the edit in. Last, the server restarts: a signed event as the first request of a cold
// process (its page cache on disk, its data not loaded) reads what the warm one did, and the
// pages showing it expire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNotionServer, universeFromSnapshot, type NotionServer, editFirstParagraph as editParagraph } from '../support/notion-server'
import { notionEvent, sendNotionEvent } from '../support/notion-webhook-sender'
import { SAMPLE_DIR, sampleSite, sampleSubPages } from '../support/sample'
import { copyBuild, startServer, type RunningServer } from '../support/server'

const ROOT = 'ab3d437a821843628c7d79c2caa73129'
const TOKEN = 'secret_e2eWebhookVerificationToken0123456789'

let notion: NotionServer
let site: RunningServer
const DIST = '.next-e2e-webhook'
const serve = () =>
  startServer({
    distDir: DIST,
    build: false,
    env: { NOTION_PAGE_ID: ROOT, NOTION_API_BASE_URL: notion.apiBaseUrl, NOTION_WEBHOOK_SECRET: TOKEN, REVALIDATE_SECONDS: '600', NOTION_RATE_LIMIT: '50' },
  })

beforeAll(async () => {
  notion = await startNotionServer(universeFromSnapshot(SAMPLE_DIR), { wrap2026: true })
  copyBuild('.next', DIST)
  site = await serve()
}, 600_000)

afterAll(async () => {
  await site?.stop()
  await notion?.close()
})

const hook = () => `${site.url}/api/notion-webhook`
const get = async (path: string) => {
  const res = await fetch(site.url + path, { headers: { 'accept-language': 'zh-CN' } })
  return { status: res.status, html: await res.text(), cache: res.headers.get('x-nextjs-cache') }
}
const pageLoads = (id: string) => notion.calls.filter((c) => c.endpoint === 'loadPageChunk' && String(c.body?.pageId).replace(/-/g, '') === id).length

/** Changes the first paragraph of a page in the Notion server (tests/support/notion-server.ts). */
const editFirstParagraph = (id: string, text: string, edited = false) => editParagraph(notion.universe, id, text, edited)

/** Requests a page until it is served from the page cache (rendered once, then a HIT). */
async function cached(path: string) {
  let r = await get(path)
  for (let i = 0; i < 10 && r.cache !== 'HIT'; i++) r = await get(path)
  expect(r.cache, `${path} cached`).toBe('HIT')
  return r
}

describe('POST /api/notion-webhook', () => {
  it('with a secret set, a handshake is acknowledged and said once, its token not logged (anyone can send one)', async () => {
    const res = await sendNotionEvent(hook(), { verification_token: 'secret_handshakeTokenFromNotion42' }, TOKEN, null)
    expect(res.status).toBe(200)
    expect(site.logs()).not.toContain('secret_handshakeTokenFromNotion42')
    expect(site.logs()).toContain('a verification request arrived while NOTION_WEBHOOK_SECRET is set')
  })

  it('answers 401 to a wrong or missing signature and changes nothing', async () => {
    const post = sampleSite().posts.filter((p) => !p.locked)[3]
    const before = await cached(post.href)
    editFirstParagraph(post.id, 'Forged edit that must not show')
    const loads = pageLoads(post.id)
    const event = notionEvent({ type: 'page.content_updated', entityId: post.id })
    expect((await sendNotionEvent(hook(), event, TOKEN, 'sha256=' + 'ab'.repeat(32))).status).toBe(401)
    expect((await sendNotionEvent(hook(), event, TOKEN, null)).status).toBe(401)
    expect((await sendNotionEvent(hook(), event, 'secret_someoneElsesTokenEntirely00')).status).toBe(401)
    await new Promise((r) => setTimeout(r, 1000))
    const after = await get(post.href)
    expect(after.cache).toBe('HIT')
    expect(after.html).not.toContain('Forged edit')
    expect(after.html).toBe(before.html)
    expect(pageLoads(post.id)).toBe(loads)
  }, 60_000)

  it('makes an edited page live within 2 s of its event, with one Notion call for a burst, and leaves other articles cached', async () => {
    // articles whose body every reader sees (a locked one shows only its prompt)
    const posts = sampleSite().posts
    const at = posts.findIndex((p, i) => i > 5 && !p.locked)
    const edited = posts[at]
    const untouched = posts.find((p, i) => Math.abs(i - at) > 1 && p.category !== edited.category && !p.tags.some((t) => edited.tags.includes(t)))!
    expect(untouched).toBeTruthy()
    await cached(edited.href)
    const other = await cached(untouched.href)

    const text = `Edited in Notion at ${Date.now()}`
    editFirstParagraph(edited.id, text)
    const loads = pageLoads(edited.id)
    const sent = Date.now()
    const answers = await Promise.all(
      ['page.content_updated', 'page.content_updated', 'page.properties_updated'].map((type) =>
        sendNotionEvent(hook(), notionEvent({ type, entityId: edited.id }), TOKEN),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    let html = ''
    while (Date.now() - sent < 5000) {
      html = (await get(edited.href)).html
      if (html.includes(text)) break
      await new Promise((r) => setTimeout(r, 100))
    }
    const elapsed = Date.now() - sent
    expect(html).toContain(text)
    expect(elapsed, `live after ${elapsed} ms`).toBeLessThan(2000)
    expect(pageLoads(edited.id) - loads, 'Notion calls for the burst').toBe(1)

    const again = await get(untouched.href)
    expect(again.cache).toBe('HIT')
    expect(again.html).toBe(other.html)

    // the same event again is a replay
    const replay = notionEvent({ type: 'page.content_updated', entityId: edited.id })
    expect((await sendNotionEvent(hook(), replay, TOKEN)).status).toBe(200)
    expect((await sendNotionEvent(hook(), replay, TOKEN)).status).toBe(409)
  }, 60_000)

  it('a page two levels under a post: its event makes its edit live within 2 s in every theme, and reloads its parent', async () => {
    const sub = sampleSubPages()
    // a reader went down the tree once: the site knows where the page sits
    for (const path of [sub.kitchen.href, sub.veg.href]) expect((await get(path)).status).toBe(200)
    await cached(sub.tomato.href)
    const text = `Sub-page edited in Notion at ${Date.now()}`
    editFirstParagraph(sub.tomato.id, text)
    const parentLoads = pageLoads(sub.veg.id)
    const sent = Date.now()
    const answer = await sendNotionEvent(hook(), notionEvent({ type: 'page.content_updated', entityId: sub.tomato.id, parentId: sub.veg.id }), TOKEN)
    expect(answer.status).toBe(200)
    let html = ''
    while (Date.now() - sent < 5000) {
      html = (await get(sub.tomato.href)).html
      if (html.includes(text)) break
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(html).toContain(text)
    expect(Date.now() - sent).toBeLessThan(2000)
    expect(pageLoads(sub.veg.id)).toBe(parentLoads + 1)
    const next = await fetch(`${site.url}${sub.tomato.href}`, { headers: { cookie: 'theme=next', 'accept-language': 'zh-CN' } })
    expect(await next.text()).toContain(text)
  }, 60_000)

  it('a restarted server: a signed event as its first request loads the data, reads what a warm one did, and the post shows the edit', async () => {
    const post = sampleSite().posts.filter((p) => !p.locked)[1]
    const event = (type: string) => notionEvent({ type, entityId: post.id })
    // what a warm instance names for an edit of this post
    await cached(post.href)
    const warm = await sendNotionEvent(hook(), event('page.properties_updated'), TOKEN)
    expect(warm.status).toBe(200)
    const named = (await warm.json()).reloaded as string[]
    expect(named.map((id) => id.replace(/-/g, ''))).toEqual([post.id])
    await cached(post.href) // on disk: the restarted process serves it from there
    await site.stop()
    site = await serve() // nothing requested but robots.txt: nothing loaded
    const calls = notion.calls.length
    const loads = pageLoads(post.id)
    const text = `Edited while the site restarted, at ${Date.now()}`
    editFirstParagraph(post.id, text)
    const res = await sendNotionEvent(hook(), event('page.content_updated'), TOKEN)
    const body = await res.json()
    expect(res.status, JSON.stringify(body)).toBe(200)
    expect(body.reloaded).toEqual(named)
    // it looked: the database, then the page
    expect(notion.calls.slice(calls).map((c) => c.endpoint)).toContain('queryCollection')
    expect(pageLoads(post.id)).toBeGreaterThan(loads)
    let html = ''
    for (const until = Date.now() + 5000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
      html = (await get(post.href)).html
      if (html.includes(text)) break
    }
    expect(html).toContain(text)
  }, 90_000)
})
