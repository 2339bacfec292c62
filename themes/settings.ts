// Every theme's settings, checked at start with the rest (lib/config/check-all) and listed in
// docs/CONFIGURATION.md (scripts/config-docs.ts). A new theme with a config file adds a line.
// Relative imports only: next.config.ts loads this before any bundler alias exists.
import type { ThemeSettingsSpec } from '../lib/theme-kit/types'
import { readExampleSettings } from './example/config'
import { readFukasawaSettings } from './fukasawa/config'
import { readGitbookSettings } from './gitbook/config'
import { readHeoSettings } from './heo/config'
import { readHexoSettings } from './hexo/config'
import { readLandingSettings } from './landing/config'
import { readMaterySettings } from './matery/config'
import { readMediumSettings } from './medium/config'
import { readNextSettings } from './next/config'
import { readNobeliumSettings } from './nobelium/config'
import { readPlogSettings } from './plog/config'
import { readSimpleSettings } from './simple/config'

export const THEME_SETTINGS: ThemeSettingsSpec[] = [
  { theme: 'example', file: 'themes/example/config.ts', read: readExampleSettings },
  { theme: 'fukasawa', file: 'themes/fukasawa/config.ts', read: readFukasawaSettings },
  { theme: 'gitbook', file: 'themes/gitbook/config.ts', read: readGitbookSettings },
  { theme: 'heo', file: 'themes/heo/config.ts', read: readHeoSettings },
  { theme: 'hexo', file: 'themes/hexo/config.ts', read: readHexoSettings },
  { theme: 'landing', file: 'themes/landing/config.ts', read: readLandingSettings },
  { theme: 'matery', file: 'themes/matery/config.ts', read: readMaterySettings },
  { theme: 'medium', file: 'themes/medium/config.ts', read: readMediumSettings },
  { theme: 'next', file: 'themes/next/config.ts', read: readNextSettings },
  { theme: 'nobelium', file: 'themes/nobelium/config.ts', read: readNobeliumSettings },
  { theme: 'plog', file: 'themes/plog/config.ts', read: readPlogSettings },
  { theme: 'simple', file: 'themes/simple/config.ts', read: readSimpleSettings },
]
