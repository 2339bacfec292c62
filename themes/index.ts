// The theme registry. Only the chosen theme's module is imported for a request, so only its
// client islands reach the browser. Themes without their own implementation yet reuse heo's
// layouts (their names already work for ?theme= and the switcher).
import { THEME_NAMES, type ThemeName } from '@/lib/config/names'
import type { ThemeModule } from './types'

export { THEME_NAMES }

const loaders: Record<ThemeName, () => Promise<ThemeModule>> = {
  example: () => import('./heo').then((m) => ({ ...m.default, name: 'example' })),
  fukasawa: () => import('./heo').then((m) => ({ ...m.default, name: 'fukasawa' })),
  gitbook: () => import('./heo').then((m) => ({ ...m.default, name: 'gitbook' })),
  heo: () => import('./heo').then((m) => m.default),
  hexo: () => import('./heo').then((m) => ({ ...m.default, name: 'hexo' })),
  landing: () => import('./heo').then((m) => ({ ...m.default, name: 'landing' })),
  matery: () => import('./heo').then((m) => ({ ...m.default, name: 'matery' })),
  medium: () => import('./heo').then((m) => ({ ...m.default, name: 'medium' })),
  next: () => import('./heo').then((m) => ({ ...m.default, name: 'next' })),
  nobelium: () => import('./heo').then((m) => ({ ...m.default, name: 'nobelium' })),
  plog: () => import('./heo').then((m) => ({ ...m.default, name: 'plog' })),
  simple: () => import('./heo').then((m) => ({ ...m.default, name: 'simple' })),
}

export function loadTheme(name: ThemeName): Promise<ThemeModule> {
  return loaders[name]()
}
