// Every setting of a deployment checked at once — blog.config.ts with its env overrides, the
// content source, and each feature's settings — so a wrong value stops `next build`,
// `next start` and `npm start` with all problems listed. The themes' settings come from the
// caller (themes/settings.ts, passed in by next.config.ts and scripts/check-config.ts): lib/
// never imports themes/. Relative imports only: next.config.ts loads this before any bundler
// alias exists.
import blogConfig from '../../blog.config'
import { readAdsSettings } from '../ads/config'
import { readAnalyticsSettings } from '../analytics/config'
import { readCommentSettings } from '../comments/config'
import { readSeoSettings } from '../seo/config'
import { readShareSettings } from '../share/config'
import { readWidgetSettings } from '../widgets/config'
import { readAlgoliaSettings } from '../search/server/algolia-settings'
import type { ThemeSettingsSpec } from '../theme-kit/types'
import { readSiteSources, type SiteSources, type SourceSettings } from './deployment'
import { ConfigError } from './error'
import { loadConfig, type SiteConfig } from './load'

type Env = Record<string, string | undefined>

/** Every group's settings as read, keyed by group; the site config under `site`. */
export interface AllSettings {
  site: SiteConfig
  /** the default language's database */
  source: SourceSettings
  /** the other languages' databases (issue #31), each with its locale and address prefix */
  others: SiteSources['others']
  /** the feature and theme groups, for fingerprints and the security headers */
  groups: Record<string, unknown>
}

/** Reads and checks every group, the themes' (`themes`) included; throws one ConfigError listing every problem. */
export function readAllSettings(env: Env, themes: readonly ThemeSettingsSpec[]): AllSettings {
  const problems: string[] = []
  const out: Record<string, unknown> = {}
  const readers: Array<[string, () => unknown]> = [
    ['site', () => loadConfig(blogConfig, env)],
    ['source', () => readSiteSources(env)],
    ['seo', () => readSeoSettings(env)],
    ['share', () => readShareSettings(env)],
    ['comments', () => readCommentSettings(env)],
    ['analytics', () => readAnalyticsSettings(env)],
    ['ads', () => readAdsSettings(env)],
    ['widgets', () => readWidgetSettings(env)],
    ['algolia', () => readAlgoliaSettings(env)],
    ...themes.map((t): [string, () => unknown] => [`theme:${t.theme}`, () => t.read(env)]),
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
  const sources = source as SiteSources
  return { site: site as SiteConfig, source: sources.primary, others: sources.others, groups }
}
