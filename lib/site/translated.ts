// Where a screen of one language is in the others (issue #31): a post's translation (paired by
// lib/site/translations.ts), the same screen for the screens every language has (home, archive,
// category and tag indexes, search), else that language's home. Feeds the hreflang links, the
// sitemap's alternates and the language picker. A language whose database cannot be loaded now
// is left out, so its failure never takes another language's page down.
import 'server-only'
import { languageSites, type LanguageSite } from './current'
import { editionPath, isMultilingual, type Edition } from './editions'
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
