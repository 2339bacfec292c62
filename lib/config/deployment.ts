// Settings that belong to a deployment rather than to the site: where the data comes from and
// the server's secrets. Environment only (never in blog.config.ts), checked like the rest.
import path from 'node:path'
import blogConfig from '../../blog.config'
import { ConfigError } from './load'
import { readLanguageEntries, RESERVED_SEGMENTS, type LanguageEntry, type LanguageRules } from './languages'

export type SourceSettings =
  | { kind: 'snapshot'; dir: string }
  | { kind: 'notion-web'; pageId: string; apiBaseUrl?: string; tokenV2?: string }
  | { kind: 'notion-official'; token: string; databaseId: string; apiBaseUrl?: string }

type Env = Record<string, string | undefined>

function checkBaseUrl(env: Env, key: string, example: string, problems: string[]): string | undefined {
  const base = env[key]?.trim()
  if (!base) return undefined
  try {
    if (!/^https?:$/.test(new URL(base).protocol)) throw new Error()
  } catch {
    problems.push(`${key} = ${JSON.stringify(base)}: use an http(s) URL such as ${example}`)
  }
  return base
}

/** The 32-hex id at the end of an id or a Notion URL, or null. */
function notionId(value: string): string | null {
  const hex = value.split('?')[0].split('-').join('').slice(-32)
  return /^[0-9a-f]{32}$/i.test(hex) ? hex.toLowerCase() : null
}

/** The databases of a site: the default language's and, for a site in several languages, one
 * per other language under its address prefix (issue #31, lib/config/languages.ts). */
export interface SiteSources {
  primary: SourceSettings
  others: LanguageEntry<SourceSettings>[]
}

/** The default language's source (the whole site's, when it has one language). */
export function readSourceSettings(env: Env, cwd = process.cwd()): SourceSettings {
  return readSiteSources(env, cwd).primary
}

/**
 * Every database of the site. NOTION_PAGE_ID, NOTION_DATABASE_ID and LEAFPRESS_SNAPSHOT_DIR may
 * each name several, `<default>,<locale>[/<prefix>]:<other>,…`; one entry reads as it always did.
 */
export function readSiteSources(env: Env, cwd = process.cwd()): SiteSources {
  const problems: string[] = []
  // Checked here so that scripts/check-config.ts stops a start on them too.
  readThrottleSettings(env, problems)
  readImageSettings(env, problems)
  readRevalidateSecret(env, problems)
  readNotionWebhookSettings(env, problems)
  readRedisUrl(env, problems)
  readTrustProxy(env, problems)
  readUnlockCookieDays(env, problems)
  readPreviewLinkDays(env, problems)
  readPageCacheBytes(env, problems)
  readHeapGrowthPercent(env, problems)
  readRenderedCacheBytes(env, problems)
  const rules = (read: LanguageRules<SourceSettings>['read']): LanguageRules<SourceSettings> => ({
    lang: env.BLOG_LANG?.trim() || blogConfig.LANG,
    // a post address's first segment is the site's too (blog.config.ts or its env override)
    reserved: [...RESERVED_SEGMENTS, env.POST_URL_PREFIX?.trim() || blogConfig.POST_URL_PREFIX].filter(Boolean),
    read,
  })
  const pageId = env.NOTION_PAGE_ID?.trim()
  const base = checkBaseUrl(env, 'NOTION_API_BASE_URL', 'https://www.notion.so/api/v3', problems)
  const token = env.NOTION_TOKEN?.trim()
  const databaseId = env.NOTION_DATABASE_ID?.trim()
  let sources: SiteSources | null = null
  if (token || databaseId) {
    const officialBase = checkBaseUrl(env, 'NOTION_OFFICIAL_API_BASE_URL', 'https://api.notion.com', problems)
    if (!token) problems.push('NOTION_DATABASE_ID is set but NOTION_TOKEN is not: set the secret of your Notion integration (Settings → Connections → Develop integrations) as NOTION_TOKEN')
    if (!databaseId) problems.push('NOTION_TOKEN is set but NOTION_DATABASE_ID is not: set the id of the database to publish (the 32-character hex in its Notion URL)')
    else
      sources = readLanguageEntries('NOTION_DATABASE_ID', databaseId, rules((raw) => {
        const id = notionId(raw)
        if (!id) return { problem: 'is not a database id: use the 32-character id of your database (the hex at the end of its Notion URL, before any ?v=)' }
        return { value: { kind: 'notion-official', token: token ?? '', databaseId: id, apiBaseUrl: officialBase || undefined } }
      }), problems)
  } else if (pageId) {
    sources = readLanguageEntries('NOTION_PAGE_ID', pageId, rules((raw) => {
      const hex = notionId(raw)
      if (!hex) return { problem: 'is not a page id: use the 32-character id of your database page (the hex at the end of its Notion URL)' }
      return { value: { kind: 'notion-web', pageId: hex, apiBaseUrl: base || undefined, tokenV2: env.NOTION_TOKEN_V2 || undefined } }
    }), problems)
  } else {
    const dirs = env.LEAFPRESS_SNAPSHOT_DIR?.trim() || DEFAULT_SNAPSHOT_DIRS
    sources = readLanguageEntries('LEAFPRESS_SNAPSHOT_DIR', dirs, rules((raw) => ({ value: { kind: 'snapshot', dir: path.resolve(cwd, raw) } })), problems)
  }
  if (problems.length || !sources) throw new ConfigError(problems)
  return sources
}

