#!/usr/bin/env node
// @ts-check
// Checks that every private part of Next.js the code relies on is still there and still behaves
// as the code expects (issue #40). Next changes its `next/dist/…` modules and its render's
// internals in minor versions without notice; instead of a page cache that silently stops
// sharing, a 500 on a router header or markup sent twice, `npm start` stops here and names what
// moved, in which module, and which file of ours depends on it.
//
//   node scripts/check-next-internals.mjs                  Next's modules in node_modules
//   node scripts/check-next-internals.mjs --build .next    what only a build shows (ids, runtime)
//   --root <dir> checks the Next installed under <dir> instead (e.g. a scratch install of
//   another version); --verbose lists every check with its time; --json prints the result;
//   --list prints what each check verifies, its module and our files that depend on it.
//
// `npm start` (scripts/start.mjs) runs the first before building and the second after;
// tests/unit/next-internals.test.ts runs it in CI and points it at fake module roots.
//
// It loads Next's page-cache modules, the app-page runtime and the config loader, and leaves a
// probe memory cache and globalThis.AsyncLocalStorage behind: run it in its own process (or a
// test worker), never inside the server.
import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import vm from 'node:vm'

/** This repository: where the code that depends on Next lives. */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Every private module the code loads or imitates. */
export const MODULES = {
  incrementalCache: 'next/dist/server/lib/incremental-cache/index.js',
  fileSystemCache: 'next/dist/server/lib/incremental-cache/file-system-cache.js',
  tagsManifest: 'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
  cacheKinds: 'next/dist/server/response-cache/types.js',
  constants: 'next/dist/lib/constants.js',
  routerState: 'next/dist/server/app-render/parse-and-validate-flight-router-state.js',
  config: 'next/dist/server/config.js',
  /** the runtime a Turbopack production build's pages load: React for the RSC and HTML renders */
  appPageRuntime: 'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js',
  linkServer: 'next/dist/client/app-dir/link.react-server.js',
  linkClient: 'next/dist/client/app-dir/link.js',
  compilerAliases: 'next/dist/build/create-compiler-aliases.js',
}

const HANDLER = 'lib/rendered-pages/handler.mjs'
const SHARED_PAGES = 'lib/rendered-pages/shared-pages.mjs'
const SEND_ONCE = 'lib/ui/send-once/SendOnce.tsx'
const COLLAPSE = 'lib/ui/send-once/collapse.ts'
const CLIENT_REFERENCE = Symbol.for('react.client.reference')

/**
 * Next's rule for tags revalidated after a page was rendered (areTagsExpired, areTagsStale), as
 * times relative to now. lib/rendered-pages/handler.mjs copies the expired rule (tagsExpired) and
 * merges states of this shape into Next's manifest; tests/unit/next-internals.test.ts holds the
 * copy to the same cases.
 * @type {Array<{ name: string, state?: { stale?: number, expired?: number }, rendered: number, expired: boolean, stale: boolean }>}
 */
export const TAG_RULE_CASES = [
  { name: 'expired after the render, in the past', state: { expired: -1000 }, rendered: -2000, expired: true, stale: false },
  { name: 'expired before the render', state: { expired: -2000 }, rendered: -1000, expired: false, stale: false },
  { name: 'expiring in the future', state: { expired: 60_000 }, rendered: -1000, expired: false, stale: false },
  { name: 'stale after the render', state: { stale: -1000 }, rendered: -2000, expired: false, stale: true },
  { name: 'stale before the render', state: { stale: -2000 }, rendered: -1000, expired: false, stale: false },
  { name: 'stale and expired after the render', state: { stale: -1500, expired: -1000 }, rendered: -2000, expired: true, stale: true },
  { name: 'never revalidated', rendered: -1000, expired: false, stale: false },
]

/**
 * @typedef {object} Problem
 * @property {string} check the check's name
 * @property {string} module the private module (or build file) that moved
 * @property {string} problem what is no longer true, phrased after the module's name
 * @property {string[]} usedBy our files (and the function in them) that depend on it
 */

/**
 * @typedef {object} Context
 * @property {string} root where Next is resolved from (its node_modules)
 * @property {string} repo where our code is
 * @property {NodeRequire} require resolves and loads from `root`
 * @property {string} version Next's version at `root` ('unknown' when it has none)
 * @property {Map<string, any>} memo modules and probes shared by checks
 */

/** Thrown inside a check: the module is not there, or does not load. */
class Moved extends Error {
  /** @param {string} module @param {string} problem */
  constructor(module, problem) {
    super(`${module} ${problem}`)
    this.module = module
    this.problem = problem
  }
}

/**
 * A private module, loaded from the root's Next.
 * @param {Context} ctx
 * @param {string} id
 */
function load(ctx, id) {
  const key = `module:${id}`
  if (ctx.memo.has(key)) return ctx.memo.get(key)
  let file
  try {
    file = ctx.require.resolve(id)
  } catch {
    throw new Moved(id, 'cannot be found (moved or removed)')
  }
  let mod
  try {
    mod = ctx.require(file)
  } catch (err) {
    throw new Moved(id, `fails to load: ${firstLine(err)}`)
  }
  ctx.memo.set(key, mod)
  return mod
}

/** @param {unknown} err */
function firstLine(err) {
  return String(/** @type {Error} */ (err)?.message ?? err).split('\n')[0]
}

