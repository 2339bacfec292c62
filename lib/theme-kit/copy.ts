// A theme's written copy (banner lines, greetings, landing sections) in the page's language. The
// copy a theme ships is the default language's; on a site in several languages (issue #31) a
// theme may give another language its own words, by locale. On that language's pages each word
// the site owner left at its default takes the translation; one they set themselves (an env
// override) stays theirs, and a language without a translation keeps the default's words.
import type { ThemeContext } from './types'

export type CopyTranslations<T> = Partial<Record<string, Partial<T>>>

/** `copy` as the page shows it; `defaults` are the theme's own values (the copy itself for copy in code). */
export function copyFor<T extends object>(ctx: Pick<ThemeContext, 'lang' | 'site'>, copy: T, translations: CopyTranslations<T>, defaults: T = copy): T {
  const words = ctx.site.edition ? translations[ctx.lang] : undefined
  if (!words) return copy
  const out = { ...copy }
  for (const key of Object.keys(words) as Array<keyof T>) if (copy[key] === defaults[key]) out[key] = words[key] as T[keyof T]
  return out
}
