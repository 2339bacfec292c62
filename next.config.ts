import path from 'node:path'
import type { NextConfig } from 'next'
import crypto from 'node:crypto'
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants'
import { buildSourceOf, checkBuildSource, recordBuildSource } from './lib/config/build-source'
import { readAllSettings } from './lib/config/check-all'
import { readRenderedCacheBytes, snapshotFilesDir, sourceChoiceNote, type SiteSources } from './lib/config/deployment'
import { readCspFeatures, securityHeaders } from './lib/security/csp'
import { PAGE_CACHE_ENV, pageCacheSettings } from './lib/config/rendered-pages'
import { THEME_SETTINGS } from './themes/settings'
import { SAVED_INDEX_DIR } from './lib/search/server/saved-index'

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
  // several source variables set (.env from .env.example plus NOTION_PAGE_ID): the log says which
  // one is read, when a server starts and once per build (after compiling)
  const sourceNote = sourceChoiceNote(process.env)
  if (serving && sourceNote) console.log(sourceNote)
  // The running server's page cache (lib/rendered-pages/handler.mjs): pages live until their data
  // changes (lib/freshness/), and with REDIS_URL instances share pages and expiries. Its
  // settings travel in the environment (the handler is loaded outside the bundler). Builds keep Next's own cache.
  if (serving) process.env[PAGE_CACHE_ENV] = JSON.stringify(pageCacheSettings(process.env, path.resolve(distDir), settings))

  return {
    basePath: site.SUB_PATH || undefined,
    // A second dev server (e.g. for theme work) can use its own build folder.
    distDir,
    poweredByHeader: false,
    cacheHandler: serving ? path.resolve('lib/rendered-pages/handler.mjs') : undefined,
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
      runAfterProductionCompile: async ({ distDir: out }) => {
        if (sourceNote) console.log(sourceNote)
        recordBuildSource(out, buildSourceOf(settings))
      },
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
    // Where only the traced files are deployed (Vercel's functions, `output: standalone`), the
    // snapshot folders the site reads at run time go with every route: the tracer cannot follow
    // a folder named by a setting, and found only the two database.json files (issue #39).
    // The static files the proxy does not see (proxy.ts's matcher: the same paths) get the
    // security headers here. They are the build's settings: for scripts, styles, images and
    // fonts the policy only matters if one is opened as a document, where it is as strict.
    async headers() {
      const headers = Object.entries(securityHeaders(readCspFeatures(process.env))).map(([key, value]) => ({ key, value }))
      return STATIC_SOURCES.map((source) => ({ source, headers }))
    },
    // The snapshot folders, and the saved search index a build step wrote (npm run search:index),
    // for every route. Not for the proxy: Turbopack applies no include to it (tried: every key), so
    // on Vercel it cannot read a snapshot's pages, and a sub-page it cannot check is checked by
    // its page (lib/route/decide.ts).
    outputFileTracingIncludes: { '/**': runtimeFiles(settings, phase) },
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

/** The files read at run time that no import names: snapshot folders and the saved search index. */
function runtimeFiles(settings: ReturnType<typeof readAllSettings>, phase: string): string[] {
  return [...snapshotIncludes({ primary: settings.source, others: settings.others }, phase === PHASE_PRODUCTION_BUILD), `${SAVED_INDEX_DIR.split(path.sep).join('/')}/*.json`]
}

/** proxy.ts's matcher leaves these out (path-to-regexp, relative to SUB_PATH) */
const STATIC_SOURCES = [
  '/_next/static/:path*',
  '/themes/:path*',
  '/music/:path*',
  '/:file([^/]+\\.(?:ico|png|jpe?g|gif|webp|avif|svg|bmp|woff2?|ttf|otf|eot|wav|mp3|ogg|m4a))',
]

/**
 * The files of the snapshot folders read at run time, as globs relative to the project: the
 * default sample (`content/sample`, `content/sample-en`) or the folders LEAFPRESS_SNAPSHOT_DIR
 * names at build time, or, when the site reads Notion live, the folder /files/… serves from.
 * Pages are read by path relative to the function's folder, where the tracer puts them.
 */
function snapshotIncludes(sources: SiteSources, building: boolean, env: Record<string, string | undefined> = process.env, root = process.cwd()): string[] {
  const dirs = [sources.primary, ...sources.others.map((o) => o.value)].flatMap((s) => (s.kind === 'snapshot' ? [s.dir] : []))
  if (!dirs.length) dirs.push(snapshotFilesDir(env))
  const globs: string[] = []
  for (const dir of dirs) {
    const rel = path.relative(root, dir).split(path.sep).join('/')
    if (rel && !rel.startsWith('../') && !path.isAbsolute(rel)) globs.push(`${rel}/**/*`)
    // A folder outside the project is read where it is by `npm start`, but never deployed.
    else if (building) console.warn(`[leafpress] the snapshot folder ${dir} is outside the project (${root}): a host that deploys only the traced files (Vercel) will not have it; put it inside the project`)
  }
  return globs
}
