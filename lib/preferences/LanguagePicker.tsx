'use client'
// The interface-language picker: saves cookie `lang` and reloads, so the proxy serves the
// page variant in that language (content stays in the workspace's language).
import { LOCALE_NAMES } from '@/lib/config/names'
import { setPreference } from './cookies'

export function LanguagePicker({ current, label, names, basePath = '', className }: {
  current: string
  label: string
  /** each locale's own name, e.g. { 'zh-TW': '繁體中文' } */
  names: Record<string, string>
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
        setPreference('lang', e.target.value, basePath)
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
