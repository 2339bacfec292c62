// Page weight: the one measurement helper shared by the benchmarks (bench/weights.ts) and the
// budget tests (tests/e2e/budgets.test.ts), so both count bytes the same way.
//
// What is counted, per page:
// - HTML: the document as served (raw and gzip), and inside it the embedded React Server
//   Components payload ("flight": the `self.__next_f.push(...)` scripts), decoded.
// - JS: every classic/module script the page loads — `<script src>` in the HTML, plus, when a
//   browser run is given, every script the page fetched by the time the network went idle
//   (lazy islands). `noModule` scripts (Next's legacy polyfills) are listed but not counted:
//   no browser that runs modules downloads them.
// - CSS: `<link rel="stylesheet">` plus stylesheets fetched by the browser. Font files are
//   never CSS (fonts excluded, as the budget asks); they are listed separately.
// - gzip is Node's zlib at its default level (6), which is what the Next server sends.
//
// The framework floor ("JS beyond a bare Next.js page"): the JS of a real bare App Router
// page — bench/bare-next, one page with one client island, built with this repository's own
// next and react (its node_modules is a symlink to ours), so the same framework versions and
// defaults. Its simplest page, Next's prerendered `_not-found` (no island), is the floor: the
// Turbopack runtime, React DOM, Next's client router and its built-in client components; its
// bytes are read from disk (the bare build is made on demand, ~20–30 s, and remade when the
// installed next version changes). A page's own JS = its JS − the floor.
// Why not a page of our own build: (1) no page of our build is guaranteed bare — Next's
// `_not-found` renders with a root layout when the app has one (a tree that briefly had one
// loaded 9 KB of theme islands there), and (2) Turbopack merges modules shared by several
// entries into one chunk, so Next's layout router can sit in the same chunk as next/link and
// our islands: chunk-by-chunk classification of our build is not reliable. Bytes minus bytes
// is. The floor's chunking differs a little from ours (gzip is per chunk), ±1 KB.
// Our build's own `rootMainFiles` (build-manifest.json) are still read, to mark the framework
// chunks in per-chunk listings and to check the served build is the one on disk.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export interface Bytes {
  raw: number
  gzip: number
}

export interface Asset extends Bytes {
  url: string
  /** path part of the URL (what framework chunk lists hold) */
  path: string
  kind: 'js' | 'css' | 'font' | 'other'
  /** a framework chunk (Next's root files, or the same chunk as the bare app's): listings only */
  framework: boolean
  /** a `noModule` script: modern browsers skip it, so it is not counted */
  nomodule: boolean
  /** not referenced by the HTML, only seen fetched by the browser (lazy island, font…) */
  lazy: boolean
}

export interface PageWeight {
  path: string
  status: number
  html: Bytes
  /** the decoded RSC payload embedded in the HTML (its text length and gzip of it alone) */
  flight: Bytes
  js: Asset[]
  css: Asset[]
  fonts: Asset[]
  totals: {
    js: Bytes
    /** the framework floor (the bare page's JS without its island) */
    jsFramework: Bytes
    /** JS beyond the framework floor (this page's JS − the floor): what this site adds */
    jsOwn: Bytes
    css: Bytes
    fonts: Bytes
  }
}

export const gzipSize = (b: Buffer | string): number => zlib.gzipSync(typeof b === 'string' ? Buffer.from(b) : b).length
export const bytesOf = (b: Buffer | string): Bytes => ({ raw: typeof b === 'string' ? Buffer.byteLength(b) : b.length, gzip: gzipSize(b) })
const add = (xs: Bytes[]): Bytes => xs.reduce((s, x) => ({ raw: s.raw + x.raw, gzip: s.gzip + x.gzip }), { raw: 0, gzip: 0 })
export const kb = (n: number) => (n / 1024).toFixed(1)

// ── the framework floor ─────────────────────────────────────────────────────────────────

export interface FrameworkFloor {
  /** JS bytes of the bare Next.js page without its island */
  bytes: Bytes
  /** URL paths of chunks of the measured build known to be framework (for listings only) */
  chunks: Set<string>
  /** the measured build's rootMainFiles (runtime, react-dom, router) */
  rootMainFiles: string[]
  /** noModule polyfills */
  polyfills: string[]
  /** how the floor was found, for reports */
  source: string
}

export const ROOT_DIR = path.resolve(__dirname, '../..')
export const BARE_DIR = path.join(ROOT_DIR, 'bench', 'bare-next')
export const BARE_DIST = '.next-bench-bare'

