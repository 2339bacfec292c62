// What every route does first: validate the variant segments the proxy wrote, load the site
// model and the theme, and build the ThemeContext the layouts receive.
import 'server-only'
import { notFound } from 'next/navigation'
import { getConfig } from '@/lib/config'
import { isThemeName, LOCALE_NAMES, type LocaleName, type ThemeName } from '@/lib/config/names'
import { getStrings } from '@/lib/i18n'
import { getSite } from '@/lib/site/data'
import { loadTheme } from '@/themes'
import { withBase } from '@/lib/site/links'
import type { ThemeContext } from '@/themes/types'

export interface VariantParams {
  theme: string
  lang: string
}

export function readVariant(p: VariantParams): { theme: ThemeName; lang: LocaleName } {
  const lang = decodeURIComponent(p.lang)
  if (!isThemeName(p.theme) || !(LOCALE_NAMES as readonly string[]).includes(lang)) notFound()
  return { theme: p.theme, lang: lang as LocaleName }
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

export async function routeContext(params: Promise<VariantParams>, path: string) {
  const { theme, lang } = readVariant(await params)
  const config = getConfig()
  const [site, mod] = await Promise.all([getSite(), loadTheme(theme)])
  const ctx: ThemeContext = {
    theme,
    lang,
    strings: getStrings(lang),
    config,
    site,
    path,
    href: themeHref(theme, config.THEME),
    asset: (url: string) => withBase(config.SUB_PATH, url),
  }
  return { ctx, layouts: mod.layouts, site, config }
}

/** A path segment as a positive page number, or null. */
export function pageParam(raw: string): number | null {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null
}

export const decode = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
