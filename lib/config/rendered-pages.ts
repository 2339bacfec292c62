// What the running server's page cache (lib/rendered-pages/handler.mjs) needs: the configured page
// lifetime, and with REDIS_URL where in Redis its pages and revalidations live. Computed once at
// server start by next.config.ts, which has the checked settings (blog.config.ts with its
// environment overrides), and handed to the handler in the environment: Next loads the handler
// with Node itself, outside the bundler, so it cannot read blog.config.ts.
// Relative imports only: next.config.ts loads this before any bundler alias exists.
import fs from 'node:fs'
import path from 'node:path'
import { buildSourceOf } from './build-source'
import type { AllSettings } from './check-all'
import { readRedisUrl, readSourceSettings, workspaceKey } from './deployment'

type Env = Record<string, string | undefined>

/** The variable the handler reads (SETTINGS_ENV in lib/rendered-pages/handler.mjs). */
export const PAGE_CACHE_ENV = 'LEAFPRESS_PAGE_CACHE'

/** How long Redis keeps a page or a tag revalidation after it was written. */
export const PAGE_KEEP_SECONDS = 24 * 3600

export interface PageCacheSettings {
  revalidateSeconds: number
  redisUrl: string | null
  /** the workspace's key prefix, the one its data cache uses (lib/workspace/index.ts) */
  prefix: string
  /** keeps pages of other builds, and of servers with other page settings, apart */
  build: string
  keepSeconds: number
}

export function pageCacheSettings(env: Env, distDir: string, settings: AllSettings): PageCacheSettings {
  const revalidateSeconds = settings.site.REVALIDATE_SECONDS
  let buildId = 'unknown'
  try {
    buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
  } catch {}
  return {
    revalidateSeconds,
    redisUrl: readRedisUrl(env),
    prefix: `leafpress:v1:${workspaceKey(readSourceSettings(env))}:`,
    build: `${buildId}:${buildSourceOf(settings).settings.slice(0, 12)}`,
    // a page may be served once after its lifetime (stale-while-revalidate): keep it well past it
    keepSeconds: Math.max(PAGE_KEEP_SECONDS, 2 * revalidateSeconds),
  }
}