/** The variables that name a content source, in the order that decides which one is read. */
const SOURCE_VARIABLES = [
  { name: 'NOTION_TOKEN and NOTION_DATABASE_ID', keys: ['NOTION_TOKEN', 'NOTION_DATABASE_ID'] },
  { name: 'NOTION_PAGE_ID', keys: ['NOTION_PAGE_ID'] },
  { name: 'LEAFPRESS_SNAPSHOT_DIR', keys: ['LEAFPRESS_SNAPSHOT_DIR'] },
] as const

/**
 * Which source variable is read when several are set (readSiteSources takes the first of
 * SOURCE_VARIABLES that is set and ignores the others), as a line for the start's log; null when
 * at most one is set. A `.env` copied from .env.example with a snapshot folder left in it and a
 * NOTION_PAGE_ID added serves Notion: the line says so, and which to unset.
 */
export function sourceChoiceNote(env: Env): string | null {
  const set = SOURCE_VARIABLES.filter((v) => v.keys.some((k) => env[k]?.trim()))
  if (set.length < 2) return null
  const [used, ...ignored] = set
  const names = ignored.map((v) => v.name).join(' and ')
  return (
    `[leafpress] content source: ${used.name} (read); ${names} ${ignored.length > 1 ? 'are' : 'is'} set too and not read. ` +
    `The first one set wins: ${SOURCE_VARIABLES.map((v) => v.name).join(', then ')}. Unset the ones you do not mean (in .env too).`
  )
}

/**
 * The embedded sample: the Chinese database at today's addresses and its English translation
 * under /en (scripts/gen-sample.ts writes both).
 */
export const DEFAULT_SNAPSHOT_DIRS = 'content/sample,en-US:content/sample-en'

/**
 * The workspace a source reads, as one string (`<kind>:<page id | database id | folder>`): it
 * keeps what instances share in Redis — data, pages, revalidations — apart per workspace.
 */
export function workspaceKey(s: SourceSettings): string {
  return `${s.kind}:${s.kind === 'snapshot' ? s.dir : s.kind === 'notion-web' ? s.pageId : s.databaseId}`
}

export interface ThrottleSettings {
  ratePerSecond: number
  maxInFlight: number
}

/** NOTION_RATE_LIMIT (requests a second, default 3) and NOTION_MAX_CONCURRENCY (default 3). */
export function readThrottleSettings(env: Env, problems: string[] = []): ThrottleSettings {
  const read = (key: string, fallback: number, integer: boolean) => {
    const raw = env[key]?.trim()
    if (!raw) return fallback
    const n = Number(raw)
    if (Number.isFinite(n) && n > 0 && (!integer || Number.isInteger(n))) return n
    problems.push(`${key} = ${JSON.stringify(raw)}: use a ${integer ? 'whole number' : 'number'} above 0 (default ${fallback})`)
    return fallback
  }
  return { ratePerSecond: read('NOTION_RATE_LIMIT', 3, false), maxInFlight: read('NOTION_MAX_CONCURRENCY', 3, true) }
}

