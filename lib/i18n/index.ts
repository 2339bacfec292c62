// Interface strings and language negotiation.
//
// Server components call `getStrings(lang)` and pass the few strings a client island needs as
// props: importing this module into a client component would ship every locale table.
// proxy.ts should import from `@/lib/i18n/negotiate`, which carries no tables at all.
import enUS, { type Strings } from '@/locales/en-US'
import zhCN from '@/locales/zh-CN'
import zhHK from '@/locales/zh-HK'
import zhTW from '@/locales/zh-TW'
import frFR from '@/locales/fr-FR'
import trTR from '@/locales/tr-TR'
import jaJP from '@/locales/ja-JP'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'
import { mergeStrings, type DeepPartialStrings } from './merge'
import { resolveLocale } from './negotiate'

export { LOCALES, DEFAULT_LOCALE, isLocale, type Locale } from './locales'
export { format, type FormatVars } from './format'
export { mergeStrings, type DeepPartialStrings } from './merge'
export {
  negotiateLocale,
  resolveLocale,
  parseAcceptLanguage,
  type NegotiateInput,
  type AcceptLanguageEntry,
} from './negotiate'
export type { Strings }

/** The raw tables, as written. Typed as partial on purpose: getStrings must not trust them. */
export const LOCALE_TABLES: Record<Locale, DeepPartialStrings<Strings>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
  'fr-FR': frFR,
  'tr-TR': trTR,
  'ja-JP': jaJP,
}

const cache = new Map<Locale, Strings>()

/**
 * The strings of a language, every key present: keys a translation lacks come from en-US.
 * Accepts loose tags (`zh-Hant`, `fr`); anything unknown gets en-US.
 */
export function getStrings(lang: string | null | undefined): Strings {
  const locale: Locale = isLocale(lang) ? lang : (resolveLocale(lang) ?? DEFAULT_LOCALE)
  let strings = cache.get(locale)
  if (!strings) {
    // frozen because it is shared by every request: a caller mutating it would leak
    strings = deepFreeze(mergeStrings(enUS, LOCALE_TABLES[locale]))
    cache.set(locale, strings)
  }
  return strings
}

function deepFreeze<T extends object>(obj: T): T {
  for (const value of Object.values(obj)) if (value && typeof value === 'object') deepFreeze(value)
  return Object.freeze(obj)
}
