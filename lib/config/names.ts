// Names that config, proxy, themes and i18n all agree on. Kept free of imports so the proxy and
// next.config can load it cheaply.
export const THEME_NAMES = [
  'example', 'fukasawa', 'gitbook', 'heo', 'hexo', 'landing',
  'matery', 'medium', 'next', 'nobelium', 'plog', 'simple',
] as const
export type ThemeName = (typeof THEME_NAMES)[number]

export const LOCALE_NAMES = ['en-US', 'zh-CN', 'zh-HK', 'zh-TW', 'fr-FR', 'tr-TR', 'ja-JP'] as const
export type LocaleName = (typeof LOCALE_NAMES)[number]

export const isThemeName = (v: unknown): v is ThemeName =>
  typeof v === 'string' && (THEME_NAMES as readonly string[]).includes(v)
