'use client'
// Cycles through the registered themes: saves the choice in cookie `theme` and reloads the
// page under ?theme=<next> (each theme is its own cached page variant).
import { THEME_NAMES } from '@/lib/config/names'
import { nextTheme, setPreference, withTheme } from './cookies'

export function ThemeSwitch({ current, label, basePath = '', className }: { current: string; label: string; basePath?: string; className?: string }) {
  const next = nextTheme(THEME_NAMES, current)
  return (
    <button
      type="button"
      className={className}
      data-testid="theme-switch"
      aria-label={`${label}: ${next}`}
      title={`${label}: ${next}`}
      onClick={() => {
        setPreference('theme', next, basePath)
        window.location.assign(withTheme(window.location.href, next))
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-.4-.2-.7-.4-1-.2-.3-.4-.6-.4-1 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.4-4-8-9-8z" />
        <circle cx="7.5" cy="10.5" r="1" /><circle cx="10.5" cy="7" r="1" /><circle cx="15" cy="7.5" r="1" />
      </svg>
    </button>
  )
}
