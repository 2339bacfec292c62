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
import { readSourceSettings } from './deployment'
import { ConfigError } from './error'
import { loadConfig, type SiteConfig } from './load'

type Env = Record<string, string | undefined>

export function checkAllSettings(env: Env): SiteConfig {
  const problems: string[] = []
  let site: SiteConfig | undefined
  const readers: Array<() => unknown> = [
    () => (site = loadConfig(blogConfig, env)),
    () => readSourceSettings(env),
    () => readSeoSettings(env),
    () => readShareSettings(env),
    () => readCommentSettings(env),
    () => readAnalyticsSettings(env),
    () => readAdsSettings(env),
    () => readWidgetSettings(env),
    () => readAlgoliaSettings(env),
    ...THEME_SETTINGS.map((t) => () => t.read(env)),
  ]
  for (const read of readers) {
    try {
      read()
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err
      problems.push(...err.problems)
    }
  }
  if (problems.length) throw new ConfigError(problems)
  return site!
}
