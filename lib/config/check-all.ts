// Every setting of a deployment checked at once — blog.config.ts with its env overrides, the
// content source, and each feature's settings — so a wrong value stops `next build`,
// `next start` and `npm start` with all problems listed. Relative imports only: next.config.ts
// loads this before any bundler alias exists.
import blogConfig from '../../blog.config'
import { readAdsSettings } from '../ads/config'
import { readAnalyticsSettings } from '../analytics/config'
import { readCommentSettings } from '../comments/config'
import { readSeoSettings } from '../seo/config'
import { readShareSettings } from '../share/config'
import { readWidgetSettings } from '../widgets/config'
import { readAlgoliaSettings } from '../search/server/algolia-settings'
import { THEME_SETTINGS } from '../../themes/settings'
import { readSourceSettings, type SourceSettings } from './deployment'
import { ConfigError } from './error'
import { loadConfig, type SiteConfig } from './load'

type Env = Record<string, string | undefined>

/** Every group's settings as read, keyed by group; the site config under `site`. */
export interface AllSettings {
  site: SiteConfig
  source: SourceSettings
  /** the feature and theme groups, for fingerprints and the security headers */
  groups: Record<string, unknown>
}

export function readAllSettings(env: Env): AllSettings {
  const problems: string[] = []
  const out: Record<string, unknown> = {}
  const readers: Array<[string, () => unknown]> = [
    ['site', () => loadConfig(blogConfig, env)],
    ['source', () => readSourceSettings(env)],
    ['seo', () => readSeoSettings(env)],
    ['share', () => readShareSettings(env)],
    ['comments', () => readCommentSettings(env)],
    ['analytics', () => readAnalyticsSettings(env)],
    ['ads', () => readAdsSettings(env)],
    ['widgets', () => readWidgetSettings(env)],
    ['algolia', () => readAlgoliaSettings(env)],
    ...THEME_SETTINGS.map((t): [string, () => unknown] => [`theme:${t.theme}`, () => t.read(env)]),
  ]
  for (const [name, read] of readers) {
    try {
      out[name] = read()
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err
      problems.push(...err.problems)
    }
  }
  if (problems.length) throw new ConfigError(problems)
  const { site, source, ...groups } = out
  return { site: site as SiteConfig, source: source as SourceSettings, groups }
}

export function checkAllSettings(env: Env): SiteConfig {
  return readAllSettings(env).site
}
