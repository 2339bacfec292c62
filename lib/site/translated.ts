// Where a screen of one language is in the others (issue #31): a post's translation (paired by
// lib/site/translations.ts), the same screen for the screens every language has (home, archive,
// category and tag indexes, search), else that language's home. Feeds the hreflang links, the
// sitemap's alternates and the language picker. A language whose database cannot be loaded now
// is left out, so its failure never takes another language's page down.
import 'server-only'
import { getStore } from '@/lib/workspace'
import { siteOf } from './current'
import { editionPath, editions, isMultilingual, type Edition } from './editions'
import type { SiteIndex } from './site'
import { pairTranslations, type TranslationIndex } from './translations'
import type { Post } from './types'

export interface Alternate {
  locale: string
  /** the address (language prefix, no sub path) */
  path: string
  /** false: the language has no such page and `path` is its home */
  same: boolean
}

/** Screens every language has, at the same path under its prefix. */
const SHARED_SCREENS = new Set(['/', '/archive', '/category', '/tag', '/search'])

/** One pairing per set of site models (each replaced when its data changes). */
let memo: { sites: SiteIndex[]; index: TranslationIndex } | undefined

function translationIndex(sites: SiteIndex[]): TranslationIndex {
  if (memo && memo.sites.length === sites.length && memo.sites.every((s, i) => s === sites[i])) return memo.index
  // allPages: the Posts and Pages readers can open
  const byLocale = new Map(sites.map((s, i) => [String(i), s.allPages]))
  memo = { sites, index: pairTranslations(byLocale) }
  return memo.index
}

export interface LanguageSite {
  edition: Edition
  site: SiteIndex
}

/** The longest a page waits for another language's first load (then it goes without it). */
const FIRST_LOAD_WAIT_MS = 1_500

/**
 * Another language's site model as its store holds it, never waiting for a refresh: a page of
 * one language must not wait on another's database. Before that database was ever loaded, its
 * first load is waited for a moment; one that fails or is slow is left out.
 */
async function heldSite(edition: Edition): Promise<SiteIndex | null> {
  const store = getStore(edition)
  const held = store.peekDatabase()
  const load = store.getDatabaseNow() // starts a refresh when due, or the first load
  load.catch(() => undefined)
  if (held) return siteOf(held, Date.now(), edition)
  let timer: ReturnType<typeof setTimeout> | undefined
  const db = await Promise.race([load.catch(() => null), new Promise<null>((r) => (timer = setTimeout(r, FIRST_LOAD_WAIT_MS, null)))])
  clearTimeout(timer)
  return db ? siteOf(db, Date.now(), edition) : null
}

/** Every language's site model that can be had now (`own`: the page's, as it has it). */
export async function languageSites(own?: LanguageSite): Promise<LanguageSite[]> {
  const all = await Promise.all(editions().map(async (edition) => (edition === own?.edition ? own : heldSite(edition).then((site) => site && { edition, site }))))
  return all.filter((x): x is LanguageSite => !!x)
}

/** The translations of `post` (of `edition`) in the other languages of `live`, by locale: their paths with prefix. */
export function translationsOf(live: LanguageSite[], edition: Edition, post: Post): Map<string, string> {
  const index = translationIndex(live.map((x) => x.site))
  const out = new Map<string, string>()
  const own = index.get(post.id)
  live.forEach(({ edition: other, site }, i) => {
    const id = other === edition ? undefined : own?.get(String(i))
    const href = id ? site.byId.get(id)?.href : undefined
    if (href) out.set(other.locale, editionPath(other, href))
  })
  return out
}

/**
 * This screen in every language, its own first. `path` is the screen's path in its own
 * language (no prefix); `post` the row it shows, if any. One language: just itself.
 */
export async function alternatesOf(site: SiteIndex, edition: Edition, path: string, post: Post | null): Promise<Alternate[]> {
  const own: Alternate = { locale: edition.locale, path: editionPath(edition, path), same: true }
  if (!isMultilingual()) return [own]
  const live = await languageSites({ edition, site })
  const translated = post ? translationsOf(live, edition, post) : null
  const out: Alternate[] = [own]
  for (const { edition: other } of live) {
    if (other === edition) continue
    const target = translated ? translated.get(other.locale) : SHARED_SCREENS.has(path) ? editionPath(other, path) : undefined
    out.push({ locale: other.locale, path: target ?? editionPath(other, '/'), same: target !== undefined })
  }
  return out
}
