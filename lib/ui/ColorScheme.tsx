'use client'
// The inline dark-mode script (./dark-mode-script.ts) runs only when a page's HTML is parsed.
// Next sends a 404 as an error shell and draws the page in the browser, where React does not run
// inline scripts: this island then makes the same decision. When the script has already run
// (every other page), <html> carries `dark` or `light` and it does nothing.
import { useLayoutEffect } from 'react'
import { applyColorScheme, isDark, type AppearanceSettings } from './dark-mode-script'

export function ColorScheme({ settings }: { settings: AppearanceSettings }) {
  useLayoutEffect(() => {
    const classes = document.documentElement.classList
    if (!classes.contains('dark') && !classes.contains('light')) applyColorScheme(settings, isDark)
  }, [settings])
  return null
}
