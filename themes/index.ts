// The theme registry. Only the chosen theme's module renders a request. Turbopack still ships
// the client islands of every theme module the registry can import with the route's chunks
// (a small button for `example` today), so themes keep their eager islands tiny and load the
// rest on demand. Themes without their own implementation yet reuse heo's layouts (their names
// already work for ?theme= and the switcher).
import { THEME_NAMES, type ThemeName } from '@/lib/config/names'
import type { ThemeModule } from './types'

export { THEME_NAMES }

const loaders: Record<ThemeName, () => Promise<ThemeModule>> = {
  example: () => import('./example').then((m) => m.default),
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
