// The languages of a site, one Notion database each (issue #31). The default language's
// database lives at today's addresses; each other language's under its address prefix (`/en`),
// where the interface is in that language whatever the browser says. One edition when the
// source settings name one database: the site as it always was.
//
// Between the proxy and the pages, the edition travels in the app path's language segment
// (lib/route/address.ts): `/<theme>/zh-CN/…` is the default database in any interface language,
// `/<theme>/_en/…` the database under /en, in its own language.
import { getConfig, type SiteConfig } from '@/lib/config'
import { readSiteSources, type SourceSettings } from '@/lib/config/deployment'
import { LOCALE_NAMES, type LocaleName } from '@/lib/config/names'
export { editionPath } from './edition-path'

export interface Edition {
  /** '' for the default language, else the address prefix without slashes ('en') */
  prefix: string
  /** the language of its content, and of the interface under its prefix */
  locale: LocaleName
  source: SourceSettings
}

let memo: Edition[] | undefined

/** Every edition, the default language's first (settings are fixed for a server's life). */
export function editions(): Edition[] {
  if (memo) return memo
  const { primary, others } = readSiteSources(process.env)
  memo = [
    { prefix: '', locale: getConfig().LANG as LocaleName, source: primary },
    ...others.map((o) => ({ prefix: o.prefix, locale: o.locale as LocaleName, source: o.value })),
  ]
  return memo
}

export const defaultEdition = (): Edition => editions()[0]

/** True when the site has more than one language. */
export const isMultilingual = () => editions().length > 1

export function editionByPrefix(prefix: string): Edition | undefined {
  return editions().find((e) => e.prefix === prefix)
}

/** The edition a visitor path is under, and its segments after the prefix. */
export function splitEdition(segments: string[]): { edition: Edition; rest: string[] } {
  const other = segments.length ? editions().find((e) => e.prefix && e.prefix === segments[0]) : undefined
  return other ? { edition: other, rest: segments.slice(1) } : { edition: defaultEdition(), rest: segments }
}

type Localized = 'AUTHOR' | 'BIO' | 'KEYWORDS' | 'AUTHOR_BY_LANGUAGE' | 'BIO_BY_LANGUAGE' | 'KEYWORDS_BY_LANGUAGE'

/** The site settings as a language shows them: its own AUTHOR, BIO and KEYWORDS when written (blog.config.ts). */
export function localizedConfig<C extends Pick<SiteConfig, Localized>>(cfg: C, edition: Pick<Edition, 'prefix' | 'locale'>): C {
  if (!edition.prefix) return cfg
  const own = (byLanguage: Record<string, string>, fallback: string) => byLanguage[edition.locale]?.trim() || fallback
  return {
    ...cfg,
    AUTHOR: own(cfg.AUTHOR_BY_LANGUAGE, cfg.AUTHOR),
    BIO: own(cfg.BIO_BY_LANGUAGE, cfg.BIO),
    KEYWORDS: own(cfg.KEYWORDS_BY_LANGUAGE, cfg.KEYWORDS),
  }
}

/** The app path's language segment of a variant: the locale for the default database, `_<prefix>` for another. */
export function langSegment(edition: Edition, lang: LocaleName): string {
  return edition.prefix ? `_${edition.prefix}` : lang
}

/** The edition and interface language an app path's language segment names, or null. */
export function readLangSegment(raw: string): { edition: Edition; lang: LocaleName } | null {
  if (raw.startsWith('_')) {
    const edition = editionByPrefix(raw.slice(1))
    return edition ? { edition, lang: edition.locale } : null
  }
  return (LOCALE_NAMES as readonly string[]).includes(raw) ? { edition: defaultEdition(), lang: raw as LocaleName } : null
}

/** The edition a site model (or anything carrying its prefix) was built from. */
export const editionOfSite = (site: { edition: string }): Edition => editionByPrefix(site.edition) ?? defaultEdition()
