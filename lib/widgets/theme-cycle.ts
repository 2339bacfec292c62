// "Next theme" for the pet's click: the 12 themes in their fixed order, wrapping around.
import Cookies from 'js-cookie'
import { THEME_NAMES, type ThemeName } from '@/lib/config/names'

export function nextThemeName(current: string): ThemeName {
  const i = (THEME_NAMES as readonly string[]).indexOf(current)
  return THEME_NAMES[(i + 1) % THEME_NAMES.length]
}

/** Remembers the next theme in the `theme` cookie and reloads this page with ?theme= (the
 * proxy serves each theme as its own cached variant, so a full navigation is the switch). */
export function switchToNextTheme() {
  const next = nextThemeName(document.documentElement.dataset.theme ?? '')
  Cookies.set('theme', next, { path: '/', expires: 365, sameSite: 'lax' })
  const url = new URL(window.location.href)
  url.searchParams.set('theme', next)
  window.location.assign(url)
}
