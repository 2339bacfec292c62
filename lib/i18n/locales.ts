// The interface languages Leafpress ships. The order is the order of the language switcher.
export const LOCALES = ['en-US', 'zh-CN', 'zh-HK', 'zh-TW', 'fr-FR', 'tr-TR', 'ja-JP'] as const

export type Locale = (typeof LOCALES)[number]

/** The base every other locale falls back to, key by key. */
export const DEFAULT_LOCALE: Locale = 'en-US'

const SET: ReadonlySet<string> = new Set(LOCALES)

/** Exact, case-sensitive check: the values we write into cookies and route segments. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && SET.has(value)
}
