// Large sites behind a CDN (issue #27, parts 3 and 4), against a production server reading the
// local Notion server with a short freshness window (REVALIDATE_SECONDS = R):
// - a cached page never waits for Notion: with Notion answering in 1.5 s, no page request of a
//   warm site comes near that while the store refreshes, and 95 % take under 100 ms;
// - through a standard shared cache (tests/support/caching-proxy.ts: honours s-maxage,
//   stale-while-revalidate, Vary, private/no-store, knows nothing of Leafpress) readers with
//   different theme and language cookies and Accept-Language each always get their own variant,
//   the common case (no cookie) is served from the cache, and an edit in Notion shows within
//   its bound;
// - Vary and Cache-Control only where the answer varies (files, feeds, sitemap, robots, og,
//   static assets: no cookie or router entries).
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCachingProxy, type CachingProxy } from '../support/caching-proxy'
import { startNotionServer, universeFromSnapshot, type NotionServer } from '../support/notion-server'
import { SAMPLE_DIR, sampleSite, sampleSubPages } from '../support/sample'
import { copyBuild, startServer, type RunningServer } from '../support/server'
import { baseUrl } from './harness'

const ROOT = 'ab3d437a821843628c7d79c2caa73129'
const DIST = '.next-e2e-cdn'
/** The server's freshness window (s): the store's, and the s-maxage caches are given. */
const R = 3
/** The page cache's window: REVALIDATE_SECONDS too (lib/rendered-pages gives every entry that lifetime). */
const ISR_WINDOW = R

let notion: NotionServer
let site: RunningServer
let cdn: CachingProxy

beforeAll(async () => {
  notion = await startNotionServer(universeFromSnapshot(SAMPLE_DIR))
  // a copy of the build global-setup made, without the page cache of other runs: the tests
  // reason about pages rendered here
  copyBuild('.next', DIST)
  site = await startServer({
    distDir: DIST,
    build: false,
    env: { NOTION_PAGE_ID: ROOT, NOTION_API_BASE_URL: notion.apiBaseUrl, REVALIDATE_SECONDS: String(R), NOTION_RATE_LIMIT: '50' },
  })
  cdn = await startCachingProxy(site.url)
}, 600_000)

