// Every theme's settings, checked at start with the rest (lib/config/check-all) and listed in
// docs/CONFIGURATION.md (scripts/config-docs.ts). A new theme with a config file adds a line.
// Relative imports only: next.config.ts loads this before any bundler alias exists.
import type { ThemeSettingsSpec } from './types'
import { readHeoSettings } from './heo/config'
import { readNextSettings } from './next/config'

export const THEME_SETTINGS: ThemeSettingsSpec[] = [
  { theme: 'heo', file: 'themes/heo/config.ts', read: readHeoSettings },
  { theme: 'next', file: 'themes/next/config.ts', read: readNextSettings },
]
