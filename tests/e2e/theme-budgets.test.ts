// Every theme within heo's budgets (tests/e2e/budgets.test.ts says how bytes are counted):
// JS beyond a bare Next.js page ≤ 15 KB gzip on an article and ≤ 30 KB on the home page, CSS
// ≤ 30 KB gzip per page. And only the active theme reaches a page: each theme has its own route
// folder (lib/route/theme-routes.tsx), so a page's chunks hold no other theme's islands and its
// stylesheet is its theme's own.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REAL_THEMES, THEME_FOLDERS } from '@/themes'
import { baseUrl, closeBrowser, getBrowser } from './harness'
import { ROOT } from '../support/server'
import { browserRequests, fetchPage, frameworkFloor, kb, weighHtml, type FrameworkFloor, type PageWeight } from '../support/weights'

const KB = 1024
const DIST = path.resolve(ROOT, process.env.LEAFPRESS_E2E_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? '.next')
const PAGES = { home: '/', article: '/article/kitchen-sink' } as const

let floor: FrameworkFloor
const weights: Record<string, Record<keyof typeof PAGES, PageWeight>> = {}

beforeAll(async () => {
  floor = frameworkFloor(DIST)
  const browser = await getBrowser()
  for (const theme of REAL_THEMES) {
    weights[theme] = {} as Record<keyof typeof PAGES, PageWeight>
    for (const [name, p] of Object.entries(PAGES) as Array<[keyof typeof PAGES, string]>) {
      const url = `${p}?theme=${theme}`
      await fetchPage(baseUrl(), url) // rendered once on demand; readers get the cached page
      const visit = await browserRequests(browser, baseUrl() + url)
      const page = await fetchPage(baseUrl(), url)
      weights[theme][name] = await weighHtml(baseUrl() + url, url, page.status, page.html, { floor, requests: visit.requests })
    }
  }
}, 600_000)

afterAll(closeBrowser)

const ownJs = (w: PageWeight) =>
  `${kb(w.totals.jsOwn.gzip)} KB gz beyond the framework: ` +
  w.js
    .filter((a) => !a.framework && !a.nomodule)
    .map((a) => `${a.path}${a.lazy ? ' (lazy)' : ''} ${kb(a.gzip)} KB`)
    .join(', ')

/** The client modules of a theme's page route, their ids and the chunks of their chunk group
 * (Next's manifest). */
function clientManifest(theme: string): Record<string, { id: string | number; chunks: string[] }> {
  const file = path.join(DIST, 'server/app', theme, '[lang]/[[...path]]/page_client-reference-manifest.js')
  const g = { __RSC_MANIFEST: {} as Record<string, { clientModules: Record<string, { id: string | number; chunks: string[] }> }> }
  new Function('globalThis', fs.readFileSync(file, 'utf8'))(g)
  return Object.values(g.__RSC_MANIFEST)[0].clientModules
}

/** Whether a chunk (a /_next/static/… path) defines module `id`: Turbopack's chunks push
 * `[script, id, factory, id, factory, …]`. */
const chunkText = new Map<string, string>()
function definesModule(chunk: string, id: string | number): boolean {
  const file = path.join(DIST, chunk.replace(/^.*?\/_next\//, ''))
  if (!chunkText.has(chunk)) chunkText.set(chunk, fs.readFileSync(file, 'utf8'))
  const ref = typeof id === 'number' ? String(id) : JSON.stringify(id)
  return new RegExp(`[,\\[]${ref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},(?:[\\w$]+=>|\\(|function)`).test(chunkText.get(chunk)!)
}

/** The stylesheets of a theme's root layout (app/<theme>/[lang]/layout), as pages load them. */
function layoutCss(theme: string): string[] {
  const file = path.join(DIST, 'server/app', theme, '[lang]/[[...path]]/page_client-reference-manifest.js')
  const g = { __RSC_MANIFEST: {} as Record<string, { entryCSSFiles: Record<string, Array<{ path: string }>> }> }
  new Function('globalThis', fs.readFileSync(file, 'utf8'))(g)
  const entries = Object.values(g.__RSC_MANIFEST)[0].entryCSSFiles
  return (entries[`[project]/app/${theme}/[lang]/layout`] ?? []).map((c) => `/_next/${c.path}`)
}

describe.each(REAL_THEMES.map((t) => [t]))('theme %s', (theme) => {
  it('article JS ≤ 15 KB gzip and home JS ≤ 30 KB gzip beyond a bare Next page', () => {
    const { home, article } = weights[theme]
    expect(article.status).toBe(200)
    expect(article.totals.jsOwn.gzip, ownJs(article)).toBeLessThanOrEqual(15 * KB)
    expect(home.totals.jsOwn.gzip, ownJs(home)).toBeLessThanOrEqual(30 * KB)
  })

  it('CSS ≤ 30 KB gzip per page', () => {
    for (const w of Object.values(weights[theme])) {
      expect(w.totals.css.gzip, w.css.map((a) => `${a.path} ${kb(a.gzip)} KB`).join(', ')).toBeLessThanOrEqual(30 * KB)
    }
  })

  it('its pages load nothing of another theme: no island, no stylesheet', () => {
    const mine = THEME_FOLDERS[theme]
    const modules = Object.keys(clientManifest(theme))
    const foreign = modules.filter((m) => /\/themes\/([\w-]+)\//.test(m) && !m.includes(`/themes/${mine}/`))
    expect(foreign).toEqual([])
    const loaded = new Set(Object.values(weights[theme]).flatMap((w) => [...w.js, ...w.css].map((a) => a.path)))
    expect(layoutCss(theme).filter((c) => loaded.has(c)).length, 'its own stylesheet is loaded').toBeGreaterThan(0)
    // the check below finds a theme's islands where they are: ours, in what we load
    const own = Object.entries(clientManifest(theme)).filter(([m]) => m.includes(`/themes/${mine}/`))
    if (own.length) expect(own.some(([, v]) => v.chunks.some((c) => loaded.has(c) && definesModule(c, v.id))), 'our own islands are found in our chunks').toBe(true)
    for (const other of REAL_THEMES.filter((o) => THEME_FOLDERS[o] !== mine)) {
      // the chunks we load that hold one of the other theme's own islands. Next's manifest
      // lists, for each module, every chunk of its page's chunk group, so a chunk of the library
      // code all themes share (Turbopack splits it out once it is big enough) is listed for the
      // other theme's islands too: what counts is the chunk defining the island's module.
      const theirs = Object.entries(clientManifest(other))
        .filter(([m]) => m.includes(`/themes/${THEME_FOLDERS[other]}/`))
        .map(([m, v]) => ({ m, id: v.id, chunks: v.chunks.filter((c) => loaded.has(c)) }))
      const held = theirs.flatMap(({ m, id, chunks }) => chunks.filter((c) => definesModule(c, id)).map((c) => `${c} (${m})`))
      expect(held, `${theme} loads chunks of ${other}`).toEqual([])
      // its stylesheets: the CSS of its root layout (its style.css) that ours does not also use
      // (stylesheets of shared components, e.g. comments, may be in both)
      const mineCss = layoutCss(theme)
      const theirCss = layoutCss(other).filter((c) => !mineCss.includes(c))
      expect(theirCss.filter((c) => loaded.has(c)), `${theme} loads ${other}'s stylesheet`).toEqual([])
    }
  })
})
