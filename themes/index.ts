// The theme registry: which folder of themes/ renders each theme name. Each name gets its own
// route folder, app/<name>/ (generated from this list by `npm run themes:routes`), which imports
// only that folder, so a page ships only its theme's islands and CSS.
// Every name has its own folder (a name mapped to another's folder would be an alias, which the
// theme matrix would skip: REAL_THEMES below, and tests/unit/theme-routes.test.ts checks there is none).
import { THEME_NAMES, type ThemeName } from '@/lib/config/names'

export { THEME_NAMES }

export const THEME_FOLDERS: Record<ThemeName, string> = {
  example: 'example',
  fukasawa: 'fukasawa',
  gitbook: 'gitbook',
  heo: 'heo',
  hexo: 'hexo',
  landing: 'landing',
  matery: 'matery',
  medium: 'medium',
  next: 'next',
  nobelium: 'nobelium',
  plog: 'plog',
  simple: 'simple',
}

/** The themes that have their own folder (the theme matrix tests these). */
export const REAL_THEMES = THEME_NAMES.filter((name) => THEME_FOLDERS[name] === name)
