// The site's configuration, loaded once per process from blog.config.ts and the environment.
import blogConfig from '@/blog.config'
import { loadConfig, type SiteConfig } from './load'

export type { SiteConfig } from './load'
export { ConfigError, loadConfig } from './load'

let cached: SiteConfig | null = null

export function getConfig(): SiteConfig {
  cached ??= loadConfig(blogConfig, process.env)
  return cached
}