/** @param {string[]} names */
function list(names) {
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/**
 * Problems with the names a module exports: missing, or not of the expected type.
 * @param {any} mod
 * @param {Record<string, string>} expected export name → typeof, or 'Map'
 * @returns {string[]}
 */
function exportProblems(mod, expected) {
  const out = []
  for (const [name, type] of Object.entries(expected)) {
    const value = mod?.[name]
    if (value === undefined) out.push(`no longer exports ${name}`)
    else if (type === 'Map' ? !(value instanceof Map) : typeof value !== type) {
      out.push(`exports ${name} as ${value === null ? 'null' : typeof value}${value?.constructor?.name ? ` (${value.constructor.name})` : ''}, not a ${type}`)
    }
  }
  return out
}

/** Node's fs as Next hands it to its cache (next/dist/server/lib/node-fs-methods.js). */
const nodeFs = {
  existsSync: fs.existsSync,
  readFile: fs.promises.readFile,
  readFileSync: fs.readFileSync,
  writeFile: (/** @type {string} */ f, /** @type {any} */ d) => fs.promises.writeFile(f, d),
  mkdir: (/** @type {string} */ dir) => fs.promises.mkdir(dir, { recursive: true }),
  stat: (/** @type {string} */ f) => fs.promises.stat(f),
}

/** @param {string} prefix */
function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

/**
 * @typedef {object} Check
 * @property {string} name
 * @property {string} verifies one line: what holds when it passes
 * @property {string[]} usedBy
 * @property {(ctx: Context) => Promise<Array<string | { module: string, problem: string, usedBy?: string[] }>>} run
 *   problems: a string is about the check's first module
 * @property {string} module the check's first module
 */

/** @type {Check[]} */
export const CHECKS = [
  {
    name: 'page cache: FileSystemCache',
    module: MODULES.fileSystemCache,
    usedBy: [HANDLER],
    verifies:
      'default export is a class with get/set/revalidateTag; constructed with maxMemoryCacheSize it keeps a static memoryCache (get/set); ' +
      'flushToDisk: false writes nothing; get answers { value, lastModified, cacheControl } for what set or memoryCache.set stored; ' +
      'a tag in x-next-cache-tags expired after the render makes get miss; revalidateTag writes { expired } or { stale, expired } into tagsManifest',
    async run(ctx) {
      const mod = load(ctx, MODULES.fileSystemCache)
      const FileSystemCache = mod?.default ?? mod
      if (typeof FileSystemCache !== 'function') return ['no longer has a default export that is a class (FileSystemCache)']
      const methods = ['get', 'set', 'revalidateTag'].filter((m) => typeof FileSystemCache.prototype?.[m] !== 'function')
      if (methods.length) return [`FileSystemCache no longer has ${list(methods)}`]

      /** @type {Array<string | { module: string, problem: string, usedBy?: string[] }>} */
      const problems = []
      const dir = tempDir('leafpress-fscache-')
      try {
        let cache
        try {
          cache = new FileSystemCache({ fs: nodeFs, serverDistDir: dir, flushToDisk: false, maxMemoryCacheSize: 4 * 2 ** 20, revalidatedTags: [], _requestHeaders: {} })
        } catch (err) {
          return [`FileSystemCache can no longer be constructed with { fs, serverDistDir, flushToDisk, maxMemoryCacheSize }: ${firstLine(err)}`]
        }
        const memory = FileSystemCache.memoryCache
        if (typeof memory?.get !== 'function' || typeof memory?.set !== 'function') {
          problems.push({ module: MODULES.fileSystemCache, problem: 'no longer keeps its memory layer in the static FileSystemCache.memoryCache (get/set) once constructed with maxMemoryCacheSize', usedBy: [`${HANDLER} (remember)`] })
        }
        const stamp = `${process.pid}-${Date.now()}`
        const tag = `leafpress-probe-${stamp}`
        const getCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }
        const value = { kind: 'APP_PAGE', html: '<p>probe</p>', rscData: Buffer.from('probe'), headers: { 'x-next-cache-tags': tag }, postponed: undefined, status: 200, segmentData: undefined }
        const key = `/leafpress-probe/${stamp}`
        await cache.set(key, value, { cacheControl: { revalidate: 30, expire: undefined } })
        if (fs.readdirSync(dir).length) problems.push({ module: MODULES.fileSystemCache, problem: 'writes to disk with flushToDisk: false', usedBy: [`${HANDLER} (the memory-only local layer with Redis)`] })
        const got = await cache.get(key, getCtx)
        if (got?.value?.html !== value.html || typeof got?.lastModified !== 'number') {
          problems.push({ module: MODULES.fileSystemCache, problem: `get no longer answers { value, lastModified } for what set stored (got ${describe(got)})`, usedBy: [HANDLER, `${SHARED_PAGES} (PageEntry)`] })
        } else if (got.cacheControl?.revalidate !== 30) {
          problems.push({ module: MODULES.fileSystemCache, problem: `get no longer answers the cacheControl set stored with the entry (got ${describe(got.cacheControl)}): the configured lifetime is not applied to it`, usedBy: [`${HANDLER} (withLifetime)`] })
        }
        if (problems.length) return problems

        // an entry another instance rendered, put in memory as the handler's remember does, then
        // a tag of it revalidated after its render (Next's manifest, read through the header)
        const rendered = Date.now() - 2000
        const shared = `${key}-shared`
        memory.set(shared, { value, lastModified: rendered, cacheControl: { revalidate: 30 } })
        const remembered = await cache.get(shared, getCtx)
        if (remembered?.lastModified !== rendered) {
          problems.push({ module: MODULES.fileSystemCache, problem: 'no longer answers an entry put in FileSystemCache.memoryCache', usedBy: [`${HANDLER} (remember)`] })
        }
        let tags
        try {
          tags = load(ctx, MODULES.tagsManifest)
        } catch {
          return problems // the tags manifest's own check says why
        }
        if (!(tags?.tagsManifest instanceof Map)) return problems
        try {
          tags.tagsManifest.set(tag, { expired: Date.now() - 1000 })
          if ((await cache.get(shared, getCtx)) !== null) {
            problems.push({ module: MODULES.fileSystemCache, problem: 'get still answers a page whose tag (x-next-cache-tags) expired after it was rendered, per tagsManifest', usedBy: [`${HANDLER} (mergeTagStates: revalidations seen in Redis reach Next's checks through tagsManifest)`] })
          }
          const before = Date.now()
          await cache.revalidateTag([`${tag}-a`])
          await cache.revalidateTag([`${tag}-b`], { expire: 60 })
          const after = Date.now()
          const a = tags.tagsManifest.get(`${tag}-a`)
          const b = tags.tagsManifest.get(`${tag}-b`)
          const near = (/** @type {unknown} */ t, /** @type {number} */ offset) => typeof t === 'number' && t >= before + offset && t <= after + offset
          if (!near(a?.expired, 0) || a?.stale !== undefined) {
            problems.push({ module: MODULES.fileSystemCache, problem: `revalidateTag(tags) no longer records { expired: now } in tagsManifest (got ${describe(a)})`, usedBy: [`${SHARED_PAGES} (revalidate writes the same state to Redis)`, HANDLER] })
          }
          if (!near(b?.stale, 0) || !near(b?.expired, 60_000)) {
            problems.push({ module: MODULES.fileSystemCache, problem: `revalidateTag(tags, { expire }) no longer records { stale: now, expired: now + expire s } in tagsManifest (got ${describe(b)})`, usedBy: [`${SHARED_PAGES} (revalidate writes the same state to Redis)`, HANDLER] })
          }
        } finally {
          for (const t of [tag, `${tag}-a`, `${tag}-b`]) tags.tagsManifest.delete(t)
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
      return problems
    },
  },
  {
    name: "page cache: the entry's lifetime decides",
    module: MODULES.incrementalCache,
    usedBy: [`${HANDLER} (withLifetime: pages live REVALIDATE_SECONDS of the running server)`],
    verifies:
      "IncrementalCache takes a page's revalidate from the cacheControl of the entry the cache handler answers, not from the build's prerender manifest: " +
      'an entry of 5 s rendered 10 s ago is stale and one of 3600 s rendered 60 s ago is fresh where the build says 30 s',
    async run(ctx) {
      const mod = load(ctx, MODULES.incrementalCache)
      const problems = exportProblems(mod, { IncrementalCache: 'function' })
      if (problems.length) return problems
      const now = Date.now()
      /** @type {Record<string, { lastModified: number, cacheControl: { revalidate: number, expire: undefined } }>} */
      const entries = {
        short: { lastModified: now - 10_000, cacheControl: { revalidate: 5, expire: undefined } },
        long: { lastModified: now - 60_000, cacheControl: { revalidate: 3600, expire: undefined } },
      }
      const value = { kind: 'APP_PAGE', html: '<p>probe</p>', rscData: Buffer.from('probe'), headers: {}, status: 200, postponed: undefined, segmentData: undefined }
      // a cache handler answering one entry of each lifetime, as handler.mjs does after withLifetime
      class ProbeHandler {
        async get(/** @type {string} */ key) {
          return { value, ...entries[key.includes('short') ? 'short' : 'long'] }
        }
        async set() {}
        async revalidateTag() {}
        resetRequestCache() {}
      }
      const stamp = `${process.pid}-${now}`
      const route = (/** @type {string} */ p) => ({ initialRevalidateSeconds: 30, initialExpireSeconds: undefined, srcRoute: p, dataRoute: `${p}.rsc`, allowHeader: [], renderingMode: 'STATIC', experimentalBypassFor: undefined, prefetchDataRoute: undefined })
      const paths = { short: `/leafpress-probe-short-${stamp}`, long: `/leafpress-probe-long-${stamp}` }
      const preview = { previewModeId: 'leafpress-probe', previewModeSigningKey: 'leafpress-probe', previewModeEncryptionKey: 'leafpress-probe' }
      const manifest = { version: 4, routes: { [paths.short]: route(paths.short), [paths.long]: route(paths.long) }, dynamicRoutes: {}, notFoundRoutes: [], preview }
      let cache
      try {
        cache = new mod.IncrementalCache({ fs: nodeFs, dev: false, flushToDisk: false, minimalMode: false, serverDistDir: os.tmpdir(), requestHeaders: {}, maxMemoryCacheSize: 0, previewProps: preview, prerenderManifest: manifest, getPrerenderManifest: () => manifest, fetchCacheKeyPrefix: '', CurCacheHandler: ProbeHandler, allowedRevalidateHeaderKeys: [], locales: undefined })
      } catch (err) {
        return [`IncrementalCache can no longer be constructed with a custom CurCacheHandler: ${firstLine(err)}`]
      }
      for (const [which, fresh] of /** @type {const} */ ([['short', false], ['long', true]])) {
        let got
        try {
          got = await cache.get(paths[which], { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, route: { kind: 'APP_PAGE', sourceRoute: `${paths[which]}/page` } })
        } catch (err) {
          return [`IncrementalCache.get fails on an entry of the cache handler: ${firstLine(err)}`]
        }
        const want = entries[which].cacheControl.revalidate
        if (got?.cacheControl?.revalidate !== want || Boolean(got?.isStale) === fresh) {
          problems.push(`IncrementalCache no longer takes a page's lifetime from the entry the cache handler answers: an entry of ${want} s rendered ${(now - entries[which].lastModified) / 1000} s ago came back with revalidate ${JSON.stringify(got?.cacheControl?.revalidate)}, ${got?.isStale ? 'stale' : 'fresh'} (the build's is 30 s)`)
          break
        }
      }
      return problems
    },
  },
  {
    name: 'page cache: tags manifest',
    module: MODULES.tagsManifest,
    usedBy: [HANDLER],
    verifies: 'exports tagsManifest (a Map of { stale?, expired? }), areTagsExpired and areTagsStale, which decide as TAG_RULE_CASES say (the rule handler.mjs tagsExpired copies)',
    async run(ctx) {
      const mod = load(ctx, MODULES.tagsManifest)
      const problems = exportProblems(mod, { tagsManifest: 'Map', areTagsExpired: 'function', areTagsStale: 'function' })
      if (problems.length) return problems
      const now = Date.now()
      const wrong = []
      for (const [i, c] of TAG_RULE_CASES.entries()) {
        const tag = `leafpress-probe-${process.pid}-${now}-${i}`
        if (c.state) mod.tagsManifest.set(tag, Object.fromEntries(Object.entries(c.state).map(([k, v]) => [k, now + v])))
        try {
          const expired = mod.areTagsExpired([tag], now + c.rendered)
          const stale = mod.areTagsStale([tag], now + c.rendered)
          if (expired !== c.expired) wrong.push(`areTagsExpired says ${expired} for a tag ${c.name}`)
          if (stale !== c.stale) wrong.push(`areTagsStale says ${stale} for a tag ${c.name}`)
        } finally {
          mod.tagsManifest.delete(tag)
        }
      }
      return wrong.map((w) => ({ module: MODULES.tagsManifest, problem: `decides differently: ${w}`, usedBy: [`${HANDLER} (tagsExpired, mergeTagStates)`] }))
    },
  },
  {
    name: 'page cache: entry kinds and tags header',
    module: MODULES.cacheKinds,
    usedBy: [HANDLER],
    verifies: "CachedRouteKind and IncrementalCacheKind still name pages 'APP_PAGE', 'APP_ROUTE', 'PAGES'; NEXT_CACHE_TAGS_HEADER is 'x-next-cache-tags'",
    async run(ctx) {
      const problems = []
      const kinds = load(ctx, MODULES.cacheKinds)
      for (const name of ['CachedRouteKind', 'IncrementalCacheKind']) {
        const e = kinds?.[name]
        if (!e) problems.push({ module: MODULES.cacheKinds, problem: `no longer exports ${name}`, usedBy: [`${HANDLER} (PAGE_KINDS)`] })
        else for (const k of ['APP_PAGE', 'APP_ROUTE', 'PAGES']) if (e[k] !== k) problems.push({ module: MODULES.cacheKinds, problem: `${name}.${k} is now ${JSON.stringify(e[k])}, not '${k}'`, usedBy: [`${HANDLER} (PAGE_KINDS)`] })
      }
      try {
        const header = load(ctx, MODULES.constants)?.NEXT_CACHE_TAGS_HEADER
        if (header !== 'x-next-cache-tags') problems.push({ module: MODULES.constants, problem: `NEXT_CACHE_TAGS_HEADER is now ${JSON.stringify(header)}, not 'x-next-cache-tags'`, usedBy: [`${SHARED_PAGES} (tagsOf)`] })
      } catch (err) {
        if (!(err instanceof Moved)) throw err
        problems.push({ module: err.module, problem: err.problem, usedBy: [`${SHARED_PAGES} (tagsOf)`] })
      }
      return problems
    },
  },
  {
    name: 'router state header',
    module: MODULES.routerState,
    usedBy: ['scripts/router-state.mjs'],
    verifies: 'exports parseAndValidateFlightRouterState: undefined for no header, the state for a well-formed router state, a throw for garbage, a wrong shape or an oversized header',
    async run(ctx) {
      const mod = load(ctx, MODULES.routerState)
      const problems = exportProblems(mod, { parseAndValidateFlightRouterState: 'function' })
      if (problems.length) return problems
      const parse = mod.parseAndValidateFlightRouterState
      const tree = (/** @type {unknown} */ t) => encodeURIComponent(JSON.stringify(t))
      // the shape every Next 16 accepts (later fields changed between minors; the parser and the
      // client that sends the header come with the same Next)
      const valid = tree(['', { children: ['article', { children: ['__PAGE__', {}] }] }])
      /** @param {string | undefined} header */
      const outcome = (header) => {
        try {
          return { ok: true, value: parse(header) }
        } catch {
          return { ok: false }
        }
      }
      const none = outcome(undefined)
      if (!none.ok || none.value !== undefined) problems.push('parseAndValidateFlightRouterState no longer answers undefined for a request without the header')
      const good = outcome(valid)
      if (!good.ok || !Array.isArray(good.value)) problems.push("parseAndValidateFlightRouterState no longer accepts a well-formed router state (['', { children: [segment, {…}] }])")
      for (const [what, bad] of [['garbage', '%7Bnot-json'], ['a wrong shape', tree({ a: 1 })], ['an oversized header', 'x'.repeat(40_001)]]) {
        if (outcome(bad).ok) problems.push(`parseAndValidateFlightRouterState no longer throws on ${what}`)
      }
      return problems
    },
  },
  {
    name: 'resolved configuration handed to Next',
    module: MODULES.config,
    usedBy: ['scripts/serve-config.mjs', 'scripts/serve.mjs'],
    verifies: 'default export is loadConfig; with __NEXT_PRIVATE_STANDALONE_CONFIG set it returns that configuration as is, without reading next.config',
    async run(ctx) {
      const mod = load(ctx, MODULES.config)
      if (typeof mod?.default !== 'function') return ['no longer has a default export that is a function (loadConfig)']
      const dir = tempDir('leafpress-config-')
      const ENV = '__NEXT_PRIVATE_STANDALONE_CONFIG'
      const saved = process.env[ENV]
      try {
        fs.writeFileSync(path.join(dir, 'next.config.js'), "module.exports = { distDir: '.from-file' }\n")
        const given = { distDir: '.leafpress-probe', poweredByHeader: false, env: { LEAFPRESS_PROBE: 'standalone' } }
        process.env[ENV] = JSON.stringify(given)
        const { PHASE_PRODUCTION_SERVER } = ctx.require('next/constants')
        const got = await mod.default(PHASE_PRODUCTION_SERVER, dir, { silent: true })
        if (got?.distDir !== given.distDir || got?.env?.LEAFPRESS_PROBE !== 'standalone') {
          return [`loadConfig no longer returns the configuration given in ${ENV} as is (got distDir ${JSON.stringify(got?.distDir)})`]
        }
        return []
      } catch (err) {
        return [`loadConfig fails with ${ENV} set: ${firstLine(err)}`]
      } finally {
        if (saved === undefined) delete process.env[ENV]
        else process.env[ENV] = saved
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  rscReactCheck(MODULES.appPageRuntime),
  clientReferenceCheck(MODULES.appPageRuntime),
  {
    name: 'send-once: next/link found by its module id',
    module: MODULES.linkServer,
    usedBy: [`${COLLAPSE} (isNextLink)`],
    verifies:
      "next/link in the RSC render is link.react-server.js (Next's compiler aliases), a plain function that renders the 'use client' module app-dir/link.js; " +
      "that module's id ([project]/node_modules/next/dist/client/app-dir/link.js#) matches isNextLink's regex, read from collapse.ts",
    async run(ctx) {
      const problems = []
      const regex = isNextLinkRegex(ctx.repo)
      if (typeof regex === 'string') return [{ module: COLLAPSE, problem: regex, usedBy: [`${COLLAPSE} (isNextLink)`] }]
      let serverFile, clientFile
      try {
        serverFile = ctx.require.resolve(MODULES.linkServer)
      } catch {
        return ['cannot be found (moved or removed): next/link in the RSC render is no longer a server component that renders app-dir/link.js']
      }
      try {
        clientFile = ctx.require.resolve(MODULES.linkClient)
      } catch {
        return [{ module: MODULES.linkClient, problem: "cannot be found (moved or removed): next/link's client component is elsewhere" }]
      }
      if (!/^\s*(['"])use client\1/.test(fs.readFileSync(clientFile, 'utf8'))) problems.push({ module: MODULES.linkClient, problem: "is no longer a 'use client' module" })
      try {
        const aliases = fs.readFileSync(ctx.require.resolve(MODULES.compilerAliases), 'utf8')
        for (const target of ['next/dist/client/app-dir/link', 'next/dist/client/app-dir/link.react-server']) {
          if (!aliases.includes(`'${target}'`) && !aliases.includes(`"${target}"`)) problems.push({ module: MODULES.compilerAliases, problem: `no longer maps next/link to ${target}` })
        }
      } catch {
        problems.push({ module: MODULES.compilerAliases, problem: 'cannot be found (moved or removed): where next/link points in the app directory is unknown' })
      }
      // Load link.react-server.js as the RSC render does: React from the runtime's react-server
      // build, and './link' replaced by a client reference named by its module id.
      let rsc
      try {
        rsc = load(ctx, MODULES.appPageRuntime)?.vendored?.['react-rsc']
      } catch {
        rsc = undefined // the runtime's own check says why
      }
      if (!rsc?.ReactServerDOMTurbopackServer?.registerClientReference || !rsc?.ReactJsxRuntime) return problems
      const id = `[project]/${path.relative(ctx.root, clientFile).split(path.sep).join('/')}`
      const reference = rsc.ReactServerDOMTurbopackServer.registerClientReference(() => {
        throw new Error('a client reference called on the server')
      }, id, '')
      let Link
      try {
        Link = loadWith(serverFile, { './link': { __esModule: true, default: reference }, 'react/jsx-runtime': rsc.ReactJsxRuntime, react: rsc.React })
        Link = Link?.default ?? Link
      } catch (err) {
        return [...problems, `fails to load with './link' as a client reference: ${firstLine(err)}`]
      }
      if (typeof Link !== 'function' || Link.$$typeof === CLIENT_REFERENCE) {
        return [...problems, 'no longer has a default export that is a plain function: next/link in the RSC render is not a server component collapse.ts can call']
      }
      let element
      try {
        element = Link({ href: '/leafpress-probe', children: 'probe' })
      } catch (err) {
        return [...problems, `its component throws when called directly with props: ${firstLine(err)}`]
      }
      if (element?.type !== reference || element?.props?.href !== '/leafpress-probe') {
        problems.push("its component, called directly, no longer renders app-dir/link.js's component with its props")
      }
      if (!regex.test(String(reference.$$id))) {
        problems.push({ module: MODULES.linkClient, problem: `has the module id ${reference.$$id}, which isNextLink's ${regex} does not match` })
      }
      return problems
    },
  },
]

/**
 * The RSC render is told apart by React without useState (SendOnce.tsx).
 * @param {string} runtimeId
 * @returns {Check}
 */
function rscReactCheck(runtimeId) {
  return {
    name: 'send-once: the RSC render has no useState',
    module: runtimeId,
    usedBy: [`${SEND_ONCE} (IN_RSC_RENDER)`],
    verifies: "vendored['react-rsc'].React (the react-server build the RSC render uses) has no useState; vendored['react-ssr'].React (the HTML render's) has one",
    async run(ctx) {
      const rt = load(ctx, runtimeId)
      const problems = []
      const rsc = rt?.vendored?.['react-rsc']?.React
      const ssr = rt?.vendored?.['react-ssr']?.React
      if (!rsc) problems.push("no longer carries the RSC render's React at vendored['react-rsc'].React")
      else if (typeof rsc.useState !== 'undefined') problems.push("has a React with useState in the RSC render (vendored['react-rsc']): SendOnce no longer knows the RSC render, and every page's markup is sent twice")
      if (!ssr) problems.push("no longer carries the HTML render's React at vendored['react-ssr'].React")
      else if (typeof ssr.useState !== 'function') problems.push("has a React without useState in the HTML render (vendored['react-ssr']): SendOnce cannot tell the renders apart")
      return problems
    },
  }
}

/**
 * Client components are marked; everything else that is a function is a server component,
 * called directly (collapse.ts); a component's promise is awaited (SendOnce.tsx).
 * @param {string} runtimeId
 * @returns {Check}
 */
function clientReferenceCheck(runtimeId) {
  return {
    name: 'send-once: client references, server components called directly',
    module: runtimeId,
    usedBy: [`${COLLAPSE} (isClientReference, Walker.walk)`, `${SEND_ONCE} (a promise of the tree)`],
    verifies:
      "registerClientReference (Turbopack's client modules in the RSC render) marks a component with $$typeof Symbol.for('react.client.reference') and $$id '<module id>#<export>'; " +
      "the RSC renderer keeps such a component a reference, awaits a promise a component returns, and renders a server component's output as collapse.ts does when it calls it with its props",
    async run(ctx) {
      const rsc = load(ctx, runtimeId)?.vendored?.['react-rsc']
      const server = rsc?.ReactServerDOMTurbopackServer
      if (typeof server?.registerClientReference !== 'function' || typeof server?.renderToReadableStream !== 'function') {
        return ["no longer carries ReactServerDOMTurbopackServer's registerClientReference and renderToReadableStream at vendored['react-rsc']"]
      }
      const problems = []
      const Island = server.registerClientReference(() => {
        throw new Error('a client reference called on the server')
      }, '[project]/leafpress-probe/island.js', 'default')
      if (Island?.$$typeof !== CLIENT_REFERENCE) problems.push("no longer marks client components with $$typeof Symbol.for('react.client.reference'): collapse.ts would call them as server components")
      if (Island?.$$id !== '[project]/leafpress-probe/island.js#default') problems.push(`no longer names a client reference '<module id>#<export>' in $$id (got ${JSON.stringify(Island?.$$id)})`)
      const { React } = rsc
      const h = React.createElement
      /** @param {{ text: string }} props */
      const Inner = (props) => h('b', null, props.text)
      // SendOnce: a plain function returning a promise of the tree, whose server components
      // collapse.ts has already called itself
      /** @param {{ children?: unknown }} props */
      const Once = (props) => Promise.resolve(h('section', null, props.children, Inner({ text: 'called-directly' })))
      const tree = h(Once, null, h(Inner, { text: 'called-by-react' }), h(Island, { probe: 1 }))
      const errors = []
      let text = ''
      try {
        const stream = server.renderToReadableStream(tree, { '[project]/leafpress-probe/island.js': { id: 'leafpress-probe-island', chunks: [], name: 'default' } }, { onError: (/** @type {unknown} */ e) => void errors.push(firstLine(e)) })
        text = await new Response(stream).text()
      } catch (err) {
        errors.push(firstLine(err))
      }
      if (errors.length) problems.push(`fails to render a server tree with a client reference in it: ${errors[0]}`)
      else {
        const ok = text.includes('"section"') && text.includes('called-by-react') && text.includes('called-directly') && text.includes('leafpress-probe-island') && !text.includes('a client reference called')
        if (!ok) problems.push(`renders a server tree differently: a promise a component returns, a server component's output or a client reference did not come out as expected (${text.slice(0, 160)})`)
      }
      return problems
    },
  }
}

/**
 * The regex collapse.ts tests next/link's module id with, or why it cannot be read.
 * @param {string} repo
 * @returns {RegExp | string}
 */
export function isNextLinkRegex(repo) {
  let src
  try {
    src = fs.readFileSync(path.join(repo, COLLAPSE), 'utf8')
  } catch {
    return 'cannot be read'
  }
  const m = /const isNextLink\b.*?\/((?:\\.|[^/\\\n])+)\/([a-z]*)\.test\(/.exec(src)
  if (!m) return "no longer tests next/link's module id with a regex literal in isNextLink (update scripts/check-next-internals.mjs)"
  return new RegExp(m[1], m[2])
}

/**
 * A CommonJS module evaluated with some of its requires answered by `given` (as a bundler's
 * layer would), the rest by Node from its folder.
 * @param {string} file
 * @param {Record<string, unknown>} given
 */
function loadWith(file, given) {
  const req = createRequire(file)
  const module = { exports: {} }
  const fn = vm.compileFunction(fs.readFileSync(file, 'utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file })
  fn(module.exports, (/** @type {string} */ id) => (id in given ? given[id] : req(id)), module, file, path.dirname(file))
  return /** @type {any} */ (module.exports)
}

/** @param {unknown} v */
function describe(v) {
  if (v === null || v === undefined) return String(v)
  try {
    return JSON.stringify(v, (_k, x) => (Buffer.isBuffer(x) ? '<Buffer>' : x)).slice(0, 120)
  } catch {
    return typeof v
  }
}

/**
 * @typedef {object} Result
 * @property {string} version Next's version
 * @property {Problem[]} problems empty when everything is as the code expects
 * @property {Array<{ name: string, ms: number, ok: boolean }>} checks
 * @property {number} ms
 */

/**
 * @param {{ root?: string, repo?: string }} [opts]
 * @returns {Context}
 */
function contextOf(opts = {}) {
  // Next's server sets this before it loads any of these modules; some read it as they load
  /** @type {any} */ (globalThis).AsyncLocalStorage ??= AsyncLocalStorage
  const root = path.resolve(opts.root ?? REPO)
  const require = createRequire(path.join(root, 'package.json'))
  let version = 'unknown'
  try {
    version = require('next/package.json').version
  } catch {
    // reported by the checks: no module of Next resolves
  }
  return { root, repo: path.resolve(opts.repo ?? REPO), require, version, memo: new Map() }
}

/**
 * @param {Check[]} checks
 * @param {Context} ctx
 * @returns {Promise<Result>}
 */
async function runChecks(checks, ctx) {
  const t0 = performance.now()
  /** @type {Problem[]} */
  const problems = []
  const timings = []
  for (const check of checks) {
    const t = performance.now()
    let found
    try {
      found = await check.run(ctx)
    } catch (err) {
      found = [err instanceof Moved ? { module: err.module, problem: err.problem } : `check failed unexpectedly: ${firstLine(err)}`]
    }
    for (const f of found) {
      const p = typeof f === 'string' ? { module: check.module, problem: f } : f
      problems.push({ check: check.name, module: p.module, problem: p.problem, usedBy: ('usedBy' in p && p.usedBy) || check.usedBy })
    }
    timings.push({ name: check.name, ms: Math.round(performance.now() - t), ok: !found.length })
  }
  return { version: ctx.version, problems, checks: timings, ms: Math.round(performance.now() - t0) }
}

/**
 * Every private module and behaviour of Next the code relies on, checked against the Next
 * installed at `root` (default: this repository's node_modules).
 * @param {{ root?: string, repo?: string }} [opts]
 */
export function checkNextInternals(opts) {
  return runChecks(CHECKS, contextOf(opts))
}

/**
 * What only a build shows (Turbopack's module ids; the runtime its pages load), checked against
 * the build in `distDir`.
 * @param {{ distDir: string, root?: string, repo?: string }} opts
 */
export async function checkBuild(opts) {
  const ctx = contextOf(opts)
  const dist = path.resolve(ctx.repo, opts.distDir)
  const rel = path.relative(ctx.repo, dist).startsWith('..') ? dist : path.relative(ctx.repo, dist) || '.'
  /** @type {Check[]} */
  const checks = [
    {
      name: 'build: client module ids and the runtime pages load',
      module: `${rel}/server`,
      usedBy: [`${COLLAPSE} (isNextLink)`, `${SEND_ONCE} (IN_RSC_RENDER)`],
      verifies:
        'a page using send-once names StaticLeaf as [project]/lib/ui/send-once/StaticLeaf.tsx in its client reference manifest (so next/link is [project]/node_modules/next/dist/client/app-dir/link.js) ' +
        'and its server chunks load the app-page runtime whose React the other checks probed',
      async run(c) {
        const found = sendOncePage(dist)
        if (typeof found === 'string') return [{ module: `${rel}/server/app`, problem: found }]
        const problems = []
        const want = '[project]/lib/ui/send-once/StaticLeaf.tsx'
        if (!found.manifest.includes(`"${want}"`)) {
          const id = /"([^"]*send-once\/StaticLeaf[^"]*)"/.exec(found.manifest)?.[1]
          problems.push({ module: found.manifestFile, problem: `names client modules differently: StaticLeaf is ${JSON.stringify(id)}, not ${want}, so next/link's id may no longer be [project]/node_modules/next/dist/client/app-dir/link.js` })
        }
        const runtimes = pageRuntimes(dist, found.page)
        if (!runtimes.length) problems.push({ module: found.page, problem: 'loads no app-page runtime (next/dist/compiled/next-server/app-page*.js) that can be found in its chunks' })
        for (const id of runtimes) {
          if (id === MODULES.appPageRuntime) continue
          // another runtime than the one probed: probe that one
          for (const check of [rscReactCheck(id), clientReferenceCheck(id)]) {
            const r = await runChecks([check], c)
            problems.push(...r.problems.map((p) => ({ module: p.module, problem: p.problem, usedBy: p.usedBy })))
          }
        }
        return problems
      },
    },
  ]
  if (!fs.existsSync(path.join(dist, 'BUILD_ID'))) {
    return { version: ctx.version, problems: [{ check: checks[0].name, module: rel, problem: 'holds no build (no BUILD_ID)', usedBy: checks[0].usedBy }], checks: [], ms: 0 }
  }
  return runChecks(checks, ctx)
}

/**
 * The first app page of a build whose client reference manifest names send-once's StaticLeaf.
 * @param {string} dist
 * @returns {{ page: string, manifest: string, manifestFile: string } | string}
 */
function sendOncePage(dist) {
  let pages
  try {
    pages = JSON.parse(fs.readFileSync(path.join(dist, 'server/app-paths-manifest.json'), 'utf8'))
  } catch {
    return 'has no app-paths-manifest.json'
  }
  let manifests = 0
  for (const file of Object.values(pages).sort()) {
    if (!String(file).endsWith('/page.js')) continue
    const manifestFile = path.join(dist, 'server', String(file).replace(/\.js$/, '_client-reference-manifest.js'))
    if (!fs.existsSync(manifestFile)) continue
    manifests++
    const manifest = fs.readFileSync(manifestFile, 'utf8')
    if (manifest.includes('send-once/StaticLeaf')) return { page: path.join(dist, 'server', String(file)), manifest, manifestFile: path.join(path.basename(dist), path.relative(dist, manifestFile)) }
  }
  return manifests ? 'has no page whose client reference manifest names lib/ui/send-once/StaticLeaf.tsx' : 'has no client reference manifest (page_client-reference-manifest.js) for any page'
}

/**
 * The app-page runtimes a page's server chunks load (Turbopack externals).
 * @param {string} dist
 * @param {string} page
 */
function pageRuntimes(dist, page) {
  const entry = fs.readFileSync(page, 'utf8')
  const chunks = [...entry.matchAll(/\.c\("([^"]+)"\)/g)].map((m) => path.join(dist, m[1]))
  const found = new Set()
  for (const chunk of chunks) {
    let text
    try {
      text = fs.readFileSync(chunk, 'utf8')
    } catch {
      continue
    }
    for (const m of text.matchAll(/\.x\("(next\/dist\/compiled\/next-server\/app-page[^"]*\.js)",\s*\(\)\s*=>\s*require\(/g)) found.add(m[1])
  }
  return [...found]
}

/**
 * The message that stops the start: every problem, the module, what changed and our file.
 * @param {Result} result
 */
export function formatProblems(result) {
  const lines = result.problems.map((p) => `  - ${p.module} ${p.problem} (used by ${p.usedBy.join(', ')})`)
  return [
    `Next ${result.version}: ${result.problems.length} private part${result.problems.length === 1 ? '' : 's'} of Next the code relies on moved or changed:`,
    ...lines,
    'Adapt the files named (docs/ARCHITECTURE.md, "Private Next internals"), or install a Next version that passes: node scripts/check-next-internals.mjs',
  ].join('\n')
}

// the command
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // a module of Next that throws later, outside a check's await, still stops the start by name
  process.on('uncaughtException', (err) => {
    console.error(`Next ${contextOf().version}: checking the private internals the code relies on failed: ${err?.stack ?? err}`)
    process.exit(1)
  })
  const args = process.argv.slice(2)
  const flag = (/** @type {string} */ name) => args.includes(name)
  const value = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
  const buildAt = args.indexOf('--build')
  const root = value('--root')
  if (flag('--list')) {
    for (const c of CHECKS) console.log(`${c.name}\n  ${c.module}\n  used by ${c.usedBy.join(', ')}\n  ${c.verifies}\n`)
    process.exit(0)
  }
  const result = buildAt >= 0 ? await checkBuild({ distDir: value('--build') || process.env.NEXT_DIST_DIR || '.next', root }) : await checkNextInternals({ root })
  if (flag('--json')) console.log(JSON.stringify(result, null, 2))
  else if (flag('--verbose')) for (const c of result.checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${String(c.ms).padStart(4)} ms  ${c.name}`)
  if (result.problems.length) {
    console.error(formatProblems(result))
    process.exit(1)
  }
  if (!flag('--json')) console.log(`Next ${result.version}: the private internals the code relies on are as expected (${result.checks.length} check${result.checks.length === 1 ? '' : 's'}${buildAt >= 0 ? ' of the build' : ''}, ${result.ms} ms)`)
}
