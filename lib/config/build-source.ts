// Which content source and settings a build's cached pages were made from.
//
// A build is often made in one environment and started in another: `docker build` and a CI's
// `npm run build` run without NOTION_PAGE_ID, then the container starts with it. Whatever the
// build folder holds by then — pages prerendered at build (sitemap, robots), pages a server
// regenerated into `server/route-cache` (a smoke test, an earlier start) — was made from the
// build's source, and Next would serve it to the first readers (stale-while-revalidate) before
// regenerating. So the build records a fingerprint of its source and of every setting that
// changes what a page shows (`leafpress-source.json` in the build folder, written right after
// compiling), and a server that starts with another fingerprint drops those pages first: every
// page then renders from the current source on its first request (a rebuild is not needed —
// themes prerender no pages, so there is nothing a build makes that a first request cannot).
// Relative imports only: next.config.ts loads this before any bundler alias exists.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { AllSettings } from './check-all'
import type { SourceSettings } from './deployment'


export const BUILD_SOURCE_FILE = 'leafpress-source.json'

export interface BuildSource {
  /** where pages come from, readable: `snapshot content/sample`, `Notion page <id>` … */
  source: string
  /** sha256 of every setting that changes what a page shows (never a secret in clear) */
  settings: string
}

/** The source in words, without tokens: what the log and the record show. */
export function describeSource(s: SourceSettings, cwd = process.cwd()): string {
  const via = (base?: string) => (base ? ` via ${base}` : '')
  if (s.kind === 'snapshot') {
    const rel = path.relative(cwd, s.dir)
    return `snapshot ${rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : s.dir}`
  }
  if (s.kind === 'notion-web') return `Notion page ${s.pageId}${via(s.apiBaseUrl)}`
  return `Notion database ${s.databaseId} (official API)${via(s.apiBaseUrl)}`
}

/** The fingerprint of a server's settings (read and checked by lib/config/check-all.ts). */
export function buildSourceOf({ site, source, others = [], groups }: AllSettings, cwd = process.cwd()): BuildSource {
  // The admin key never changes a page and must not be hashed into a file next to the build.
  const algolia = groups.algolia ? { ...(groups.algolia as Record<string, unknown>), adminKey: null } : null
  const settings = crypto
    .createHash('sha256')
    .update(JSON.stringify({ site, groups: { ...groups, algolia } }))
    .digest('hex')
  // every language's database: a start with another one (or one more) drops the build's pages too
  const languages = others.map((o) => `; ${o.locale} at /${o.prefix}: ${describeSource(o.value, cwd)}`).join('')
  return { source: describeSource(source, cwd) + languages, settings }
}

export function recordBuildSource(distDir: string, current: BuildSource) {
  fs.mkdirSync(distDir, { recursive: true })
  fs.writeFileSync(path.join(distDir, BUILD_SOURCE_FILE), JSON.stringify({ ...current, recordedAt: new Date().toISOString() }, null, 2) + '\n')
}

export function readRecordedSource(distDir: string): BuildSource | null {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(distDir, BUILD_SOURCE_FILE), 'utf8'))
    return typeof raw?.source === 'string' && typeof raw?.settings === 'string' ? { source: raw.source, settings: raw.settings } : null
  } catch {
    return null
  }
}

/**
 * Removes every page the build folder holds that was made from data or settings: the pages a
 * server regenerated (`server/route-cache`), Next's fetch cache, and the outputs prerendered at
 * build (sitemap, robots: every entry of the prerender manifest but Next's own `/_…` shells).
 * Next renders a removed prerendered route again on its next request. Returns the files removed.
 */
export function dropBuildPages(distDir: string): number {
  let removed = 0
  const rm = (p: string) => {
    if (!fs.existsSync(p)) return
    removed += countFiles(p)
    fs.rmSync(p, { recursive: true, force: true })
  }
  rm(path.join(distDir, 'server', 'route-cache'))
  rm(path.join(distDir, 'cache', 'fetch-cache'))
  let routes: string[] = []
  try {
    routes = Object.keys(JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')).routes ?? {})
  } catch {}
  for (const route of routes) {
    if (route.startsWith('/_')) continue
    const base = path.join(distDir, 'server', 'app', route === '/' ? 'index' : route)
    for (const ext of ['.html', '.rsc', '.body', '.meta', '.segments']) rm(base + ext)
  }
  return removed
}

function countFiles(p: string): number {
  const st = fs.statSync(p)
  if (!st.isDirectory()) return 1
  return fs.readdirSync(p).reduce((n, e) => n + countFiles(path.join(p, e)), 0)
}

export type SourceCheck =
  | { kind: 'same'; now: BuildSource }
  | { kind: 'changed'; was: BuildSource | null; now: BuildSource; dropped: number }

const short = (b: BuildSource) => `${b.source} (settings ${b.settings.slice(0, 8)})`

/**
 * At server start: compares the build folder's record with the current environment. On a
 * difference, drops the cached pages, records the current fingerprint (the folder's caches now
 * fill from it) and says so in the log.
 */
export function checkBuildSource(distDir: string, settings: AllSettings, log: (line: string) => void = console.log, cwd = process.cwd()): SourceCheck {
  const now = buildSourceOf(settings, cwd)
  const was = readRecordedSource(distDir)
  if (was && was.source === now.source && was.settings === now.settings) {
    log(`[leafpress] build made from ${short(now)}: serving its cached pages`)
    return { kind: 'same', now }
  }
  const dropped = dropBuildPages(distDir)
  recordBuildSource(distDir, now)
  const what = was ? `was made from ${short(was)}` : 'records no source (built before Leafpress recorded one)'
  log(
    `[leafpress] this build ${what}; this server reads ${short(now)}: ` +
      `dropped its ${dropped} cached page file(s), every page renders from ${now.source} on its first request`,
  )
  return { kind: 'changed', was, now, dropped }
}