afterAll(async () => {
  await cdn?.close()
  await site?.stop()
  await notion?.close()
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Reader {
  name: string
  headers: Record<string, string>
  theme: string
  lang: string
}
/** No cookie, the site's language: the common case a shared cache keeps. */
const PLAIN: Reader = { name: 'plain', headers: { 'accept-language': 'zh-CN,zh;q=0.9' }, theme: 'heo', lang: 'zh-CN' }
const READERS: Reader[] = [
  PLAIN,
  { name: 'hexo/ja', headers: { cookie: 'theme=hexo; lang=ja-JP', 'accept-language': 'ja-JP,ja;q=0.9' }, theme: 'hexo', lang: 'ja-JP' },
  { name: 'next/fr', headers: { cookie: 'theme=next; lang=fr-FR; darkMode=dark', 'accept-language': 'fr-FR' }, theme: 'next', lang: 'fr-FR' },
  // no cookie, but the browser's language picks another one than the site's
  { name: 'browser en', headers: { 'accept-language': 'en-US,en;q=0.8' }, theme: 'heo', lang: 'en-US' },
]

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const started = performance.now()
  const res = await fetch(base + path, { headers, redirect: 'manual' })
  const html = await res.text()
  return { status: res.status, headers: res.headers, html, ms: performance.now() - started }
}

const variantOf = (html: string) => ({ theme: /data-theme="([^"]+)"/.exec(html)?.[1], lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] })

describe('a cached page never waits for Notion', () => {
  it('no page request of a warm site waits while the store refreshes from a Notion answering in 1.5 s', async () => {
    const posts = sampleSite().posts
    const sub = sampleSubPages()
    // a page two levels down comes after its parent, as a reader clicks down (a fresh instance
    // learns deeper pages from the pages opened and from its background crawl: lib/site/sub-pages.ts)
    const pages = ['/', '/archive', '/category', posts[0].href, posts[4].href, sub.veg.href, sub.shopping.href, sub.week1.href, sub.locked.href, '/no-such-page']
    const variants = [PLAIN.headers, READERS[1].headers]
    // warm: every page rendered once and then answered from the page cache
    for (let i = 0; i < 2; i++) {
      for (const p of pages) for (const h of variants) expect((await get(site.url, p, h)).status, p).toBe(p === '/no-such-page' ? 404 : 200)
    }

    /** Every page, round and round, from before a refresh starts until after it ended. */
    async function acrossRefresh() {
      await sleep(R * 1000 + 300) // past the store's freshness window
      const before = notion.calls.length
      const times: Array<{ path: string; ms: number; at: number }> = []
      let refreshSeen = 0
      const started = Date.now()
      for (let i = 0; Date.now() - started < 12_000; i++) {
        const p = pages[i % pages.length]
        const r = await get(site.url, p, variants[i % variants.length])
        expect(r.status, p).toBe(p === '/no-such-page' ? 404 : 200)
        times.push({ path: p, ms: r.ms, at: Date.now() - started })
        if (!refreshSeen && notion.calls.length > before) refreshSeen = Date.now()
        // the refresh is two requests to Notion one after the other: about 3 s
        if (refreshSeen && Date.now() - refreshSeen > 4500) break
      }
      expect(refreshSeen, 'the store asked Notion again').toBeGreaterThan(0)
      expect(times.length).toBeGreaterThan(20)
      const worst = [...times].sort((a, b) => b.ms - a.ms)
      const median = worst[times.length >> 1].ms
      console.log(`[cdn] ${times.length} page requests across a refresh with 1.5 s Notion (from ${refreshSeen - started} ms): median ${median.toFixed(1)} ms, slowest ${worst.slice(0, 3).map((t) => `${t.ms.toFixed(0)} ms (${t.path} at ${t.at} ms)`).join(', ')}`)
      return { slowest: worst[0], p95: worst[Math.floor(times.length * 0.05)].ms }
    }

    notion.setLatency(1500)
    try {
      // A request that waited for Notion takes 1.5 s or more. What else can slow a request here
      // is CPU: the pages this test warmed expire together (their lifetime is R too) and are
      // regenerated in the background on the same event loop, and on a shared 2-core machine a
      // scheduler stall lands anywhere. So: no request near Notion's latency in any window, and
      // 95 % of them under 100 ms (bench/RESULTS.md has the distribution on a quiet machine).
      for (let window = 0; window < 2; window++) {
        const { slowest, p95 } = await acrossRefresh()
        expect(slowest.ms, `slowest: ${slowest.path}`).toBeLessThan(1000)
        expect(p95, '95th percentile').toBeLessThan(100)
      }
    } finally {
      notion.setLatency(0)
    }
  }, 120_000)
})

describe('behind a shared cache', () => {
  it('each reader always gets their own theme and language, and the common case comes from the cache', async () => {
    const paths = ['/', sampleSite().posts[2].href, '/archive']
    const seen = new Map<string, string[]>()
    // rounds across more than s-maxage + stale-while-revalidate, so entries expire and refill
    const until = Date.now() + (2 * R + 1) * 1000
    for (let round = 0; Date.now() < until || round < 3; round++) {
      for (const path of paths) {
        for (const reader of round % 2 ? [...READERS].reverse() : READERS) {
          const r = await get(cdn.url, path, reader.headers)
          expect(r.status).toBe(200)
          expect(variantOf(r.html), `${reader.name} on ${path}, round ${round}`).toEqual({ theme: reader.theme, lang: reader.lang })
          const results = seen.get(reader.name) ?? []
          results.push(r.headers.get('x-cache') ?? '?')
          seen.set(reader.name, results)
        }
      }
      await sleep(700)
    }
    // the common case is served from the cache; a reader's own variant never is
    expect(seen.get(PLAIN.name)!.filter((x) => x === 'HIT').length).toBeGreaterThan(paths.length)
    for (const reader of READERS.slice(1)) expect(new Set(seen.get(reader.name)), reader.name).toEqual(new Set(['MISS']))
    // and only the URL's own variant was ever stored
    const stored = cdn.entries().filter((e) => /text\/html/.test(String(e.headers['content-type'])))
    expect(stored.length).toBeGreaterThanOrEqual(paths.length)
    for (const entry of stored) {
      const html = /gzip/.test(String(entry.headers['content-encoding'])) ? gunzipSync(entry.body).toString() : entry.body.toString()
      expect(variantOf(html), entry.path).toEqual({ theme: 'heo', lang: 'zh-CN' })
    }
  }, 120_000)

  it('an edit in Notion shows through the cache within the page cache’s window, one window of R and one refresh', async () => {
    const post = sampleSite().posts[1]
    // seen through the cache before the edit
    expect((await get(cdn.url, post.href, PLAIN.headers)).html).toContain(post.title)
    const uuid = Object.keys(notion.universe.block).find((k) => k.replace(/-/g, '') === post.id)!
    const row = notion.universe.block[uuid].value
    const title = `${post.title}（CDN 後的編輯）`
    row.properties.title = [[title]]
    row.last_edited_time = Date.now()
    const edited = Date.now()
    // Next rendered the page just now (the request above), before the edit. It keeps that render
    // for ISR_WINDOW; by then the store has the edit (it refreshes in the background at most R
    // after going stale, on any request). The cache asks Next again at most R after it last did
    // (s-maxage); Next answers the old page once more, as STALE, while it renders the new one —
    // with s-maxage=0, so the cache asks again on its next request instead of keeping the old
    // page a window more. Bound: ISR_WINDOW + R, plus one refresh (R: a render on a loaded
    // machine, the polling).
    const bound = (ISR_WINDOW + 2 * R) * 1000
    const results: string[] = []
    let shownAfter = -1
    while (Date.now() - edited < bound + 15_000) {
      // the cache would hide an origin that went away behind its stale copies
      if (site.proc.exitCode !== null || site.proc.signalCode) throw new Error(`the server stopped (${site.proc.exitCode ?? site.proc.signalCode}):\n${site.logs().slice(-3000)}`)
      const r = await get(cdn.url, post.href, PLAIN.headers)
      results.push(r.headers.get('x-cache') ?? '?')
      if (r.html.includes(title)) {
        shownAfter = Date.now() - edited
        break
      }
      await sleep(250)
    }
    console.log(`[cdn] edit shown through the cache after ${(shownAfter / 1000).toFixed(1)} s (R = ${R} s, page cache ${ISR_WINDOW} s); cache answers: ${results.filter((x) => x === 'HIT').length} hits, ${results.filter((x) => x === 'STALE').length} stale, ${results.filter((x) => x === 'MISS').length} misses`)
    expect(shownAfter, 'the edit never showed').toBeGreaterThan(0)
    expect(shownAfter).toBeLessThanOrEqual(bound)
    // it came through the cache, not around it
    expect(results.filter((x) => x === 'HIT').length).toBeGreaterThan(results.length / 2)
  }, 120_000)
})

describe('Vary and Cache-Control only where the answer varies', () => {
  const expectNoVariance = (res: { headers: Headers }, what: string) => {
    const vary = res.headers.get('vary') ?? ''
    expect(vary, what).not.toMatch(/cookie|accept-language|\brsc\b|next-router/i)
  }

  it('pages: shared for the URL’s own variant with s-maxage from REVALIDATE_SECONDS, private otherwise', async () => {
    // a page past Next's window is answered stale while it renders anew: caches may not keep that
    let plain = await get(site.url, '/archive', PLAIN.headers)
    for (let i = 0; plain.headers.get('x-nextjs-cache') === 'STALE' && i < 20; i++) {
      expect(plain.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=0, stale-while-revalidate=${R}`)
      await sleep(250)
      plain = await get(site.url, '/archive', PLAIN.headers)
    }
    expect(plain.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${R}, stale-while-revalidate=${R}`)
    expect(plain.headers.get('vary')).toMatch(/\bCookie\b.*\bAccept-Language\b/)
    for (const reader of READERS.slice(1)) expect((await get(site.url, '/archive', reader.headers)).headers.get('cache-control'), reader.name).toBe('private, no-cache')
    const themed = await get(site.url, '/archive?theme=hexo', {})
    expect(themed.headers.get('set-cookie')).toMatch(/theme=hexo/)
    expect(themed.headers.get('cache-control')).toBe('private, no-cache')
    // a request of Next's client router is no shared answer: through the cache, the plain
    // reader still gets the page, not Next's RSC redirect
    const router = await get(site.url, '/category', { ...PLAIN.headers, rsc: '1' })
    expect(router.headers.get('cache-control')).toBe('private, no-cache')
    await get(cdn.url, '/category', { ...PLAIN.headers, rsc: '1' })
    const after = await get(cdn.url, '/category', PLAIN.headers)
    expect(after.status).toBe(200)
    expect(variantOf(after.html)).toEqual({ theme: 'heo', lang: 'zh-CN' })
    // a sub-page's /{id}: a redirect kept no longer than a page
    const moved = await get(site.url, `/${sampleSubPages().veg.id}`, PLAIN.headers)
    expect(moved.status).toBe(308)
    expect(moved.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${R}, stale-while-revalidate=${R}`)
  })

  it('feeds, sitemap, robots, share images, files, static assets and images', async () => {
    const article = await get(site.url, sampleSite().posts[0].href, PLAIN.headers)
    const og = /property="og:image" content="https?:\/\/[^/"]+([^"]+)"/.exec(article.html)?.[1]?.replace(/&amp;/g, '&')
    const asset = /(\/_next\/static\/[^"']+\.js)/.exec(article.html)?.[1]
    expect(og).toBeTruthy()
    expect(asset).toBeTruthy()
    for (const p of ['/feed', '/atom.xml', '/feed.json', '/sitemap.xml', '/robots.txt', og!, asset!, '/image/not-a-url']) {
      const res = await fetch(site.url + p, { headers: { ...PLAIN.headers, cookie: 'theme=hexo' } })
      await res.arrayBuffer()
      expect(res.status, p).toBeLessThan(p.startsWith('/image') ? 500 : 300)
      expectNoVariance(res, p)
    }
    expect((await fetch(site.url + '/feed')).headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${R}, stale-while-revalidate=${R}`)
    // snapshot files are served by the default (snapshot) server
    const home = await (await fetch(baseUrl() + '/')).text()
    const file = /"(\/files\/[^"?]+)/.exec(home)?.[1]
    expect(file).toBeTruthy()
    const res = await fetch(baseUrl() + file)
    await res.arrayBuffer()
    expect(res.status).toBe(200)
    expect(res.headers.get('vary')).toBe('Accept') // the format follows Accept, nothing else
  })
})
