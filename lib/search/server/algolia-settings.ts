// Hosted search (Algolia) settings, from the environment only:
//   ALGOLIA_APP_ID, ALGOLIA_SEARCH_ONLY_KEY, ALGOLIA_INDEX  all three turn hosted search on
//   ALGOLIA_ADMIN_KEY                                       only for `npm run search:index`
//   ALGOLIA_HOST                                            another API address (tests, proxies)
// The search-only key is the one that reaches the browser; the admin key never leaves the
// indexing command. A half-done setup fails loudly instead of silently falling back.
// Relative imports only, so lib/config/check-all.ts (which next.config.ts loads before any
// bundler alias exists) can call readAlgoliaSettings.
import { ConfigError } from '../../config/error'
import type { HostedSearchConfig } from '../hosted'

type Env = Record<string, string | undefined>

export interface AlgoliaSettings {
  appId: string
  searchKey: string
  indexName: string
  adminKey: string | null
  /** e.g. http://127.0.0.1:4010; null for Algolia's own hosts */
  host: string | null
}

const REQUIRED = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_ONLY_KEY', 'ALGOLIA_INDEX'] as const

/**
 * The hosted search settings, or null when none are set (local search). Problems are pushed to
 * `problems` when given (to be reported with the rest of the configuration), else thrown.
 */
export function readAlgoliaSettings(env: Env = process.env, problems?: string[]): AlgoliaSettings | null {
  const read = (key: string) => env[key]?.trim() || ''
  const found: string[] = []
  const set = REQUIRED.filter((k) => read(k))
  if (set.length === 0) {
    if (read('ALGOLIA_ADMIN_KEY')) found.push('ALGOLIA_ADMIN_KEY is set but hosted search is off: also set ALGOLIA_APP_ID, ALGOLIA_SEARCH_ONLY_KEY and ALGOLIA_INDEX')
  } else if (set.length < REQUIRED.length) {
    const missing = REQUIRED.filter((k) => !read(k))
    found.push(`${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not: hosted search needs all of ALGOLIA_APP_ID, ALGOLIA_SEARCH_ONLY_KEY (a search-only API key) and ALGOLIA_INDEX; unset them all for the built-in search`)
  }
  if (read('ALGOLIA_SEARCH_ONLY_KEY') && read('ALGOLIA_SEARCH_ONLY_KEY') === read('ALGOLIA_ADMIN_KEY')) {
    found.push('ALGOLIA_SEARCH_ONLY_KEY is the admin key: it is sent to every reader\'s browser; use the "Search API Key" (or a key with the search ACL only) from the Algolia dashboard')
  }
  const host = read('ALGOLIA_HOST')
  if (host && !isHttpUrl(host)) found.push(`ALGOLIA_HOST = ${JSON.stringify(host)}: use an http(s) URL such as http://127.0.0.1:4010, or unset it for Algolia's own hosts`)

  if (found.length > 0) {
    if (!problems) throw new ConfigError(found)
    problems.push(...found)
    return null
  }
  if (set.length === 0) return null
  return {
    appId: read('ALGOLIA_APP_ID'),
    searchKey: read('ALGOLIA_SEARCH_ONLY_KEY'),
    indexName: read('ALGOLIA_INDEX'),
    adminKey: read('ALGOLIA_ADMIN_KEY') || null,
    host: host || null,
  }
}

/** What the browser gets: never the admin key. */
/** `prefix`: the language of the page (a site in several languages has an index per language). */
export function hostedSearchConfig(settings: AlgoliaSettings | null, prefix = ''): HostedSearchConfig | null {
  return settings && { appId: settings.appId, apiKey: settings.searchKey, indexName: languageIndexName(settings.indexName, prefix), host: settings.host }
}

/**
 * The hosted index of a language's database: ALGOLIA_INDEX for the default language,
 * `<ALGOLIA_INDEX>_<prefix>` for the one under /<prefix> (npm run search:index fills each).
 */
export function languageIndexName(indexName: string, prefix: string): string {
  return prefix ? `${indexName}_${prefix}` : indexName
}

function isHttpUrl(s: string): boolean {
  try {
    return /^https?:$/.test(new URL(s).protocol)
  } catch {
    return false
  }
}