/**
 * IMAGE_ALLOWED_HOSTS: hosts the image path may fetch besides Notion's (comma-separated;
 * `*.example.com` for subdomains). IMAGE_CACHE_MAX_MB: the most the image path keeps on disk
 * (.leafpress/cache/images, default 256 MB); the least recently used files go first.
 */
export function readImageSettings(env: Env, problems: string[] = []): { allowedHosts: string[]; cacheBytes: number } {
  const allowedHosts: string[] = []
  for (const raw of (env.IMAGE_ALLOWED_HOSTS ?? '').split(',')) {
    const host = raw.trim().toLowerCase()
    if (!host) continue
    if (/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) allowedHosts.push(host)
    else problems.push(`IMAGE_ALLOWED_HOSTS contains ${JSON.stringify(raw.trim())}: list host names only, such as images.unsplash.com or *.cloudinary.com (no scheme, port or path)`)
  }
  let cacheMb = 256
  const rawMb = env.IMAGE_CACHE_MAX_MB?.trim()
  if (rawMb) {
    const n = Number(rawMb)
    if (Number.isFinite(n) && n >= 1 && n <= 1_000_000) cacheMb = n
    else problems.push(`IMAGE_CACHE_MAX_MB = ${JSON.stringify(rawMb)}: use a number of megabytes from 1 up (default 256)`)
  }
  return { allowedHosts, cacheBytes: Math.round(cacheMb * 1024 * 1024) }
}

/** LEAFPRESS_REVALIDATE_SECRET: the on-demand refresh endpoint is off (404) without it. */
export function readRevalidateSecret(env: Env, problems: string[] = []): string | null {
  const secret = env.LEAFPRESS_REVALIDATE_SECRET?.trim()
  if (!secret) return null
  if (secret.length < 16) {
    problems.push('LEAFPRESS_REVALIDATE_SECRET is shorter than 16 characters: use a long random value, e.g. the output of `openssl rand -hex 32`')
  }
  return secret
}

export interface NotionWebhookSettings {
  /** the subscription's verification token; null until the handshake is done */
  token: string | null
  maxAgeMs: number
}

/**
 * NOTION_WEBHOOK_SECRET (the verification token Notion sent in the subscription handshake, which
 * signs its events) and NOTION_WEBHOOK_MAX_AGE_SECONDS (events older than that are refused;
 * default 300).
 */
export function readNotionWebhookSettings(env: Env, problems: string[] = []): NotionWebhookSettings {
  const token = env.NOTION_WEBHOOK_SECRET?.trim() || null
  if (token && token.length < 16) {
    problems.push('NOTION_WEBHOOK_SECRET is shorter than 16 characters: set it to the verification token Notion sent to /api/notion-webhook (logged by the server, e.g. secret_…)')
  }
  const raw = env.NOTION_WEBHOOK_MAX_AGE_SECONDS?.trim()
  let maxAge = 300
  if (raw) {
    const n = Number(raw)
    if (Number.isInteger(n) && n >= 10 && n <= 86_400) maxAge = n
    else problems.push(`NOTION_WEBHOOK_MAX_AGE_SECONDS = ${JSON.stringify(raw)}: use a whole number of seconds from 10 to 86400 (default 300)`)
  }
  return { token, maxAgeMs: maxAge * 1000 }
}

/**
 * REDIS_URL: a Redis that several instances share — their page cache and revalidations, their
 * Notion data and reloads, the unlock limits; each instance on its own when unset. The value is
 * echoed without its password.
 */
export function readRedisUrl(env: Env, problems: string[] = []): string | null {
  const url = env.REDIS_URL?.trim()
  if (!url) return null
  try {
    const { protocol, hostname } = new URL(url)
    if ((protocol === 'redis:' || protocol === 'rediss:') && hostname) return url
  } catch {}
  const shown = url.replace(/\/\/[^/@]*@/, '//***@')
  // a hosted Redis's REST address (Upstash's, Vercel's marketplace) is the usual mistake
  const rest = /^https?:/i.test(url) ? ' (this is an HTTP REST address: the provider shows a redis:// or rediss:// one beside it)' : ''
  problems.push(
    `REDIS_URL = ${JSON.stringify(shown)}${rest}: use a redis:// URL such as redis://localhost:6379 ` +
      '(rediss:// for TLS, redis://:password@host:6379/0 with a password and database), or leave it empty to cache in memory only',
  )
  return null
}

