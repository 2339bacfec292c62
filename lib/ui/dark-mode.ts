// The visitor's light/dark choice: the `dark` class on <html> (set before paint by
// dark-mode-script.ts) and the `darkMode` cookie that the script reads on the next visit.
import Cookies from 'js-cookie'
import { useCallback, useEffect, useState } from 'react'

export const DARK_MODE_COOKIE = 'darkMode'

export function isDarkNow(): boolean {
  return document.documentElement.classList.contains('dark')
}

/** Applies a choice and remembers it for a year on the whole site. */
export function setDarkMode(dark: boolean) {
  const c = document.documentElement.classList
  c.toggle('dark', dark)
  c.toggle('light', !dark)
  Cookies.set(DARK_MODE_COOKIE, String(dark), { path: '/', expires: 365, sameSite: 'lax' })
  window.dispatchEvent(new CustomEvent(DARK_MODE_EVENT, { detail: dark }))
}

/** Fired on every change, so several toggles on one page stay in agreement. */
export const DARK_MODE_EVENT = 'leafpress:dark-mode'

/** [dark, toggle]: `dark` is false until mounted (the server cannot know), then the real state. */
export function useDarkMode(): [boolean, () => void] {
  const [dark, setDark] = useState(false)
  useEffect(() => {
    setDark(isDarkNow())
    const onChange = (e: Event) => setDark((e as CustomEvent<boolean>).detail)
    window.addEventListener(DARK_MODE_EVENT, onChange)
    return () => window.removeEventListener(DARK_MODE_EVENT, onChange)
  }, [])
  const toggle = useCallback(() => setDarkMode(!isDarkNow()), [])
  return [dark, toggle]
}
