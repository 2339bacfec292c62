// What every screen does first: check the language segment the proxy wrote, load the site
// model and build the ThemeContext the theme's layouts receive.
import 'server-only'
import { notFound } from 'next/navigation'
import { getConfig } from '@/lib/config'
import type { LocaleName, ThemeName } from '@/lib/config/names'
import { editionPath, isMultilingual, localizedConfig, readLangSegment, type Edition } from '@/lib/site/editions'
import { findByPath } from '@/lib/site/site'
import { alternatesOf } from '@/lib/site/translated'
import { inLanguage, setLinkPrefix } from '@/lib/ui/link-prefix'
import { getStrings } from '@/lib/i18n'
import { getSite } from '@/lib/site/data'
import { withBase } from '@/lib/site/links'
import type { ThemeContext, ThemeModule } from '@/lib/theme-kit/types'

/** The language of a page: its interface language and the database (edition) it shows. */
export interface PageLang {
  lang: LocaleName
  edition: Edition
}

/** The app path's language segment (lib/site/editions.ts), or Next's not-found. */
export function readPageLang(raw: string): PageLang {
  return readLangSegment(decode(raw)) ?? notFound()
}

/** Keeps a non-default theme in links, so a ?theme= choice survives navigation. */
export function themeHref(theme: ThemeName, defaultTheme: string) {
  return (path: string) => {
    if (theme === defaultTheme || /^[a-z]+:/i.test(path)) return path
    const [base, hash] = path.split('#')
    const sep = base.includes('?') ? '&' : '?'
    return `${base}${sep}theme=${theme}${hash !== undefined ? `#${hash}` : ''}`
  }
}

export async function themeContext(theme: ThemeModule, { lang, edition }: PageLang, path: string): Promise<ThemeContext> {
  const config = localizedConfig(getConfig(), edition)
  const prefix = editionPath(edition, '')
  // every link this render writes to a page of the site goes under the language's prefix
  setLinkPrefix(prefix)
  const site = await getSite(edition)
  return {
    theme: theme.name,
    lang,
    strings: getStrings(lang),
    config,
    site,
    path,
    href: themeHref(theme.name, config.THEME),
    asset: (url: string) => withBase(config.SUB_PATH, inLanguage(url, prefix)),
    languages: isMultilingual() ? await alternatesOf(site, edition, path, findByPath(site, path)) : null,
  }
}

export const decode = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
