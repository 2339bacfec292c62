// What every screen does first: check the language segment the proxy wrote, load the site
// model and build the ThemeContext the theme's layouts receive.
import 'server-only'
import { notFound } from 'next/navigation'
import { getConfig } from '@/lib/config'
import { LOCALE_NAMES, type LocaleName, type ThemeName } from '@/lib/config/names'
import { getStrings } from '@/lib/i18n'
import { getSite } from '@/lib/site/data'
import { withBase } from '@/lib/site/links'
import type { ThemeContext, ThemeModule } from '@/lib/theme-kit/types'

export function readLang(raw: string): LocaleName {
  const lang = decode(raw)
  if (!(LOCALE_NAMES as readonly string[]).includes(lang)) notFound()
  return lang as LocaleName
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

export async function themeContext(theme: ThemeModule, lang: LocaleName, path: string): Promise<ThemeContext> {
  const config = getConfig()
  return {
    theme: theme.name,
    lang,
    strings: getStrings(lang),
    config,
    site: await getSite(),
    path,
    href: themeHref(theme.name, config.THEME),
    asset: (url: string) => withBase(config.SUB_PATH, url),
  }
}

export const decode = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
