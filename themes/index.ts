// The theme registry: which folder of themes/ renders each theme name. Each name gets its own
// route folder, app/<name>/ (generated from this list by `npm run themes:routes`), which imports
// only that folder, so a page ships only its theme's islands and CSS.
// A name served by another name's folder is still an alias, until its own theme exists.
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
