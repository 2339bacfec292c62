'use client'
// The language picker: saves cookie `lang` (the reader's choice, remembered) and goes to the
// page in that language. On a site with one database that is this page in another interface
// language. On a site in several languages (issue #31) a language with its own database goes to
// this page's translation there, or to that language's home when there is none (the option says
// so); a language without one shows the default language's page in that interface language.
import { LOCALE_NAMES } from '@/lib/config/names'
import { withBasePath } from '@/lib/ui/Link'
import { setPreference } from './cookies'

export function LanguagePicker({ current, label, names, targets, basePath = '', className }: {
  current: string
  label: string
  /** each locale's own name, e.g. { 'zh-TW': '繁體中文' }, or how its option reads (no translation) */
  names: Record<string, string>
  /** where each locale goes (a site path with its language prefix); absent: this page again */
  targets?: Record<string, string>
  basePath?: string
  className?: string
}) {
  return (
    <select
      className={className}
      aria-label={label}
      data-testid="language-picker"
      value={current}
      onChange={(e) => {
        const lang = e.target.value
        setPreference('lang', lang, basePath)
        const target = targets?.[lang]
        if (target) {
          window.location.assign(withBasePath(target, basePath))
          return
        }
        // drop a ?lang= that would otherwise win over nothing but confuse the address bar
        const url = new URL(window.location.href)
        url.searchParams.delete('lang')
        window.location.assign(url.pathname + url.search + url.hash)
      }}
    >
      {LOCALE_NAMES.map((l) => (
        <option key={l} value={l}>
          {names[l] ?? l}
        </option>
      ))}
    </select>
  )
}
