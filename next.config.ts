import path from 'node:path'
import type { NextConfig } from 'next'
import crypto from 'node:crypto'
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants'
import { buildSourceOf, checkBuildSource, recordBuildSource } from './lib/config/build-source'
import { readAllSettings } from './lib/config/check-all'
import { readRenderedCacheBytes } from './lib/config/deployment'
import { PAGE_CACHE_ENV, pageCacheSettings } from './lib/config/page-cache'
import { THEME_SETTINGS } from './themes/settings'

export default function config(phase: string): NextConfig {
  // Checking here stops both `next build` and `next start` on a wrong setting, with the key,
  // the value and the fix, before anything is served.
  const settings = readAllSettings(process.env, THEME_SETTINGS)
  const { site } = settings
  const distDir = process.env.NEXT_DIST_DIR || '.next'

  // A server started with another source or other page settings than the build's never serves
  // the build's cached pages (lib/config/build-source.ts).
  const serving = phase === PHASE_PRODUCTION_SERVER
  if (serving) checkBuildSource(path.resolve(distDir), settings)
  // The running server's page cache (lib/page-cache/handler.mjs): pages live REVALIDATE_SECONDS,
  // and with REDIS_URL instances share pages and revalidations. Its settings travel in the
  // environment (the handler is loaded outside the bundler). Builds keep Next's own cache.
  if (serving) process.env[PAGE_CACHE_ENV] = JSON.stringify(pageCacheSettings(process.env, path.resolve(distDir), settings))

  return {
    basePath: site.SUB_PATH || undefined,
    // A second dev server (e.g. for theme work) can use its own build folder.
    distDir,
    poweredByHeader: false,
    cacheHandler: serving ? path.resolve('lib/page-cache/handler.mjs') : undefined,
    // ISR pages change at most every 30 s; hashing every response for an ETag cost ~16% of a
    // warm request's CPU (bench/RESULTS.md).
    generateEtags: false,
    // scripts/serve.mjs gzips instead, once per distinct body rather than on every request
    // (scripts/compression.mjs). Behind a platform that compresses (Vercel, a CDN) nothing changes.
    compress: false,
    reactStrictMode: true,
    images: { unoptimized: true },
    env: { LEAFPRESS_SUB_PATH: site.SUB_PATH, ...buildSecret(phase) },
    compiler: {
      // After compiling, before anything is prerendered: the build folder records the source
      // and settings its pages will be made from.
      runAfterProductionCompile: async ({ distDir: out }) => recordBuildSource(out, buildSourceOf(settings)),
    },
    experimental: {
      // The proxy runs on every path, and Next copies a request's body for it before the route
      // sees any: by default up to 10 MB per request, held in memory. Our largest body is a
      // Notion webhook event (64 KB cap, lib/http/read-limited.ts); 128 KB still lets that
      // route see a larger body as too large (413) rather than cut short.
      proxyClientMaxBodySize: '128kb',
      // A site serves mostly its one theme: each theme's route code (~4 MB of heap, a copy of the
      // shared modules per theme folder) loads on that theme's first request, not all 12 at start.
      preloadEntriesOnStart: false,
    },
    // Rendered pages Next keeps in memory in front of its page cache (lib/config/deployment.ts)
    cacheMaxMemorySize: readRenderedCacheBytes(process.env),
  }
}

/**
 * The build's own secret (lib/lock/secret.ts), compiled into the server code of this build only:
 * every function of one deployment signs and checks unlock cookies alike without LEAFPRESS_SECRET.
 * Kept in the environment so that every evaluation of this file in one build (workers) agrees.
 */
function buildSecret(phase: string): Record<string, string> {
  if (phase !== PHASE_PRODUCTION_BUILD) return {}
  if (!process.env.LEAFPRESS_SECRET && process.env.VERCEL) {
    console.warn('[leafpress] LEAFPRESS_SECRET is not set: this deployment signs unlock cookies with a secret of its own, so readers unlock locked posts again after every deploy. Set LEAFPRESS_SECRET (e.g. `openssl rand -hex 32`) in the project\'s environment variables.')
  }
  process.env.LEAFPRESS_BUILD_SECRET ??= crypto.randomBytes(32).toString('hex')
  return { LEAFPRESS_BUILD_SECRET: process.env.LEAFPRESS_BUILD_SECRET }
}