/**
 * TRUST_PROXY: how many proxies in front of the server append to X-Forwarded-For. 0 (the
 * default) ignores the header — anyone can write it — and takes the client's address from the
 * connection; 1 (`true`) takes the last address, the one the proxy appended; n takes the n-th
 * from the end. On Vercel (VERCEL set), whose edge writes the header, the default is 1.
 */
export function readTrustProxy(env: Env, problems: string[] = []): number {
  const raw = env.TRUST_PROXY?.trim().toLowerCase()
  if (!raw) return env.VERCEL ? 1 : 0
  if (['true', 'yes', 'on'].includes(raw)) return 1
  if (['false', 'no', 'off'].includes(raw)) return 0
  const n = Number(raw)
  if (Number.isInteger(n) && n >= 0 && n <= 10) return n
  problems.push(
    `TRUST_PROXY = ${JSON.stringify(env.TRUST_PROXY)}: use true (one proxy such as nginx or a load balancer sets X-Forwarded-For), ` +
      'the number of proxies in a chain (e.g. 2 for a CDN in front of a load balancer), or false when clients reach the server directly',
  )
  return 0
}

/**
 * UNLOCK_COOKIE_MAX_AGE_DAYS: how long the cookie that unlocks a locked article keeps working
 * after the password was entered (default 30 days); then the reader types it again. A
 * password change ends every cookie at once, whatever its age.
 */
export function readUnlockCookieDays(env: Env, problems: string[] = []): number {
  return readDays(env, 'UNLOCK_COOKIE_MAX_AGE_DAYS', { max: 3650, fallback: 30 }, problems)
}

/** A whole number of days from 1 to `max` in `key`, else `fallback` (a wrong value is a problem). */
function readDays(env: Env, key: string, { max, fallback }: { max: number; fallback: number }, problems: string[]): number {
  const raw = env[key]?.trim()
  if (!raw) return fallback
  const n = Number(raw)
  if (Number.isInteger(n) && n >= 1 && n <= max) return n
  problems.push(`${key} = ${JSON.stringify(env[key])}: use a whole number of days from 1 to ${max} (default ${fallback})`)
  return fallback
}

/**
 * PREVIEW_LINK_MAX_AGE_DAYS: how long an editor's preview link (from the status page) keeps
 * working after the page was shown (default 7 days); then the status page gives a new one. A
 * link passed on by mistake stops opening drafts within that time.
 */
export function readPreviewLinkDays(env: Env, problems: string[] = []): number {
  return readDays(env, 'PREVIEW_LINK_MAX_AGE_DAYS', { max: 365, fallback: 7 }, problems)
}

/** Default of LEAFPRESS_PAGE_CACHE_MB. */
export const DEFAULT_PAGE_CACHE_MB = 8

/**
 * LEAFPRESS_PAGE_CACHE_MB: megabytes of page bodies the store holds in memory (measured as the
 * JSON of each page; the heap they take is about 1.5× that), least recently used evicted first.
 * An evicted page is loaded again when next needed, from Redis when there is one, else from the
 * source. Default 8 (about 300 pages of 25 KB; ~12 MB of heap): 16 held ~25 MB of heap, and 8 took
 * ~20 MB off the server's RSS under load at 3,000 posts (bench/scale.ts). A page is read for its
 * renders only (an ISR page is served from the page cache), so what falls out costs a source
 * read per regeneration; raise it when readers spread over many pages. 0 is refused (every
 * render would load its page).
 */
export function readPageCacheBytes(env: Env, problems: string[] = []): number {
  return readMegabytes(env, 'LEAFPRESS_PAGE_CACHE_MB', DEFAULT_PAGE_CACHE_MB, 'the page bodies held in memory', problems)
}

