// One site in several languages (issue #31): a source setting (NOTION_PAGE_ID,
// NOTION_DATABASE_ID, LEAFPRESS_SNAPSHOT_DIR) may name one database per language,
//
//   NOTION_PAGE_ID="b95c…,en-US:1a2b…,ja-JP/nihongo:3c4d…"
//
// The first entry, without a locale, is the site's default language (LANG) at today's
// addresses; each other is `<locale>[/<prefix>]:<value>` and lives under `/<prefix>` (by default
// the locale's language, lowercased: en-US → /en). One entry reads exactly as before. Every
// mistake is named with the key, the entry and the fix, so the start stops before serving.
import { LOCALES } from '../i18n/locales'

export interface LanguageEntry<T> {
  locale: string
  /** the address prefix, without slashes ('en') */
  prefix: string
  value: T
}

export interface LanguageEntries<T> {
  /** the default language's database (LANG) */
  primary: T
  /** the other languages, in the order written */
  others: LanguageEntry<T>[]
}

export interface LanguageRules<T> {
  /** LANG: the default language, which no other entry may repeat */
  lang: string
  /** first path segments the site's own addresses use (article prefix, category, tag, …) */
  reserved: readonly string[]
  /** reads one entry's value (an id, a folder), or says what is wrong with it and the fix */
  read: (raw: string) => { value: T } | { problem: string }
}

/** The site's own first path segments, which a language prefix may not take. */
export const RESERVED_SEGMENTS = ['page', 'archive', 'category', 'tag', 'search', 'preview', 'status', 'api', 'feed', 'feed.json', 'atom.xml', 'sitemap.xml', 'robots.txt', 'image', 'files', 'og', '_next', '_not-found'] as const

const PREFIX = /^[a-z0-9][a-z0-9-]*$/

/** The default prefix of a locale: its language, lowercased (zh-TW → zh, en-US → en). */
export const defaultPrefix = (locale: string) => locale.split('-')[0].toLowerCase()

/**
 * Reads `raw` (the setting `key`) into the default language's value and the others'; problems
 * are pushed to `problems` (each naming the key, the entry and the fix) and null comes back.
 */
export function readLanguageEntries<T>(key: string, raw: string, rules: LanguageRules<T>, problems: string[]): LanguageEntries<T> | null {
  const parts = raw.split(',').map((s) => s.trim())
  const before = problems.length
  const say = (entry: string, fix: string) => problems.push(`${key} = ${JSON.stringify(raw)}: the entry ${JSON.stringify(entry)} ${fix}`)
  const valueOf = (entry: string, text: string): T | null => {
    const v = rules.read(text)
    if ('problem' in v) {
      say(entry, v.problem)
      return null
    }
    return v.value
  }
  if (parts.some((p) => !p)) {
    problems.push(`${key} = ${JSON.stringify(raw)}: an entry is empty: separate the databases with single commas, e.g. "<id>,en-US:<id>"`)
    return null
  }
  const [first, ...rest] = parts
  if (/^[a-z]{2,3}-[A-Za-z]{2,4}(\/[^:]*)?:/.test(first)) say(first, `is the site's default language (LANG = ${rules.lang}): write it first without a locale, e.g. "<id>,${first}"`)
  const primary = valueOf(first, first)
  const others: LanguageEntry<T>[] = []
  const locales = new Set([rules.lang])
  const prefixes = new Map<string, string>()
  for (const entry of rest) {
    const m = /^([^:/]+)(?:\/([^:]*))?:(.+)$/.exec(entry)
    if (!m) {
      say(entry, 'names no language: write it as <locale>:<value>, e.g. "en-US:<id>" (or "en-US/english:<id>" for the address /english)')
      continue
    }
    const [, locale, ownPrefix, text] = m
    if (!(LOCALES as readonly string[]).includes(locale)) {
      say(entry, `names ${JSON.stringify(locale)}, which is not a language Leafpress speaks: use one of ${LOCALES.join(', ')}`)
      continue
    }
    if (locales.has(locale)) {
      say(entry, locale === rules.lang ? `repeats the default language (LANG = ${locale}): the first entry is that language's database` : `repeats ${locale}: give each language one database`)
      continue
    }
    locales.add(locale)
    const prefix = ownPrefix === undefined ? defaultPrefix(locale) : ownPrefix.replace(/^\/+|\/+$/g, '')
    if (!PREFIX.test(prefix)) {
      say(entry, `has the address prefix ${JSON.stringify(prefix)}: use small letters, digits and -, e.g. "${locale}/${defaultPrefix(locale)}:<value>"`)
      continue
    }
    if (rules.reserved.includes(prefix)) {
      say(entry, `would live under /${prefix}, an address the site uses itself: choose another prefix, e.g. "${locale}/${defaultPrefix(locale)}-${locale.split('-')[1].toLowerCase()}:<value>"`)
      continue
    }
    const taken = prefixes.get(prefix)
    if (taken) {
      say(entry, `would live under /${prefix} like ${taken}: give one of them its own prefix, e.g. "${locale}/${prefix}-${locale.split('-')[1].toLowerCase()}:<value>"`)
      continue
    }
    prefixes.set(prefix, locale)
    const value = valueOf(entry, text)
    if (value !== null) others.push({ locale, prefix, value })
  }
  if (problems.length > before || primary === null) return null
  return { primary, others }
}
