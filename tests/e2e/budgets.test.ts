// Performance budgets, checked by size (never by time) against the built production server:
// - JS beyond a bare Next.js page's: article ≤ 15 KB gzip, home ≤ 30 KB gzip;
// - CSS per page ≤ 30 KB gzip (font files excluded);
// - the kitchen-sink article's HTML ≤ 3× the HTML of its body alone (no duplicated payload);
// - no request to a third-party host on any page in the default configuration;
// - no Notion record-map data in an article's HTML or embedded RSC payload.
//
// "Beyond a bare Next.js page" is computed, not guessed (tests/support/weights.ts): the floor
// is the JS of a real bare App Router page built with our own next and react (bench/bare-next,
// its simplest page: Turbopack runtime, React DOM, Next's client router and built-in client
// components; built on demand, ~20–30 s, when missing or made with another next version), and
// a page's own JS is its JS minus that floor. A page of our own build cannot serve as the floor:
// Next's `_not-found` takes the app's root layout when there is one, and Turbopack puts modules
// shared by Next and our islands into the same chunks. Sizes are gzip at zlib's default level,
// as the Next server sends them; lazily loaded chunks count (each page is opened in Chromium
// until the network is idle).
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, getBrowser } from './harness'
import { ROOT } from '../support/server'
import {
  ARTICLE_BODY_OPEN,
  browserRequests,
  fetchPage,
  frameworkFloor,
  kb,
  outerHtmlOf,
  recordMapKeysIn,
  thirdPartyHosts,
  weighHtml,
  type BrowserRequest,
  type FrameworkFloor,
  type PageWeight,
} from '../support/weights'

const KB = 1024
const PAGES = {
  home: '/',
  list: '/page/2',
  article: '/article/fiber-daily-guide',
  kitchenSink: '/article/kitchen-sink',
  archive: '/archive',
  search: '/search',
  notFound: '/this-page-does-not-exist',
} as const
type Name = keyof typeof PAGES

// the dist dir the e2e server was built into (global-setup: the default `.next`)
const DIST = path.resolve(ROOT, process.env.LEAFPRESS_E2E_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? '.next')

let floor: FrameworkFloor
const weights = {} as Record<Name, PageWeight>
const requests = {} as Record<Name, BrowserRequest[]>
const html = {} as Record<Name, string>

beforeAll(async () => {
  floor = frameworkFloor(DIST)
  const browser = await getBrowser()
  for (const [name, p] of Object.entries(PAGES) as Array<[Name, string]>) {
    await fetchPage(baseUrl(), p) // on-demand pages render once; readers get the cached page
    const visit = await browserRequests(browser, baseUrl() + p)
    const page = await fetchPage(baseUrl(), p)
    requests[name] = visit.requests
    html[name] = page.html
    weights[name] = await weighHtml(baseUrl() + p, p, page.status, page.html, { floor, requests: visit.requests })
  }
})

afterAll(closeBrowser)

const ownJs = (w: PageWeight) =>
  `${kb(w.totals.jsOwn.gzip)} KB gz beyond the framework floor: ` +
  w.js
    .filter((a) => !a.framework && !a.nomodule)
    .map((a) => `${a.path}${a.lazy ? ' (lazy)' : ''} ${kb(a.gzip)} KB`)
    .join(', ')

describe('the measurement itself', () => {
  it('serves the build the framework floor was read from', () => {
    // every page loads Next's root chunks; if not, DIST is not the build being served
    for (const name of Object.keys(PAGES) as Name[]) {
      const loaded = new Set(weights[name].js.map((a) => a.path))
      const missing = floor.rootMainFiles.filter((f) => !loaded.has(f))
      expect(missing, `${PAGES[name]} does not load ${missing.join(', ')} of ${DIST}: set LEAFPRESS_E2E_DIST_DIR to the served build`).toEqual([])
    }
    expect(weights.home.status).toBe(200)
    expect(weights.article.status).toBe(200)
    expect(weights.kitchenSink.status).toBe(200)
    expect(weights.notFound.status).toBe(404)
  })
})

describe('JS beyond a bare Next.js page', () => {
  // Measured 14.3 KB gz on 2026-11-22 (20.6 before): the islands a page shows only when a feature
  // is on — widgets, analytics, ads, comments, the lock prompt, heo's infinite list — are lazy
  // islands (lib/ui/lazy-island.tsx), fetched only where rendered. What is left is heo's chrome
  // and article islands, next/link and the renderer's islands (bench/RESULTS.md, "Findings").
  it('article ≤ 15 KB gzip', () => {
    for (const name of ['article', 'kitchenSink'] as const) {
      const w = weights[name]
      expect(w.totals.jsOwn.gzip, `${w.path}: ${ownJs(w)}`).toBeLessThanOrEqual(15 * KB)
    }
  })

  it('home ≤ 30 KB gzip', () => {
    expect(weights.home.totals.jsOwn.gzip, ownJs(weights.home)).toBeLessThanOrEqual(30 * KB)
  })
})

describe('CSS', () => {
  it('≤ 30 KB gzip per page, fonts excluded', () => {
    for (const name of Object.keys(PAGES) as Name[]) {
      const w = weights[name]
      const detail = w.css.map((a) => `${a.path} ${kb(a.gzip)} KB`).join(', ')
      expect(w.totals.css.gzip, `${w.path}: ${detail}`).toBeLessThanOrEqual(30 * KB)
    }
  })
})

describe('HTML', () => {
  // 6.9× (264 KB for a 38 KB body) until the page's island-free markup was sent once
  // (lib/ui/send-once): the RSC payload no longer repeats the body and heo's chrome, only the
  // path down to the islands and their props. Measured 2.89× (117 KB) on 2026-11-22.
  it('the kitchen-sink article is at most 3× its body alone (no duplicated payload)', () => {
    const body = outerHtmlOf(html.kitchenSink, ARTICLE_BODY_OPEN)
    expect(body, 'the article body element <article class="notion notion-page"> was not found').toBeDefined()
    const page = Buffer.byteLength(html.kitchenSink)
    const alone = Buffer.byteLength(body!)
    const flight = weights.kitchenSink.flight.raw
    expect(page, `HTML ${kb(page)} KB vs body ${kb(alone)} KB (${(page / alone).toFixed(2)}×); RSC payload ${kb(flight)} KB of it`).toBeLessThanOrEqual(3 * alone)
  })

  it('articles carry no Notion record-map data', () => {
    for (const name of ['article', 'kitchenSink'] as const) {
      expect(recordMapKeysIn(html[name]), PAGES[name]).toEqual({})
    }
  })
})

describe('third parties', () => {
  it('no page requests a third-party host in the default configuration', () => {
    const byPage: Record<string, string[]> = {}
    for (const name of Object.keys(PAGES) as Name[]) {
      const hosts = thirdPartyHosts(requests[name], baseUrl())
      if (hosts.length) byPage[PAGES[name]] = hosts
    }
    expect(byPage).toEqual({})
    // the visits really happened: each page made requests to its own host
    for (const name of Object.keys(PAGES) as Name[]) expect(requests[name].length).toBeGreaterThan(0)
  })
})