/** A size setting in megabytes (1 to 65536), in bytes; the default, and a problem, when it is not one. */
function readMegabytes(env: Env, key: string, fallback: number, what: string, problems: string[]): number {
  const raw = env[key]?.trim()
  if (!raw) return fallback * 2 ** 20
  const n = Number(raw)
  if (Number.isFinite(n) && n >= 1 && n <= 65_536) return Math.round(n * 2 ** 20)
  problems.push(`${key} = ${JSON.stringify(raw)}: use a number of megabytes from 1 to 65536 (default ${fallback}): ${what}`)
  return fallback * 2 ** 20
}

/** Default of LEAFPRESS_RENDERED_CACHE_MB with REDIS_URL, where this memory is the local layer. */
export const DEFAULT_RENDERED_CACHE_MB = 8
/** Default of LEAFPRESS_RENDERED_CACHE_MB without Redis, where the disk is the local layer. */
export const DEFAULT_RENDERED_CACHE_MB_ON_DISK = 2

/**
 * LEAFPRESS_RENDERED_CACHE_MB: megabytes of rendered pages Next keeps in memory in front of its
 * page cache (`cacheMaxMemorySize`, 50 MB by Next's default, ~100 MB of heap for CJK pages),
 * least recently used dropped first; a page dropped is read again from the cache on disk, or
 * Redis. 16 took 60 MB off a server's RSS under load at 3,000 posts, and 8 another ~20 MB with
 * no measurable CPU per warm request (bench/scale.ts).
 * Without Redis the page cache is on disk, which the system's file cache holds outside the
 * process, and every page read from it passes through this memory: with readers spread over
 * more pages than it holds (a crawler, a large site) each one stays there long enough to reach
 * V8's old generation, then dies — 1 MB instead of 8 took ~34 MB off the peak RSS under 50
 * connections at 3,000 posts (bench/memory.ts). So 2 by default there (a site's few hottest
 * pages). With several instances (Redis) it is the local copy that saves reading whole pages
 * from Redis again: 8.
 */
export function readRenderedCacheBytes(env: Env, problems: string[] = []): number {
  const fallback = readRedisUrl(env) ? DEFAULT_RENDERED_CACHE_MB : DEFAULT_RENDERED_CACHE_MB_ON_DISK
  return readMegabytes(env, 'LEAFPRESS_RENDERED_CACHE_MB', fallback, 'the rendered pages held in memory', problems)
}

/** Default of LEAFPRESS_HEAP_GROWTH_PERCENT. */
export const DEFAULT_HEAP_GROWTH_PERCENT = 25

/**
 * LEAFPRESS_HEAP_GROWTH_PERCENT: how far V8 may let the heap grow past what was live after a
 * full collection before the next one (scripts/serve.mjs sets V8's --heap-growing-percent).
 * Left to itself V8 grows it up to ~4× under load: at 3,000 posts the server reached 726 MB RSS
 * where 25 % kept it at 506 MB, with no measurable render CPU (bench/scale.ts). 0 leaves V8's
 * own policy (more memory, fewer collections).
 */
export function readHeapGrowthPercent(env: Env, problems: string[] = []): number {
  const raw = env.LEAFPRESS_HEAP_GROWTH_PERCENT?.trim()
  if (!raw) return DEFAULT_HEAP_GROWTH_PERCENT
  const n = Number(raw)
  if (Number.isInteger(n) && n >= 0 && n <= 400) return n
  problems.push(`LEAFPRESS_HEAP_GROWTH_PERCENT = ${JSON.stringify(raw)}: use a whole number of percent from 0 to 400 (default ${DEFAULT_HEAP_GROWTH_PERCENT}; 0 leaves V8's own policy)`)
  return DEFAULT_HEAP_GROWTH_PERCENT
}

/** The folder of snapshot files (/files/…): the default language's snapshot's, or the sample's
 * when the site reads Notion live (the sample's files still back the demo content's covers).
 * Other languages' snapshots share it (the sample's English posts use the Chinese covers). */
export function snapshotFilesDir(env: Env = process.env): string {
  const source = readSourceSettings(env)
  // a folder chosen at run time: the build must not trace the whole project for it
  const dir = source.kind === 'snapshot' ? source.dir : path.resolve(/*turbopackIgnore: true*/ env.LEAFPRESS_SNAPSHOT_DIR?.split(',')[0].trim() || 'content/sample')
  return path.join(/*turbopackIgnore: true*/ dir, 'files')
}