const nextVersion = () => (JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version

/**
 * Builds bench/bare-next into its own dist dir unless a build made with the installed next is
 * there (or `rebuild`). Returns the dist dir and whether it was built now.
 */
export function ensureBareBuild(opts: { rebuild?: boolean } = {}): { distDir: string; built: boolean; ms: number } {
  const distDir = path.join(BARE_DIR, BARE_DIST)
  const marker = path.join(distDir, 'bench-next-version')
  if (!opts.rebuild && fs.existsSync(path.join(distDir, 'BUILD_ID')) && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === nextVersion()) {
    return { distDir, built: false, ms: 0 }
  }
  const link = path.join(BARE_DIR, 'node_modules')
  if (!fs.existsSync(link)) fs.symlinkSync(path.relative(BARE_DIR, path.join(ROOT_DIR, 'node_modules')), link, 'dir')
  fs.rmSync(distDir, { recursive: true, force: true })
  const t0 = performance.now()
  const r = spawnSync(path.join(ROOT_DIR, 'node_modules/.bin/next'), ['build'], {
    cwd: BARE_DIR,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: BARE_DIST, LEAFPRESS_SNAPSHOT_DIR: '' },
  })
  if (r.status !== 0) throw new Error(`building the bare Next.js app (bench/bare-next) failed:\n${r.stdout}\n${r.stderr}`)
  fs.writeFileSync(marker, nextVersion())
  return { distDir, built: true, ms: performance.now() - t0 }
}

