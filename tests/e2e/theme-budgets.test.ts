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

/** The client modules of a theme's page route and the chunks holding them (Next's manifest). */
function clientManifest(theme: string): Record<string, { chunks: string[] }> {
  const file = path.join(DIST, 'server/app', theme, '[lang]/[[...path]]/page_client-reference-manifest.js')
  const g = { __RSC_MANIFEST: {} as Record<string, { clientModules: Record<string, { chunks: string[] }> }> }
  new Function('globalThis', fs.readFileSync(file, 'utf8'))(g)
  return Object.values(g.__RSC_MANIFEST)[0].clientModules
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
    for (const other of REAL_THEMES.filter((o) => THEME_FOLDERS[o] !== mine)) {
      // chunks that hold the other theme's own islands
      const theirs = Object.entries(clientManifest(other))
        .filter(([m]) => m.includes(`/themes/${THEME_FOLDERS[other]}/`))
        .flatMap(([, v]) => v.chunks)
      expect(theirs.filter((c) => loaded.has(c)), `${theme} loads chunks of ${other}`).toEqual([])
      // its stylesheets: the CSS of its root layout (its style.css) that ours does not also use
      // (stylesheets of shared components, e.g. comments, may be in both)
      const mineCss = layoutCss(theme)
      const theirCss = layoutCss(other).filter((c) => !mineCss.includes(c))
      expect(theirCss.filter((c) => loaded.has(c)), `${theme} loads ${other}'s stylesheet`).toEqual([])
    }
  })
})
