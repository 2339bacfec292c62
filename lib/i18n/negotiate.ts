// Language negotiation for proxy.ts. Pure and free of Next imports and of the string tables,
// so the proxy bundle stays small. Every input is untrusted request data: anything that does
// not map to one of our locales is ignored, never echoed.
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales'

const TAG = /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/
/** Accept-Language entries we look at; browsers send a handful, a longer list is noise. */
const MAX_ENTRIES = 32

/**
 * Maps one language tag to the locale that serves it best, or null.
 * Case and `_` vs `-` do not matter. Chinese is decided by script first (Hant/Hans), then by
 * region: `zh-HK`/`zh-MO`/`yue` → zh-HK, `zh-TW`/`zh-Hant` → zh-TW, any other `zh` → zh-CN.
 * Other languages map by their primary subtag (`en-GB` → en-US, `fr-CA` → fr-FR).
 */
export function resolveLocale(tag: string | null | undefined): Locale | null {
  if (typeof tag !== 'string') return null
  const t = tag.trim().replace(/_/g, '-').toLowerCase()
  if (t.length === 0 || t.length > 35 || !TAG.test(t)) return null
  const exact = LOCALES.find((l) => l.toLowerCase() === t)
  if (exact) return exact

  const [lang, ...rest] = t.split('-')
  switch (lang) {
    case 'zh': {
      const script = rest.find((p) => p.length === 4 && /^[a-z]+$/.test(p))
      const region = rest.find((p) => p.length === 2)
      const hk = region === 'hk' || region === 'mo'
      if (script === 'hans') return 'zh-CN'
      if (script === 'hant') return hk ? 'zh-HK' : 'zh-TW'
      if (hk) return 'zh-HK'
      if (region === 'tw') return 'zh-TW'
      return 'zh-CN'
    }
    case 'yue':
      return 'zh-HK'
    case 'en':
      return 'en-US'
    case 'fr':
      return 'fr-FR'
    case 'ja':
      return 'ja-JP'
    case 'tr':
      return 'tr-TR'
    default:
      return null
  }
}

export interface AcceptLanguageEntry {
  tag: string
  q: number
}

/**
 * Parses an Accept-Language header into entries sorted by q (highest first; equal q keeps
 * header order). Entries with q=0, a malformed q, or the `*` wildcard are dropped.
 */
export function parseAcceptLanguage(header: string | null | undefined): AcceptLanguageEntry[] {
  if (typeof header !== 'string' || header.length === 0) return []
  const entries: (AcceptLanguageEntry & { i: number })[] = []
  const parts = header.slice(0, 2000).split(',')
  for (let i = 0; i < parts.length && i < MAX_ENTRIES; i++) {
    const [rawTag, ...params] = parts[i].split(';')
    const tag = rawTag.trim()
    if (!tag || tag === '*') continue
    let q = 1
    for (const param of params) {
      const m = /^\s*q\s*=\s*(\S*)\s*$/i.exec(param)
      if (!m) continue
      q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(m[1]) ? Number(m[1]) : 0
    }
    if (q > 0) entries.push({ tag, q, i })
  }
  entries.sort((a, b) => b.q - a.q || a.i - b.i)
  return entries.map(({ tag, q }) => ({ tag, q }))
}

export interface NegotiateInput {
  /** value of the `lang` cookie (the visitor's explicit choice) */
  cookie?: string | null
  /** value of the `?lang=` query parameter */
  query?: string | string[] | null
  /** the request's Accept-Language header */
  acceptLanguage?: string | null
  /** whether the browser's language counts (LANG_FROM_BROWSER; default true) */
  followBrowser?: boolean
  /** the site's configured language (blog.config) */
  siteLang?: string | null
}

/**
 * Picks the interface language for a request: the `lang` cookie, then `?lang=`, then the best
 * Accept-Language match (unless the site pins its language), then the site language, then en-US. Invalid values at any step are
 * skipped. The cookie wins over the query because the switcher sets the cookie, while a
 * `?lang=` may come from an old shared link.
 */
export function negotiateLocale(input: NegotiateInput): Locale {
  const fromCookie = resolveLocale(input.cookie)
  if (fromCookie) return fromCookie
  const query = Array.isArray(input.query) ? input.query[0] : input.query
  const fromQuery = resolveLocale(query)
  if (fromQuery) return fromQuery
  for (const { tag } of parseAcceptLanguage(input.followBrowser === false ? null : input.acceptLanguage)) {
    const hit = resolveLocale(tag)
    if (hit) return hit
  }
  return resolveLocale(input.siteLang) ?? DEFAULT_LOCALE
}