/** Scripts (not noModule) of a prerendered page of a build, with their bytes from disk. */
function scriptsOnDisk(distDir: string, htmlFile: string): Array<{ path: string } & Bytes> {
  const html = fs.readFileSync(path.join(distDir, 'server', 'app', htmlFile), 'utf8')
  return parseAssets(html, 'http://localhost/')
    .scripts.filter((x) => !x.nomodule)
    .map((x) => {
      const p = stripBase(new URL(x.url).pathname)
      return { path: p, ...bytesOf(fs.readFileSync(path.join(distDir, p.replace(/^\/_next\//, '')))) }
    })
}

/**
 * The framework floor for pages of the build in `distDir` (see the header comment): bytes from
 * the bare app's simplest page (built when missing), framework chunk names from both builds.
 */
export function frameworkFloor(distDir: string, opts: { bareDistDir?: string } = {}): FrameworkFloor {
  const bareDist = opts.bareDistDir ?? ensureBareBuild().distDir
  const floorScripts = scriptsOnDisk(bareDist, '_not-found.html')
  if (!floorScripts.length) throw new Error(`framework floor: no scripts in ${bareDist}/server/app/_not-found.html`)
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[]; polyfillFiles?: string[] }
  const toUrlPath = (f: string) => `/_next/${f.replace(/^\/+/, '')}`
  const rootMainFiles = (manifest.rootMainFiles ?? []).map(toUrlPath)
  const polyfills = (manifest.polyfillFiles ?? []).map(toUrlPath)
  // chunks with the same content hash in both builds are the same framework code
  const chunks = new Set([...rootMainFiles, ...floorScripts.map((x) => x.path).filter((p) => fs.existsSync(path.join(distDir, p.replace(/^\/_next\//, ''))))])
  return {
    bytes: add(floorScripts),
    chunks,
    rootMainFiles,
    polyfills,
    source: `the bare Next.js app's simplest page (${path.relative(process.cwd(), path.join(bareDist, 'server/app/_not-found.html'))}: ${floorScripts.length} chunks, same next ${nextVersion()})`,
  }
}

/** /blog/_next/static/x.js → /_next/static/x.js (a SUB_PATH base path prefixes asset URLs). */
function stripBase(p: string): string {
  const i = p.indexOf('/_next/')
  return i > 0 ? p.slice(i) : p
}

// ── reading a page ──────────────────────────────────────────────────────────────────────

export interface ParsedAssets {
  scripts: Array<{ url: string; nomodule: boolean }>
  stylesheets: string[]
  fonts: string[]
}

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return m ? (m[1] ?? m[2] ?? m[3]).replace(/&amp;/g, '&') : undefined
}
const hasAttr = (tag: string, name: string) => new RegExp(`\\s${name}(\\s|=|>|/)`, 'i').test(tag)

/** Scripts, stylesheets and font preloads an HTML document references. */
export function parseAssets(html: string, pageUrl: string): ParsedAssets {
  const out: ParsedAssets = { scripts: [], stylesheets: [], fonts: [] }
  const seen = new Set<string>()
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(m[0], 'src')
    if (!src) continue
    const url = new URL(src, pageUrl).href
    if (seen.has(url)) continue
    seen.add(url)
    out.scripts.push({ url, nomodule: hasAttr(m[0], 'nomodule') })
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(m[0], 'rel') ?? '').toLowerCase()
    const href = attr(m[0], 'href')
    if (!href) continue
    const url = new URL(href, pageUrl).href
    if (rel.split(/\s+/).includes('stylesheet') && !out.stylesheets.includes(url)) out.stylesheets.push(url)
    else if (rel === 'preload' && attr(m[0], 'as') === 'font' && !out.fonts.includes(url)) out.fonts.push(url)
  }
  return out
}

/** The RSC payload embedded in the HTML (`self.__next_f.push([1,"…"])`), decoded and joined. */
export function flightText(html: string): string {
  let text = ''
  for (const m of html.matchAll(/<script[^>]*>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    try {
      const v = JSON.parse(m[1]) as unknown[]
      if (v[0] === 1 && typeof v[1] === 'string') text += v[1]
    } catch {
      // a push we cannot read (not JSON): count nothing for it
    }
  }
  return text
}

/** Rows of an RSC payload: `id:value` lines (hints and text rows keep their raw form). */
export function flightRows(text: string): Array<{ id: string; tag: string; body: string }> {
  const rows: Array<{ id: string; tag: string; body: string }> = []
  let i = 0
  while (i < text.length) {
    const colon = text.indexOf(':', i)
    if (colon < 0) break
    const id = text.slice(i, colon)
    let j = colon + 1
    // text rows: id:T<hex length>,<bytes>
    const t = /^T([0-9a-f]+),/.exec(text.slice(j, j + 12))
    if (t) {
      const len = parseInt(t[1], 16)
      const start = j + t[0].length
      // the length counts UTF-8 bytes
      let end = start
      let bytes = 0
      while (end < text.length && bytes < len) bytes += Buffer.byteLength(text[end++])
      rows.push({ id, tag: 'T', body: text.slice(start, end) })
      i = end
      continue
    }
    const nl = text.indexOf('\n', j)
    const end = nl < 0 ? text.length : nl
    const body = text.slice(j, end)
    const tag = /^[A-Z]/.test(body) && !body.startsWith('[') ? body[0] : ''
    rows.push({ id, tag, body })
    i = end + 1
  }
  return rows
}

/** Keys that only a Notion record map carries: none may reach the browser. */
export const RECORD_MAP_KEYS = ['"collection_query"', '"last_edited_time"', '"space_id"', '"collection_view"', '"parent_table"', '"created_by_id"', '"last_edited_by_id"']

export function recordMapKeysIn(text: string): Record<string, number> {
  const found: Record<string, number> = {}
  for (const k of RECORD_MAP_KEYS) {
    const n = text.split(k).length - 1
    if (n) found[k] = n
  }
  return found
}

/**
 * The outerHTML, as served, of the first element whose opening tag matches `open` (e.g. the
 * article body, `<article class="notion notion-page">`): the bytes from its opening tag to the
 * matching closing tag, nested elements of the same name balanced.
 */
export function outerHtmlOf(html: string, open: RegExp): string | undefined {
  const m = open.exec(html)
  if (!m) return undefined
  const tagName = /^<([a-zA-Z0-9-]+)/.exec(m[0])?.[1]
  if (!tagName) return undefined
  const re = new RegExp(`<(/?)${tagName}\\b[^>]*>`, 'gi')
  re.lastIndex = m.index + m[0].length
  let depth = 1
  for (let t = re.exec(html); t; t = re.exec(html)) {
    depth += t[1] ? -1 : 1
    if (depth === 0) return html.slice(m.index, t.index + t[0].length)
  }
  return undefined
}

/** The rendered article body: Leafpress's renderer wraps it in `<article class="notion notion-page">`. */
export const ARTICLE_BODY_OPEN = /<article\b[^>]*class="[^"]*\bnotion-page\b[^"]*"[^>]*>/

// ── measuring ───────────────────────────────────────────────────────────────────────────

const assetCache = new Map<string, Promise<Buffer>>()

async function fetchBytes(url: string): Promise<Buffer> {
  let p = assetCache.get(url)
  if (!p) {
    p = fetch(url).then(async (r) => {
      if (!r.ok) throw new Error(`GET ${url}: ${r.status}`)
      return Buffer.from(await r.arrayBuffer())
    })
    assetCache.set(url, p)
    p.catch(() => assetCache.delete(url))
  }
  return p
}

/** Empties the asset cache (between two builds served at the same address). */
export function clearAssetCache() {
  assetCache.clear()
}

export interface BrowserRequest {
  url: string
  resourceType: string
  host: string
}

export interface MeasureOptions {
  floor: FrameworkFloor
  /** requests a browser made for this page (see browserRequests): adds lazily loaded JS/CSS/fonts */
  requests?: BrowserRequest[]
  /** extra request headers (cookies, Accept-Language) */
  headers?: Record<string, string>
}

export async function fetchPage(base: string, pagePath: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + pagePath, { headers: { 'accept-language': 'zh-CN', ...headers }, redirect: 'manual' })
  return { status: res.status, html: await res.text() }
}

const isFont = (u: string) => /\.(woff2?|ttf|otf|eot)(\?|$)/i.test(u)

/** Weighs one page (see the header comment for what is counted). */
export async function measurePage(base: string, pagePath: string, opts: MeasureOptions): Promise<PageWeight> {
  const { status, html } = await fetchPage(base, pagePath, opts.headers)
  return weighHtml(base + pagePath, pagePath, status, html, opts)
}

export async function weighHtml(pageUrl: string, pagePath: string, status: number, html: string, opts: MeasureOptions): Promise<PageWeight> {
  const parsed = parseAssets(html, pageUrl)
  const origin = new URL(pageUrl).origin
  const sameOrigin = (u: string) => new URL(u).origin === origin
  const entries: Array<{ url: string; kind: Asset['kind']; nomodule: boolean; lazy: boolean }> = []
  const known = new Set<string>()
  const push = (url: string, kind: Asset['kind'], nomodule: boolean, lazy: boolean) => {
    if (known.has(url) || !sameOrigin(url)) return
    known.add(url)
    entries.push({ url, kind, nomodule, lazy })
  }
  for (const s of parsed.scripts) push(s.url, 'js', s.nomodule, false)
  for (const u of parsed.stylesheets) push(u, 'css', false, false)
  for (const u of parsed.fonts) push(u, 'font', false, false)
  for (const r of opts.requests ?? []) {
    if (r.resourceType === 'script') push(r.url, 'js', false, true)
    else if (r.resourceType === 'stylesheet') push(r.url, 'css', false, true)
    else if (r.resourceType === 'font' || isFont(r.url)) push(r.url, 'font', false, true)
  }
  const assets: Asset[] = await Promise.all(
    entries.map(async (e) => {
      const body = await fetchBytes(e.url)
      const p = stripBase(new URL(e.url).pathname)
      return { ...e, path: p, ...bytesOf(body), framework: e.kind === 'js' && (opts.floor.chunks.has(p) || opts.floor.polyfills.includes(p)) }
    }),
  )
  const js = assets.filter((a) => a.kind === 'js')
  const counted = js.filter((a) => !a.nomodule)
  const css = assets.filter((a) => a.kind === 'css')
  const fonts = assets.filter((a) => a.kind === 'font')
  return {
    path: pagePath,
    status,
    html: bytesOf(html),
    flight: bytesOf(flightText(html)),
    js,
    css,
    fonts,
    totals: {
      js: add(counted),
      jsFramework: opts.floor.bytes,
      jsOwn: { raw: Math.max(0, add(counted).raw - opts.floor.bytes.raw), gzip: Math.max(0, add(counted).gzip - opts.floor.bytes.gzip) },
      css: add(css),
      fonts: add(fonts),
    },
  }
}

/** Minimal shape of a playwright Browser, so this module does not import playwright itself. */
interface BrowserLike {
  newContext(opts?: Record<string, unknown>): Promise<{
    newPage(): Promise<{
      on(event: 'request', cb: (req: { url(): string; resourceType(): string }) => void): void
      goto(url: string, opts?: Record<string, unknown>): Promise<{ status(): number } | null>
      waitForLoadState(state: 'networkidle', opts?: Record<string, unknown>): Promise<void>
      waitForTimeout(ms: number): Promise<void>
    }>
    close(): Promise<void>
  }>
}

/**
 * Every request a real browser makes for a page, until the network is idle (and `settleMs`
 * more, for islands that load on idle callbacks). Mobile viewport by default.
 */
export async function browserRequests(
  browser: BrowserLike,
  url: string,
  opts: { settleMs?: number; viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<{ status: number; requests: BrowserRequest[] }> {
  const viewport = opts.viewport ?? { width: 390, height: 844 }
  const context = await browser.newContext({ viewport, locale: opts.locale ?? 'zh-CN', isMobile: viewport.width < 500, hasTouch: viewport.width < 500 })
  try {
    const page = await context.newPage()
    const requests: BrowserRequest[] = []
    page.on('request', (r) => {
      const u = r.url()
      let host = ''
      try {
        host = new URL(u).host
      } catch {}
      requests.push({ url: u, resourceType: r.resourceType(), host })
    })
    const res = await page.goto(url, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
    await page.waitForTimeout(opts.settleMs ?? 500)
    return { status: res?.status() ?? 0, requests }
  } finally {
    await context.close()
  }
}

/** Hosts other than the site's own (data:/blob: URLs have none and are not requests to a host). */
export function thirdPartyHosts(requests: BrowserRequest[], siteUrl: string): string[] {
  const own = new URL(siteUrl).host
  return [...new Set(requests.map((r) => r.host).filter((h) => h && h !== own))].sort()
}
